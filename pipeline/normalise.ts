// Source rows → canonical records (docs/data-layout.md): the substitute pair model,
// one record per holiday however many subdivisions observe it, variants and ids.

import { daysBetween, shiftByDays, yearOf } from '../core/dates.js';
import { mintId } from '../core/ids.js';
import { sortKeys } from '../core/languages.js';
import { substituteName } from './substitute-names.js';
import { HOLIDAY_TYPES, type HolidayRecord, type RegionKind, type SourceHoliday } from '../core/types.js';
import { groupBy } from '../core/group-by.js';
import { compareText } from '../core/text.js';

export interface ScopeInfo {
  kind: RegionKind;
  /** The enclosing subdivision whose holidays this one inherits, if any. */
  parent: string | null;
}

export interface NormaliseContext {
  country: string;
  fromYear: number;
  toYear: number;
  scopes: ReadonlyMap<string, ScopeInfo>;
}

export function normalise(rows: readonly SourceHoliday[], context: NormaliseContext): HolidayRecord[] {
  const paired = pairSubstitutes(rows);
  const originals = mergeOriginals(
    paired.filter((row) => !row.substitute),
    context,
  );
  const substitutes = substituteRecords(
    originals,
    paired.filter((row) => row.substitute),
    context,
  );
  return assignVariantsAndIds([...originals, ...substitutes], context).filter(
    (record) => yearOf(record.date) >= context.fromYear && yearOf(record.date) <= context.toYear,
  );
}

const isMoved = (row: SourceHoliday) => row.observed !== undefined && row.observed !== row.date;
/** A record is an estimate when every source row that lists it is one (docs/api.md, "Contract 3.2.0"). */
const allEstimates = (rows: Iterable<SourceHoliday>) => {
  for (const row of rows) if (row.estimated !== true) return false;
  return true;
};
const placeOf = (row: SourceHoliday) => `${row.source}|${row.scope}|${row.key}`;

/** How far a substitute day without `substituteFor` may lie from the holiday it stands for. */
const NEAREST_ORIGINAL_DAYS = 10;

/**
 * Pairs the rows of each source and place. Whether a source lists the
 * original, the substitute or both, the result is the same pair: the original
 * keeps its day and is observed on the day off, and the day off is a
 * substitute row with `substituteFor` = the original's day.
 */
export function pairSubstitutes(rows: readonly SourceHoliday[]): SourceHoliday[] {
  const originals = new Map<string, SourceHoliday>();
  for (const row of rows) {
    if (row.substitute) continue;
    const key = `${placeOf(row)}|${row.date}`;
    const known = originals.get(key);
    if (!known) {
      originals.set(key, { ...row });
      continue;
    }
    // A holiday listed on its day and again moved (the library's `… and if sunday then next monday`) is
    // one holiday observed on the day off; listed twice with two types, it is one of the more significant.
    const observed = isMoved(known) ? known.observed : row.observed;
    const estimated = allEstimates([known, row]);
    if (typeRank(row.type) < typeRank(known.type)) originals.set(key, { ...row, observed, estimated });
    else Object.assign(known, { observed, estimated });
  }

  const substitutes = new Map<string, SourceHoliday>();
  const addSubstitute = (row: SourceHoliday) => {
    const key = `${placeOf(row)}|${row.date}|${row.substituteFor}`;
    if (!substitutes.has(key)) substitutes.set(key, row);
  };
  const byPlace = groupBy([...originals.values()], placeOf);
  for (const row of rows) {
    if (!row.substitute) continue;
    const standsFor = row.substituteFor ?? nearestOriginal(row, byPlace.get(placeOf(row)) ?? [])?.date;
    if (standsFor === undefined) {
      addSubstitute({ ...row, observed: undefined }); // an orphan: the invariants name it
      continue;
    }
    const key = `${placeOf(row)}|${standsFor}`;
    const original = originals.get(key);
    if (!original) {
      const shift = daysBetween(row.date, standsFor);
      const created: SourceHoliday = {
        ...row,
        date: standsFor,
        observed: row.date,
        substitute: false,
        substituteFor: undefined,
        start: shiftByDays(row.start, shift, row.timezone),
        end: shiftByDays(row.end, shift, row.timezone),
      };
      originals.set(key, created);
      byPlace.set(placeOf(created), [...(byPlace.get(placeOf(created)) ?? []), created]);
    } else if (!isMoved(original)) {
      original.observed = row.date;
    }
    addSubstitute({ ...row, observed: undefined, substituteFor: standsFor });
  }
  // A moved original that no source lists a day off for gets one, shifted from it.
  for (const original of originals.values()) {
    if (!isMoved(original)) continue;
    const shift = daysBetween(original.date, original.observed!);
    addSubstitute({
      ...original,
      date: original.observed!,
      observed: undefined,
      substitute: true,
      substituteFor: original.date,
      start: shiftByDays(original.start, shift, original.timezone),
      end: shiftByDays(original.end, shift, original.timezone),
    });
  }
  return [...originals.values(), ...substitutes.values()];
}

/**
 * For a substitute row without `substituteFor`: the nearest original of its
 * place that is not moved elsewhere (the earlier one of two as near).
 */
function nearestOriginal(row: SourceHoliday, candidates: readonly SourceHoliday[]): SourceHoliday | undefined {
  const distance = (original: SourceHoliday) => Math.abs(daysBetween(original.date, row.date));
  let best: SourceHoliday | undefined;
  for (const original of candidates) {
    if (distance(original) === 0 || distance(original) > NEAREST_ORIGINAL_DAYS) continue;
    if (isMoved(original) && original.observed !== row.date) continue;
    if (
      !best ||
      distance(original) < distance(best) ||
      (distance(original) === distance(best) && original.date < best.date)
    )
      best = original;
  }
  return best;
}

/** A record being made, the places whose versions it stands for, and whether one is the country's own. */
interface Merged {
  record: HolidayRecord;
  places: (string | null)[];
  /** The country's version (nationwide, or listing the subdivisions that keep it): variant 1 as before a split. */
  national: boolean;
}

/** One place's version of a holiday on one day, every source that listed it there, and whether all those rows are estimates. */
interface Version {
  row: SourceHoliday;
  sources: Set<string>;
  estimated: boolean;
  /** The country's version only: the states whose own rules drop the holiday (every country-level row says so). */
  removedIn: Set<string>;
}

const signatureOf = (row: SourceHoliday) => `${row.type}|${row.observed ?? row.date}`;

/**
 * One record per holiday, day and version. The country's version is
 * nationwide unless a subdivision keeps the holiday another way (another day
 * off, another type): then the country's record lists the subdivisions that
 * keep its version, so that no place has two versions of one holiday.
 */
function mergeOriginals(rows: readonly SourceHoliday[], context: NormaliseContext): Merged[] {
  const topLevel = [...context.scopes].filter(([, info]) => info.parent === null).map(([code]) => code);
  const merged: Merged[] = [];
  for (const family of groupBy(rows, (row) => `${row.date}|${row.key}`).values()) {
    const versions = new Map<string | null, Version>();
    for (const row of family) {
      const version = versions.get(row.scope);
      if (!version)
        versions.set(row.scope, {
          row,
          sources: sourcesOf([row]),
          estimated: allEstimates([row]),
          removedIn: new Set(row.removedIn ?? []),
        });
      else {
        for (const source of sourcesOf([row])) version.sources.add(source);
        version.estimated &&= allEstimates([row]);
        // A state is left out only where every country-level listing leaves it out (a feed's nationwide row leaves out none).
        for (const state of version.removedIn) if (!row.removedIn?.includes(state)) version.removedIn.delete(state);
        // Two listings of one holiday in one place and day are one holiday, of the more significant type.
        if (preferVersion(row, version.row) < 0) version.row = row;
      }
    }
    const country = versions.get(null);
    if (country && isMoved(country.row)) {
      // A feed lists the day itself in the places where it is a holiday too, and the day off once for all:
      // such a place keeps the country's day off.
      for (const [scope, version] of versions) {
        if (scope !== null && !isMoved(version.row) && version.row.type === country.row.type)
          version.row = { ...version.row, observed: country.row.observed };
      }
    }
    // The states whose own rules drop the holiday: the country's version is theirs no more. (Where the
    // library's states do not cover the country, its amendments file declares the others: SO beside Somaliland's.)
    const removed = country?.removedIn ?? new Set<string>();
    const split =
      country !== undefined &&
      [...versions.values()].some((version) => signatureOf(version.row) !== signatureOf(country.row));
    // Without a country-level version, subdivisions whose day is confirmed (a republic's own decree, announced.json's
    // `subdivisions`) and those whose day is still an estimate are two records, so that neither borrows the other's.
    const versionKey = ([, version]: [string | null, Version]) =>
      country === undefined ? `${signatureOf(version.row)}|${version.estimated}` : signatureOf(version.row);
    for (const group of groupBy([...versions.entries()], versionKey).values()) {
      const places = group.map(([scope]) => scope).sort(compareScopes);
      let listed = places.filter((scope): scope is string => scope !== null);
      if (places[0] === null && split && listed.length === 0) {
        // A feed lists a place only where it differs: the country's version is every subdivision's without its own.
        listed = topLevel.filter((code) => !versions.has(code) && !removed.has(code));
        // Every subdivision keeps its own version, or drops the holiday: the country's listing of the day itself adds nothing.
        if (listed.length === 0 && topLevel.length > 0 && (!isMoved(country!.row) || removed.size > 0)) continue;
      } else if (places[0] === null && !split && removed.size > 0) {
        // Every state but those that drop it: those listing it, and those keeping it under a name of their own.
        listed = [...new Set([...listed, ...topLevel.filter((code) => !removed.has(code))])];
        // Every state drops it: the country's listing applies nowhere.
        if (listed.length === 0) continue;
      }
      const nationwide = places[0] === null && (removed.size > 0 ? listed.length === 0 : !split || listed.length === 0);
      const subdivisions = nationwide ? [] : topmostScopes(new Set(listed), context.scopes);
      const sources = new Set(group.flatMap(([, version]) => [...version.sources]));
      const estimated = group.every(([, version]) => version.estimated);
      const representative = group.find(([scope]) => scope === places[0])![1].row;
      const record = recordOf(
        representative,
        subdivisions,
        representative.observed ?? representative.date,
        sources,
        estimated,
        context,
      );
      merged.push({ record, places, national: places[0] === null });
    }
  }
  return merged;
}

function preferVersion(a: SourceHoliday, b: SourceHoliday): number {
  return (
    typeRank(a.type) - typeRank(b.type) || Number(isMoved(b)) - Number(isMoved(a)) || compareText(a.source, b.source)
  );
}

/**
 * The day off of each moved original: same holiday, type and scope. Its span
 * and names come from the substitute rows of the original's places (the
 * topmost first); a substitute row no original is observed on stays a record
 * of its own, which the invariants name.
 */
function substituteRecords(
  originals: readonly Merged[],
  rows: readonly SourceHoliday[],
  context: NormaliseContext,
): Merged[] {
  const byPlace = groupBy(rows, (row) => `${row.key}|${row.date}|${row.substituteFor}|${row.scope}`);
  const used = new Set<SourceHoliday>();
  const records: Merged[] = [];
  for (const { record, places, national } of originals) {
    if (record.observed === record.date) continue;
    const listed = places.flatMap(
      (scope) => byPlace.get(`${record.key}|${record.observed}|${record.date}|${scope}`) ?? [],
    );
    for (const row of listed) used.add(row);
    const shift = daysBetween(record.date, record.observed);
    const span = listed[0] ?? {
      start: shiftByDays(record.start, shift, record.timezone),
      end: shiftByDays(record.end, shift, record.timezone),
      timezone: record.timezone,
    };
    const names = substituteNames(listed[0]?.names ?? record.names);
    const substitute: HolidayRecord = {
      ...record,
      date: record.observed,
      substitute: true,
      name: names.en ?? names[record.localLanguage] ?? record.key,
      nameLocal: names[record.localLanguage] ?? names.en ?? record.key,
      names,
      start: span.start,
      end: span.end,
      timezone: span.timezone,
      sources: listed.length ? [...sourcesOf(listed)].sort() : record.sources,
      // The day off follows from its holiday's day: an estimate unless that day is confirmed, or a source lists the day off as no estimate.
      estimated: record.estimated && allEstimates(listed),
    };
    records.push({ record: substitute, places, national });
  }
  const orphans = rows.filter((row) => !used.has(row));
  for (const group of groupBy(orphans, (row) => `${row.date}|${row.key}|${row.type}`).values()) {
    const places = [...new Set(group.map((row) => row.scope))].sort(compareScopes);
    const subdivisions = places[0] === null ? [] : topmostScopes(new Set(places as string[]), context.scopes);
    const representative = group.find((row) => row.scope === places[0])!;
    records.push({
      record: recordOf(
        representative,
        subdivisions,
        representative.date,
        sourcesOf(group),
        allEstimates(group),
        context,
      ),
      places,
      national: places[0] === null,
    });
  }
  return records;
}

function recordOf(
  row: SourceHoliday,
  subdivisions: string[],
  observed: string,
  sources: Set<string>,
  estimated: boolean,
  context: NormaliseContext,
): HolidayRecord {
  const names = row.substitute ? substituteNames(row.names) : row.names;
  return {
    id: '',
    country: context.country,
    date: row.date,
    observed,
    key: row.key,
    name: names.en ?? names[row.localLanguage] ?? row.key,
    nameLocal: names[row.localLanguage] ?? names.en ?? row.key,
    localLanguage: row.localLanguage,
    names,
    type: row.type === 'public' && subdivisions.length > 0 ? 'regional' : row.type,
    substitute: row.substitute,
    subdivisions,
    regions: subdivisions.map((code) => ({ code, type: context.scopes.get(code)?.kind ?? 'region' })),
    start: row.start,
    end: row.end,
    timezone: row.timezone,
    variant: 0,
    sources: [...sources].sort(),
    estimated,
  };
}

function sourcesOf(rows: readonly SourceHoliday[]): Set<string> {
  const sources = new Set<string>();
  for (const row of rows) {
    sources.add(row.source);
    for (const contributor of row.contributors ?? []) sources.add(contributor);
  }
  return sources;
}

const compareScopes = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

/** A region whose enclosing subdivision is also listed adds nothing: keep the enclosing one. */
function topmostScopes(scopes: Set<string>, info: ReadonlyMap<string, ScopeInfo>): string[] {
  return [...scopes]
    .filter((scope) => {
      const parent = info.get(scope)?.parent;
      return !(parent && scopes.has(parent));
    })
    .sort();
}

function substituteNames(names: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [language, name] of Object.entries(names)) out[language] = substituteName(name, language);
  return sortKeys(out);
}

const typeRank = (type: string) => HOLIDAY_TYPES.indexOf(type as (typeof HOLIDAY_TYPES)[number]);

/**
 * Variants tell apart records of one day and holiday that differ in scope or
 * type (1 for the first): the country's version first, so that a record keeps
 * its variant, and its id, when the country's version comes to list its
 * subdivisions.
 */
function assignVariantsAndIds(drafts: readonly Merged[], context: NormaliseContext): HolidayRecord[] {
  const families = groupBy(drafts, ({ record }) => `${record.date}|${record.key}|${record.substitute}`);
  for (const family of families.values()) {
    family.sort((a, b) => Number(b.national) - Number(a.national) || compareVariant(a.record, b.record));
    family.forEach(({ record }, index) => {
      record.variant = index + 1;
      record.id = mintId({
        country: context.country,
        date: record.date,
        key: record.key,
        substitute: record.substitute,
        variant: record.variant,
      });
    });
  }
  return drafts.map(({ record }) => record).sort(compareRecords);
}

function compareVariant(a: HolidayRecord, b: HolidayRecord): number {
  return (
    typeRank(a.type) - typeRank(b.type) ||
    compareText(a.subdivisions.join(','), b.subdivisions.join(',')) ||
    compareText(a.observed, b.observed)
  );
}

/** Output order: by day, then nationwide before regional, then name and id. */
export function compareRecords(a: HolidayRecord, b: HolidayRecord): number {
  return (
    compareText(a.date, b.date) ||
    Number(a.subdivisions.length > 0) - Number(b.subdivisions.length > 0) ||
    compareText(a.key, b.key) ||
    Number(a.substitute) - Number(b.substitute) ||
    a.variant - b.variant ||
    compareText(a.id, b.id)
  );
}
