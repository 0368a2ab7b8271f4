// A country's weekend on a given day, for working-day counts (docs/api.md, Endpoints):
// the server counts with it, and the pipeline checks with it that a makeup
// working day (workdays/) falls on a weekend day; the build writes today's
// into the countries file (`weekend`), so all three agree. The weekends
// countries changed are reviewed, cited data (core/weekend-history.json):
// CLDR only knows today's. Every other country's weekend is CLDR's week data,
// with a small table of the non-Saturday-Sunday weekends for a runtime built
// without it.
// Weekdays are the API's numbers: 0 = Sunday … 6 = Saturday.

import { readFileSync } from 'node:fs';
import { addDays } from './dates.js';

/** One weekend of a country's history: its days, from `since` (the first entry has none). */
export interface WeekendEntry {
  days: number[];
  since?: string;
  citation: string;
  url?: string;
  /** Why today's weekend is not CLDR's (CLDR's week data is behind the law). */
  cldrDiffers?: string;
}

/** A weekend that applied up to (not including) `until`, YYYY-MM-DD. */
export interface PastWeekend {
  until: string;
  weekend: number[];
}

let history: Readonly<Record<string, readonly WeekendEntry[]>> | undefined;

/** core/weekend-history.json: the weekends countries changed, cited (read once; the server bundle reads it beside core/). */
export function weekendHistory(): Readonly<Record<string, readonly WeekendEntry[]>> {
  history ??= (
    JSON.parse(readFileSync(new URL('../core/weekend-history.json', import.meta.url), 'utf8')) as {
      countries: Record<string, WeekendEntry[]>;
    }
  ).countries;
  return history;
}

const past = new Map<string, readonly PastWeekend[]>();

/** A country's weekends before its current one, oldest first, each with the first day of the next (worked out once per country: working-day counts ask per day). */
export function pastWeekends(country: string): readonly PastWeekend[] {
  let weekends = past.get(country);
  if (!weekends) {
    const entries = weekendHistory()[country] ?? [];
    weekends = entries.slice(0, -1).map((entry, index) => ({ until: entries[index + 1]!.since!, weekend: entry.days }));
    past.set(country, weekends);
  }
  return weekends;
}

/** CLDR's weekends other than Saturday-Sunday, for a runtime without Intl week data. */
export const CLDR_FALLBACK: Readonly<Record<string, readonly number[]>> = {
  AF: [4, 5],
  BH: [5, 6],
  DZ: [5, 6],
  EG: [5, 6],
  IL: [5, 6],
  IN: [0],
  IQ: [5, 6],
  IR: [5],
  JO: [5, 6],
  KW: [5, 6],
  LY: [5, 6],
  OM: [5, 6],
  QA: [5, 6],
  SA: [5, 6],
  SD: [5, 6],
  SY: [5, 6],
  UG: [0],
  YE: [5, 6],
};

const SATURDAY_SUNDAY: readonly number[] = [6, 0];

type WeekInfoLocale = Intl.Locale & {
  getWeekInfo?: () => { weekend: number[] };
  weekInfo?: { weekend: number[] };
};

const current = new Map<string, readonly number[]>();

/** The country's weekend today, from CLDR (ISO weekdays 1-7 turned into 0-6). */
export function currentWeekend(country: string): readonly number[] {
  let weekend = current.get(country);
  if (!weekend) {
    const reviewed = weekendHistory()[country]?.at(-1)?.days;
    weekend = reviewed ?? cldrWeekend(country);
    current.set(country, weekend);
  }
  return weekend;
}

/** CLDR's weekend of a country (ISO weekdays 1-7 turned into 0-6), or the fallback table without week data. */
export function cldrWeekend(country: string): readonly number[] {
  const locale = new Intl.Locale(`und-${country}`) as WeekInfoLocale;
  const info = locale.getWeekInfo?.() ?? locale.weekInfo;
  return info ? info.weekend.map((day) => day % 7) : (CLDR_FALLBACK[country] ?? SATURDAY_SUNDAY);
}

/** The weekend days in force on `day` in `country`. */
export function weekendOn(country: string, day: string): readonly number[] {
  for (const past of pastWeekends(country)) if (day < past.until) return past.weekend;
  return currentWeekend(country);
}

export interface WeekendPeriod {
  from: string;
  to: string;
  weekend: readonly number[];
}

/** The weekend conventions over `start`..`end` (inclusive), one period per convention. */
export function weekendPeriods(country: string, start: string, end: string): WeekendPeriod[] {
  const periods: WeekendPeriod[] = [{ from: start, to: end, weekend: weekendOn(country, start) }];
  for (const past of pastWeekends(country)) {
    if (past.until > start && past.until <= end) {
      periods[periods.length - 1]!.to = addDays(past.until, -1);
      periods.push({ from: past.until, to: end, weekend: weekendOn(country, past.until) });
    }
  }
  return periods;
}
