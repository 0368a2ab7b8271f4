// Islamic (Hijri) calendar ↔ Gregorian calendar, by Node's ICU.
//
// Three reckonings, as ICU names them:
// - `umalqura` (`islamic-umalqura`): Saudi Arabia's Umm al-Qura calendar, from
//   ICU's month-length table for 1300–1600 AH. Outside those years ICU falls
//   back to the civil arithmetic silently, so this module refuses them
//   (RangeError) rather than pass civil dates off as Umm al-Qura.
// - `civil` (`islamic-civil`): the tabular calendar, leap years 2, 5, 7, 10, 13,
//   16, 18, 21, 24, 26, 29 of 30, civil epoch (Friday 16 July 622, Julian).
// - `tbla` (`islamic-tbla`): the same table from the astronomical epoch
//   (Thursday 15 July 622): always one day before `civil`.
//
// Days are civil (midnight to midnight) Gregorian dates, `YYYY-MM-DD`; no time
// zone enters (ICU is read in UTC on the day's UTC midnight). The Islamic day
// that begins at the previous sunset is not modelled.
//
// Tests (test/sources/calendars/islamic.test.ts) compare ICU with published
// tables: every month start of 1420–1450 AH with the Umm al-Qura table of the
// `@tabby_ai/hijri-converter` package (a port of dralshehri/hijridate, checked
// against the printed Umm al-Qura comparative calendars for 1412–1450 AH); the
// civil reckoning with the sample dates of Reingold & Dershowitz, "Calendrical
// Calculations", appendix C. ICU agrees with that Umm al-Qura table on every
// month from 1420 to 1450 AH (April 1999 – May 2029) only. Before 1420 (the
// calendar's earlier rules) 529 of 924 months differ by a day or two. From 1451
// AH on, 211 of 600 months through 1500 AH start a day later in ICU than in
// the table (KACST's data) — about four a year, Ramadan, Shawwal and Dhu
// al-Hijjah included (1 Shawwal 1454: table 2 January 2033, ICU 3 January).
// Verify dates beyond 1450 AH before publishing them.

import Holidays from 'date-holidays';
import { z } from 'zod';
import { groupBy } from '../../core/group-by.js';
import { addDays, daysBetween, isCalendarDay, isTimeZone, yearOf, zonedMidnight } from '../../core/dates.js';
import { holidayKey } from '../../core/languages.js';
import type { SourceHoliday } from '../../core/types.js';
import { HIJRI_MONTHS, hijriDateOfRule } from '../date-holidays.js';
import { CRITERIA, gregorianOfCrescent, hijriOfCrescent, type CrescentCriterion, type Place } from './crescent.js';
import { years as yearRange } from '../corrections.js';
import { countryInfo } from '../date-holidays.js';
import {
  addedRow,
  CalendarDataError,
  citation,
  countryCode,
  englishNames,
  holidayType,
  inRange,
  isRuleRow,
  labelOf,
  reviewedFile,
  shiftRow,
  type CalendarEngine,
  type EngineId,
  type LunarDisagreement,
  type Range,
  rangedEntries,
} from './engine.js';

export type IslamicReckoning = 'umalqura' | 'civil' | 'tbla';

export interface HijriDate {
  year: number;
  /** 1 (Muharram) … 12 (Dhu al-Hijjah). */
  month: number;
  /** 1 … 30. */
  day: number;
}

const ICU_CALENDAR: Record<IslamicReckoning, string> = {
  umalqura: 'islamic-umalqura',
  civil: 'islamic-civil',
  tbla: 'islamic-tbla',
};

/** The Hijri years ICU's Umm al-Qura table covers; outside them ICU answers with the civil calendar. */
export const UMALQURA_YEARS = { first: 1300, last: 1600 } as const;

const DAY_MS = 86_400_000;
/** The mean length of a month of the 30-year tabular cycle (10631 days / 360 months). */
const MEAN_MONTH = 10_631 / 360;
/** 1 Muharram 1 AH (civil epoch, Julian 16 July 622) as days since 1970-01-01. */
const CIVIL_EPOCH_DAY = -492_148;

const formatters = new Map<IslamicReckoning, Intl.DateTimeFormat>();

function formatterOf(reckoning: IslamicReckoning): Intl.DateTimeFormat {
  let formatter = formatters.get(reckoning);
  if (!formatter) {
    const calendar = ICU_CALENDAR[reckoning];
    if (!calendar) throw new RangeError(`unknown Islamic reckoning "${String(reckoning)}"`);
    formatter = new Intl.DateTimeFormat(`en-u-ca-${calendar}-nu-latn`, {
      timeZone: 'UTC',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    // An ICU without the calendar would format in the Gregorian calendar without a word.
    if (formatter.resolvedOptions().calendar !== calendar)
      throw new Error(`this Node's ICU has no "${calendar}" calendar`);
    formatters.set(reckoning, formatter);
  }
  return formatter;
}

/** `YYYY-MM-DD` → days since 1970-01-01 (proleptic Gregorian); throws on anything else. */
function dayNumberOf(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match) {
    const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear puts them back.
    const day = new Date(ms);
    day.setUTCFullYear(Number(match[1]));
    if (isoOf(day.getTime() / DAY_MS) === date) return day.getTime() / DAY_MS;
  }
  throw new RangeError(`not a calendar date (YYYY-MM-DD): "${date}"`);
}

/** Days since 1970-01-01 → `YYYY-MM-DD`. */
function isoOf(dayNumber: number): string {
  const iso = new Date(dayNumber * DAY_MS).toISOString();
  if (!/^\d{4}-/.test(iso)) throw new RangeError(`date out of range (years 0001–9999): day ${dayNumber}`);
  return iso.slice(0, 10);
}

function hijriOfDay(dayNumber: number, reckoning: IslamicReckoning): HijriDate {
  const parts = formatterOf(reckoning).formatToParts(new Date(dayNumber * DAY_MS));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value;
  const year = Number(part('year'));
  const month = Number(part('month'));
  const day = Number(part('day'));
  // Before 1 AH ICU counts years backwards under another era; this module speaks AH only.
  if (part('era') !== 'AH' || !(year >= 1) || !(month >= 1 && month <= 12) || !(day >= 1 && day <= 30)) {
    throw new RangeError(
      `no AH date for day ${isoOf(dayNumber)} (ICU says ${parts.map((each) => each.value).join('')})`,
    );
  }
  const hijri = { year, month, day };
  checkUmalquraYear(hijri.year, reckoning);
  return hijri;
}

function checkUmalquraYear(year: number, reckoning: IslamicReckoning): void {
  if (reckoning === 'umalqura' && (year < UMALQURA_YEARS.first || year > UMALQURA_YEARS.last)) {
    throw new RangeError(
      `${year} AH is outside ICU's Umm al-Qura table (${UMALQURA_YEARS.first}–${UMALQURA_YEARS.last} AH)`,
    );
  }
}

/** The Hijri date, in the given reckoning, of a Gregorian day. */
export function hijriOf(date: string, reckoning: IslamicReckoning): HijriDate {
  return hijriOfDay(dayNumberOf(date), reckoning);
}

/** The month count of a Hijri year and month since the epoch (1 Muharram 1 AH is 0). */
const monthIndex = (year: number, month: number) => (year - 1) * 12 + (month - 1);

/**
 * The Gregorian day of a Hijri date. A 30th that the month does not have (a
 * 29-day month) is a RangeError, never the next month's first day.
 */
export function gregorianOf(hijri: HijriDate, reckoning: IslamicReckoning): string {
  const { year, month, day } = hijri;
  if (
    !Number.isInteger(year) ||
    year < 1 ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    !Number.isInteger(day) ||
    day < 1 ||
    day > 30
  ) {
    throw new RangeError(`not a Hijri date: ${JSON.stringify(hijri)}`);
  }
  checkUmalquraYear(year, reckoning);
  const target = monthIndex(year, month);
  // The mean month puts the estimate within a day or two of the day; each step below lands on the month at once.
  let dayNumber = CIVIL_EPOCH_DAY + Math.floor(target * MEAN_MONTH) + (day - 1);
  for (let step = 0; step < 6; step++) {
    const found = hijriOfDay(dayNumber, reckoning);
    const monthsApart = target - monthIndex(found.year, found.month);
    if (monthsApart === 0) {
      const candidate = dayNumber + (day - found.day);
      const check = hijriOfDay(candidate, reckoning);
      if (check.year === year && check.month === month && check.day === day) return isoOf(candidate);
      throw new RangeError(`${year}-${month} AH (${reckoning}) has no day ${day}`);
    }
    dayNumber += Math.round(monthsApart * MEAN_MONTH) + (day - found.day);
  }
  throw new Error(`no Gregorian day found for ${year}-${month}-${day} AH (${reckoning})`);
}

/**
 * Every Gregorian day, in one Gregorian year, that has the given Hijri month and
 * day (in any Hijri year), sorted: none, one, or two (a Hijri year is about 11
 * days shorter, so a date early in January comes back late in December about
 * every 33 years). A 30th is left out in the years its month has 29 days.
 */
export function occurrencesInGregorianYear(
  month: number,
  day: number,
  gregorianYear: number,
  reckoning: IslamicReckoning,
): string[] {
  if (!Number.isInteger(gregorianYear) || gregorianYear < 1 || gregorianYear > 9999)
    throw new RangeError(`not a Gregorian year: ${gregorianYear}`);
  const first = `${String(gregorianYear).padStart(4, '0')}-01-01`;
  const last = `${String(gregorianYear).padStart(4, '0')}-12-31`;
  const found: string[] = [];
  for (let year = hijriOf(first, reckoning).year; year <= hijriOf(last, reckoning).year; year++) {
    let date: string;
    try {
      date = gregorianOf({ year, month, day }, reckoning);
    } catch (error) {
      if (day === 30 && error instanceof RangeError && /has no day/.test(error.message)) continue;
      throw error;
    }
    if (date >= first && date <= last) found.push(date);
  }
  return found.sort();
}

// ── The engine: Hijri days by each country's reckoning, and the days announced ──
//
// A row whose library rule names a Hijri day (`1 Shawwal P3D`) takes its day
// from the country's reckoning (reckoning.json): a date announced for that year
// (announced.json) first, which confirms the day (`estimated` dropped); else,
// for an `umalqura` country, ICU's Umm al-Qura date (1420–1450 AH only, where
// ICU is checked), for `civil` and `tbla` ICU's tabular date, and for a
// `crescent` country the month begun by the crescent's first visibility at its
// place (crescent.ts), all still estimates. Every row of the occurrence (each
// day of a `P3D` holiday, a day off it moved to, a substitute) moves by the
// same number of days. A rule that adds a day off by weekday (`1 Shawwal and if
// saturday then next monday`) is put on its new day and its days off are
// recomputed there (the library's grammar, `substituteDays`); other weekday
// rules (the day itself moved) are left to the library. An announced entry with
// `subdivisions` applies to those places' rows only. Announced
// days of other holidays (a Buddhist day) are applied the same way.

const REASON =
  'must say, citing the law, decree, official calendar or announcement, how the country fixes its Hijri days (40 characters at least)';
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
    countries: z.record(countryCode, reckoningEntry),
  })
  .strict();
const announcedFile = z
  .object({
    about: z.string().optional(),
    entries: z
      .array(
        z
          .object({
            country: countryCode,
            holiday: z.string().min(1, "must be the library's English name"),
            date: z
              .string({ error: 'must be a day YYYY-MM-DD' })
              .refine(isCalendarDay, 'must be a day YYYY-MM-DD that the calendar has'),
            subdivisions: z
              .array(z.string().regex(/^[A-Z]{2}-[A-Z0-9-]+$/, 'must be ISO 3166-2 subdivision codes'), {
                error: 'must be a list of the subdivisions (ISO 3166-2 codes) the day was announced for',
              })
              .min(1, 'must name at least one subdivision (or be left out for the whole country)')
              .optional(),
            ...citation,
          })
          .strict()
          .refine((entry) => (entry.subdivisions ?? []).every((code) => code.startsWith(`${entry.country}-`)), {
            error: "must be subdivisions of the entry's country",
            path: ['subdivisions'],
          }),
      )
      .superRefine((entries, context) => {
        // One holiday comes once a lunar year: two entries for it less than
        // 200 days apart are two answers to one question (a merge or a typo).
        const seen = new Map<string, { index: number; day: number }[]>();
        entries.forEach((entry, index) => {
          const key = `${entry.country}|${entry.holiday}|${(entry.subdivisions ?? []).join(',')}`;
          const day = Date.parse(`${entry.date}T00:00:00Z`) / 86_400_000;
          const twin = (seen.get(key) ?? []).find((other) => Math.abs(other.day - day) < 200);
          if (twin)
            context.addIssue({
              code: 'custom',
              path: [index, 'date'],
              message: `must not give ${entry.country}'s ${entry.holiday} a second time: entries.${twin.index} already gives the day of that year`,
            });
          seen.set(key, [...(seen.get(key) ?? []), { index, day }]);
        });
      }),
  })
  .strict();
const YEARS = 'must be a year, a range such as 2014-2024, or an open range such as 2025-';
const HIJRI_DAY = 'must be a Hijri date { month: 1-12, day: 1-30 }';
const hijriSpansFile = z
  .object({
    about: z.string(),
    entries: z.array(
      z
        .object({
          country: countryCode,
          holiday: z.string().min(1, "must be the library's English name"),
          first: z
            .object(
              {
                month: z.number({ error: HIJRI_DAY }).int(HIJRI_DAY).min(1, HIJRI_DAY).max(12, HIJRI_DAY),
                day: z.number({ error: HIJRI_DAY }).int(HIJRI_DAY).min(1, HIJRI_DAY).max(30, HIJRI_DAY),
              },
              { error: HIJRI_DAY },
            )
            .strict()
            .optional(),
          days: z
            .number({ error: 'must be the number of days the holiday lasts (1 to 10)' })
            .int('must be the number of days the holiday lasts (1 to 10)')
            .min(1, 'must be the number of days the holiday lasts (1 to 10)')
            .max(10, 'must be the number of days the holiday lasts (1 to 10)')
            .optional(),
          years: z
            .string()
            .refine((value) => yearRange.safeParse(value).success, YEARS)
            .optional(),
          add: z
            .object({
              names: englishNames,
              type: holidayType,
              subdivisions: z
                .array(z.string().regex(/^[A-Z]{2}-[A-Z0-9-]+$/, 'must be ISO 3166-2 subdivision codes'))
                .optional(),
            })
            .strict()
            .optional(),
          ...citation,
        })
        .strict()
        .refine((entry) => entry.first !== undefined || entry.days !== undefined, {
          error: 'must give the first day (first), the length (days) or both',
          path: ['days'],
        })
        .refine((entry) => entry.add === undefined || entry.first !== undefined, {
          error: 'must give the Hijri date (first) of the holiday it adds',
          path: ['first'],
        }),
    ),
  })
  .strict();
export const reckoningSchema = reckoningFile;
export const hijriSpansSchema = hijriSpansFile;
export const announcedSchema = announcedFile;
const reckoningJson = reviewedFile('reckoning.json', reckoningFile);
const announcedJson = reviewedFile('announced.json', announcedFile);
const hijriSpansJson = reviewedFile('hijri-spans.json', hijriSpansFile);

/**
 * A Hijri holiday whose days the law sets (hijri-spans.json): in `years`
 * (of its first day), its first day is the Hijri date `first` (instead of the
 * library rule's), and it lasts `days` days from that first day (the
 * library's rows beyond them dropped, missing ones added). Applied after the
 * first day is decided, so that an announced day moves the whole span.
 */
export type HijriSpan = z.infer<typeof hijriSpansFile>['entries'][number] & { range?: Range };
/** The reviewed Hijri spans (hijri-spans.json), each with its years as a range. */
export const hijriSpans: () => readonly HijriSpan[] = rangedEntries(hijriSpansJson);

export type ReckoningEntry = z.infer<typeof reckoningEntry>;
/** Each listed country's reckoning (reckoning.json). */
export const reckonings = (): Readonly<Record<string, ReckoningEntry>> => reckoningJson.read().countries;
/** The days governments announced (announced.json). */
export const announcedDays = (): readonly Announced[] => announcedJson.read().entries;

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
  /**
   * The subdivisions (ISO 3166-2) whose own decree set the day (Tatarstan's Uraza-Bayram): the entry applies to their
   * rows only. Absent, it applies to the whole country's rows.
   */
  subdivisions?: readonly string[];
  source: string;
  /** Where the announcement can be read. */
  url?: string;
}

/** Whether an announced day applies to a row of that place (null: the whole country). */
export const announcedFor = (entry: Announced, scope: string | null): boolean =>
  entry.subdivisions === undefined || (scope !== null && entry.subdivisions.includes(scope));

/** A country's reckoning and announced days (its reviewed data, or a caller's). */
export interface HijriOptions {
  reckoning?: Reckoning;
  /** For the `crescent` reckoning. */
  crescent?: CrescentSighting;
  announced?: readonly Announced[];
}

export const ISLAMIC_SOURCES = {
  islamic: 'calendar-islamic',
  crescent: 'calendar-crescent',
  announced: 'calendar-announced',
} as const satisfies Record<string, EngineId>;

/**
 * An announced day that moved or confirmed nothing is a fault of its entry (a
 * name the country's rules do not give the holiday, a day more than three days
 * from any occurrence, places the holiday is not kept in): it stops the build,
 * naming the entry. Entries within a week of the built years' ends are left
 * out: their occurrence may lie in a year not built.
 */
function unusedAnnouncements(country: string, announced: readonly Announced[], used: Set<Announced>, years: Range) {
  const from = `${years.from}-01-08`;
  const to = `${years.to}-12-24`;
  const unused = announced.filter((entry) => !used.has(entry) && entry.date >= from && entry.date <= to);
  if (unused.length === 0) return;
  const all = announcedDays();
  const lines = unused.map((entry) => {
    const index = all.indexOf(entry);
    return `${index === -1 ? 'an entry' : `entries.${index}.holiday`}: "${entry.holiday}" on ${entry.date}${entry.subdivisions ? ` (${entry.subdivisions.join(', ')})` : ''} moves or confirms no holiday of ${country} (the name must be one the country's rules give the holiday, the day within three days of its occurrence)`;
  });
  throw new CalendarDataError(`${labelOf('announced.json')}: ${lines.join('; ')}`);
}

/** The reckoning and announced days of a country, from the reviewed files. */
export function hijriOptionsOf(country: string): HijriOptions {
  const entry = reckonings()[country];
  return {
    reckoning: entry?.reckoning,
    ...(entry?.reckoning === 'crescent' ? { crescent: { place: entry.place, criterion: entry.criterion } } : {}),
    announced: announcedDays().filter((each) => each.country === country),
  };
}

/** A rule that moves by weekday or is a substitute rule: its days follow from the weekday, not a fixed offset. */
const MOVES_BY_WEEKDAY = /\bif\b|^substitutes\b/i;
/**
 * A weekday rule the engine recomputes: the holiday kept on its Hijri day `and if <weekday> then next <weekday>`
 * (AZ's `1 Shawwal and if saturday then next monday if sunday then next tuesday`), whose clauses only add substitute
 * days. Other weekday rules (the day itself moved, a `substitutes` rule) are left to the library.
 */
const ADDS_SUBSTITUTES = /^\s*0?\d{1,2} [A-Za-z -]+? and if /i;

// The substitute days a weekday rule gives a holiday on `date`: the rule read with its Hijri date replaced by the day.
const substituteDaysOf = new Map<string, string[]>();
function substituteDays(rule: string, date: string): string[] {
  const dated = rule.replace(new RegExp(`(^|\\s)0?\\d{1,2} (?:${HIJRI_MONTHS.join('|')})(?=\\s|$)`), `$1${date}`);
  const cacheKey = `${dated}`;
  let days = substituteDaysOf.get(cacheKey);
  if (!days) {
    const scratch = new Holidays(); // the grammar's alone, as libraryHijriDays reads it
    if (!scratch.setHoliday(dated, { name: { en: 'base' }, type: 'public' }))
      throw new Error(`the weekday rule "${rule}" cannot be read for ${date}`);
    const year = yearOf(date);
    days = [year, year + 1]
      .flatMap((y) => scratch.getHolidays(y).map((holiday) => holiday.date.slice(0, 10)))
      .filter((day) => day > date && daysBetween(date, day) <= 7)
      .sort();
    substituteDaysOf.set(cacheKey, days);
  }
  return days;
}

// The library's own day of a Hijri date, per year (to find which occurrence a row belongs to).
const libraryDays = new Map<string, string[]>();
function libraryHijriDays(month: number, day: number, year: number): string[] {
  const cacheKey = `${month}|${day}|${year}`;
  let days = libraryDays.get(cacheKey);
  if (!days) {
    const scratch = new Holidays();
    scratch.setHoliday(`${day} ${HIJRI_MONTHS[month - 1]}`, { name: { en: 'base' }, type: 'public' });
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

/**
 * reckonedDay's answers, per reckoning (a crescent reckoning per sighting: its place and criterion): each
 * state of a country asks for the same days, and each answer costs ICU's or the crescent's conversions.
 */
const reckonedDays = new Map<IslamicReckoning, Map<string, string | null>>();
const crescentDays = new WeakMap<CrescentSighting, Map<string, string | null>>();

/** The day of a Hijri date in a reckoning nearest to `near` (a 30th a month lacks: the next month's 1st as the library reads it, or under the crescent the month's last day). */
function reckonedDay(
  month: number,
  day: number,
  near: string,
  reckoning: IslamicReckoning | 'crescent',
  crescent?: CrescentSighting,
): string | null {
  let answers: Map<string, string | null> | undefined;
  if (reckoning !== 'crescent') {
    answers = reckonedDays.get(reckoning);
    if (!answers) reckonedDays.set(reckoning, (answers = new Map()));
  } else if (crescent) {
    answers = crescentDays.get(crescent);
    if (!answers) crescentDays.set(crescent, (answers = new Map()));
  }
  const question = `${month}|${day}|${near}`;
  const known = answers?.get(question);
  if (known !== undefined) return known;
  const answer = dayInReckoning(month, day, near, reckoning, crescent);
  answers?.set(question, answer);
  return answer;
}

function dayInReckoning(
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

/** The library's day of a Hijri date nearest to `near` (within three days), or null. */
function libraryDayNear(month: number, day: number, near: string): string | null {
  const year = yearOf(near);
  const days = [year - 1, year, year + 1]
    .flatMap((y) => libraryHijriDays(month, day, y))
    .filter((each) => Math.abs(daysBetween(near, each)) <= 3)
    .sort((a, b) => Math.abs(daysBetween(near, a)) - Math.abs(daysBetween(near, b)));
  return days[0] ?? null;
}

/**
 * An occurrence's rows cut or filled to `length` days from its first day (hijri-spans.json): rows after the last day
 * are dropped, a missing day is a whole day of its own (the latest row's names and place). Each day added or dropped
 * is a disagreement.
 */
function lengthened(
  country: string,
  rows: readonly SourceHoliday[],
  length: number,
  estimated: boolean,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  const sorted = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const firstDay = sorted[0]!.date;
  const lastDay = addDays(firstDay, length - 1);
  const line = (row: SourceHoliday, libraryDate: string | null, engineDate: string | null) =>
    disagreements.push({
      country,
      year: yearOf(engineDate ?? libraryDate!),
      key: row.key,
      engine: ISLAMIC_SOURCES.islamic,
      scope: row.scope === null ? [] : [row.scope],
      libraryDate,
      engineDate,
    });
  const kept = sorted.filter((row) => row.date <= lastDay || row.substitute);
  for (const row of sorted) if (!kept.includes(row)) line(row, row.date, null);
  const template = kept.filter((row) => !row.substitute).at(-1)!;
  const out = [...kept];
  for (let offset = 0; offset < length; offset++) {
    const date = addDays(firstDay, offset);
    if (kept.some((row) => row.date === date && !row.substitute)) continue;
    const added: SourceHoliday = {
      ...template,
      date,
      start: zonedMidnight(date, template.timezone),
      end: zonedMidnight(addDays(date, 1), template.timezone),
      contributors: [...new Set([...(template.contributors ?? []), ISLAMIC_SOURCES.islamic])].sort(),
      ...(estimated ? { estimated: true } : {}),
    };
    delete added.observed;
    delete added.substituteFor;
    if (!estimated) delete added.estimated;
    out.push(added);
    line(template, null, date);
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

interface Occurrence {
  rows: SourceHoliday[];
  /** The library's first day of the holiday. */
  base: string;
}

const confirm = (row: SourceHoliday, engine: EngineId): SourceHoliday => {
  const confirmed: SourceHoliday = { ...row, contributors: [...new Set([...(row.contributors ?? []), engine])].sort() };
  delete confirmed.estimated;
  return confirmed;
};

/**
 * The days, in one Gregorian year, of a Hijri date in the country's reckoning: the crescent's at its place, ICU's
 * (Umm al-Qura only in the years where it is checked), else (no reckoning, `announced`, or outside the engine's years)
 * the library's own reading of that date.
 */
function hijriDaysInYear(month: number, day: number, year: number, options: HijriOptions): string[] {
  const reckoning = options.reckoning;
  try {
    if (reckoning === 'crescent') {
      if (!options.crescent) throw new Error('the crescent reckoning needs a place and a criterion (reckoning.json)');
      const { place, criterion } = options.crescent;
      const first = hijriOfCrescent(`${year}-01-01`, place, criterion).year;
      const last = hijriOfCrescent(`${year}-12-31`, place, criterion).year;
      const found: string[] = [];
      for (let hijriYear = first; hijriYear <= last; hijriYear++) {
        const date = gregorianOfCrescent({ year: hijriYear, month, day }, place, criterion);
        if (yearOf(date) === year) found.push(date);
      }
      return found.sort();
    }
    if (reckoning && reckoning !== 'announced') {
      const found = occurrencesInGregorianYear(month, day, year, reckoning);
      const checked =
        reckoning !== 'umalqura' ||
        found.every((date) => {
          const { year: hijriYear } = hijriOf(date, 'umalqura');
          return hijriYear >= CHECKED_UMALQURA_YEARS.first && hijriYear <= CHECKED_UMALQURA_YEARS.last;
        });
      if (checked) return found;
    }
  } catch (error) {
    if (!(error instanceof RangeError)) throw error; // outside the engine's years: the library's day
  }
  return libraryHijriDays(month, day, year);
}

/**
 * The holidays hijri-spans.json adds (`add`) where the country's rules have none: in each year of `years` (and of
 * the entry's), on the Hijri date `first` as the country reckons it, an estimate, or on the day announced.json
 * records for that occurrence (within three days of the reckoned day), which is then no estimate. Each added day is a
 * disagreement (no library day, the engine's).
 */
function addedHijriHolidays(
  country: string,
  rows: readonly SourceHoliday[],
  entries: readonly HijriSpan[],
  options: HijriOptions,
  years: Range,
  disagreements: LunarDisagreement[],
  used: Set<Announced>,
): SourceHoliday[] {
  const adding = entries.filter((entry) => entry.add && entry.first);
  if (adding.length === 0) return [];
  const info = countryInfo(country);
  const announced = options.announced ?? [];
  const reckoned = options.reckoning === 'crescent' ? ISLAMIC_SOURCES.crescent : ISLAMIC_SOURCES.islamic;
  const added: SourceHoliday[] = [];
  const rowsByKey = groupBy(rows, (row) => row.key);
  for (const entry of adding) {
    const add = entry.add!;
    const { month, day } = entry.first!;
    const key = holidayKey(add.names.en ?? entry.holiday);
    const from = Math.max(years.from, entry.range?.from ?? years.from);
    const to = Math.min(years.to, entry.range?.to ?? years.to);
    for (let year = from; year <= to; year++) {
      for (const reckonedDate of hijriDaysInYear(month, day, year, options)) {
        // Where the country's rules have the holiday already (a dated rule, a rule of its own), the engine leaves it.
        if ((rowsByKey.get(key) ?? []).some((row) => Math.abs(daysBetween(row.date, reckonedDate)) <= 3)) continue;
        const scopes = add.subdivisions?.length ? add.subdivisions : [null];
        const entryFor = (scope: string | null) =>
          announced.find(
            (each) =>
              holidayKey(each.holiday) === key &&
              announcedFor(each, scope) &&
              Math.abs(daysBetween(each.date, reckonedDate)) <= 3,
          );
        for (let offset = 0; offset < (entry.days ?? 1); offset++) {
          for (const scope of scopes) {
            const entryOf = entryFor(scope);
            if (entryOf) used.add(entryOf);
            const date = addDays(entryOf?.date ?? reckonedDate, offset);
            added.push(
              addedRow(entryOf ? ISLAMIC_SOURCES.announced : reckoned, country, info, scope, date, key, add, !entryOf),
            );
            disagreements.push({
              country,
              year: yearOf(date),
              key,
              engine: entryOf ? ISLAMIC_SOURCES.announced : reckoned,
              scope: scope === null ? [] : [scope],
              libraryDate: null,
              engineDate: date,
            });
          }
        }
      }
    }
  }
  return added;
}

/**
 * The library's plain day of a Hijri date on or up to six days before `day` (the latest), or null: the rows of a
 * country's targets and years ask about the same few thousand days again and again.
 */
const plainDaysBefore = new Map<string, string | null>();
function plainHijriDayBefore(hijri: { month: number; day: number }, day: string): string | null {
  const key = `${hijri.month}|${hijri.day}|${day}`;
  let found = plainDaysBefore.get(key);
  if (found === undefined) {
    const year = yearOf(day);
    const candidates = [year - 1, year, year + 1]
      .flatMap((each) => libraryHijriDays(hijri.month, hijri.day, each))
      .filter((each) => each <= day && daysBetween(each, day) <= 6);
    found = candidates.length === 0 ? null : candidates.sort().at(-1)!;
    plainDaysBefore.set(key, found);
  }
  return found;
}

const scopeOf = (scopes: readonly (string | null)[]) =>
  scopes.includes(null) ? [] : [...new Set(scopes as string[])].sort();

export const engine = {
  id: 'islamic',
  computes:
    "Hijri ↔ Gregorian by Node's ICU (Umm al-Qura, tabular civil, tabular astronomical); it sets the Hijri days of every country by the reckoning reckoning.json gives it (crescent.ts for `crescent`), the days announced.json records, and the first Hijri day and length of the holidays hijri-spans.json reviews (or adds, where the country has none)",
  reference:
    "Umm al-Qura month starts 1420–1450 AH (@tabby_ai/hijri-converter's table); Reingold & Dershowitz, Calendrical Calculations, appendix C",
  sources: ISLAMIC_SOURCES,
  data: [reckoningJson, announcedJson, hijriSpansJson],
  optionsOf: hijriOptionsOf,
  entriesOf: (country) => hijriSpans().filter((span) => span.country === country),
  apply: ({ country, rows, entries, options, years, complete, ruleOf, disagreements }) => {
    const replaced = new Map<SourceHoliday, SourceHoliday[]>();
    const announced = options.announced ?? [];
    const used = new Set<Announced>();
    // The announced days by holiday key: looked up for every occurrence, of which a country with states has thousands.
    const announcedByKey = groupBy(announced, (entry) => holidayKey(entry.holiday));

    // Occurrences: the rows of one holiday, place and library day (its first day).
    const occurrences = new Map<string, Occurrence>();
    for (const row of rows) {
      if (!isRuleRow(row)) continue;
      const rule = ruleOf(row) ?? '';
      const hijri = hijriDateOfRule(rule);
      if (!hijri && !announcedByKey.has(row.key)) continue;
      if (MOVES_BY_WEEKDAY.test(rule) && !(hijri && ADDS_SUBSTITUTES.test(rule))) continue;
      let base = row.date;
      if (hijri) {
        const found = plainHijriDayBefore(hijri, row.date);
        if (found === null) continue;
        base = found;
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
    const occurrencesByKey = groupBy([...occurrences.values()], (occurrence) => occurrence.rows[0]!.key);
    for (const { rows: its, base } of occurrences.values()) {
      const first = its[0]!;
      const rule = ruleOf(first) ?? '';
      const hijri = hijriDateOfRule(rule);
      const entry = (announcedByKey.get(first.key) ?? []).find(
        (each) => announcedFor(each, first.scope) && Math.abs(daysBetween(base, each.date)) <= 3,
      );
      // The law's span of this holiday in the year of its first day (hijri-spans.json), if any.
      const span = entries.find(
        (each) => !each.add && holidayKey(each.holiday) === first.key && inRange(each.range, yearOf(base)),
      );
      const reckoned = options.reckoning && options.reckoning !== 'announced' ? options.reckoning : undefined;
      let target: string | null = null;
      let by: EngineId = ISLAMIC_SOURCES.announced;
      if (entry) {
        used.add(entry);
        // The entry is the holiday's first day: a later day of it kept by a rule of its own (MY's `2 Shawwal`, a
        // state's `11 Dhu al-Hijjah`) keeps its distance from the first, as the library's days had it.
        const firstDay = occurrencesByKey
          .get(first.key)!
          .filter(
            (each) => announcedFor(entry, each.rows[0]!.scope) && Math.abs(daysBetween(each.base, entry.date)) <= 3,
          )
          .reduce((earliest, each) => (each.base < earliest ? each.base : earliest), base);
        target = addDays(entry.date, daysBetween(firstDay, base));
      } else if (span?.first) {
        // The law's first day, in the country's reckoning, else the library's own reading of that Hijri date.
        const { month, day } = span.first;
        // Looked for near the library's day moved by the days between the rule's date and the law's in the same month
        // (GM's Lailat al-Qadr: the rule's 23 Ramadan, the law's 27): the three days' window is for the reckonings'
        // differences, not for the distance between two dates.
        const near = hijri && hijri.month === month ? addDays(base, day - hijri.day) : base;
        target =
          (reckoned && reckonedDay(month, day, near, reckoned, options.crescent)) || libraryDayNear(month, day, near);
        by = reckoned === 'crescent' ? ISLAMIC_SOURCES.crescent : ISLAMIC_SOURCES.islamic;
      } else if (hijri && reckoned) {
        target = reckonedDay(hijri.month, hijri.day, base, reckoned, options.crescent);
        by = reckoned === 'crescent' ? ISLAMIC_SOURCES.crescent : ISLAMIC_SOURCES.islamic;
      }
      // From the occurrence's own first day: where the library already moved it by a dated rule (ID's Mawlid 2025 on
      // 5 September, a day after its plain Hijri day), counting from the plain day would move it a second time.
      const start = its.reduce((first, row) => (row.date < first ? row.date : first), its[0]!.date);
      const days = target === null ? 0 : daysBetween(start, target);
      const estimated = !entry && its.some((row) => row.estimated === true);
      let out: SourceHoliday[] = its;
      if (target !== null && days !== 0 && MOVES_BY_WEEKDAY.test(rule)) {
        // The holiday on its new day, then the rule's own weekday clauses: its substitute days, as the library gives
        // them, for the new day (none, or others than the old day's).
        const kept = its.filter((row) => !row.substitute).map((row) => shiftRow(row, days, by, estimated));
        const day = kept[0];
        out = day
          ? [
              ...kept,
              ...substituteDays(rule, day.date).map((date) => {
                const substitute: SourceHoliday = {
                  ...shiftRow(day, daysBetween(day.date, date), by, estimated),
                  substitute: true,
                  substituteFor: day.date,
                };
                delete substitute.observed;
                return substitute;
              }),
            ]
          : its;
      } else if (target !== null && (days !== 0 || entry))
        out = its.map((row) => (days === 0 ? confirm(row, by) : shiftRow(row, days, by, estimated)));
      // The law's length, from the first day as now decided (announced, reckoned or the library's).
      if (span?.days) out = lengthened(country, out, span.days, estimated, disagreements);
      if (out === its) continue;
      for (const row of its) replaced.set(row, []);
      replaced.set(first, out);
      if (target !== null && days !== 0) {
        const id = `${first.key}|${base}|${target}`;
        const line = moved.get(id);
        if (line) line.scopes.push(first.scope);
        else moved.set(id, { key: first.key, from: base, to: target, engine: by, scopes: [first.scope] });
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

    const out: SourceHoliday[] = [];
    for (const row of rows) {
      const instead = replaced.get(row);
      if (instead) out.push(...instead);
      else out.push(row);
    }
    const added = addedHijriHolidays(country, out, entries, options, years, disagreements, used);
    if (complete) unusedAnnouncements(country, announced, used, years);
    return [...out, ...added];
  },
} satisfies CalendarEngine<HijriSpan, HijriOptions>;
