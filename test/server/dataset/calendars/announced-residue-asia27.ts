// Singapore's Hari Raya days of 2016 and 2018 as announced or kept (sources/calendars/announced.json), through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an announced day is the holiday's
// day and no estimate. Hari Raya Puasa 2016 on Wednesday 6 July (the Mufti's MUIS statement of 4 July 2016), Hari
// Raya Haji 2016 on Monday 12 September (The Straits Times) and 2018 on Wednesday 22 August (the Ministry of
// Manpower's public-holidays page) confirm the estimates; a future year (2030) keeps the estimate. Bangladesh's
// Janmashtami 2024 (Monday 26 August, the public holiday BSS reported) joins hindu.json's announced years. The pairs of
// Brunei, Myanmar, the Maldives, the Cocos (Keeling) Islands and Bangladesh searched again without a source stay
// estimates (one of each asserted here); reviews/<CC>.json `open` lists what was searched.

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, announced, estimated, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, announced] of each nationwide day of the holiday in the year. */
const days = nationwideHolidayDays(shared);

describe('asia27: Singapore Hari Raya 2016 and 2018 and Bangladesh Janmashtami 2024 announced; the others still estimated (list endpoint, 3.2.0)', () => {
  it('SG Hari Raya Puasa 2016 on Wednesday 6 July (1 Syawal 1437, the Mufti of Singapore), confirmed', async () => {
    expect(await days('SG', 2016, 'Hari Raya Puasa')).toEqual(announced('2016-07-06'));
  });

  it('SG Hari Raya Haji 2016 on Monday 12 September and 2018 on Wednesday 22 August, confirmed', async () => {
    expect(await days('SG', 2016, 'Hari Raya Haji')).toEqual(announced('2016-09-12'));
    expect(await days('SG', 2018, 'Hari Raya Haji')).toEqual(announced('2018-08-22'));
  });

  it('SG 2030 stays an estimate', async () => {
    const haji = await days('SG', 2030, 'Hari Raya Haji');
    expect(haji).toHaveLength(1);
    expect(haji.every(([, isEstimated]) => isEstimated === true)).toBe(true);
  });

  it('pairs searched again without a source stay estimates (BN, MM, MV, CC, BD)', async () => {
    expect((await days('BN', 2019, FITR))[0]).toEqual(estimated('2019-06-05')[0]);
    expect(await days('MM', 2016, 'Eid al-Adha')).toEqual(estimated('2016-09-11'));
    expect((await days('MV', 2016, 'Eid al-Adha'))[0]).toEqual(estimated('2016-09-11')[0]);
    expect(await days('CC', 2018, 'Hari Raya Haji')).toEqual(estimated('2018-08-21'));
    expect(await days('BD', 2017, 'Day of Ashura')).toEqual(estimated('2017-10-01'));
  });

  it("BD Janmashtami 2024 on Monday 26 August (hindu.json's announced years, BSS's report of the public holiday), no longer an estimate", async () => {
    const janmashtami = await days('BD', 2024, 'Krishna Janmashtami');
    expect(janmashtami.map(([date, isEstimated]) => [date, isEstimated])).toEqual([['2024-08-26', false]]);
  });

  it('the Bangladesh Eid al-Adha of 2016, entered earlier, stays announced (control)', async () => {
    expect((await days('BD', 2016, ADHA))[0]).toEqual(announced('2016-09-13')[0]);
  });
});
