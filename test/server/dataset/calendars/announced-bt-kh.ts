// Bhutan's and Cambodia's lunar holidays of past years as their governments announced them, through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts). For these two countries the
// calendar engines (sources/calendars/tibetan.json, khmer.json) add a holiday only where the year's rules do not
// hold it, so an announced day is a dated rule of countries/BT.json or KH.json: the day is the rule's, not an
// estimate, and not from the engine. Cambodia: the yearly sub-decree (anukret) on public holidays, the 2019 one of
// 4 October 2018 as the ECCC lists it (Court Holidays 2019), those of 2015-2018 as the National Bank of Cambodia's
// lists give their days; Pchum Ben 2015 and 2016, two days the engine (three days, from 2017) does not give, are
// the lists'. Bhutan: the Ministry of Agriculture and Forests' national-holiday notices of 29 May and 16 July 2018.
// Years without an announcement on file keep the engine's estimates, and so does 2030.

import { describe, expect, it } from 'vitest';
import { nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);
/** A dated rule's days: not estimated, not from the announced table (countries/<CC>.json). */
const ruled = (...dates: string[]) => dates.map((date) => [date, false, false]);
/** An engine's days: estimated. */
const engine = (...dates: string[]) => dates.map((date) => [date, true, false]);

describe("KH: the Royal Government's sub-decrees on public holidays (list endpoint, 3.2.0)", () => {
  it('2019, the sub-decree of 4 October 2018 (ECCC, Court Holidays 2019): every lunar holiday and the New Year, no estimate', async () => {
    expect(await days('KH', 2019, 'Meak Bochea Day')).toEqual(ruled('2019-02-19'));
    expect(await days('KH', 2019, 'Khmer New Year')).toEqual(ruled('2019-04-14', '2019-04-15', '2019-04-16'));
    expect(await days('KH', 2019, 'Visak Bochea Day')).toEqual(ruled('2019-05-18'));
    expect(await days('KH', 2019, 'Royal Ploughing Ceremony')).toEqual(ruled('2019-05-22'));
    expect(await days('KH', 2019, 'Pchum Ben')).toEqual(ruled('2019-09-27', '2019-09-28', '2019-09-29'));
    expect(await days('KH', 2019, 'Water Festival')).toEqual(ruled('2019-11-10', '2019-11-11', '2019-11-12'));
  });

  it("2015-2018, the sub-decrees' days as the National Bank of Cambodia's lists give them: Meak Bochea, Pchum Ben (two days in 2015 and 2016, added), the Water Festival", async () => {
    expect(await days('KH', 2018, 'Meak Bochea Day')).toEqual(ruled('2018-01-31'));
    expect(await days('KH', 2015, 'Pchum Ben')).toEqual(ruled('2015-10-11', '2015-10-12'));
    expect(await days('KH', 2016, 'Pchum Ben')).toEqual(ruled('2016-09-30', '2016-10-01'));
    expect(await days('KH', 2017, 'Water Festival')).toEqual(ruled('2017-11-02', '2017-11-03', '2017-11-04'));
  });

  it("the holidays of 2015-2018 no list on file gives stay the engine's estimates, and so does 2030", async () => {
    expect(await days('KH', 2016, 'Visak Bochea Day')).toEqual(engine('2016-05-20'));
    expect(await days('KH', 2017, 'Khmer New Year')).toEqual(engine('2017-04-14', '2017-04-15', '2017-04-16'));
    const water2030 = await days('KH', 2030, 'Water Festival');
    expect(water2030).toHaveLength(3);
    expect(water2030.every(([, estimated]) => estimated)).toBe(true);
  });
});

describe("BT: the Royal Government's national-holiday notices of 2018 (list endpoint, 3.2.0)", () => {
  it("Lord Buddha's Parinirvana on Tuesday 29 May 2018 and the First Sermon on 16 July 2018, no estimate", async () => {
    expect(await days('BT', 2018, "Lord Buddha's Parinirvana")).toEqual(ruled('2018-05-29'));
    expect(await days('BT', 2018, 'First Sermon of Lord Buddha')).toEqual(ruled('2018-07-16'));
  });

  it("the other Tibetan-calendar days of 2015-2019 (no list on file) and 2030's stay the engine's estimates", async () => {
    expect(await days('BT', 2018, 'Zhabdrung Kuchhoe')).toEqual(engine('2018-04-25'));
    expect(await days('BT', 2017, 'Zhabdrung Kuchhoe')).toEqual(engine('2017-05-05'));
    const parinirvana2030 = await days('BT', 2030, "Lord Buddha's Parinirvana");
    expect(parinirvana2030).toHaveLength(1);
    expect(parinirvana2030[0]![1]).toBe(true);
  });
});
