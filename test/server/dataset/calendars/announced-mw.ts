// Malawi's Eid al-Fitr as the Government declared it on the Muslim Association of Malawi's advice
// (sources/calendars/reckoning.json MW 'announced', announced.json, amendments/MW.json), through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an announced day moves the library's
// day or confirms it and is no estimate (2016: Thursday 7 July, the day after Independence Day; 2017: the Ministry's
// Monday 26 June, where the library had Sunday 25 with its Monday; 2019: Wednesday 5 June, a day after the library's);
// 2021: Eid on Friday 14 May, Kamuzu Day, and its day off on Monday 17 May (a one-off amendment: the Public Holidays
// Act's s. 4 moves only a Saturday's or a Sunday's holiday); a year whose outcome was not found (2022; 2024's Thursday 11
// April is now announced, test announced-residue6-eafr32.ts) and a future year (2027) stay estimates, the
// Saturday/Sunday rule's Monday with them (2025, 2028).

import { describe, expect, it } from 'vitest';
import { announced, estimated, holidayAndSubstituteDays, holidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const FITRI = 'Eid al Fitri';
/** [date, estimated, announced] of each nationwide day of Eid al Fitri in the year. */
const days = (year: number) => holidayDays(shared.server, 'MW', year, FITRI, 'nationwide');
/** The same, with its substitute days. */
const withDaysOff = (year: number) => holidayAndSubstituteDays(shared.server, 'MW', year, FITRI);

describe("MW: Eid al-Fitr as the Government declared it on the Muslim Association of Malawi's advice (list endpoint, 3.2.0)", () => {
  it("2016 on Thursday 7 July, the day after Independence Day, and 2019 on Wednesday 5 June: the library's day moved", async () => {
    expect(await days(2016)).toEqual(announced('2016-07-07'));
    expect(await days(2019)).toEqual(announced('2019-06-05'));
  });

  it("2017 on the Ministry's Monday 26 June, no Sunday and no substitute Monday left", async () => {
    expect(await withDaysOff(2017)).toEqual(announced('2017-06-26'));
  });

  it('2021 on Friday 14 May (Kamuzu Day) with its day off on Monday 17 May, neither an estimate', async () => {
    expect(await days(2021)).toEqual(announced('2021-05-14'));
    expect(await withDaysOff(2021)).toEqual([
      ['2021-05-14', false, true],
      ['2021-05-17', false, false],
    ]);
    expect(await holidayDays(shared.server, 'MW', 2021, 'Kamuzu Day')).toEqual([['2021-05-14', false, false]]);
  });

  it('2022 (no outcome found), 2025 and 2027 stay estimates, a Sunday with its Monday', async () => {
    expect(await days(2022)).toEqual(estimated('2022-05-02'));
    expect(await withDaysOff(2025)).toEqual(estimated('2025-03-30', '2025-03-31'));
    expect(await days(2027)).toEqual(estimated('2027-03-09'));
  });
});
