// The Maldives' Day the Maldives Embraced Islam on 2 Rabi al-Akhir, the day its government keeps (law review of
// reviews/MV.json): the Ministry of Home Affairs ('marked each year on the 2nd of Rabi al-Akhir', homeaffairs.gov.mv),
// the Ministry of Islamic Affairs' communiqué of January 2015 (2 Rabi al-Akhir 1436, Friday 23 January 2015) and the
// Dhivehi Language Academy (officially 2 Rabi al-Akhir), recorded in sources/calendars/hijri-spans.json; the rule
// library has 1 Rabi al-Akhir. Asked through /v3/public-holidays/list (3.2.0) of the shared full offline build: a
// year without a notice is an estimate on 2 Rabi al-Akhir (Umm al-Qura, reckoning.json), an announced day
// (announced.json) stays the holiday's day; and the National Day of 2017 and the Islamic New Year of 2024 as the
// President's Office and the Ministry of Islamic Affairs announced them.

import { describe, expect, it } from 'vitest';
import { announced, estimated, holidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, announced] of each nationwide day of the holiday in the year. */
const days = (year: number, name: string) => holidayDays(shared.server, 'MV', year, name, 'nationwide');

const EMBRACED = 'The Day Maldives Embraced Islam';

describe('MV: the Day the Maldives Embraced Islam on 2 Rabi al-Akhir (Ministry of Home Affairs; hijri-spans.json)', () => {
  it('a year without a notice is an estimate on 2 Rabi al-Akhir, not the library’s 1st: 2023, 2026 and 2030', async () => {
    expect(await days(2023, EMBRACED)).toEqual(estimated('2023-10-17'));
    expect(await days(2026, EMBRACED)).toEqual(estimated('2026-09-13'));
    expect(await days(2030, EMBRACED)).toEqual(estimated('2030-08-02'));
  });

  it('2017 on Wednesday 20 December and 2019 on Friday 29 November (2 Rabi al-Akhir 1439 and 1441), estimates', async () => {
    expect(await days(2017, EMBRACED)).toEqual(estimated('2017-12-20'));
    expect(await days(2019, EMBRACED)).toEqual(estimated('2019-11-29'));
  });

  it("the announced days stay: the Ministry of Islamic Affairs' 23 January 2015, the President's 9 December 2018 and 27 October 2022", async () => {
    expect(await days(2015, EMBRACED)).toEqual(announced('2015-01-23'));
    expect(await days(2018, EMBRACED)).toEqual(announced('2018-12-09'));
    expect(await days(2022, EMBRACED)).toEqual(announced('2022-10-27'));
  });
});

describe('MV: days announced by the President’s Office and the Ministry of Islamic Affairs (list endpoint, 3.2.0)', () => {
  it("National Day 2017 on the President's Office's Sunday 19 November (Mihaaru); 2030 an estimate", async () => {
    expect(await days(2017, 'National Day')).toEqual(announced('2017-11-19'));
    expect(await days(2030, 'National Day')).toEqual(estimated('2030-07-02'));
  });

  it("the Islamic New Year 1446 on the Ministry's Sunday 7 July 2024 (PSM News)", async () => {
    expect(await days(2024, 'Islamic New Year')).toEqual(announced('2024-07-07'));
  });
});
