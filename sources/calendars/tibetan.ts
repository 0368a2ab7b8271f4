// The Tibetan lunisolar calendar (Kalacakra tradition) by its arithmetic, as
// Svante Janson sets it out ("Tibetan calendar mathematics", 2007, revised
// 2014, arXiv:1401.6285), in three versions: the Phugpa calendar (Tibet, and
// the Tibetan Losar), the Bhutanese calendar (Janson's appendix on it; the
// calendar of Bhutan's holiday lists) and the Mongolian calendar (the
// Mongolian version of 1747, Janson's epoch E1747; Tsagaan Sar and the other
// lunar days of Mongolia). Pure: no clock, no network; the arithmetic imports
// nothing (the engine at the end reads tibetan.json through engine.ts).
//
// Reckoning (Janson §5-§8, exact rational arithmetic, BigInt):
// - Months. A Tibetan year Y is named by the Gregorian year its first month
//   begins in (February or March). Its month M counts M' = 12·(Y − E) + M from
//   the version's epoch year E; the true month (lunation) count is
//   n = ⌊67·(M' − α)/65⌋, α = 12·(s0 − p0), so that 65 calendar months hold 67
//   lunations: a month M is doubled (a leap month) when (2·M' − β) mod 65 is 0
//   or 1, β = ⌈67·α⌉. Phugpa and Mongolia put the leap month first (its true
//   month n − 1, the regular month n); Bhutan's rule puts it after (β − 2, the
//   leap month n + 1). A festival falls in the regular month.
// - Days. A lunar day (tithi) d of true month n ends at the true date
//   m0 + n·m1 + d·m2 + (moon_equ − sun_equ)/60, the mean date corrected by the
//   equations of the Moon (its anomaly a0 + n·a1 + d·a2, table 0 5 10 15 19 22
//   24 25, interpolated) and of the Sun (its mean longitude s0 + n·s1 + d·s2
//   less ¼, table 0 6 10 11); the integer part is the Julian Day Number of the
//   calendar day in which the lunar day ends. A calendar day bears the lunar
//   day current at its start (daybreak): a date whose lunar day begins and
//   ends within one calendar day is skipped; one whose lunar day spans two day
//   starts is doubled, the first of the two days being the leap day.
// - The epochs (Janson's tables): Phugpa E806 (m0 = 2015501 + 4783/5656,
//   s0 = 743/804, a0 = 475/3528, p0 = 139/180), Bhutan E1754 (m0 = 2361807 +
//   52/707, s0 = 68/67, a0 = 17/147, p0 = 31/40), Mongolia E1747 (m0 = 2359237
//   + 2603/2828, s0 = 397/402, a0 = 1523/1764, p0 = 209/270); all share
//   m1 = 167025/5656, s1 = 65/804, a1 = 253/3528, a2 = 1/28 (m2 = m1/30,
//   s2 = s1/30).
// - The day a festival is kept (`festivalDay`): the calendar day bearing its
//   date. A skipped date is kept on the day bearing the date before it (the
//   day in which its lunar day ends). A doubled date is kept on the second of
//   its two days (the first is the leap day), but in Bhutan on the first. The
//   first day of a year (Losar, Tsagaan Sar) is the day after the last day of
//   the year before (its 30th of the 12th month, the last 12th month in
//   Bhutan, whose leap month follows the regular one), so that it exists even
//   when the 1st is skipped (Tsagaan Sar 2025: Mongolia's almanac dropped the
//   1st, the holiday began on 1 March); Bhutan's lists keep 1/1 by the same
//   rules as any date. These conventions are the ones the published days
//   show: Henning's Bhutanese table matches on its 1,800 festival days only
//   with the first of a doubled date and the bare 1/1 (1,761 with the second),
//   Mongolia's days only with the second.
//
// Fit (test/sources/calendars/tibetan.test.ts), against days this module did
// not produce:
// - Bhutan's government holiday lists 2020-2026 (countries/BT.json): 58 of
//   the 63 days of its nine Bhutanese-calendar holidays. The 5 misses: the
//   Thimphu Drubchen of 2021, 2022 and 2023 and the Thimphu Tshechu of 2021
//   and 2022, which those lists put a day before the calendar's 6th and 10th
//   of the 8th month (python-holidays carries the same years as exceptions to
//   Henning's table): the lists' choice, not the arithmetic's.
// - E. Henning's Bhutanese calendar 1901-2100 (kalacakra.org, as transcribed
//   in python-holidays' holidays/calendars/tibetan.py): 1,800 of 1,800.
// - Mongolia's reported days 2020-2026 (countries/MN.json): Tsagaan Sar,
//   Buddha's Birthday and Chinggis Khaan's Birthday, 17 of 17 (four more days
//   of that file come from python-holidays' computed table alone and are not
//   counted).
// - The Phugpa Losar as published, 2017 and 2021-2025: 6 of 6.
// - A cross-check, not a reference: python-holidays' Mongolian table
//   2004-2100, generated from the same arithmetic: 291 of 291.
// A computed day is an estimate until the year's list is announced.

import { z } from 'zod';
import { addDays, yearOf } from '../../core/dates.js';
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

export const TIBETAN_VARIANTS = ['phugpa', 'bhutanese', 'mongolian'] as const;
export type TibetanVariant = (typeof TIBETAN_VARIANTS)[number];

/** The Gregorian years (of the Tibetan years) the module computes. */
export const TIBETAN_YEARS = { first: 1900, last: 2100 } as const;

// ── Exact rationals ───────────────────────────────────────────────────────────

type Q = readonly [bigint, bigint];
const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
};
const q = (n: bigint | number, d: bigint | number = 1n): Q => {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den);
  return [num / g, den / g];
};
const add = (a: Q, b: Q): Q => q(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
const sub = (a: Q, b: Q): Q => q(a[0] * b[1] - b[0] * a[1], a[1] * b[1]);
const mul = (a: Q, b: Q): Q => q(a[0] * b[0], a[1] * b[1]);
const times = (k: number, a: Q): Q => mul(q(k), a);
const floorQ = (a: Q): bigint => {
  const r = a[0] / a[1];
  return a[0] < 0n && r * a[1] !== a[0] ? r - 1n : r;
};
const frac = (a: Q): Q => sub(a, q(floorQ(a)));
const ceilQ = (a: Q): bigint => -floorQ(q(-a[0], a[1]));

// ── Constants (Janson) ────────────────────────────────────────────────────────

interface Version {
  epoch: number;
  m0: Q;
  s0: Q;
  a0: Q;
  p0: Q;
  /** Bhutan's rule: the leap month after the regular one. */
  leapAfter: boolean;
  /**
   * Bhutan's lists: a doubled date is kept on the first of its two days, and the year's first day is its 1/1 like any
   * date; elsewhere on the second, and the first day of the year is the day after the 30th of the 12th month.
   */
  keptOnFirst: boolean;
}

const M1 = q(167025, 5656);
const M2 = q(167025, 5656 * 30);
const S1 = q(65, 804);
const S2 = q(65, 804 * 30);
const A1 = q(253, 3528);
const A2 = q(1, 28);
const QUARTER = q(1, 4);
const MOON_TABLE = [0, 5, 10, 15, 19, 22, 24, 25] as const;
const SUN_TABLE = [0, 6, 10, 11] as const;

const VERSIONS: Record<TibetanVariant, Version> = {
  phugpa: {
    epoch: 806,
    m0: add(q(2015501), q(4783, 5656)),
    s0: q(743, 804),
    a0: q(475, 3528),
    p0: q(139, 180),
    leapAfter: false,
    keptOnFirst: false,
  },
  bhutanese: {
    epoch: 1754,
    m0: add(q(2361807), q(52, 707)),
    s0: q(68, 67),
    a0: q(17, 147),
    p0: q(31, 40),
    leapAfter: true,
    keptOnFirst: true,
  },
  mongolian: {
    epoch: 1747,
    m0: add(q(2359237), q(2603, 2828)),
    s0: q(397, 402),
    a0: q(1523, 1764),
    p0: q(209, 270),
    leapAfter: false,
    keptOnFirst: false,
  },
};

const alphaOf = (version: Version): Q => times(12, sub(version.s0, version.p0));
const betaOf = (version: Version): bigint => ceilQ(times(67, alphaOf(version))) - (version.leapAfter ? 2n : 0n);

const monthIndex = (version: Version, year: number, month: number) => 12 * (year - version.epoch) + month;

/** Whether month `month` of Tibetan year `year` is doubled (has a leap month). */
export function isLeapMonth(variant: TibetanVariant, year: number, month: number): boolean {
  const version = VERSIONS[variant];
  const index = BigInt(monthIndex(version, year, month));
  const residue = (((2n * index - betaOf(version)) % 65n) + 65n) % 65n;
  return residue === 0n || residue === 1n;
}

/** The true month count of a month (its leap month's with `leap`). */
export function trueMonth(variant: TibetanVariant, year: number, month: number, leap = false): number {
  const version = VERSIONS[variant];
  const n = Number(floorQ(mul(q(67, 65), sub(q(monthIndex(version, year, month)), alphaOf(version)))));
  if (leap && !isLeapMonth(variant, year, month))
    throw new RangeError(`${variant} ${year}: month ${month} has no leap month`);
  return leap ? n + (version.leapAfter ? 1 : -1) : n;
}

/** The piecewise-linear table of an equation, symmetric about its quarter and antisymmetric about its half. */
function tabulated(table: readonly number[], argument: Q): Q {
  const quarter = table.length - 1;
  let x = sub(argument, times(4 * quarter, q(floorQ(mul(argument, q(1, 4 * quarter))))));
  let sign = 1n;
  if (floorQ(x) >= BigInt(2 * quarter)) {
    sign = -1n;
    x = sub(x, q(2 * quarter));
  }
  if (floorQ(x) > BigInt(quarter) || (floorQ(x) === BigInt(quarter) && frac(x)[0] > 0n)) x = sub(q(2 * quarter), x);
  const i = Number(floorQ(x));
  const value = i >= quarter ? q(table[quarter]!) : add(q(table[i]!), mul(frac(x), q(table[i + 1]! - table[i]!)));
  return [sign * value[0], value[1]];
}

/** The true date (Janson's gza' dag) of the end of lunar day `day` of true month `n`: its integer part is the JDN of that calendar day. */
export function trueDate(variant: TibetanVariant, n: number, day: number): Q {
  const version = VERSIONS[variant];
  const meanDate = add(version.m0, add(times(n, M1), times(day, M2)));
  const meanSun = frac(add(version.s0, add(times(n, S1), times(day, S2))));
  const anomaly = frac(add(version.a0, add(times(n, A1), times(day, A2))));
  const moon = tabulated(MOON_TABLE, times(28, anomaly));
  const sun = tabulated(SUN_TABLE, times(12, frac(sub(meanSun, QUARTER))));
  return add(meanDate, mul(sub(moon, sun), q(1, 60)));
}

const endJdn = (variant: TibetanVariant, n: number, day: number): number => Number(floorQ(trueDate(variant, n, day)));

/** JDN 2440588 is 1970-01-01. */
const dateOfJdn = (jdn: number): string => new Date((jdn - 2440588) * 86_400_000).toISOString().slice(0, 10);

export interface TibetanDate {
  year: number;
  month: number;
  /** The leap (intercalary) month of a doubled month. */
  leap?: boolean;
  day: number;
}

/** How a date falls: its calendar day(s) (two when doubled: the leap day first), none when skipped. */
export function daysOfTibetan(variant: TibetanVariant, date: TibetanDate): string[] {
  const n = trueMonth(variant, date.year, date.month, date.leap ?? false);
  const end = endJdn(variant, n, date.day);
  const before = endJdn(variant, n, date.day - 1);
  return end === before ? [] : end === before + 2 ? [dateOfJdn(end - 1), dateOfJdn(end)] : [dateOfJdn(end)];
}

/** The first day of a Tibetan year: the day after the 30th of the 12th month of the year before. */
export function newYear(variant: TibetanVariant, year: number): string {
  const last = VERSIONS[variant].leapAfter && isLeapMonth(variant, year - 1, 12);
  return dateOfJdn(endJdn(variant, trueMonth(variant, year - 1, 12, last), 30) + 1);
}

/**
 * The day a festival on `day` of (regular) month `month` of Tibetan year `year` is kept: the calendar day bearing the
 * date; of a doubled date the second (the first in Bhutan); for a skipped date the day before, the one bearing the
 * date before it; 1/1 is the year's first day (`newYear`), in Bhutan the day bearing 1/1 by the same rules.
 */
export function festivalDay(variant: TibetanVariant, year: number, month: number, day: number): string {
  const version = VERSIONS[variant];
  if (month === 1 && day === 1 && !version.keptOnFirst) return newYear(variant, year);
  const days = daysOfTibetan(variant, { year, month, day });
  if (days.length > 0) return version.keptOnFirst ? days[0]! : days[days.length - 1]!;
  return dateOfJdn(endJdn(variant, trueMonth(variant, year, month), day));
}

/** The days in a Gregorian year of a festival (the Tibetan years whose date falls in it: a 12th-month date of the year before, too). */
export function festivalDaysInGregorianYear(
  variant: TibetanVariant,
  month: number,
  day: number,
  gregorianYear: number,
): string[] {
  return [gregorianYear - 1, gregorianYear]
    .map((year) => festivalDay(variant, year, month, day))
    .filter((date) => yearOf(date) === gregorianYear);
}

// ── The engine: the holidays tibetan.json puts on Tibetan-calendar dates ──────
//
// Each entry names a country's holiday (its English name in the country's
// rules), the calendar version, its month and day (and how many days it
// lasts), and the Gregorian years the engine adds it in: those after the
// country's last announced list, whose days stay the country's dated rules.
// Every added day is an estimate; a year in which the country's rules already
// hold the holiday (a list on file) gains nothing.

const TIBETAN_SOURCE = 'calendar-tibetan' as const;

const tibetanFile = z
  .object({
    about: z.string(),
    entries: z.array(
      z
        .object({
          country: countryCode,
          holiday: z.string().min(1, "must be the holiday's English name in the country's rules"),
          calendar: z.enum(TIBETAN_VARIANTS, { error: `must be one of ${TIBETAN_VARIANTS.join(', ')}` }),
          month: z.number().int().min(1, 'must be a month 1-12').max(12, 'must be a month 1-12'),
          day: z.number().int().min(1, 'must be a lunar day 1-30').max(30, 'must be a lunar day 1-30'),
          days: z.number().int().min(1, 'must be 1 to 5 days').max(5, 'must be 1 to 5 days').optional(),
          years: yearRange,
          names: englishNames,
          type: holidayType,
          note: z.string().optional(),
          ...citation,
        })
        .strict()
        .refine((entry) => entry.names.en === entry.holiday, {
          message: "must be the holiday's English name (names.en)",
          path: ['holiday'],
        }),
    ),
  })
  .strict();
export const tibetanSchema = tibetanFile;
export type TibetanEntry = z.infer<typeof tibetanFile>['entries'][number];
const tibetanJson = reviewedFile('tibetan.json', tibetanFile);
/** The reviewed entries of tibetan.json. */
export const tibetanEntries = (): readonly TibetanEntry[] => tibetanJson.read().entries;

/** Each (version, month, day, Gregorian year) once per process: the build asks for the same days for every country and pass. */
const festivalCache = new Map<string, readonly string[]>();
/** The days of a festival in a Gregorian year, cached. */
export function cachedFestivalDays(
  variant: TibetanVariant,
  month: number,
  day: number,
  year: number,
): readonly string[] {
  const id = `${variant}|${month}|${day}|${year}`;
  let days = festivalCache.get(id);
  if (!days) {
    days = festivalDaysInGregorianYear(variant, month, day, year);
    festivalCache.set(id, days);
  }
  return days;
}

/** Adds each entry's holiday in its years (within the build's), every day an estimate, except where the country's rules have it that year. */
function applyTibetan(
  country: string,
  entries: readonly TibetanEntry[],
  rows: SourceHoliday[],
  years: Range,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  if (entries.length === 0) return rows;
  const info = countryInfo(country);
  const held = new Set(rows.map((row) => `${row.key}|${yearOf(row.date)}`));
  const added: SourceHoliday[] = [];
  for (const entry of entries) {
    const key = holidayKey(entry.names.en!);
    const from = Math.max(years.from, entry.years.from, TIBETAN_YEARS.first);
    const to = Math.min(years.to, entry.years.to, TIBETAN_YEARS.last);
    for (let year = from; year <= to; year++) {
      if (held.has(`${key}|${year}`)) continue;
      for (const first of cachedFestivalDays(entry.calendar, entry.month, entry.day, year)) {
        for (let k = 0; k < (entry.days ?? 1); k++) {
          const date = addDays(first, k);
          if (!inRange(years, yearOf(date))) continue;
          addEstimatedDay({ added, disagreements }, TIBETAN_SOURCE, country, info, date, key, {
            names: entry.names,
            type: entry.type,
          });
        }
      }
    }
  }
  return [...rows, ...added];
}

export const engine = {
  id: 'tibetan',
  computes:
    "the Tibetan lunisolar calendar by Janson's arithmetic (true months and dates, leap months, skipped and doubled days) in its Phugpa, Bhutanese and Mongolian versions; it adds the holidays tibetan.json puts on its dates",
  reference:
    "Bhutan's government holiday lists 2020–2026 (58 of 63 days) and E. Henning's Bhutanese calendar 1901–2100 (1,800 of 1,800, as transcribed in python-holidays); Mongolia's reported days 2020–2026 (17 of 17); the Phugpa Losar as published 2017–2025 (test/fixtures/calendars/tibetan-calendar-days.json)",
  sources: { tibetan: TIBETAN_SOURCE },
  data: [tibetanJson],
  entriesOf: (country) => tibetanEntries().filter((entry) => entry.country === country),
  apply: ({ country, rows, entries, years, disagreements }) =>
    applyTibetan(country, entries, rows, years, disagreements),
} satisfies CalendarEngine<TibetanEntry>;
