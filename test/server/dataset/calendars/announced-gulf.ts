// The Gulf's announced Eids (sources/calendars/announced.json: SA, AE, QA, KW, BH, OM), asked for as a client asks:
// through /v3/public-holidays/list (contract 3.2.0) of the full offline build (test/full-build.ts), with the project's
// amendments and calendar data. A day the government announced is the holiday's day and no longer an estimate
// (`estimated: false`, listed by calendar-announced), whether it moves the engine's day or confirms it; a future
// year, which no announcement covers yet, keeps the estimate. Each test names the announcement it rests on.

import { describe, expect, it } from 'vitest';
import { announcedDays } from '../../../../sources/calendars/islamic.js';
import { announcedClient, ADHA, announced, estimated, FITR, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
/** [date, estimated, announced] of each day of the holiday. */
const { days } = announcedClient(shared);

/** The days, each announced and no longer an estimate. */
/** The days, each still an estimate, no announcement behind them. */

describe('Saudi Arabia: the Supreme Court decides, not the Umm al-Qura table', () => {
  it('Eid al-Adha 2015: 1 Dhu al-Hijjah on 15 September, Arafat 23 September; the four days move a day after the table', async () => {
    expect(await days('SA', 2015, ADHA)).toEqual(announced('2015-09-23', '2015-09-24', '2015-09-25', '2015-09-26'));
  });

  it('Eid al-Adha 2016: no crescent on 1 September, Arafat on Sunday 11 September, the Eid on Monday 12', async () => {
    expect(await days('SA', 2016, ADHA)).toEqual(announced('2016-09-11', '2016-09-12', '2016-09-13', '2016-09-14'));
  });

  it('Eid al-Fitr 2020 (Sunday 24 May) confirms the table: the four days from 30 Ramadan, no longer estimates', async () => {
    expect(await days('SA', 2020, FITR)).toEqual(announced('2020-05-23', '2020-05-24', '2020-05-25', '2020-05-26'));
  });

  it("2027, which no decision covers yet, keeps the table's days as estimates", async () => {
    expect((await days('SA', 2027, FITR)).map(([date, isEstimate]) => [date, isEstimate])).toEqual([
      ['2027-03-09', true],
      ['2027-03-10', true],
      ['2027-03-11', true],
      ['2027-03-12', true],
    ]);
  });
});

describe('UAE, Kuwait and Bahrain: the Eid al-Adha that followed the Supreme Court, a day after the library', () => {
  it('AE: Eid al-Adha 2016 from Monday 12 September; Eid al-Fitr 2024 on Wednesday 10 April confirmed', async () => {
    expect(await days('AE', 2016, ADHA)).toEqual(announced('2016-09-12', '2016-09-13', '2016-09-14'));
    expect(await days('AE', 2024, FITR)).toEqual(announced('2024-04-10', '2024-04-11', '2024-04-12'));
  });

  it('KW: Arafat Day 2016 on Sunday 11 September and the Eid from the 12th (Civil Service Commission Circular 14/2016)', async () => {
    expect(await days('KW', 2016, 'Arafat Day')).toEqual(announced('2016-09-11'));
    expect(await days('KW', 2016, 'Eid al-Adha')).toEqual(announced('2016-09-12', '2016-09-13', '2016-09-14'));
  });

  it("BH: Arafat Day 2015 on Wednesday 23 September and the Eid from the 24th (the government's closure)", async () => {
    expect(await days('BH', 2015, 'Arafat Day')).toEqual(announced('2015-09-23'));
    expect(await days('BH', 2015, ADHA)).toEqual(announced('2015-09-24', '2015-09-25', '2015-09-26'));
  });

  it('2027 keeps the estimates (AE, KW, BH Eid al-Fitr)', async () => {
    expect(await days('AE', 2027, FITR)).toEqual(estimated('2027-03-09', '2027-03-10', '2027-03-11'));
    expect(await days('KW', 2027, 'Eid al-Fitr')).toEqual(estimated('2027-03-09', '2027-03-10', '2027-03-11'));
    // Three days from 2016 (the Prime Minister's circulars; sources/calendars/hijri-spans.json).
    expect(await days('BH', 2027, FITR)).toEqual(estimated('2027-03-09', '2027-03-10', '2027-03-11'));
  });
});

describe("Qatar: the Awqaf committee's and the Amiri Diwan's days (all found confirm the library's)", () => {
  it('Eid al-Adha 2018 from Tuesday 21 August (the Diwan: holiday from 8 Dhu al-Hijjah, 19 August); Eid al-Fitr 2017 on 25 June', async () => {
    expect(await days('QA', 2018, 'Eid al-Adha')).toEqual(announced('2018-08-21', '2018-08-22', '2018-08-23'));
    expect(await days('QA', 2017, 'Eid al-Fitr')).toEqual(announced('2017-06-25', '2017-06-26', '2017-06-27'));
  });

  it('2027 keeps the estimates', async () => {
    expect(await days('QA', 2027, 'Eid al-Fitr')).toEqual(estimated('2027-03-09', '2027-03-10', '2027-03-11'));
  });
});

describe("Oman: its own committee's sighting, often a day after its neighbours", () => {
  it('Eid al-Fitr 2015 on Saturday 18 July, a day after the library and the rest of the Gulf', async () => {
    expect(await days('OM', 2015, 'Eid al-Fitr')).toEqual(announced('2015-07-18', '2015-07-19', '2015-07-20'));
  });

  it('Arafat Day 2024 on Sunday 16 June (1 Dhu al-Hijjah on 8 June), the day before its announced Eid', async () => {
    expect(await days('OM', 2024, 'Arafat Day')).toEqual(announced('2024-06-16'));
    expect((await days('OM', 2024, 'Eid al-Adha'))[0]).toEqual(['2024-06-17', false, true]);
  });

  it("the Ministries' other Hijri days: the Prophet's Birthday 2023 on Thursday 28 September (1 Rabi al-Awwal on 17 September), a day after the library", async () => {
    expect(await days('OM', 2023, "Prophet's Birthday")).toEqual(announced('2023-09-28'));
    expect(await days('OM', 2021, 'Islamic New Year')).toEqual(announced('2021-08-10'));
  });

  it('2027 keeps the estimates', async () => {
    expect(await days('OM', 2027, 'Eid al-Fitr')).toEqual(estimated('2027-03-09', '2027-03-10', '2027-03-11'));
  });
});

describe('announced.json holds each Gulf announcement once', () => {
  it('no two entries of SA, AE, QA, KW, BH or OM name the same holiday on the same day', () => {
    const keys = announcedDays()
      .filter((entry) => ['SA', 'AE', 'QA', 'KW', 'BH', 'OM'].includes(entry.country))
      .map((entry) => `${entry.country} ${entry.holiday} ${entry.date}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.length).toBeGreaterThanOrEqual(118);
  });
});

// Issue 25, item 3 (2015-2026): the Gulf days each government announced, and Yemen's and Iraq's. Each test names the
// announcement; a moved day proves the entry decides the day, a confirmed one that it drops `estimated`.
describe('2015-2026 announcements of Bahrain, Kuwait, the UAE, Oman, Yemen and Iraq', () => {
  it("BH: the Prime Minister's circular for Eid al-Adha 2024 (Arafat 15 June, the Eid from the 16th), Eid al-Fitr 2026 and 2020, Ashura 2017", async () => {
    expect(await days('BH', 2024, 'Arafat Day')).toEqual(announced('2024-06-15'));
    expect(await days('BH', 2024, ADHA)).toEqual(announced('2024-06-16', '2024-06-17', '2024-06-18'));
    expect(await days('BH', 2026, FITR)).toEqual(announced('2026-03-20', '2026-03-21', '2026-03-22'));
    expect(await days('BH', 2020, FITR)).toEqual(announced('2020-05-24', '2020-05-25', '2020-05-26'));
    expect(await days('BH', 2017, 'Day of Ashura')).toEqual(announced('2017-09-30'));
  });

  it("KW: the Civil Service Bureau's Arafat Day 2020 (30 July) and the Eid from the 31st; the Sharia Sighting Authority's Eid al-Fitr 2021 and 2026", async () => {
    expect(await days('KW', 2020, 'Arafat Day')).toEqual(announced('2020-07-30'));
    expect(await days('KW', 2020, 'Eid al-Adha')).toEqual(announced('2020-07-31', '2020-08-01', '2020-08-02'));
    expect(await days('KW', 2021, 'Eid al-Fitr')).toEqual(announced('2021-05-13', '2021-05-14', '2021-05-15'));
    expect(await days('KW', 2026, 'Eid al-Fitr')).toEqual(announced('2026-03-20', '2026-03-21', '2026-03-22'));
  });

  it('AE: the Cabinet’s Eid al-Adha 2018 from 21 August, the Council for Sharia Fatwa’s Eid al-Adha 2026 from 27 May and Eid al-Fitr 2026', async () => {
    expect(await days('AE', 2018, ADHA)).toEqual(announced('2018-08-21', '2018-08-22', '2018-08-23'));
    expect(await days('AE', 2026, ADHA)).toEqual(announced('2026-05-27', '2026-05-28', '2026-05-29'));
    expect(await days('AE', 2026, FITR)).toEqual(announced('2026-03-20', '2026-03-21', '2026-03-22'));
    // The committee's first day of Ramadan 2018, Thursday 17 May, a day after the estimate.
    expect(await days('AE', 2018, 'First day of Ramadan')).toEqual(announced('2018-05-17'));
  });

  it("OM: Eid al-Adha 2016 from Monday 12 September (1 Dhu al-Hijjah on 3 September), a day after the estimate; Isra and Mi'raj 2017 on 25 April", async () => {
    expect(await days('OM', 2016, 'Eid al-Adha')).toEqual(announced('2016-09-12', '2016-09-13', '2016-09-14'));
    expect(await days('OM', 2017, "Isra and Mi'raj")).toEqual(announced('2017-04-25'));
  });

  it('OM: Eid al-Fitr 2026 on Friday 20 March after a 29-day Ramadan: the 29 Ramadan day off on the 19th, no 30 Ramadan', async () => {
    expect(await days('OM', 2026, 'Eid al-Fitr')).toEqual(announced('2026-03-20', '2026-03-21', '2026-03-22'));
    expect(await days('OM', 2026, 'Eid al-Fitr Holiday (29 Ramadan)')).toEqual([['2026-03-19', false, false]]);
    expect(await days('OM', 2026, 'Eid al-Fitr Holiday (30 Ramadan)')).toEqual([]);
  });

  it("YE: the Aden ministry's Eid al-Fitr 2026 (Ramadan of 30 days: 29 and 30 Ramadan on 18 and 19 March) and 2023 (29 days: no 30 Ramadan)", async () => {
    expect(await days('YE', 2026, 'Eid al-Fitr')).toEqual(announced('2026-03-20', '2026-03-21', '2026-03-22'));
    expect(await days('YE', 2026, 'Eid al-Fitr Holiday (29 Ramadan)')).toEqual(announced('2026-03-18'));
    expect(await days('YE', 2026, 'Eid al-Fitr Holiday (30 Ramadan)')).toEqual(announced('2026-03-19'));
    expect(await days('YE', 2023, 'Eid al-Fitr Holiday (29 Ramadan)')).toEqual(announced('2023-04-20'));
    expect(await days('YE', 2023, 'Eid al-Fitr Holiday (30 Ramadan)')).toEqual([]);
    expect(await days('YE', 2016, 'Eid al-Fitr')).toEqual(announced('2016-07-06', '2016-07-07', '2016-07-08'));
    expect(await days('YE', 2019, 'Arafat Day')).toEqual(announced('2019-08-10'));
  });

  it("IQ: the General Secretariat's Ashura on the Shia 10 Muharram, a day after the estimate in 2019 (10 September) and 2024 (17 July); 2018 confirmed", async () => {
    expect(await days('IQ', 2019, 'Ashura')).toEqual(announced('2019-09-10'));
    expect(await days('IQ', 2024, 'Ashura')).toEqual(announced('2024-07-17'));
    expect(await days('IQ', 2018, 'Ashura')).toEqual(announced('2018-09-20'));
    expect(await days('IQ', 2023, "Prophet's Birthday")).toEqual(announced('2023-09-27'));
    expect(await days('IQ', 2016, 'Eid al-Fitr')).toEqual(announced('2016-07-06', '2016-07-07', '2016-07-08'));
  });

  it('2027, which no announcement covers yet, keeps the estimates (BH, KW, AE, OM Eid al-Adha; YE, IQ Eid al-Fitr; IQ Ashura)', async () => {
    for (const [country, name] of [
      ['BH', ADHA],
      ['KW', 'Eid al-Adha'],
      ['AE', ADHA],
      ['OM', 'Eid al-Adha'],
    ])
      expect(await days(country!, 2027, name!)).toEqual(estimated('2027-05-16', '2027-05-17', '2027-05-18'));
    expect(await days('YE', 2027, 'Eid al-Fitr')).toEqual(estimated('2027-03-09', '2027-03-10', '2027-03-11'));
    expect(await days('IQ', 2027, 'Eid al-Fitr')).toEqual(estimated('2027-03-09', '2027-03-10', '2027-03-11'));
    expect(await days('IQ', 2027, 'Ashura')).toEqual(estimated('2027-06-15'));
  });

  it('announced.json holds each Yemeni and Iraqi announcement once', () => {
    const keys = announcedDays()
      .filter((entry) => ['YE', 'IQ'].includes(entry.country))
      .map((entry) => `${entry.country} ${entry.holiday} ${entry.date}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.length).toBeGreaterThanOrEqual(26);
  });
});
