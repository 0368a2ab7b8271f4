// Myanmar's Burmese-calendar holidays of 2015 as the Union Government's list gave them (dated rules of
// countries/MM.json: the Ministry of Foreign Affairs' list of the 2015 public holidays, as Consult-Myanmar reproduces
// it), through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): the listed days are the
// holidays' days and no estimates, whether they confirm the Burmese engine's days (the full moons, Tazaungdaing,
// National Day) or give more (Thingyan 2015, ten days from the day before Akyo); Thadingyut 2015 is the full moon
// alone, as listed (sources/calendars/burmese.json gives one day to 2016); a future year (2030) keeps the estimates.

import { describe, expect, it } from 'vitest';
import { holidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated] of each nationwide day of the holiday in the year. */
const dates = async (year: number, name: string) =>
  (await holidayDays(shared.server, 'MM', year, name, 'nationwide')).map(([date, estimated]) => [date, estimated]);

describe('MM: the listed Burmese-calendar days of 2015 (list endpoint, 3.2.0)', () => {
  it("the Ministry of Foreign Affairs' 2015 list: Thingyan 12-21 April (the engine's 13-17 April and five more days)", async () => {
    expect(await dates(2015, 'Myanmar New Year (Thingyan)')).toEqual(
      [12, 13, 14, 15, 16, 17, 18, 19, 20, 21].map((day) => [`2015-04-${day}`, false]),
    );
  });

  it('the 2015 list: the full moons, Tazaungdaing and National Day, no longer estimates', async () => {
    expect(await dates(2015, 'Full Moon Day of Tabaung')).toEqual([['2015-03-04', false]]);
    expect(await dates(2015, 'Full Moon Day of Kason')).toEqual([['2015-05-02', false]]);
    expect(await dates(2015, 'Full Moon Day of Waso')).toEqual([['2015-07-31', false]]);
    expect(await dates(2015, 'Tazaungdaing holidays')).toEqual([['2015-11-26', false]]);
    expect(await dates(2015, 'National Day')).toEqual([['2015-12-06', false]]);
  });

  it('Thadingyut 2015: the full moon alone, as listed (one day before 2017); 2030 stays an estimate', async () => {
    expect(await dates(2015, 'Thadingyut holidays')).toEqual([['2015-10-28', false]]);
    expect(await dates(2016, 'Thadingyut holidays')).toEqual([['2016-10-16', true]]);
    const kason = await dates(2030, 'Full Moon Day of Kason');
    expect(kason).toHaveLength(1);
    expect(kason.every(([, estimated]) => estimated === true)).toBe(true);
  });
});
