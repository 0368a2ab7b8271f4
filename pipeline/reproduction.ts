// Whether a country's records reproduce what an official feed says, place by
// place: each day the feed lists is a record of the same kind there, on the
// same day, observed on the same day and under the feed's name, and the
// records of the kinds the feed publishes hold no other day in the years it
// covers (except where its file is provisional: later data may add days).
// Days are read in the pair model: a substitute row is a day off of its own,
// and the holiday it stands for is observed on it unless the feed lists that
// holiday as a day off too.

import { yearOf } from '../core/dates.js';
import { compareText } from '../core/text.js';
import { pairSubstitutes } from './normalise.js';
import { substituteName } from './substitute-names.js';
import type { HolidayRecord, HolidayType, SourceHoliday } from '../core/types.js';
import type { Correction } from '../sources/corrections.js';
import { groupBy } from '../core/group-by.js';
import { reproducingTypes } from '../sources/type-table.js';

const NATION = '*';

/** The kinds of day compared: days off (public nationwide, regional in a place) as one. */
const kindOf = (type: HolidayType) => (type === 'public' || type === 'regional' ? 'day off' : type);
const COMPARED = new Set(['day off', 'bank', 'governmental']);

interface Day {
  place: string;
  date: string;
  observed: string;
  substitute: boolean;
  kind: string;
  names: Record<string, string>;
  name: string;
}

/**
 * The differences between a feed's days and a country's records, one readable
 * line each (empty when the records reproduce the feed). `records` are one
 * country's canonical records, `officialRows` the feed's rows for it, `years`
 * the years it covers.
 */
export function officialReproduction(
  records: readonly HolidayRecord[],
  officialRows: readonly SourceHoliday[],
  years: Iterable<number>,
  correctedDays: ReadonlySet<string> = new Set(),
): string[] {
  const covered = new Set(years);
  const rows = officialRows.filter((row) => covered.has(yearOf(row.date)));
  if (rows.length === 0) return [];
  const source = rows[0]!.source;
  // A record of a type the feed's category also covers (a general holiday typed `bank`) is one of its days off.
  const alsoDayOff = reproducingTypes(source);
  const recordKind = (type: HolidayType) => (alsoDayOff.has(type) ? 'day off' : kindOf(type));
  const named = [...new Set(rows.flatMap((row) => (row.scope === null ? [] : [row.scope])))].sort(compareText);
  const everywhere = named.length > 0 ? named : [NATION];
  const placesOf = (scopes: readonly (string | null)[]) =>
    scopes.length === 0 || scopes.includes(null)
      ? everywhere
      : scopes.filter((scope): scope is string => scope !== null && everywhere.includes(scope));

  // The kinds the feed publishes each year, and the years its file is provisional.
  const kinds = new Map<number, Set<string>>();
  const provisional = new Map<number, boolean>();
  for (const row of rows) {
    const year = yearOf(row.date);
    if (COMPARED.has(kindOf(row.type))) kinds.set(year, (kinds.get(year) ?? new Set()).add(kindOf(row.type)));
    provisional.set(year, (provisional.get(year) ?? true) && row.provisional === true);
  }

  const expected: Day[] = pairSubstitutes(rows)
    .filter((row) => COMPARED.has(kindOf(row.type)) && covered.has(yearOf(row.date)))
    .flatMap((row) =>
      placesOf([row.scope]).map((place) => {
        const names = row.substitute ? substituteNames(row.names) : row.names;
        return {
          place,
          date: row.date,
          observed: row.substitute ? row.date : (row.observed ?? row.date),
          substitute: row.substitute,
          kind: kindOf(row.type),
          names,
          name: names.en ?? Object.values(names)[0] ?? row.key,
        };
      }),
    );
  const built: Day[] = records
    .filter(
      (record) => covered.has(yearOf(record.date)) && kinds.get(yearOf(record.date))?.has(recordKind(record.type)),
    )
    .flatMap((record) =>
      placesOf(record.subdivisions).map((place) => ({
        place,
        date: record.date,
        observed: record.observed,
        substitute: record.substitute,
        kind: recordKind(record.type),
        names: record.names,
        name: record.name,
      })),
    );

  // Each difference once, with the places it holds in (none named: all of them).
  const differences = new Map<string, Set<string>>();
  const note = (day: Day, text: string) => {
    if (correctedDays.has(`${day.place}|${day.date}`) || correctedDays.has(`${NATION}|${day.date}`)) return;
    const line = `${day.date} ${day.kind}${day.substitute ? ' (substitute)' : ''} "${day.name}": ${text}`;
    differences.set(line, (differences.get(line) ?? new Set()).add(day.place));
  };
  const slot = (day: Day) => `${day.place}|${day.date}|${day.substitute}|${day.kind}`;
  const builtBySlot = groupBy(built, slot);
  for (const day of expected) {
    const candidates = builtBySlot.get(slot(day)) ?? [];
    const preferred = [
      (other: Day) => other.name === day.name && other.observed === day.observed,
      (other: Day) => other.name === day.name,
    ];
    const index = Math.max(
      0,
      ...preferred
        .map((test) => candidates.findIndex(test))
        .filter((found) => found >= 0)
        .slice(0, 1),
    );
    const match = candidates.splice(index, 1)[0];
    if (!match) {
      note(day, 'listed, missing from the records');
      continue;
    }
    if (match.observed !== day.observed) note(day, `observed on ${day.observed}, the record on ${match.observed}`);
    for (const [language, name] of Object.entries(day.names)) {
      if (match.names[language] !== name)
        note(day, `named "${name}" (${language}), the record "${match.names[language] ?? ''}"`);
    }
  }
  for (const extra of [...builtBySlot.values()].flat()) {
    if (!provisional.get(yearOf(extra.date))) note(extra, 'in the records, not listed');
  }
  return [...differences]
    .map(([line, places]) => {
      const where = everywhere.every((place) => places.has(place))
        ? ''
        : `${[...places].sort(compareText).join(', ')} `;
      return `${source}: ${where}${line}`;
    })
    .sort(compareText);
}

function substituteNames(names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names).map(([language, name]) => [language, substituteName(name, language)]),
  );
}

/**
 * The days (`<place>|<date>`, `*` for every place) that the amendments correcting a feed (`correctsFeed`) speak of:
 * each entry's day, and the day a `move` gives the holiday, in the entry's subdivisions or everywhere.
 */
export function feedCorrectedDays(corrections: readonly Correction[], source: string): Set<string> {
  const days = new Set<string>();
  for (const correction of corrections) {
    if (correction.correctsFeed !== source || correction.date === undefined) continue;
    const places = 'subdivisions' in correction && correction.subdivisions?.length ? correction.subdivisions : [NATION];
    const dates = [correction.date, ...(correction.action === 'move' ? [correction.to] : [])];
    for (const place of places) for (const date of dates) days.add(`${place}|${date}`);
  }
  return days;
}
