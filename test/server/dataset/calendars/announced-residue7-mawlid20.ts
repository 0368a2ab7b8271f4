// Prophet's Birthday (Mawlid) days of 2020-2025 found by mawlid20 (issue 25 item 3, sources/calendars/announced.json),
// through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an announced day is the
// holiday's day and no estimate, whether it moves the library's day (Mauritania's Mawlid 2024: the crescent
// commission's Monday 16 September, not the list's Sunday 15th; Libya's 2025: the Government of National Unity's
// decision puts the Mawlid on Friday 5 September, not the list's Thursday 4th) or confirms it (Syria's 2020: the
// Council of Ministers' circular for Thursday 29 October). Years still unannounced keep the estimate (the 2028 days
// of the same countries among them); each review's open list says what was searched.

import { describe, expect, it } from 'vitest';
import { announced, announcedClient, estimated, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
/** [date, estimated, announced] of each day of the holiday. */
const { days, amended } = announcedClient(shared);
const SY_MAWLID = "Prophet's Birthday";

describe("mawlid20: Prophet's Birthday 2020-2025 found through reports of the announced day (list endpoint, 3.2.0)", () => {
  it("MR: Mawlid 2024 on the commission's Monday 16 September, not the library's Sunday 15th; 2028 still an estimate", async () => {
    expect(await days('MR', 2024, MAWLID)).toEqual(announced('2024-09-16'));
    expect(await days('MR', 2028, MAWLID)).toEqual(estimated('2028-08-03'));
  });

  it("LY: Mawlid 2025 on Friday 5 September (the Government of National Unity's Decision No. 377), not the library's Thursday 4th, with the Thursday given off", async () => {
    expect(await days('LY', 2025, MAWLID)).toEqual(announced('2025-09-05'));
    // The same decision gave Thursday 4 September off (the Friday a weekend day): amendments/LY.json.
    expect(await amended('LY', 2025, `${MAWLID} (day off)`)).toEqual([['2025-09-04', false]]);
  });

  it("SY: the Prophet's Birthday 2020 on Thursday 29 October (the Council of Ministers' circular), confirmed; 2028 still an estimate", async () => {
    expect(await days('SY', 2020, SY_MAWLID)).toEqual(announced('2020-10-29'));
    expect(await days('SY', 2028, SY_MAWLID)).toEqual(estimated('2028-08-03'));
  });
});
