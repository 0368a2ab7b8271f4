// Senegal's, Mauritania's and the Sahrawi Republic's (EH) Islamic days as announced or kept, the s24 wave (sen31),
// through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts), from
// sources/calendars/announced.json. Senegal: the Korité of 2020 on Sunday 24 May (the day most of the country and
// President Macky Sall kept, at his residence) with the library's Monday after it, and of 2021 on Thursday 13 May (the
// President's prayer at home that day), the Tabaski of 2020 on Friday 31 July (CONACOC's decision of 21 July), all
// the library's days now confirmed. Mauritania: Eid al-Fitr 2016 on Wednesday 6 July (President Ould Abdel Aziz's
// prayer of Eid al-Fitr 1437) confirmed; Eid al-Adha 2022 on Sunday 10 July (the Prime Minister's prayer, as the
// Primature reported it), a day after the library's, its three days moving. EH: Eid al-Fitr 2025 on Monday 31 March
// (SPS: President Brahim Ghali's prayer in Awserd), a day after the library's, both days moving. Years whose
// announcement was not found stay estimates (reviews/SN.json, MR.json, EH.json `open`).

import { describe, expect, it } from 'vitest';
import {
  ADHA,
  announced,
  estimated,
  FITR,
  holidayAndSubstituteDays,
  nationwideHolidayDays,
  serveSharedFullBuild,
} from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

/** [date, estimated] of each day of the holiday and of its substitute days. */
const withSubstitutes = async (country: string, year: number, name: string) =>
  (await holidayAndSubstituteDays(shared.server, country, year, name)).map(([date, isEstimate]) => [date, isEstimate]);

describe('sen31: SN, MR and EH announced days (list endpoint, 3.2.0)', () => {
  it("SN: the Korité of 2020 on Sunday 24 May (the day kept) with the library's Monday substitute, no longer estimates", async () => {
    expect(await days('SN', 2020, FITR)).toEqual(announced('2020-05-24'));
    expect(await withSubstitutes('SN', 2020, FITR)).toEqual([
      ['2020-05-24', false],
      ['2020-05-25', false],
    ]);
  });

  it('SN: the Korité of 2021 on Thursday 13 May and the Tabaski of 2020 on Friday 31 July, confirmed', async () => {
    expect(await days('SN', 2021, FITR)).toEqual(announced('2021-05-13'));
    expect(await days('SN', 2020, ADHA)).toEqual(announced('2020-07-31'));
  });

  it('SN: the Korité of 2015 (no announcement found) stays an estimate', async () => {
    expect(await days('SN', 2015, FITR)).toEqual(estimated('2015-07-17'));
  });

  it('MR: Eid al-Fitr 2016 on Wednesday 6 July, confirmed', async () => {
    expect(await days('MR', 2016, FITR)).toEqual(announced('2016-07-06'));
  });

  it("MR: Eid al-Adha 2022 on Sunday 10 July, a day after the library's Saturday: the three days move", async () => {
    expect(await days('MR', 2022, ADHA)).toEqual(announced('2022-07-10', '2022-07-11', '2022-07-12'));
  });

  it("MR: Eid al-Adha 2024 on Monday 17 June (adha19's roundups), a day after the estimate; the Hijri New Year 2021 (no announcement found) an estimate", async () => {
    expect(await days('MR', 2024, ADHA)).toEqual(announced('2024-06-17', '2024-06-18', '2024-06-19'));
    expect(await days('MR', 2021, 'Islamic New Year')).toEqual(estimated('2021-08-09'));
  });

  it("EH: Eid al-Fitr 2025 on Monday 31 March (SPS), a day after the library's Sunday: both days move", async () => {
    expect(await days('EH', 2025, FITR)).toEqual(announced('2025-03-31', '2025-04-01'));
  });

  it('EH: Eid al-Fitr 2024 (no SADR statement with the day found) stays an estimate', async () => {
    expect(await days('EH', 2024, FITR)).toEqual(estimated('2024-04-10', '2024-04-11'));
  });
});
