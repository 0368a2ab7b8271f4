// Days the reviewed amendments forecast for years whose decree is not made yet are estimates (issue 25 item 4:
// a day the country decides by sighting or yearly decree is `estimated: true` until an announcement confirms it).
// Sri Lanka's Islamic holidays after the last Gazette on file (Holidays Act No. 29 of 1971: the year's Gazette
// notification declares them) and Singapore's Vesak Day after the Ministry of Manpower's last list (Holidays Act
// 1998) are `add` entries marked `estimated` in amendments/LK.json and SG.json. Asked for as a client asks: through
// /v3/public-holidays/list (3.2.0) of the full offline build.

import { describe, expect, it } from 'vitest';
import { holidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated] of each nationwide row of the holiday in the year. */
const days = async (country: string, year: number, name: string) =>
  (await holidayDays(shared.server, country, year, name, 'nationwide')).map(([date, estimated]) => [date, estimated]);

describe('forecasts of the amendments are estimates; the days a list or Gazette gave are not', () => {
  it('LK: Id-Ul-Fitr 2026 (the Gazette on file) confirmed; 2027 and 2035 forecasts, estimates', async () => {
    const fitr = 'Id-Ul-Fitr (Ramazan Festival Day)';
    expect(await days('LK', 2026, fitr)).toEqual([['2026-03-21', false]]);
    expect(await days('LK', 2027, fitr)).toEqual([['2027-03-10', true]]);
    expect(await days('LK', 2035, fitr)).toEqual([['2035-12-02', true]]);
  });

  it("SG: Vesak Day 2027 (the Ministry of Manpower's list) confirmed; 2028 and 2029's Sunday with its Monday, estimates", async () => {
    expect(await days('SG', 2027, 'Vesak Day')).toEqual([['2027-05-20', false]]);
    expect(await days('SG', 2028, 'Vesak Day')).toEqual([['2028-05-09', true]]);
    expect(await days('SG', 2029, 'Vesak Day (substitute day)')).toEqual([['2029-05-28', true]]);
  });

  it('SG: Vesak Day past the rule library (2000, and 2031-2035) on the 4th Chinese month’s 15th day, estimates', async () => {
    expect(await days('SG', 2000, 'Vesak Day')).toEqual([['2000-05-18', true]]);
    expect(await days('SG', 2031, 'Vesak Day')).toEqual([['2031-06-04', true]]);
    // 2032's Sunday 23 May, kept on the Monday.
    expect(await days('SG', 2032, 'Vesak Day (substitute day)')).toEqual([['2032-05-24', true]]);
  });
});
