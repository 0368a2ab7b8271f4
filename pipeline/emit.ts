// Ledger → file contents: per contract version one file per country and year,
// and the countries file; `ndjson` writes the ledger and change-log lines.
// Compact, diffable JSON: one record per line, keys in a fixed order, LF, trailing newline.

import {
  CONTRACT_VERSIONS,
  projectCountry,
  projectHoliday,
  type ContractVersion,
  type CountryEntry,
} from '../core/contracts.js';
import { yearOf } from '../core/dates.js';
import type { CountryInfo, LedgerRecord } from '../core/types.js';
import { paths } from '../core/snapshot-layout.js';

export interface EmittedFile {
  path: string;
  /** The parsed value, for validation; absent for ledger and change-log lines. */
  value?: unknown;
  kind?: 'yearFile' | 'countriesFile';
  version?: ContractVersion;
  text: string;
}

/** `{"head":…,"list":[` + one item a line + `]}`. */
function listDocument(head: Record<string, unknown>, listKey: string, items: readonly unknown[]): string {
  const opening = JSON.stringify(head).slice(0, -1);
  const lines = items.map((item) => JSON.stringify(item));
  return `${opening},"${listKey}":[${lines.length ? `\n${lines.join(',\n')}\n` : ''}]}\n`;
}

/**
 * The year files of one country for every contract version, for the given years, made one year at a time as
 * they are read: a year's files are validated and written before the next year's are made, so they die young
 * (a country's 180 files at once were the build's largest short-lived objects).
 */
export function* emitCountryYears(
  country: string,
  ledger: readonly LedgerRecord[],
  years: readonly number[],
  versions: readonly ContractVersion[] = CONTRACT_VERSIONS,
): Generator<EmittedFile> {
  const byYear = new Map<number, LedgerRecord[]>(years.map((year) => [year, []]));
  for (const record of ledger) byYear.get(yearOf(record.date))?.push(record);
  for (const year of years) {
    const records = byYear.get(year)!;
    for (const version of versions) {
      const holidays = records.map((record) => projectHoliday(record, version));
      const head = { country, year, dataVersion: version };
      yield {
        path: paths.yearFile(version, country, year),
        value: { ...head, holidays },
        kind: 'yearFile',
        version,
        text: listDocument(head, 'holidays', holidays),
      };
    }
  }
}

export function emitCountriesFile(
  version: ContractVersion,
  countries: readonly { info: CountryInfo; years: { from: number; to: number } }[],
): EmittedFile {
  const entries: CountryEntry[] = countries.map(({ info, years }) => projectCountry(info, years, version));
  const head = { dataVersion: version };
  return {
    path: paths.countriesFile(version),
    value: { ...head, countries: entries },
    kind: 'countriesFile',
    version,
    text: listDocument(head, 'countries', entries),
  };
}
