// The whole-dataset check of the scope rule: no public holiday applies to a
// place whose own rules in the library drop it, except where the country's
// data says national law binds it (`nationalBinds`, amendments/). It asks the
// rule library itself, not the adapter: `new Holidays(country)` and
// `new Holidays(country, state[, region])` for every place the library knows,
// and compares what each computes with the published records. Only the
// places' published codes come from the adapter (`targetsOf`).

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Holidays from 'date-holidays';
import { addDays, daysBetween } from '../../core/dates.js';
import { holidayKey } from '../../core/languages.js';
import type { Manifest } from '../../core/manifest.js';
import type { HolidayRecord } from '../../core/types.js';
import type { Correction } from '../../sources/corrections.js';
import { targetsOf } from '../../sources/date-holidays.js';

/** How far a place's listing may lie from the country's and still be the same holiday, moved or replaced by a day off. */
const MOVED_DAYS = 7;
/** How far a record's day may lie from the library's (a lunar day that a calendar engine or an official feed settled). */
const SETTLED_DAYS = 3;

/** One holiday as the library computes it for one place. */
interface LibraryHoliday {
  /** Its first day, and every day it lasts. */
  day: string;
  days: string[];
  rule: string;
  /** The rule without its moves (`01-01 and if sunday then next monday` → `01-01`). */
  plainRule: string;
  /** Its names (the default language's and the English), as keys. */
  names: Set<string>;
  /** A day off for another day, or a rule that moves its day. */
  moved: boolean;
  public: boolean;
}

const MOVE_CLAUSE = /\s*(?:and\s+)?if\s+.+?\s+then\s+(?:next|previous)\s+\w+/gi;
const plainRuleOf = (rule: string) =>
  rule
    .replace(/^substitutes\s+/i, '')
    .replace(MOVE_CLAUSE, '')
    .replace(/\s+/g, ' ')
    .trim();

type LibraryEntry = {
  date: string;
  start: Date;
  end: Date;
  name: string;
  type: string;
  rule: string;
  substitute?: boolean;
};

/** What the library computes for one place over the years, every type. */
function libraryHolidays(args: string[], years: { from: number; to: number }): LibraryHoliday[] {
  const library = new (Holidays as unknown as new (...args: string[]) => Holidays)(...args);
  const holidays: LibraryHoliday[] = [];
  for (let year = years.from; year <= years.to; year++) {
    const english = new Map(
      (library.getHolidays(year, 'en') as LibraryEntry[]).map((entry) => [`${entry.rule}|${entry.date}`, entry.name]),
    );
    for (const entry of library.getHolidays(year) as LibraryEntry[]) {
      const day = entry.date.slice(0, 10);
      const length = Math.max(1, Math.round((entry.end.getTime() - entry.start.getTime()) / 86_400_000));
      holidays.push({
        day,
        days: Array.from({ length }, (_, index) => addDays(day, index)),
        rule: entry.rule,
        plainRule: plainRuleOf(entry.rule),
        names: new Set([entry.name, english.get(`${entry.rule}|${entry.date}`) ?? entry.name].map(holidayKey)),
        moved: entry.substitute === true || /\bif\b.+\bthen\b/i.test(entry.rule),
        public: entry.type === 'public',
      });
    }
  }
  return holidays;
}

/**
 * Whether a place keeps the country's holiday: it lists, of any type, the
 * same holiday (the same rule, with or without its moves, or the same name in
 * its language or English: a place that renames the country's rule keeps it)
 * on the same day, or near it where either listing is moved or a day off.
 */
function keeps(place: readonly LibraryHoliday[], holiday: LibraryHoliday): boolean {
  return place.some(
    (entry) =>
      (entry.rule === holiday.rule ||
        entry.plainRule === holiday.plainRule ||
        [...entry.names].some((name) => holiday.names.has(name))) &&
      (entry.day === holiday.day ||
        ((entry.moved || holiday.moved) && Math.abs(daysBetween(entry.day, holiday.day)) <= MOVED_DAYS)),
  );
}

/** An official feed's say in one country: the years it covers and the places it names (none: it speaks for the whole country). */
export interface OfficialFeed {
  source: string;
  country: string;
  years: ReadonlySet<number>;
  places: ReadonlySet<string>;
}

/** The official feeds of a snapshot, from its manifest's coverage and its copies of the feeds' rows. */
export function officialFeeds(snapshot: string): OfficialFeed[] {
  const manifest = JSON.parse(readFileSync(join(snapshot, 'manifest.json'), 'utf8')) as Manifest;
  return manifest.sources.flatMap((source) =>
    Object.entries(source.coverage ?? {}).map(([country, years]) => {
      const path = join(snapshot, 'sources', source.id, `${country}.ndjson`);
      const rows = existsSync(path)
        ? readFileSync(path, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as { scope: string | null })
        : [];
      return {
        source: source.id,
        country,
        years: new Set(years),
        places: new Set(rows.flatMap((row) => (row.scope === null ? [] : [row.scope]))),
      };
    }),
  );
}

/**
 * One line per (record, place) where an active record of a public holiday
 * that the library's country-level rules give in `years` applies to a state
 * or region whose own computation does not keep it (a nationwide record, or
 * one listing the place or, for a region, its state). Exempt:
 * - a holiday a `bind` entry covers (`nationalBinds`): national law applies it
 *   in every state, whatever a state's calendar says;
 * - a place an official feed decides, for a record that feed lists, in a year
 *   it covers: the feed publishes the days off of the places it names (of the
 *   whole country when it names none) and its scope is the law's there, not
 *   the library's (pipeline/reconcile.ts). A record a feed lists is checked
 *   like any other in the places and years the feed does not decide.
 */
export function removedHolidayProblems(
  country: string,
  records: readonly (HolidayRecord & { deprecated?: boolean })[],
  years: { from: number; to: number },
  amendments: readonly Correction[],
  feeds: readonly OfficialFeed[] = [],
): string[] {
  const places = targetsOf(country).filter((target) => target.scope !== null);
  if (places.length === 0) return [];
  const national = libraryHolidays([country], years).filter((holiday) => holiday.public);
  const binds = amendments.filter(
    (entry): entry is Extract<Correction, { action: 'bind' }> => entry.action === 'bind' && entry.country === country,
  );
  const active = records.filter(
    (record) => !record.deprecated && (record.type === 'public' || record.type === 'regional'),
  );
  const namesOf = new Map(
    active.map((record) => [
      record,
      new Set([record.key, record.name, record.nameLocal, ...Object.values(record.names)].map(holidayKey)),
    ]),
  );
  const decides = (source: string, year: number, place: { scope: string | null; parent: string | null }) =>
    feeds.some(
      (feed) =>
        feed.source === source &&
        feed.country === country &&
        feed.years.has(year) &&
        (feed.places.size === 0 ||
          feed.places.has(place.scope!) ||
          (place.parent !== null && feed.places.has(place.parent))),
    );
  // The country-level holiday each record stands for: of its names, on its day (or observed day), else the nearest.
  const standsFor = new Map<HolidayRecord, LibraryHoliday>();
  for (const record of active) {
    if (Number(record.date.slice(0, 4)) < years.from || Number(record.date.slice(0, 4)) > years.to) continue;
    let best: { holiday: LibraryHoliday; distance: number } | undefined;
    for (const holiday of national) {
      if (![...namesOf.get(record)!].some((name) => holiday.names.has(name))) continue;
      const distance = Math.min(
        ...[record.date, record.observed].flatMap((day) =>
          holiday.days.map((each) => Math.abs(daysBetween(day, each))),
        ),
      );
      if (distance <= SETTLED_DAYS && (!best || distance < best.distance)) best = { holiday, distance };
    }
    if (best) standsFor.set(record, best.holiday);
  }
  const problems: string[] = [];
  for (const place of places) {
    const own = libraryHolidays(place.args, years);
    const dropped = new Set(national.filter((holiday) => !keeps(own, holiday)));
    if (dropped.size === 0) continue;
    for (const [record, holiday] of standsFor) {
      if (!dropped.has(holiday)) continue;
      const applies =
        record.subdivisions.length === 0 ||
        record.subdivisions.includes(place.scope!) ||
        (place.parent !== null && record.subdivisions.includes(place.parent));
      if (!applies) continue;
      const year = Number(record.date.slice(0, 4));
      const names = namesOf.get(record)!;
      if (
        binds.some(
          (bind) =>
            year >= bind.years.from &&
            year <= bind.years.to &&
            (bind.name === undefined || names.has(holidayKey(bind.name))),
        )
      )
        continue;
      if (record.sources.some((source) => decides(source, year, place))) continue;
      problems.push(
        `${country} ${record.date} ${record.name} (${record.id}, ${record.type}${record.subdivisions.length ? '' : ', nationwide'}) applies to ${place.scope}, whose own rules drop it`,
      );
    }
  }
  return [...new Set(problems)];
}
