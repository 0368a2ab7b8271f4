// What a build covers, checked before anything is read or locked: the
// countries (ISO codes the rule library knows) and the years.

import * as dateHolidays from '../sources/date-holidays.js';

/** A request the build cannot take: exit code 2, nothing touched. */
export class UsageError extends Error {}

export const DEFAULT_YEARS = { from: 2000, to: 2035 } as const;
export const YEAR_LIMITS = { from: 1970, to: 2100 } as const;

export function resolveCountries(requested: string[] | undefined): string[] {
  const known = dateHolidays.countryCodes();
  if (!requested || requested.length === 0) return known;
  const wanted = [...new Set(requested.map((code) => code.trim().toUpperCase()))].sort();
  const unknown = wanted.filter((code) => !known.includes(code));
  if (unknown.length > 0) {
    throw new UsageError(
      `unknown country code ${unknown.join(', ')}: use ISO 3166-1 alpha-2 codes of the ${known.length} supported countries (e.g. US, DE, JP)`,
    );
  }
  return wanted;
}

/** Throws a UsageError for a year range a build cannot take. */
export function checkYears(fromYear: number, toYear: number): void {
  if (fromYear > toYear)
    throw new UsageError(`impossible year range ${fromYear}-${toYear}: the first year must not be after the last`);
  if (fromYear < YEAR_LIMITS.from || toYear > YEAR_LIMITS.to) {
    throw new UsageError(
      `years ${fromYear}-${toYear} out of range: years must lie within ${YEAR_LIMITS.from}-${YEAR_LIMITS.to}`,
    );
  }
}
