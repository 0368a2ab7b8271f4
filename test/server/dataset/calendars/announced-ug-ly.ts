// Uganda's and Libya's Islamic days of past years as their authorities announced them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate; a year without an announcement on
// file, and a future year, keep the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, amendedDays, FITR, MAWLID, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('UG: the Ministry of Public Service and the Uganda Muslim Supreme Council (list endpoint, 3.2.0)', () => {
  it("Eid al-Adha 2018 on the Ministry of Public Service's Tuesday 21 August (PML Daily), confirmed", async () => {
    expect(await days('UG', 2018, ADHA)).toEqual([['2018-08-21', false, true]]);
  });

  it("Eid al-Fitr 2024 and 2025 on the Director of Sharia's days (Daily Monitor; The Newz Zone), confirmed", async () => {
    expect(await days('UG', 2024, FITR)).toEqual([['2024-04-10', false, true]]);
    expect(await days('UG', 2025, FITR)).toEqual([['2025-03-30', false, true]]);
  });

  it('Eid al-Adha 2025 (no announcement on file) and 2030 stay estimates', async () => {
    expect(await days('UG', 2025, ADHA)).toEqual([['2025-06-06', true, false]]);
    expect((await days('UG', 2030, ADHA))[0]?.[1]).toBe(true);
  });
});

describe("LY: the governments' holiday decisions (list endpoint, 3.2.0)", () => {
  it("the Mawlid of 2018 by the Interim Government's circular (no contrary decision known, as reckoning.json's LY reason says) and of 2025 on Friday 5 September, its Thursday off", async () => {
    // 2018: the Interim Government's circular gave Tuesday 20 November (Afrigate News; mawlid15);
    // 2025: the GNU's Decision No. 377 of 2025 gave Thursday 4 September off for a Mawlid on Friday the 5th.
    expect(await days('LY', 2018, MAWLID)).toEqual([['2018-11-20', false, true]]);
    expect(await days('LY', 2025, MAWLID)).toEqual([['2025-09-05', false, true]]);
    expect(await amendedDays(shared.server, 'LY', 2025, `${MAWLID} (day off)`)).toEqual([['2025-09-04', false]]);
  });

  it("the Hijri New Year 2022 on Decision No. 333 of 2022's Saturday 30 July, confirmed; 2030's an estimate", async () => {
    expect(await days('LY', 2022, 'Islamic New Year')).toEqual([['2022-07-30', false, true]]);
    expect((await days('LY', 2030, 'Islamic New Year'))[0]?.[1]).toBe(true);
  });
});
