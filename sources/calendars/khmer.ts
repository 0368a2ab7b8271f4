// The Khmer lunisolar calendar (ប្រតិទិនចន្ទគតិ) by its traditional arithmetic, the rules
// Chhuon Nath's committee published and Roath Kim Soeun's "Pratitin Soryakkatik-Chankatik
// 1900-1999" tabulates, as Phylypo Tum's "Khmer Calendar" documentation (cam-cc.org) sets
// them out (the momentkh project implements the same). Pure: no clock, no network; the
// arithmetic imports nothing of the project but core/dates (the engine at the end reads
// khmer.json through engine.ts).
//
// - A Buddhist Era (BE) year b: its aharkun (អាហារគុណ) is ⌊(292207·b + 499) / 800⌋ + 4, a
//   solar year being 292207/800 days; its kromthupul (ក្រមធុពល) 800 − (292207·b + 499) mod
//   800 makes the solar year one of 366 days when 207 or less.
// - The avoman (អវមាន), (11·aharkun + 25) mod 692, and the bodithey (បូតិថី),
//   (aharkun + ⌊(11·aharkun + 25) / 692⌋ + 29) mod 30.
// - Adhikameas (អធិកមាស, a leap month: Asath doubled, 384 days): a bodithey of 25 or more,
//   or of 5 or less; 24 followed by 6 next year makes this year the leap one, 25 followed by
//   5 leaves it to the next.
// - Chantrea Thimeas (ចន្ទ្រាធិមាស, a leap day: Jesth of 30 days, 355 days): an avoman of
//   137 or less (126 or less in a 366-day solar year); an avoman of 137 followed by 0 makes
//   the next year the leap one. A year of both keeps the leap month, and its leap day goes to
//   the next year without one.
// - Months alternate 30 and 29 days from Bos: Bos 30, Meak 29, Phalkun 30, Cheit 29, Pisak
//   30, Jesth 29 (30), Asath 30 (Pathamasath and Tutiyasath, 30 each), Srap 29, Photrobot
//   30, Asoch 29, Kadeuk 30, Mikasir 29. The count starts on 1 January 1900, the 1st waxing
//   day (១កើត) of Bos; the year from a Bos beginning near 1 January of Gregorian year Y has
//   its leap month or day by BE year Y + 544 (the BE year that begins on the 1st waning day
//   of its Pisak), the same arithmetic as the Thai calendar's Chula Sakarat year Y − 638.
// - The Khmer New Year (Moha Sangkran): the Sun's entry into Aries by the same era's
//   arithmetic (the Sun's mean and true longitude at the 362nd to 366th day of the solar
//   year, in reasey, angsar and libda), Sangkran, one or two days of Virak Vanabat (two when
//   the Sun is still in the 0th angsar of Aries at the first of those days), and Virak
//   Leung Sak, the day the era changes, whose lunar date is the bodithey-th day of Cheit
//   (of Pisak when the bodithey is 5 or less; one day later after a year of both leap
//   month and leap day).
//
// Holidays (lunar days): Meak Bochea the 15th waxing day of Meak; Visak Bochea the 15th
// waxing day of Pisak; the Royal Ploughing Ceremony the 4th waning day of Pisak; Pchum Ben
// the 14th and 15th waning days of Photrobot and the 1st waxing day of Asoch; the Water
// Festival (Bon Om Touk) the 14th and 15th waxing days of Kadeuk and the 1st waning day.
// Cambodia's Buddhist days are not Thailand's: the Khmer calendar does not move Visak
// Bochea to the 7th month in a leap-month year, and places its leap days otherwise
// (Visak Bochea 26 April 2021, Thailand's Visakha Bucha 26 May).
//
// The government's yearly sub-decree fixes the days; a computed day is an estimate until
// it is announced. test/sources/calendars/khmer.test.ts holds the engine to the announced
// lists: Cambodia's lunar holidays and New Year of 2014-2026 (the 59 dated rules of 2015-2026
// and the 20 days of the 2014-2020 lists), all on the arithmetic's days; Laos's Pi Mai
// notices, 8 of 10 (2011's 13-15 April a day before the arithmetic's Sangkran, and 2022's
// day in lieu of a Saturday). The avoman threshold of a 365-day solar year (137) is not
// pinned by those days (138 gives the same): the year lengths and the announced days are.
// Cross-check, not a reference: python-holidays' Khmer days (its Thai year-type table, after
// myhora.com) agree on the lunar holidays of 2000-2035 but in 2005-2006 and 2030-2032, the
// years that table departs from the arithmetic (sources/calendars/README.md, Thai calendar),
// a day earlier there; its New Year is 13-15 April but in listed years, which the 2019
// sub-decree (14-16 April) contradicts.

import { z } from 'zod';
import { addDays, daysBetween } from '../../core/dates.js';
import { holidayKey } from '../../core/languages.js';
import type { SourceHoliday } from '../../core/types.js';
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

/** The Gregorian years the module computes. */
export const KHMER_YEARS = { first: 1900, last: 2100 } as const;

// ── The era arithmetic (BE years) ─────────────────────────────────────────────

const aharkun = (be: number) => Math.floor((be * 292207 + 499) / 800) + 4;
const kromthupul = (be: number) => 800 - ((be * 292207 + 499) % 800);
const avoman = (be: number) => (11 * aharkun(be) + 25) % 692;
const bodithey = (be: number) => {
  const a = aharkun(be);
  return (a + Math.floor((11 * a + 25) / 692) + 29) % 30;
};
const solarLeap = (be: number) => kromthupul(be) <= 207;

/** Adhikameas by the bodithey (the 24/6 and 25/5 pairs decided as the rules say). */
function leapMonthByRule(be: number): boolean {
  const b = bodithey(be);
  const next = bodithey(be + 1);
  if (b === 25 && next === 5) return false;
  if (b === 24 && next === 6) return true;
  return b >= 25 || b <= 5;
}

/** Chantrea Thimeas by the avoman, before a leap month moves it. */
function leapDayByRule(be: number): boolean {
  const a = avoman(be);
  if (a === 0 && avoman(be - 1) === 137) return true;
  if (solarLeap(be)) return a <= 126;
  if (a === 137 && avoman(be + 1) === 0) return false;
  return a <= 137;
}

export type KhmerYearType = 'regular' | 'leap-month' | 'leap-day';

/** The kind of a BE year: a leap month (384 days), a leap day (355) or neither (354). */
export function khmerYearType(be: number): KhmerYearType {
  if (leapMonthByRule(be)) return 'leap-month';
  if (leapDayByRule(be)) return 'leap-day';
  // A leap day of a leap-month year (or of a run of them) goes to the first year after without one.
  for (let before = be - 1; leapMonthByRule(before); before--) if (leapDayByRule(before)) return 'leap-day';
  return 'regular';
}

// ── Months and days ───────────────────────────────────────────────────────────

/** The months, in the order of a year from Bos; `pathamasath` and `tutiyasath` replace `asath` in a leap-month year. */
export const KHMER_MONTHS = [
  'bos',
  'meak',
  'phalkun',
  'cheit',
  'pisak',
  'jesth',
  'asath',
  'pathamasath',
  'tutiyasath',
  'srap',
  'photrobot',
  'asoch',
  'kadeuk',
  'mikasir',
] as const;
export type KhmerMonth = (typeof KHMER_MONTHS)[number];

/** The months of the year from the Bos near 1 January of `year`, each with its length. */
function monthsOf(year: number): [KhmerMonth, number][] {
  const type = khmerYearType(year + 544);
  return [
    ['bos', 30],
    ['meak', 29],
    ['phalkun', 30],
    ['cheit', 29],
    ['pisak', 30],
    ['jesth', type === 'leap-day' ? 30 : 29],
    ...(type === 'leap-month'
      ? ([
          ['pathamasath', 30],
          ['tutiyasath', 30],
        ] as [KhmerMonth, number][])
      : ([['asath', 30]] as [KhmerMonth, number][])),
    ['srap', 29],
    ['photrobot', 30],
    ['asoch', 29],
    ['kadeuk', 30],
    ['mikasir', 29],
  ];
}

const EPOCH = '1900-01-01';
const yearStarts = new Map<number, string>();
/** The day of 1 Bos (the 1st waxing day) of the year near 1 January of `year`, counted from the epoch once per year. */
function yearStart(year: number): string {
  if (year < KHMER_YEARS.first || year > KHMER_YEARS.last + 1)
    throw new RangeError(`the Khmer calendar is computed for ${KHMER_YEARS.first}-${KHMER_YEARS.last}, not ${year}`);
  if (yearStarts.size === 0) {
    let day = EPOCH;
    for (let each = KHMER_YEARS.first; each <= KHMER_YEARS.last + 1; each++) {
      yearStarts.set(each, day);
      day = addDays(
        day,
        monthsOf(each).reduce((sum, [, length]) => sum + length, 0),
      );
    }
  }
  return yearStarts.get(year)!;
}

/** A lunar date: the month of the year from the Bos near 1 January of `year`, the waxing (កើត) or waning (រោច) half, its day 1-15. */
export interface KhmerDate {
  year: number;
  month: KhmerMonth;
  phase: 'waxing' | 'waning';
  day: number;
}

/** The Gregorian day of a Khmer lunar date (RangeError for a month the year lacks or a day it does not have). */
export function gregorianOfKhmer({ year, month, phase, day }: KhmerDate): string {
  let offset = 0;
  for (const [each, length] of monthsOf(year)) {
    if (each !== month) {
      offset += length;
      continue;
    }
    const index = (phase === 'waxing' ? 0 : 15) + day - 1;
    if (day < 1 || day > 15 || index >= length)
      throw new RangeError(`${month} of ${year} has no ${day} ${phase} (it has ${length} days)`);
    return addDays(yearStart(year), offset + index);
  }
  throw new RangeError(`the year of ${year} has no month ${month}`);
}

/** The Khmer lunar date of a Gregorian day. */
export function khmerOf(date: string): KhmerDate {
  let year = Number(date.slice(0, 4));
  if (daysBetween(yearStart(year), date) < 0) year--;
  else if (daysBetween(yearStart(year + 1), date) >= 0) year++; // a year from a Bos of late December
  let offset = daysBetween(yearStart(year), date);
  for (const [month, length] of monthsOf(year)) {
    if (offset < length)
      return offset < 15
        ? { year, month, phase: 'waxing', day: offset + 1 }
        : { year, month, phase: 'waning', day: offset - 14 };
    offset -= length;
  }
  throw new RangeError(`${date} lies outside the year from ${yearStart(year)}`);
}

// ── The Khmer New Year (Moha Sangkran) ────────────────────────────────────────

// The Chula Sakarat (CS) year of the era arithmetic the New Year uses: CS year Y − 638 begins in April of Y.
const csAharkun = (cs: number) => Math.floor((cs * 292207 + 373) / 800) + 1;
const csKromthupul = (cs: number) => 800 - ((cs * 292207 + 373) % 800);
const csBodithey = (cs: number) => {
  const a = csAharkun(cs);
  return (a + Math.floor((11 * a + 650) / 692)) % 30;
};

/** A longitude is counted in libda (minutes): 60 to the angsar (degree), 30 angsar to the reasey (sign). */
const LIBDA_PER_REASEY = 30 * 60;
/** The equation of the centre's table by the khan (half-sign) of the anomaly: its multiplier and its value at the khan's start. */
const CHHAYA: readonly [number, number][] = [
  [35, 0],
  [32, 35],
  [27, 67],
  [22, 94],
  [13, 116],
  [5, 129],
];

/** The Sun's true longitude, in libda, at the end of the `sotin`-th day of the solar year before CS year `cs`. */
function sunLongitude(cs: number, sotin: number): number {
  // The mean longitude: 800 · sotin + the kromthupul, in 24350ths of a sign, 811ths of a degree and 14ths of a minute.
  const mean = 800 * sotin + csKromthupul(cs - 1);
  const reasey = Math.floor(mean / 24350);
  const angsar = Math.floor((mean % 24350) / 811);
  const libda = Math.floor(((mean % 24350) % 811) / 14) - 3;
  const meanLibda = LIBDA_PER_REASEY * reasey + 60 * angsar + libda;
  // The anomaly from the apogee (2 signs 20 degrees), folded to a quarter of the circle.
  const apogee = LIBDA_PER_REASEY * 2 + 60 * 20;
  const anomaly = meanLibda - apogee + (meanLibda < apogee ? LIBDA_PER_REASEY * 12 : 0);
  const kaen = Math.floor(anomaly / LIBDA_PER_REASEY);
  const folded =
    kaen <= 2
      ? kaen
      : kaen <= 5
        ? LIBDA_PER_REASEY * 6 - anomaly
        : kaen <= 8
          ? anomaly - LIBDA_PER_REASEY * 6
          : LIBDA_PER_REASEY * 12 - anomaly;
  const foldedReasey = Math.floor(folded / LIBDA_PER_REASEY);
  const foldedAngsar = Math.floor((folded % LIBDA_PER_REASEY) / 60);
  const foldedLibda = folded % 60;
  const khan = 2 * foldedReasey + (foldedAngsar >= 15 ? 1 : 0);
  const within = 60 * (foldedAngsar >= 15 ? foldedAngsar - 15 : foldedAngsar) + foldedLibda;
  const [multiplier, start] = CHHAYA[khan] ?? [0, 134];
  const equation = Math.floor((within * multiplier) / 900) + start;
  return kaen <= 5 ? meanLibda - equation : meanLibda + equation;
}

/** The Khmer New Year of a Gregorian year: Moha Sangkran's day and the number of days to Leung Sak (3 or 4). */
export interface KhmerNewYear {
  sangkran: string;
  leungSak: string;
  /** The days Sangkran to Leung Sak: 3, or 4 with two days of Virak Vanabat. */
  days: number;
}

const newYears = new Map<number, KhmerNewYear>();
/** The Khmer New Year of `year` (computed once per year). */
export function khmerNewYear(year: number): KhmerNewYear {
  const known = newYears.get(year);
  if (known) return known;
  const cs = year - 638;
  // Two days of Virak Vanabat when the Sun is still in the first angsar of Aries on the first of the New Year days.
  const first = solarLeapCs(cs - 1) ? 363 : 362;
  const days = Math.floor((sunLongitude(cs, first) % LIBDA_PER_REASEY) / 60) === 0 ? 4 : 3;
  // Leung Sak, the era's first day: the bodithey-th day of Cheit, or of Pisak when it is 5 or less (a day later after a
  // year of both a leap month and a leap day by the rules).
  let b = csBodithey(cs);
  if (leapMonthByRule(cs + 1181) && leapDayByRule(cs + 1181)) b = (b + 1) % 30;
  const leungSak =
    b >= 6 ? gregorianOfKhmer(dayIndex(year, 'cheit', b)) : gregorianOfKhmer(dayIndex(year, 'pisak', b + 1));
  const result = { sangkran: addDays(leungSak, 1 - days), leungSak, days };
  newYears.set(year, result);
  return result;
}
const solarLeapCs = (cs: number) => csKromthupul(cs) <= 207;
const dayIndex = (year: number, month: KhmerMonth, nth: number): KhmerDate =>
  nth <= 15 ? { year, month, phase: 'waxing', day: nth } : { year, month, phase: 'waning', day: nth - 15 };

// ── Holidays ──────────────────────────────────────────────────────────────────

/** The days the engine computes, each the Gregorian days it spans in a year. */
export const KHMER_DAYS = [
  'sangkran',
  'meak-bochea',
  'visak-bochea',
  'royal-ploughing',
  'pchum-ben',
  'water-festival',
] as const;
export type KhmerDay = (typeof KHMER_DAYS)[number];

const lunar = (year: number, month: KhmerMonth, phase: 'waxing' | 'waning', day: number) =>
  gregorianOfKhmer({ year, month, phase, day });

const daysCache = new Map<string, readonly string[]>();
/** The Gregorian days of a holiday in a Gregorian year (each falls in the year from the Bos near 1 January), computed once. */
export function khmerDays(holiday: KhmerDay, year: number): readonly string[] {
  const id = `${holiday}|${year}`;
  const known = daysCache.get(id);
  if (known) return known;
  let days: string[];
  switch (holiday) {
    case 'sangkran': {
      const { sangkran, days: count } = khmerNewYear(year);
      days = Array.from({ length: count }, (_, index) => addDays(sangkran, index));
      break;
    }
    case 'meak-bochea':
      days = [lunar(year, 'meak', 'waxing', 15)];
      break;
    case 'visak-bochea':
      days = [lunar(year, 'pisak', 'waxing', 15)];
      break;
    case 'royal-ploughing':
      days = [lunar(year, 'pisak', 'waning', 4)];
      break;
    case 'pchum-ben': {
      const start = lunar(year, 'photrobot', 'waning', 14);
      days = [start, addDays(start, 1), addDays(start, 2)];
      break;
    }
    case 'water-festival': {
      const start = lunar(year, 'kadeuk', 'waxing', 14);
      days = [start, addDays(start, 1), addDays(start, 2)];
      break;
    }
  }
  daysCache.set(id, days);
  return days;
}

// ── The engine: the holidays khmer.json says a Khmer day sets ─────────────────

// The Buddhist lunisolar calendars' record source, as for poya.ts and thai-lunar.ts.
const KHMER_SOURCE = 'calendar-buddhist' as const;

/**
 * A holiday a day of the Khmer calendar sets (calendars/khmer.json): in
 * `years` (after the last yearly list on file, whose days are the country's
 * dated rules), the engine adds each of its days (`add`: names, type), every
 * one an estimate until that year's list is on file.
 */
const khmerFile = z
  .object({
    about: z.string(),
    entries: z.array(
      z
        .object({
          country: countryCode,
          holiday: z.string().min(1, "must be the holiday's English name"),
          day: z.enum(KHMER_DAYS, { error: `must be one of ${KHMER_DAYS.join(', ')}` }),
          years: z
            .string()
            .regex(/^\d{4}-(\d{4})?$/, 'must be the years it holds in, such as 2027- or 2027-2030')
            .transform((text) => {
              const [from, to] = text.split('-');
              return { from: Number(from), to: to ? Number(to) : Number.POSITIVE_INFINITY };
            })
            .refine((range) => range.from <= range.to, 'must be a range of years, the first not after the last'),
          add: z.object({ names: englishNames, type: holidayType }).strict(),
          note: z.string().optional(),
          ...citation,
        })
        .strict(),
    ),
  })
  .strict();
export const khmerSchema = khmerFile;
export type KhmerEntry = z.infer<typeof khmerFile>['entries'][number];
const khmerJson = reviewedFile('khmer.json', khmerFile);
/** The reviewed entries of khmer.json. */
export const khmerEntries = (): readonly KhmerEntry[] => khmerJson.read().entries;

/** Adds the days of khmer.json's holidays in its years, every one an estimate; a day already on the holiday's rows is left. */
function applyKhmer(
  country: string,
  entries: readonly KhmerEntry[],
  rows: SourceHoliday[],
  years: Range,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  if (entries.length === 0) return rows;
  const info = countryInfo(country);
  const have = new Set(rows.map((row) => `${row.key}|${row.date}`));
  const added: SourceHoliday[] = [];
  for (const entry of entries) {
    const key = holidayKey(entry.add.names.en!);
    const from = Math.max(years.from, entry.years.from, KHMER_YEARS.first);
    const to = Math.min(years.to, entry.years.to, KHMER_YEARS.last);
    for (let year = from; year <= to; year++) {
      for (const date of khmerDays(entry.day, year)) {
        if (have.has(`${key}|${date}`) || !inRange(entry.years, Number(date.slice(0, 4)))) continue;
        addEstimatedDay({ added, disagreements }, KHMER_SOURCE, country, info, date, key, entry.add);
      }
    }
  }
  return [...rows, ...added];
}

export const engine = {
  id: 'khmer',
  computes:
    "the Khmer lunisolar calendar by Chhuon Nath's arithmetic (aharkun, avoman, bodithey; Adhikameas, Chantrea Thimeas) and the Khmer New Year by the Sun's entry into Aries; it adds the holidays khmer.json puts on its days",
  reference:
    "Cambodia's announced lunar holidays 2014–2026 (the yearly sub-decrees: the country's dated rules and test/fixtures/calendars/khmer-lao-holidays.json): the 59 dated rules of 2015–2026 and the 20 days of the 2014–2020 lists, all; and Laos's Pi Mai notices, 8 of 10",
  sources: { buddhist: KHMER_SOURCE },
  data: [khmerJson],
  entriesOf: (country) => khmerEntries().filter((entry) => entry.country === country),
  apply: ({ country, rows, entries, years, disagreements }) => applyKhmer(country, entries, rows, years, disagreements),
} satisfies CalendarEngine<KhmerEntry>;
