// Lebanon: days off the Prime Minister added beside a feast (amendments/LB.json quotes each decision). Eid al-Adha
// 2017: Friday 1 and Monday 4 September, the feast's second day falling on Saturday 2 September; the Prophet's
// Birthday 2022 on Saturday 8 October: memorandum No. 31/2022 closed the administrations on Monday 10 October too.
// Asked for as a client asks: through /v3/public-holidays/list and /check of the shared full offline build.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { check, daysOff } = lawReviewClient(shared);

describe("Lebanon: the Prime Minister's days off beside a feast that fell on a weekend", () => {
  it('Monday 4 September 2017 is a public holiday beside Eid al-Adha of Friday 1 and Saturday 2 September', async () => {
    expect(await daysOff('LB', '2017-09-04')).toEqual(['Eid al-Adha (day off)']);
    expect(await daysOff('LB', '2017-09-01')).toEqual(['Eid al-Adha']);
    // Only that year: the Monday after the feast of 2018 (Tuesday 21 August) is a working day.
    expect((await check('LB', '2018-08-27')).is_holiday).toBe(false);
  });

  it("Monday 10 October 2022 is a public holiday after the Prophet's Birthday of Saturday 8 October (memorandum No. 31/2022)", async () => {
    expect(await daysOff('LB', '2022-10-10')).toEqual(["Prophet's Birthday (day off)"]);
    expect(await daysOff('LB', '2022-10-08')).toEqual(["Prophet's Birthday"]);
    // The feast of 2023 fell on Wednesday 27 September: no Monday after it.
    expect((await check('LB', '2023-10-02')).is_holiday).toBe(false);
  });
});
