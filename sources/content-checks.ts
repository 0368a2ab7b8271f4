// Checks a payload's rows against its source's content rules (`contentRules`
// of each source module, sources/content-rules.ts for their shape) before
// anything is diffed. A payload that fails is treated like a failed fetch: the
// last good payload is used instead. Each failure names the rule and the rows
// (or years) at fault.

import type { SourceHoliday } from '../core/types.js';
import type { ContentRules } from './content-rules.js';
import { OFFICIAL_SOURCES } from './registry.js';

/** Each registered official source's content rules, by source id. */
export const CONTENT_RULES: Readonly<Record<string, ContentRules>> = Object.fromEntries(
  Object.values(OFFICIAL_SOURCES).map((source) => [source.id, source.contentRules]),
);

/** The year of a raw row, read from its day field as leniently as a rejected row needs; null when unreadable. */
export function rowYear(source: string, row: unknown): number | null {
  const field = Object.hasOwn(CONTENT_RULES, source) ? CONTENT_RULES[source]!.dateField : undefined;
  const value = field && typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[field] : undefined;
  const match = typeof value === 'string' ? /^\s*(\d{4})(?:\D|\d{4}\s*$|$)/.exec(value) : null;
  const year = match ? Number(match[1]) : NaN;
  return year >= 1900 && year <= 2199 ? year : null;
}

/** One upstream row that passed the row schema, with the source rows it maps to. */
export interface CheckedRow {
  label: string;
  holidays: readonly SourceHoliday[];
}

export interface ContentContext {
  /** The run's snapshot time: the year rules look at its year and the years after. */
  at: string;
  /** The rows of the source's last good payload, or null when none is cached (read on demand). */
  lastGood: () => readonly SourceHoliday[] | null;
}

export interface ContentFailure {
  rule: 'script' | 'new-names' | 'years' | 'days-per-year';
  /** One line: what is wrong, the limit, and the rows (or years) at fault. */
  message: string;
}

/** Rows named in a message; the rest are counted. */
const SHOWN = 5;

const percent = (share: number) => `${(share * 100).toFixed(1).replace(/\.0$/, '')}%`;

function listRows(items: readonly string[]): string {
  const shown = items.slice(0, SHOWN).join(', ');
  return items.length > SHOWN ? `${shown} and ${items.length - SHOWN} more` : shown;
}

const yearOfDay = (day: string) => Number(day.slice(0, 4));

/** The failures of a payload's rows, in rule order; empty when it passes. */
export function checkContent(source: string, rows: readonly CheckedRow[], context: ContentContext): ContentFailure[] {
  const rules = Object.hasOwn(CONTENT_RULES, source) ? CONTENT_RULES[source] : undefined;
  if (!rules || rows.length === 0) return [];
  const failures: ContentFailure[] = [];
  const script = checkScript(rules, rows);
  if (script) failures.push(script);
  const lastGood = context.lastGood();
  const names = checkNewNames(rules, rows, lastGood);
  if (names) failures.push(names);
  const firstYear = yearOfDay(context.at);
  const years = checkYearsKept(rows, lastGood, firstYear);
  if (years) failures.push(years);
  const days = checkDaysPerYear(rules, rows, firstYear);
  if (days) failures.push(days);
  return failures;
}

/** Every name of a language with a declared script is written in it. */
function checkScript(rules: ContentRules, rows: readonly CheckedRow[]): ContentFailure | null {
  const bad: string[] = [];
  for (const row of rows) {
    const offending = row.holidays
      .flatMap((holiday) => Object.entries(holiday.names))
      .find(([language, name]) => rules.scripts[language] && !rules.scripts[language]!.test(name));
    if (offending) bad.push(`${row.label} (${offending[0]} "${offending[1]}")`);
  }
  if (bad.length === 0) return null;
  return {
    rule: 'script',
    message: `${bad.length} of ${rows.length} rows have a name outside the expected script: ${listRows(bad)}`,
  };
}

const nameOf = (rules: ContentRules, holiday: SourceHoliday | undefined) =>
  holiday?.names[rules.nameLanguage] ?? holiday?.names.en;

/** Most names are known: in the source's vocabulary or in its last good payload. */
function checkNewNames(
  rules: ContentRules,
  rows: readonly CheckedRow[],
  lastGood: readonly SourceHoliday[] | null,
): ContentFailure | null {
  // With neither a vocabulary nor a payload to compare with, every name would count as new.
  if (!rules.vocabulary && !lastGood) return null;
  const known = new Set([...(rules.vocabulary ?? []), ...(lastGood ?? []).map((holiday) => nameOf(rules, holiday))]);
  const named = rows.filter((row) => nameOf(rules, row.holidays[0]) !== undefined);
  const fresh = named.filter((row) => !known.has(nameOf(rules, row.holidays[0])));
  if (named.length === 0 || fresh.length / named.length <= rules.maxNewNameShare) return null;
  return {
    rule: 'new-names',
    message:
      `${fresh.length} of ${named.length} rows (${percent(fresh.length / named.length)}) name a holiday that is neither among the source's known names nor in its last good payload` +
      ` (limit ${percent(rules.maxNewNameShare)}): ${listRows(fresh.map((row) => `${row.label} "${nameOf(rules, row.holidays[0])}"`))}`,
  };
}

/** A year from the run's year on that the last good payload listed is still listed: announced years are not withdrawn wholesale. */
function checkYearsKept(
  rows: readonly CheckedRow[],
  lastGood: readonly SourceHoliday[] | null,
  firstYear: number,
): ContentFailure | null {
  if (!lastGood) return null;
  const listed = new Set(rows.flatMap((row) => row.holidays.map((holiday) => yearOfDay(holiday.date))));
  const before = new Set(lastGood.map((holiday) => yearOfDay(holiday.date)));
  const dropped = [...before].filter((year) => year >= firstYear && !listed.has(year)).sort((a, b) => a - b);
  if (dropped.length === 0) return null;
  return {
    rule: 'years',
    message: `no rows for ${dropped.join(', ')}, which the last good payload listed (years from ${firstYear} on must stay listed)`,
  };
}

/**
 * The run's year, and each later year but the last listed, lists enough days:
 * fewer means a year cut short. The last year may be listed in part (1823
 * lists the next New Year's Day before the rest of that year).
 */
function checkDaysPerYear(rules: ContentRules, rows: readonly CheckedRow[], firstYear: number): ContentFailure | null {
  const lastYear = Math.max(...rows.flatMap((row) => row.holidays.map((holiday) => yearOfDay(holiday.date))));
  const days = new Map<number, Set<string>>();
  const labels = new Map<number, string[]>();
  for (const row of rows) {
    for (const holiday of row.holidays) {
      const year = yearOfDay(holiday.date);
      if (year < firstYear || (year === lastYear && year !== firstYear)) continue;
      days.set(year, (days.get(year) ?? new Set()).add(holiday.date));
      const list = labels.get(year) ?? [];
      if (list.at(-1) !== row.label) list.push(row.label);
      labels.set(year, list);
    }
  }
  const short = [...days.entries()].filter(([, set]) => set.size < rules.minDaysPerYear).sort(([a], [b]) => a - b);
  if (short.length === 0) return null;
  const parts = short.map(
    ([year, set]) => `${year} lists ${set.size} day${set.size === 1 ? '' : 's'} (${listRows(labels.get(year)!)})`,
  );
  return {
    rule: 'days-per-year',
    message: `${parts.join('; ')}: at least ${rules.minDaysPerYear} days are expected in ${firstYear} and each later year but the last listed`,
  };
}

/** The failures as one line for a source's notice. */
export function describeFailures(failures: readonly ContentFailure[]): string {
  return failures.map((failure) => `content check "${failure.rule}" failed: ${failure.message}`).join('; ');
}
