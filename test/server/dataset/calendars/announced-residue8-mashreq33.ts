// Palestine's Isra' and Mi'raj of 2023 settled by mashreq33 (issue 25 item 3, wave 8) from a single-country report
// of the Council of Ministers' decision (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0)
// of the full offline build (test/full-build.ts): the announced day is the holiday's day and no estimate (the
// Council of Ministers' Saturday 18 February 2023, 27 Rajab 1444, Safa's report; the library's day, confirmed).
// A future year keeps the estimate (the Isra' and Mi'raj of 2028).
import { describe, expect, it } from 'vitest';
import { announced, announcedClient, estimated, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
/** [date, estimated, announced] of each day of the holiday. */
const { days } = announcedClient(shared);

describe("mashreq33: Palestine's Isra' and Mi'raj 2023 from the Council of Ministers' decision (list endpoint, 3.2.0)", () => {
  it("PS: Isra' and Mi'raj 2023 on Saturday 18 February (the Council of Ministers' holiday), confirmed", async () => {
    expect(await days('PS', 2023, "Isra' and Mi'raj")).toEqual(announced('2023-02-18'));
  });

  it("PS: Isra' and Mi'raj 2028 is a future year and stays an estimate", async () => {
    expect(await days('PS', 2028, "Isra' and Mi'raj")).toEqual(estimated('2028-12-14'));
  });
});
