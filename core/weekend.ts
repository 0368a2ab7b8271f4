// A country's weekend on a given day, for working-day counts (docs/api.md, Endpoints):
// the server counts with it, and the pipeline checks with it that a makeup
// working day (workdays/) falls on a weekend day. Today's convention comes
// from CLDR week data, the same source the build uses for `weekend` in the
// countries file, so both always agree. Two small tables cover what CLDR
// cannot say: the weekends countries had before they changed them (CLDR only
// knows the current one), and the non-Saturday-Sunday weekends for a runtime
// built without week data.
// Weekdays are the API's numbers: 0 = Sunday … 6 = Saturday.

import { addDays } from './dates.js';

/** A weekend that applied up to (not including) `until`, YYYY-MM-DD. */
interface PastWeekend {
  until: string;
  weekend: number[];
}

/**
 * Weekends before a change, oldest first; from the last `until` on, CLDR's
 * current weekend applies. Dates are the first day of the new convention.
 */
export const WEEKEND_CHANGES: Readonly<Record<string, readonly PastWeekend[]>> = {
  // Thursday-Friday until 1 September 2006, Friday-Saturday until 1 January 2022.
  AE: [
    { until: '2006-09-01', weekend: [4, 5] },
    { until: '2022-01-01', weekend: [5, 6] },
  ],
  BH: [{ until: '2006-09-01', weekend: [4, 5] }],
  DZ: [{ until: '2009-08-14', weekend: [4, 5] }],
  SA: [{ until: '2013-06-29', weekend: [4, 5] }],
};

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
    const locale = new Intl.Locale(`und-${country}`) as WeekInfoLocale;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    weekend = info ? info.weekend.map((day) => day % 7) : (CLDR_FALLBACK[country] ?? SATURDAY_SUNDAY);
    current.set(country, weekend);
  }
  return weekend;
}

/** The weekend days in force on `day` in `country`. */
export function weekendOn(country: string, day: string): readonly number[] {
  for (const past of WEEKEND_CHANGES[country] ?? []) if (day < past.until) return past.weekend;
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
  for (const past of WEEKEND_CHANGES[country] ?? []) {
    if (past.until > start && past.until <= end) {
      periods[periods.length - 1]!.to = addDays(past.until, -1);
      periods.push({ from: past.until, to: end, weekend: weekendOn(country, past.until) });
    }
  }
  return periods;
}
