// Bikram Sambat (Vikram Samvat), the official solar calendar of its country
// of use, both ways with the Gregorian calendar. No clock, no network; the
// calendar uses only hindu.ts (sunrise and sunset at a place, the civil day of
// an instant) and, through it, astronomy-engine; the engine at the end
// (bikram-sambat.json's holidays) uses engine.ts.
//
// Reckoning:
// - A month is the Sun's stay in one sidereal sign: Baisakh begins at its
//   ingress (sankranti) into Mesha, Jestha into Vrishabha, … Chaitra into
//   Meena. Year Y begins with Baisakh in April of Gregorian year Y − 57.
// - The Sun is the Surya Siddhanta's (true sidereal longitude: mean motion of
//   its sidereal year, 365.258756 days, corrected by the equation of its
//   epicycle), by the arithmetic of E. M. Reingold & N. Dershowitz,
//   "Calendrical Calculations", chapter "Modern Hindu Calendars" (moments
//   reckoned from midnight at Ujjain, 75.7683° E). The published calendars
//   follow it: the drik Sun (astronomy-engine with Lahiri's ayanamsa, as
//   hindu.ts and poya.ts use) starts at most 279 of the 336 months of
//   2056–2083 on the published day, whatever the cut-off time of day (tried
//   in 15-minute steps; best at 16:00), the Surya Siddhanta's 333 under the
//   rule below (test/sources/calendars/bikram-sambat.test.ts).
// - The day a month begins, at Kathmandu (Asia/Kathmandu):
//   - the civil day (midnight to midnight) in which the ingress falls;
//   - Shrawan (the ingress into Karka, by tradition the start of the southward
//     course): an ingress before that day's sunrise begins the month on the
//     day before;
//   - Magh (the ingress into Makara, by tradition the start of the northward course): an
//     ingress after that day's sunset begins the month on the next day.
//   These two exceptions follow the dharmashastra rule that the holy time of
//   the Karka sankranti lies before it and that of the Makara sankranti after
//   it; the published month starts of 2056–2083 show both (Shrawan 1 on the
//   day before an ingress at 00:48–05:00 six times; Magh 1 on the day after
//   an ingress at 17:49–23:11 seven times, and never after one before
//   17:00).
// - Published months win where the rule and they differ (CORRECTIONS): 8 of
//   the 1,008 months of 2000–2083 (3 of the 336 since 2056), each with its
//   ingress within 30 minutes of the day's cut-off (midnight, or sunrise or
//   sunset for Shrawan and Magh), where the almanac's arithmetic and this
//   one's part.
//
// Checked (test/sources/calendars/bikram-sambat.test.ts) against the published
// month-length table 2000–2090 carried by the npm packages
// nepali-date-converter (MIT) and bikram-sambat (Apache-2.0): they agree with
// each other to 2083, and differ in 18 months of 2084–2086, years no official
// calendar has been published for yet; there the rule decides.

import { z } from 'zod';
import { holidayKey } from '../../core/languages.js';
import type { SourceHoliday } from '../../core/types.js';
import { countryInfo } from '../date-holidays.js';
import {
  addEstimatedDay,
  citation,
  countryCode,
  inRange,
  reviewedFile,
  type CalendarEngine,
  type LunarDisagreement,
  type Range,
} from './engine.js';
import { localDate, sunDay, type Place } from './hindu.js';

/** The months, Baisakh first, as the official calendar names them in English. */
export const BS_MONTHS = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Asoj',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;
export type BsMonthName = (typeof BS_MONTHS)[number];

/** A Bikram Sambat date: month 1 (Baisakh) to 12 (Chaitra), day 1–32. */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar's reference place: its days are Kathmandu's. */
export const REFERENCE_PLACE: Place = { latitude: 27.7172, longitude: 85.324, timeZone: 'Asia/Kathmandu' };

/** The years the module answers for (Gregorian 1943–2100). */
export const BS_YEARS = { first: 2000, last: 2156 } as const;

/**
 * Month starts where the published calendar differs from the rule: `YYYY-MM`
 * (Bikram Sambat year and month) → the published first day. From the
 * month-length table the nepali-date-converter (3.4.0) and bikram-sambat
 * (1.8.1) npm packages both carry (the same for 2000–2083); the test holds
 * every other month of those years to the rule.
 */
export const CORRECTIONS: Readonly<Record<string, string>> = {
  '2024-04': '1967-07-16', // the rule: 17 July (the ingress just after sunrise)
  '2035-02': '1978-05-14', // 15 May (the ingress 24 minutes after midnight)
  '2035-10': '1979-01-15', // 14 January (the ingress half an hour before sunset)
  '2046-11': '1990-02-12', // 13 February (20 minutes after midnight)
  '2051-04': '1994-07-16', // 17 July (the ingress just after sunrise)
  '2062-02': '2005-05-14', // 15 May (5 minutes after midnight)
  '2066-12': '2010-03-14', // 15 March (14 minutes after midnight)
  '2073-11': '2017-02-12', // 13 February (a minute after midnight)
};

const DAY_MS = 86_400_000;
const UNIX_EPOCH_RD = 719163; // R.D. of 1970-01-01
const UJJAIN = 75.7683 / 360; // the Surya Siddhanta's meridian, as a fraction of a day east of Greenwich

// ── The Surya Siddhanta's Sun (Reingold & Dershowitz) ────────────────────────

const SIDEREAL_YEAR = 365 + 279457 / 1080000;
const ANOMALISTIC_YEAR = 1577917828000 / (4320000000 - 387);
const CREATION = -1132959 - 1955880000 * SIDEREAL_YEAR; // the Kali Yuga epoch (R.D. −1132959) less 1,955,880,000 sidereal years
const mod = (a: number, b: number) => ((a % b) + b) % b;
const sign = (x: number) => (x > 0 ? 1 : x < 0 ? -1 : 0);

/** The Surya Siddhanta's sine table: 24 entries of 225′, rounded as the text gives them. */
function sineTable(entry: number): number {
  const exact = 3438 * Math.sin(((entry * 225) / 60) * (Math.PI / 180));
  const error = 0.215 * sign(exact) * sign(Math.abs(exact) - 1716);
  return Math.round(exact + error) / 3438;
}
function hinduSine(theta: number): number {
  const entry = theta / (225 / 60);
  const fraction = mod(entry, 1);
  return fraction * sineTable(Math.ceil(entry)) + (1 - fraction) * sineTable(Math.floor(entry));
}
function hinduArcsin(amplitude: number): number {
  if (amplitude < 0) return -hinduArcsin(-amplitude);
  let position = 0;
  while (amplitude > sineTable(position)) position++;
  const below = sineTable(position - 1);
  return (225 / 60) * (position - 1 + (amplitude - below) / (sineTable(position) - below));
}
const meanPosition = (moment: number, period: number) => 360 * mod((moment - CREATION) / period, 1);

/** The Sun's sidereal longitude (degrees) at an instant (ms), by the Surya Siddhanta. */
export function suryaSiddhantaLongitude(ms: number): number {
  const moment = ms / DAY_MS + UNIX_EPOCH_RD + UJJAIN;
  const size = 14 / 360;
  const offset = hinduSine(meanPosition(moment, ANOMALISTIC_YEAR));
  const contraction = (Math.abs(offset) * size) / 42;
  return mod(meanPosition(moment, SIDEREAL_YEAR) - hinduArcsin(offset * (size - contraction)), 360);
}

/** The instant (ms) the Sun enters a sign (0 = Mesha … 11 = Meena), the ingress within 20 days of `near`. */
function ingress(signIndex: number, near: number): number {
  const past = (ms: number) => mod(suryaSiddhantaLongitude(ms) - signIndex * 30 + 180, 360) - 180 >= 0;
  let [low, high] = [near - 20 * DAY_MS, near + 20 * DAY_MS];
  for (let step = 0; step < 42; step++) {
    const middle = (low + high) / 2;
    if (past(middle)) high = middle;
    else low = middle;
  }
  return Math.round(high);
}

// ── Months ────────────────────────────────────────────────────────────────────

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < BS_YEARS.first || year > BS_YEARS.last)
    throw new RangeError(`Bikram Sambat years are computed for ${BS_YEARS.first}–${BS_YEARS.last}, not ${year}`);
}

const checkMonth = (month: number) => {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`a Bikram Sambat month is 1–12, not ${month}`);
};

/** The instant (ms) of the ingress that begins a month (1–12) of a year, by the rule (the sankranti). */
export function sankranti(year: number, month: number): number {
  checkYear(year);
  checkMonth(month);
  return ingress(month - 1, Date.UTC(year - 57, 3, 14) + (month - 1) * 30.44 * DAY_MS);
}

/** The first day of a month by the rule alone (no correction): the day of its sankranti at the reference place, Shrawan and Magh by their own rule. */
export function ruledMonthStart(year: number, month: number): string {
  checkYear(year);
  checkMonth(month);
  return ruled(year, month);
}

function ruled(year: number, month: number): string {
  const instant = ingress(month - 1, Date.UTC(year - 57, 3, 14) + (month - 1) * 30.44 * DAY_MS);
  const day = localDate(instant, REFERENCE_PLACE.timeZone);
  if (month === 4 && instant < sunDay(day, REFERENCE_PLACE).rise) return addDays(day, -1);
  if (month === 10 && instant >= sunDay(day, REFERENCE_PLACE).set) return addDays(day, 1);
  return day;
}

const monthStart = (year: number, month: number) =>
  CORRECTIONS[`${year}-${String(month).padStart(2, '0')}`] ?? ruled(year, month);
const startCache = new Map<number, string[]>();

/** The first day (`YYYY-MM-DD`) of each month of a year, Baisakh first, and of the next year's Baisakh (13 days). */
function starts(year: number): string[] {
  let cached = startCache.get(year);
  if (!cached) {
    cached = Array.from({ length: 13 }, (_, index) =>
      index < 12 ? monthStart(year, index + 1) : monthStart(year + 1, 1),
    );
    startCache.set(year, cached);
  }
  return cached;
}

/** The first day of every month of a year (12 days, Baisakh first), corrections included. */
export const monthStarts = (year: number): string[] => (checkYear(year), starts(year).slice(0, 12));

/** The length of every month of a year (29–32 days), Baisakh first. */
export function monthLengths(year: number): number[] {
  checkYear(year);
  const days = starts(year);
  return days.slice(0, 12).map((day, index) => dayNumber(days[index + 1]!) - dayNumber(day));
}

/** The Gregorian day of a Bikram Sambat date. */
export function gregorianOfBs({ year, month, day }: BsDate): string {
  const lengths = monthLengths(year);
  checkMonth(month);
  if (!Number.isInteger(day) || day < 1 || day > lengths[month - 1]!)
    throw new RangeError(`${BS_MONTHS[month - 1]} ${year} has ${lengths[month - 1]} days, not ${day}`);
  return addDays(starts(year)[month - 1]!, day - 1);
}

/** The Bikram Sambat date of a Gregorian day. */
export function bsOf(date: string): BsDate {
  const gregorianYear = Number(date.slice(0, 4));
  for (const year of [gregorianYear + 57, gregorianYear + 56]) {
    if (year < BS_YEARS.first || year > BS_YEARS.last) continue;
    const days = starts(year);
    if (date < days[0]! || date >= days[12]!) continue;
    const month = days.findLastIndex((start, index) => index < 12 && start <= date);
    return { year, month: month + 1, day: dayNumber(date) - dayNumber(days[month]!) + 1 };
  }
  throw new RangeError(`${date} is outside the Bikram Sambat years computed (${BS_YEARS.first}–${BS_YEARS.last})`);
}

/** The days of a Bikram Sambat month and day that fall in a Gregorian year (one; none where the month lacks the day). */
export function bsDaysInGregorianYear(month: number, day: number, gregorianYear: number): string[] {
  return [gregorianYear + 56, gregorianYear + 57].flatMap((year) => {
    if (year < BS_YEARS.first || year > BS_YEARS.last || day > monthLengths(year)[month - 1]!) return [];
    const date = gregorianOfBs({ year, month, day });
    return date.startsWith(`${gregorianYear}-`) ? [date] : [];
  });
}

// ── The engine: the holidays bikram-sambat.json puts on Bikram Sambat dates ───
//
// As bikram-sambat.json says which holiday of which country falls on which
// month and day, in which of the calendar's years: the engine adds the
// holiday's rows (estimates).

const BIKRAM_SAMBAT_SOURCE = 'calendar-bikram-sambat' as const;

/** The most days each month has (Baisakh first): Baisakh 30-31, Jestha to Bhadra 30-32, Asoj 30-31, Kartik to Falgun 29-30, Chaitra 30-31. */
const BS_LONGEST_MONTH = [31, 32, 32, 32, 32, 31, 30, 30, 30, 30, 30, 31];
const HOLIDAY_TYPES = ['public', 'bank', 'governmental', 'religious', 'observance'] as const;
const bikramSambatFile = z
  .object({
    title: z.string(),
    entries: z.array(
      z
        .object({
          country: countryCode,
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
          ...citation,
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
const bikramSambatJson = reviewedFile('bikram-sambat.json', bikramSambatFile);
const ranged = new WeakMap<object, readonly (BikramSambatEntry & { range: Range })[]>();
/**
 * A holiday on a date of the Bikram Sambat calendar (calendars/bikram-sambat.json):
 * in the calendar's `years` (`2084-`: from 1 Baisakh 2084), the engine adds
 * the holiday on `month` `day`, an estimate until the year's announcement is
 * on file (as a dated rule of the country, whose years the entry leaves out).
 */
export function bikramSambatEntries(): readonly (BikramSambatEntry & { range: Range })[] {
  const file = bikramSambatJson.read();
  if (!ranged.has(file))
    ranged.set(
      file,
      file.entries.map((entry) => {
        const [from, to] = entry.years.split('-');
        return { ...entry, range: { from: Number(from), to: to ? Number(to) : Number.POSITIVE_INFINITY } };
      }),
    );
  return ranged.get(file)!;
}

/**
 * Adds the holidays of bikram-sambat.json: each Gregorian year of
 * the build, the day of the entry's month and day in the calendar's years it
 * holds in; every one an estimate.
 */
function applyBikramSambat(
  country: string,
  entries: readonly (BikramSambatEntry & { range: Range })[],
  rows: SourceHoliday[],
  years: Range,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  if (entries.length === 0) return rows;
  const info = countryInfo(country);
  const added: SourceHoliday[] = [];
  for (const entry of entries) {
    const key = holidayKey(entry.add.names.en ?? entry.holiday);
    for (let year = years.from; year <= years.to; year++) {
      for (const date of bsDaysInGregorianYear(entry.month, entry.day, year)) {
        if (!inRange(entry.range, bsOf(date).year)) continue;
        addEstimatedDay({ added, disagreements }, BIKRAM_SAMBAT_SOURCE, country, info, date, key, entry.add);
      }
    }
  }
  return [...rows, ...added];
}

export const engine = {
  id: 'bikram-sambat',
  computes:
    "Bikram Sambat ↔ Gregorian: months begun by the Surya Siddhanta's sankranti on Kathmandu's days, the published month starts where they differ; it adds the holidays bikram-sambat.json puts on its dates",
  reference:
    'the month-length table of Bikram Sambat 2000–2090 (nepali-date-converter; bikram-sambat to 2083): test/fixtures/calendars/bikram-sambat-month-lengths-2000-2090.json',
  sources: { bikramSambat: BIKRAM_SAMBAT_SOURCE },
  data: [bikramSambatJson],
  entriesOf: (country) => bikramSambatEntries().filter((entry) => entry.country === country),
  apply: ({ country, rows, entries, years, disagreements }) =>
    applyBikramSambat(country, entries, rows, years, disagreements),
} satisfies CalendarEngine<BikramSambatEntry & { range: Range }>;
