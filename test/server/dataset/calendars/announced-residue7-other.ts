// Bhutan's lunar holidays of 2015 found by other (issue 25 item 3, sources/calendars/announced.json), through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): the Swiss Cooperation Office's
// (SDC, Swiss FDFA) closure list of Bhutan's government holidays for 2015 confirms the estimate's days of Losar (two
// days), Zhabdrung Kuchhoe and the Descending Day, and moves Dashain to Thursday 22 October (Nepal's Vijaya Dashami
// that year, as the lists of 2020-2026 keep it) from the estimate's Friday 23rd. Years not announced keep the
// estimate (2028's Losar and Dashain, in the future); reviews/BT.json `open` lists the past ones still missing.

import { describe, expect, it } from 'vitest';
import { announced, announcedClient, estimated, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
/** [date, estimated, announced] of each day of the holiday. */
const { days } = announcedClient(shared);

describe('other: Bhutan 2015 lunar holidays from the SDC Thimphu office list (list endpoint, 3.2.0)', () => {
  it('BT: Losar 2015 on Thursday-Friday 19-20 February, confirmed; 2028 still an estimate', async () => {
    expect(await days('BT', 2015, 'Losar')).toEqual(announced('2015-02-19', '2015-02-20'));
    expect(await days('BT', 2028, 'Losar')).toEqual(estimated('2028-02-26', '2028-02-27'));
  });

  it("BT: Dashain 2015 on Thursday 22 October, not the estimate's Friday 23rd; 2028 still an estimate", async () => {
    expect(await days('BT', 2015, 'Dashain')).toEqual(announced('2015-10-22'));
    expect(await days('BT', 2028, 'Dashain')).toEqual(estimated('2028-09-28'));
  });

  it('BT: Zhabdrung Kuchhoe (28 April) and the Descending Day of Lord Buddha (3 November) 2015, confirmed', async () => {
    expect(await days('BT', 2015, 'Zhabdrung Kuchhoe')).toEqual(announced('2015-04-28'));
    expect(await days('BT', 2015, 'Descending Day of Lord Buddha')).toEqual(announced('2015-11-03'));
  });
});
