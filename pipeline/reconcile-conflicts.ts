// What the matching of one year says about where the sources disagree, one
// line per disagreement: a holiday on another day, in other places, or only in
// one source. Days both sources have (under one name or two) are no conflict.

import { compareText } from '../core/text.js';
import { NATION, unitId, type Matching, type Unit } from './reconcile-match.js';
import type { HolidayType, SourceHoliday } from '../core/types.js';

/** `only-engine`: a day a calendar engine adds that date-holidays lacks (pipeline/lunar-conflicts.ts). */
export type ConflictKind =
  | 'only-official'
  | 'only-date-holidays'
  | 'only-engine'
  | 'different-date'
  | 'different-scope'
  | 'different-type';

export interface Conflict {
  country: string;
  year: number;
  kind: ConflictKind;
  key: string;
  /** What each source says: its day and scope (and type, where that is the difference), or null where it has nothing. */
  says: Record<string, { date: string; scope: string[]; type?: HolidayType } | null>;
  winner: string;
}

/** What rows say of a day's scope: `[]` for the whole country, else the subdivisions. */
export const scopeOfRows = (rows: readonly SourceHoliday[]): string[] =>
  rows.some((row) => row.scope === null) ? [] : [...new Set(rows.map((row) => row.scope!))].sort(compareText);

/** A day's places as a scope: `[]` where they are the whole country and the source says so with a country-level row. */
function scopeOfPlaces(places: Iterable<string>, nationwide: boolean, everywhere: readonly string[]): string[] {
  const set = new Set(places);
  const whole = set.has(NATION) || (nationwide && everywhere.every((place) => set.has(place)));
  return whole ? [] : [...set].sort(compareText);
}

export interface ConflictContext {
  country: string;
  year: number;
  source: string;
  /** The places compared (the feed's subdivisions, or the nation as one). */
  everywhere: readonly string[];
  /** Where each side has each day (unit id → places), to state a scope whole. */
  officialPlaces: Map<string, Set<string>>;
  basePlaces: Map<string, Set<string>>;
  /** The days (unit ids) each side has in a country-level row. */
  officialNationwide: ReadonlySet<string>;
  baseNationwide: ReadonlySet<string>;
  /** Who wins a day only date-holidays has (the feed, unless its file is provisional). */
  baseOnlyWinner: string;
}

export function conflictsOf(matching: Matching, context: ConflictContext): Conflict[] {
  const { source } = context;
  const line = (
    kind: ConflictKind,
    key: string,
    official: Unit | null,
    officialScope: string[],
    base: Unit | null,
    baseScope: string[],
    winner = source,
  ): Conflict => ({
    country: context.country,
    year: context.year,
    kind,
    key,
    says: {
      [source]: official ? { date: official.date, scope: officialScope } : null,
      'date-holidays': base ? { date: base.date, scope: baseScope } : null,
    },
    winner,
  });
  const conflicts: Conflict[] = [];
  const officialScope = (unit: Unit, places: Iterable<string>) =>
    scopeOfPlaces(places, context.officialNationwide.has(unitId(unit)), context.everywhere);
  const baseScope = (unit: Unit, places: Iterable<string>) =>
    scopeOfPlaces(places, context.baseNationwide.has(unitId(unit)), context.everywhere);

  // A day both sides have in some places and one side in others: one line with each side's whole scope.
  const linked = new Map<string, { official: Unit; base: Unit }>();
  const linkOf = new Map<string, string>();
  for (const pair of matching.pairs) {
    if (pair.kind === 'moved') continue;
    const officialId = `o|${unitId(pair.official)}`;
    const baseId = `b|${unitId(pair.base)}`;
    const group = linkOf.get(officialId) ?? linkOf.get(baseId) ?? officialId;
    if (!linked.has(group)) linked.set(group, { official: pair.official, base: pair.base });
    linkOf.set(officialId, group);
    linkOf.set(baseId, group);
  }
  const widened = new Set<string>();
  const officialOnly = new Map<string, { unit: Unit; places: string[] }>();
  for (const { place, unit } of matching.officialOnly) {
    const group = linkOf.get(`o|${unitId(unit)}`);
    if (group) widened.add(group);
    else addPlace(officialOnly, unit, place);
  }
  const baseOnly = new Map<string, { unit: Unit; places: string[] }>();
  for (const { place, unit } of matching.baseOnly) {
    const group = linkOf.get(`b|${unitId(unit)}`);
    if (group) widened.add(group);
    else addPlace(baseOnly, unit, place);
  }
  for (const group of widened) {
    const { official, base } = linked.get(group)!;
    const said = officialScope(official, context.officialPlaces.get(unitId(official)) ?? []);
    const other = baseScope(base, context.basePlaces.get(unitId(base)) ?? []);
    if (said.join() === other.join()) continue;
    conflicts.push(line('different-scope', official.key, official, said, base, other));
  }
  for (const { unit, places } of officialOnly.values())
    conflicts.push(line('only-official', unit.key, unit, officialScope(unit, places), null, []));
  for (const { unit, places } of baseOnly.values()) {
    conflicts.push(
      line('only-date-holidays', unit.key, null, [], unit, baseScope(unit, places), context.baseOnlyWinner),
    );
  }

  // The same holiday on other days: one line per pair of days, in the places where they differ.
  const moved = new Map<string, { official: Unit; base: Unit; places: string[] }>();
  for (const pair of matching.pairs) {
    if (pair.kind !== 'moved') continue;
    const id = `${unitId(pair.official)}>${pair.base.date}`;
    const entry = moved.get(id);
    if (entry) entry.places.push(pair.place);
    else moved.set(id, { official: pair.official, base: pair.base, places: [pair.place] });
  }
  for (const { official, base, places } of moved.values()) {
    conflicts.push(
      line('different-date', official.key, official, officialScope(official, places), base, baseScope(base, places)),
    );
  }
  return conflicts;
}

function addPlace(map: Map<string, { unit: Unit; places: string[] }>, unit: Unit, place: string) {
  const id = unitId(unit);
  const entry = map.get(id);
  if (entry) entry.places.push(place);
  else map.set(id, { unit, places: [place] });
}
