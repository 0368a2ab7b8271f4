// Libya's and Djibouti's Islamic days of past years as their governments announced them or the state press reported
// them (sources/calendars/announced.json, added 2026-11-28), through /v3/public-holidays/list (3.2.0) of the full
// offline build (test/full-build.ts): each confirms the library's day, which is then no estimate (Libya's three-day
// Eid al-Adha of 2025 with its first day); a future year keeps the estimate. The Gambia's and Niger's were searched
// again and none was found beyond those on file (reviews/GM.json, NE.json).

import { describe, expect, it } from 'vitest';
import { ADHA, nationwideHolidayDays, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('LY: the Presidential Council and the two governments’ holiday decisions (list endpoint, 3.2.0)', () => {
  it("the Hijri New Year 2018 on the Presidential Council's Tuesday 11 September, and 2024 on Sunday 7 July (Decisions No. 130 and 278 of 2024)", async () => {
    expect(await days('LY', 2018, 'Islamic New Year')).toEqual([['2018-09-11', false, true]]);
    expect(await days('LY', 2024, 'Islamic New Year')).toEqual([['2024-07-07', false, true]]);
  });

  it("the Mawlid of 2020 on Thursday 29 October (Presidential Council Decision No. 717 of 2020); 2030's an estimate", async () => {
    expect(await days('LY', 2020, MAWLID)).toEqual([['2020-10-29', false, true]]);
    expect(await days('LY', 2030, MAWLID)).toEqual([['2030-07-13', true, false]]);
  });

  it('Arafat Day and the three days of Eid al-Adha 2025 from Thursday 5 June (Decision No. 86 of 2025); 2030 estimated', async () => {
    expect(await days('LY', 2025, 'Arafat Day')).toEqual([['2025-06-05', false, true]]);
    expect(await days('LY', 2025, ADHA)).toEqual([
      ['2025-06-06', false, true],
      ['2025-06-07', false, true],
      ['2025-06-08', false, true],
    ]);
    expect((await days('LY', 2030, ADHA))[0]).toEqual(['2030-04-13', true, false]);
  });
});

describe('DJ: the Day of Arafat before the Eid al-Adha La Nation reported (list endpoint, 3.2.0)', () => {
  it('Arafat Day on Saturday 10 August 2019 and Saturday 15 June 2024, the eves of the Eids on file; 2030 an estimate', async () => {
    expect(await days('DJ', 2019, 'Arafat Day')).toEqual([['2019-08-10', false, true]]);
    expect(await days('DJ', 2024, 'Arafat Day')).toEqual([['2024-06-15', false, true]]);
    expect(await days('DJ', 2019, ADHA)).toEqual([['2019-08-11', false, true]]);
    expect(await days('DJ', 2030, 'Arafat Day')).toEqual([['2030-04-12', true, false]]);
  });
});
