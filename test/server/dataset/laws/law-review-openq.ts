// The law review's open questions (issue 26, item 2), asked for as a client
// asks: through /v3/public-holidays/list, /v3/public-holidays/check and
// /v3/working-days of the shared full offline build (test/golden.ts,
// buildFullOffline: the project's amendments/ and workdays/ folders, 2000-2035).
// Each test names the law or decree its answer rests on; the entries in
// amendments/ and workdays/ quote them.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, check, workingDays, daysOff } = lawReviewClient(shared);

/** The dates of the days off (substitute days) of the holidays whose name matches, in the year. */
const substituteDays = async (country: string, year: number, name: RegExp) =>
  (await listed(country, year))
    .filter((holiday) => holiday.substitute === true && name.test(holiday.name))
    .map((holiday) => holiday.date);

/** [date, observed] of the holidays (not their days off) whose name matches, in the year. */
const kept = async (country: string, year: number, name: RegExp) =>
  (await listed(country, year))
    .filter((holiday) => holiday.substitute !== true && name.test(holiday.name))
    .map((holiday) => [holiday.date, holiday.observed]);

describe('Paraguay: holidays moved to a Monday by decree (Ley 1.723/2001; Ley 7.544/2025)', () => {
  it("2022: Heroes' Day on Monday 28 February and the Victory of Boquerón on Monday 3 October (Decreto N° 6618)", async () => {
    expect(await kept('PY', 2022, /^Heroes' Day$/)).toEqual([['2022-02-28', '2022-02-28']]);
    expect(await kept('PY', 2022, /^Boqueron Battle Victory Day$/)).toEqual([['2022-10-03', '2022-10-03']]);
    expect((await check('PY', '2022-03-01')).is_holiday).toBe(false);
    expect((await check('PY', '2022-09-29')).is_holiday).toBe(false);
  });

  it("2026: Heroes' Day on Monday 2 March, the Constitution Oath Day on Monday 22 June (the Executive's decrees of 2026)", async () => {
    expect(await daysOff('PY', '2026-03-02')).toEqual(["Heroes' Day"]);
    expect(await daysOff('PY', '2026-06-22')).toEqual(['Constitution Oath Day']);
    expect((await check('PY', '2026-06-20')).is_holiday).toBe(false);
  });

  it("2023: Heroes' Day stays on Wednesday 1 March (no decree moving it found)", async () => {
    expect(await kept('PY', 2023, /^Heroes' Day$/)).toEqual([['2023-03-01', '2023-03-01']]);
  });
});

describe('Argentina 2026: the movable holidays and the days for tourism (Ley 27.399 arts. 6-7; Resolución JGM 164/2025)', () => {
  it('Güemes (Wednesday 17 June) is kept on Monday 15 June, Sovereignty Day (Friday 20 November) on Monday 23 November', async () => {
    expect(await substituteDays('AR', 2026, /Güemes/)).toEqual(['2026-06-15']);
    expect(await substituteDays('AR', 2026, /Soberanía|Sovereignty/)).toEqual(['2026-11-23']);
  });

  it('the three non-working days for tourism are 23 March, 10 July and 7 December, typed bank', async () => {
    const tourism = (await listed('AR', 2026)).filter((holiday) => /Tourism/.test(holiday.name));
    expect(tourism.map((holiday) => [holiday.date, holiday.type])).toEqual([
      ['2026-03-23', 'bank'],
      ['2026-07-10', 'bank'],
      ['2026-12-07', 'bank'],
    ]);
  });
});

describe('Cayman Islands (Public Holidays Act (2007 Revision), Schedule)', () => {
  it("Remembrance Day is the Monday after Remembrance Sunday: 15 November in 2021 (the Deputy Governor's list) and 2027, not the 8th", async () => {
    for (const year of [2021, 2027]) {
      expect(await kept('KY', year, /^Remembrance Day$/), String(year)).toEqual([[`${year}-11-15`, `${year}-11-15`]]);
      expect((await check('KY', `${year}-11-08`)).is_holiday, String(year)).toBe(false);
    }
  });

  it('National Heroes Day is the fourth Monday in January (25 January 2021, 26 January 2026)', async () => {
    expect(await kept('KY', 2021, /^National Heroes Day$/)).toEqual([['2021-01-25', '2021-01-25']]);
    expect(await kept('KY', 2026, /^National Heroes Day$/)).toEqual([['2026-01-26', '2026-01-26']]);
  });
});

describe('Taiwan: a holiday on a Saturday is made up on the working day before, on a Sunday on the working day after (紀念日及節日實施辦法 art. 5-1, 2015-; 紀念日及節日實施條例, 2025)', () => {
  it('National Day on Saturday 10 October 2020 and 2026: Friday 9 October off', async () => {
    expect(await daysOff('TW', '2020-10-09')).toContain('National Day / Double Tenth Day (substitute day)');
    expect(await daysOff('TW', '2026-10-09')).toContain('National Day / Double Tenth Day (substitute day)');
  });

  it('the Mid-Autumn Festival on Saturday 10 September 2022, Peace Memorial Day on Saturday 28 February 2026, the Dragon Boat Festival on Saturday 31 May 2025: the Friday before', async () => {
    expect(await substituteDays('TW', 2022, /^Mid-Autumn Festival/)).toEqual(['2022-09-09']);
    expect(await substituteDays('TW', 2026, /^Peace Memorial Day/)).toEqual(['2026-02-27']);
    expect(await substituteDays('TW', 2025, /^Dragon Boat Festival/)).toEqual(['2025-05-30']);
  });

  it("Children's Day on Tomb Sweeping Day (art. 5(2)(1)): the day before, or after on a Thursday; on a Sunday, the Friday", async () => {
    expect(await substituteDays('TW', 2021, /^Children's Day/)).toEqual(['2021-04-02']);
    expect(await substituteDays('TW', 2024, /^Children's Day/)).toEqual(['2024-04-05']);
    expect(await substituteDays('TW', 2025, /^Children's Day/)).toEqual(['2025-04-03']);
    expect(await substituteDays('TW', 2028, /^Children's Day/)).toEqual(['2028-04-03']);
    // 2020: both on Saturday 4 April: Children's Day on Friday 3 April, Tomb Sweeping Day on Thursday 2 April.
    expect(await substituteDays('TW', 2020, /^Children's Day/)).toEqual(['2020-04-03']);
    expect(await substituteDays('TW', 2020, /^Tomb Sweeping Day/)).toEqual(['2020-04-02']);
    // 2027: Children's Day on Sunday 4 April, Tomb Sweeping Day on Monday 5 April: the next working day is Tuesday 6 April.
    expect(await substituteDays('TW', 2027, /^Children's Day/)).toEqual(['2027-04-06']);
  });

  it("the 2025 Act's holidays on a weekend: Teachers' Day 2025 on Monday 29 September, Retrocession Day 2026 on Monday 26 October, Constitution Day 2027 on Friday 24 December", async () => {
    expect(await substituteDays('TW', 2025, /^Teachers' Day/)).toEqual(['2025-09-29']);
    expect(await substituteDays('TW', 2025, /^Taiwan Retrocession Day/)).toEqual(['2025-10-24']);
    expect(await substituteDays('TW', 2026, /^Taiwan Retrocession Day/)).toEqual(['2026-10-26']);
    expect(await substituteDays('TW', 2027, /^Constitution Day/)).toEqual(['2027-12-24']);
  });
});

describe("China: the State Council's holiday arrangements of 2002 and 2003", () => {
  it('2002: Spring Festival 12-18 February off, 9 and 10 February worked (国务院办公厅关于2002年部分节假日休息安排的通知)', async () => {
    expect((await check('CN', '2002-02-15')).is_holiday).toBe(true);
    expect((await check('CN', '2002-02-18')).is_holiday).toBe(true);
    const february = await workingDays('CN', '2002-02-01', '2002-02-28');
    expect(february.workdays.map((day) => day.date)).toEqual(['2002-02-09', '2002-02-10']);
    // 28 days, 8 weekend days of which 2 worked, 7 days off of which 2 on the weekend: 28 - 8 - 5 + 2 = 17.
    expect(february.workingDays).toBe(17);
  });

  it('2003: Labour Day 1-5 May only, no working weekend: the notice of 21 April 2003 (SARS) cancelled the golden week', async () => {
    expect((await check('CN', '2003-05-05')).is_holiday).toBe(true);
    expect((await check('CN', '2003-05-06')).is_holiday).toBe(false);
    const spring = await workingDays('CN', '2003-04-20', '2003-05-10');
    expect(spring.workdays).toEqual([]);
  });

  it('2003: Spring Festival 1-7 February and National Day 1-7 October, with 8-9 February and 27-28 September worked', async () => {
    expect((await check('CN', '2003-02-07')).is_holiday).toBe(true);
    expect((await check('CN', '2003-10-07')).is_holiday).toBe(true);
    const worked = await workingDays('CN', '2003-01-01', '2003-12-31');
    expect(worked.workdays.map((day) => day.date)).toEqual(['2003-02-08', '2003-02-09', '2003-09-27', '2003-09-28']);
  });
});

describe("Tasmania: New Year's Day on a Sunday is kept on the Monday (Statutory Holidays Act 2000, s. 4(a))", () => {
  it('2023: Monday 2 January, in Tasmania as in every state; Tuesday 3 January is no holiday', async () => {
    expect(await substituteDays('AU', 2023, /^New Year's Day/)).toEqual(['2023-01-02']);
    const newYear = (await listed('AU', 2023)).filter((holiday) => /^New Year's Day/.test(holiday.name));
    expect(newYear.map((holiday) => [holiday.date, holiday.subdivisions])).toEqual([
      ['2023-01-01', []],
      ['2023-01-02', []],
    ]);
    expect((await check('AU', '2023-01-03')).is_holiday).toBe(false);
  });
});
