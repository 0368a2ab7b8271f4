// The solar Hijri (Iranian, "Jalali") calendar by its astronomical rule, as
// Iran's calendar law of 1304 AP (1925) sets it and its calendar authority
// (the Calendar Center of the Institute of Geophysics, University of Tehran)
// computes it: the year begins (1 Farvardin, Nowruz) on the day, in Iran
// Standard Time (the 52.5°E meridian, UTC+03:30), of the March equinox if the
// equinox comes before noon, else on the next day. Months 1–6 have 31 days,
// 7–11 have 30, the 12th (Esfand) 29, or 30 in a leap year: the days left
// before the next Nowruz. Nothing is arithmetic: the 33-year and 2820-year
// cycles (ICU's `persian` calendar, the jalaali and Birashk arithmetics) are
// approximations of this rule and part from it in some years.
//
// The equinox is astronomy-engine's (the Sun's apparent geocentric longitude
// reaching 0°). "Noon" is read three ways (`NOON_RULES`): 12:00 Iran Standard
// Time (mean noon at 52.5°E, the default), the Sun's transit of the 52.5°E
// meridian (apparent noon there), or its transit at Tehran (51.42°E, apparent
// noon, the reading of Reingold & Dershowitz's astronomical Persian calendar).
// Against the calendar authority's table of Nowruz 1206–1498 AP (1827–2119)
// the default fits every year; the apparent-noon readings part from it in the
// years whose equinox falls in the minutes between the two noons (the test,
// test/sources/calendars/solar-hijri.test.ts, names them).
//
// The engine puts the holidays solar-hijri.json dates by the calendar on its
// days: a check of the rule library's Jalaali arithmetic (date-holidays-parser,
// jalaali-js), which gives the same days in every year the build covers; and it
// adds what the library lacks, Iran's 30 Esfand in a leap year (the Nowruz
// holidays run from 29 Esfand to 4 Farvardin). Afghanistan's solar days
// (countries/AF.json) are left to their rules and only checked by the test:
// whether its calendar reckons noon at Kabul's meridian (UTC+04:30) is not on
// file, and that reckoning would begin 1408 (2029) a day later.

import { Body, MakeTime, Observer, SearchHourAngle, Seasons } from 'astronomy-engine';
import { z } from 'zod';
import { daysBetween, yearOf } from '../../core/dates.js';
import { holidayKey } from '../../core/languages.js';
import type { SourceHoliday } from '../../core/types.js';
import { countryInfo } from '../date-holidays.js';
import {
  addedRow,
  citation,
  countryCode,
  englishNames,
  holidayType,
  inRange,
  isRuleRow,
  rangedEntries,
  reviewedFile,
  shiftRow,
  type CalendarEngine,
  type LunarDisagreement,
  type Range,
} from './engine.js';

export interface SolarHijriDate {
  year: number;
  month: number;
  day: number;
}

/** How "before noon" is read: 12:00 at UTC+03:30 (mean noon at 52.5°E), or the Sun's transit at 52.5°E or at Tehran. */
export type NoonRule = 'mean-52.5E' | 'apparent-52.5E' | 'apparent-tehran';
export const NOON_RULES: readonly NoonRule[] = ['mean-52.5E', 'apparent-52.5E', 'apparent-tehran'];

/**
 * The Gregorian years whose Nowruz the engine gives: from 1206 AP (1827), the calendar authority's table's first
 * year, to 2123, the last before the readings of noon at 52.5°E part (2124's equinox falls between 12:00 IRST and
 * the Sun's transit there).
 */
export const SOLAR_HIJRI_YEARS = { from: 1827, to: 2123 } as const;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Iran Standard Time, UTC+03:30. */
const IRST_MS = 3.5 * HOUR_MS;
/** The meridians the noon is read at (latitude matters nothing to the Sun's transit; Tehran's for both). */
const MERIDIAN = { '52.5E': new Observer(35.69, 52.5, 0), tehran: new Observer(35.69, 51.42, 0) } as const;
/** Days before each month: 31 × 6, then 30 × 5. */
const MONTH_START = [0, 31, 62, 93, 124, 155, 186, 216, 246, 276, 306, 336] as const;

const isoOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const msOf = (date: string): number => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || isoOf(ms) !== date) throw new RangeError(`not a date: ${date}`);
  return ms;
};

function checkYear(gregorianYear: number): void {
  if (
    !Number.isInteger(gregorianYear) ||
    gregorianYear < SOLAR_HIJRI_YEARS.from ||
    gregorianYear > SOLAR_HIJRI_YEARS.to
  )
    throw new RangeError(
      `the solar Hijri engine covers Gregorian ${SOLAR_HIJRI_YEARS.from}–${SOLAR_HIJRI_YEARS.to}, not ${gregorianYear}`,
    );
}

/** The March equinox of a Gregorian year, as a UTC instant in ms. */
const equinoxCache = new Map<number, number>();
export function marchEquinox(gregorianYear: number): number {
  checkYear(gregorianYear);
  let ms = equinoxCache.get(gregorianYear);
  if (ms === undefined) {
    ms = Seasons(gregorianYear).mar_equinox.date.getTime();
    equinoxCache.set(gregorianYear, ms);
  }
  return ms;
}

/** The instant of noon, by `rule`, on the Iran Standard Time day that begins at `dayMs` (its midnight as UTC midnight). */
function noonOf(dayMs: number, rule: NoonRule): number {
  if (rule === 'mean-52.5E') return dayMs + 12 * HOUR_MS - IRST_MS;
  const observer = rule === 'apparent-52.5E' ? MERIDIAN['52.5E'] : MERIDIAN.tehran;
  return SearchHourAngle(Body.Sun, observer, 0, MakeTime(new Date(dayMs - IRST_MS))).time.date.getTime();
}

const nowruzCache = new Map<string, string>();
/** 1 Farvardin of the solar Hijri year that begins in `gregorianYear` (year − 621 AP): `YYYY-MM-DD`. */
export function nowruz(gregorianYear: number, rule: NoonRule = 'mean-52.5E'): string {
  const key = `${gregorianYear} ${rule}`;
  let date = nowruzCache.get(key);
  if (date === undefined) {
    if (!NOON_RULES.includes(rule)) throw new RangeError(`unknown noon rule "${String(rule)}"`);
    const equinox = marchEquinox(gregorianYear);
    const dayMs = Math.floor((equinox + IRST_MS) / DAY_MS) * DAY_MS;
    date = isoOf(equinox < noonOf(dayMs, rule) ? dayMs : dayMs + DAY_MS);
    nowruzCache.set(key, date);
  }
  return date;
}

/** The days of a solar Hijri year: 366 in a leap year, else 365. */
export function daysInSolarHijriYear(year: number, rule: NoonRule = 'mean-52.5E'): number {
  return Math.round((msOf(nowruz(year + 622, rule)) - msOf(nowruz(year + 621, rule))) / DAY_MS);
}

/** The days of a month of a solar Hijri year. */
export function monthLength(year: number, month: number, rule: NoonRule = 'mean-52.5E'): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`not a solar Hijri month: ${month}`);
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return daysInSolarHijriYear(year, rule) - 336;
}

/** The Gregorian day of a solar Hijri date. */
export function gregorianOfSolarHijri({ year, month, day }: SolarHijriDate, rule: NoonRule = 'mean-52.5E'): string {
  if (!Number.isInteger(year)) throw new RangeError(`not a solar Hijri year: ${year}`);
  const length = monthLength(year, month, rule);
  if (!Number.isInteger(day) || day < 1 || day > length)
    throw new RangeError(`${year}-${month}-${day} is not a solar Hijri date (the month has ${length} days)`);
  return isoOf(msOf(nowruz(year + 621, rule)) + (MONTH_START[month - 1]! + day - 1) * DAY_MS);
}

/** The solar Hijri date of a Gregorian day. */
export function solarHijriOf(date: string, rule: NoonRule = 'mean-52.5E'): SolarHijriDate {
  const ms = msOf(date);
  let gregorianYear = Number(date.slice(0, 4));
  if (ms < msOf(nowruz(gregorianYear, rule))) gregorianYear--;
  const dayOfYear = Math.round((ms - msOf(nowruz(gregorianYear, rule))) / DAY_MS);
  let month = 12;
  while (MONTH_START[month - 1]! > dayOfYear) month--;
  return { year: gregorianYear - 621, month, day: dayOfYear - MONTH_START[month - 1]! + 1 };
}

/** The Gregorian days in `gregorianYear` of a solar Hijri month and day (one: the year holds each date once; none for 30 Esfand of a common year). */
export function solarHijriDaysInGregorianYear(
  month: number,
  day: number,
  gregorianYear: number,
  rule: NoonRule = 'mean-52.5E',
): string[] {
  // Farvardin to Dey's first days fall in the year that begins in March; the rest of Dey to Esfand in the next.
  const days: string[] = [];
  for (const year of [gregorianYear - 622, gregorianYear - 621]) {
    if (year + 622 > SOLAR_HIJRI_YEARS.to || year + 621 < SOLAR_HIJRI_YEARS.from) continue;
    if (day > monthLength(year, month, rule)) continue;
    const found = gregorianOfSolarHijri({ year, month, day }, rule);
    if (found.startsWith(`${gregorianYear}-`)) days.push(found);
  }
  return days;
}

/** The solar Hijri date `month`-`day` nearest to `near` (YYYY-MM-DD), or null where no year near it has the date. */
export function solarHijriDayNear(month: number, day: number, near: string): string | null {
  const gregorianYear = Number(near.slice(0, 4));
  let best: string | null = null;
  const distance = (date: string) => Math.abs(daysBetween(date, near));
  for (const year of [gregorianYear - 622, gregorianYear - 621, gregorianYear - 620]) {
    if (year + 621 < SOLAR_HIJRI_YEARS.from || year + 622 > SOLAR_HIJRI_YEARS.to) continue;
    if (day > monthLength(year, month)) continue;
    const date = gregorianOfSolarHijri({ year, month, day });
    if (best === null || distance(date) < distance(best)) best = date;
  }
  return best;
}

// ── The engine: the holidays solar-hijri.json dates by the solar Hijri calendar ──
//
// Every rule row of a holiday the file dates by the calendar is put on the
// engine's day of its date nearest to it (a check: where the rule library's
// arithmetic agrees, nothing moves); an entry with `add` adds a holiday the
// rules lack on its date in its years (30 Esfand, in a leap year only).

// The solar calendars' record source, as for solar.ts.
const SOLAR_SOURCE = 'calendar-solar' as const;
/** The solar Hijri months' names as the rule library writes them (`22 Bahman`). */
export const SOLAR_HIJRI_MONTHS = [
  'Farvardin',
  'Ordibehesht',
  'Khordad',
  'Tir',
  'Mordad',
  'Shahrivar',
  'Mehr',
  'Aban',
  'Azar',
  'Dey',
  'Bahman',
  'Esfand',
] as const;
const LONGEST_MONTH = [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30] as const;

const solarHijriFile = z
  .object({
    about: z.string(),
    entries: z.array(
      z
        .object({
          country: countryCode,
          holiday: z.string().min(1, "must be the holiday's English name"),
          month: z.number({ error: 'must be a month number, 1 to 12' }).int().min(1).max(12, 'must be 1 to 12'),
          day: z.number({ error: 'must be a day number' }).int('must be a day number').min(1, 'must be a day number'),
          days: z
            .number({ error: 'must be a number of days' })
            .int()
            .min(2, 'must be 2 or more (1 goes unsaid)')
            .optional(),
          years: z
            .string()
            .regex(/^\d{4}-(\d{4})?$/, 'must be the years it holds in, such as 1980- or 2000-2020')
            .optional(),
          add: z.object({ names: englishNames, type: holidayType }).strict().optional(),
          note: z.string().optional(),
          ...citation,
        })
        .strict()
        .refine((entry) => entry.day + (entry.days ?? 1) - 1 <= LONGEST_MONTH[entry.month - 1]!, {
          message: 'is a day the month never has (with its days)',
          path: ['day'],
        })
        .refine((entry) => !entry.add || entry.years !== undefined, {
          message: 'must say the years a holiday it adds holds in',
          path: ['years'],
        })
        .refine((entry) => !entry.add || entry.days === undefined, {
          message: 'is one day for a holiday it adds',
          path: ['days'],
        }),
    ),
  })
  .strict();
export const solarHijriSchema = solarHijriFile;
export type SolarHijriEntry = z.infer<typeof solarHijriFile>['entries'][number];
const solarHijriJson = reviewedFile('solar-hijri.json', solarHijriFile);
/** The reviewed entries of solar-hijri.json, each with its years as a range. */
export const solarHijriEntries = rangedEntries(solarHijriJson);
type RangedEntry = SolarHijriEntry & { range?: Range };

/** The day of `entry` a rule row stands for: its library rule's date where that is one of the entry's days. */
function offsetOf(entry: SolarHijriEntry, rule: string | undefined): number | null {
  const match = /^(\d{1,2}) ([A-Za-z]+)$/.exec(rule ?? '');
  if (!match || SOLAR_HIJRI_MONTHS.indexOf(match[2] as (typeof SOLAR_HIJRI_MONTHS)[number]) + 1 !== entry.month)
    return null;
  const offset = Number(match[1]) - entry.day;
  return offset >= 0 && offset < (entry.days ?? 1) ? offset : null;
}

/** Puts each rule row of solar-hijri.json's holidays on the engine's day, and adds the holidays it adds. */
function applySolarHijri(
  country: string,
  entries: readonly RangedEntry[],
  rows: SourceHoliday[],
  years: Range,
  ruleOf: (row: SourceHoliday) => string | undefined,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  if (entries.length === 0) return rows;
  const checked = rows.map((row) => {
    if (!isRuleRow(row) || row.substitute) return row;
    const entry = entries.find((each) => !each.add && holidayKey(each.holiday) === row.key);
    if (!entry || !inRange(entry.range, yearOf(row.date))) return row;
    const offset = offsetOf(entry, ruleOf(row));
    const offsets = offset === null ? [...Array(entry.days ?? 1).keys()] : [offset];
    let date: string | null = null;
    for (const each of offsets) {
      const found = solarHijriDayNear(entry.month, entry.day + each, row.date);
      if (found && (date === null || Math.abs(daysBetween(found, row.date)) < Math.abs(daysBetween(date, row.date))))
        date = found;
    }
    if (date === null || date === row.date) return row;
    disagreements.push({
      country,
      year: yearOf(date),
      key: row.key,
      engine: SOLAR_SOURCE,
      scope: row.scope === null ? [] : [row.scope],
      libraryDate: row.date,
      engineDate: date,
    });
    return shiftRow(row, daysBetween(row.date, date), SOLAR_SOURCE, row.estimated === true);
  });
  const added: SourceHoliday[] = [];
  const have = new Set(rows.map((row) => `${row.key}|${row.date}`));
  for (const entry of entries) {
    if (!entry.add) continue;
    const info = countryInfo(country);
    const key = holidayKey(entry.add.names.en!);
    for (
      let year = Math.max(years.from, SOLAR_HIJRI_YEARS.from);
      year <= Math.min(years.to, SOLAR_HIJRI_YEARS.to - 1);
      year++
    ) {
      for (const date of solarHijriDaysInGregorianYear(entry.month, entry.day, year)) {
        if (have.has(`${key}|${date}`) || !inRange(entry.range, year)) continue;
        // A law's day by the calendar the authority publishes: no estimate.
        added.push(addedRow(SOLAR_SOURCE, country, info, null, date, key, entry.add, false));
        disagreements.push({
          country,
          year,
          key,
          engine: SOLAR_SOURCE,
          scope: [],
          libraryDate: null,
          engineDate: date,
        });
      }
    }
  }
  return added.length === 0 ? checked : [...checked, ...added];
}

export const engine = {
  id: 'solar-hijri',
  computes:
    'the solar Hijri calendar by the March equinox (Nowruz the equinox day at UTC+03:30 if before noon, else the next), astronomy-engine; it puts the holidays solar-hijri.json dates by it on its days, and adds those it adds',
  reference:
    "the Nowruz days of 1206–1498 AP (1827–2119) as the Calendar Center of the University of Tehran's Institute of Geophysics publishes them (KabiseShamsi1206-1498)",
  sources: { solar: SOLAR_SOURCE },
  data: [solarHijriJson],
  entriesOf: (country) => solarHijriEntries().filter((entry) => entry.country === country),
  apply: ({ country, rows, entries, years, ruleOf, disagreements }) =>
    applySolarHijri(country, entries, rows, years, ruleOf, disagreements),
} satisfies CalendarEngine<RangedEntry>;
