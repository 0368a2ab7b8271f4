// Albania's and Eritrea's Islamic days of past years as announced (sources/calendars/announced.json), through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an announced day is the holiday's
// day and no estimate, whether it moves the library's day (AL's Kurban Bajrami 2015, 24 September, a day after the
// estimate) or confirms it; a year with no announcement found, and a future year, keep the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, nationwideHolidayDays, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('AL and ER: the Muslim Community of Albania and the Eritrean Ministry of Information (list endpoint, 3.2.0)', () => {
  it("AL: Kurban Bajrami 2015 on 24 September (Koha Jonë's report of the Tirana prayer), not the library's 23rd; Fitër Bajrami 2020 on 24 May (Top Channel)", async () => {
    expect(await days('AL', 2015, ADHA)).toEqual([['2015-09-24', false, true]]);
    expect(await days('AL', 2020, FITR)).toEqual([['2020-05-24', false, true]]);
  });

  it('AL: Fitër Bajrami 2018, 2021, 2022 and 2023 and Kurban Bajrami 2017 and 2024 on the reported days', async () => {
    expect(await days('AL', 2018, FITR)).toEqual([['2018-06-15', false, true]]);
    expect(await days('AL', 2021, FITR)).toEqual([['2021-05-13', false, true]]);
    expect(await days('AL', 2022, FITR)).toEqual([['2022-05-02', false, true]]);
    expect(await days('AL', 2023, FITR)).toEqual([['2023-04-21', false, true]]);
    expect(await days('AL', 2017, ADHA)).toEqual([['2017-09-01', false, true]]);
    expect(await days('AL', 2024, ADHA)).toEqual([['2024-06-16', false, true]]);
  });

  it('AL: Kurban Bajrami 2023, not found announced, stays an estimate (2022 is now the day kept, balk32)', async () => {
    expect(await days('AL', 2023, ADHA)).toEqual([['2023-06-28', true, false]]);
  });

  it('AL: 2030 stays an estimate', async () => {
    expect(await days('AL', 2030, FITR)).toEqual([['2030-02-04', true, false]]);
  });

  it("ER: the Mawlid of 3 January 2015 (Shabait), confirmed; 2030's an estimate", async () => {
    expect((await days('ER', 2015, MAWLID))[0]).toEqual(['2015-01-03', false, true]);
    expect(await days('ER', 2030, MAWLID)).toEqual([['2030-07-13', true, false]]);
  });
});
