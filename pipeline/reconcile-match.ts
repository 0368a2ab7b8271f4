// A feed's days against date-holidays' days for one year, place by place. Both
// sides are read in the pair model (a substitute row is also its holiday's
// day, a moved day is also its substitute), so that "Christmas Day on the
// Saturday, day off on Monday" and "substitute day on Monday for Christmas
// Day" are the same two days. In each place a day is matched once: the same
// holiday on the same day; else the same holiday on another day (moved); else
// the one day each side has left on that date under different names.

import { compareText } from '../core/text.js';
import type { SourceHoliday } from '../core/types.js';

/** The place of a country-level row, beside the subdivisions a feed names. */
export const NATION = '*';

/** One day of one holiday in one place, and the rows that say so. */
export interface Unit {
  date: string;
  key: string;
  substitute: boolean;
  rows: SourceHoliday[];
}

export type PairKind = 'same' | 'moved' | 'renamed';

export interface Pair {
  place: string;
  kind: PairKind;
  official: Unit;
  base: Unit;
}

export interface Matching {
  pairs: Pair[];
  officialOnly: { place: string; unit: Unit }[];
  baseOnly: { place: string; unit: Unit }[];
}

export type Units = Map<string, Map<string, Unit>>;

export const unitId = (unit: Pick<Unit, 'date' | 'key' | 'substitute'>) =>
  `${unit.date}|${unit.key}|${unit.substitute}`;

/** The days a row stands for in the pair model: its own, and its substitute's or its holiday's. */
export function pairDays(row: SourceHoliday): Pick<Unit, 'date' | 'key' | 'substitute'>[] {
  const days = [{ date: row.date, key: row.key, substitute: row.substitute }];
  if (row.substitute && row.substituteFor) days.push({ date: row.substituteFor, key: row.key, substitute: false });
  if (!row.substitute && row.observed && row.observed !== row.date)
    days.push({ date: row.observed, key: row.key, substitute: true });
  return days;
}

/** Units by place, then by identity. `placesOf` gives the places a row speaks for (none: it takes no part). */
export function unitsByPlace(
  rows: readonly SourceHoliday[],
  placesOf: (row: SourceHoliday) => readonly string[],
): Units {
  const units: Units = new Map();
  for (const row of rows) {
    for (const place of placesOf(row)) {
      let byId = units.get(place);
      if (!byId) units.set(place, (byId = new Map()));
      for (const day of pairDays(row)) {
        const id = unitId(day);
        const unit = byId.get(id);
        if (unit) {
          if (!unit.rows.includes(row)) unit.rows.push(row);
        } else byId.set(id, { ...day, rows: [row] });
      }
    }
  }
  return units;
}

const byDay = (a: Unit, b: Unit) =>
  compareText(a.date, b.date) || compareText(a.key, b.key) || Number(a.substitute) - Number(b.substitute);

export function matchPlaces(official: Units, base: Units): Matching {
  const matching: Matching = { pairs: [], officialOnly: [], baseOnly: [] };
  const places = [...new Set([...official.keys(), ...base.keys()])].sort(compareText);
  for (const place of places)
    matchPlace(place, official.get(place) ?? new Map(), base.get(place) ?? new Map(), matching);
  return matching;
}

function matchPlace(place: string, official: Map<string, Unit>, base: Map<string, Unit>, out: Matching): void {
  const leftBase = new Set([...base.values()].sort(byDay));
  const pairs: Pair[] = [];
  const pair = (kind: PairKind, unit: Unit, other: Unit) => {
    pairs.push({ place, kind, official: unit, base: other });
    leftBase.delete(other);
  };
  const firstLeft = (test: (other: Unit) => boolean) => [...leftBase].find(test);

  // The same holiday on the same day; else the same day off read as holiday
  // or substitute (a day the library moves, a day the feed lists).
  let left: Unit[] = [];
  for (const unit of [...official.values()].sort(byDay)) {
    const same = base.get(unitId(unit));
    if (same && leftBase.has(same)) pair('same', unit, same);
    else left.push(unit);
  }
  left = left.filter((unit) => {
    const other = firstLeft((candidate) => candidate.date === unit.date && candidate.key === unit.key);
    if (other) pair('same', unit, other);
    return !other;
  });
  // Two substitute days on one day stand for the same day off, whichever holiday each names.
  left = left.filter((unit) => {
    if (!unit.substitute || left.filter((other) => other.date === unit.date && other.substitute).length > 1)
      return true;
    const others = [...leftBase].filter((other) => other.date === unit.date && other.substitute);
    if (others.length === 1) pair('renamed', unit, others[0]!);
    return others.length !== 1;
  });
  // The same holiday on another day: the nearest one (a state that moved its Labour Day).
  left = left.filter((unit) => {
    const candidates = [...leftBase].filter((other) => other.key === unit.key && other.substitute === unit.substitute);
    const nearest = candidates.sort(
      (a, b) => distance(a.date, unit.date) - distance(b.date, unit.date) || compareText(a.date, b.date),
    )[0];
    if (nearest) pair('moved', unit, nearest);
    return !nearest;
  });
  // One day each side has left on a date, under different names: the same day off.
  const officialOnly: Unit[] = [];
  for (const unit of left) {
    const other =
      left.filter((candidate) => candidate.date === unit.date).length === 1
        ? renamedMatch(unit, place, leftBase)
        : undefined;
    if (other) pair('renamed', unit, other);
    else officialOnly.push(unit);
  }

  // A day left over only because of the pair model is no disagreement: a day
  // inferred from a row, the other day of a row whose own day was matched, or
  // a substitute day that is a day off on the other side under another holiday.
  const matchedRows = new Set(pairs.flatMap((found) => [...found.official.rows, ...found.base.rows]));
  const listed = (unit: Unit, row: SourceHoliday) => row.date === unit.date && row.substitute === unit.substitute;
  const days = (units: Iterable<Unit>) => new Set([...units].map((unit) => unit.date));
  const real = (unit: Unit, otherDays: Set<string>) =>
    unit.rows.some((row) => listed(unit, row) && !matchedRows.has(row)) &&
    !(unit.substitute && otherDays.has(unit.date));
  out.pairs.push(...pairs);
  const baseDays = days(base.values());
  const officialDays = days(official.values());
  for (const unit of officialOnly) if (real(unit, baseDays)) out.officialOnly.push({ place, unit });
  for (const unit of leftBase) if (real(unit, officialDays)) out.baseOnly.push({ place, unit });
}

/** The one day date-holidays has left on the feed's day: the place's own row first, then one of the same form. */
function renamedMatch(unit: Unit, place: string, leftBase: ReadonlySet<Unit>): Unit | undefined {
  let candidates = [...leftBase].filter((other) => other.date === unit.date);
  for (const narrow of [
    (other: Unit) => other.rows.some((row) => (row.scope ?? NATION) === place),
    (other: Unit) => other.substitute === unit.substitute,
  ]) {
    if (candidates.length <= 1) break;
    const narrowed = candidates.filter(narrow);
    if (narrowed.length > 0) candidates = narrowed;
  }
  return candidates.length === 1 ? candidates[0] : undefined;
}

const distance = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b));
