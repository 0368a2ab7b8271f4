// The Gambia's Koriteh of past years found by wafr33 (issue 25 item 3, wave 8, sources/calendars/announced.json),
// through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): the day the State kept,
// from the Eid-ul-Fitr call of the Muslim elders on the President at State House that Gambia Daily dates to
// 'Koriteh day, Sunday, March 30th' 2025. It confirms the estimate, and from 2022 the second Koriteh day
// (hijri-spans.json) is announced with the first. Years still unannounced keep the estimate (2028 here; 2015, whose
// State House call on Friday 17 July names no Eid day and whose Koriteh a report puts on two days, among them:
// reviews/GM.json `open` lists the past ones).

import { describe, expect, it } from 'vitest';
import { announced, announcedClient, estimated, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
/** [date, estimated, announced] of each day of the holiday. */
const { days } = announcedClient(shared);

describe('wafr33: GM Koriteh from the State House Eid calls (list endpoint, 3.2.0)', () => {
  it('GM: Koriteh 2015 stays an estimate (the State House call of Friday 17 July names no Eid day)', async () => {
    expect(await days('GM', 2015, 'Korité')).toEqual(estimated('2015-07-17'));
  });

  it('GM: Koriteh 2025 on Sunday 30 March (Gambia Daily), confirmed with its second day; 2028 still an estimate', async () => {
    expect(await days('GM', 2025, 'Korité')).toEqual(announced('2025-03-30', '2025-03-31'));
    expect(await days('GM', 2028, 'Korité')).toEqual(estimated('2028-02-26', '2028-02-27'));
  });
});
