// Eid days of past years in Iraq, Yemen, Jordan, Lebanon, Syria and Palestine as their authorities announced
// them (sources/calendars/announced.json), through /v3/public-holidays/list (contract 3.2.0) of the full offline
// build (test/full-build.ts), with the project's amendments: an announced day is the holiday's day and no longer
// an estimate, whether it moves the library's day (Jordan's and Palestine's Eid al-Adha 2016 a day after it, their
// Eid al-Fitr 2019 on Wednesday 5 June) or confirms it; a future year, which no announcement covers, keeps the
// library's day as an estimate. The six countries' days are their own files' (countries/<CC>.json): each Eid
// keeps its statutory length from the announced first day.

import { describe, expect, it } from 'vitest';
import { announcedClient, announced, estimated, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
/** [date, estimated, announced] of each day of the holiday. */
const { days } = announcedClient(shared);

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

// The 2015-2026 days added for issue 25 item 3 (Palestine, Jordan, Lebanon, Djibouti, the Comoros, Libya and
// Algeria): each Eid keeps its length from the announced first day, Arafat goes with the Eid al-Adha whose month start
// the announcement fixed, and a future year stays the library's estimate.
const LIBRARY_FITR = 'End of Ramadan (Eid al-Fitr)';
const LIBRARY_ADHA = 'Feast of the Sacrifice (Eid al-Adha)';

describe('announced lunar days of 2015-2026: PS, JO, LB, DJ, KM, LY, DZ (list endpoint, 3.2.0)', () => {
  it("PS: Eid al-Adha 2015 from Thursday 24 September and Arafat on the 23rd (the Council of Ministers' closure), a day after the library's; the Mawlid 2023 on Thursday 28 September", async () => {
    expect(await days('PS', 2015, ARAFAT)).toEqual(announced('2015-09-23'));
    expect(await days('PS', 2015, ADHA)).toEqual(announced('2015-09-24', '2015-09-25', '2015-09-26', '2015-09-27'));
    expect(await days('PS', 2023, "Prophet's Birthday")).toEqual(announced('2023-09-28'));
  });

  it("JO: the Prime Minister's Mawlid 2024 on Monday 16 September, a day after the library's; Eid al-Adha 2025 and Arafat confirmed", async () => {
    expect(await days('JO', 2024, "Prophet's Birthday")).toEqual(announced('2024-09-16'));
    expect(await days('JO', 2025, ARAFAT)).toEqual(announced('2025-06-05'));
    expect(await days('JO', 2025, ADHA)).toEqual(announced('2025-06-06', '2025-06-07', '2025-06-08', '2025-06-09'));
  });

  it("LB: Dar al-Fatwa's Hijri New Year 1443 confirmed on Monday 9 August 2021", async () => {
    expect(await days('LB', 2021, 'Islamic New Year')).toEqual(announced('2021-08-09'));
  });

  it('DJ: Eid al-Adha 2018 (Tuesday 21 August) with Arafat, and Eid al-Fitr 2021 (Thursday 13 May) confirmed', async () => {
    expect(await days('DJ', 2018, ARAFAT)).toEqual(announced('2018-08-20'));
    expect(await days('DJ', 2018, LIBRARY_ADHA)).toEqual(announced('2018-08-21'));
    expect(await days('DJ', 2021, LIBRARY_FITR)).toEqual(announced('2021-05-13'));
  });

  it("KM: Eid al-Fitr 2022 on Tuesday 3 May, as the Muftorat declared, its three days moved from the library's 2 May", async () => {
    expect(await days('KM', 2022, LIBRARY_FITR)).toEqual(announced('2022-05-03', '2022-05-04', '2022-05-05'));
  });

  it("LY: Eid al-Adha 2015 from Thursday 24 September with Arafat on the 23rd, and Eid al-Fitr 2025 from Monday 31 March, each a day after the library's", async () => {
    expect(await days('LY', 2015, ARAFAT)).toEqual(announced('2015-09-23'));
    expect(await days('LY', 2015, LIBRARY_ADHA)).toEqual(announced('2015-09-24', '2015-09-25', '2015-09-26'));
    expect(await days('LY', 2025, LIBRARY_FITR)).toEqual(announced('2025-03-31', '2025-04-01', '2025-04-02'));
  });

  it("DZ: Eid al-Adha 2015 from Thursday 24 September (its two days), and 1 Muharram 1447 on Friday 27 June 2025 with Ashura on 6 July, each a day after the library's", async () => {
    expect(await days('DZ', 2015, LIBRARY_ADHA)).toEqual(announced('2015-09-24', '2015-09-25'));
    expect(await days('DZ', 2025, 'Islamic New Year')).toEqual(announced('2025-06-27'));
    expect(await days('DZ', 2025, 'Day of Ashura')).toEqual(announced('2025-07-06'));
  });

  it("a future year keeps the library's days as estimates (2030)", async () => {
    expect(await days('DJ', 2030, LIBRARY_FITR)).toEqual(estimated('2030-02-04'));
    expect(await days('KM', 2030, LIBRARY_ADHA)).toEqual(estimated('2030-04-13', '2030-04-14'));
    expect(await days('LY', 2030, LIBRARY_ADHA)).toEqual(estimated('2030-04-13', '2030-04-14', '2030-04-15'));
    expect(await days('DZ', 2030, LIBRARY_FITR)).toEqual(estimated('2030-02-04', '2030-02-05', '2030-02-06'));
    expect(await days('JO', 2030, "Prophet's Birthday")).toEqual(estimated('2030-07-13'));
    expect(await days('LB', 2030, 'Islamic New Year')).toEqual(estimated('2030-05-03'));
    expect(await days('PS', 2030, FITR)).toEqual(estimated('2030-02-04', '2030-02-05', '2030-02-06'));
  });
});

// The days added in the session of 28 November 2026 (issue 25 item 3): Iraq's federal days off and the Eid both its
// authorities declared, Yemen's Civil Service and Endowments ministries' days (29 and 30 Ramadan from the declared
// Ramadan start), Palestine's Grand Mufti month starts, Jordan's and Lebanon's prime-ministerial notices. A moved day
// leaves the library's day behind; a confirmed one keeps it but is no longer an estimate; 2030 stays estimated.
describe('announced lunar days of 2015-2026: IQ, YE, PS, JO, LB, the session of 28 November 2026 (list endpoint, 3.2.0)', () => {
  it("IQ: Eid al-Fitr 2025 from Monday 31 March, as Sistani's office and the Sunni Endowment both declared, its three days a day after the library's; the Hijri New Year 2024 day off confirmed", async () => {
    expect(await days('IQ', 2025, FITR)).toEqual(announced('2025-03-31', '2025-04-01', '2025-04-02'));
    expect(await days('IQ', 2024, 'Islamic New Year')).toEqual(announced('2024-07-07'));
  });

  it("YE: 29 and 30 Ramadan 2024 from the Endowments Ministry's 1 Ramadan (11 March), Eid al-Adha 2020 with Arafat and the Hijri New Year 2025 confirmed", async () => {
    expect(await days('YE', 2024, 'Eid al-Fitr Holiday (29 Ramadan)')).toEqual(announced('2024-04-08'));
    expect(await days('YE', 2024, 'Eid al-Fitr Holiday (30 Ramadan)')).toEqual(announced('2024-04-09'));
    expect(await days('YE', 2020, ARAFAT)).toEqual(announced('2020-07-30'));
    expect((await days('YE', 2020, ADHA))[0]).toEqual(['2020-07-31', false, true]);
    expect(await days('YE', 2025, 'Islamic New Year')).toEqual(announced('2025-06-26'));
  });

  it("PS: the Grand Mufti's Isra' and Mi'raj 2018 on Saturday 14 April and Mawlid 2021 on Tuesday 19 October, each a day after the library's, which no longer lists its own day", async () => {
    expect(await days('PS', 2018, "Isra' and Mi'raj")).toEqual(announced('2018-04-14'));
    expect(await days('PS', 2021, "Prophet's Birthday")).toEqual(announced('2021-10-19'));
  });

  it("JO: the Prime Minister's Hijri New Year 2020 (20 August) and Mawlid 2025 (4 September) confirmed", async () => {
    expect(await days('JO', 2020, 'Islamic New Year')).toEqual(announced('2020-08-20'));
    expect(await days('JO', 2025, "Prophet's Birthday")).toEqual(announced('2025-09-04'));
  });

  it("LB: the Prime Minister's Hijri New Year 2024 on Monday 8 July, a day after the library's; Mawlid 2022 confirmed on Saturday 8 October", async () => {
    expect(await days('LB', 2024, 'Islamic New Year')).toEqual(announced('2024-07-08'));
    expect(await days('LB', 2022, "Prophet's Birthday")).toEqual(announced('2022-10-08'));
  });

  it("a future year keeps the library's days as estimates (2030)", async () => {
    expect(await days('IQ', 2030, FITR)).toEqual(estimated('2030-02-04', '2030-02-05', '2030-02-06'));
    expect(await days('YE', 2030, 'Islamic New Year')).toEqual(estimated('2030-05-03'));
    expect(await days('PS', 2030, "Isra' and Mi'raj")).toEqual(estimated('2030-11-23'));
    expect(await days('LB', 2030, "Prophet's Birthday")).toEqual(estimated('2030-07-13'));
  });
});
