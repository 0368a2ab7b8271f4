// Gambia's and Niger's Islamic days of past years as their governments and official news agencies reported them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's day
// (NE's Tabaski 2018, ANP) or confirms it (GM's Koriteh 2019, APA; Tobaski 2022, GAMNA, with its second day); Guinea's Mawlid holiday
// is the day after the night (Ministry of Labour, 2023); a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, nationwideHolidayDays, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe("GM: the Supreme Islamic Council's Koriteh of 2019 and GAMNA's Tobaski of 2022 (list endpoint, 3.2.0)", () => {
  it("Koriteh 2019 on the Council's Tuesday 4 June (APA), confirmed", async () => {
    expect(await days('GM', 2019, 'Korité')).toEqual([['2019-06-04', false, true]]);
  });

  it('Tobaski 2022 on Saturday 9 July, confirmed with its second day; 2030 an estimate', async () => {
    expect(await days('GM', 2022, 'Tabaski')).toEqual([
      ['2022-07-09', false, true],
      ['2022-07-10', false, true],
    ]);
    expect(await days('GM', 2030, 'Tabaski')).toEqual([
      ['2030-04-13', true, false],
      ['2030-04-14', true, false],
    ]);
  });
});

describe('NE: the ANP on the Tabaski of 2018 (list endpoint, 3.2.0)', () => {
  it("Tabaski 2018 on the ANP's Wednesday 22 August, not the library's Tuesday 21st; 2030 an estimate", async () => {
    expect(await days('NE', 2018, ADHA)).toEqual([['2018-08-22', false, true]]);
    expect(await days('NE', 2030, ADHA)).toEqual([['2030-04-13', true, false]]);
  });
});

describe("GN: the Ministry of Labour's Mawlid day off (list endpoint, 3.2.0)", () => {
  it('the Mawlid of 2023 on Wednesday 27 September, the day after the night; 2030 an estimate', async () => {
    expect(await days('GN', 2023, MAWLID)).toEqual([['2023-09-27', false, true]]);
    expect(await days('GN', 2030, MAWLID)).toEqual([['2030-07-13', true, false]]);
  });
});
