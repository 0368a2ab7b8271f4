// Source `corrections`: an operator's file of decisions that the other sources
// do not carry yet (a day proclaimed last week, a name fixed, a day moved or
// withdrawn). Each entry is applied to the rows of the other sources before
// normalising, so a correction shows up in the diff like any upstream change.

import { readFileSync } from 'node:fs';
import type { Provenance } from '../core/manifest.js';
import { z } from 'zod';
import { addDays, daysBetween, isCalendarDay, shiftByDays, weekdayOf, yearOf, zonedMidnight } from '../core/dates.js';
import { HOLIDAY_TYPES, type SourceHoliday } from '../core/types.js';
import { holidayKey } from '../core/languages.js';
import { easterSunday } from '../core/easter.js';
import { RowsByDay } from './rows-by-day.js';

export const id = 'corrections';

export const provenance: Provenance = {
  homepage: 'the corrections file the operator passed with --corrections',
  licence: 'as the records they correct',
  attribution: 'each entry says what it rests on',
};

const day = z.string().refine(isCalendarDay, 'must be a calendar day YYYY-MM-DD');
const country = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in upper case');
const name = z
  .string()
  .min(1, 'must name the holiday (its English name, or its name in any language the sources give)');
/** `2022`, `2020-2024`, or `2022-` (from 2022 on), as `{ from, to }` (`to` Infinity when open). */
export const years = z
  .string()
  .regex(/^\d{4}(-(\d{4})?)?$/, 'must be a year, a range such as 2020-2024, or an open range such as 2022-')
  .transform((value) => {
    const [from, to] = value.split('-');
    return { from: Number(from), to: to === undefined ? Number(from) : to === '' ? Infinity : Number(to) };
  })
  .refine((range) => range.from <= range.to, 'the first year must not be after the last');
/** What an entry rests on: the law, proclamation or notice (amendments must cite one). */
const citation = {
  source: z.string().min(1, 'must cite the law, proclamation or notice').optional(),
  url: z.url().optional(),
  // The official feed (its id) this entry corrects: the law it cites outranks that feed's file for its day, and the
  // build holds the records to the feed but on these entries' days (amendments/README.md, "Correcting an official feed").
  correctsFeed: z.string().min(1).optional(),
};
/**
 * With `remove` and `retype`: only in these subdivisions (a day a state's law drops or types otherwise); the
 * country-level listing keeps every other place.
 */
const places = z
  .array(z.string().regex(/^[A-Z]{2}-[A-Z0-9-]+$/, 'must be a subdivision or city code such as DE-BY'))
  .min(1, 'must name at least one subdivision, or be left out')
  .optional();
/** One occurrence (`date`), or every occurrence in some years (`years`). */
const occurrence = { date: day.optional(), years: years.optional() };
/** With `years` (remove, rename, retype): only the occurrence that many days from Western Easter Sunday (-48: Carnival Monday). */
const easterDay = {
  easter: z.number().int('must be a whole number of days from Easter Sunday').min(-70).max(70).optional(),
};
/** Weekday names, in the order of `weekdayOf` (0 = Sunday). */
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const isWeekday = (value: string): value is (typeof WEEKDAYS)[number] =>
  (WEEKDAYS as readonly string[]).includes(value);
/** A day of the year, `05-01`: a yearly `add` or `move` (with `years`). */
const monthDay = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a day of the year MM-DD, e.g. 05-01');

const correctionSchema = z
  .discriminatedUnion('action', [
    z
      .object({
        action: z.literal('add'),
        country,
        date: day.optional(),
        day: monthDay.optional(),
        // Days from Western Easter Sunday (-2: Good Friday), with years: that day of every year in them.
        easter: z.number().int('must be a whole number of days from Easter Sunday').min(-70).max(70).optional(),
        // With day: the first such weekday on or after it (`"day": "10-15", "weekday": "monday"`: the third Monday of October).
        weekday: z.enum(WEEKDAYS, { message: `must be a weekday name: ${WEEKDAYS.join(', ')}` }).optional(),
        years: years.optional(),
        name,
        type: z.enum(HOLIDAY_TYPES),
        nameLocal: z.string().min(1).optional(),
        localLanguage: z
          .string()
          .regex(/^[a-z]{2,3}$/)
          .optional(),
        subdivisions: z
          .array(z.string().regex(/^[A-Z]{2}-[A-Z0-9-]+$/, 'must be a subdivision or city code such as DE-BY'))
          .default([]),
        // The day is a forecast (a sighting or a decree not made yet decides it): the rows stay `estimated`.
        estimated: z.literal(true, { message: 'must be true, or left out' }).optional(),
        ...citation,
      })
      .strict(),
    z
      .object({
        action: z.literal('remove'),
        country,
        name,
        ...occurrence,
        ...easterDay,
        // The holiday's day off alone (its substitute day, or the day it is observed on): the holiday keeps its day.
        dayOff: z.literal(true, { message: 'must be true, or left out' }).optional(),
        subdivisions: places,
        ...citation,
      })
      .strict(),
    z
      .object({
        action: z.literal('rename'),
        country,
        name,
        ...occurrence,
        ...easterDay,
        to: z.string().min(1, 'must give the new English name'),
        ...citation,
      })
      .strict(),
    z
      .object({
        action: z.literal('retype'),
        country,
        name,
        ...occurrence,
        ...easterDay,
        type: z.enum(HOLIDAY_TYPES),
        subdivisions: places,
        ...citation,
      })
      .strict(),
    // `to` is a day (with `date`), a day of the year (with `day`), or, with `day`, a weekday: the first such weekday on
    // or after the day (`"day": "02-01", "to": "monday"`: the first Monday of February), except in a year where the day
    // falls on one of `stayOn`, when it keeps its day.
    z
      .object({
        action: z.literal('move'),
        country,
        date: day.optional(),
        day: monthDay.optional(),
        years: years.optional(),
        name,
        to: z.string(),
        stayOn: z
          .array(z.enum(WEEKDAYS, { message: `must be weekday names: ${WEEKDAYS.join(', ')}` }))
          .min(1)
          .optional(),
        ...citation,
      })
      .strict(),
    // National law binds every subdivision: the holiday (every one, without `name`) applies in every
    // state in those years, whatever a state's calendar in the rule library says. Written as `nationalBinds` in amendments/.
    z
      .object({
        action: z.literal('bind'),
        country,
        name: name.optional(),
        years,
        date: z.undefined().optional(),
        ...citation,
      })
      .strict(),
    // A subdivision the rule library lacks (amendments/<CC>.json, `subdivisions`): it follows the country's own
    // rules, so it keeps every country-level holiday; the normaliser counts it among the states.
    z
      .object({
        action: z.literal('subdivision'),
        country,
        code: z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'must be an ISO 3166-2 code such as SO-BN'),
        name: z.string().min(1, "must give the subdivision's name"),
        date: z.undefined().optional(),
        ...citation,
      })
      .strict(),
    // A replacement-day law: a nationwide public holiday (every one, without `name`) that falls on one of `weekdays`
    // is also observed on the next day that is neither one of them nor another holiday (a substitute pair); or, with
    // `shifts` instead of `weekdays`, on the day that many days away for the weekday it falls on.
    z
      .object({
        action: z.literal('observe'),
        country,
        name: name.optional(),
        years,
        date: z.undefined().optional(),
        weekdays: z
          .array(z.enum(WEEKDAYS, { message: `must be weekday names: ${WEEKDAYS.join(', ')}` }))
          .min(1, 'must name the weekdays whose holidays get a replacement day')
          .optional(),
        // Or a law that moves the day off by weekday, whether or not that day is free (EC: Tuesday to the Monday before,
        // Wednesday and Thursday to the Friday after, Saturday to the Friday before, Sunday to the Monday after): days from
        // the holiday, by weekday.
        shifts: z
          .partialRecord(
            z.enum(WEEKDAYS),
            z
              .number()
              .int()
              .min(-6)
              .max(6)
              .refine((days) => days !== 0, 'must move the day off (not 0 days)'),
          )
          .optional(),
        // Days of one holiday in a row (Songkran, 13-15 April) get one replacement day between them, however many fall on those weekdays.
        oncePerRun: z.literal(true, { message: 'must be true, or left out' }).optional(),
        // A state's own replacement-day law: the holiday's listing in these subdivisions (and the cities in them) instead
        // of the nationwide one (AU.json: Tasmania's New Year's Day on a Sunday is kept on the Monday).
        subdivisions: places,
        ...citation,
      })
      .strict(),
  ])
  .superRefine((entry, context) => {
    if (entry.action === 'add' || entry.action === 'move') {
      // One day (`date`), or the same day of every year in `years` (`day`, or `easter` for an add).
      const yearly = entry.day !== undefined || (entry.action === 'add' && entry.easter !== undefined);
      const forms = [entry.date, entry.day, entry.action === 'add' ? entry.easter : undefined].filter(
        (form) => form !== undefined,
      ).length;
      if (forms !== 1 || yearly !== (entry.years !== undefined)) {
        context.addIssue({
          code: 'custom',
          path: ['date'],
          message: `give either date (one day), or day (MM-DD)${entry.action === 'add' ? ' or easter (days from Easter Sunday)' : ''} with years (that day of every year in them)`,
        });
      } else if (
        entry.action === 'move' &&
        !(entry.date !== undefined
          ? isCalendarDay(entry.to)
          : monthDay.safeParse(entry.to).success || isWeekday(entry.to))
      ) {
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message:
            entry.date !== undefined
              ? 'must be a calendar day YYYY-MM-DD'
              : 'must be a day of the year MM-DD, as day is, or a weekday name (the first such weekday on or after the day)',
        });
      } else if (entry.action === 'add' && entry.weekday !== undefined && entry.day === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['weekday'],
          message: 'only with day (MM-DD) and years: the first such weekday on or after the day',
        });
      } else if (entry.action === 'move' && entry.stayOn !== undefined && !isWeekday(entry.to)) {
        context.addIssue({
          code: 'custom',
          path: ['stayOn'],
          message: 'only with a weekday to (the weekdays on which the holiday keeps its day)',
        });
      }
    } else if (
      entry.action === 'observe' &&
      (entry.weekdays === undefined) === (entry.shifts === undefined || Object.keys(entry.shifts).length === 0)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['weekdays'],
        message:
          'give either weekdays (a replacement on the next free day) or shifts (days from the holiday, by weekday)',
      });
    } else if (entry.action === 'observe' && entry.shifts !== undefined && entry.oncePerRun) {
      context.addIssue({ code: 'custom', path: ['oncePerRun'], message: 'only with weekdays' });
    } else if (
      'easter' in entry &&
      entry.easter !== undefined &&
      (entry.years === undefined || entry.date !== undefined)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['easter'],
        message: 'only with years, not date: that day from Easter Sunday in every year of them',
      });
    } else if ('years' in entry && (entry.date === undefined) === (entry.years === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['date'],
        message: 'give either date (one occurrence) or years (every occurrence in those years)',
      });
    }
  });

/** Where an entry comes from: the reviewed amendments folder, or an operator's one-off file. */
export type CorrectionLayer = 'amendments' | 'corrections';

/** A checked correction and where it came from (file, 0-based entry; messages count from 1), for messages. */
export type Correction = z.infer<typeof correctionSchema> & { entry: number; file?: string; layer?: CorrectionLayer };

export const correctionsFileSchema = z.object({ corrections: z.array(correctionSchema) }).strict();
export { correctionSchema };

export class CorrectionsError extends Error {}

/** An entry's content without where its file lies, so that digests do not depend on the checkout's path. */
export const withoutPlace = ({ file: _file, ...content }: Correction) => content;

/** Reads and checks a corrections file; a bad entry names the file, the entry and the field. */
export function loadCorrections(path: string): Correction[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CorrectionsError(`corrections ${path}: ${(error as Error).message}`);
  }
  const parsed = correctionsFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [, index, ...field] = issue.path;
    // Entries count from 1 in messages, as a person reading the file counts them.
    const where =
      index === undefined ? 'file' : `entry ${Number(index) + 1}${field.length ? `, field ${field.join('.')}` : ''}`;
    throw new CorrectionsError(`corrections ${path}: ${where}: ${issue.message}`);
  }
  return parsed.data.corrections.map((correction, entry) => ({
    ...correction,
    entry,
    file: path,
    layer: 'corrections' as const,
  }));
}

export interface CorrectionContext {
  country: string;
  timezone: string;
  localLanguage: string;
  /** The years whose rows are at hand: an entry wholly outside them is not applied, nor reported as stale. */
  years?: { from: number; to: number };
  /** The subdivision a city or island lies in (ES-BARCELONA in ES-CT), for entries that name places. */
  parentOf?: (scope: string) => string | null;
  /** The country's top-level subdivisions, where a country-level day off kept in some of them is listed. */
  topLevel?: readonly string[];
  /**
   * The years a default build covers. A reviewed entry with years that matches no holiday is reported only where
   * `years` hold all of its years within these: a narrower build may lack every year its holiday is kept in (a
   * holiday abolished, a day off that falls only in some years), and the default build still judges the entry.
   */
  fullYears?: { from: number; to: number };
}

/**
 * A yearly `add` or `move` (`day` or `easter` with `years`) as one dated entry
 * per year of those at hand (a 29 February only in leap years; an add with a
 * `weekday` on the first such weekday on or after the day); any other entry
 * as it is.
 */
function eachYear(correction: Correction, atHand: { from: number; to: number }): Correction[] {
  if (
    (correction.action === 'remove' || correction.action === 'rename' || correction.action === 'retype') &&
    correction.easter !== undefined &&
    correction.years
  ) {
    // One day of the year, counted from Easter (Carnival's Saturday, not its Monday): dated, year by year.
    const { years: span, easter, ...rest } = correction;
    const dated: Correction[] = [];
    for (let year = Math.max(span.from, atHand.from); year <= Math.min(span.to, atHand.to); year++)
      dated.push({ ...rest, date: addDays(easterSunday(year), easter) } as Correction);
    return dated;
  }
  if (correction.action !== 'add' && correction.action !== 'move') return [correction];
  const easter = correction.action === 'add' ? correction.easter : undefined;
  if ((correction.day === undefined && easter === undefined) || !correction.years) return [correction];
  const from = Math.max(correction.years.from, atHand.from);
  const to = Math.min(correction.years.to, atHand.to);
  const dated: Correction[] = [];
  for (let year = from; year <= to; year++) {
    const date = easter !== undefined ? addDays(easterSunday(year), easter) : `${year}-${correction.day}`;
    if (!isCalendarDay(date)) continue;
    const {
      day: _day,
      years: _years,
      easter: _easter,
      stayOn: _stayOn,
      weekday,
      ...rest
    } = correction as Extract<Correction, { action: 'add' | 'move' }> & {
      easter?: number;
      stayOn?: unknown;
      weekday?: (typeof WEEKDAYS)[number];
    };
    if (weekday !== undefined) {
      // A weekday rule (the third Monday of October: the first Monday on or after 15 October).
      dated.push({ ...rest, date: addDays(date, (WEEKDAYS.indexOf(weekday) - weekdayOf(date) + 7) % 7) } as Correction);
      continue;
    }
    if (correction.action === 'move' && isWeekday(correction.to)) {
      // The first such weekday on or after the day; a year where the day is on one of stayOn (or on that weekday) keeps it.
      if (correction.stayOn?.includes(WEEKDAYS[weekdayOf(date)]!)) continue;
      const target = addDays(date, (WEEKDAYS.indexOf(correction.to) - weekdayOf(date) + 7) % 7);
      if (target !== date) dated.push({ ...rest, action: 'move', date, to: target } as Correction);
      continue;
    }
    dated.push(
      correction.action === 'move'
        ? ({ ...rest, action: 'move', date, to: `${year}-${correction.to}` } as Correction)
        : ({ ...rest, date } as Correction),
    );
  }
  return dated;
}

/** The years an entry speaks of. */
export function yearsOf(correction: Correction): { from: number; to: number } {
  if ('years' in correction && correction.years) return correction.years;
  const first = yearOf(correction.date!);
  const last = correction.action === 'move' ? yearOf(correction.to) : first;
  return { from: Math.min(first, last), to: Math.max(first, last) };
}

/** Whether an entry that matched no holiday is an error in this build: always, but for a reviewed law whose years the build covers only in part (CorrectionContext.fullYears). */
function judged(correction: Correction, context: CorrectionContext): boolean {
  const span = 'years' in correction ? correction.years : undefined;
  if (correction.layer === 'corrections' || !span || !context.years || !context.fullYears) return true;
  const from = Math.max(span.from, context.fullYears.from);
  const to = Math.min(span.to, context.fullYears.to);
  return context.years.from <= from && context.years.to >= to;
}

const describe = (correction: Correction) =>
  `${correction.file ? `${correction.file}: ` : ''}entry ${correction.entry + 1} (${correction.action} ${correction.country} ${
    'years' in correction && correction.years
      ? `years ${correction.years.from}-${Number.isFinite(correction.years.to) ? correction.years.to : ''}`
      : correction.date
  } ${correction.name === undefined ? 'every holiday' : `"${correction.name}"`})`;

const withContributor = (row: SourceHoliday, layer: string): SourceHoliday =>
  row.source === layer || row.contributors?.includes(layer)
    ? row
    : { ...row, contributors: [...new Set([...(row.contributors ?? []), layer])].sort() };

/**
 * An entry that states the holiday's day (`add`, `move`) confirms it: a row
 * it touches is no estimate any more. `rename`, `retype` and `remove` say
 * nothing of the day and leave an estimate as it is; nor does an `add` marked
 * `estimated` (a forecast of a day a sighting or decree still decides), whose
 * own rows are estimates.
 */
const confirmed = (row: SourceHoliday): SourceHoliday => (row.estimated ? { ...row, estimated: false } : row);

/** The places of the rows that `holds`, in order. */
function concerned(rows: readonly SourceHoliday[], holds: (row: SourceHoliday) => boolean): number[] {
  const at: number[] = [];
  for (let index = 0; index < rows.length; index++) if (holds(rows[index]!)) at.push(index);
  return at;
}

/** Whether a row is the holiday one of `keys` names: by its key, or by the key of any of its names. */
type NameMatcher = (row: SourceHoliday, keys: readonly string[]) => boolean;

/**
 * A NameMatcher that keys each table of names once: every entry asks about
 * every row, a row carries dozens of translations, and the rows of one rule
 * share their table.
 */
function nameMatcher(): NameMatcher {
  const keysOf = new WeakMap<Record<string, string>, ReadonlySet<string>>();
  return (row, keys) => {
    if (keys.includes(row.key)) return true;
    let known = keysOf.get(row.names);
    if (!known) keysOf.set(row.names, (known = new Set(Object.values(row.names).map(holidayKey))));
    return keys.some((key) => known.has(key));
  };
}

/**
 * Applies one country's corrections to its source rows. Returns the rows and,
 * for each correction that matched no holiday, a message (nothing is guessed).
 */
export function applyCorrections(
  rows: readonly SourceHoliday[],
  corrections: readonly Correction[],
  context: CorrectionContext,
): { rows: SourceHoliday[]; unmatched: string[] } {
  const table = new RowsByDay(rows);
  const unmatched: string[] = [];
  const named = nameMatcher();
  const rowYears = rows.map((row) => yearOf(row.date));
  const atHand = context.years ?? { from: Math.min(...rowYears), to: Math.max(...rowYears) };
  // Replacement days are found once every other entry has placed the holidays.
  const ordered = [
    ...corrections.filter((each) => each.action !== 'observe'),
    ...corrections.filter((each) => each.action === 'observe'),
  ];
  for (const correction of ordered.flatMap((each) => eachYear(each, atHand))) {
    if (correction.country !== context.country) continue;
    if (correction.action === 'subdivision') {
      // The normaliser's scopes take the subdivision (pipeline/build-country.ts); it keeps every country-level
      // holiday, so a holiday some state drops is scoped with it: the entry is among the record's sources.
      table.replaceAll(
        table
          .all()
          .map((row) =>
            row.scope === null && row.removedIn?.length ? withContributor(row, correction.layer ?? 'corrections') : row,
          ),
      );
      continue;
    }
    const span = yearsOf(correction);
    if (context.years && (span.to < context.years.from || span.from > context.years.to)) continue;
    const layer = correction.layer ?? 'corrections';
    // The holiday is named by its name in any language the sources give (`National Holiday` or `Tag der Deutschen Einheit`).
    const names =
      correction.name === undefined
        ? null
        : [correction.name, ...(correction.action === 'add' && correction.nameLocal ? [correction.nameLocal] : [])].map(
            holidayKey,
          );
    const isNamed = (row: SourceHoliday) => names === null || named(row, names);
    // A place named, or a city or island in it (ES-BARCELONA in ES-CT).
    const within = (scope: string, places: ReadonlySet<string>): boolean => {
      for (let at: string | null = scope; at !== null; at = context.parentOf?.(at) ?? null)
        if (places.has(at)) return true;
      return false;
    };
    const isOnDay = (day: string) =>
      correction.date !== undefined ? day === correction.date : yearOf(day) >= span.from && yearOf(day) <= span.to;
    const onDay = (row: SourceHoliday) =>
      isOnDay(row.date) || (correction.date !== undefined && row.observed === correction.date);
    const matches = (row: SourceHoliday) => !row.substitute && onDay(row) && isNamed(row);
    // A dated entry concerns only the rows on its day or observed on it, and the days off standing for those: every
    // other row passes each step below unchanged. Those rows alone are looked at (sources/rows-by-day.ts), and the
    // others keep their places. (`bind` and `observe` entries have no date: they look at every row.)
    const window = correction.date !== undefined ? table.about(correction.date) : null;
    const view = window ? window.map((index) => table.row(index)) : table.all();
    const originals = new Set(view.filter(matches).map((row) => row.date));
    // A day off stands for its holiday, also where a feed lists only the day off (a Sunday holiday in Hong Kong's feed).
    const standsFor = (row: SourceHoliday) =>
      row.substitute &&
      row.substituteFor !== undefined &&
      (originals.has(row.substituteFor) || isOnDay(row.substituteFor)) &&
      isNamed(row);
    const withSubstitutes = (row: SourceHoliday) => matches(row) || standsFor(row);
    /**
     * Applies a step given row by row: to the window's rows where there is one. Else to every row for an `add`, and
     * for the other actions to the holiday's rows and the days off standing for it: every step of theirs below
     * leaves any other row as it is, and an undated entry (a law's years) looked at every row of every year.
     */
    const eachRow = (perRow: (row: SourceHoliday) => SourceHoliday[]) => {
      if (window) table.replaceAt(window, perRow);
      else if (correction.action === 'add') table.replaceAll(table.all().flatMap(perRow));
      else table.replaceAt(concerned(table.all(), withSubstitutes), perRow);
    };
    if (correction.action === 'add') {
      const { perRow, extra } = addOrMerge(view, correction, context, layer, named);
      if (perRow) eachRow(perRow);
      table.append(extra);
      continue;
    }
    const daysOffOnly = correction.action !== 'move' && correction.action !== 'observe' && view.some(standsFor);
    if (originals.size === 0 && !daysOffOnly) {
      if (judged(correction, context)) unmatched.push(`${describe(correction)} matches no holiday`);
      continue;
    }
    if (correction.action === 'bind') {
      // The country's listing applies in every state: the states' own calendars no longer leave them out.
      // A state's own listing of the holiday on the same day and day off (Columbus Day, an observance in Colorado) is
      // the country's there: it gives way, so that the country's listing is the one version in every state.
      const dayOf = (row: SourceHoliday) => `${row.key}|${row.date}|${row.observed ?? row.date}`;
      const every = table.all();
      const bound = new Set(every.filter((row) => row.scope === null && withSubstitutes(row)).map(dayOf));
      const yields = (row: SourceHoliday) => row.scope !== null && bound.has(dayOf(row));
      const yielded = new Set(every.filter(yields).map(dayOf));
      table.replaceAll(
        every
          .filter((row) => !yields(row))
          .map((row) =>
            row.scope === null && withSubstitutes(row) && (row.removedIn?.length || yielded.has(dayOf(row)))
              ? withContributor({ ...row, removedIn: undefined }, layer)
              : row,
          ),
      );
    } else if (correction.action === 'observe') {
      const places = correction.subdivisions ? new Set(correction.subdivisions) : null;
      const inScope = (scope: string | null) =>
        places === null ? scope === null : scope !== null && within(scope, places);
      table.replaceAll(observeOnNextFreeDay(table.all(), correction, matches, layer, inScope));
    } else if (correction.action === 'remove' && correction.dayOff) {
      // The day off alone, everywhere or in those places (and the cities in them): a substitute row goes (a
      // country-level one stays in each other subdivision), a row observed on another day is observed on its own.
      const places = correction.subdivisions ? new Set(correction.subdivisions) : null;
      const here = (scope: string | null) => places === null || (scope !== null && within(scope, places));
      eachRow((row) => {
        if (!withSubstitutes(row)) return [row];
        if (!row.substitute)
          return [
            row.observed !== undefined && here(row.scope)
              ? withContributor({ ...row, observed: undefined }, layer)
              : row,
          ];
        if (places === null || row.scope !== null) return here(row.scope) ? [] : [row];
        return (context.topLevel ?? [])
          .filter((place) => !places.has(place) && !row.removedIn?.includes(place))
          .map((place) => withContributor({ ...row, scope: place, removedIn: undefined }, layer));
      });
    } else if (correction.action === 'remove' && correction.subdivisions) {
      // Only in those places: their own rows go; a country-level day off stays in every other subdivision (a row
      // for each, so that it is paired there), a country-level holiday leaves them out (the normaliser scopes it).
      const places = new Set(correction.subdivisions);
      eachRow((row) => {
        if (!withSubstitutes(row)) return [row];
        if (row.scope !== null) return within(row.scope, places) ? [] : [row];
        if (row.substitute && context.topLevel)
          return context.topLevel
            .filter((place) => !places.has(place) && !row.removedIn?.includes(place))
            .map((place) => withContributor({ ...row, scope: place, removedIn: undefined }, layer));
        return [
          withContributor({ ...row, removedIn: [...new Set([...(row.removedIn ?? []), ...places])].sort() }, layer),
        ];
      });
    } else if (correction.action === 'remove') {
      eachRow((row) => (withSubstitutes(row) ? [] : [row]));
    } else if (correction.action === 'retype' && correction.subdivisions) {
      // Only in those places: their own rows take the type; a country-level row gets a row of that type in each place
      // that has none of its own, and the normaliser splits the record there.
      const places = correction.subdivisions;
      const type = correction.type;
      const own = new Set(
        view.filter((row) => row.scope !== null && withSubstitutes(row)).map((row) => `${row.scope}|${row.date}`),
      );
      eachRow((row) => {
        if (!withSubstitutes(row)) return [row];
        if (row.scope !== null)
          return [within(row.scope, new Set(places)) ? withContributor({ ...row, type }, layer) : row];
        const kept = places.filter((place) => !own.has(`${place}|${row.date}`) && !row.removedIn?.includes(place));
        return [
          row,
          ...kept.map((place) => withContributor({ ...row, scope: place, type, removedIn: undefined }, layer)),
        ];
      });
    } else if (correction.action === 'rename') {
      eachRow((row) => [
        withSubstitutes(row)
          ? withContributor(
              { ...row, key: holidayKey(correction.to), names: { ...row.names, en: correction.to } },
              layer,
            )
          : row,
      ]);
    } else if (correction.action === 'retype') {
      eachRow((row) => [withSubstitutes(row) ? withContributor({ ...row, type: correction.type }, layer) : row]);
    } else {
      const shift = daysBetween(correction.date!, correction.to);
      eachRow((row) =>
        row.substitute && withSubstitutes(row)
          ? []
          : [
              matches(row)
                ? withContributor(
                    {
                      ...confirmed(row),
                      date: addDays(row.date, shift),
                      observed: undefined,
                      start: shiftByDays(row.start, shift, row.timezone),
                      end: shiftByDays(row.end, shift, row.timezone),
                    },
                    layer,
                  )
                : row,
            ],
      );
    }
  }
  return { rows: table.all(), unmatched };
}

/**
 * A replacement-day law: each nationwide public holiday the entry names that
 * falls on one of its weekdays (and is not moved already) is observed on the
 * next day that is neither one of those weekdays nor taken by another
 * statutory holiday, or by an earlier replacement; with `shifts`, on the day
 * that many days away for its weekday. With `subdivisions` (`inScope`), the
 * holiday's listing in those places instead. The normaliser makes the pair.
 */
function observeOnNextFreeDay(
  rows: SourceHoliday[],
  correction: Extract<Correction, { action: 'observe' }>,
  matches: (row: SourceHoliday) => boolean,
  layer: string,
  inScope: (scope: string | null) => boolean = (scope) => scope === null,
): SourceHoliday[] {
  // With shifts, the day off is that many days away, free or not; with weekdays, the next free day.
  const shifts = new Map(
    Object.entries(correction.shifts ?? {}).map(([weekday, days]) => [
      WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]),
      days as number,
    ]),
  );
  const restDays = new Set(
    correction.weekdays ? correction.weekdays.map((weekday) => WEEKDAYS.indexOf(weekday)) : shifts.keys(),
  );
  const taken = new Set(
    rows
      .filter((row) => row.scope === null && (row.type === 'public' || row.type === 'regional'))
      .flatMap((row) => [row.date, row.observed ?? row.date]),
  );
  // A holiday a source gives its own day off already (a flagged substitute row, NG Worker's Day) keeps that one.
  const hasDayOff = new Set(
    rows
      .filter((row) => row.substitute && row.substituteFor !== undefined)
      .map((row) => `${row.key}|${row.substituteFor}|${row.scope}`),
  );
  const replaced = rows
    .map((row, index) => ({ row, index }))
    .filter(
      ({ row }) =>
        matches(row) &&
        inScope(row.scope) &&
        row.type === 'public' &&
        (row.observed === undefined || row.observed === row.date) &&
        !hasDayOff.has(`${row.key}|${row.date}|${row.scope}`) &&
        restDays.has(weekdayOf(row.date)),
    )
    .sort((a, b) => (a.row.date < b.row.date ? -1 : a.row.date > b.row.date ? 1 : a.index - b.index));
  // With oncePerRun, a day whose holiday's day before is replaced already shares that replacement.
  const replacedDays = new Set(replaced.map(({ row }) => `${row.key}|${row.date}`));
  const sharesReplacement = (row: SourceHoliday) =>
    correction.oncePerRun === true && replacedDays.has(`${row.key}|${addDays(row.date, -1)}`);
  const out = [...rows];
  // Rows of several sources for one holiday share its one replacement day.
  const chosen = new Map<string, string>();
  for (const { row, index } of replaced) {
    if (sharesReplacement(row)) continue;
    // With oncePerRun, holidays that fall on one day share one replacement day too (TH 2023: Visakha Bucha and the Queen's Birthday, Saturday 3 June, one day off on 5 June).
    const holiday = correction.oncePerRun === true ? row.date : `${row.key}|${row.date}`;
    let next = chosen.get(holiday);
    if (next === undefined && shifts.size > 0) {
      next = addDays(row.date, shifts.get(weekdayOf(row.date))!);
      chosen.set(holiday, next);
    } else if (next === undefined) {
      next = addDays(row.date, 1);
      while (restDays.has(weekdayOf(next)) || taken.has(next)) next = addDays(next, 1);
      taken.add(next);
      chosen.set(holiday, next);
    }
    out[index] = withContributor({ ...row, observed: next }, layer);
  }
  return out;
}

/**
 * An added holiday that a source already has on that day merges with it: the
 * source's rows keep their names and translations and take the entry's type;
 * places the entry names that no source row covers get a row of their own.
 * The entry confirms the day of the rows it merges with.
 */
function addOrMerge(
  rows: readonly SourceHoliday[],
  correction: Extract<Correction, { action: 'add' }>,
  context: CorrectionContext,
  layer: string,
  named: NameMatcher,
): { perRow: ((row: SourceHoliday) => SourceHoliday[]) | null; extra: SourceHoliday[] } {
  const names = [correction.name, ...(correction.nameLocal ? [correction.nameLocal] : [])].map(holidayKey);
  const same = (row: SourceHoliday) => !row.substitute && row.date === correction.date && named(row, names);
  const existing = rows.filter(same);
  const fresh = addedRows(correction, context, layer);
  if (existing.length === 0) return { perRow: null, extra: fresh };
  const scopes = new Set(correction.subdivisions.length ? correction.subdivisions : [null]);
  // A country-level row covers a state only where that state keeps it (not among its `removedIn`).
  const covered = (scope: string | null) =>
    existing.some(
      (row) => row.scope === scope || (row.scope === null && scope !== null && !row.removedIn?.includes(scope)),
    );
  const model = existing.find((row) => row.scope === null) ?? existing[0]!;
  // Sources type a statutory day `public` in every place; the normaliser makes it `regional` where it is not nationwide.
  const type = correction.type === 'regional' ? 'public' : correction.type;
  // An entry marked `estimated` is a forecast: it confirms nothing, and a row it merges with stays as it is, unless
  // the entry makes it another kind of holiday (a day the library lists as optional forecast a day off: PH's Black
  // Saturday after the last proclamation), which is then the forecast's, an estimate.
  const settled = correction.estimated ? (row: SourceHoliday) => row : confirmed;
  const retyped = (row: SourceHoliday) =>
    correction.estimated && row.type !== type ? { ...row, type, estimated: true } : { ...settled(row), type };
  const perRow = (row: SourceHoliday) => [
    !same(row)
      ? row
      : scopes.has(row.scope)
        ? withContributor(retyped(row), layer)
        : row.scope === null
          ? withContributor(settled(row), layer) // nationwide already: the entry's places are covered
          : row,
  ];
  const extra = fresh
    .filter((row) => !covered(row.scope))
    .map((row) =>
      withContributor(
        {
          ...settled(model),
          ...(correction.estimated ? { estimated: true } : {}),
          scope: row.scope,
          type,
          observed: undefined,
          removedIn: undefined,
        },
        layer,
      ),
    );
  return { perRow, extra };
}

function addedRows(
  correction: Extract<Correction, { action: 'add' }>,
  context: CorrectionContext,
  layer: string,
): SourceHoliday[] {
  const localLanguage = correction.localLanguage ?? context.localLanguage;
  const names: Record<string, string> = { en: correction.name };
  if (correction.nameLocal) names[localLanguage] = correction.nameLocal;
  const start = zonedMidnight(correction.date!, context.timezone);
  const end = zonedMidnight(addDays(correction.date!, 1), context.timezone);
  const scopes = correction.subdivisions.length ? correction.subdivisions : [null];
  return scopes.map((scope) => ({
    source: layer,
    country: correction.country,
    scope,
    date: correction.date!,
    substitute: false,
    key: holidayKey(correction.name),
    names,
    localLanguage: names[localLanguage] ? localLanguage : 'en',
    type: correction.type,
    start,
    end,
    timezone: context.timezone,
    ...(correction.estimated ? { estimated: true } : {}),
  }));
}
