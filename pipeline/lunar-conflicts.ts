// The calendar engines' disagreements with date-holidays (sources/lunar-dates.ts)
// as conflicts, beside the official feeds' own: the library's day, the
// engine's, and the engine as the winner. A year an official feed covers is
// left out: there the feed decides, and reconciliation records its conflicts.

import type { Conflict } from './reconcile-conflicts.js';
import type { LunarDisagreement } from '../sources/lunar-dates.js';
import { compareText } from '../core/text.js';

export function lunarConflicts(
  disagreements: readonly LunarDisagreement[],
  officials: readonly { years: readonly number[] }[] = [],
): Conflict[] {
  const covered = new Set(officials.flatMap((official) => official.years));
  return disagreements
    .filter((line) => !covered.has(line.year))
    .map(
      (line): Conflict => ({
        country: line.country,
        year: line.year,
        kind:
          line.libraryDate === null
            ? 'only-engine'
            : line.engineDate === null
              ? 'only-date-holidays'
              : 'different-date',
        key: line.key,
        says: {
          [line.engine]: line.engineDate === null ? null : { date: line.engineDate, scope: line.scope },
          'date-holidays': line.libraryDate === null ? null : { date: line.libraryDate, scope: line.scope },
        },
        winner: line.engine,
      }),
    )
    .sort(
      (a, b) =>
        a.year - b.year || compareText(a.key, b.key) || compareText(JSON.stringify(a.says), JSON.stringify(b.says)),
    );
}
