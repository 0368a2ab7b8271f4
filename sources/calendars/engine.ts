// What a calendar engine is (one module of sources/calendars/ each, listed in
// registry.ts), what the step that applies them (sources/lunar-dates.ts) hands
// each, and the pieces they share: reading a reviewed data file against its
// schema, and moving or adding a row. No engine names a country: a country's
// reviewed data says which engine sets which of its holidays.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { addDays, shiftByDays, yearOf, zonedMidnight } from '../../core/dates.js';
import { HOLIDAY_TYPES, type HolidayType, type SourceHoliday } from '../../core/types.js';
import { years as yearRange } from '../corrections.js';
import { RULE_SOURCES } from '../date-holidays.js';

/** A record source an engine sets (a record's `sources`, a conflict's `winner`): `calendar-hindu`. */
export type EngineId = `calendar-${string}`;

export type Range = { from: number; to: number };

/** One day the engines changed: the library's day (null: the engine added it) and the engine's (null: dropped). */
export interface LunarDisagreement {
  country: string;
  year: number;
  key: string;
  engine: EngineId;
  scope: string[];
  libraryDate: string | null;
  engineDate: string | null;
}

/** What the step gives an engine for one country: its rows so far, the engine's reviewed entries for it, its options. */
export interface EngineStep<Entry, Options> {
  country: string;
  rows: SourceHoliday[];
  /** The engine's reviewed entries for this country (`entriesOf`). */
  entries: readonly Entry[];
  /** The engine's options for this country (`optionsOf`, or the caller's). */
  options: Options;
  /** The years the rows are for (an engine that adds a holiday adds it in these). */
  years: Range;
  /**
   * The rows are all of the country's for those years (a build's), not a
   * caller's few (absent): a reviewed entry that applies to none of them is a fault.
   */
  complete?: boolean;
  /** The library rule a row came from. */
  ruleOf: (row: SourceHoliday) => string | undefined;
  /** Where each day the engine changes is written (the library's day, the engine's). */
  disagreements: LunarDisagreement[];
}

/**
 * A calendar engine: one module of sources/calendars/, listed once in
 * registry.ts. It declares what it computes and the published table its
 * reference test (test/sources/calendars/<id>.test.ts) holds it to, the
 * reviewed data files it reads, and, when it sets holidays itself, how.
 */
export interface CalendarEngine<Entry = unknown, Options = object> {
  /** The module's name (`hindu` for hindu.ts); its reference test is test/sources/calendars/<id>.test.ts. */
  id: string;
  /** What it computes. */
  computes: string;
  /** The published table its reference test uses (never its own output). */
  reference: string;
  /** The record sources it sets, by name (registry.ts's ENGINES gathers them). */
  sources: Readonly<Record<string, EngineId>>;
  /** Its reviewed data files (sources/calendars/<name>), each checked against its schema when read. */
  data: readonly ReviewedFile[];
  /** The reviewed entries of a country: which of its holidays the engine sets. */
  entriesOf?(country: string): readonly Entry[];
  /** The engine's options for a country, from its reviewed data. */
  optionsOf?(country: string): Options;
  /** Sets a country's rows; absent for an engine only other engines use. */
  apply?(step: EngineStep<Entry, Options>): SourceHoliday[];
}

// ── Reviewed data files ───────────────────────────────────────────────────────

const DEFAULT_DIR = fileURLToPath(new URL('.', import.meta.url));
export const DEFAULT_CALENDARS_DIR = DEFAULT_DIR.replace(/\/$/, '');
/** The folder the reviewed calendar data is read from: CALENDARS_DIR when set, else sources/calendars/. */
export const calendarsDir = (env: NodeJS.ProcessEnv = process.env): string =>
  env.CALENDARS_DIR ? resolve(env.CALENDARS_DIR) : DEFAULT_CALENDARS_DIR;

/** A calendar data file that cannot be used: the message names the file, the entry and the field. */
export class CalendarDataError extends Error {}

export interface ReviewedFile<T = unknown> {
  /** Its name in the folder: `hindu.json`. */
  name: string;
  /** Its text (hashed into the data version). */
  text(): string;
  /** Its content, checked (once per folder). */
  read(): T;
}

/** Error messages every file shares. */
export const CITATION = 'must cite the announcement, law or official calendar it rests on (20 characters at least)';
export const countryCode = z
  .string({ error: 'must be an ISO 3166-1 alpha-2 code' })
  .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code');
export const citation = {
  source: z.string({ error: CITATION }).min(20, CITATION),
  url: z.url({ error: 'must be the URL where it can be read' }).optional(),
};
export const holidayType = z.enum(HOLIDAY_TYPES, { error: `must be one of ${HOLIDAY_TYPES.join(', ')}` });
export const englishNames = z
  .record(z.string(), z.string().min(1))
  .refine((names) => typeof names.en === 'string', 'must have an English name (en)');

/** An issue's field (`entries.3.source`), and its entry where it names a country (`IN Diwali`). */
function whereOf(data: unknown, path: readonly PropertyKey[]): { field: string; entry: string } {
  if (path.length === 0) return { field: '(file)', entry: '' };
  let node: unknown = data;
  let entry = '';
  for (const step of path.slice(0, -1)) {
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[step] : undefined;
    const item = node as { country?: unknown; holiday?: unknown } | undefined;
    if (typeof step === 'number' && item && typeof item === 'object' && typeof item.country === 'string')
      entry = [item.country, item.holiday].filter((part) => typeof part === 'string').join(' ');
  }
  return { field: path.join('.'), entry };
}

/** How a message names a data file: `sources/calendars/hindu.json`, or its path in another folder (CALENDARS_DIR). */
export const labelOf = (name: string, dir: string = calendarsDir()) =>
  dir === DEFAULT_CALENDARS_DIR ? `sources/calendars/${name}` : join(dir, name);

/** A reviewed file read against its schema; a wrong entry stops the build naming the file, the entry and the field. */
export function parseReviewed<T>(name: string, schema: z.ZodType<T>, data: unknown, dir?: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const { field, entry } = whereOf(data, issue.path);
    return `${field}: ${issue.message}${entry ? ` (the entry ${entry})` : ''}`;
  });
  throw new CalendarDataError(`${labelOf(name, dir)}: ${lines.join('; ')}`);
}

/** A reviewed data file of the calendars folder in effect, read and checked when first used. */
export function reviewedFile<T>(name: string, schema: z.ZodType<T>): ReviewedFile<T> {
  const texts = new Map<string, string>();
  const read = new Map<string, T>();
  const text = () => {
    const dir = calendarsDir();
    if (!texts.has(dir)) {
      try {
        texts.set(dir, readFileSync(join(dir, name), 'utf8'));
      } catch (error) {
        throw new CalendarDataError(`${labelOf(name, dir)}: (file): ${(error as Error).message}`);
      }
    }
    return texts.get(dir)!;
  };
  return {
    name,
    text,
    read: () => {
      const dir = calendarsDir();
      if (!read.has(dir)) {
        let data: unknown;
        try {
          data = JSON.parse(text());
        } catch (error) {
          throw new CalendarDataError(`${labelOf(name, dir)}: (file): ${(error as Error).message}`);
        }
        read.set(dir, parseReviewed(name, schema, data, dir));
      }
      return read.get(dir)!;
    },
  };
}

/** The first 12 hex digits of the sha256 of the files, in order. */
export const digestOf = (files: readonly ReviewedFile[]): string =>
  files
    .reduce((hash, file) => hash.update(file.text()), createHash('sha256'))
    .digest('hex')
    .slice(0, 12);

// ── Rows ──────────────────────────────────────────────────────────────────────

/** A row of the rule library (or of a country the project defines), which the engines may move. */
export const isRuleRow = (row: SourceHoliday): boolean => RULE_SOURCES.has(row.source);

export const inRange = (range: Range | undefined, year: number): boolean =>
  !range || (year >= range.from && year <= range.to);

/** A row moved `days` days (its observed day, the day it substitutes, its instants), the engine among its contributors. */
export const shiftRow = (row: SourceHoliday, days: number, engine: EngineId, estimated: boolean): SourceHoliday => {
  const moved: SourceHoliday = {
    ...row,
    date: addDays(row.date, days),
    ...(row.observed ? { observed: addDays(row.observed, days) } : {}),
    ...(row.substituteFor ? { substituteFor: addDays(row.substituteFor, days) } : {}),
    start: shiftByDays(row.start, days, row.timezone),
    end: shiftByDays(row.end, days, row.timezone),
    contributors: [...new Set([...(row.contributors ?? []), engine])].sort(),
  };
  if (!estimated) delete moved.estimated;
  return moved;
};

/** A row an engine adds: a whole day at the country's first time zone. */
export function addedRow(
  engine: EngineId,
  country: string,
  info: { timezones: string[]; languages: string[] },
  scope: string | null,
  date: string,
  key: string,
  add: { names: Record<string, string>; type: HolidayType },
  estimated: boolean,
): SourceHoliday {
  const timezone = info.timezones[0] ?? 'UTC';
  return {
    source: engine,
    country,
    scope,
    date,
    substitute: false,
    key,
    names: { ...add.names },
    localLanguage: info.languages[0] ?? 'en',
    type: add.type,
    start: zonedMidnight(date, timezone),
    end: zonedMidnight(addDays(date, 1), timezone),
    timezone,
    ...(estimated ? { estimated: true } : {}),
  };
}

/** A whole day an engine adds where the country's rules have none, an estimate: its row, and its line in the report. */
export function addEstimatedDay(
  into: { added: SourceHoliday[]; disagreements: LunarDisagreement[] },
  engine: EngineId,
  country: string,
  info: { timezones: string[]; languages: string[] },
  date: string,
  key: string,
  add: { names: Record<string, string>; type: HolidayType },
): void {
  into.added.push(addedRow(engine, country, info, null, date, key, add, true));
  into.disagreements.push({
    country,
    year: yearOf(date),
    key,
    engine,
    scope: [],
    libraryDate: null,
    engineDate: date,
  });
}

/**
 * A reviewed file's entries, each with its `years` (`2025-`, `2014-2024`) read as a range: worked out once per
 * reading of the file (a new reading, as a test's CALENDARS_DIR gives, is ranged anew).
 */
export function rangedEntries<Entry extends { years?: string }>(
  file: ReviewedFile<{ entries: Entry[] }>,
): () => readonly (Entry & { range?: Range })[] {
  const ranged = new WeakMap<object, readonly (Entry & { range?: Range })[]>();
  return () => {
    const read = file.read();
    let entries = ranged.get(read);
    if (!entries) {
      entries = read.entries.map((entry) =>
        entry.years === undefined ? entry : { ...entry, range: yearRange.parse(entry.years) },
      );
      ranged.set(read, entries);
    }
    return entries;
  };
}
