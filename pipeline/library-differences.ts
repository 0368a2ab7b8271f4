// Never less right than the rule library without saying why: every day on
// which a published snapshot and the rule engine's own rules (the library's,
// or the project's definitions) disagree about a country's nationwide public
// holidays, with the reviewed reason for it. A reason is a source the record
// lists besides the rule engine (an official feed, an amendment, a calendar
// engine), a reviewed entry that names the holiday (amendments/, the calendar
// files), or a line of the reviewed explanations file; a difference with none
// is unexplained, and the check that reads this fails on it.

import { daysBetween } from '../core/dates.js';
import { holidayKey } from '../core/languages.js';
import type { SourceHoliday } from '../core/types.js';
import type { Correction } from '../sources/corrections.js';
import type { Conflict } from './reconcile.js';
import { RULE_SOURCES } from '../sources/date-holidays.js';
import { spans } from '../sources/calendars/chinese.js';
import { announcedDays, hijriSpans } from '../sources/calendars/islamic.js';
import { solarDates } from '../sources/calendars/solar.js';

export interface LibraryDifference {
  country: string;
  date: string;
  /** `added`: the snapshot has a nationwide public holiday the rules do not; `dropped`: the other way round. */
  kind: 'added' | 'dropped';
  holidays: string[];
  /** The reviewed reasons found, e.g. `source amendments`, `amendments names it`; empty: unexplained. */
  reasons: string[];
}

interface PublishedHoliday {
  date: string;
  name: string;
  type: string;
  subdivisions: string[];
  sources: string[];
}

/** How far a moved holiday may lie from the rules' day and still count as the same occurrence. */
const MOVE_WINDOW_DAYS = 40;

const nationwidePublic = (holiday: PublishedHoliday) => holiday.type === 'public' && holiday.subdivisions.length === 0;
/** A record's key without the suffix of a day off: `Christmas Day (substitute day)` → `christmas day`. */
const keyOf = (name: string) => holidayKey(name.replace(/ \(substitute day\)$/, ''));

/** The reviewed entries that name holidays of a country, as keys: amendments, announced days, spans (lunisolar and Hijri), solar dates. */
function reviewedKeys(country: string, amendments: readonly Correction[]): Set<string> {
  const keys = new Set<string>();
  for (const entry of amendments)
    if (entry.country === country && 'name' in entry && typeof entry.name === 'string')
      keys.add(holidayKey(entry.name));
  for (const entry of [...announcedDays(), ...spans(), ...hijriSpans(), ...solarDates()])
    if (entry.country === country) keys.add(holidayKey(entry.holiday));
  return keys;
}

/** A replacement-day law of the amendments (`observe`) makes substitute days of its own. */
const observesSubstitutes = (country: string, amendments: readonly Correction[]) =>
  amendments.some((entry) => entry.country === country && entry.action === 'observe');

/**
 * Each day a country's built records (active, of the built years) and its
 * rule engine's own rows (before engines, feeds and amendments) differ on
 * nationwide public holidays, with the reasons found.
 */
export function libraryDifferences(
  country: string,
  ruleRows: readonly SourceHoliday[],
  records: readonly PublishedHoliday[],
  years: { from: number; to: number },
  amendments: readonly Correction[],
  conflicts: readonly Conflict[] = [],
  explained: ReadonlyMap<string, string> = new Map(),
): LibraryDifference[] {
  const inYears = (date: string) => date >= `${years.from}-01-01` && date <= `${years.to}-12-31`;
  // Nationwide in the rules: the country's own rule, kept by every state (none dropped it).
  // Days are the holidays' own days on both sides (a record's `date`; its day off is `observed`, or a substitute record of its own).
  const national = ruleRows.filter((row) => row.scope === null && !row.removedIn?.length && inYears(row.date));
  // A day off has its holiday's type (docs/decisions.md, "Substitute days"), whatever the rules call it (US Veterans Day's is `bank`).
  const publicKeys = new Set(national.filter((row) => row.type === 'public' && !row.substitute).map((row) => row.key));
  const rules = national.filter((row) => row.type === 'public' || (row.substitute && publicKeys.has(row.key)));
  const ruleDays = new Map<string, string[]>();
  const addRuleDay = (day: string, name: string) => ruleDays.set(day, [...(ruleDays.get(day) ?? []), name]);
  for (const row of rules) {
    addRuleDay(row.date, row.names.en ?? row.key);
    // A day off the rule moves the holiday to is published as a substitute record of its own.
    if (row.observed && row.observed !== row.date && inYears(row.observed))
      addRuleDay(row.observed, `${row.names.en ?? row.key} (substitute day)`);
  }
  const publishedDays = new Map<string, PublishedHoliday[]>();
  for (const record of records.filter((record) => nationwidePublic(record) && inYears(record.date)))
    publishedDays.set(record.date, [...(publishedDays.get(record.date) ?? []), record]);
  const keys = reviewedKeys(country, amendments);
  const differences: LibraryDifference[] = [];

  for (const [date, holidays] of publishedDays) {
    if (ruleDays.has(date)) continue;
    const reasons = new Set<string>();
    for (const holiday of holidays) {
      for (const source of holiday.sources ?? []) if (!RULE_SOURCES.has(source)) reasons.add(`source ${source}`);
      if (keys.has(keyOf(holiday.name))) reasons.add('a reviewed entry names it');
      if (holiday.name.endsWith('(substitute day)') && observesSubstitutes(country, amendments))
        reasons.add('a replacement-day law (amendments observe)');
    }
    const note = explained.get(`${country}|${date}|added`);
    if (note) reasons.add(`explained: ${note}`);
    differences.push({
      country,
      date,
      kind: 'added',
      holidays: holidays.map((holiday) => holiday.name).sort(),
      reasons: [...reasons].sort(),
    });
  }

  // The records by key, for the dropped days' search (a country's records are thousands; its dropped days few or many).
  const recordsByKey = new Map<string, PublishedHoliday[]>();
  for (const record of records) {
    const key = keyOf(record.name);
    recordsByKey.set(key, [...(recordsByKey.get(key) ?? []), record]);
  }

  for (const [date, names] of ruleDays) {
    if (publishedDays.has(date)) continue;
    const reasons = new Set<string>();
    for (const name of names) {
      const key = keyOf(name);
      if (keys.has(key)) reasons.add('a reviewed entry names it');
      // A calendar engine or a feed that decided the day otherwise (conflicts.ndjson): the rules' day is the one it replaced.
      for (const conflict of conflicts)
        if (
          conflict.key === key &&
          conflict.winner !== 'date-holidays' &&
          conflict.says['date-holidays']?.date === date
        )
          reasons.add(`source ${conflict.winner}`);
      // The same holiday published on another day, or on this day for part of the country or as another type, by a source besides the rules.
      for (const record of recordsByKey.get(key) ?? []) {
        if (Math.abs(daysBetween(record.date, date)) > MOVE_WINDOW_DAYS) continue;
        for (const source of record.sources ?? []) if (!RULE_SOURCES.has(source)) reasons.add(`source ${source}`);
        if (record.date === date && record.subdivisions.length > 0)
          reasons.add("the library's own states do not all keep it");
      }
    }
    const note = explained.get(`${country}|${date}|dropped`);
    if (note) reasons.add(`explained: ${note}`);
    differences.push({ country, date, kind: 'dropped', holidays: names.sort(), reasons: [...reasons].sort() });
  }
  return differences.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.kind < b.kind ? -1 : 1));
}
