// The step that applies the calendar engines (sources/calendars/registry.ts) to
// date-holidays' rows, before reconciliation with the official feeds (which
// still win where they cover a year). Pure: one country's rows in, rows and
// disagreements out. Each engine in turn gets the rows so far, its reviewed
// entries for the country (which engine sets which of its holidays is the
// country's reviewed calendar data, never code) and the options; each day an
// engine changes is one disagreement (the library's day, the engine's).

import { yearOf } from '../core/dates.js';
import type { SourceHoliday } from '../core/types.js';
import { libraryRuleOf } from './date-holidays.js';
import type { LunarDisagreement, Range } from './calendars/engine.js';
import { engines, type EngineOptions } from './calendars/registry.js';

export { checkCalendarData, dataVersion, ENGINES } from './calendars/registry.js';
export type { EngineId, LunarDisagreement } from './calendars/engine.js';

export const provenance = {
  homepage: "this project's calendar engines and their reviewed tables",
  licence: "this project's licence (LICENSE)",
  attribution: "this project's calendar engines",
};

export type LunarOptions = EngineOptions & {
  /** The years the rows are for (an engine that adds a holiday adds it in these); by default those of the rows. */
  years?: Range;
};

/** Each engine's options for a country, from its reviewed data. */
export function optionsOf(country: string): LunarOptions {
  return Object.assign({}, ...engines().map((engine) => engine.optionsOf?.(country) ?? {}));
}

/** The engines' dates for one country's date-holidays rows. */
export function applyLunarDates(
  country: string,
  rows: readonly SourceHoliday[],
  options: LunarOptions = optionsOf(country),
  ruleOf: (row: SourceHoliday) => string | undefined = libraryRuleOf,
): { rows: SourceHoliday[]; disagreements: LunarDisagreement[] } {
  const disagreements: LunarDisagreement[] = [];
  const years = options.years ?? yearsOfRows(rows);
  // The build names its years (all the country's rows for them); a caller's few rows check no entry against them.
  const complete = options.years !== undefined;
  let out = [...rows];
  for (const engine of engines()) {
    if (!engine.apply) continue;
    const entries = engine.entriesOf?.(country) ?? [];
    out = engine.apply({ country, rows: out, entries, options, years, complete, ruleOf, disagreements });
  }
  return { rows: out, disagreements };
}

const yearsOfRows = (rows: readonly SourceHoliday[]) => {
  const years = rows.map((row) => yearOf(row.date));
  return { from: Math.min(...years), to: Math.max(...years) };
};
