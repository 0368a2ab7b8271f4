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
import { announcedDays, type Announced } from '../../sources/calendars/islamic.js';
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

/**
 * The explanation a record's own day gives (the first that has one, of the
 * records of a holiday's first day): its cited announcement, else the
 * official feed that lists it; null when its day is the rule's or an engine's
 * estimate. `announced` is the reviewed list (the checkout's by default).
 */
export function governmentDayOf(
  records: readonly LedgerRecord[],
  announced: readonly Announced[] = announcedDays(),
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
