// Egypt's, Jordan's and Palestine's Islamic days added by the 2026 wave (helper levant26), as their authorities
// announced them (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline
// build (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it confirms the
// library's day (Egypt's Hijri New Year 2015, 2016, 2019 and 2022 and Mawlid 2016 and 2022 as Dar al-Ifta fixed
// them; Palestine's Hijri New Year 2024, the Grand Mufti's 1 Muharram 1446) or moves it (Egypt's Hijri New Year 2017
// on Dar al-Ifta's Friday 22 September, Jordan's Prophet's Birthday 2016 on the Prime Minister's Monday 12 December,
// each a day after the estimate). The 2026 days searched for and not found (Eid al-Adha and the days after it in EG,
// JO, PS, LB, SY and SD; Eid al-Fitr 2026 in Sudan) stay estimates; what was searched is in reviews/<CC>.json `open`.

import { describe, expect, it } from 'vitest';
import { announced, estimated, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('levant26: EG, JO and PS days of the 2026 wave (list endpoint, 3.2.0)', () => {
  it("EG: the Hijri New Year on Dar al-Ifta's Sunday 2 October 2016, Saturday 31 August 2019 and Saturday 30 July 2022, confirmed", async () => {
    expect(await days('EG', 2016, 'Islamic New Year')).toEqual(announced('2016-10-02'));
    expect(await days('EG', 2019, 'Islamic New Year')).toEqual(announced('2019-08-31'));
    expect(await days('EG', 2022, 'Islamic New Year')).toEqual(announced('2022-07-30'));
  });

  it("EG: the Mawlid on Dar al-Ifta's Sunday 11 December 2016 and Saturday 8 October 2022 (the Prime Minister's holiday), confirmed", async () => {
    expect(await days('EG', 2016, 'Birthday of Muhammad (Mawlid)')).toEqual(announced('2016-12-11'));
    expect(await days('EG', 2022, 'Birthday of Muhammad (Mawlid)')).toEqual(announced('2022-10-08'));
  });

  it("EG: the Hijri New Year 2017 on Dar al-Ifta's Friday 22 September (crescent not sighted), a day after the estimate", async () => {
    expect(await days('EG', 2017, 'Islamic New Year')).toEqual(announced('2017-09-22'));
    expect(await days('EG', 2015, 'Islamic New Year')).toEqual(announced('2015-10-14'));
  });

  it("JO: the Prophet's Birthday 2016 on the Prime Minister's Monday 12 December, a day after the estimate", async () => {
    expect(await days('JO', 2016, "Prophet's Birthday")).toEqual(announced('2016-12-12'));
  });

  it("PS: the Hijri New Year 2024 on the Grand Mufti's Sunday 7 July (1 Muharram 1446), confirmed", async () => {
    expect(await days('PS', 2024, 'Islamic New Year')).toEqual(announced('2024-07-07'));
  });

  it('2026 days whose announcement was not found stay estimates (EG, JO, PS, LB, SY, SD)', async () => {
    expect(await days('EG', 2026, 'Feast of the Sacrifice (Eid al-Adha)')).toEqual(
      estimated('2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30'),
    );
    expect(await days('JO', 2026, 'Arafat Day')).toEqual(estimated('2026-05-26'));
    expect(await days('PS', 2026, 'Islamic New Year')).toEqual(estimated('2026-06-16'));
    expect(await days('LB', 2026, 'Eid al-Adha')).toEqual(estimated('2026-05-27', '2026-05-28'));
    expect(await days('SY', 2026, 'Eid al-Adha')).toEqual(
      estimated('2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30'),
    );
    expect(await days('SD', 2026, 'End of Ramadan (Eid al-Fitr)')).toEqual(
      estimated('2026-03-20', '2026-03-21', '2026-03-22', '2026-03-23'),
    );
  });
});
