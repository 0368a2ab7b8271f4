// The last two law reviews (Eritrea, Mauritania) and the crosscheck's last African and European lines 2000-2035
// (issue 26 items 2 and 3; the records are reviews/<CC>.json), asked for as a client asks: through
// /v3/public-holidays/list and /v3/public-holidays/check of the shared full offline build (test/golden.ts,
// buildFullOffline: the project's amendments/ folder). Each test names the law or decree its answer rests on;
// amendments/<CC>.json and sources/calendars/announced.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { onDay, dayOff } = lawReviewClient(shared);

describe("Mauritania: the Presidency's one-off days after a feast, by decree", () => {
  it('the day(s) after Eid al-Fitr: Tuesday 29 July 2014, Tuesday 3 May 2022, Monday 24 April 2023, Thursday 11 and Friday 12 April 2024', async () => {
    for (const date of ['2014-07-29', '2022-05-03', '2023-04-24', '2024-04-11', '2024-04-12']) {
      expect(await onDay('MR', date), date).toEqual([['End of Ramadan (Eid al-Fitr) Holiday', 'public']]);
    }
  });

  it('Friday 29 November 2024, the day after Independence Day (decree of 27 November 2024)', async () => {
    expect(await onDay('MR', '2024-11-29')).toEqual([['Independence Day Holiday', 'public']]);
    expect(await dayOff('MR', '2023-11-29')).toBe(false);
  });

  it('Eid al-Adha 2021 on Wednesday 21 July (decree of 20 July 2021), Thursday 22 and Friday 23 July off, Tuesday 20 July worked', async () => {
    expect(await dayOff('MR', '2021-07-20')).toBe(false);
    for (const date of ['2021-07-21', '2021-07-22', '2021-07-23']) {
      expect(await onDay('MR', date), date).toEqual([['Feast of the Sacrifice (Eid al-Adha)', 'public']]);
    }
  });
});
