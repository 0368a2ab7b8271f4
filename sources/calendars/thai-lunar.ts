// The Thai lunar calendar (ปฏิทินจันทรคติไทย) by the Suriyayatra arithmetic of the
// Chula Sakarat (CS) era, as J. C. Eade describes it (The Calendrical Systems of
// Mainland South-East Asia, Brill 1995; after F. G. Faraut, Astronomie cambodgienne,
// 1910). Pure: no clock, no network; the arithmetic imports nothing (the engine at
// the end reads thai.json through engine.ts).
//
// - The CS year Y begins at the mean New Year (เถลิงศก). Its day count from the era
//   (horakhun, หรคุณ) is ⌊(292207·Y + 373) / 800⌋ + 1, a solar year being
//   292207/800 days; the kammachaphon (กัมมัชพล) 800 − (292207·Y + 373) mod 800 says
//   whether the solar year has 366 days (≤ 207).
// - The avoman (อวมาน), (11·horakhun + 650) mod 692, counts the excess of lunar days
//   over solar days in 692nds; the tithi (ดิถี), (horakhun + ⌊(11·horakhun + 650) / 692⌋)
//   mod 30, is the lunar day at the New Year.
// - Adhikamasa (อธิกมาส, a second 8th month, 384 days): a tithi of 25 or more, or of 5
//   or less; a tithi of 24 followed by 6 next year makes this year the leap one, a
//   tithi of 25 followed by 5 leaves the leap month to next year.
// - Adhikavara (อธิกวาร, a 30-day 7th month, 355 days): an avoman of 137 or less
//   (126 or less in a 366-day solar year). A year cannot have both: the leap day goes
//   to the year before or after, whichever keeps the weekdays of the New Year days in
//   sequence, and a year whose New Year weekday agrees with neither neighbour starts
//   one lunar day later (Faraut's correction).
// - Months alternate 29 and 30 days from the 5th (29); the New Year falls on the
//   tithi-th day of the 5th month, or of the 6th when the tithi is below 6.
//
// A Thai lunar year here is named by the Gregorian year of its 5th to 12th months
// (CS year + 638); its months 1 to 4 run from November or December of the year
// before. The months are numbered 1-12; the second 8th month of a leap-month year is
// { month: 8, second: true }. Holidays (Office of National Buddhism): Makha Bucha the
// full moon (15th waxing day) of month 3, of month 4 in a leap-month year; Visakha
// Bucha that of month 6, 7 in a leap-month year; Asarnha Bucha that of month 8, of
// the second 8th month in a leap-month year; Khao Phansa (Buddhist Lent) the 1st
// waning day after it.
//
// The Thai government's calendar (ปฏิทินหลวง) is prepared each year by its
// astrologers; it has followed this arithmetic's leap months in every year checked,
// but places the leap day differently in some years, so that a few of its days lie a
// day from the arithmetic's (test/sources/calendars/thai-lunar.test.ts names them).
// A computed day is an estimate until the government announces it.

import { z } from 'zod';
import { daysBetween, yearOf } from '../../core/dates.js';
import { holidayKey } from '../../core/languages.js';
import type { SourceHoliday } from '../../core/types.js';
import { years as yearRange } from '../corrections.js';
import { countryInfo } from '../date-holidays.js';
import {
  addedRow,
  citation,
  countryCode,
  inRange,
  isRuleRow,
  reviewedFile,
  shiftRow,
  type CalendarEngine,
  type LunarDisagreement,
  type Range,
} from './engine.js';

/** The years the module computes (Gregorian years of the lunar years). */
export const THAI_LUNAR_YEARS = { first: 1900, last: 2100 } as const;

export type ThaiYearType = 'normal' | 'leap-day' | 'leap-month';

/** Julian Day Number of horakhun 0 (the day before the CS era's first day, 21 March 638 Julian). */
const ERA_JDN = 1954167;
const SOLAR_NUMERATOR = 292207;
const SOLAR_DENOMINATOR = 800;
const ERA_OFFSET = 373;

type RawType = 'A' | 'B' | 'C' | 'c';
interface CsYear {
  horakhun: number;
  tithi: number;
  /** The weekday of the New Year's day (0..6), by the arithmetic. */
  newYearWeekday: number;
  type: RawType;
  nextNewYearWeekday: number;
  /** The lunar day the New Year falls on (1..30). */
  langsak: number;
  offset: boolean;
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

/** The arithmetic's quantities of CS year `y`, before the neighbours are consulted. */
function rawYear(y: number): CsYear & { avoman: number; kammachaphon: number } {
  const x = SOLAR_NUMERATOR * y + ERA_OFFSET;
  const horakhun = Math.floor(x / SOLAR_DENOMINATOR) + 1;
  const kammachaphon = SOLAR_DENOMINATOR - mod(x, SOLAR_DENOMINATOR);
  const lunarExcess = 11 * horakhun + 650;
  let avoman = mod(lunarExcess, 692);
  let tithi = mod(horakhun + Math.floor(lunarExcess / 692), 30);
  if (avoman === 0) {
    avoman = 692;
    tithi -= 1;
  }
  const langsak = tithi === 0 ? 1 : tithi;
  const newYearWeekday = mod(mod(horakhun, 7) - (langsak < 6 ? langsak + 29 : langsak) + 1, 7);
  const nextTithi = tithiOf(y + 1);
  let type: RawType = tithi > 24 || tithi < 6 ? 'C' : 'A';
  if (tithi === 25 && nextTithi === 5) type = 'A';
  if (tithi === 24 && nextTithi === 6) type = 'C';
  const solarLeap = kammachaphon <= 207;
  if (avoman <= (solarLeap ? 126 : 137)) type = type === 'C' ? 'c' : 'B';
  return {
    horakhun,
    tithi,
    avoman,
    kammachaphon,
    newYearWeekday,
    type,
    nextNewYearWeekday: mod(newYearWeekday + LENGTH_MOD7[type], 7),
    langsak,
    offset: false,
  };
}

function tithiOf(y: number): number {
  const horakhun = Math.floor((SOLAR_NUMERATOR * y + ERA_OFFSET) / SOLAR_DENOMINATOR) + 1;
  const lunarExcess = 11 * horakhun + 650;
  const tithi = mod(horakhun + Math.floor(lunarExcess / 692), 30);
  return mod(lunarExcess, 692) === 0 ? tithi - 1 : tithi;
}

/** Each year type's length in days, modulo 7 (354, 355, 384). */
const LENGTH_MOD7: Record<RawType, number> = { A: 4, B: 5, C: 6, c: 6 };

const settled = new Map<number, CsYear & { type: 'A' | 'B' | 'C'; firstDayOffset: number }>();

/** CS year `y` with its neighbours' corrections: the leap day moved off a leap-month year, Faraut's one-day offset. */
function csYear(y: number): CsYear & { type: 'A' | 'B' | 'C'; firstDayOffset: number } {
  const cached = settled.get(y);
  if (cached) return cached;
  const window = [-2, -1, 0, 1, 2].map((k) => rawYear(y + k));
  for (let i = 1; i <= 3; i++) {
    const year = window[i]!;
    if (year.type !== 'c') continue;
    const other = window[year.newYearWeekday === window[i - 1]!.nextNewYearWeekday ? i + 1 : i - 1]!;
    other.type = 'B';
    other.nextNewYearWeekday = mod(other.nextNewYearWeekday + 1, 7);
  }
  for (let i = 1; i <= 3; i++) {
    const year = window[i]!;
    if (
      window[i - 1]!.nextNewYearWeekday !== year.newYearWeekday &&
      year.nextNewYearWeekday !== window[i + 1]!.newYearWeekday
    ) {
      year.offset = true;
      year.langsak += 1;
      year.newYearWeekday = mod(year.newYearWeekday - 1, 7);
      year.nextNewYearWeekday = mod(year.nextNewYearWeekday - 1, 7);
    }
  }
  const year = window[2]!;
  const type = year.type === 'c' ? 'C' : year.type;
  // Days from the 1st of the 5th month to the New Year's day.
  const firstDayOffset = year.langsak < 6 + (year.offset ? 1 : 0) ? year.langsak + 29 : year.langsak;
  const result = { ...year, type, firstDayOffset };
  settled.set(y, result);
  return result;
}

/** The month lengths of a CS year from its 5th month: 5, 6, 7, 8, (8/8), 9, 10, 11, 12, 1, 2, 3, 4. */
function monthLengths(type: 'A' | 'B' | 'C'): number[] {
  if (type === 'C') return [29, 30, 29, 30, 30, 29, 30, 29, 30, 29, 30, 29, 30];
  return [29, 30, type === 'B' ? 30 : 29, 30, 29, 30, 29, 30, 29, 30, 29, 30];
}

const jdnToIso = (jdn: number) =>
  new Date(Date.UTC(2000, 0, 1) + (jdn - 2451545) * 86_400_000).toISOString().slice(0, 10);

/** The Julian Day Number of the 1st day (1st waxing) of a month of CS year `y`, by its place in the year from the 5th month (0-based). */
function monthStartJdn(y: number, index: number): number {
  const year = csYear(y);
  const lengths = monthLengths(year.type);
  let days = 0;
  for (let i = 0; i < index; i++) days += lengths[i]!;
  return year.horakhun + ERA_JDN + days + 1 - year.firstDayOffset;
}

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < THAI_LUNAR_YEARS.first || year > THAI_LUNAR_YEARS.last) {
    throw new RangeError(`Thai lunar year ${year} is outside ${THAI_LUNAR_YEARS.first}-${THAI_LUNAR_YEARS.last}`);
  }
}

/** Whether the lunar year (named by the Gregorian year of its 5th-12th months) is normal (354 days), has a leap day (355) or a second 8th month (384). */
export function thaiYearType(year: number): ThaiYearType {
  checkYear(year);
  const type = csYear(year - 638).type;
  return type === 'A' ? 'normal' : type === 'B' ? 'leap-day' : 'leap-month';
}

export interface ThaiLunarDate {
  /** The Gregorian year of the lunar year's 5th to 12th months (months 1-4 fall from the November or December before). */
  year: number;
  month: number;
  /** The second 8th month of a leap-month year. */
  second?: boolean;
  /** Waxing (ข้างขึ้น, days 1-15) or waning (ข้างแรม, days 1-14, or 15 in a 30-day month). */
  phase: 'waxing' | 'waning';
  day: number;
}

/** The Gregorian day (YYYY-MM-DD) of a Thai lunar date. */
export function gregorianOfThai(date: ThaiLunarDate): string {
  const { year, month, second = false, phase, day } = date;
  checkYear(year);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`month ${month} is not 1-12`);
  const leapMonth = thaiYearType(year) === 'leap-month';
  if (second && (month !== 8 || !leapMonth)) throw new RangeError(`year ${year} has no second month ${month}`);
  // Months 1-4 end CS year (year - 639); months 5-12 belong to CS year (year - 638).
  const cs = month <= 4 ? year - 639 : year - 638;
  const csLeap = csYear(cs).type === 'C';
  let index = month <= 4 ? month + 7 : month - 5; // 5 → 0 … 12 → 7, 1 → 8 … 4 → 11
  if (csLeap && (month <= 4 || month >= 9 || second)) index += 1;
  const lengths = monthLengths(csYear(cs).type);
  const length = lengths[index]!;
  const dayOfMonth = phase === 'waxing' ? day : 15 + day;
  if (!Number.isInteger(day) || day < 1 || dayOfMonth > length || (phase === 'waxing' && day > 15)) {
    throw new RangeError(
      `${phase} day ${day} does not exist in month ${month}${second ? '/8' : ''} of ${year} (${length} days)`,
    );
  }
  return jdnToIso(monthStartJdn(cs, index) + dayOfMonth - 1);
}

export type ThaiBuddhistDay = 'makha-bucha' | 'visakha-bucha' | 'asarnha-bucha' | 'khao-phansa';
export const THAI_BUDDHIST_DAYS: readonly ThaiBuddhistDay[] = [
  'makha-bucha',
  'visakha-bucha',
  'asarnha-bucha',
  'khao-phansa',
];

/** A Buddhist holy day's lunar date in a year (months 3, 6 and 8 move to 4, 7 and the second 8th in a leap-month year). */
export function thaiBuddhistDate(day: ThaiBuddhistDay, year: number): ThaiLunarDate {
  const leap = thaiYearType(year) === 'leap-month';
  switch (day) {
    case 'makha-bucha':
      return { year, month: leap ? 4 : 3, phase: 'waxing', day: 15 };
    case 'visakha-bucha':
      return { year, month: leap ? 7 : 6, phase: 'waxing', day: 15 };
    case 'asarnha-bucha':
      return { year, month: 8, ...(leap ? { second: true } : {}), phase: 'waxing', day: 15 };
    case 'khao-phansa':
      return { year, month: 8, ...(leap ? { second: true } : {}), phase: 'waning', day: 1 };
  }
}

/** The Gregorian day of a Buddhist holy day in a Gregorian year (each falls in the year its lunar year is named by). */
export function thaiBuddhistDay(day: ThaiBuddhistDay, year: number): string {
  return gregorianOfThai(thaiBuddhistDate(day, year));
}

// ── The engine: the holidays thai.json says a holy day sets ───────────────────
//
// As thai.json says which holy day sets which holiday of which country: the
// library's row nearest the engine's day moves to it, and a year without one
// gains the holiday.

const THAI_SOURCE = 'calendar-buddhist' as const;

/**
 * A holiday a Thai lunar holy day sets (calendars/thai.json): in `years`, the
 * library's rows named `holiday` move to the engine's day, and a year without
 * one gains the holiday (`names`, `type`). The days of the years in
 * `announced` are the ones the cited lists published (the tests hold the
 * engine to them); other years' days are estimates.
 */
const thaiFile = z
  .object({
    about: z.string(),
    entries: z.array(
      z
        .object({
          country: countryCode,
          holiday: z.string().min(1, "must be the library's English name"),
          day: z.enum(THAI_BUDDHIST_DAYS as [ThaiBuddhistDay, ...ThaiBuddhistDay[]], {
            error: `must be one of ${THAI_BUDDHIST_DAYS.join(', ')}`,
          }),
          years: yearRange,
          announced: yearRange.optional(),
          names: z
            .record(z.string(), z.string().min(1))
            .refine((names) => !!names.en, 'must have an English name (en)'),
          type: z.enum(['public', 'bank', 'governmental', 'religious', 'observance']),
          ...citation,
        })
        .strict(),
    ),
  })
  .strict();
export const thaiSchema = thaiFile;
export type ThaiEntry = z.infer<typeof thaiFile>['entries'][number];
const thaiJson = reviewedFile('thai.json', thaiFile);
/** The reviewed entries of thai.json. */
export const thaiEntries = (): readonly ThaiEntry[] => thaiJson.read().entries;

/** How far the engine may move a library row: a lunar month (the library keeps a leap-month year's Visakha Bucha a month early, 4 May 2023). */
const THAI_MAX_SHIFT_DAYS = 40;

/** Moves the library's rows of each reviewed holiday to the Thai lunar calendar's day, and adds the holiday in a year the library lacks it. */
function applyThai(
  country: string,
  entries: readonly ThaiEntry[],
  rows: SourceHoliday[],
  years: Range,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  if (entries.length === 0) return rows;
  const computes = (year: number) => year >= THAI_LUNAR_YEARS.first && year <= THAI_LUNAR_YEARS.last;
  const estimatedIn = (entry: ThaiEntry, year: number) => !inRange(entry.announced ?? { from: 0, to: -1 }, year);
  const record = (key: string, scope: string | null, from: string | null, to: string) =>
    disagreements.push({
      country,
      year: yearOf(to),
      key,
      engine: THAI_SOURCE,
      scope: scope === null ? [] : [scope],
      libraryDate: from,
      engineDate: to,
    });

  // The row of each holiday, year and place nearest the engine's day moves; another row of it that year (the library's second
  // "Vesak Day" of 2022, its day in lieu) stays for the amendments to judge.
  const entryOf = (row: SourceHoliday) => {
    const year = yearOf(row.date);
    return isRuleRow(row) && !row.substitute && computes(year)
      ? entries.find((each) => holidayKey(each.holiday) === row.key && inRange(each.years, year))
      : undefined;
  };
  const nearest = new Map<string, SourceHoliday>();
  for (const row of rows) {
    const entry = entryOf(row);
    if (!entry) continue;
    const id = `${entry.day}|${yearOf(row.date)}|${row.scope}`;
    const date = thaiBuddhistDay(entry.day, yearOf(row.date));
    const best = nearest.get(id);
    if (
      Math.abs(daysBetween(row.date, date)) <= THAI_MAX_SHIFT_DAYS &&
      (!best || Math.abs(daysBetween(row.date, date)) < Math.abs(daysBetween(best.date, date)))
    )
      nearest.set(id, row);
  }
  const chosen = new Set(nearest.values());
  const covered = new Set(nearest.keys());
  const moved = rows.map((row) => {
    const entry = chosen.has(row) ? entryOf(row) : undefined;
    if (!entry) return row;
    const year = yearOf(row.date);
    const date = thaiBuddhistDay(entry.day, year);
    if (date !== row.date) record(row.key, row.scope, row.date, date);
    return {
      ...shiftRow(row, daysBetween(row.date, date), THAI_SOURCE, false),
      ...(estimatedIn(entry, year) ? { estimated: true } : {}),
    };
  });

  const added: SourceHoliday[] = [];
  const info = countryInfo(country);
  for (const entry of entries) {
    const key = holidayKey(entry.names.en!);
    for (let year = Math.max(years.from, entry.years.from); year <= Math.min(years.to, entry.years.to); year++) {
      if (!computes(year) || covered.has(`${entry.day}|${year}|null`)) continue;
      const date = thaiBuddhistDay(entry.day, year);
      added.push(
        addedRow(
          THAI_SOURCE,
          country,
          info,
          null,
          date,
          key,
          { names: entry.names, type: entry.type },
          estimatedIn(entry, year),
        ),
      );
      record(key, null, null, date);
    }
  }
  return [...moved, ...added];
}

export const engine = {
  id: 'thai-lunar',
  computes:
    'the Thai lunar calendar by the Suriyayatra arithmetic (adhikamasa, adhikavara); it sets the holidays thai.json says a Buddhist holy day sets',
  reference:
    'the Buddhist holy days the Thai government and the Bank of Thailand announced, 12 years of 2004–2025 (test/fixtures/calendars/thai-buddhist-days-2004-2025.json)',
  sources: { buddhist: THAI_SOURCE },
  data: [thaiJson],
  entriesOf: (country) => thaiEntries().filter((entry) => entry.country === country),
  apply: ({ country, rows, entries, years, disagreements }) => applyThai(country, entries, rows, years, disagreements),
} satisfies CalendarEngine<ThaiEntry>;
