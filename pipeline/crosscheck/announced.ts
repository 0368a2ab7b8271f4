// The government's own day of a holiday, as the cross-check reads it from a
// record: a day the dataset took from a cited announcement
// (sources/calendars/announced.json: the record's sources include
// `calendar-announced`) or from an official feed (the record's sources
// include the feed's id). Where a calendar engine that only estimates the day
// (the Islamic calendar's Umm al-Qura: countries sight the moon) says another
// day, the announcement is the answer, and the disagreement is explained by
// it, with its citation. A record that says `calendar-announced` but whose
// announcement cannot be found (the entry was removed, or moved to another
// day) is not explained: the explanation is the cited entry, not the label.

import { holidayKey } from '../../core/languages.js';
import type { LedgerRecord } from '../../core/types.js';
import { amendmentsDir, id as AMENDMENTS, loadAmendments } from '../../sources/amendments.js';
import { announcedDays, type Announced } from '../../sources/calendars/islamic.js';
import type { Correction } from '../../sources/corrections.js';
import { ENGINES } from '../../sources/lunar-dates.js';
import { OFFICIAL_SOURCES } from '../../sources/registry.js';
import type { ExplanationRef } from './source.js';

/** Where the announced days are, as an explanation names its place (`sources/calendars/announced.json#12`). */
export const ANNOUNCED_FILE = 'sources/calendars/announced.json';

/** How long a reason quotes an announcement's source text before it is cut (at a word's end, with `…`). */
export const QUOTED_CHARS = 140;

/** A text cut to `limit` characters at a word's end, with `…` where it was cut. */
export function shortened(text: string, limit = QUOTED_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit);
  const end = cut.lastIndexOf(' ');
  return `${(end > limit / 2 ? cut.slice(0, end) : cut).replace(/[\s,;:.(]+$/, '')}…`;
}

/** A dated `move` of an amendments file: one occurrence of a holiday a decree or circular moved to another day. */
export type DatedMove = Extract<Correction, { action: 'move' }> & { date: string };

const movesRead = new Map<string, readonly DatedMove[]>();

/** The dated moves of the amendments folder in effect (AMENDMENTS_DIR, else the project's), read once per folder. */
export function datedMoves(dir: string = amendmentsDir()): readonly DatedMove[] {
  let moves = movesRead.get(dir);
  if (!moves) {
    moves = loadAmendments(dir).filter(
      (entry): entry is DatedMove => entry.action === 'move' && entry.date !== undefined,
    );
    movesRead.set(dir, moves);
  }
  return moves;
}

/**
 * The explanation a record's own day gives (the first that has one, of the
 * records of a holiday's first day): its cited announcement, else the dated
 * move of its amendments that put it on that day, else the official feed
 * that lists it; null when its day is the rule's or an engine's estimate.
 * `announced` is the reviewed list and `moves` the amendments' dated moves
 * (the checkout's by default).
 */
export function governmentDayOf(
  records: readonly LedgerRecord[],
  announced: readonly Announced[] = announcedDays(),
  moves: readonly DatedMove[] = datedMoves(),
): ExplanationRef | null {
  for (const record of records) {
    if (!record.sources.includes(ENGINES.announced)) continue;
    const index = announced.findIndex(
      (entry) =>
        entry.country === record.country && entry.date === record.date && holidayKey(entry.holiday) === record.key,
    );
    if (index < 0) continue;
    const entry = announced[index]!;
    return {
      reason: `announced: ${shortened(entry.source)}`,
      citation: entry.url ?? entry.source,
      at: `${ANNOUNCED_FILE}#${index + 1}`,
      announcement: true,
    };
  }
  for (const record of records) {
    if (!record.sources.includes(AMENDMENTS)) continue;
    const names = new Set([
      record.key,
      holidayKey(record.name),
      ...(record.nameLocal ? [holidayKey(record.nameLocal)] : []),
    ]);
    const move = moves.find(
      (entry) => entry.country === record.country && entry.to === record.date && names.has(holidayKey(entry.name)),
    );
    if (!move) continue;
    return {
      reason: `moved: ${shortened(move.source ?? '')}`,
      citation: move.url ?? move.source ?? '',
      at: `${move.file ?? 'amendments'}#${move.entry + 1}`,
      announcement: true,
    };
  }
  for (const record of records) {
    const feed = record.sources.find((source) => Object.hasOwn(OFFICIAL_SOURCES, source));
    if (!feed) continue;
    const { provenance } = OFFICIAL_SOURCES[feed as keyof typeof OFFICIAL_SOURCES];
    return {
      reason: `official feed: the day ${provenance.attribution} publishes`,
      citation: provenance.homepage,
      at: `official feed ${feed}`,
      announcement: true,
    };
  }
  return null;
}
