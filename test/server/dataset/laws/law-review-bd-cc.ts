// Bangladesh (BD) and the Cocos (Keeling) Islands (CC) as their governments
// set their holidays (amendments/BD.json, amendments/CC.json), asked for as a
// client asks: through /v3/public-holidays/list and /v3/public-holidays/check
// of the shared full offline build (test/full-build.ts, the project's own
// amendments). Each test names the decision, list or proclamation its answer
// rests on. Lunar days (the Eids, Hari Raya) are the calendar engines' and are
// not asserted here.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, check, daysOff } = lawReviewClient(shared);

/** [date, type] of the holidays of the year whose name matches. */
const named = async (country: string, year: number, name: RegExp) =>
  (await listed(country, year))
    .filter((holiday) => name.test(holiday.name))
    .map((holiday) => [holiday.date, holiday.type]);
const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe("BD: the interim government's decisions on the national days (amendments/BD.json)", () => {
  it('National Mourning Day (15 August) is a day off up to 2023 and no longer from 2024 (Advisory Council decision of 13 August 2024, Cabinet Division notification; the 2025 and 2026 lists of the Ministry of Public Administration)', async () => {
    expect(await daysOff('BD', '2023-08-15')).toEqual(['National Mourning Day']);
    for (const year of years(2024, 2030)) {
      expect(await named('BD', year, /^National Mourning Day$/), String(year)).toEqual([]);
      expect(
        (await check('BD', `${year}-08-15`)).holidays.filter((holiday) => holiday.name === 'National Mourning Day'),
        String(year),
      ).toEqual([]);
    }
  });

  it("Mujib's birthday (17 March) is a day off up to 2024 and no longer from 2025 (the national days cancelled in October 2024, Cabinet Division circular of 21 October 2024; the 2025 list, approved 17 October 2024, and the 2026 list, notification of 9 November 2025)", async () => {
    expect(await daysOff('BD', '2024-03-17')).toEqual(["Mujib's Birthday & Children's Day"]);
    for (const year of years(2025, 2030)) {
      expect(await named('BD', year, /Mujib/), String(year)).toEqual([]);
      expect(await daysOff('BD', `${year}-03-17`), String(year)).toEqual([]);
    }
  });

  it('July Mass Uprising Day (5 August) is a general holiday every year from 2025 (Cabinet Division notification of 2 July 2025), and not before', async () => {
    expect(await named('BD', 2024, /July Mass Uprising Day/)).toEqual([]);
    for (const year of years(2025, 2030)) {
      expect(await daysOff('BD', `${year}-08-05`), String(year)).toEqual(['July Mass Uprising Day']);
      expect(await named('BD', year, /July Mass Uprising Day/), String(year)).toEqual([[`${year}-08-05`, 'public']]);
    }
    const day = (await listed('BD', 2026)).find((holiday) => holiday.date === '2026-08-05')!;
    expect(day).toMatchObject({ name: 'July Mass Uprising Day', type: 'public', subdivisions: [] });
  });

  it("the 2026 list's fixed-date general holidays are all days off, and nothing else on a fixed Gregorian date is (Ministry of Public Administration, notification of 9 November 2025: 21 February, 26 March, 14 April, 1 May, 5 August, 16 December, 25 December)", async () => {
    for (const date of ['2026-02-21', '2026-03-26', '2026-04-14', '2026-08-05', '2026-12-16', '2026-12-25']) {
      expect((await daysOff('BD', date)).length, date).toBe(1);
    }
    // 1 May 2026 is also Buddha Purnima on the same list (sources/calendars/hindu.json): two holidays, one day off.
    expect((await daysOff('BD', '2026-05-01')).sort()).toEqual(["Buddha's Birthday", 'May Day']);
    for (const date of ['2026-03-17', '2026-08-15']) expect(await daysOff('BD', date), date).toEqual([]);
  });

  it('one-off days off by executive order are listed on their day only (Ministry of Public Administration notifications: the 2024 and 2026 elections, 5 August 2024, Durga Puja 10 October 2024, 31 December 2025; the Mahanavami of the 2025 and 2026 lists)', async () => {
    expect(await daysOff('BD', '2024-01-07')).toEqual(['Parliamentary Election Day']);
    expect(await daysOff('BD', '2024-08-05')).toEqual(['General Holiday']);
    // Announced for 5 to 7 August, but offices reopened on 6 August (Inter-Services Public Relations, 5 August 2024).
    expect(await daysOff('BD', '2024-08-06')).toEqual([]);
    expect(await daysOff('BD', '2024-10-10')).toEqual(['Durga Puja Holiday']);
    expect(await daysOff('BD', '2025-10-01')).toEqual(['Durga Puja Holiday']);
    expect(await daysOff('BD', '2025-12-31')).toEqual(['General Holiday']);
    expect(await daysOff('BD', '2026-02-11')).toEqual(['Election and Referendum Holiday']);
    expect(await daysOff('BD', '2026-02-12')).toEqual(['Election and Referendum Holiday']);
    expect(await daysOff('BD', '2026-10-20')).toEqual(['Durga Puja Holiday']);
    expect(await named('BD', 2027, /Election|General Holiday|Durga Puja Holiday/)).toEqual([]);
  });
});

describe("CC: the Administrator's proclamations of the Territory's public holidays (amendments/CC.json)", () => {
  it("no Labour Day, Chinese New Year or (from 2020) Islamic New Year: Christmas Island's special holidays, not Cocos' (Community Bulletins A53/2019 to A21/2024; Proclamation No 02/2024 of the Territory of Christmas Island)", async () => {
    for (const year of years(2020, 2030)) {
      expect(await named('CC', year, /Labour Day|Chinese New Year|Islamic New Year/), String(year)).toEqual([]);
    }
    expect(await daysOff('CC', '2025-03-20')).toEqual([]);
    expect(await daysOff('CC', '2025-01-29')).toEqual([]);
  });

  it('Good Friday is a public holiday every year (Public and Bank Holidays Act 1972 (WA)(CKI); Good Friday 29 March 2024 in Community Bulletin A12/2023)', async () => {
    expect(await daysOff('CC', '2024-03-29')).toEqual(['Good Friday']);
    expect(await named('CC', 2030, /^Good Friday$/)).toEqual([['2030-04-19', 'public']]);
  });

  it("the Sovereign's birthday on the day each year's proclamation set (A53/2019, A41/2020, A33/2021, A19/2022, A12/2023, A21/2024), the second Monday of June after 2025", async () => {
    const expected: Record<number, [string, string]> = {
      2020: ['2020-06-08', "Queen's Birthday"],
      2021: ['2021-06-07', "Queen's Birthday"],
      2022: ['2022-06-06', "Queen's Birthday"],
      2023: ['2023-06-06', "King's Birthday"],
      2024: ['2024-06-06', "King's Birthday"],
      2025: ['2025-06-09', "King's Birthday"],
      2026: ['2026-06-08', "King's Birthday"],
      2030: ['2030-06-10', "King's Birthday"],
    };
    for (const [year, [date, name]] of Object.entries(expected)) {
      expect(await named('CC', Number(year), /^(Queen|King)'s Birthday$/), year).toEqual([[date, 'public']]);
      expect(await daysOff('CC', date), date).toEqual([name]);
    }
  });

  it('the National Day of Mourning for Queen Elizabeth II, 22 September 2022 (Proclamation No 04/2022)', async () => {
    expect(await daysOff('CC', '2022-09-22')).toEqual(['National Day of Mourning for Queen Elizabeth II']);
  });

  it('a holiday on a Saturday or a Sunday is observed on the next working day (Community Bulletins A53/2019, A33/2021, A21/2024)', async () => {
    expect(await daysOff('CC', '2020-01-27')).toEqual(['Australia Day (substitute day)']);
    expect(await daysOff('CC', '2020-04-27')).toEqual(['Anzac Day (substitute day)']);
    expect(await daysOff('CC', '2020-12-28')).toEqual(['Boxing Day (substitute day)']);
    expect(await daysOff('CC', '2022-01-03')).toEqual(["New Year's Day (substitute day)"]);
    expect(await daysOff('CC', '2025-04-07')).toEqual(['Self Determination Day (substitute day)']);
  });

  it("2024's days off besides the lunar ones are the proclamation's, no more (Community Bulletin A12/2023)", async () => {
    const lunar = /Hari Raya|Maulaud|Islamic/;
    const days = (await listed('CC', 2024))
      .filter((holiday) => holiday.type === 'public' && holiday.subdivisions.length === 0 && !lunar.test(holiday.name))
      .map((holiday) => holiday.date);
    expect(days.sort()).toEqual([
      '2024-01-01',
      '2024-01-26',
      '2024-03-29',
      '2024-04-01',
      '2024-04-06',
      '2024-04-08',
      '2024-04-25',
      '2024-06-06',
      '2024-12-25',
      '2024-12-26',
    ]);
  });
});
