// The lunar days of past years as Burkina Faso, Mali, Chad, Sierra Leone, Ghana and Eritrea announced them
// (sources/calendars/announced.json; issue 25 item 3), asked for as a client asks: through /v3/public-holidays/list
// (contract 3.2.0) of the full offline build (test/full-build.ts). An announced day is the holiday's day and no
// longer an estimate, whether it moves the library's day or confirms it; where it moves, the day off a rule adds
// for a Sunday (BF's Loi n° 079-2015/CNT, amendments/BF.json) or a weekend (GH's E.I. under Act 601) follows the
// announced day; a year no announcement covers (2030) keeps the library's day as an estimate.

import { describe, expect, it } from 'vitest';
import {
  ADHA,
  announced,
  estimated,
  FITR,
  nationwideHolidayDays,
  MAWLID,
  serveSharedFullBuild,
} from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('BF: the FAIB and the Ministry of the Civil Service (list endpoint, 3.2.0)', () => {
  it("the Maouloud of 2019 on the Ministry's Sunday 10 November (communiqué of 7 November 2019), not the library's 9th, with its Monday off", async () => {
    expect(await days('BF', 2019, MAWLID)).toEqual(announced('2019-11-10'));
    expect(await days('BF', 2019, `${MAWLID} (substitute day)`)).toEqual(announced('2019-11-11'));
  });

  it("the Aïd el-Fitr of 2025 on the FAIB's Monday 31 March (communiqué of 29 March 2025): the library's Sunday and its Monday off go", async () => {
    expect(await days('BF', 2025, FITR)).toEqual(announced('2025-03-31'));
    expect(await days('BF', 2025, `${FITR} (substitute day)`)).toEqual([]);
  });

  it("the Tabaski of 2022 (FAIB, 30 June 2022) confirms the library's day; the Maouloud of 2030 an estimate", async () => {
    expect(await days('BF', 2022, ADHA)).toEqual(announced('2022-07-09'));
    expect(await days('BF', 2030, MAWLID)).toEqual(estimated('2030-07-13'));
  });
});

describe("ML: the Ministère des Affaires religieuses's days (list endpoint, 3.2.0)", () => {
  it("the Tabaski of 2015 on Thursday 24 September (Studio Tamani), not the library's 23rd; the Aïd el-Fitr of 2025 (communiqué of 29 March 2025) confirmed; 2030 an estimate", async () => {
    expect(await days('ML', 2015, ADHA)).toEqual(announced('2015-09-24'));
    expect(await days('ML', 2025, FITR)).toEqual(announced('2025-03-30'));
    expect(await days('ML', 2030, ADHA)).toEqual(estimated('2030-04-13'));
  });
});

describe("TD: the Minister of the Civil Service's communiqués (list endpoint, 3.2.0)", () => {
  it('the Maouloud of 2023 (communiqué of 26 September 2023) and the Aïd el-Fitr of 2025 (29 March 2025) confirmed; 2030 an estimate', async () => {
    expect(await days('TD', 2023, MAWLID)).toEqual(announced('2023-09-27'));
    expect(await days('TD', 2025, FITR)).toEqual(announced('2025-03-30'));
    expect(await days('TD', 2030, MAWLID)).toEqual(estimated('2030-07-13'));
  });
});

describe('SL: State House (list endpoint, 3.2.0)', () => {
  it('Korité 2018 (the President at the Eid prayer on Friday 15 June) and Tabaski 2020 (State Lodge, 31 July) confirmed; Tabaski 2030 an estimate', async () => {
    expect(await days('SL', 2018, 'Korité')).toEqual(announced('2018-06-15'));
    expect(await days('SL', 2020, 'Tabaski')).toEqual(announced('2020-07-31'));
    expect(await days('SL', 2030, 'Tabaski')).toEqual(estimated('2030-04-13'));
  });
});

describe("GH: the Minister of the Interior's statements (list endpoint, 3.2.0)", () => {
  it("Eid-ul-Fitr 2023 on Saturday 22 April (statement of 18 April 2023), not the library's Friday, and the President's Monday 24 April with it", async () => {
    expect(await days('GH', 2023, FITR)).toEqual(announced('2023-04-22'));
    expect(await days('GH', 2023, `${FITR} (substitute day)`)).toEqual(announced('2023-04-24'));
  });

  it("Eid-ul-Fitr 2017 on Monday 26 June, so no Monday off for the library's Sunday; 2024 on Thursday 11 April", async () => {
    expect(await days('GH', 2017, FITR)).toEqual(announced('2017-06-26'));
    expect(await days('GH', 2017, `${FITR} (substitute day)`)).toEqual([]);
    expect(await days('GH', 2024, FITR)).toEqual(announced('2024-04-11'));
  });

  it("2025: Tuesday 1 April the E.I.'s one-off day (amendments/GH.json), the statement leaving Sunday 30 March or Monday 31 an estimate; 2030 an estimate", async () => {
    expect(await days('GH', 2025, `${FITR} (day off)`)).toEqual([['2025-04-01', false, false]]);
    expect(await days('GH', 2025, FITR)).toEqual(estimated('2025-03-30'));
    expect(await days('GH', 2030, FITR)).toEqual(estimated('2030-02-04'));
  });
});

describe('ER: the Ministry of Information (list endpoint, 3.2.0)', () => {
  it('Eid al-Adha 2023 (28 June) and Eid Mewlid al-Nebi 2024 (15 September) confirmed; the Mawlid of 2030 an estimate', async () => {
    expect(await days('ER', 2023, ADHA)).toEqual(announced('2023-06-28'));
    expect(await days('ER', 2024, MAWLID)).toEqual(announced('2024-09-15'));
    expect(await days('ER', 2030, MAWLID)).toEqual(estimated('2030-07-13'));
  });
});
