// Myanmar's Burmese-calendar holidays of 2017 and 2019 as the Union Government announced them (dated rules of
// countries/MM.json), through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): the
// announced days are the holidays' days and no estimates, whether they confirm the Burmese engine's days (Thingyan
// and Thadingyut 2017) or give more (Tazaungdaing 2017, Thadingyut and Tazaungdaing 2019); a future year (2030)
// keeps the engine's estimates.

import { describe, expect, it } from 'vitest';
import { holidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, announced] of each nationwide day of the holiday in the year. */
const days = (year: number, name: string) => holidayDays(shared.server, 'MM', year, name, 'nationwide');
const dates = async (year: number, name: string) =>
  (await days(year, name)).map(([date, estimated]) => [date, estimated]);

describe('MM: the announced Burmese-calendar days of 2017 and 2019 (list endpoint, 3.2.0)', () => {
  it("Thingyan 2017 cut to 13-17 April by the President's Office (March 2017; Coconuts Yangon, 7Day): the engine's days, confirmed", async () => {
    expect(await dates(2017, 'Myanmar New Year (Thingyan)')).toEqual(
      [13, 14, 15, 16, 17].map((day) => [`2017-04-${day}`, false]),
    );
  });

  it("Thadingyut 4-6 October and Tazaungdaing 2-3 November 2017, the President's Office's added days around the full moons", async () => {
    expect(await dates(2017, 'Thadingyut holidays')).toEqual([
      ['2017-10-04', false],
      ['2017-10-05', false],
      ['2017-10-06', false],
    ]);
    // The engine gave the full moon (3 November) only; the announcement adds 2 November.
    expect(await dates(2017, 'Tazaungdaing holidays')).toEqual([
      ['2017-11-02', false],
      ['2017-11-03', false],
    ]);
  });

  it('Notification No. 4/2019 (The Voice Journal, 9 August 2019): Thadingyut 11-15 October, Tazaungdaing 9-12 November', async () => {
    expect(await dates(2019, 'Thadingyut holidays')).toEqual(
      [11, 12, 13, 14, 15].map((day) => [`2019-10-${day}`, false]),
    );
    expect(await dates(2019, 'Tazaungdaing holidays')).toEqual(
      [9, 10, 11, 12].map((day) => [`2019-11-${String(day).padStart(2, '0')}`, false]),
    );
  });

  it('2030 stays the engine’s estimate', async () => {
    const thadingyut = await dates(2030, 'Thadingyut holidays');
    expect(thadingyut).toHaveLength(3);
    expect(thadingyut.every(([, estimated]) => estimated === true)).toBe(true);
    expect((await dates(2030, 'Tazaungdaing holidays')).every(([, estimated]) => estimated === true)).toBe(true);
  });
});
