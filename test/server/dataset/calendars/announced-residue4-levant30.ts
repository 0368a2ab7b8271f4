// Jordan's Eid al-Adha and Arafat Day of 2015 and 2020 and its Hijri New Year day off of 2015, as kept or announced
// (sources/calendars/announced.json, amendments/JO.json), through /v3/public-holidays/list (3.2.0) of the full
// offline build (test/full-build.ts). 2015: the King at the Eid al-Adha prayer on Thursday 24 September (Petra, via
// Al Ghad), a day after the library's, so the feast's four days and Arafat Day (9 Dhu al-Hijjah, Wednesday 23rd)
// move; 2020: the Ministry of Awqaf's Eid prayer on Friday 31 July confirms the library's day and its Thursday Arafat
// Day; the Hijri New Year 1437: Prime Minister Ensour closed the ministries on Thursday 15 October 2015, 2 Muharram
// (a move, no longer an estimate). Iraq's and Lebanon's pairs searched this wave gave nothing citable (reviews/IQ.json,
// reviews/LB.json `open`): one of each still an estimate, as is Jordan's Eid al-Adha 2018.

import { describe, expect, it } from 'vitest';
import { amendedDays, announced, estimated, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, announced] of each nationwide day of the holiday in the year. */
const days = nationwideHolidayDays(shared);

const ADHA = 'Eid al-Adha';
const ARAFAT = 'Arafat Day';

describe('levant30: Jordan kept Eid al-Adha 2015 on Thursday 24 September (list endpoint, 3.2.0)', () => {
  it("JO 2015: the King's Eid prayer on Thursday 24 September, not the library's Wednesday 23rd: the four days and Arafat Day move", async () => {
    expect(await days('JO', 2015, ADHA)).toEqual(announced('2015-09-24', '2015-09-25', '2015-09-26', '2015-09-27'));
    expect(await days('JO', 2015, ARAFAT)).toEqual(announced('2015-09-23'));
  });

  it("JO 2020: the Ministry of Awqaf's Eid prayer on Friday 31 July confirms the library's days and Thursday's Arafat Day", async () => {
    expect(await days('JO', 2020, ADHA)).toEqual(announced('2020-07-31', '2020-08-01', '2020-08-02', '2020-08-03'));
    expect(await days('JO', 2020, ARAFAT)).toEqual(announced('2020-07-30'));
  });

  it("JO 2015: the Hijri New Year's day off moved to Thursday 15 October by Prime Minister Ensour's decision", async () => {
    expect(await amendedDays(shared.server, 'JO', 2015, 'Islamic New Year')).toEqual([['2015-10-15', false]]);
  });

  it("still estimates: JO's Eid al-Adha 2018, IQ's Eid al-Adha 2018, LB's Hijri New Year 2018 (nothing citable found)", async () => {
    expect(await days('JO', 2018, ADHA)).toEqual(estimated('2018-08-21', '2018-08-22', '2018-08-23', '2018-08-24'));
    expect(await days('IQ', 2018, ADHA)).toEqual(estimated('2018-08-21', '2018-08-22', '2018-08-23', '2018-08-24'));
    expect(await days('LB', 2018, 'Islamic New Year')).toEqual(estimated('2018-09-11'));
  });
});
