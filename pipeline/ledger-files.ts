// How the ledger is stored: one file per country (`ledger/<CC>.ndjson`), one
// record a line, with each record's translations kept once per country in a
// names table (`ledger/<CC>.names.json`) and referenced by digest. A holiday
// recurs every year with the same dozens of translations; storing them once
// keeps the ledger small without changing what a record is. One file per
// country rather than per year keeps a full build's file count down: creating
// files is what a build spends most of its system time on.

import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmittedFile } from './emit.js';
import { sortKeys } from '../core/languages.js';
import type { LedgerRecord } from '../core/types.js';
import { paths } from '../core/snapshot-layout.js';

export type NamesTable = Record<string, Record<string, string>>;

/** Each names object's ref, once: a holiday's records share their names object from year to year. */
const refs = new WeakMap<Record<string, string>, string>();

export function namesRef(names: Record<string, string>): string {
  let ref = refs.get(names);
  if (ref === undefined) refs.set(names, (ref = hash('sha256', JSON.stringify(names), 'hex').slice(0, 12)));
  return ref;
}

/**
 * A stored ledger line: the record with `namesRef` in place of `names`, keys
 * in a fixed order. `estimated` is written only when true: a line without it
 * reads as false, so that ledgers written before the field existed read as
 * they were, and the lines of records that are no estimates keep their bytes.
 */
export type StoredRecord = Omit<LedgerRecord, 'names' | 'estimated'> & { namesRef: string; estimated?: boolean };

/** A ledger line as read, with the default of each field it may leave out (`estimated`: false). */
export const withLedgerDefaults = <T extends object>(line: T): Omit<T, 'estimated'> & { estimated: boolean } => ({
  ...line,
  estimated: (line as { estimated?: unknown }).estimated === true,
});

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
    // Left out of the line when false (JSON leaves out an undefined member): a member spread in
    // conditionally would put every member after it in a store of V8's own, slower to write.
    estimated: record.estimated ? true : undefined,
    revision: record.revision,
    deprecated: record.deprecated,
    firstSeen: record.firstSeen,
    updatedAt: record.updatedAt,
  };
}

export function fromStored(stored: StoredRecord, table: NamesTable): LedgerRecord {
  const { namesRef: ref, ...rest } = withLedgerDefaults(stored);
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

/** A country's ledger file and its names table, holding every record of the ledger. */
export function ledgerFiles(country: string, ledger: readonly LedgerRecord[]): EmittedFile[] {
  const table: NamesTable = {};
  const lines: string[] = [];
  for (const record of ledger) {
    const stored = toStored(record);
    table[stored.namesRef] ??= sortKeys(record.names);
    lines.push(`${JSON.stringify(stored)}\n`);
  }
  return [
    { path: paths.ledgerRecords(country), text: lines.join('') },
    { path: paths.ledgerNames(country), text: namesDocument(table) },
  ];
}

export function readNamesTable(dir: string, country: string): NamesTable {
  try {
    return JSON.parse(readFileSync(join(dir, paths.ledgerNames(country)), 'utf8')) as NamesTable;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** Every ledger record of one country, read from a snapshot folder (none when it has no ledger yet). */
export function readLedger(dir: string, country: string): LedgerRecord[] {
  let text: string;
  try {
    text = readFileSync(join(dir, paths.ledgerRecords(country)), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const table = readNamesTable(dir, country);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => fromStored(JSON.parse(line) as StoredRecord, table));
}
