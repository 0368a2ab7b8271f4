// What the endpoints that take days rather than a year share: a day must lie
// within the country's published years, and the year files around a span are
// read together (a day off can belong to a holiday of the neighbouring year).

import type { ContractVersion } from '../../pipeline/contracts.js';
import type { ParameterError } from '../errors.js';
import { quote } from '../query.js';
import type { CountryEntry, Snapshot, YearData } from '../snapshot.js';
import { notPublished } from './common.js';

/** A 400 entry when `day` lies outside the country's published years. */
export function dayOutsideYears(entry: CountryEntry, parameter: string, day: string): ParameterError | null {
  const year = Number(day.slice(0, 4));
  if (year >= entry.years.from && year <= entry.years.to) return null;
  return {
    code: 'invalid_parameter',
    parameter,
    message: `${parameter} must be a day in ${entry.years.from}-${entry.years.to} (the years published for ${entry.code}); got ${quote(day)}`,
  };
}

export interface YearFile {
  year: number;
  data: YearData;
}

/**
 * The year files of `from`..`to`, plus the years just before and after when
 * they are published. A year of the span missing from the snapshot is a 404,
 * as on the list.
 */
export async function spanFiles(snapshot: Snapshot, version: ContractVersion, entry: CountryEntry, from: number, to: number): Promise<YearFile[]> {
  const years: number[] = [];
  for (let year = Math.max(from - 1, entry.years.from); year <= Math.min(to + 1, entry.years.to); year++) years.push(year);
  const files = await Promise.all(years.map((year) => snapshot.year(version, entry.code, year)));
  const found: YearFile[] = [];
  years.forEach((year, index) => {
    const data = files[index];
    if (data) found.push({ year, data });
    else if (year >= from && year <= to) throw notPublished(entry, year, version);
  });
  return found;
}
