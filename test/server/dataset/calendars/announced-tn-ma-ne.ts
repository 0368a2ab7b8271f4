// Morocco's, Tunisia's and Niger's Islamic days of past years as their authorities announced them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's day
// (Morocco's Aïd Al Mawlid of 2019 and 2022, a day after it, as the Ministry of Habous and Islamic Affairs did not see
// the Rabi' al-Awwal crescent) or confirms it; a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, nationwideHolidayDays, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('MA: the Ministry of Habous and Islamic Affairs (list endpoint, 3.2.0)', () => {
  it("Aïd Al Mawlid 2019 on the Ministry's Sunday 10 November (communiqué of 28 October 2019), not the library's 9th", async () => {
    expect(await days('MA', 2019, MAWLID)).toEqual([['2019-11-10', false, true]]);
  });

  it("Aïd Al Mawlid 2022 on the Ministry's Sunday 9 October (communiqué of 26 September 2022), not the library's 8th", async () => {
    expect(await days('MA', 2022, MAWLID)).toEqual([['2022-10-09', false, true]]);
  });

  it("Aïd Al Mawlid 2020 on Thursday 29 October, the Ministry's day and the library's, confirmed; 2030 an estimate", async () => {
    expect(await days('MA', 2020, MAWLID)).toEqual([['2020-10-29', false, true]]);
    expect(await days('MA', 2030, MAWLID)).toEqual([['2030-07-13', true, false]]);
  });
});

describe('TN: the Mufti of the Republic (list endpoint, 3.2.0)', () => {
  it("Eid al-Adha 2024 (the Mufti's communiqué of 6 June 2024) and the Mouled 2024 (of 3 September) confirmed", async () => {
    expect(await days('TN', 2024, ADHA)).toEqual([
      ['2024-06-16', false, true],
      ['2024-06-17', false, true],
    ]);
    expect(await days('TN', 2024, MAWLID)).toEqual([['2024-09-15', false, true]]);
  });

  it('Eid al-Fitr of 2030 still an estimate, its three days with it', async () => {
    expect(await days('TN', 2030, FITR)).toEqual([
      ['2030-02-04', true, false],
      ['2030-02-05', true, false],
      ['2030-02-06', true, false],
    ]);
  });
});

describe('NE: the Conseil islamique du Niger (list endpoint, 3.2.0)', () => {
  it("the Islamic New Year 2024 on the Conseil's Saturday 6 July (communiqué of 5 July 2024), not the library's 7th", async () => {
    expect(await days('NE', 2024, 'Islamic New Year')).toEqual([['2024-07-06', false, true]]);
  });

  it("Eid al-Fitr 2021 on the Conseil's Wednesday 12 May, not the library's 13th; the Tabaski of 2030 an estimate", async () => {
    expect(await days('NE', 2021, FITR)).toEqual([['2021-05-12', false, true]]);
    expect(await days('NE', 2030, ADHA)).toEqual([['2030-04-13', true, false]]);
  });
});
