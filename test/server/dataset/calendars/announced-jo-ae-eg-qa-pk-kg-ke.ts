// Jordan's, the UAE's, Qatar's, Pakistan's, Kyrgyzstan's and Kenya's Islamic days of past years as their governments
// announced them (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline
// build (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's
// day (PK's Eid-ul-Azha 2016 two days later, its three days with it; KE's Idd-ul-Azha 2016 a day later) or confirms
// it; a day off the UAE Cabinet moved to another weekday is an amendment (amendments/AE.json), no estimate either;
// a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, nationwideHolidayDays, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('PK: the Central Ruet-e-Hilal Committee (list endpoint, 3.2.0)', () => {
  it("Eid-ul-Azha 2016 on the Committee's Tuesday 13 September (no Zilhaj moon on 2 September), not the library's Sunday 11th: the three days move with it", async () => {
    expect(await days('PK', 2016, ADHA)).toEqual([
      ['2016-09-13', false, true],
      ['2016-09-14', false, true],
      ['2016-09-15', false, true],
    ]);
    expect((await days('PK', 2030, ADHA))[0]).toEqual(['2030-04-13', true, false]);
  });
});

describe('KE: the Cabinet Secretary for Interior, by Kenya Gazette notice (list endpoint, 3.2.0)', () => {
  it("Idd-ul-Adha 2016 on the notice of 9 September 2016's Monday 12th, a day after the library's Sunday", async () => {
    expect(await days('KE', 2016, ADHA)).toEqual([['2016-09-12', false, true]]);
  });

  it('Idd-ul-Azha 2018 (Tuesday 21 August) and 2020 (Friday 31 July, notice of 29 July) confirmed; 2030 an estimate', async () => {
    expect(await days('KE', 2018, ADHA)).toEqual([['2018-08-21', false, true]]);
    expect(await days('KE', 2020, ADHA)).toEqual([['2020-07-31', false, true]]);
    expect(await days('KE', 2030, ADHA)).toEqual([['2030-04-13', true, false]]);
  });
});

describe('JO: the Chief Islamic Justice (list endpoint, 3.2.0)', () => {
  it('Eid al-Fitr 2016 on Wednesday 6 July, as Ahmad Hilayel declared on 4 July, confirmed with its four days; 2030 an estimate', async () => {
    expect(await days('JO', 2016, 'Eid al-Fitr')).toEqual([
      ['2016-07-06', false, true],
      ['2016-07-07', false, true],
      ['2016-07-08', false, true],
      ['2016-07-09', false, true],
    ]);
    expect((await days('JO', 2030, 'Eid al-Fitr'))[0]).toEqual(['2030-02-04', true, false]);
  });
});

describe('QA: the Amiri Diwan (list endpoint, 3.2.0)', () => {
  it('Eid al-Adha 2023 (Wednesday 28 June, 10 Dhu al-Hijjah of the holiday from 9 Dhu al-Hijjah, 27 June) and 2024 (Sunday 16 June) confirmed', async () => {
    expect(await days('QA', 2023, 'Eid al-Adha')).toEqual([
      ['2023-06-28', false, true],
      ['2023-06-29', false, true],
      ['2023-06-30', false, true],
    ]);
    expect((await days('QA', 2024, 'Eid al-Adha'))[0]).toEqual(['2024-06-16', false, true]);
    expect((await days('QA', 2030, 'Eid al-Adha'))[0]).toEqual(['2030-04-13', true, false]);
  });
});

describe('KG: the Spiritual Directorate of Muslims (list endpoint, 3.2.0)', () => {
  it('Orozo Ait 2017 on Sunday 25 June and Kurman Ait 2018 on 21 August confirmed; Kurman Ait 2030 an estimate', async () => {
    expect(await days('KG', 2017, 'Eid al-Fitr')).toEqual([['2017-06-25', false, true]]);
    expect(await days('KG', 2018, 'Eid al-Adha')).toEqual([['2018-08-21', false, true]]);
    expect(await days('KG', 2030, 'Eid al-Adha')).toEqual([['2030-04-13', true, false]]);
  });
});

describe('AE: the Cabinet (list endpoint, 3.2.0)', () => {
  it("the Prophet's Birthday 2018 on the Cabinet's Sunday 18 November instead of 12 Rabi al-Awwal, Tuesday 20th (an amendment); 2030 an estimate", async () => {
    expect(await days('AE', 2018, MAWLID)).toEqual([['2018-11-18', false, false]]);
    expect(await days('AE', 2030, MAWLID)).toEqual([['2030-07-13', true, false]]);
  });
});
