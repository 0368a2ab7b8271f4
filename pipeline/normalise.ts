// Source rows → canonical records (decisions §1): the substitute pair model,
// one record per holiday however many subdivisions observe it, variants and ids.

import { daysBetween, DAY_MS, yearOf } from './dates.js';
import { mintId } from './ids.js';
import { sortKeys } from './languages.js';
import { substituteName } from './substitute-names.js';
import { HOLIDAY_TYPES, type HolidayRecord, type RegionKind, type SourceHoliday } from './types.js';

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
  const merged = mergeScopes(paired, context);
  return assignVariantsAndIds(merged, context).filter(
    (record) => yearOf(record.date) >= context.fromYear && yearOf(record.date) <= context.toYear,
  );
}

const shiftInstant = (iso: string, days: number): string => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/**
 * Whether a source lists the original, the substitute or both, the result is the
 * same pair: the original keeps its day and is observed on the day off, and the
 * day off is a substitute record of its own.
 */
export function pairSubstitutes(rows: readonly SourceHoliday[]): SourceHoliday[] {
  const out: SourceHoliday[] = [];
  const seen = new Set<string>();
  const rowKey = (row: SourceHoliday) => `${row.source}|${row.scope}|${row.key}|${row.date}|${row.substitute}`;
  const add = (row: SourceHoliday) => {
    const key = rowKey(row);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(row);
  };

  // Originals first, so that a substitute can find the one it replaces.
  for (const row of rows) {
    if (row.substitute) continue;
    add({ ...row });
    if (row.observed && row.observed !== row.date) {
      const shift = daysBetween(row.date, row.observed);
      add({
        ...row,
        date: row.observed,
        observed: undefined,
        substitute: true,
        substituteFor: row.date,
        start: shiftInstant(row.start, shift),
        end: shiftInstant(row.end, shift),
      });
    }
  }
  const originals = new Map<string, SourceHoliday>();
  for (const row of out) if (!row.substitute) originals.set(`${row.source}|${row.scope}|${row.key}|${row.date}`, row);

  for (const row of rows) {
    if (!row.substitute) continue;
    add({ ...row, observed: undefined });
    if (!row.substituteFor) continue;
    const original = originals.get(`${row.source}|${row.scope}|${row.key}|${row.substituteFor}`);
    if (original) {
      original.observed ??= row.date;
    } else {
      const shift = daysBetween(row.date, row.substituteFor);
      const created: SourceHoliday = {
        ...row,
        date: row.substituteFor,
        observed: row.date,
        substitute: false,
        substituteFor: undefined,
        start: shiftInstant(row.start, shift),
        end: shiftInstant(row.end, shift),
      };
      originals.set(`${row.source}|${row.scope}|${row.key}|${row.substituteFor}`, created);
      add(created);
    }
  }
  return out;
}

interface MergedHoliday {
  representative: SourceHoliday;
  observed: string;
  scopes: Set<string | null>;
  sources: Set<string>;
}

const compareScopes = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

/** One record for a holiday observed in several subdivisions; `[]` when the country itself has it. */
function mergeScopes(rows: readonly SourceHoliday[], context: NormaliseContext): HolidayRecord[] {
  const groups = new Map<string, MergedHoliday>();
  for (const row of rows) {
    const observed = row.observed ?? row.date;
    const key = [row.date, row.key, row.substitute, row.type, observed].join('|');
    let group = groups.get(key);
    if (!group) {
      group = { representative: row, observed, scopes: new Set(), sources: new Set() };
      groups.set(key, group);
    }
    group.scopes.add(row.scope);
    group.sources.add(row.source);
    for (const contributor of row.contributors ?? []) group.sources.add(contributor);
    if (compareScopes(row.scope, group.representative.scope) < 0) group.representative = row;
  }

  const records: HolidayRecord[] = [];
  for (const group of groups.values()) {
    const subdivisions = group.scopes.has(null) ? [] : topmostScopes(group.scopes as Set<string>, context.scopes);
    const row = group.representative;
    const names = row.substitute ? substituteNames(row.names) : row.names;
    const type = row.type === 'public' && subdivisions.length > 0 ? 'regional' : row.type;
    records.push({
      id: '',
      country: context.country,
      date: row.date,
      observed: group.observed,
      key: row.key,
      name: names.en ?? names[row.localLanguage] ?? row.key,
      nameLocal: names[row.localLanguage] ?? names.en ?? row.key,
      localLanguage: row.localLanguage,
      names,
      type,
      substitute: row.substitute,
      subdivisions,
      regions: subdivisions.map((code) => ({ code, type: context.scopes.get(code)?.kind ?? 'region' })),
      start: row.start,
      end: row.end,
      timezone: row.timezone,
      variant: 0,
      sources: [...group.sources].sort(),
    });
  }
  return records;
}

/** A region whose enclosing subdivision is also listed adds nothing: keep the enclosing one. */
function topmostScopes(scopes: Set<string>, info: ReadonlyMap<string, ScopeInfo>): string[] {
  return [...scopes].filter((scope) => {
    const parent = info.get(scope)?.parent;
    return !(parent && scopes.has(parent));
  }).sort();
}

function substituteNames(names: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [language, name] of Object.entries(names)) out[language] = substituteName(name, language);
  return sortKeys(out);
}

const typeRank = (type: string) => HOLIDAY_TYPES.indexOf(type as (typeof HOLIDAY_TYPES)[number]);

/** Variants tell apart records of one day and holiday that differ in scope or type (1 for the first). */
function assignVariantsAndIds(records: HolidayRecord[], context: NormaliseContext): HolidayRecord[] {
  const families = new Map<string, HolidayRecord[]>();
  for (const record of records) {
    const family = `${record.date}|${record.key}|${record.substitute}`;
    families.set(family, [...(families.get(family) ?? []), record]);
  }
  for (const family of families.values()) {
    family.sort((a, b) => Number(a.subdivisions.length > 0) - Number(b.subdivisions.length > 0) || compareVariant(a, b));
    family.forEach((record, index) => {
      record.variant = index + 1;
      record.id = mintId({ country: context.country, date: record.date, key: record.key, substitute: record.substitute, variant: record.variant });
    });
  }
  return records.sort(compareRecords);
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

/** Code-point order: the same on every machine, whatever its locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
