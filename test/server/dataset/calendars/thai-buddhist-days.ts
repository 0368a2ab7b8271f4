// Thailand's Buddhist holy days (sources/calendars/thai-lunar.ts, by calendars/thai.json) through
// /v3/public-holidays/list of the full offline build (test/full-build.ts): every year 2021-2030 has
// Makha Bucha, Visakha Bucha (the library's "Vesak Day"), Asarnha Bucha ("Asalha Puja") and Buddhist
// Lent, on the days the government announced (2021-2025, test/fixtures/calendars/thai-buddhist-days-2004-2025.json)
// and on the engine's days after, which are estimates.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { thaiBuddhistDay, type ThaiBuddhistDay } from '../../../../sources/calendars/thai-lunar.js';
import { listIn320, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const NAMES: Record<ThaiBuddhistDay, string> = {
  'makha-bucha': 'Makha Bucha',
  'visakha-bucha': 'Vesak Day',
  'asarnha-bucha': 'Asalha Puja',
  'khao-phansa': 'Buddhist Lent',
};
const DAYS = Object.keys(NAMES) as ThaiBuddhistDay[];

const announced = (
  JSON.parse(
    readFileSync(new URL('../../../fixtures/calendars/thai-buddhist-days-2004-2025.json', import.meta.url), 'utf8'),
  ) as {
    years: Record<string, { days: Partial<Record<ThaiBuddhistDay, string>> }>;
  }
).years;

/** The holy days of a year as listed: each name with its days, estimated flag and sources. */
async function holyDays(year: number) {
  const holidays = await listIn320(shared.server, 'TH', year);
  return Object.fromEntries(
    DAYS.map((day) => [
      day,
      holidays
        .filter((holiday) => holiday.name === NAMES[day])
        .map((holiday) => ({ date: holiday.date, estimated: holiday.estimated, sources: holiday.sources })),
    ]),
  );
}

describe('TH Buddhist holy days by the Thai lunar calendar (list endpoint)', () => {
  it("2027-2030: all four days, once each, on the engine's days, estimates, from the engine (not the library)", async () => {
    for (const year of [2027, 2028, 2029, 2030]) {
      const days = await holyDays(year);
      for (const day of DAYS) {
        expect(
          days[day]!.map((each) => [each.date, each.estimated]),
          `${year} ${day}`,
        ).toEqual([[thaiBuddhistDay(day, year), true]]);
        // The engine's alone (the library's table ends in 2026); `amendments` too where the day falls on a weekend (its day in lieu).
        expect(days[day]![0]!.sources, `${year} ${day}`).toContain('calendar-buddhist');
        expect(days[day]![0]!.sources, `${year} ${day}`).not.toContain('date-holidays');
      }
    }
    // The engine's days, written out: 2029 has a second 8th month (Visakha Bucha in the 7th month), 2030 a leap day.
    expect((await holyDays(2029))['visakha-bucha']![0]!.date).toBe('2029-05-27');
    expect((await holyDays(2030))['asarnha-bucha']![0]!.date).toBe('2030-07-15');
  });

  it('2021-2025: the days the government announced, no longer estimates', async () => {
    for (const year of [2021, 2022, 2023, 2024, 2025]) {
      const days = await holyDays(year);
      for (const [day, date] of Object.entries(announced[String(year)]!.days) as [ThaiBuddhistDay, string][]) {
        expect(
          days[day]!.map((each) => [each.date, each.estimated]),
          `${year} ${day}`,
        ).toEqual([[date, false]]);
        expect(days[day]![0]!.sources, `${year} ${day}`).toContain('calendar-buddhist');
      }
    }
  });

  it('2023, a leap-month year: Visakha Bucha on Saturday 3 June (the library had 4 May), Asarnha Bucha on 1 August', async () => {
    const days = await holyDays(2023);
    expect(days['visakha-bucha']!.map((each) => each.date)).toEqual(['2023-06-03']);
    expect(days['asarnha-bucha']!.map((each) => each.date)).toEqual(['2023-08-01']);
    expect(days['khao-phansa']!.map((each) => each.date)).toEqual(['2023-08-02']);
    // It fell with the Queen's Birthday: one day in lieu for both, Monday 5 June (the Bank of Thailand's 2023 list), none on the 6th.
    const inLieu = (await listIn320(shared.server, 'TH', 2023)).filter(
      (holiday) => holiday.date >= '2023-06-03' && holiday.date <= '2023-06-07',
    );
    expect(inLieu.map((holiday) => [holiday.date, holiday.name]).sort()).toEqual([
      ['2023-06-03', "Queen Suthida's Birthday"],
      ['2023-06-03', 'Vesak Day'],
      ['2023-06-05', "Queen Suthida's Birthday (substitute day)"],
      ['2023-06-05', 'Vesak Day (substitute day)'],
    ]);
  });

  it("a holy day on a weekend gives its day in lieu in the engine's years too (Makha Bucha, Sunday 21 February 2027)", async () => {
    const holidays = await listIn320(shared.server, 'TH', 2027);
    expect(
      holidays
        .filter((holiday) => holiday.name.startsWith('Makha Bucha'))
        .map((holiday) => [holiday.date, holiday.name]),
    ).toEqual([
      ['2027-02-21', 'Makha Bucha'],
      ['2027-02-22', 'Makha Bucha (substitute day)'],
    ]);
  });
});
