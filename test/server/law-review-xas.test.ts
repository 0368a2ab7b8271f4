// Asia, 2000-2035: the crosscheck's last unexplained lines fixed as data (issue 26 item 3) and the law review records
// of NP, KH, LA, MM, BT, TL and KP (item 2; reviews/<CC>.json), asked for as a client asks: through
// /v3/public-holidays/list and /v3/public-holidays/check of the shared full offline build (test/golden.ts,
// buildFullOffline: the project's amendments/ and sources/calendars/ folders). Each test names the law or the
// official calendar its answer rests on; the entries quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from './helpers.js';
import { lawReviewClient } from './law-review-client.js';

const shared = serveSharedFullBuild();
const { onDay, dayOff } = lawReviewClient(shared);

describe("Iran: the lunar holidays of 2001-2014 on the official calendar's day (Calendar Center, University of Tehran)", () => {
  it('Eid al-Fitr 1428 AH is Saturday 13 and Sunday 14 October 2007, Imam Jafar Sadeq\'s martyrdom Tuesday 6 November, not a day later', async () => {
    expect(await onDay('IR', '2007-10-13')).toEqual([['End of Ramadan (Eid al-Fitr)', 'public']]);
    expect(await onDay('IR', '2007-10-14')).toEqual([['Holyday for Fetr Eeid', 'public']]);
    expect(await dayOff('IR', '2007-10-15')).toBe(false);
    expect(await onDay('IR', '2007-11-06')).toEqual([['Martyrdom of Imam Jafar', 'public']]);
    expect(await dayOff('IR', '2007-11-07')).toBe(false);
  });

  it("Tasu'a and Ashura 1432 AH are 15 and 16 December 2010; Imam Mahdi's birthday 1425 AH is Friday 1 October 2004", async () => {
    expect(await onDay('IR', '2010-12-15')).toEqual([['Tasoua', 'public']]);
    expect(await onDay('IR', '2010-12-16')).toEqual([['Ashoura', 'public']]);
    expect(await dayOff('IR', '2010-12-17')).toBe(false);
    expect(await onDay('IR', '2004-10-01')).toEqual([['Birthday of Imam Mahdi', 'public']]);
    expect(await dayOff('IR', '2004-09-30')).toBe(false);
  });
});
