// Palestine's and Yemen's announced Islamic days (sources/calendars/announced.json), through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an announced day is the holiday's
// day and no estimate, whether it confirms the library's day (PS's Isra' and Mi'raj 2024 and 2025, the Grand Mufti of
// Jerusalem's Rajab statements) or moves it (PS's Isra' and Mi'raj 2018, the Mufti's Saturday 14 April); a future year
// (2030) keeps the estimate. Yemen's pairs still estimated (searched again on 2026-11-29: the Aden Endowments
// Ministry's Dhu al-Hijjah sightings and the Civil Service Ministry's Hijri New Year circulars) are listed in
// reviews/YE.json `open`, Palestine's in reviews/PS.json `open`. Each test names the announcement it rests on.

import { describe, expect, it } from 'vitest';
import { announced, estimated, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

const ISRA = "Isra' and Mi'raj";

describe('PS: the Grand Mufti of Jerusalem and the Palestinian Territories (list endpoint, 3.2.0)', () => {
  it("Isra' and Mi'raj 2024 on Thursday 8 February: the Mufti's statement of 11 January 2024 (1 Rajab 1445 on Saturday 13 January; Palsawa)", async () => {
    expect(await days('PS', 2024, ISRA)).toEqual(announced('2024-02-08'));
  });

  it("Isra' and Mi'raj 2025 on Monday 27 January: the Mufti's statement of 31 December 2024 (1 Rajab 1446 on Wednesday 1 January; Saba)", async () => {
    expect(await days('PS', 2025, ISRA)).toEqual(announced('2025-01-27'));
  });

  it("Isra' and Mi'raj 2018 on the Mufti's Saturday 14 April (1 Rajab 1439 on Monday 19 March), a day after the library's", async () => {
    expect(await days('PS', 2018, ISRA)).toEqual(announced('2018-04-14'));
  });

  it("Isra' and Mi'raj 2030 stays an estimate", async () => {
    expect(await days('PS', 2030, ISRA)).toEqual(estimated('2030-11-23'));
  });
});

describe('YE: the Civil Service and Endowments ministries of the Aden government (list endpoint, 3.2.0)', () => {
  it("the Hijri New Year 2025 on the Civil Service Ministry's Thursday 26 June (circular of 25 June 2025); 2030 an estimate", async () => {
    expect(await days('YE', 2025, 'Islamic New Year')).toEqual(announced('2025-06-26'));
    expect(await days('YE', 2030, 'Islamic New Year')).toEqual(estimated('2030-05-03'));
  });
});
