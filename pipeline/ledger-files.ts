// How the ledger is stored: one file per country and year, one record a line,
// with each record's translations kept once per country in a names table
// (`ledger/<CC>/names.json`) and referenced by digest. A holiday recurs every
// year with the same dozens of translations; storing them once keeps the
// ledger small without changing what a record is.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { yearOf } from './dates.js';
import type { EmittedFile } from './emit.js';
import { sortKeys } from './languages.js';
import type { LedgerRecord } from './types.js';

export const ledgerPaths = {
  year: (country: string, year: number) => `ledger/${country}/${year}.ndjson`,
  names: (country: string) => `ledger/${country}/names.json`,
};

export type NamesTable = Record<string, Record<string, string>>;

export const namesRef = (names: Record<string, string>) =>
  createHash('sha256').update(JSON.stringify(names)).digest('hex').slice(0, 12);

/** A stored ledger line: the record with `namesRef` in place of `names`, keys in a fixed order. */
export type StoredRecord = Omit<LedgerRecord, 'names'> & { namesRef: string };

export function toStored(record: LedgerRecord): StoredRecord {
  return {
    id: record.id,
    country: record.country,
    date: record.date,
    observed: record.observed,
    key: record.key,
    name: record.name,
    nameLocal: record.nameLocal,
    localLanguage: record.localLanguage,
    namesRef: namesRef(record.names),
    type: record.type,
    substitute: record.substitute,
    subdivisions: record.subdivisions,
    regions: record.regions,
    start: record.start,
    end: record.end,
    timezone: record.timezone,
    variant: record.variant,
    sources: record.sources,
    revision: record.revision,
    deprecated: record.deprecated,
    firstSeen: record.firstSeen,
    updatedAt: record.updatedAt,
  };
}

export function fromStored(stored: StoredRecord, table: NamesTable): LedgerRecord {
  const { namesRef: ref, ...rest } = stored;
  const names = table[ref];
  if (!names) throw new Error(`ledger of ${stored.country}: record ${stored.id} refers to missing names ${ref}`);
  return { ...rest, names };
}

/** `{"ref":{…},\n"ref":{…}}`: one entry a line, refs sorted. */
function namesDocument(table: NamesTable): string {
  const lines = Object.keys(table)
    .sort()
    .map((ref) => `${JSON.stringify(ref)}:${JSON.stringify(table[ref])}`);
  return lines.length ? `{\n${lines.join(',\n')}\n}\n` : '{}\n';
}

/**
 * The ledger files of the given years and the country's names table. The table
 * keeps every entry it had (years outside the build still refer to them) and
 * adds the new ones.
 */
export function ledgerFiles(country: string, ledger: readonly LedgerRecord[], years: readonly number[], priorTable: NamesTable): EmittedFile[] {
  const table: NamesTable = { ...priorTable };
  const byYear = new Map<number, string[]>(years.map((year) => [year, []]));
  for (const record of ledger) {
    const lines = byYear.get(yearOf(record.date));
    if (!lines) continue;
    const stored = toStored(record);
    table[stored.namesRef] ??= sortKeys(record.names);
    lines.push(JSON.stringify(stored));
  }
  const files: EmittedFile[] = years.map((year) => {
    const lines = byYear.get(year)!;
    return { path: ledgerPaths.year(country, year), text: lines.map((line) => `${line}\n`).join('') };
  });
  files.push({ path: ledgerPaths.names(country), text: namesDocument(table) });
  return files;
}

export function readNamesTable(dir: string, country: string): NamesTable {
  try {
    return JSON.parse(readFileSync(join(dir, ledgerPaths.names(country)), 'utf8')) as NamesTable;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** The ledger records of one country for the given years, read from a snapshot folder. */
export function readLedger(dir: string, country: string, years: readonly number[], table = readNamesTable(dir, country)): LedgerRecord[] {
  const records: LedgerRecord[] = [];
  for (const year of years) {
    let text: string;
    try {
      text = readFileSync(join(dir, ledgerPaths.year(country, year)), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const line of text.split('\n')) if (line) records.push(fromStored(JSON.parse(line) as StoredRecord, table));
  }
  return records;
}
