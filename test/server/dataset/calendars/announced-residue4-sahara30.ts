// Algeria's, Libya's, Tunisia's and Niger's Islamic days as announced or kept, the s24 wave (sahara30), through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts), from
// sources/calendars/announced.json. Algeria: 1 Muharram 1443 on Tuesday 10 August 2021 and Ashura on Thursday 19
// August 2021 (the Ministry of Religious Affairs and Wakfs' statement of 8 August, the Directorate General of the
// Public Service's paid-holiday communiqués) move the library's days a day later; 1 Muharram 1446 on Sunday 7 July
// 2024 and Ashura on Tuesday 16 July 2024 (the Ministry's statement of 6 July, the Directorate General's communiqué)
// confirm them. Libya: Dar al-Ifta's 1 Muharram 1443 on Monday 9 August 2021 confirms the library's day. Years whose
// announcement was not found stay estimates (reviews/DZ.json, LY.json, TN.json, NE.json `open`).

import { describe, expect, it } from 'vitest';
import { announced, estimated, FITR, MAWLID, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

const NEW_YEAR = 'Islamic New Year';
const ASHURA = 'Day of Ashura';

describe('sahara30: DZ, LY, TN and NE announced days (list endpoint, 3.2.0)', () => {
  it("DZ: 1 Muharram 1443 on Tuesday 10 August 2021 and Ashura on Thursday 19 August, a day after the library's", async () => {
    expect(await days('DZ', 2021, NEW_YEAR)).toEqual(announced('2021-08-10'));
    expect(await days('DZ', 2021, ASHURA)).toEqual(announced('2021-08-19'));
  });

  it('DZ: 1 Muharram 1446 on Sunday 7 July 2024 and Ashura on Tuesday 16 July, confirmed', async () => {
    expect(await days('DZ', 2024, NEW_YEAR)).toEqual(announced('2024-07-07'));
    expect(await days('DZ', 2024, ASHURA)).toEqual(announced('2024-07-16'));
  });

  it('DZ: the Mawlid of 2022 (no announcement found) stays an estimate', async () => {
    expect(await days('DZ', 2022, MAWLID)).toEqual(estimated('2022-10-08'));
  });

  it("LY: Dar al-Ifta's 1 Muharram 1443 on Monday 9 August 2021, confirmed; the Mawlid of 2021 stays an estimate", async () => {
    expect(await days('LY', 2021, NEW_YEAR)).toEqual(announced('2021-08-09'));
    expect(await days('LY', 2021, MAWLID)).toEqual(estimated('2021-10-18'));
  });

  it('TN: the Eid al-Fitr of 2021 (only forecasts found) stays an estimate', async () => {
    expect(await days('TN', 2021, FITR)).toEqual(estimated('2021-05-13', '2021-05-14', '2021-05-15'));
  });

  it('NE: the Aïd el-Fitr of 2023 (no dated report found) stays an estimate', async () => {
    expect(await days('NE', 2023, FITR)).toEqual(estimated('2023-04-21'));
  });
});
