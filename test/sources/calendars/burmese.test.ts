// The Burmese (Myanmar) calendar engine against published tables it did not
// produce: the days of Myanmar's yearly public holiday lists 2020-2025, which
// countries/MM.json holds as dated rules, each cited to its year's list (the
// full moons of Tabaung, Kason and Waso, the Thadingyut and Tazaungdaing days,
// National Day, Kayin New Year and the Thingyan days), and Kayin New Year 2019
// (the Embassy of Myanmar in Singapore's list, as python-holidays' tests give
// it). The fit, and each miss:
//
// - full moons, National Day, Kayin New Year: 29 of 30 listed days are the
//   calendar's. The miss: Tabaung 2021, whose full moon (27 March) fell on Armed
//   Forces Day, a Saturday; the list gave Friday 26 March.
// - Thadingyut: the full moon is the middle day of every list's span (6 of 6);
//   the rule of burmese.json (the day before to the day after) is the span of
//   2021-2025 (5 of 6 years; 2020 had five days).
// - Tazaungdaing: every list has the full moon, as its last day but in 2020 (6
//   of 6); the full moon alone, burmese.json's rule, is the span of 2022, 2024
//   and 2025 (3 of 6; 2021 and 2023 added the eve, 2020 two days before and the
//   day after).
// - Thingyan: the days by the Atat time, Akyo to New Year's Day, lie in every
//   list but 2022's (5 of 6), which stopped on 16 April: New Year's Day, the
//   17th, was a Sunday. burmese.json's estimate, Akyo to the fourth day after New
//   Year's Day, is the span of 2024 and 2025 (2 of 6: the notices extend the
//   festival as they choose).
//
// A cross-check, not a reference: the engine's watat years 1951-2100 are those of
// python-holidays' table (holidays/calendars/burmese.py, vacanza/holidays, MIT),
// which implements the same published arithmetic.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BURMESE_MONTHS,
  BURMESE_YEARS,
  burmeseDaysInGregorianYear,
  burmeseEntries,
  burmeseHolidayDays,
  burmeseOf,
  burmeseSchema,
  burmeseYear,
  gregorianOfBurmese,
  monthLength,
  thingyan,
  type BurmeseMonth,
} from '../../../sources/calendars/burmese.js';
import { parseReviewed } from '../../../sources/calendars/engine.js';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const between = (from: string, to: string) => {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
};

/**
 * The listed days of each holiday of countries/MM.json, from its dated rules (`2023-04-09 P9D`), by year: the
 * yearly lists on file from 2020 (the 2017 and 2019 rules are single notices inside the engine's years 2000-2019,
 * test/server/dataset/calendars/announced-mm-4.ts).
 */
const myanmar = JSON.parse(readFileSync(new URL('../../../countries/MM.json', import.meta.url), 'utf8')) as {
  holidays: { rule: string; names: { en: string } }[];
};
const listed = new Map<string, Map<number, string[]>>();
for (const { rule, names } of myanmar.holidays) {
  const match = /^(\d{4})-(\d{2}-\d{2})(?: P(\d+)D)?$/.exec(rule);
  if (!match || Number(match[1]) < 2020) continue;
  const first = `${match[1]}-${match[2]}`;
  const days = between(first, addDays(first, Number(match[3] ?? 1) - 1));
  const byYear = listed.get(names.en) ?? new Map<number, string[]>();
  byYear.set(Number(match[1]), [...(byYear.get(Number(match[1])) ?? []), ...days].sort());
  listed.set(names.en, byYear);
}
const listedDays = (holiday: string) => [...listed.get(holiday)!.values()].flat().sort();

/** The calendar's days of a month's day in the Gregorian years of the lists. */
const calendarDays = (month: BurmeseMonth, day: number, years: readonly number[]) =>
  years.flatMap((year) => burmeseDaysInGregorianYear(month, day, year));
const LIST_YEARS = [2020, 2021, 2022, 2023, 2024, 2025];

describe('the Burmese calendar against the yearly lists 2020-2025 (countries/MM.json)', () => {
  it('the full moons of Tabaung, Kason and Waso, National Day (10th waning of Tazaungmon) and Kayin New Year (1st waxing of Pyatho): 29 of 30 listed days; Tabaung 2021 a day early on the list', () => {
    const cases: [string, BurmeseMonth, number][] = [
      ['Full Moon Day of Tabaung', 'tabaung', 15],
      ['Full Moon Day of Kason', 'kason', 15],
      ['Full Moon Day of Waso', 'waso', 15],
      ['National Day', 'tazaungmon', 25],
      ['Kayin New Year', 'pyatho', 1],
    ];
    const misses: string[] = [];
    let total = 0;
    for (const [holiday, month, day] of cases) {
      const published = listedDays(holiday);
      const computed = calendarDays(month, day, LIST_YEARS);
      total += published.length;
      misses.push(...published.filter((date) => !computed.includes(date)).map((date) => `${holiday} ${date}`));
      // No computed day of the lists' years that a list lacks, but the moved one.
      expect(computed.filter((date) => !published.includes(date)).length, holiday).toBe(
        holiday === 'Full Moon Day of Tabaung' ? 1 : 0,
      );
    }
    expect(total).toBe(30);
    expect(misses).toEqual(['Full Moon Day of Tabaung 2021-03-26']);
    expect(burmeseDaysInGregorianYear('tabaung', 15, 2021)).toEqual(['2021-03-27']);
    // Kayin New Year 2019, twice (Embassy of Myanmar in Singapore, via python-holidays' tests): 8 of 8 with the lists'.
    expect(burmeseDaysInGregorianYear('pyatho', 1, 2019)).toEqual(['2019-01-06', '2019-12-26']);
    // The watat years among them: 2020 little, 2023 big (the second Waso's full moon on 3 August and 1 August).
    expect([2020, 2021, 2022, 2023, 2024, 2025].map((year) => burmeseYear(year - 638).type)).toEqual([
      'little-watat',
      'common',
      'common',
      'big-watat',
      'common',
      'common',
    ]);
  });

  it("Thadingyut: the full moon is the middle of every list's span (6 of 6); the day before to the day after is the span of 2021-2025", () => {
    const lists = listed.get('Thadingyut holidays')!;
    expect([...lists.keys()].sort()).toEqual(LIST_YEARS);
    const exact: number[] = [];
    for (const [year, days] of lists) {
      const [full] = burmeseDaysInGregorianYear('thadingyut', 15, year);
      expect(days[(days.length - 1) / 2], String(year)).toBe(full);
      if (between(addDays(full!, -1), addDays(full!, 1)).join() === days.join()) exact.push(year);
    }
    expect(exact.sort()).toEqual([2021, 2022, 2023, 2024, 2025]);
  });

  it('Tazaungdaing: every list has the full moon of Tazaungmon (6 of 6), alone in 2022, 2024 and 2025', () => {
    const lists = listed.get('Tazaungdaing holidays')!;
    const alone: number[] = [];
    for (const [year, days] of lists) {
      const [full] = burmeseDaysInGregorianYear('tazaungmon', 15, year);
      expect(days, String(year)).toContain(full);
      if (days.join() === full) alone.push(year);
    }
    expect(lists.size).toBe(6);
    expect(alone.sort()).toEqual([2022, 2024, 2025]);
  });

  it("Thingyan: Akyo to New Year's Day lies in every list but 2022's (New Year's Day a Sunday); Akyo to New Year's Day + 4 is the span of 2024 and 2025", () => {
    const lists = listed.get('Myanmar New Year (Thingyan)')!;
    const inside: number[] = [];
    const estimate: number[] = [];
    for (const [year, days] of lists) {
      const { akyo, newYear } = thingyan(year - 638);
      if (between(akyo, newYear).every((day) => days.includes(day))) inside.push(year);
      if (between(akyo, addDays(newYear, 4)).join() === days.join()) estimate.push(year);
    }
    expect(inside.sort()).toEqual([2020, 2021, 2023, 2024, 2025]);
    expect(estimate.sort()).toEqual([2024, 2025]);
    expect(new Date('2022-04-17T00:00:00Z').getUTCDay()).toBe(0);
    // The lists' own words: 17 April 2021 New Year's Day 1383, 17 April 2023 New Year's Day 1385.
    expect(thingyan(1383).newYear).toBe('2021-04-17');
    expect(thingyan(1385)).toEqual({
      akyo: '2023-04-13',
      akya: '2023-04-14',
      akyat: ['2023-04-15'],
      atat: '2023-04-16',
      newYear: '2023-04-17',
    });
    // 2020: two Akyat days (the Atat time late in its day moves it to the 16th).
    expect(thingyan(1382).akyat).toEqual(['2020-04-14', '2020-04-15']);
  });
});

describe('the reviewed entries (burmese.json) and the announced lists', () => {
  it('each entry sets its holiday only after the last list on file for it, or up to the year before the first (the law before the lists: 2000-2019, in one entry or in entries that follow on), with the names of the country file', () => {
    const entries = burmeseEntries();
    for (const entry of entries) {
      const lists = listed.get(entry.holiday);
      expect(lists, entry.holiday).toBeDefined();
      if (entry.years.to < Math.min(...lists!.keys())) {
        // Thadingyut: the full moon alone to 2016, three days from 2017 (the President's Office, March 2017).
        const next = entries.find((each) => each.holiday === entry.holiday && each.years.from === entry.years.to + 1);
        expect(entry.years.to === 2019 || next !== undefined, `${entry.holiday} ${entry.years.to}`).toBe(true);
      } else expect(entry.years.from, entry.holiday).toBe(Math.max(...lists!.keys()) + 1);
      const named = myanmar.holidays.find((holiday) => holiday.names.en === entry.holiday)!;
      expect(entry.names).toEqual((named as unknown as { names: Record<string, string> }).names);
    }
  });

  it("each entry's rule gives the latest list's days (Tabaung, Kason, Waso, Thadingyut, Tazaungdaing, National Day, Kayin New Year, Thingyan of 2025)", () => {
    for (const entry of burmeseEntries().filter((each) => each.years.to >= 2025)) {
      const days = burmeseHolidayDays(entry, 2025);
      expect(days, entry.holiday).toEqual(listed.get(entry.holiday)!.get(2025));
    }
  });

  it('a day the month never has, or a month the calendar lacks, is refused', () => {
    const file = (on: unknown) => ({
      about: 'x',
      entries: [{ ...JSON.parse(JSON.stringify(burmeseEntries()[0])), years: '2026-', on }],
    });
    expect(() => parseReviewed('burmese.json', burmeseSchema, file({ month: 'tagu', day: 30 }))).toThrow(
      /entries\.0\.on\.day: is a day the month never has/,
    );
    expect(() => parseReviewed('burmese.json', burmeseSchema, file({ month: 'kason', day: 30 }))).not.toThrow();
    expect(() => parseReviewed('burmese.json', burmeseSchema, file({ month: 'nayon', day: 30 }))).not.toThrow();
    expect(() => parseReviewed('burmese.json', burmeseSchema, file({ month: 'vaisakha', day: 15 }))).toThrow(
      /entries\.0\.on/,
    );
  });
});

describe('the arithmetic, consistent with itself and with the watat table of python-holidays (a cross-check)', () => {
  // python-holidays, holidays/calendars/burmese.py: LITTLE_WATAT_YEARS_GREGORIAN and BIG_WATAT_YEARS_GREGORIAN
  // (the Gregorian year in which the Myanmar year begins).
  const LITTLE = [
    1955, 1958, 1966, 1972, 1974, 1982, 1988, 1993, 1999, 2004, 2012, 2018, 2020, 2029, 2034, 2039, 2045, 2050, 2056,
    2061, 2069, 2075, 2077, 2086, 2091, 2096,
  ];
  const BIG = [
    1953, 1961, 1964, 1969, 1977, 1980, 1985, 1991, 1996, 2001, 2007, 2010, 2015, 2023, 2026, 2031, 2037, 2042, 2048,
    2053, 2058, 2064, 2067, 2072, 2080, 2083, 2088, 2094, 2099,
  ];

  it('has the watat years of the table, 1951-2100 (55 of 150 years)', () => {
    const little: number[] = [];
    const big: number[] = [];
    for (let year = BURMESE_YEARS.first; year <= BURMESE_YEARS.last; year++) {
      const { type } = burmeseYear(year - 638);
      if (type === 'little-watat') little.push(year);
      if (type === 'big-watat') big.push(year);
    }
    expect(little).toEqual(LITTLE);
    expect(big).toEqual(BIG);
  });

  it('years follow each other (1 Tagu + the length is the next 1 Tagu), and every day 1951-2100 goes there and back', () => {
    for (let year = BURMESE_YEARS.first - 638; year < BURMESE_YEARS.last - 638; year++) {
      const { tagu1, length } = burmeseYear(year);
      expect(addDays(tagu1, length), String(year)).toBe(burmeseYear(year + 1).tagu1);
      const months = BURMESE_MONTHS.filter((month) => month !== 'first-waso' || burmeseYear(year).type !== 'common');
      expect(months.reduce((sum, month) => sum + monthLength(year, month), 0)).toBe(length);
    }
    for (let day = '1951-06-01'; day <= '2100-12-31'; day = addDays(day, 1)) {
      const date = burmeseOf(day);
      if (date.late) continue;
      expect(gregorianOfBurmese(date), day).toBe(day);
    }
  });

  it("the full moon (day 15) falls within two days of the astronomical full moon's Yangon day, a mean month's reckoning: 2020 (USNO)", () => {
    // USNO "Phases of the Moon" 2020 full moons (UT), as test/fixtures/calendars/usno-moon-phases-2020.json records them.
    const { full } = JSON.parse(
      readFileSync(new URL('../../fixtures/calendars/usno-moon-phases-2020.json', import.meta.url), 'utf8'),
    ) as { full: string[] };
    expect(full.length).toBe(13);
    for (const instant of full) {
      const yangon = new Date(Date.parse(instant) + 6.5 * 3_600_000).toISOString().slice(0, 10);
      const near = [-2, -1, 0, 1, 2].map((shift) => burmeseOf(addDays(yangon, shift)).day);
      expect(near, instant).toContain(15);
    }
  });

  it('outside the modern era it refuses rather than guess', () => {
    expect(() => burmeseYear(1311)).toThrow(RangeError);
    expect(() => thingyan(1300)).toThrow(RangeError);
    expect(() => gregorianOfBurmese({ year: 1387, month: 'first-waso', day: 1 })).toThrow(/no first Waso/);
  });
});
