// Official sources against date-holidays, for one country. For a year an
// official source covers, it decides which statutory days there are, their
// dates and their scope; date-holidays lends its translations and keeps the
// kinds of day the official source does not publish (observances, religious
// days), the years it does not cover and the places it does not name. Every
// disagreement is recorded.

import { yearOf } from './dates.js';
import { sortKeys } from './languages.js';
import { compareText } from './normalise.js';
import type { HolidayType, SourceHoliday } from './types.js';

/** The kinds of day an official feed speaks for. */
export const OFFICIAL_KINDS: ReadonlySet<HolidayType> = new Set(['public', 'regional', 'bank', 'governmental']);

export interface OfficialInput {
  source: string;
  rows: readonly SourceHoliday[];
  /** Years of this country the source covers (its window, archived years included). */
  years: ReadonlySet<number>;
}

export type ConflictKind = 'only-official' | 'only-date-holidays' | 'different-date' | 'different-scope';

export interface Conflict {
  country: string;
  year: number;
  kind: ConflictKind;
  key: string;
  /** What each source says: its day(s) and scope, or null where it has nothing. */
  says: Record<string, { date: string; scope: string[] } | null>;
  winner: string;
}

export interface Reconciled {
  rows: SourceHoliday[];
  conflicts: Conflict[];
}

const dayKey = (row: SourceHoliday) => `${row.date}|${row.substitute}`;
const holidayOfDay = (row: SourceHoliday) => `${row.date}|${row.key}|${row.substitute}`;
const scopeOf = (rows: readonly SourceHoliday[]) =>
  rows.some((row) => row.scope === null) ? [] : [...new Set(rows.map((row) => row.scope!))].sort();

export function reconcile(country: string, base: readonly SourceHoliday[], officials: readonly OfficialInput[]): Reconciled {
  const covered = new Map<number, OfficialInput>();
  // Where two official sources cover one year, the first listed wins.
  for (const official of officials) for (const year of official.years) if (!covered.has(year)) covered.set(year, official);

  const rows: SourceHoliday[] = [];
  const conflicts: Conflict[] = [];
  const baseByYear = groupBy(base, (row) => yearOf(row.date));
  for (const [year, baseRows] of baseByYear) {
    const official = covered.get(year);
    if (!official) {
      rows.push(...baseRows);
      continue;
    }
    rows.push(...baseRows.filter((row) => !OFFICIAL_KINDS.has(row.type)));
  }
  for (const [year, official] of covered) {
    // A feed speaks for the places it names (gov.uk: the UK's nations, not
    // Alderney): a day of a place it does not name stays, unless it is the
    // place's share of a nationwide day.
    const places = new Set(official.rows.map((row) => row.scope));
    const candidates = (baseByYear.get(year) ?? []).filter((row) => OFFICIAL_KINDS.has(row.type));
    const nationwide = new Set(candidates.filter((row) => row.scope === null).map(holidayOfDay));
    const statutory: SourceHoliday[] = [];
    for (const row of candidates) {
      if (row.scope === null || places.has(row.scope) || nationwide.has(holidayOfDay(row))) statutory.push(row);
      else rows.push(row);
    }
    const officialRows = official.rows.filter((row) => yearOf(row.date) === year);
    const result = reconcileYear(country, year, official.source, officialRows, statutory);
    rows.push(...result.rows);
    conflicts.push(...result.conflicts);
  }
  conflicts.sort((a, b) => a.year - b.year || compareText(a.key, b.key) || compareText(a.kind, b.kind));
  return { rows, conflicts };
}

function reconcileYear(
  country: string,
  year: number,
  source: string,
  officialRows: readonly SourceHoliday[],
  baseRows: readonly SourceHoliday[],
): Reconciled {
  const officialDays = groupBy(officialRows, dayKey);
  const baseDays = groupBy(baseRows, dayKey);
  const rows: SourceHoliday[] = [];
  const conflicts: Conflict[] = [];
  const conflict = (kind: ConflictKind, key: string, official: SourceHoliday[] | null, base: SourceHoliday[] | null) =>
    conflicts.push({
      country,
      year,
      kind,
      key,
      says: {
        [source]: official ? { date: official[0]!.date, scope: scopeOf(official) } : null,
        'date-holidays': base ? { date: base[0]!.date, scope: scopeOf(base) } : null,
      },
      winner: source,
    });

  const unmatchedBase = new Map(baseDays);
  const unmatchedOfficial: [string, SourceHoliday[]][] = [];
  for (const [day, list] of officialDays) {
    const match = pickMatch(list, baseDays.get(day));
    if (!match) {
      unmatchedOfficial.push([day, list]);
      rows.push(...list);
      continue;
    }
    unmatchedBase.delete(day);
    const lender = match[0]!;
    for (const row of list) rows.push(enrich(row, lender));
    if (scopeOf(list).join(',') !== scopeOf(match).join(',')) conflict('different-scope', lender.key, list, match);
  }
  // A day each source has on a different date is one holiday moved; the rest are days only one has.
  for (const [, list] of unmatchedOfficial) {
    const key = list[0]!.key;
    const moved = [...unmatchedBase].find(([, base]) => base[0]!.key === key && base[0]!.substitute === list[0]!.substitute);
    if (moved) {
      unmatchedBase.delete(moved[0]);
      conflict('different-date', key, list, moved[1]);
    } else {
      conflict('only-official', key, list, null);
    }
  }
  for (const [, list] of unmatchedBase) conflict('only-date-holidays', list[0]!.key, null, list);
  return { rows, conflicts };
}

/** The date-holidays rows of the same day that are the same holiday: same key, else the only one. */
function pickMatch(official: readonly SourceHoliday[], base: readonly SourceHoliday[] | undefined): SourceHoliday[] | null {
  if (!base || base.length === 0) return null;
  const key = official[0]!.key;
  const sameKey = base.filter((row) => row.key === key);
  if (sameKey.length > 0) return sameKey;
  const keys = new Set(base.map((row) => row.key));
  return keys.size === 1 ? [...base] : null;
}

/** The official row with date-holidays' identity key and the translations it lacks. */
function enrich(row: SourceHoliday, lender: SourceHoliday): SourceHoliday {
  return {
    ...row,
    key: lender.key,
    names: sortKeys({ ...lender.names, ...row.names }),
    contributors: [...new Set([...(row.contributors ?? []), lender.source])].sort(),
  };
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
