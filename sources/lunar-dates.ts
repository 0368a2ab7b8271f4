// The calendar engines decide the lunar dates of date-holidays' rows, before
// reconciliation with the official feeds (which still win where they cover a
// year). Pure: one country's rows in, rows and disagreements out.
//
// - Islamic: a row whose library rule names a Hijri day (`1 Shawwal P3D`)
//   takes its day from the country's reckoning (calendars/reckoning.json): a
//   date announced for that year (calendars/announced.json) first, which
//   confirms the day (`estimated` dropped); else, for an `umalqura` country,
//   ICU's Umm al-Qura date (1420–1450 AH only, where ICU is checked), and for
//   a `crescent` country the month begun by the crescent's first visibility
//   at its place (calendars/crescent.ts), both still estimates. Every row of the occurrence
//   (each day of a `P3D` holiday, a day off it moved to, a substitute) moves by
//   the same number of days. Rules that move by weekday (`… if sunday then next
//   monday`) are left to the library: the move would need recomputing.
// - Announced days of other holidays (Thailand's Buddhist days) the same way.
// - Sri Lanka's Poya days: from calendars/poya.ts by the month each row names;
//   a leap month's Poya ("Adhi …") is added or dropped as the year has it, and
//   "Day following Vesak …" follows Vesak.
// - Chinese-calendar rules (`chinese 08-0-15`): checked against
//   calendars/chinese.ts; where they disagree, the engine's day is used.
// - Spans the law sets otherwise than the library's rule (calendars/spans.json:
//   Korea's Seollal is the day before the lunar new year, the day and the day
//   after): every row of the rule moves by the reviewed number of days.
// - Hindu lunisolar festivals (calendars/hindu.ts), as calendars/hindu.json
//   says which festival sets which holiday of which country, at which place:
//   the library's rows of that holiday move to the engine's day, or, where the
//   library has none, the engine adds the holiday's rows.
// - Bikram Sambat dates (calendars/bikram-sambat.ts), as calendars/bikram-sambat.json
//   says which holiday of which country falls on which month and day, in which
//   of the calendar's years: the engine adds the holiday's rows (estimates).
// - Thai lunar Buddhist days (calendars/thai-lunar.ts), as calendars/thai.json
//   says which holy day sets which holiday of which country: the same, moved
//   or added.
// Each day changed is one disagreement (the library's day, the engine's).

import { addDays, daysBetween, DAY_MS, isTimeZone, yearOf, zonedMidnight } from '../core/dates.js';
import { holidayKey } from '../core/languages.js';
import type { HolidayType, SourceHoliday } from '../core/types.js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Holidays from 'date-holidays';
import { bsDaysInGregorianYear, bsOf } from './calendars/bikram-sambat.js';
import { chineseToGregorian, CHINESE_YEARS } from './calendars/chinese.js';
import {
  CRITERIA,
  gregorianOfCrescent,
  hijriOfCrescent,
  type CrescentCriterion,
  type Place,
} from './calendars/crescent.js';
import {
  FESTIVALS,
  festivalDays,
  HINDU_YEARS,
  type FestivalName,
  type Place as HinduPlace,
} from './calendars/hindu.js';
import { gregorianOf, hijriOf, type HijriDate, type IslamicReckoning } from './calendars/islamic.js';
import { z } from 'zod';
import { poyaDaysInYear, type PoyaDay } from './calendars/poya.js';
import { solarDayNear, type SolarCalendar } from './calendars/solar.js';
import { THAI_BUDDHIST_DAYS, THAI_LUNAR_YEARS, thaiBuddhistDay, type ThaiBuddhistDay } from './calendars/thai-lunar.js';
import { countryInfo, hijriDateOfRule, libraryRuleOf, RULE_SOURCES } from './date-holidays.js';
import { years as yearRange } from './corrections.js';

export const ENGINES = {
  islamic: 'calendar-islamic',
  crescent: 'calendar-crescent',
  announced: 'calendar-announced',
  buddhist: 'calendar-buddhist',
  chinese: 'calendar-chinese',
  spans: 'calendar-spans',
  solar: 'calendar-solar',
  hindu: 'calendar-hindu',
  bikramSambat: 'calendar-bikram-sambat',
} as const;
export type EngineId = (typeof ENGINES)[keyof typeof ENGINES];

export const provenance = {
  homepage: "this project's calendar engines and their reviewed tables",
  licence: "this project's licence (LICENSE)",
  attribution: "this project's calendar engines",
};

export type Reckoning = IslamicReckoning | 'crescent' | 'announced';

/** Where and by which criterion a `crescent` country's months are estimated. */
export interface CrescentSighting {
  place: Place & { name: string };
  criterion: CrescentCriterion;
}

export interface Announced {
  country: string;
  holiday: string;
  date: string;
  source: string;
  /** Where the announcement can be read. */
  url?: string;
}

export interface LunarOptions {
  reckoning?: Reckoning;
  /** For the `crescent` reckoning. */
  crescent?: CrescentSighting;
  announced?: readonly Announced[];
  /** The years the rows are for (an engine that adds a holiday adds it in these); by default those of the rows. */
  years?: { from: number; to: number };
}

/** One day the engines changed: the library's day (null: the engine added it) and the engine's (null: dropped). */
export interface LunarDisagreement {
  country: string;
  year: number;
  key: string;
  engine: EngineId;
  scope: string[];
  libraryDate: string | null;
  engineDate: string | null;
}

const dataText = (name: string) => readFileSync(new URL(`./calendars/${name}`, import.meta.url), 'utf8');
const readJson = (name: string): unknown => JSON.parse(dataText(name));
/** The reviewed data's version: the first 12 hex digits of the sha256 of reckoning.json, announced.json, spans.json, dates.json, hindu.json, bikram-sambat.json and thai.json. */
export const dataVersion = createHash('sha256')
  .update(dataText('reckoning.json'))
  .update(dataText('announced.json'))
  .update(dataText('spans.json'))
  .update(dataText('dates.json'))
  .update(dataText('hindu.json'))
  .update(dataText('bikram-sambat.json'))
  .update(dataText('thai.json'))
  .digest('hex')
  .slice(0, 12);

const REASON =
  'must say, citing the law, decree, official calendar or announcement, how the country fixes its Hijri days (40 characters at least)';
const CITATION = 'must cite the announcement or official calendar it rests on (20 characters at least)';
const reckoningEntry = z.discriminatedUnion(
  'reckoning',
  [
    z
      .object({
        reckoning: z.enum(['umalqura', 'civil', 'tbla', 'announced']),
        reason: z.string({ error: REASON }).min(40, REASON),
      })
      .strict(),
    z
      .object({
        reckoning: z.literal('crescent'),
        reason: z.string({ error: REASON }).min(40, REASON),
        place: z
          .object({
            name: z.string().min(1, 'must name the place'),
            lat: z.number().min(-60).max(60),
            lon: z.number().min(-180).max(180),
            zone: z.string().refine(isTimeZone, 'is not an IANA time zone'),
          })
          .strict(),
        criterion: z.enum(Object.keys(CRITERIA) as [CrescentCriterion, ...CrescentCriterion[]], {
          error: `must be one of ${Object.keys(CRITERIA).join(', ')}`,
        }),
      })
      .strict(),
  ],
  { error: 'must be one of umalqura, civil, tbla, crescent, announced' },
);
const reckoningFile = z
  .object({
    about: z.string(),
    countries: z.record(z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'), reckoningEntry),
  })
  .strict();
const announcedFile = z
  .object({
    about: z.string().optional(),
    entries: z.array(
      z
        .object({
          country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
          holiday: z.string().min(1, "must be the library's English name"),
          date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day YYYY-MM-DD'),
          source: z.string({ error: CITATION }).min(20, CITATION),
          url: z.url().optional(),
        })
        .strict(),
    ),
  })
  .strict();

/** A reviewed file read against its schema; a wrong entry stops the build naming the file and the field. */
export function parseReviewed<T>(name: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
  throw new Error(`sources/calendars/${name}: ${lines.join('; ')}`);
}
export const reckoningSchema = reckoningFile;
export const announcedSchema = announcedFile;

export type ReckoningEntry = z.infer<typeof reckoningEntry>;
export const RECKONINGS: Readonly<Record<string, ReckoningEntry>> = parseReviewed(
  'reckoning.json',
  reckoningFile,
  readJson('reckoning.json'),
).countries;
export const ANNOUNCED: readonly Announced[] = parseReviewed(
  'announced.json',
  announcedFile,
  readJson('announced.json'),
).entries;

/**
 * A holiday whose statutory days lie elsewhere than the library's rule puts
 * them (calendars/spans.json): each row of the rule moves `shift` days, or,
 * with `copy`, stays and gains a day `shift` days away; in `years` only
 * (`2025-`, `2014-2024`), else every year.
 */
export interface Span {
  country: string;
  holiday: string;
  rule: string;
  shift: number;
  copy?: boolean;
  years?: string;
  source: string;
  url?: string;
}
export const SPANS: readonly (Span & { range?: { from: number; to: number } })[] = (
  readJson('spans.json') as { entries: Span[] }
).entries.map((span) => (span.years === undefined ? span : { ...span, range: yearRange.parse(span.years) }));

/** A holiday whose day is a date of a solar calendar (calendars/dates.json): Ethiopia's Enkutatash is 1 Meskerem. */
export interface SolarDate {
  country: string;
  holiday: string;
  calendar: SolarCalendar;
  month: number;
  day: number;
  source: string;
  url?: string;
}
export const SOLAR_DATES: readonly SolarDate[] = (readJson('dates.json') as { entries: SolarDate[] }).entries;

/**
 * A holiday a Hindu festival sets (calendars/hindu.json): in `years` (all
 * when absent), the library's rows named `holiday` move to the festival's
 * day at `place`, or, with `add`, the engine adds the holiday (the library
 * has none). The days of the years in `announced` are the ones the cited
 * lists published (the tests hold the engine to them); other years' days are
 * estimates.
 */
export interface HinduEntry {
  country: string;
  holiday: string;
  festival: FestivalName;
  place: string;
  years?: string;
  announced?: string;
  add?: { names: Record<string, string>; type: HolidayType; subdivisions?: string[] };
  /** Days from the festival's day to the holiday's (1: the day after it). */
  shift?: number;
  note?: string;
  source: string;
  url?: string;
}
type Range = { from: number; to: number };
const hinduData = readJson('hindu.json') as {
  places: Record<string, HinduPlace & { source: string }>;
  entries: HinduEntry[];
};
/** The reference places of calendars/hindu.json, by name. */
export const HINDU_PLACES: Readonly<Record<string, HinduPlace & { source: string }>> = hinduData.places;
export const HINDU: readonly (HinduEntry & { range?: Range; announcedRange?: Range })[] = hinduData.entries.map(
  (entry) => {
    if (!(entry.festival in FESTIVALS))
      throw new Error(`calendars/hindu.json: ${entry.country} ${entry.holiday}: unknown festival "${entry.festival}"`);
    if (!HINDU_PLACES[entry.place])
      throw new Error(`calendars/hindu.json: ${entry.country} ${entry.holiday}: unknown place "${entry.place}"`);
    return {
      ...entry,
      ...(entry.years === undefined ? {} : { range: yearRange.parse(entry.years) }),
      ...(entry.announced === undefined ? {} : { announcedRange: yearRange.parse(entry.announced) }),
    };
  },
);
const inRange = (range: Range | undefined, year: number) => !range || (year >= range.from && year <= range.to);

/** The most days each month has (Baisakh first): Baisakh 30-31, Jestha to Bhadra 30-32, Asoj 30-31, Kartik to Falgun 29-30, Chaitra 30-31. */
const BS_LONGEST_MONTH = [31, 32, 32, 32, 32, 31, 30, 30, 30, 30, 30, 31];
const HOLIDAY_TYPES = ['public', 'bank', 'governmental', 'religious', 'observance'] as const;
const bikramSambatFile = z
  .object({
    title: z.string(),
    entries: z.array(
      z
        .object({
          country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
          holiday: z.string().min(1, 'must name the holiday in English'),
          month: z
            .number()
            .int()
            .min(1, 'must be a month 1-12 (Baisakh to Chaitra)')
            .max(12, 'must be a month 1-12 (Baisakh to Chaitra)'),
          day: z.number().int().min(1, 'must be a day 1-32').max(32, 'must be a day 1-32'),
          years: z
            .string()
            .regex(/^\d{4}-(\d{4})?$/, 'must be the Bikram Sambat years it holds in, such as 2084- or 2084-2090'),
          add: z
            .object({
              names: z
                .record(z.string(), z.string().min(1))
                .refine((names) => typeof names.en === 'string', 'must give an English name (en)'),
              type: z.enum(HOLIDAY_TYPES, { error: `must be one of ${HOLIDAY_TYPES.join(', ')}` }),
            })
            .strict(),
          note: z.string().optional(),
          source: z.string({ error: CITATION }).min(20, CITATION),
          url: z.url().optional(),
        })
        .strict()
        .refine((entry) => entry.day <= BS_LONGEST_MONTH[entry.month - 1]!, {
          message: 'is a day the month never has',
          path: ['day'],
        }),
    ),
  })
  .strict();
export const bikramSambatSchema = bikramSambatFile;
export type BikramSambatEntry = z.infer<typeof bikramSambatFile>['entries'][number];
/**
 * A holiday on a date of the Bikram Sambat calendar (calendars/bikram-sambat.json):
 * in the calendar's `years` (`2084-`: from 1 Baisakh 2084), the engine adds
 * the holiday on `month` `day`, an estimate until the year's announcement is
 * on file (as a dated rule of the country, whose years the entry leaves out).
 */
export const BIKRAM_SAMBAT: readonly (BikramSambatEntry & { range: Range })[] = parseReviewed(
  'bikram-sambat.json',
  bikramSambatFile,
  readJson('bikram-sambat.json'),
).entries.map((entry) => {
  const [from, to] = entry.years.split('-');
  return { ...entry, range: { from: Number(from), to: to ? Number(to) : Number.POSITIVE_INFINITY } };
});
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
          country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
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
          source: z.string({ error: CITATION }).min(20, CITATION),
          url: z.url().optional(),
        })
        .strict(),
    ),
  })
  .strict();
export const thaiSchema = thaiFile;
export type ThaiEntry = z.infer<typeof thaiFile>['entries'][number];
export const THAI: readonly ThaiEntry[] = parseReviewed('thai.json', thaiFile, readJson('thai.json')).entries;

/** Whether a span applies in a year. */
const spanCovers = (span: (typeof SPANS)[number], year: number) =>
  !span.range || (year >= span.range.from && year <= span.range.to);

/** The reckoning and announced days of a country, from the reviewed files. */
export function optionsOf(country: string): LunarOptions {
  const entry = RECKONINGS[country];
  return {
    reckoning: entry?.reckoning,
    ...(entry?.reckoning === 'crescent' ? { crescent: { place: entry.place, criterion: entry.criterion } } : {}),
    announced: ANNOUNCED.filter((each) => each.country === country),
  };
}

const shiftRow = (row: SourceHoliday, days: number, engine: EngineId, estimated: boolean): SourceHoliday => {
  const moved: SourceHoliday = {
    ...row,
    date: addDays(row.date, days),
    ...(row.observed ? { observed: addDays(row.observed, days) } : {}),
    ...(row.substituteFor ? { substituteFor: addDays(row.substituteFor, days) } : {}),
    start: new Date(Date.parse(row.start) + days * DAY_MS).toISOString(),
    end: new Date(Date.parse(row.end) + days * DAY_MS).toISOString(),
    contributors: [...new Set([...(row.contributors ?? []), engine])].sort(),
  };
  if (!estimated) delete moved.estimated;
  return moved;
};

/** A rule that moves by weekday or is a substitute rule: its days follow from the weekday, not a fixed offset. */
const MOVES_BY_WEEKDAY = /\bif\b|^substitutes\b/i;

// The library's own day of a Hijri date, per year (to find which occurrence a row belongs to).
const libraryDays = new Map<string, string[]>();
function libraryHijriDays(month: number, day: number, year: number): string[] {
  const cacheKey = `${month}|${day}|${year}`;
  let days = libraryDays.get(cacheKey);
  if (!days) {
    const names = [
      'Muharram',
      'Safar',
      'Rabi al-awwal',
      'Rabi al-thani',
      'Jumada al-awwal',
      'Jumada al-thani',
      'Rajab',
      'Shaban',
      'Ramadan',
      'Shawwal',
      'Dhu al-Qidah',
      'Dhu al-Hijjah',
    ];
    const scratch = new Holidays();
    scratch.setHoliday(`${day} ${names[month - 1]}`, { name: { en: 'base' }, type: 'public' });
    days = scratch.getHolidays(year).map((holiday) => holiday.date.slice(0, 10));
    libraryDays.set(cacheKey, days);
  }
  return days;
}

/**
 * The Umm al-Qura years where ICU is checked against the published table
 * (sources/calendars/README.md): outside them ICU's months may start a day
 * off, so the library's day stays.
 */
export const CHECKED_UMALQURA_YEARS = { first: 1420, last: 1450 } as const;

/** A Hijri calendar both ways: ICU's reckonings, or the crescent at a place. */
interface HijriCalendar {
  hijriOf(date: string): HijriDate;
  gregorianOf(hijri: HijriDate): string;
}
function calendarOf(reckoning: IslamicReckoning | 'crescent', crescent?: CrescentSighting): HijriCalendar {
  if (reckoning !== 'crescent')
    return { hijriOf: (date) => hijriOf(date, reckoning), gregorianOf: (hijri) => gregorianOf(hijri, reckoning) };
  if (!crescent) throw new Error('the crescent reckoning needs a place and a criterion (calendars/reckoning.json)');
  return {
    hijriOf: (date) => hijriOfCrescent(date, crescent.place, crescent.criterion),
    gregorianOf: (hijri) => gregorianOfCrescent(hijri, crescent.place, crescent.criterion),
  };
}

/** The day of a Hijri date in a reckoning nearest to `near` (a 30th a month lacks: the next month's 1st as the library reads it, or under the crescent the month's last day). */
function reckonedDay(
  month: number,
  day: number,
  near: string,
  reckoning: IslamicReckoning | 'crescent',
  crescent?: CrescentSighting,
): string | null {
  const calendar = calendarOf(reckoning, crescent);
  try {
    const { year } = calendar.hijriOf(near);
    if (reckoning === 'umalqura' && (year < CHECKED_UMALQURA_YEARS.first || year > CHECKED_UMALQURA_YEARS.last))
      return null;
    let best: string | null = null;
    for (const y of [year - 1, year, year + 1]) {
      let date: string;
      try {
        date = calendar.gregorianOf({ year: y, month, day });
      } catch (error) {
        if (day !== 30 || !(error instanceof RangeError)) throw error;
        // ICU's reckonings keep the library's reading (SA's days stay the library's); under the crescent a 30th
        // is the month's last day, as Iran keeps Imam Reza's martyrdom ("30 Safar") on 29 Safar in a short Safar.
        date =
          reckoning === 'crescent'
            ? calendar.gregorianOf({ year: y, month, day: 29 })
            : calendar.gregorianOf({ year: month === 12 ? y + 1 : y, month: (month % 12) + 1, day: 1 });
      }
      if (!best || Math.abs(daysBetween(near, date)) < Math.abs(daysBetween(near, best))) best = date;
    }
    return best && Math.abs(daysBetween(near, best)) <= 3 ? best : null;
  } catch (error) {
    if (error instanceof RangeError) return null; // outside the engine's years: the library's day stays
    throw error;
  }
}

interface Occurrence {
  rows: SourceHoliday[];
  /** The library's first day of the holiday. */
  base: string;
}

/** The engines' dates for one country's date-holidays rows. */
export function applyLunarDates(
  country: string,
  rows: readonly SourceHoliday[],
  options: LunarOptions = optionsOf(country),
  ruleOf: (row: SourceHoliday) => string | undefined = libraryRuleOf,
): { rows: SourceHoliday[]; disagreements: LunarDisagreement[] } {
  const disagreements: LunarDisagreement[] = [];
  const replaced = new Map<SourceHoliday, SourceHoliday[]>();
  const announced = options.announced ?? [];

  // Occurrences: the rows of one holiday, place and library day (its first day).
  const occurrences = new Map<string, Occurrence>();
  for (const row of rows) {
    if (!RULE_SOURCES.has(row.source)) continue;
    const rule = ruleOf(row) ?? '';
    const hijri = hijriDateOfRule(rule);
    const announcedHere = announced.some((entry) => holidayKey(entry.holiday) === row.key);
    if (!hijri && !announcedHere) continue;
    if (MOVES_BY_WEEKDAY.test(rule)) continue;
    let base = row.date;
    if (hijri) {
      const year = yearOf(row.date);
      const candidates = [year - 1, year, year + 1]
        .flatMap((y) => libraryHijriDays(hijri.month, hijri.day, y))
        .filter((day) => day <= row.date && daysBetween(day, row.date) <= 6);
      if (candidates.length === 0) continue;
      base = candidates.sort().at(-1)!;
    }
    const id = `${row.scope}|${row.key}|${rule}|${base}`;
    const occurrence = occurrences.get(id);
    if (occurrence) occurrence.rows.push(row);
    else occurrences.set(id, { rows: [row], base });
  }

  const moved = new Map<
    string,
    { key: string; from: string; to: string; engine: EngineId; scopes: (string | null)[] }
  >();
  for (const { rows: its, base } of occurrences.values()) {
    const first = its[0]!;
    const rule = ruleOf(first) ?? '';
    const hijri = hijriDateOfRule(rule);
    const entry = announced.find(
      (each) => holidayKey(each.holiday) === first.key && Math.abs(daysBetween(base, each.date)) <= 3,
    );
    let target: string | null = null;
    let engine: EngineId = ENGINES.announced;
    if (entry) target = entry.date;
    else if (hijri && options.reckoning && options.reckoning !== 'announced') {
      target = reckonedDay(hijri.month, hijri.day, base, options.reckoning, options.crescent);
      engine = options.reckoning === 'crescent' ? ENGINES.crescent : ENGINES.islamic;
    }
    if (target === null) continue;
    const days = daysBetween(base, target);
    const estimated = !entry && its.some((row) => row.estimated === true);
    if (days === 0 && !entry) continue;
    const shifted = its.map((row) => (days === 0 ? confirm(row, engine) : shiftRow(row, days, engine, estimated)));
    for (const row of its) replaced.set(row, []);
    replaced.set(first, shifted);
    if (days !== 0) {
      const id = `${first.key}|${base}|${target}`;
      const line = moved.get(id);
      if (line) line.scopes.push(first.scope);
      else moved.set(id, { key: first.key, from: base, to: target, engine, scopes: [first.scope] });
    }
  }
  for (const line of moved.values()) {
    disagreements.push({
      country,
      year: yearOf(line.to),
      key: line.key,
      engine: line.engine,
      scope: scopeOf(line.scopes),
      libraryDate: line.from,
      engineDate: line.to,
    });
  }

  let out = rows.flatMap((row) => replaced.get(row) ?? [row]);
  if (country === 'LK') out = applyPoya(country, out, disagreements);
  out = applyChinese(country, out, ruleOf, disagreements);
  out = applySpans(country, out, ruleOf, disagreements);
  out = applySolarDates(country, out, disagreements);
  out = applyHindu(country, out, options.years ?? yearsOfRows(rows), disagreements);
  out = applyBikramSambat(country, out, options.years ?? yearsOfRows(rows), disagreements);
  out = applyThai(country, out, options.years ?? yearsOfRows(rows), disagreements);
  return { rows: out, disagreements };
}

const yearsOfRows = (rows: readonly SourceHoliday[]) => {
  const years = rows.map((row) => yearOf(row.date));
  return { from: Math.min(...years), to: Math.max(...years) };
};

// ── Hindu festivals ───────────────────────────────────────────────────────────

/** How far the engine may move a library row: a lunar month (a Tamil festival the library put in the wrong month, LK's Mahasivarathri 2010). */
const HINDU_MAX_SHIFT_DAYS = 40;

/** The festival days of a year, computed once per festival, year and place (the engine caches them). */
function hinduDays(entry: (typeof HINDU)[number], year: number): string[] {
  if (year < HINDU_YEARS.first || year > HINDU_YEARS.last) return [];
  const days = festivalDays(entry.festival, year, HINDU_PLACES[entry.place]!);
  return entry.shift ? days.map((day) => addDays(day, entry.shift!)) : days;
}

/** Moves the library's rows of each reviewed holiday to the festival's day, or adds the holiday where the library has none. */
function applyHindu(
  country: string,
  rows: SourceHoliday[],
  years: Range,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  const entries = HINDU.filter((entry) => entry.country === country);
  if (entries.length === 0) return rows;
  const estimatedIn = (entry: (typeof HINDU)[number], date: string) =>
    !inRange(entry.announcedRange ?? { from: 0, to: -1 }, yearOf(date));
  const record = (key: string, scope: string | null, from: string | null, to: string) =>
    disagreements.push({
      country,
      year: yearOf(to),
      key,
      engine: ENGINES.hindu,
      scope: scope === null ? [] : [scope],
      libraryDate: from,
      engineDate: to,
    });

  const moved = rows.map((row) => {
    const entry =
      RULE_SOURCES.has(row.source) && !row.substitute
        ? entries.find(
            (each) => !each.add && holidayKey(each.holiday) === row.key && inRange(each.range, yearOf(row.date)),
          )
        : undefined;
    if (!entry) return row;
    const year = yearOf(row.date);
    const date = [year - 1, year, year + 1]
      .flatMap((each) => hinduDays(entry, each))
      .filter((day) => Math.abs(daysBetween(row.date, day)) <= HINDU_MAX_SHIFT_DAYS)
      .sort((a, b) => Math.abs(daysBetween(row.date, a)) - Math.abs(daysBetween(row.date, b)))[0];
    if (!date) return row;
    if (date !== row.date) record(row.key, row.scope, row.date, date);
    return {
      ...shiftRow(row, daysBetween(row.date, date), ENGINES.hindu, false),
      ...(estimatedIn(entry, date) ? { estimated: true } : {}),
    };
  });

  const added: SourceHoliday[] = [];
  const info = entries.some((entry) => entry.add) ? countryInfo(country) : undefined;
  for (const entry of entries) {
    if (!entry.add) continue;
    const key = holidayKey(entry.add.names.en ?? entry.holiday);
    for (
      let year = Math.max(years.from, entry.range?.from ?? years.from);
      year <= Math.min(years.to, entry.range?.to ?? years.to);
      year++
    ) {
      for (const date of hinduDays(entry, year)) {
        for (const scope of entry.add.subdivisions?.length ? entry.add.subdivisions : [null]) {
          added.push(addedRow(ENGINES.hindu, country, info!, scope, date, key, entry.add, estimatedIn(entry, date)));
          record(key, scope, null, date);
        }
      }
    }
  }
  return [...moved, ...added];
}

/** A row an engine adds: a whole day at the country's first time zone. */
function addedRow(
  engine: EngineId,
  country: string,
  info: { timezones: string[]; languages: string[] },
  scope: string | null,
  date: string,
  key: string,
  add: { names: Record<string, string>; type: HolidayType },
  estimated: boolean,
): SourceHoliday {
  const timezone = info.timezones[0] ?? 'UTC';
  return {
    source: engine,
    country,
    scope,
    date,
    substitute: false,
    key,
    names: { ...add.names },
    localLanguage: info.languages[0] ?? 'en',
    type: add.type,
    start: zonedMidnight(date, timezone),
    end: zonedMidnight(addDays(date, 1), timezone),
    timezone,
    ...(estimated ? { estimated: true } : {}),
  };
}

// ── Bikram Sambat ─────────────────────────────────────────────────────────────

/**
 * Adds the holidays of calendars/bikram-sambat.json: each Gregorian year of
 * the build, the day of the entry's month and day in the calendar's years it
 * holds in; every one an estimate.
 */
function applyBikramSambat(
  country: string,
  rows: SourceHoliday[],
  years: Range,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  const entries = BIKRAM_SAMBAT.filter((entry) => entry.country === country);
  if (entries.length === 0) return rows;
  const info = countryInfo(country);
  const added: SourceHoliday[] = [];
  for (const entry of entries) {
    const key = holidayKey(entry.add.names.en ?? entry.holiday);
    for (let year = years.from; year <= years.to; year++) {
      for (const date of bsDaysInGregorianYear(entry.month, entry.day, year)) {
        if (!inRange(entry.range, bsOf(date).year)) continue;
        added.push(addedRow(ENGINES.bikramSambat, country, info, null, date, key, entry.add, true));
        disagreements.push({
          country,
          year,
          key,
          engine: ENGINES.bikramSambat,
          scope: [],
          libraryDate: null,
          engineDate: date,
        });
      }
    }
  }
  return [...rows, ...added];
}

// ── Thai lunar Buddhist days ──────────────────────────────────────────────────

/** How far the engine may move a library row: a lunar month (the library keeps a leap-month year's Visakha Bucha a month early, 4 May 2023). */
const THAI_MAX_SHIFT_DAYS = 40;

/** Moves the library's rows of each reviewed holiday to the Thai lunar calendar's day, and adds the holiday in a year the library lacks it. */
function applyThai(
  country: string,
  rows: SourceHoliday[],
  years: Range,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  const entries = THAI.filter((entry) => entry.country === country);
  if (entries.length === 0) return rows;
  const computes = (year: number) => year >= THAI_LUNAR_YEARS.first && year <= THAI_LUNAR_YEARS.last;
  const estimatedIn = (entry: ThaiEntry, year: number) => !inRange(entry.announced ?? { from: 0, to: -1 }, year);
  const record = (key: string, scope: string | null, from: string | null, to: string) =>
    disagreements.push({
      country,
      year: yearOf(to),
      key,
      engine: ENGINES.buddhist,
      scope: scope === null ? [] : [scope],
      libraryDate: from,
      engineDate: to,
    });

  // The row of each holiday, year and place nearest the engine's day moves; another row of it that year (the library's second
  // "Vesak Day" of 2022, its day in lieu) stays for the amendments to judge.
  const entryOf = (row: SourceHoliday) => {
    const year = yearOf(row.date);
    return RULE_SOURCES.has(row.source) && !row.substitute && computes(year)
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
      ...shiftRow(row, daysBetween(row.date, date), ENGINES.buddhist, false),
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
          ENGINES.buddhist,
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

/** Puts every row of a holiday dated by a solar calendar (calendars/dates.json) on that calendar's day nearest to it. */
function applySolarDates(country: string, rows: SourceHoliday[], disagreements: LunarDisagreement[]): SourceHoliday[] {
  const dated = SOLAR_DATES.filter((entry) => entry.country === country);
  if (dated.length === 0) return rows;
  return rows.map((row) => {
    const entry =
      RULE_SOURCES.has(row.source) && !row.substitute
        ? dated.find((each) => holidayKey(each.holiday) === row.key)
        : undefined;
    if (!entry) return row;
    const date = solarDayNear(entry.calendar, entry.month, entry.day, row.date);
    if (date === row.date) return row;
    disagreements.push({
      country,
      year: yearOf(date),
      key: row.key,
      engine: ENGINES.solar,
      scope: row.scope === null ? [] : [row.scope],
      libraryDate: row.date,
      engineDate: date,
    });
    return shiftRow(row, daysBetween(row.date, date), ENGINES.solar, row.estimated === true);
  });
}

/** Moves (or adds to) every row of a rule whose statutory days lie elsewhere (calendars/spans.json); one disagreement per day and place. */
function applySpans(
  country: string,
  rows: SourceHoliday[],
  ruleOf: (row: SourceHoliday) => string | undefined,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  const spans = SPANS.filter((span) => span.country === country);
  if (spans.length === 0) return rows;
  return rows.flatMap((row) => {
    const span =
      RULE_SOURCES.has(row.source) && !row.substitute
        ? spans.find(
            (each) =>
              each.rule === ruleOf(row) && holidayKey(each.holiday) === row.key && spanCovers(each, yearOf(row.date)),
          )
        : undefined;
    if (!span) return [row];
    const moved = shiftRow(row, span.shift, ENGINES.spans, row.estimated === true);
    disagreements.push({
      country,
      year: yearOf(moved.date),
      key: row.key,
      engine: ENGINES.spans,
      scope: row.scope === null ? [] : [row.scope],
      libraryDate: span.copy ? null : row.date,
      engineDate: moved.date,
    });
    return span.copy ? [row, moved] : [moved];
  });
}

const confirm = (row: SourceHoliday, engine: EngineId): SourceHoliday => {
  const confirmed: SourceHoliday = { ...row, contributors: [...new Set([...(row.contributors ?? []), engine])].sort() };
  delete confirmed.estimated;
  return confirmed;
};

const scopeOf = (scopes: readonly (string | null)[]) =>
  scopes.includes(null) ? [] : [...new Set(scopes as string[])].sort();

// ── Sri Lanka's Poya days ─────────────────────────────────────────────────────

/** `Adhi Poson Full Moon Poya Day` → { month: 'Poson', adhi: true }; the library spells Medin `Madin`. */
const POYA_NAME = /^(Adhi )?(\w+) Full Moon Poya Day$/;
const SPELLING: Record<string, string> = { Madin: 'Medin' };
const DAY_AFTER_VESAK = /^Day following Vesak Full Moon Poya Day$/;
const WITH_VESAK = /^(.+) and Vesak Full Moon Poya Day$/;

function applyPoya(country: string, rows: SourceHoliday[], disagreements: LunarDisagreement[]): SourceHoliday[] {
  const poyaOf = (row: SourceHoliday) => {
    const match = RULE_SOURCES.has(row.source) ? POYA_NAME.exec(row.names.en ?? '') : null;
    return match ? { month: SPELLING[match[2]!] ?? match[2]!, adhi: !!match[1] } : null;
  };
  const isPoyaRow = (row: SourceHoliday) =>
    !!poyaOf(row) ||
    (RULE_SOURCES.has(row.source) && (DAY_AFTER_VESAK.test(row.names.en ?? '') || WITH_VESAK.test(row.names.en ?? '')));
  const out: SourceHoliday[] = rows.filter((row) => !isPoyaRow(row) || WITH_VESAK.test(row.names.en ?? ''));
  const groups = new Map<string, SourceHoliday[]>();
  for (const row of rows.filter(isPoyaRow)) {
    const id = `${row.scope}|${yearOf(row.date)}`;
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  const record = (key: string, scope: string | null, from: string | null, to: string | null) => {
    if (from === to) return;
    disagreements.push({
      country,
      year: yearOf((to ?? from)!),
      key,
      engine: ENGINES.buddhist,
      scope: scope === null ? [] : [scope],
      libraryDate: from,
      engineDate: to,
    });
  };
  for (const group of groups.values()) {
    const year = yearOf(group[0]!.date);
    let days: PoyaDay[];
    try {
      days = poyaDaysInYear(year);
    } catch {
      out.push(...group.filter((row) => !WITH_VESAK.test(row.names.en ?? '')));
      continue;
    }
    const regular = new Map(
      group.flatMap((row) => {
        const poya = poyaOf(row);
        return poya && !poya.adhi ? [[poya.month, row] as const] : [];
      }),
    );
    const used = new Set<SourceHoliday>();
    const at = (row: SourceHoliday, date: string, names?: Record<string, string>): SourceHoliday => {
      const days = daysBetween(row.date, date);
      const moved = shiftRow(row, days, ENGINES.buddhist, row.estimated === true);
      if (!names) return moved;
      return { ...moved, names, key: holidayKey(names.en!) };
    };
    let vesak: string | undefined;
    for (const day of days) {
      if (day.month === 'Vesak' && !day.adhi) vesak = day.date;
      const row = group.find(
        (each) => !used.has(each) && poyaOf(each)?.month === day.month && poyaOf(each)?.adhi === day.adhi,
      );
      if (row) {
        used.add(row);
        out.push(at(row, day.date));
        record(row.key, row.scope, row.date, day.date);
        continue;
      }
      // A Poya the library has no row of this year: a leap month of another name, or Vesak inside "Labour Day and Vesak …".
      const template = regular.get(day.month) ?? (day.month === 'Vesak' ? vesakTemplate(group) : undefined);
      if (!template) continue;
      const names = day.adhi ? adhiNames(template.names) : template.names;
      if (
        day.month === 'Vesak' &&
        !day.adhi &&
        !regular.has('Vesak') &&
        group.some((each) => WITH_VESAK.test(each.names.en ?? '') && each.date === day.date)
      )
        continue;
      const added = at(template, day.date, names);
      out.push(added);
      record(added.key, template.scope, null, day.date);
    }
    for (const row of group) {
      if (used.has(row) || WITH_VESAK.test(row.names.en ?? '')) continue;
      if (DAY_AFTER_VESAK.test(row.names.en ?? '') && vesak) {
        const date = addDays(vesak, 1);
        out.push(at(row, date));
        record(row.key, row.scope, row.date, date);
        continue;
      }
      record(row.key, row.scope, row.date, null); // a leap month this year does not have
    }
  }
  return out;
}

/** The names of `X Full Moon Poya Day` for `Adhi X`, as the library writes Adhi Poson. */
function adhiNames(names: Record<string, string>): Record<string, string> {
  const prefix: Record<string, string> = { en: 'Adhi ', si: 'අධි ', ta: 'அதி ' };
  return Object.fromEntries(
    Object.entries(names).map(([language, name]) => [language, `${prefix[language] ?? ''}${name}`]),
  );
}

/** A Vesak Poya row made from "Labour Day and Vesak Full Moon Poya Day" (its names without the Labour Day part). */
function vesakTemplate(group: readonly SourceHoliday[]): SourceHoliday | undefined {
  const row = group.find((each) => WITH_VESAK.test(each.names.en ?? ''));
  if (!row) return undefined;
  const strip: Record<string, RegExp> = { en: /^.+ and (?=Vesak)/, si: /^කම්කරු දිනය සහ /, ta: /^தொழிலாளர் தினம் மற்றும் / };
  const names = Object.fromEntries(
    Object.entries(row.names).map(([language, name]) => [
      language,
      strip[language] ? name.replace(strip[language]!, '') : name,
    ]),
  );
  return { ...row, names };
}

// ── Chinese calendar ──────────────────────────────────────────────────────────

/**
 * How far the engine may move a library day: a month. The library misplaces
 * the leap month of 2033 (the rule puts it after the 11th month), so its 8th
 * to 11th months of 2033 start a month late; other years differ by a day at
 * most. The two candidate lunar years lie a year apart, so only one is near.
 */
const CHINESE_MAX_SHIFT_DAYS = 31;

/**
 * `chinese 08-0-15` (month, leap flag, day; day 0 is the last day of the month before), alone or with the two
 * Sunday clauses the library writes (HK `not on Sunday`, TW `and if Sunday then next Monday`): those move only
 * when the engine's day is no Sunday, so that the clause means what it meant on the library's day.
 */
const CHINESE_RULE = /^chinese (\d{2})-(\d)-(\d{2})( not on sunday| and if sunday then next monday)?$/i;

function applyChinese(
  country: string,
  rows: SourceHoliday[],
  ruleOf: (row: SourceHoliday) => string | undefined,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  const lines = new Map<string, LunarDisagreement>();
  const out = rows.map((row) => {
    const match =
      RULE_SOURCES.has(row.source) && !row.substitute && !row.observed ? CHINESE_RULE.exec(ruleOf(row) ?? '') : null;
    if (!match) return row;
    const year = yearOf(row.date);
    if (year < CHINESE_YEARS.first + 1 || year > CHINESE_YEARS.last - 1) return row;
    const [month, leap, day] = [Number(match[1]), match[2] === '1', Number(match[3])];
    // The lunar year of the row: the one starting in its Gregorian year, or (11th, 12th months, day 0 of the 1st) the year before.
    const candidates = [year - 1, year]
      .flatMap((lunarYear) => {
        try {
          return [
            day === 0
              ? addDays(chineseToGregorian(lunarYear, month, 1, { leap }), -1)
              : chineseToGregorian(lunarYear, month, day, { leap }),
          ];
        } catch {
          return [];
        }
      })
      .filter((date) => Math.abs(daysBetween(row.date, date)) <= CHINESE_MAX_SHIFT_DAYS);
    const date = candidates[0];
    if (!date || date === row.date) return row;
    if (
      match[4] &&
      (new Date(`${date}T00:00:00Z`).getUTCDay() === 0 || new Date(`${row.date}T00:00:00Z`).getUTCDay() === 0)
    )
      return row;
    const id = `${row.key}|${row.date}|${date}`;
    const line = lines.get(id);
    if (line)
      line.scope = row.scope === null || line.scope.length === 0 ? [] : [...new Set([...line.scope, row.scope])].sort();
    else
      lines.set(id, {
        country,
        year,
        key: row.key,
        engine: ENGINES.chinese,
        scope: row.scope === null ? [] : [row.scope],
        libraryDate: row.date,
        engineDate: date,
      });
    return shiftRow(row, daysBetween(row.date, date), ENGINES.chinese, row.estimated === true);
  });
  disagreements.push(...lines.values());
  return out;
}
