// Morocco's, Tanzania's, Benin's and Cameroon's Islamic days of past years as their authorities announced them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's day
// (MA's Islamic New Year 2019 and Mawlid 2021 and 2023, TZ's Maulid Day 2019 and 2022, CM's Eid al-Fitr 2019 and
// 2025) or confirms it; a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, nationwideHolidayDays, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('MA: the Ministry of Habous and Islamic Affairs (list endpoint, 3.2.0)', () => {
  it("1 Muharram 1441 on the ministry's Sunday 1 September 2019 (communiqué of 31 August), not the library's 31st", async () => {
    expect(await days('MA', 2019, 'Islamic New Year')).toEqual([['2019-09-01', false, true]]);
    expect(await days('MA', 2018, 'Islamic New Year')).toEqual([['2018-09-11', false, true]]);
  });

  it("Aïd Al Mawlid on the communiqués' 19 October 2021 and 28 September 2023, a day after the library's; 2030 an estimate", async () => {
    expect(await days('MA', 2021, MAWLID)).toEqual([['2021-10-19', false, true]]);
    expect(await days('MA', 2023, MAWLID)).toEqual([['2023-09-28', false, true]]);
    expect(await days('MA', 2030, MAWLID)).toEqual([['2030-07-13', true, false]]);
  });
});

describe("TZ: BAKWATA's national Maulid (list endpoint, 3.2.0)", () => {
  it('Maulid Day on the Baraza la Maulid day off, Sunday 10 November 2019 and Sunday 9 October 2022; 2030 an estimate', async () => {
    expect(await days('TZ', 2019, 'Maulid Day')).toEqual([['2019-11-10', false, true]]);
    expect(await days('TZ', 2022, 'Maulid Day')).toEqual([['2022-10-09', false, true]]);
    expect(await days('TZ', 2030, 'Maulid Day')).toEqual([['2030-07-13', true, false]]);
  });
});

describe('BJ: the Ministère du Travail et de la Fonction publique (list endpoint, 3.2.0)', () => {
  it('the Tabaski of Wednesday 28 June 2023 (communiqué under Loi 90-019), confirmed; 2030 an estimate', async () => {
    expect(await days('BJ', 2023, ADHA)).toEqual([['2023-06-28', false, true]]);
    expect(await days('BJ', 2030, ADHA)).toEqual([['2030-04-13', true, false]]);
  });
});

describe('CM: the Commission nationale du croissant lunaire and MINAT (list endpoint, 3.2.0)', () => {
  it("the fête du Ramadan of 2019 on the Commission's Wednesday 5 June and of 2025 on MINAT's Monday 31 March", async () => {
    expect(await days('CM', 2019, FITR)).toEqual([['2019-06-05', false, true]]);
    expect(await days('CM', 2025, FITR)).toEqual([['2025-03-31', false, true]]);
  });

  it("the fête du Mouton of 2018, 2019 and 2024 on the Commission's days, confirmed; 2030's Ramadan an estimate", async () => {
    expect(await days('CM', 2018, ADHA)).toEqual([['2018-08-21', false, true]]);
    expect(await days('CM', 2019, ADHA)).toEqual([['2019-08-11', false, true]]);
    expect(await days('CM', 2024, ADHA)).toEqual([['2024-06-16', false, true]]);
    expect(await days('CM', 2030, FITR)).toEqual([['2030-02-04', true, false]]);
  });
});
