// Sudan's, Somalia's and Guinea's Islamic days of past years as their governments announced them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's day
// (SD's Eid al-Fitr 2019, GN's Tabaski 2016) or confirms it; a one-off day off the government added is an amendment
// (amendments/SO.json, GN.json) beside the holiday; Guinea's day after the Tabaski is the law's from 2023
// (Décret D/2022/0526, sources/calendars/hijri-spans.json); a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, nationwideHolidayDays, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('SD: the Fiqh Academy and the Council of Ministers (list endpoint, 3.2.0)', () => {
  it("Eid al-Fitr 2019 on the Academy's Wednesday 5 June, not the library's Tuesday 4th: the four days move with it", async () => {
    expect(await days('SD', 2019, FITR)).toEqual([
      ['2019-06-05', false, true],
      ['2019-06-06', false, true],
      ['2019-06-07', false, true],
      ['2019-06-08', false, true],
    ]);
  });

  it("the Mawlid of 2017 and 2022 on the Council's days off, confirmed; 2030's Eid al-Fitr an estimate", async () => {
    expect(await days('SD', 2017, MAWLID)).toEqual([['2017-11-30', false, true]]);
    expect(await days('SD', 2022, MAWLID)).toEqual([['2022-10-08', false, true]]);
    expect((await days('SD', 2030, FITR))[0]).toEqual(['2030-02-04', true, false]);
  });
});

describe('SO: the Federal Government (list endpoint, 3.2.0)', () => {
  it("Eid al-Adha 2017 on Friday 1 September, and the Labour Ministry's two further days off of that year only", async () => {
    expect(await days('SO', 2017, ADHA)).toEqual([['2017-09-01', false, true]]);
    expect(await days('SO', 2017, 'Eid al-Adha (day off)')).toEqual([
      ['2017-09-02', false, false],
      ['2017-09-03', false, false],
    ]);
    expect(await days('SO', 2018, 'Eid al-Adha (day off)')).toEqual([]);
  });

  it("Eid al-Adha 2019 on the President's Sunday 11 August, confirmed; 2030 an estimate", async () => {
    expect(await days('SO', 2019, ADHA)).toEqual([['2019-08-11', false, true]]);
    expect(await days('SO', 2030, ADHA)).toEqual([['2030-04-13', true, false]]);
  });
});

describe('GN: the Secrétariat général des Affaires religieuses and the Ministry of Labour (list endpoint, 3.2.0)', () => {
  it("the Tabaski of 2016 on the government's Monday 12 September, not the library's Sunday 11th", async () => {
    expect(await days('GN', 2016, ADHA)).toEqual([['2016-09-12', false, true]]);
  });

  it('the Tabaski and the day after it from 2023 (Décret D/2022/0526), announced in 2024 and 2025, estimated in 2030', async () => {
    expect(await days('GN', 2024, ADHA)).toEqual([
      ['2024-06-16', false, true],
      ['2024-06-17', false, true],
    ]);
    expect(await days('GN', 2025, ADHA)).toEqual([
      ['2025-06-06', false, true],
      ['2025-06-07', false, true],
    ]);
    expect(await days('GN', 2030, ADHA)).toEqual([
      ['2030-04-13', true, false],
      ['2030-04-14', true, false],
    ]);
  });

  it("before the decree one day only, and the Ministry's one-off days off of 2022 and 2025 beside it", async () => {
    expect(await days('GN', 2022, ADHA)).toEqual([['2022-07-09', false, true]]);
    expect(await days('GN', 2022, 'Feast of the Sacrifice (Eid al-Adha) (day off)')).toEqual([
      ['2022-07-11', false, false],
    ]);
    expect(await days('GN', 2025, 'Feast of the Sacrifice (Eid al-Adha) (day off)')).toEqual([
      ['2025-06-09', false, false],
      ['2025-06-10', false, false],
    ]);
  });

  it('the Aïd el-Fitr of 2022, 2023 and 2025, Laylat al-Qadr 2016 and the Mawlid 2019 and 2024 on the announced days', async () => {
    expect(await days('GN', 2022, FITR)).toEqual([['2022-05-02', false, true]]);
    expect(await days('GN', 2023, FITR)).toEqual([['2023-04-21', false, true]]);
    expect(await days('GN', 2025, FITR)).toEqual([['2025-03-30', false, true]]);
    expect(await days('GN', 2016, 'Laylat al-Qadr')).toEqual([['2016-07-02', false, true]]);
    expect(await days('GN', 2019, MAWLID)).toEqual([['2019-11-09', false, true]]);
    expect(await days('GN', 2024, MAWLID)).toEqual([['2024-09-15', false, true]]);
  });

  it('3 April (the Second Republic) is no holiday under the decree of November 2022: kept to 2022, gone from 2023', async () => {
    expect((await days('GN', 2021, 'National Holiday')).map(([date]) => date)).toEqual(['2021-04-03']);
    expect(await days('GN', 2023, 'National Holiday')).toEqual([]);
  });
});
