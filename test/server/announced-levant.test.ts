// Eid days of past years in Iraq, Yemen, Jordan, Lebanon, Syria and Palestine as their authorities announced
// them (sources/calendars/announced.json), through /v3/public-holidays/list (contract 3.2.0) of the full offline
// build (test/full-build.ts), with the project's amendments: an announced day is the holiday's day and no longer
// an estimate, whether it moves the library's day (Jordan's and Palestine's Eid al-Adha 2016 a day after it, their
// Eid al-Fitr 2019 on Wednesday 5 June) or confirms it; a future year, which no announcement covers, keeps the
// library's day as an estimate. The six countries' days are their own files' (countries/<CC>.json): each Eid
// keeps its statutory length from the announced first day.

import { describe, expect, it } from 'vitest';
import { holidayDays, serveSharedFullBuild } from './helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, announced] of each day of the holiday in the year. */
const days = (country: string, year: number, name: string) => holidayDays(shared.server, country, year, name);

const FITR = 'Eid al-Fitr';
const ADHA = 'Eid al-Adha';
const ARAFAT = 'Arafat Day';

describe('announced Eids of the Levant, Iraq and Yemen (list endpoint, 3.2.0)', () => {
  it("JO: Eid al-Adha 2016 on Monday 12 September, the Chief Islamic Justice's day, its four days and Arafat moved a day from the library's", async () => {
    expect(await days('JO', 2016, ARAFAT)).toEqual([['2016-09-11', false, true]]);
    expect(await days('JO', 2016, ADHA)).toEqual([
      ['2016-09-12', false, true],
      ['2016-09-13', false, true],
      ['2016-09-14', false, true],
      ['2016-09-15', false, true],
    ]);
  });

  it("JO: Eid al-Fitr 2019 on Wednesday 5 June (the Grand Mufti: no crescent on 3 June), the library's 4 June left", async () => {
    expect((await days('JO', 2019, FITR)).map(([date]) => date)).toEqual([
      '2019-06-05',
      '2019-06-06',
      '2019-06-07',
      '2019-06-08',
    ]);
    expect((await days('JO', 2019, FITR))[0]).toEqual(['2019-06-05', false, true]);
  });

  it("PS: Eid al-Adha 2016 on Monday 12 September and Arafat on Sunday 11 (the government's holiday), a day after the library's", async () => {
    expect(await days('PS', 2016, ARAFAT)).toEqual([['2016-09-11', false, true]]);
    expect((await days('PS', 2016, ADHA))[0]).toEqual(['2016-09-12', false, true]);
  });

  it('PS: Eid al-Fitr 2019 on Wednesday 5 June, as Dar al-Iftaa declared (WAFA)', async () => {
    expect(await days('PS', 2019, FITR)).toEqual([
      ['2019-06-05', false, true],
      ['2019-06-06', false, true],
      ['2019-06-07', false, true],
    ]);
  });

  it('SY: Eid al-Fitr 2019 on Wednesday 5 June (the First Sharia Judge), and 2016 confirmed on Wednesday 6 July', async () => {
    expect((await days('SY', 2019, FITR))[0]).toEqual(['2019-06-05', false, true]);
    expect((await days('SY', 2016, FITR))[0]).toEqual(['2016-07-06', false, true]);
  });

  it("LB: Ashura 2023 on Saturday 29 July (the PM's memorandum, a day after the library's), Eid al-Adha 2019 confirmed on Sunday 11 August", async () => {
    expect(await days('LB', 2023, 'Ashura')).toEqual([['2023-07-29', false, true]]);
    expect(await days('LB', 2019, ADHA)).toEqual([
      ['2019-08-11', false, true],
      ['2019-08-12', false, true],
    ]);
  });

  it("IQ: Eid al-Fitr 2016, a year Sistani's office and the Sunni Endowment declared the same day, confirmed on Wednesday 6 July", async () => {
    expect(await days('IQ', 2016, FITR)).toEqual([
      ['2016-07-06', false, true],
      ['2016-07-07', false, true],
      ['2016-07-08', false, true],
    ]);
  });

  it('YE: Eid al-Fitr 2017 and 2022 confirmed on the days the authorities declared (25 June, 2 May)', async () => {
    expect((await days('YE', 2017, FITR))[0]).toEqual(['2017-06-25', false, true]);
    expect((await days('YE', 2022, FITR))[0]).toEqual(['2022-05-02', false, true]);
  });

  it("a future year keeps the library's day as an estimate (2030, each country)", async () => {
    expect((await days('IQ', 2030, FITR))[0]).toEqual(['2030-02-04', true, false]);
    expect((await days('YE', 2030, ADHA))[0]).toEqual(['2030-04-13', true, false]);
    expect((await days('JO', 2030, FITR))[0]).toEqual(['2030-02-04', true, false]);
    expect((await days('LB', 2030, ADHA))[0]).toEqual(['2030-04-13', true, false]);
    expect((await days('SY', 2030, FITR))[0]).toEqual(['2030-02-04', true, false]);
    expect((await days('PS', 2030, ADHA))[0]).toEqual(['2030-04-13', true, false]);
  });
});
