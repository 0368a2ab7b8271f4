// Official sources against date-holidays, for one country. For a year an
// official source covers, it decides the kinds of day it publishes (statutory
// days off, bank days), their dates and their scope, in the places it names;
// date-holidays lends its translations and identity, and keeps the kinds of
// day the feed does not publish, the years it does not cover and the places
// it does not name. A feed's row takes date-holidays' identity only from the
// holiday it matches in its own place, so holidays of different states on one
// day stay apart. Where the feed's file is provisional (published before its
// year's decisions), days only date-holidays has are kept. Disagreements are
// recorded; days both have, under one name or two, are not.

import { yearOf } from '../core/dates.js';
import { sortKeys } from '../core/languages.js';
import { compareText } from '../core/text.js';
import { conflictsOf, scopeOfRows, type Conflict } from './reconcile-conflicts.js';
import {
  matchPlaces,
  NATION,
  pairDays,
  unitId,
  unitsByPlace,
  type Matching,
  type Pair,
  type Units,
} from './reconcile-match.js';
import type { HolidayType, SourceHoliday } from '../core/types.js';
import { groupBy } from '../core/group-by.js';

export type { Conflict, ConflictKind } from './reconcile-conflicts.js';

/** The kinds of day an official feed may speak for; it decides those of them it publishes. */
export const OFFICIAL_KINDS: ReadonlySet<HolidayType> = new Set(['public', 'regional', 'bank', 'governmental']);

export interface OfficialInput {
  source: string;
  rows: readonly SourceHoliday[];
  /** Years of this country the source covers (its window, archived years included). */
  years: ReadonlySet<number>;
}

export interface Reconciled {
  rows: SourceHoliday[];
  conflicts: Conflict[];
}

/** `public` and `regional` are one kind (the normaliser tells them apart by scope). */
const kindOf = (type: HolidayType) => (type === 'regional' ? 'public' : type);

/** The places a feed names in this country (none: it speaks for the country as a whole). */
const namedPlaces = (official: OfficialInput) =>
  new Set(official.rows.flatMap((row) => (row.scope === null ? [] : [row.scope])));

export function reconcile(
  country: string,
  base: readonly SourceHoliday[],
  officials: readonly OfficialInput[],
): Reconciled {
  const covered = new Map<number, OfficialInput>();
  // Where two official sources cover one year, the first listed wins.
  for (const official of officials)
    for (const year of official.years) if (!covered.has(year)) covered.set(year, official);
  const places = new Map(officials.map((official) => [official, namedPlaces(official)]));

  const rows: SourceHoliday[] = [];
  const conflicts: Conflict[] = [];
  const baseByYear = groupBy(base, (row) => yearOf(row.date));
  for (const [year, baseRows] of baseByYear) if (!covered.has(year)) rows.push(...baseRows);
  for (const [year, official] of covered) {
    const officialRows = official.rows.filter((row) => yearOf(row.date) === year);
    const result = reconcileYear(
      { country, year, source: official.source, places: places.get(official)!, allRows: official.rows },
      officialRows,
      baseByYear.get(year) ?? [],
    );
    rows.push(...result.rows);
    conflicts.push(...result.conflicts);
  }
  conflicts.sort(compareConflicts);
  return { rows, conflicts };
}

interface YearContext {
  country: string;
  year: number;
  source: string;
  places: ReadonlySet<string>;
  /** The feed's rows of every year, for a covered year it lists nothing in. */
  allRows: readonly SourceHoliday[];
}

const kindsOf = (rows: readonly SourceHoliday[]) =>
  new Set(rows.map((row) => kindOf(row.type)).filter((kind) => OFFICIAL_KINDS.has(kind)));

function reconcileYear(
  context: YearContext,
  officialRows: readonly SourceHoliday[],
  baseRows: readonly SourceHoliday[],
): Reconciled {
  const { places } = context;
  const provisional = officialRows.length > 0 && officialRows.every((row) => row.provisional === true);
  // The kinds of day the feed publishes this year: a year without bank days
  // leaves them to the library. (A year it lists nothing in: what it publishes
  // in others, or every kind it may speak for.)
  const kinds =
    officialRows.length > 0
      ? kindsOf(officialRows)
      : context.allRows.length > 0
        ? kindsOf(context.allRows)
        : new Set(OFFICIAL_KINDS);

  // date-holidays' rows of those kinds in the feed's places. A place the feed
  // does not name (Alderney) keeps its days, except its share of a nationwide one.
  const nationwide = new Set(baseRows.filter((row) => row.scope === null).map(dayOf));
  const decided = (row: SourceHoliday) =>
    kinds.has(kindOf(row.type)) && (row.scope === null || places.has(row.scope) || nationwide.has(dayOf(row)));
  const decidedBase = baseRows.filter(decided);
  const otherKinds = baseRows.filter((row) => !decided(row));

  // Where a feed names places, each place is compared on its own: the
  // library's rows of each state say what it has there (a country-level rule
  // that two states drop is not theirs). A country-level row of the library
  // that no state lists stands for every place.
  const everywhere = places.size > 0 ? [...places].sort(compareText) : [NATION];
  const stateDays = new Set(decidedBase.filter((row) => row.scope !== null && places.has(row.scope)).map(dayOf));
  const officialUnits = unitsByPlace(officialRows, (row) => (row.scope === null ? everywhere : [row.scope]));
  const baseUnits = unitsByPlace(decidedBase, (row) =>
    row.scope === null ? (stateDays.has(dayOf(row)) ? [] : everywhere) : places.has(row.scope) ? [row.scope] : [],
  );
  const matching = matchPlaces(officialUnits, baseUnits);

  // A library row of another kind on the feed's day, holiday and place (Tasmania's
  // Easter Tuesday, religious in the library) gives way to the feed's row.
  const replacing = new Map<SourceHoliday, SourceHoliday[]>();
  for (const row of officialRows)
    replacing.set(
      row,
      otherKinds.filter((other) => dayOf(other) === dayOf(row) && other.scope === row.scope),
    );
  const retyped = officialRows.filter((row) => replacing.get(row)!.length > 0);
  matching.officialOnly = matching.officialOnly.filter(({ unit }) => !unit.rows.every((row) => retyped.includes(row)));
  const conflicts = [
    ...conflictsOf(matching, {
      ...context,
      everywhere,
      officialPlaces: placesById(officialUnits),
      basePlaces: placesById(baseUnits),
      officialNationwide: nationwideDays(officialRows),
      baseNationwide: nationwideDays(decidedBase),
      baseOnlyWinner: provisional ? 'date-holidays' : context.source,
    }),
    ...retypedConflicts(context, retyped, replacing, everywhere),
  ];

  const lenders = lendersOf(matching, officialRows, everywhere);
  const replaced = new Set([...replacing.values()].flat());
  const out: SourceHoliday[] = officialRows.map((row) => {
    const lender =
      lenders.get(row) ?? (replacing.get(row)![0] ? { row: replacing.get(row)![0]!, adoptKey: false } : undefined);
    return lender ? enrich(row, lender.row, lender.adoptKey) : row;
  });
  out.push(...otherKinds.filter((row) => !replaced.has(row)));
  if (provisional) out.push(...keptFromProvisional(matching, decidedBase, places));
  return { rows: out, conflicts };
}

/** One line per holiday the feed publishes as a kind it decides and the library as another. */
function retypedConflicts(
  context: YearContext,
  retyped: readonly SourceHoliday[],
  replacing: Map<SourceHoliday, SourceHoliday[]>,
  everywhere: string[],
): Conflict[] {
  const groups = groupBy(retyped, (row) => `${dayOf(row)}|${row.type}|${replacing.get(row)![0]!.type}`);
  return [...groups.values()].map((rows) => {
    const row = rows[0]!;
    const scope = scopeOfRows(rows);
    return {
      country: context.country,
      year: context.year,
      kind: 'different-type' as const,
      key: row.key,
      says: {
        [context.source]: { date: row.date, scope, type: row.type },
        'date-holidays': { date: row.date, scope, type: replacing.get(row)![0]!.type },
      },
      winner: context.source,
    };
  });
}

/**
 * A provisional file misses what was decided after it (a day of mourning, a
 * new holiday): date-holidays' days it does not have stay, in the places the
 * file lacks them, with its share in places the feed does not name.
 */
function keptFromProvisional(
  matching: Matching,
  decidedBase: readonly SourceHoliday[],
  places: ReadonlySet<string>,
): SourceHoliday[] {
  const missing = new Set(matching.baseOnly.map(({ place, unit }) => `${place}|${unitId(unit)}`));
  const inPlaces = (row: SourceHoliday) => (row.scope === null ? [] : places.has(row.scope) ? [row.scope] : []);
  const kept = new Set(
    decidedBase.filter((row) =>
      inPlaces(row).some((place) => pairDays(row).some((day) => missing.has(`${place}|${unitId(day)}`))),
    ),
  );
  // The country-level row (and the shares of places the feed does not name)
  // when the feed has the day nowhere.
  const matched = new Set(matching.pairs.map((pair) => unitId(pair.base)));
  const nowhere = (row: SourceHoliday) =>
    pairDays(row).every((day) => !matched.has(unitId(day))) &&
    matching.baseOnly.some(({ unit }) => unit.key === row.key && unit.date === row.date);
  for (const row of decidedBase) if (inPlaces(row).length === 0 && nowhere(row)) kept.add(row);
  return [...kept];
}

interface Lender {
  row: SourceHoliday;
  /** A day the two sources name differently takes the library's identity too. */
  adoptKey: boolean;
}

/**
 * The date-holidays row each feed row borrows from: the one it matched in its
 * own place (the first place that matched, for a country-level row). A
 * differently named holiday's identity is taken only where no other feed row
 * of that day has it and no other feed holiday of that day would take it too,
 * so that no two of the feed's holidays end up under one key.
 */
function lendersOf(
  matching: Matching,
  officialRows: readonly SourceHoliday[],
  everywhere: readonly string[],
): Map<SourceHoliday, Lender> {
  const pairsByPlace = new Map<string, Pair>();
  for (const pair of matching.pairs) pairsByPlace.set(`${pair.place}|${unitId(pair.official)}`, pair);
  const officialKeysOn = groupBy(officialRows, (row) => row.date);
  const renamedTo = new Map<string, Set<string>>();
  for (const pair of matching.pairs) {
    if (pair.kind !== 'renamed') continue;
    const id = `${pair.base.date}|${pair.base.key}`;
    renamedTo.set(id, (renamedTo.get(id) ?? new Set()).add(pair.official.key));
  }

  const lenders = new Map<SourceHoliday, Lender>();
  for (const row of officialRows) {
    const places = row.scope === null ? everywhere : [row.scope];
    const pair = places
      .flatMap((place) => pairDays(row).map((day) => pairsByPlace.get(`${place}|${unitId(day)}`)))
      .find((found) => found !== undefined);
    if (!pair) continue;
    const lender =
      pair.base.rows.find((other) => other.scope === row.scope) ??
      pair.base.rows.find((other) => other.scope === null) ??
      pair.base.rows[0]!;
    if (pair.kind !== 'renamed') {
      lenders.set(row, { row: lender, adoptKey: false });
      continue;
    }
    // A substitute keeps its own key: its holiday's day is matched under it.
    if (row.substitute || pair.base.substitute || pair.official.date !== row.date) continue;
    const claimed = (officialKeysOn.get(row.date) ?? []).some((other) => other.key === pair.base.key);
    const shared = (renamedTo.get(`${pair.base.date}|${pair.base.key}`)?.size ?? 0) > 1;
    if (!claimed && !shared) lenders.set(row, { row: lender, adoptKey: true });
  }
  return lenders;
}

/** The feed's row with date-holidays' translations (and, for a day named differently, its identity). */
function enrich(row: SourceHoliday, lender: SourceHoliday, adoptKey: boolean): SourceHoliday {
  return {
    ...row,
    key: adoptKey ? lender.key : row.key,
    names: sortKeys({ ...(lender.key === row.key || adoptKey ? lender.names : {}), ...row.names }),
    contributors: [...new Set([...(row.contributors ?? []), lender.source])].sort(),
  };
}

const dayOf = (row: SourceHoliday) => `${row.date}|${row.key}|${row.substitute}`;

const nationwideDays = (rows: readonly SourceHoliday[]) =>
  new Set(rows.filter((row) => row.scope === null).flatMap((row) => pairDays(row).map(unitId)));

function placesById(units: Units): Map<string, Set<string>> {
  const places = new Map<string, Set<string>>();
  for (const [place, byId] of units)
    for (const id of byId.keys()) places.set(id, (places.get(id) ?? new Set()).add(place));
  return places;
}

const compareConflicts = (a: Conflict, b: Conflict) =>
  a.year - b.year ||
  compareText(a.key, b.key) ||
  compareText(a.kind, b.kind) ||
  compareText(JSON.stringify(a.says), JSON.stringify(b.says));
