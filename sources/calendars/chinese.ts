// The Chinese lunisolar calendar (農曆), computed by its published rule, GB/T
// 33661-2017 "Calculation and promulgation of the Chinese calendar", with the
// astronomy-engine package for the Moon and the Sun:
// - days are civil days of China Standard Time, UTC+8 (the 120°E meridian the
//   calendar has used since 1929), whatever the caller's time zone;
// - a month begins on the day of a new moon (conjunction);
// - the month holding the December solstice is the 11th;
// - when 13 months run from one 11th month to the next, the first of them
//   holding no principal term (中氣, Sun's longitude a multiple of 30°) is the
//   leap month, numbered like the month before it.
// The lunar year "of" a Gregorian year starts at its 1st month (Chinese New
// Year, 21 January – 20 February) and ends before the next one, so its 11th
// and 12th months fall in the next Gregorian year.
//
// Why not ICU's `chinese` calendar (Intl `en-u-ca-chinese`, months like "4bis"
// for leap months): its internal astronomy is coarse. Against this rule it
// starts 6 months of 1970–2100 a day early or late (8 of 1929–2100), Chinese
// New Year 2027 and 2030 among them (ICU: 7 February 2027 and 2 February
// 2030; the Hong Kong Observatory: 6 February and 3 February), and puts 1987's
// leap month after the 7th month instead of after the 6th. The test pins those
// differences, and compares this module with the Hong Kong Observatory's
// Gregorian-Lunar Calendar Conversion Table: Chinese New Year 2000–2035, the
// Dragon Boat (5/5) and Mid-Autumn (8/15) festivals, leap months.
//
// The meridian is a parameter (`{ utcOffset }`, whole hours east of UTC, 8 by
// default): the same rules with the civil days of another zone give the
// lunisolar calendars reckoned at another meridian, such as the 135°E one
// (UTC+9) or the 105°E one (UTC+7). Only a new moon or a principal term that
// falls between midnight at one meridian and midnight at the other can move a
// month's start or its leap month; test/sources/calendars/chinese-meridians.test.ts
// holds those reckonings to their published tables.
//
// Limits: 1929–2100 (the table's range ends in 2100). A new moon within half
// a minute of midnight, China time, is inside the ephemeris' error, and tables
// have disagreed on such months. 1929–2100 has two: 2057-09-28 16:00:01 UTC
// (so the 9th month of 2057 starts 29 September, by one second) and
// 2097-08-07 15:59:40 UTC (the 7th month of 2097 starts 7 August). Check
// those against a published table before relying on them.

import {
  Body,
  Ecliptic,
  GeoMoon,
  GeoVector,
  MakeTime,
  Search,
  SearchMoonPhase,
  SearchSunLongitude,
  type AstroTime,
} from 'astronomy-engine';
import { z } from 'zod';
import { addDays, daysBetween, yearOf } from '../../core/dates.js';
import { holidayKey } from '../../core/languages.js';
import type { SourceHoliday } from '../../core/types.js';
import { years as yearRange } from '../corrections.js';
import {
  citation,
  countryCode,
  isRuleRow,
  reviewedFile,
  shiftRow,
  type CalendarEngine,
  type LunarDisagreement,
  rangedEntries,
} from './engine.js';

export interface LunarMonth {
  /** 1 … 12. */
  month: number;
  /** A leap month (閏月): it repeats the number of the month before it. */
  leap: boolean;
  /** Its first day, `YYYY-MM-DD` (Gregorian, the civil day at the meridian: China's by default). */
  start: string;
  /** 29 or 30. */
  days: number;
}

export const CHINESE_YEARS = { first: 1929, last: 2100 } as const;

const DAY_MS = 86_400_000;

/** Where a lunisolar calendar's civil day is reckoned: its meridian, as whole hours east of UTC (8: China time). */
export interface Meridian {
  utcOffset?: number;
}
export const CHINA_UTC_OFFSET = 8;

/** The meridian's offset in hours, checked: a whole number of hours from −12 to +14. */
function offsetOf(meridian: Meridian = {}): number {
  const hours = meridian.utcOffset ?? CHINA_UTC_OFFSET;
  if (!Number.isInteger(hours) || hours < -12 || hours > 14)
    throw new RangeError(`a meridian is a whole number of hours from UTC−12 to UTC+14, not ${hours}`);
  return hours;
}

/** The day number (days since 1970-01-01) of an instant's civil day at a UTC offset (hours). */
const civilDayOf = (time: AstroTime, hours: number) => Math.floor((time.date.getTime() + hours * 3_600_000) / DAY_MS);
const isoOf = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

function found(time: AstroTime | null, what: string): AstroTime {
  if (!time) throw new Error(`astronomy-engine found no ${what}`);
  return time;
}

/** The apparent Moon−Sun ecliptic longitude, in degrees, within [−180, 180). */
function apparentElongation(time: AstroTime): number {
  const moon = Ecliptic(GeoMoon(time)).elon;
  const sun = Ecliptic(GeoVector(Body.Sun, time, true)).elon;
  return ((((moon - sun) % 360) + 540) % 360) - 180;
}

/**
 * The first new moon (apparent conjunction) after `from`. astronomy-engine's
 * SearchMoonPhase leaves out the Sun's aberration and lands 34–46 s late, which
 * matters when a conjunction comes near midnight; the root is refined here
 * (same code as sources/calendars/moon.ts, kept apart so each module stands alone).
 */
function nextNewMoon(from: AstroTime): AstroTime {
  const geometric = found(SearchMoonPhase(0, from, 40), 'new moon');
  return found(
    Search(apparentElongation, geometric.AddDays(-0.01), geometric.AddDays(0.01), { dt_tolerance_seconds: 0.1 }),
    'apparent new moon',
  );
}

interface Sui {
  /** The civil day numbers of the new moons starting each month, from the 11th month to the next 11th month inclusive. */
  starts: number[];
  /** The labels of every month but the last start (which opens the next suì). */
  labels: { month: number; leap: boolean }[];
}

/** The suì of each year, by meridian (UTC offset). */
const suis = new Map<number, Map<number, Sui>>();

/**
 * The suì (歲) ending in Gregorian `year`: the months from the 11th month that
 * holds the December solstice of `year − 1` up to the one holding that of `year`.
 */
function suiEnding(year: number, hours: number): Sui {
  let cache = suis.get(hours);
  if (!cache) suis.set(hours, (cache = new Map()));
  const cached = cache.get(year);
  if (cached) return cached;
  const dayOf = (time: AstroTime) => civilDayOf(time, hours);
  const solstice = (of: number) =>
    found(SearchSunLongitude(270, MakeTime(new Date(Date.UTC(of, 11, 17))), 8), `December solstice of ${of}`);
  const first = solstice(year - 1);
  const last = solstice(year);
  // Principal terms: the Sun's longitude at 300°, 330°, 0°, … 240°, one every 29.4–31.5 days after the solstice.
  const terms: number[] = [dayOf(first)];
  let term = first;
  for (let step = 1; step < 12; step++) {
    term = found(SearchSunLongitude((270 + 30 * step) % 360, term.AddDays(28), 5), 'principal term');
    terms.push(dayOf(term));
  }
  terms.push(dayOf(last));
  // New moons from a month before the first solstice to after the last one.
  const newMoons: number[] = [];
  let from = first.AddDays(-32);
  while (newMoons.length === 0 || newMoons.at(-1)! <= dayOf(last)) {
    const moon = nextNewMoon(from);
    newMoons.push(dayOf(moon));
    from = moon.AddDays(20);
  }
  /** The index in `newMoons` of the month holding a day. */
  const monthHolding = (day: number) => newMoons.findLastIndex((start) => start <= day);
  const firstIndex = monthHolding(terms[0]!);
  const lastIndex = monthHolding(terms.at(-1)!);
  const starts = newMoons.slice(firstIndex, lastIndex + 1);
  const count = starts.length - 1;
  if (count !== 12 && count !== 13) throw new Error(`the suì ending in ${year} has ${count} months`);
  const labels: Sui['labels'] = [];
  let leapDue = count === 13;
  let month = 11;
  for (let index = 0; index < count; index++) {
    const [start, end] = [starts[index]!, starts[index + 1]!];
    if (index > 0 && leapDue && !terms.some((day) => day >= start && day < end)) {
      labels.push({ month, leap: true });
      leapDue = false;
      continue;
    }
    if (index > 0) month = (month % 12) + 1;
    labels.push({ month, leap: false });
  }
  const sui = { starts, labels };
  cache.set(year, sui);
  return sui;
}

/** The months of the lunar year that starts (1st month, 1st day) in Gregorian `gregorianYear`, in order. */
export function lunarMonths(gregorianYear: number, meridian: Meridian = {}): LunarMonth[] {
  const hours = offsetOf(meridian);
  if (!Number.isInteger(gregorianYear) || gregorianYear < CHINESE_YEARS.first || gregorianYear > CHINESE_YEARS.last) {
    throw new RangeError(
      `the Chinese calendar is computed for ${CHINESE_YEARS.first}–${CHINESE_YEARS.last}, not ${gregorianYear}`,
    );
  }
  // This suì holds the 12th and 1st … 10th (and any leap) months; the next holds the 11th, 12th and the next 1st.
  const months: { month: number; leap: boolean; start: number; end: number }[] = [];
  for (const sui of [suiEnding(gregorianYear, hours), suiEnding(gregorianYear + 1, hours)]) {
    sui.labels.forEach((label, index) =>
      months.push({ ...label, start: sui.starts[index]!, end: sui.starts[index + 1]! }),
    );
  }
  const firsts = months.flatMap((each, index) => (each.month === 1 && !each.leap ? [index] : []));
  const [from, to] = [firsts[0], firsts[1]];
  if (from === undefined || to === undefined) throw new Error(`no 1st month found around ${gregorianYear}`);
  return months
    .slice(from, to)
    .map(({ month, leap, start, end }) => ({ month, leap, start: isoOf(start), days: end - start }));
}

/**
 * The Gregorian day of a lunar date in the lunar year that starts in
 * `gregorianYear` (so months 11 and 12 usually fall in the next Gregorian
 * year). RangeError for a leap month the year does not have, or a 30th in a
 * 29-day month.
 */
export function chineseToGregorian(
  gregorianYear: number,
  lunarMonth: number,
  lunarDay: number,
  options: { leap?: boolean } & Meridian = {},
): string {
  const leap = options.leap ?? false;
  if (
    !Number.isInteger(lunarMonth) ||
    lunarMonth < 1 ||
    lunarMonth > 12 ||
    !Number.isInteger(lunarDay) ||
    lunarDay < 1 ||
    lunarDay > 30
  ) {
    throw new RangeError(`not a lunar month and day: ${lunarMonth}/${lunarDay}`);
  }
  const month = lunarMonths(gregorianYear, options).find((each) => each.month === lunarMonth && each.leap === leap);
  if (!month) throw new RangeError(`the lunar year starting in ${gregorianYear} has no leap month ${lunarMonth}`);
  if (lunarDay > month.days)
    throw new RangeError(
      `${leap ? 'leap ' : ''}month ${lunarMonth} of the lunar year starting in ${gregorianYear} has ${month.days} days`,
    );
  return isoOf(Date.parse(`${month.start}T00:00:00Z`) / DAY_MS + lunarDay - 1);
}

/** Chinese New Year (1st day of the 1st month) in a Gregorian year. */
export function lunarNewYear(gregorianYear: number, meridian: Meridian = {}): string {
  return chineseToGregorian(gregorianYear, 1, 1, meridian);
}

// ── The engine: the library's `chinese` rules, those meridians.json reckons elsewhere, and spans.json's spans ──
//
// Chinese-calendar rules (`chinese 08-0-15`) of every country are checked
// against the engine; where they disagree, the engine's day is used. The rules
// of a calendar reckoned at another meridian (meridians.json: a country, the
// word its rules begin with, `korean 8-0-14 P3D`, and the UTC offset) take the
// engine's day at that meridian, every row of a several-day holiday moved as
// its first. Spans the
// law sets otherwise than the library's lunisolar rule (spans.json: Korea's
// Seollal is the day before the lunar new year, the day and the day after):
// every row of the rule moves by the reviewed number of days.

export const CHINESE_SOURCES = { chinese: 'calendar-chinese', spans: 'calendar-spans' } as const;

const YEARS = 'must be a year, a range such as 2014-2024, or an open range such as 2025-';

const spansFile = z
  .object({
    about: z.string(),
    entries: z.array(
      z
        .object({
          country: countryCode,
          holiday: z.string().min(1, "must be the library's English name"),
          rule: z
            .string({
              error: "must be the library's lunisolar rule, as it writes it (chinese 01-0-00, korean 01-0-01 P3D)",
            })
            .regex(
              /^(chinese|korean) \d{2}-\d-\d{2}\b/,
              "must be the library's lunisolar rule, as it writes it (chinese 01-0-00, korean 01-0-01 P3D)",
            ),
          shift: z.number({ error: 'must be a whole number of days' }).int('must be a whole number of days'),
          copy: z.boolean().optional(),
          years: z
            .string()
            .refine((value) => yearRange.safeParse(value).success, YEARS)
            .optional(),
          ...citation,
        })
        .strict(),
    ),
  })
  .strict();
export const spansSchema = spansFile;
const spansJson = reviewedFile('spans.json', spansFile);

/**
 * A holiday whose statutory days lie elsewhere than the library's rule puts
 * them (spans.json): each row of the rule moves `shift` days, or, with `copy`,
 * stays and gains a day `shift` days away; in `years` only (`2025-`,
 * `2014-2024`), else every year.
 */
export type Span = z.infer<typeof spansFile>['entries'][number] & { range?: { from: number; to: number } };
/** The reviewed spans (spans.json), each with its years as a range. */
export const spans: () => readonly Span[] = rangedEntries(spansJson);

const meridiansFile = z
  .object({
    about: z.string(),
    entries: z.array(
      z
        .object({
          country: countryCode,
          rule: z
            .string({ error: "must be the word the library's lunisolar rules of the country begin with (korean)" })
            .regex(/^[a-z]+$/, "must be the word the library's lunisolar rules of the country begin with (korean)")
            .refine((word) => word !== 'chinese', 'must not be chinese: those rules are reckoned at UTC+8'),
          utcOffset: z
            .number({ error: 'must be the meridian as whole hours east of UTC (9 for UTC+9)' })
            .int('must be the meridian as whole hours east of UTC (9 for UTC+9)')
            .min(-12, 'must be the meridian as whole hours east of UTC (9 for UTC+9)')
            .max(14, 'must be the meridian as whole hours east of UTC (9 for UTC+9)'),
          ...citation,
        })
        .strict(),
    ),
  })
  .strict();
export const meridiansSchema = meridiansFile;
const meridiansJson = reviewedFile('meridians.json', meridiansFile);

/**
 * A country whose lunisolar holidays follow the same rules reckoned at another
 * meridian (meridians.json): the library's rules beginning with `rule`
 * (`korean 8-0-14 P3D`) are set by the engine at `utcOffset`.
 */
export type MeridianEntry = z.infer<typeof meridiansFile>['entries'][number];
/** The reviewed meridians (meridians.json). */
export const meridians = (): readonly MeridianEntry[] => meridiansJson.read().entries;

/** Whether a span applies in a year. */
const spanCovers = (span: Span, year: number) => !span.range || (year >= span.range.from && year <= span.range.to);

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
    const match = isRuleRow(row) && !row.substitute && !row.observed ? CHINESE_RULE.exec(ruleOf(row) ?? '') : null;
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
        engine: CHINESE_SOURCES.chinese,
        scope: row.scope === null ? [] : [row.scope],
        libraryDate: row.date,
        engineDate: date,
      });
    return shiftRow(row, daysBetween(row.date, date), CHINESE_SOURCES.chinese, row.estimated === true);
  });
  disagreements.push(...lines.values());
  return out;
}

/**
 * A rule of a calendar reckoned at another meridian, as the library writes it: `korean 4-0-8`, `korean 8-0-14 P3D`
 * (month, leap flag, day; a holiday of several days from that day).
 */
const MERIDIAN_RULE = /^([a-z]+) (\d{1,2})-(\d)-(\d{1,2})(?: P(\d+)D)?$/;

/**
 * Sets the days of the library's rules reckoned at another meridian (meridians.json): each holiday's first day is
 * the engine's at that meridian, and each of its rows (a `P3D` rule has three) moves by as many days as its first.
 */
function applyMeridians(
  country: string,
  entries: readonly MeridianEntry[],
  rows: SourceHoliday[],
  ruleOf: (row: SourceHoliday) => string | undefined,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  if (entries.length === 0) return rows;
  const parsed = (row: SourceHoliday) => {
    if (!isRuleRow(row) || row.substitute || row.observed) return null;
    const rule = ruleOf(row) ?? '';
    const match = MERIDIAN_RULE.exec(rule);
    const entry = match && entries.find((each) => each.rule === match[1]);
    return match && entry ? { rule, match, entry } : null;
  };
  // A row's holiday begins on the first of the consecutive days its rule gives it (same holiday, rule and place).
  const days = new Set<string>();
  for (const row of rows) {
    const rule = parsed(row)?.rule;
    if (rule) days.add(`${row.key}|${rule}|${row.scope}|${row.date}`);
  }
  const lines = new Map<string, LunarDisagreement>();
  const out = rows.map((row) => {
    const found = parsed(row);
    if (!found) return row;
    const { rule, match, entry } = found;
    let first = row.date;
    while (days.has(`${row.key}|${rule}|${row.scope}|${addDays(first, -1)}`)) first = addDays(first, -1);
    const year = yearOf(first);
    if (year < CHINESE_YEARS.first + 1 || year > CHINESE_YEARS.last - 1) return row;
    const [month, leap, day] = [Number(match[2]), match[3] === '1', Number(match[4])];
    const date = [year - 1, year]
      .flatMap((lunarYear) => {
        try {
          return [chineseToGregorian(lunarYear, month, day, { leap, utcOffset: entry.utcOffset })];
        } catch {
          return [];
        }
      })
      .find((each) => Math.abs(daysBetween(first, each)) <= CHINESE_MAX_SHIFT_DAYS);
    if (!date || date === first) return row;
    const moved = shiftRow(row, daysBetween(first, date), CHINESE_SOURCES.chinese, row.estimated === true);
    const id = `${row.key}|${row.date}|${moved.date}`;
    const line = lines.get(id);
    if (line)
      line.scope = row.scope === null || line.scope.length === 0 ? [] : [...new Set([...line.scope, row.scope])].sort();
    else
      lines.set(id, {
        country,
        year: yearOf(row.date),
        key: row.key,
        engine: CHINESE_SOURCES.chinese,
        scope: row.scope === null ? [] : [row.scope],
        libraryDate: row.date,
        engineDate: moved.date,
      });
    return moved;
  });
  disagreements.push(...lines.values());
  return out;
}

/** Moves (or adds to) every row of a rule whose statutory days lie elsewhere (calendars/spans.json); one disagreement per day and place. */
function applySpans(
  country: string,
  spans: readonly Span[],
  rows: SourceHoliday[],
  ruleOf: (row: SourceHoliday) => string | undefined,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  if (spans.length === 0) return rows;
  return rows.flatMap((row) => {
    const span =
      isRuleRow(row) && !row.substitute
        ? spans.find(
            (each) =>
              each.rule === ruleOf(row) && holidayKey(each.holiday) === row.key && spanCovers(each, yearOf(row.date)),
          )
        : undefined;
    if (!span) return [row];
    const moved = shiftRow(row, span.shift, CHINESE_SOURCES.spans, row.estimated === true);
    disagreements.push({
      country,
      year: yearOf(moved.date),
      key: row.key,
      engine: CHINESE_SOURCES.spans,
      scope: row.scope === null ? [] : [row.scope],
      libraryDate: span.copy ? null : row.date,
      engineDate: moved.date,
    });
    return span.copy ? [row, moved] : [moved];
  });
}

export const engine = {
  id: 'chinese',
  computes:
    "the Chinese lunisolar calendar by its rule (the national standard 农历的编算和颁行 of 2017), China time (UTC+8), or the same rules at another meridian (UTC+9, UTC+7); it sets the days of the library's `chinese` rules and of the lunisolar rules meridians.json reckons at another meridian, and moves the rows of the lunisolar rules spans.json reviews",
  reference:
    "Hong Kong Observatory, Gregorian-Lunar Calendar Conversion Table 2000–2035 (test/fixtures/calendars/hko-lunar-calendar-2000-2035.json); at UTC+9, the Korea Astronomy and Space Science Institute's lunar calendar (test/fixtures/calendars/kasi-lunar-holidays-2000-2035.json, and the official days of @hyunbinseo/holidays-kr); at UTC+7, the Vietnamese calendar's Tết and Hùng Kings days (test/fixtures/calendars/vietnamese-lunar-holidays-1985-2035.json)",
  sources: CHINESE_SOURCES,
  data: [spansJson, meridiansJson],
  entriesOf: (country) => [
    ...spans().filter((span) => span.country === country),
    ...meridians().filter((entry) => entry.country === country),
  ],
  apply: ({ country, rows, entries, ruleOf, disagreements }) => {
    const isMeridian = (entry: Span | MeridianEntry): entry is MeridianEntry => 'utcOffset' in entry;
    const reckoned = applyMeridians(
      country,
      entries.filter(isMeridian),
      applyChinese(country, rows, ruleOf, disagreements),
      ruleOf,
      disagreements,
    );
    return applySpans(
      country,
      entries.filter((entry): entry is Span => !isMeridian(entry)),
      reckoned,
      ruleOf,
      disagreements,
    );
  },
} satisfies CalendarEngine<Span | MeridianEntry>;
