// A moved holiday is, in the ledger, one record deprecated and a new one
// added (ids name a day). Reports show the pair as one move: the holiday, the
// day it left and the day it went to, with both ids.

import type { ReportedChange } from './snapshot-diff.js';

export interface ReportedMove {
  country: string;
  name: string;
  from: ReportedChange;
  to: ReportedChange;
}

/** A move goes at most this far: beyond it, a removal and an addition are told apart. */
const MOVE_WITHIN_DAYS = 31;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const placeOf = (change: ReportedChange) => `${change.country}|${change.key}|${change.subdivisions.join(',')}`;

/**
 * Pairs each deprecated record with the added record of the same holiday
 * (country, holiday key and places) nearest in date, within a month; the
 * changes that are not part of a move are returned as they were.
 */
export function pairMoves(changes: readonly ReportedChange[]): { moves: ReportedMove[]; others: ReportedChange[] } {
  const added = new Map<string, ReportedChange[]>();
  for (const change of changes)
    if (change.kind === 'added') added.set(placeOf(change), [...(added.get(placeOf(change)) ?? []), change]);
  const paired = new Set<ReportedChange>();
  const moves: ReportedMove[] = [];
  for (const change of changes) {
    if (change.kind !== 'deprecated') continue;
    const candidates = (added.get(placeOf(change)) ?? []).filter(
      (each) => !paired.has(each) && each.date !== change.date,
    );
    let best: ReportedChange | null = null;
    for (const candidate of candidates) {
      const distance = Math.abs(dayNumber(candidate.date) - dayNumber(change.date));
      if (distance <= MOVE_WITHIN_DAYS && (!best || distance < Math.abs(dayNumber(best.date) - dayNumber(change.date))))
        best = candidate;
    }
    if (!best) continue;
    paired.add(change).add(best);
    moves.push({ country: change.country, name: best.name, from: change, to: best });
  }
  return { moves, others: changes.filter((change) => !paired.has(change)) };
}
