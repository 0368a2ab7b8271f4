// Myanmar's Burmese-calendar holidays of 2016 and 2019 as the Union Government's yearly lists gave them (dated rules
// of countries/MM.json: the 2019 notification as the 2019 table of Wikipedia's "Public holidays in Myanmar"
// reproduces it, the 2016 list as the article's earlier table and Enjoy Yangon's 2016 list give it), through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): the listed days are the holidays'
// days and no estimates, whether they confirm the Burmese engine's days (the full moons, National Day, Kayin New
// Year) or give more (Thingyan 2016, ten days from the day before Akyo); a future year (2030) keeps the engine's
// estimates. Kayin New Year 6 January 2019, on no list on file, is a dated rule too: the State Counsellor's Kayin New
// Year Day message of that day (asia30, test/server/dataset/calendars/announced-residue4-asia30.ts).

import { describe, expect, it } from 'vitest';
import { holidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated] of each nationwide day of the holiday in the year. */
const dates = async (year: number, name: string) =>
  (await holidayDays(shared.server, 'MM', year, name, 'nationwide')).map(([date, estimated]) => [date, estimated]);

describe('MM: the listed Burmese-calendar days of 2016 and 2019 (list endpoint, 3.2.0)', () => {
  it("the Union Government's 2019 list (Wikipedia's 2019 table): the full moons, Thingyan 13-17 April, National Day 21 November", async () => {
    expect(await dates(2019, 'Full Moon Day of Tabaung')).toEqual([['2019-03-20', false]]);
    expect(await dates(2019, 'Full Moon Day of Kason')).toEqual([['2019-05-18', false]]);
    expect(await dates(2019, 'Full Moon Day of Waso')).toEqual([['2019-07-16', false]]);
    expect(await dates(2019, 'Myanmar New Year (Thingyan)')).toEqual(
      [13, 14, 15, 16, 17].map((day) => [`2019-04-${day}`, false]),
    );
    expect(await dates(2019, 'National Day')).toEqual([['2019-11-21', false]]);
  });

  it("Kayin New Year 2019: 26 December listed; 6 January, on no list on file, the State Counsellor's message's day", async () => {
    expect(await dates(2019, 'Kayin New Year')).toEqual([
      ['2019-01-06', false],
      ['2019-12-26', false],
    ]);
  });

  it("the 2016 list: Thingyan 11-20 April (the engine's Akyo to New Year's Day, 12-17 April, and four more days)", async () => {
    expect(await dates(2016, 'Myanmar New Year (Thingyan)')).toEqual(
      [11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((day) => [`2016-04-${day}`, false]),
    );
  });

  it('the 2016 list: the full moons, Tazaungdaing, National Day and both Kayin New Years', async () => {
    expect(await dates(2016, 'Full Moon Day of Tabaung')).toEqual([['2016-03-23', false]]);
    expect(await dates(2016, 'Full Moon Day of Kason')).toEqual([['2016-05-21', false]]);
    expect(await dates(2016, 'Full Moon Day of Waso')).toEqual([['2016-07-19', false]]);
    expect(await dates(2016, 'Tazaungdaing holidays')).toEqual([['2016-11-14', false]]);
    expect(await dates(2016, 'National Day')).toEqual([['2016-11-24', false]]);
    expect(await dates(2016, 'Kayin New Year')).toEqual([
      ['2016-01-10', false],
      ['2016-12-29', false],
    ]);
  });

  it('2030 stays the engine’s estimate', async () => {
    const kason = await dates(2030, 'Full Moon Day of Kason');
    expect(kason).toHaveLength(1);
    expect(kason.every(([, estimated]) => estimated === true)).toBe(true);
    expect((await dates(2030, 'National Day')).every(([, estimated]) => estimated === true)).toBe(true);
  });
});
