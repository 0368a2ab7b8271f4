// Solar calendars of twelve 30-day months and a short thirteenth (Ethiopian,
// Coptic), and the Julian calendar: a date in one of them → its Gregorian
// day, by the arithmetic of E. M. Reingold & N. Dershowitz, "Calendrical
// Calculations" (fixed day numbers, R.D. 1 = 1 January 1 Gregorian). Each
// has a leap day every fourth year without exception, so the Gregorian day of
// a date drifts one day a century (Ethiopian New Year is 11 September, or 12
// in the year before a Gregorian leap year, until 2099). The arithmetic imports
// nothing; the engine at the end (dates.json's holidays) uses engine.ts. Tested against ICU's ethiopic and coptic
// calendars and published days (test/sources/calendars/solar.test.ts).

import { z } from 'zod';
import { daysBetween, yearOf } from '../../core/dates.js';
import { holidayKey } from '../../core/languages.js';
import type { SourceHoliday } from '../../core/types.js';
import {
  citation,
  countryCode,
  isRuleRow,
  reviewedFile,
  shiftRow,
  type CalendarEngine,
  type LunarDisagreement,
} from './engine.js';

export type SolarCalendar = 'ethiopian' | 'coptic' | 'julian';
export const SOLAR_CALENDARS: readonly SolarCalendar[] = ['ethiopian', 'coptic', 'julian'];

// R.D. -1 is the Julian epoch (1 January 1 Julian); R.D. of 1 Meskerem 1 (Amete Mihret, 29 August 8 Julian) and of 1 Thout 1 (Era of Martyrs, 29 August 284 Julian).
const EPOCH = { ethiopian: 2796, coptic: 103605 } as const;
// R.D. 719163 is 1 January 1970, day 0 of JavaScript's clock.
const UNIX_EPOCH_RD = 719163;
const DAY_MS = 86_400_000;

const divFloor = (a: number, b: number) => Math.floor(a / b);

function fixedOf(calendar: SolarCalendar, year: number, month: number, day: number): number {
  if (calendar === 'julian') {
    const leap = year % 4 === 0;
    return (
      -2 +
      365 * (year - 1) +
      divFloor(year - 1, 4) +
      divFloor(367 * month - 362, 12) +
      (month <= 2 ? 0 : leap ? -1 : -2) +
      day
    );
  }
  return EPOCH[calendar] - 1 + 365 * (year - 1) + divFloor(year, 4) + 30 * (month - 1) + day;
}

function check(calendar: SolarCalendar, year: number, month: number, day: number): void {
  const valid =
    calendar === 'julian'
      ? month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= [31, year % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!
      : month >= 1 && month <= 13 && day >= 1 && day <= (month < 13 ? 30 : year % 4 === 3 ? 6 : 5);
  if (!Number.isInteger(year) || year < 1 || !valid)
    throw new RangeError(`${calendar} ${year}-${month}-${day} is not a date of the calendar`);
}

/** The Gregorian day (YYYY-MM-DD) of a date of the calendar. */
export function gregorianOfSolar(calendar: SolarCalendar, year: number, month: number, day: number): string {
  check(calendar, year, month, day);
  return new Date((fixedOf(calendar, year, month, day) - UNIX_EPOCH_RD) * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar's year running on a Gregorian day's year's start, roughly: Ethiopian years begin in September, 7-8 behind. */
const yearOffset: Record<SolarCalendar, number> = { ethiopian: -8, coptic: -284, julian: 0 };

/** The Gregorian day of `month`-`day` of the calendar nearest to `near` (YYYY-MM-DD): the occurrence a holiday of that date has. */
export function solarDayNear(calendar: SolarCalendar, month: number, day: number, near: string): string {
  const base = Number(near.slice(0, 4)) + yearOffset[calendar];
  let best: string | null = null;
  const distance = (date: string) => Math.abs(Date.parse(date) - Date.parse(near));
  for (const year of [base - 1, base, base + 1]) {
    // The 6th of Pagume exists in leap years only.
    if (calendar !== 'julian' && month === 13 && day === 6 && year % 4 !== 3) continue;
    if (calendar === 'julian' && month === 2 && day === 29 && year % 4 !== 0) continue;
    const date = gregorianOfSolar(calendar, year, month, day);
    if (!best || distance(date) < distance(best)) best = date;
  }
  return best!;
}

// ── The engine: the holidays dates.json dates by a solar calendar ─────────────
//
// Every row of a holiday dated by a solar calendar (dates.json: Ethiopia's
// Enkutatash is 1 Meskerem) takes that calendar's day nearest to it.

const SOLAR_SOURCE = 'calendar-solar' as const;
/** The most days each month of a calendar has: 13 months of 30 (the 13th 5 or 6) in the Ethiopian and Coptic, the Julian's 12. */
const LONGEST_MONTH: Record<SolarCalendar, readonly number[]> = {
  ethiopian: [...Array<number>(12).fill(30), 6],
  coptic: [...Array<number>(12).fill(30), 6],
  julian: [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31],
};

const datesFile = z
  .object({
    about: z.string(),
    entries: z.array(
      z
        .object({
          country: countryCode,
          holiday: z.string().min(1, "must be the library's English name"),
          calendar: z.enum(SOLAR_CALENDARS as [SolarCalendar, ...SolarCalendar[]], {
            error: `must be one of ${SOLAR_CALENDARS.join(', ')}`,
          }),
          month: z
            .number({ error: 'must be a month number' })
            .int('must be a month number')
            .min(1, 'must be a month number'),
          day: z.number({ error: 'must be a day number' }).int('must be a day number').min(1, 'must be a day number'),
          ...citation,
        })
        .strict()
        .refine((entry) => entry.month <= LONGEST_MONTH[entry.calendar].length, {
          message: 'is a month the calendar does not have',
          path: ['month'],
        })
        .refine((entry) => entry.day <= (LONGEST_MONTH[entry.calendar][entry.month - 1] ?? 31), {
          message: 'is a day the month never has',
          path: ['day'],
        }),
    ),
  })
  .strict();
export const datesSchema = datesFile;
const datesJson = reviewedFile('dates.json', datesFile);

/** A holiday whose day is a date of a solar calendar (dates.json): Ethiopia's Enkutatash is 1 Meskerem. */
export type SolarDate = z.infer<typeof datesFile>['entries'][number];
/** The reviewed solar dates (dates.json). */
export const solarDates = (): readonly SolarDate[] => datesJson.read().entries;

/** Puts every row of a holiday dated by a solar calendar (calendars/dates.json) on that calendar's day nearest to it. */
function applySolarDates(
  country: string,
  dated: readonly SolarDate[],
  rows: SourceHoliday[],
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  if (dated.length === 0) return rows;
  return rows.map((row) => {
    const entry =
      isRuleRow(row) && !row.substitute ? dated.find((each) => holidayKey(each.holiday) === row.key) : undefined;
    if (!entry) return row;
    const date = solarDayNear(entry.calendar, entry.month, entry.day, row.date);
    if (date === row.date) return row;
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
}

export const engine = {
  id: 'solar',
  computes:
    'Ethiopian, Coptic and Julian dates → Gregorian (Reingold & Dershowitz); it puts the holidays dates.json dates by those calendars on their days',
  reference: "ICU's ethiopic and coptic calendars, every day of 1990–2040; Julian Christmas on 7 January 1901–2099",
  sources: { solar: SOLAR_SOURCE },
  data: [datesJson],
  entriesOf: (country) => solarDates().filter((entry) => entry.country === country),
  apply: ({ country, rows, entries, disagreements }) => applySolarDates(country, entries, rows, disagreements),
} satisfies CalendarEngine<SolarDate>;
