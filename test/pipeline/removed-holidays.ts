// The whole-dataset check of issue 16: no public holiday applies to a
// subdivision whose own rules in the library remove it, except where the
// country's data says national law binds it (`nationalBinds`, amendments/).
// It reads the library's per-state computation (the adapter's rows, before
// amendments) on its own and compares the published records with it.

import { holidayKey } from '../../core/languages.js';
import type { HolidayRecord } from '../../core/types.js';
import type { Correction } from '../../sources/corrections.js';
import { DateHolidaysCountry } from '../../sources/date-holidays.js';

/** The sources whose records the library's scopes decide (an official feed decides its own). */
const LIBRARY_LAYERS = new Set(['date-holidays', 'amendments', 'corrections']);

/**
 * One line per (record, subdivision) where an active public or regional
 * holiday of `years` applies to a state-level subdivision whose own rules drop
 * it. A holiday no state keeps is exempt (the library's states do not cover
 * the country: SO's are Somaliland's regions), and so is one a `bind` entry
 * (`nationalBinds`) covers.
 */
export function removedHolidayProblems(
  country: string,
  records: readonly (HolidayRecord & { deprecated?: boolean })[],
  years: { from: number; to: number },
  amendments: readonly Correction[],
): string[] {
  const source = new DateHolidaysCountry(country);
  const states = source.targets.filter((target) => target.scope !== null && target.parent === null).map((target) => target.scope!);
  if (states.length === 0) return [];
  const rows = source.holidays(years.from, years.to);
  // What each state's own computation lists, by holiday and day.
  const listed = new Set(rows.filter((row) => row.scope !== null && !row.substitute).map((row) => `${row.scope}|${row.key}|${row.date}`));
  const countryRows = rows.filter((row) => row.scope === null && !row.substitute);
  const binds = amendments.filter((entry): entry is Extract<Correction, { action: 'bind' }> => entry.action === 'bind' && entry.country === country);
  const problems: string[] = [];
  for (const record of records) {
    if (record.deprecated || record.substitute || (record.type !== 'public' && record.type !== 'regional')) continue;
    const year = Number(record.date.slice(0, 4));
    if (year < years.from || year > years.to || !record.sources.every((each) => LIBRARY_LAYERS.has(each))) continue;
    const names = new Set([record.key, ...Object.values(record.names).map(holidayKey)]);
    const bound = binds.some((bind) => year >= bind.years.from && year <= bind.years.to && (bind.name === undefined || names.has(holidayKey(bind.name))));
    if (bound) continue;
    for (const row of countryRows) {
      if (row.date !== record.date || !(names.has(row.key) || Object.values(row.names).some((name) => names.has(holidayKey(name))))) continue;
      // The rows' removals say which states drop it; a state that lists the same holiday that day keeps it.
      const dropping = (row.removedIn ?? []).filter((state) => !listed.has(`${state}|${row.key}|${row.date}`));
      if (dropping.length === states.length) continue;
      for (const state of dropping) {
        if (record.subdivisions.length === 0 || record.subdivisions.includes(state)) {
          problems.push(`${country} ${record.date} ${record.name} (${record.id}, ${record.type}${record.subdivisions.length ? '' : ', nationwide'}) applies to ${state}, whose own rules drop it`);
        }
      }
    }
  }
  return problems;
}
