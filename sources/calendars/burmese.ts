// The Burmese (Myanmar) lunisolar calendar of the modern era (from 1312 ME, 1950),
// by the published arithmetic Yan Naing Aye documents in 'Modern Myanmar
// Calendrical Calculations' (cool-emerald.blogspot.com, 2013-2019; the
// algorithm of his ceMmDateTime), itself the Thandeikta rules as corrected after
// independence. Pure: no clock, no network; the arithmetic imports nothing (the
// engine at the end reads burmese.json through engine.ts). Days are Julian Day
// Numbers inside, `YYYY-MM-DD` outside.
//
// - A solar year is SY = 1577917828/4320000 days (365.2587565), a lunar month
//   LM = 1577917828/53433336 (29.53058795); the Myanmar Era (ME) year Y begins at
//   the Atat time SY·Y + MO, MO = 1954168.050623 (a Julian date).
// - Intercalary month (watat, a second Waso): the excess days ed = SY·(Y + 3739)
//   mod LM (plus LM below the threshold (SY/12 − LM)·(12 − NM)) reach
//   LM − (SY/12 − LM)·NM; the full moon of (second) Waso is round(SY·Y + MO − ed +
//   4.5·LM + WO). The modern era's constants: WO = −0.5, NM = 8; its exceptions
//   (the years the published calendars kept otherwise): 1344 ME watat and 1345 ME
//   not, the full moon of 1377 ME (2015) a day later.
// - A watat year has 30 days more (little watat), or 31 (big watat: a 30-day
//   Nayon) when its second Waso full moon lies 31 days from where a common year
//   would put it (counted from the last watat year's). The year's months count from
//   1 Tagu, 102 days before the first Waso full moon of the common count.
// - Months alternate 29 days (Tagu, Nayon, Wagaung, Thadingyut, Nadaw, Tabodwe)
//   and 30 (Kason, Waso, Tawthalin, Tazaungmon, Pyatho, Tabaung; the first Waso);
//   Nayon has 30 in a big watat year. Day 15 is the full moon, days 16 to 29/30
//   the waning days 1 to 14/15.
// - Thingyan (the water festival) and the new year by the Atat time of the solar
//   year beginning Y: Atat day round(SY·Y + MO), Akya day round(Atat time −
//   2.169918982), the days between them Akyat, Akyo the day before Akya, and the
//   Myanmar New Year's Day the day after Atat.
//
// The government's list of a year's holidays is announced each year: its days off
// for Thingyan are set by the notice (Akyo to New Year's Day at the least, often
// with days before or after), and a full moon on another holiday may be given a
// day early (Tabaung 2021). A computed day is an estimate until a list is on file
// (test/sources/calendars/burmese.test.ts holds the engine to the lists).

import { z } from 'zod';
import { DAY_MS, yearOf } from '../../core/dates.js';
import { holidayKey } from '../../core/languages.js';
import type { SourceHoliday } from '../../core/types.js';
import { years as yearRange } from '../corrections.js';
import { countryInfo } from '../date-holidays.js';
import {
  addEstimatedDay,
  citation,
  countryCode,
  englishNames,
  holidayType,
  inRange,
  reviewedFile,
  type CalendarEngine,
  type LunarDisagreement,
  type Range,
} from './engine.js';

const SOLAR_YEAR = 1577917828 / 4320000;
const LUNAR_MONTH = 1577917828 / 53433336;
const EPOCH = 1954168.050623;
/** The modern era (from 1312 ME): watat offset, months to find the excess days, and the exceptions. */
const ERA = {
  begin: 1312,
  watatOffset: -0.5,
  excessMonths: 8,
  fullMoon: new Map([[1377, 1]]),
  watat: new Map([
    [1344, true],
    [1345, false],
  ]),
};
/** The Akya time before the Atat time in the modern era, in days. */
const AKYA_BEFORE_ATAT = 2.169918982;

/** The Gregorian years the module computes (the modern era's, within the tested range). */
export const BURMESE_YEARS = { first: 1951, last: 2100 } as const;

/** The months of a year, as numbered by the arithmetic: 0 the first Waso of a watat year, 1 Tagu … 12 Tabaung. */
export const BURMESE_MONTHS = [
  'first-waso',
  'tagu',
  'kason',
  'nayon',
  'waso',
  'wagaung',
  'tawthalin',
  'thadingyut',
  'tazaungmon',
  'nadaw',
  'pyatho',
  'tabodwe',
  'tabaung',
] as const;
export type BurmeseMonth = (typeof BURMESE_MONTHS)[number];

export type BurmeseYearType = 'common' | 'little-watat' | 'big-watat';

/** A date of the Myanmar calendar: ME `year`, `month`, `day` 1-30 (15 the full moon); `late` a Tagu or Kason after the year's Tabaung. */
export interface BurmeseDate {
  year: number;
  month: BurmeseMonth;
  day: number;
  late?: boolean;
}

const JDN_UNIX_EPOCH = 2440588;
const dayOfJdn = (jdn: number): string => new Date((jdn - JDN_UNIX_EPOCH) * DAY_MS).toISOString().slice(0, 10);
const jdnOfDay = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS + JDN_UNIX_EPOCH;

const inEra = (year: number) => {
  if (!Number.isInteger(year) || year < ERA.begin || year > BURMESE_YEARS.last - 638)
    throw new RangeError(
      `the Myanmar year ${year} is outside the years computed (${ERA.begin}-${BURMESE_YEARS.last - 638})`,
    );
};

/** Whether ME `year` has a second Waso, and the full moon of its (second) Waso (a JDN; a watat year's only). */
function watatOf(year: number): { watat: boolean; fullMoon: number } {
  const threshold = (SOLAR_YEAR / 12 - LUNAR_MONTH) * (12 - ERA.excessMonths);
  let excess = (SOLAR_YEAR * (year + 3739)) % LUNAR_MONTH;
  if (excess < threshold) excess += LUNAR_MONTH;
  let fullMoon = Math.round(SOLAR_YEAR * year + EPOCH - excess + 4.5 * LUNAR_MONTH + ERA.watatOffset);
  const watat = ERA.watat.get(year) ?? excess >= LUNAR_MONTH - (SOLAR_YEAR / 12 - LUNAR_MONTH) * ERA.excessMonths;
  if (watat) fullMoon += ERA.fullMoon.get(year) ?? 0;
  return { watat, fullMoon };
}

interface YearInfo {
  type: BurmeseYearType;
  /** 1 Tagu, a JDN. */
  tagu1: number;
  length: number;
}

const years = new Map<number, YearInfo>();
/** ME `year`: its type, its 1 Tagu and its length (354, 384 or 385 days); computed once. */
function yearInfo(year: number): YearInfo {
  const cached = years.get(year);
  if (cached) return cached;
  const self = watatOf(year);
  let back = 0;
  let last: { watat: boolean; fullMoon: number };
  do {
    back++;
    last = watatOf(year - back);
  } while (!last.watat && back < 3);
  const type: BurmeseYearType = !self.watat
    ? 'common'
    : Math.floor(((self.fullMoon - last.fullMoon) % 354) / 31) === 1
      ? 'big-watat'
      : 'little-watat';
  const info = {
    type,
    tagu1: last.fullMoon + 354 * back - 102,
    length: type === 'common' ? 354 : type === 'little-watat' ? 384 : 385,
  };
  years.set(year, info);
  return info;
}

/** ME `year`'s type (common, little watat: a second Waso; big watat: and a 30-day Nayon), 1 Tagu and length. */
export function burmeseYear(year: number): { type: BurmeseYearType; tagu1: string; length: number } {
  inEra(year);
  const info = yearInfo(year);
  return { type: info.type, tagu1: dayOfJdn(info.tagu1), length: info.length };
}

/** The days of a month of ME `year`: 30 and 29 alternately, Nayon 30 in a big watat year. */
export function monthLength(year: number, month: BurmeseMonth): number {
  const index = BURMESE_MONTHS.indexOf(month);
  return 30 - (index % 2) + (index === 3 && yearInfo(year).type === 'big-watat' ? 1 : 0);
}

/** The JDN of a Myanmar date (the day count of the arithmetic from 1 Tagu). */
function jdnOf({ year, month, day, late }: BurmeseDate): number {
  const info = yearInfo(year);
  const big = info.type === 'big-watat' ? 1 : 0;
  const common = info.type === 'common' ? 1 : 0;
  let mm = BURMESE_MONTHS.indexOf(month);
  mm += 4 - Math.floor((mm + 15) / 16) * 4 + Math.floor((mm + 12) / 16);
  const count =
    day +
    Math.floor(29.544 * mm - 29.26) -
    common * Math.floor((mm + 11) / 16) * 30 +
    big * Math.floor((mm + 12) / 16) +
    (late ? info.length : 0);
  return count + info.tagu1 - 1;
}

/** The Gregorian day of a Myanmar date. */
export function gregorianOfBurmese(date: BurmeseDate): string {
  inEra(date.year);
  if (date.month === 'first-waso' && yearInfo(date.year).type === 'common')
    throw new RangeError(`the Myanmar year ${date.year} has no first Waso`);
  if (!Number.isInteger(date.day) || date.day < 1 || date.day > monthLength(date.year, date.month))
    throw new RangeError(`${date.month} ${date.year} has no day ${date.day}`);
  return dayOfJdn(jdnOf(date));
}

/** The Myanmar date of a Gregorian day. */
export function burmeseOf(day: string): BurmeseDate {
  const jdn = jdnOfDay(day);
  const year = Math.floor((jdn - 0.5 - EPOCH) / SOLAR_YEAR);
  inEra(year);
  const info = yearInfo(year);
  const big = info.type === 'big-watat' ? 1 : 0;
  const common = info.type === 'common' ? 1 : 0;
  let count = jdn - info.tagu1 + 1;
  const late = Math.floor((count - 1) / info.length);
  count -= late * info.length;
  const a = Math.floor((count + 423) / 512);
  let mm = Math.floor((count - big * a + common * a * 30 + 29.26) / 29.544);
  const e = Math.floor((mm + 12) / 16);
  const f = Math.floor((mm + 11) / 16);
  const md = count - Math.floor(29.544 * mm - 29.26) - big * e + common * f * 30;
  mm += f * 3 - e * 4;
  return { year, month: BURMESE_MONTHS[mm]!, day: md, ...(late ? { late: true } : {}) };
}

/** The Thingyan days of the new year that begins ME `year`: Akyo, Akya, the Akyat days, Atat, New Year's Day. */
export function thingyan(year: number): { akyo: string; akya: string; akyat: string[]; atat: string; newYear: string } {
  inEra(year);
  const atatTime = SOLAR_YEAR * year + EPOCH;
  const atat = Math.round(atatTime);
  const akya = Math.round(atatTime - AKYA_BEFORE_ATAT);
  const akyat: string[] = [];
  for (let jdn = akya + 1; jdn < atat; jdn++) akyat.push(dayOfJdn(jdn));
  return { akyo: dayOfJdn(akya - 1), akya: dayOfJdn(akya), akyat, atat: dayOfJdn(atat), newYear: dayOfJdn(atat + 1) };
}

/** The Gregorian days of `month` `day` in a Gregorian year (none, one or two: a Pyatho may begin in January and December). */
export function burmeseDaysInGregorianYear(month: BurmeseMonth, day: number, gregorianYear: number): string[] {
  const out: string[] = [];
  for (const year of [gregorianYear - 639, gregorianYear - 638]) {
    if (month === 'first-waso' && yearInfo(year).type === 'common') continue;
    if (day > monthLength(year, month)) continue;
    const date = gregorianOfBurmese({ year, month, day });
    if (yearOf(date) === gregorianYear) out.push(date);
  }
  return out;
}

// ── The engine: the holidays burmese.json says a Myanmar date sets ───────────
//
// Each entry puts a holiday on a date of the calendar (a month and day: the full
// moon is day 15, the 10th waning day 25) or on the Thingyan days, from `before`
// days before to `after` days after, in the Gregorian `years` given (those after
// the last announced list on file; the lists' days stay the country's dated
// rules). Every added day is an estimate.

const BURMESE_SOURCE = 'calendar-buddhist' as const;
/** The most days each month has (Nayon 30 in a big watat year). */
const LONGEST = BURMESE_MONTHS.map((_, index) => 30 - (index % 2) + (index === 3 ? 1 : 0));

const burmeseFile = z
  .object({
    about: z.string(),
    entries: z.array(
      z
        .object({
          country: countryCode,
          holiday: z.string().min(1, 'must be the English name of the holiday it sets'),
          on: z.union(
            [
              z.literal('thingyan'),
              z
                .object({
                  month: z.enum(BURMESE_MONTHS, { error: `must be one of ${BURMESE_MONTHS.join(', ')}` }),
                  day: z.number().int().min(1, 'must be a day 1-30').max(30, 'must be a day 1-30'),
                })
                .strict(),
            ],
            { error: 'must be thingyan (Akyo to New Year\u2019s Day) or { month, day } of the Myanmar calendar' },
          ),
          before: z.number().int().min(0).max(10).optional(),
          after: z.number().int().min(0).max(10).optional(),
          years: yearRange,
          names: englishNames,
          type: holidayType,
          note: z.string().optional(),
          ...citation,
        })
        .strict()
        .refine(
          (entry) => entry.on === 'thingyan' || entry.on.day <= LONGEST[BURMESE_MONTHS.indexOf(entry.on.month)]!,
          { message: 'is a day the month never has', path: ['on', 'day'] },
        ),
    ),
  })
  .strict();
export const burmeseSchema = burmeseFile;
export type BurmeseEntry = z.infer<typeof burmeseFile>['entries'][number];
const burmeseJson = reviewedFile('burmese.json', burmeseFile);
/** The reviewed entries of burmese.json. */
export const burmeseEntries = (): readonly BurmeseEntry[] => burmeseJson.read().entries;

const spans = new Map<string, readonly string[]>();
/**
 * The days an entry sets in a Gregorian year (each holiday's first days, those
 * of a span before its first day included, where the span starts in the year),
 * computed once per entry and year.
 */
export function burmeseHolidayDays(
  entry: Pick<BurmeseEntry, 'on' | 'before' | 'after'>,
  gregorianYear: number,
): readonly string[] {
  const id = `${JSON.stringify(entry.on)}|${entry.before ?? 0}|${entry.after ?? 0}|${gregorianYear}`;
  const cached = spans.get(id);
  if (cached) return cached;
  const anchors: { first: string; last: string }[] =
    entry.on === 'thingyan'
      ? [(({ akyo, newYear }) => ({ first: akyo, last: newYear }))(thingyan(gregorianYear - 638))]
      : burmeseDaysInGregorianYear(entry.on.month, entry.on.day, gregorianYear).map((day) => ({
          first: day,
          last: day,
        }));
  const out: string[] = [];
  for (const { first, last } of anchors) {
    const from = jdnOfDay(first) - (entry.before ?? 0);
    const to = jdnOfDay(last) + (entry.after ?? 0);
    for (let jdn = from; jdn <= to; jdn++) out.push(dayOfJdn(jdn));
  }
  spans.set(id, out);
  return out;
}

/** Adds each entry's days in its years (an estimate each), none on a day the country has the holiday already. */
function applyBurmese(
  country: string,
  entries: readonly BurmeseEntry[],
  rows: SourceHoliday[],
  years: Range,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  if (entries.length === 0) return rows;
  const info = countryInfo(country);
  const present = new Set(rows.map((row) => `${row.key}|${row.date}`));
  const added: SourceHoliday[] = [];
  for (const entry of entries) {
    const key = holidayKey(entry.names.en ?? entry.holiday);
    const from = Math.max(years.from, entry.years.from, BURMESE_YEARS.first);
    const to = Math.min(years.to, entry.years.to, BURMESE_YEARS.last);
    for (let year = from; year <= to; year++) {
      for (const date of burmeseHolidayDays(entry, year)) {
        if (!inRange(entry.years, yearOf(date)) || present.has(`${key}|${date}`)) continue;
        present.add(`${key}|${date}`);
        addEstimatedDay({ added, disagreements }, BURMESE_SOURCE, country, info, date, key, {
          names: entry.names,
          type: entry.type,
        });
      }
    }
  }
  return [...rows, ...added];
}

export const engine = {
  id: 'burmese',
  computes:
    "the Myanmar calendar of the modern era by Yan Naing Aye's published arithmetic (watat years, big watat, the era's exceptions), its full moons and the Thingyan days by the Atat time; it adds the holidays burmese.json puts on its dates",
  reference:
    "Myanmar's announced holiday lists 2020-2025 (the dated rules of the country's definition): full moons, Thadingyut, Tazaungdaing, National Day, Kayin New Year and Thingyan (test/sources/calendars/burmese.test.ts)",
  sources: { buddhist: BURMESE_SOURCE },
  data: [burmeseJson],
  entriesOf: (country) => burmeseEntries().filter((entry) => entry.country === country),
  apply: ({ country, rows, entries, years, disagreements }) =>
    applyBurmese(country, entries, rows, years, disagreements),
} satisfies CalendarEngine<BurmeseEntry>;
