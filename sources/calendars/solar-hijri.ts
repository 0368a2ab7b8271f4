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
// test/sources/calendars/solar-hijri.test.ts, names them). The engine sets no
// holiday: it is the check of the solar Hijri days the rule library and the
// country files give (the test holds every such day of the build to it).

import { Body, MakeTime, Observer, SearchHourAngle, Seasons } from 'astronomy-engine';
import type { CalendarEngine } from './engine.js';

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

/** The engine: sets no holiday itself; the solar Hijri days of the build are held to it by its test. */
export const engine = {
  id: 'solar-hijri',
  computes:
    'the solar Hijri calendar by the March equinox (Nowruz the equinox day at UTC+03:30 if before noon, else the next), astronomy-engine',
  reference:
    "the Nowruz days of 1206–1498 AP (1827–2119) as the Calendar Center of the University of Tehran's Institute of Geophysics publishes them (KabiseShamsi1206-1498)",
  sources: {},
  data: [],
} satisfies CalendarEngine;
