// What changed between two snapshots, read from their ledgers: the net change
// of every record (added, revised, deprecated, revived) and the source
// conflicts the newer one has that the older one had not. One refresh's diff
// (prior → draft) equals its build's change log; between snapshots further
// apart it is the net effect of every build in between, in either order.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addedFields, fieldChanges } from './diff.js';
import { paths } from '../core/snapshot-layout.js';
import { readLedger } from './ledger-files.js';
import { compareText } from '../core/text.js';
import type { Conflict } from './reconcile.js';
import type { Change, ChangeKind, FieldChange, LedgerRecord } from '../core/types.js';

export const CHANGE_KINDS: readonly ChangeKind[] = ['added', 'revised', 'deprecated', 'revived'];

export type KindCounts = Record<ChangeKind, number>;

/** A change as reports show it: the change-log line plus the holiday's name, key and places (to pair a move). */
export interface ReportedChange extends Change {
  name: string;
  key: string;
  subdivisions: string[];
}

export interface SnapshotSide {
  snapshot: string;
  dir: string;
  /** The snapshot's file digests (manifest `files`): a country whose ledger files match on both sides is not read. */
  files?: Record<string, string>;
  /** Active records per country where already known (a build's counts of its countries): those ledgers are not read to count them. */
  active?: Readonly<Record<string, number>>;
}

/** Whether both sides list the same digests for a country's ledger and names table. */
function sameLedger(from: SnapshotSide, to: SnapshotSide, country: string): boolean {
  if (!from.files || !to.files) return false;
  return [paths.ledgerRecords(country), paths.ledgerNames(country)].every(
    (path) => from.files![path] !== undefined && from.files![path] === to.files![path],
  );
}

const ACTIVE = Buffer.from('"deprecated":false');

/**
 * Active records in a ledger file, counted in its bytes without decoding them
 * or building the records: a line holds that member once, and a string value
 * cannot hold it (its quotes would be escaped).
 */
function countActive(dir: string, country: string): number {
  const path = join(dir, paths.ledgerRecords(country));
  if (!existsSync(path)) return 0;
  const bytes = readFileSync(path);
  let count = 0;
  for (let at = bytes.indexOf(ACTIVE); at !== -1; at = bytes.indexOf(ACTIVE, at + ACTIVE.length)) count++;
  return count;
}

export interface SnapshotDiff {
  from: string | null;
  to: string;
  /** In country, date, id order; none for a first snapshot (from null), whose ledger lists them all. */
  changes: ReportedChange[];
  totals: KindCounts;
  byCountry: Record<string, KindCounts>;
  /** Active records of each country in the older snapshot: the base of the deprecation guard. */
  activeBefore: Record<string, number>;
  /** Conflicts in the newer snapshot that the older one did not list. */
  newConflicts: Conflict[];
  conflictsTotal: number;
}

export const emptyCounts = (): KindCounts => ({ added: 0, revised: 0, deprecated: 0, revived: 0 });

function ledgerCountries(dir: string): string[] {
  const folder = join(dir, paths.ledger);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => /^([A-Z]{2})\.ndjson$/.exec(name)?.[1])
    .filter((code): code is string => code !== undefined);
}

function readConflicts(dir: string | null): string[] {
  if (!dir) return [];
  const path = join(dir, paths.conflicts);
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : [];
}

/** The net change of one record between two ledgers; null when there is none to report. */
function netChange(
  before: LedgerRecord | undefined,
  after: LedgerRecord | undefined,
): { kind: ChangeKind; fields: Record<string, FieldChange> } | null {
  if (!before && after) {
    if (after.deprecated) return null; // came and went in between
    return { kind: 'added', fields: addedFields(after) };
  }
  if (before && !after)
    return before.deprecated ? null : { kind: 'deprecated', fields: { deprecated: { from: false, to: true } } };
  if (!before || !after) return null;
  if (!before.deprecated && after.deprecated)
    return { kind: 'deprecated', fields: { deprecated: { from: false, to: true } } };
  if (before.deprecated && !after.deprecated)
    return { kind: 'revived', fields: { deprecated: { from: true, to: false }, ...fieldChanges(before, after) } };
  if (before.deprecated) return null;
  const fields = fieldChanges(before, after);
  return Object.keys(fields).length > 0 ? { kind: 'revised', fields } : null;
}

/**
 * Diffs snapshot `from` (null: nothing published yet) against snapshot `to`.
 * Against nothing, every active record is added: they are counted per
 * country from the ledger lines, not read into records and listed (some
 * 145,000 records of a full build).
 */
export function diffSnapshots(from: SnapshotSide | null, to: SnapshotSide): SnapshotDiff {
  const countries = [...new Set([...(from ? ledgerCountries(from.dir) : []), ...ledgerCountries(to.dir)])].sort();
  const changes: ReportedChange[] = [];
  const totals = emptyCounts();
  const byCountry: Record<string, KindCounts> = {};
  const activeBefore: Record<string, number> = {};
  for (const country of countries) {
    if (!from) {
      activeBefore[country] = 0;
      const added = to.active?.[country] ?? countActive(to.dir, country);
      if (added === 0) continue;
      byCountry[country] = { ...emptyCounts(), added };
      totals.added += added;
      continue;
    }
    if (sameLedger(from, to, country)) {
      // The same ledger bytes on both sides: the same count.
      activeBefore[country] = to.active?.[country] ?? countActive(from.dir, country);
      continue;
    }
    const before = from ? readLedger(from.dir, country) : [];
    const after = readLedger(to.dir, country);
    activeBefore[country] = before.filter((record) => !record.deprecated).length;
    const beforeById = new Map(before.map((record) => [record.id, record]));
    const afterById = new Map(after.map((record) => [record.id, record]));
    const found: ReportedChange[] = [];
    for (const id of new Set([...beforeById.keys(), ...afterById.keys()])) {
      const previous = beforeById.get(id);
      const next = afterById.get(id);
      const change = netChange(previous, next);
      if (!change) continue;
      const record = (next ?? previous)!;
      found.push({
        at: next?.updatedAt ?? record.updatedAt,
        snapshot: to.snapshot,
        id,
        country,
        date: record.date,
        kind: change.kind,
        revision: next?.revision ?? record.revision,
        fields: change.fields,
        sources: record.sources,
        name: record.name,
        key: record.key,
        subdivisions: record.subdivisions,
      });
    }
    if (found.length === 0) continue;
    found.sort((a, b) => compareText(a.date, b.date) || compareText(a.id, b.id));
    byCountry[country] = emptyCounts();
    for (const change of found) {
      byCountry[country][change.kind]++;
      totals[change.kind]++;
    }
    changes.push(...found);
  }
  const before = new Set(readConflicts(from?.dir ?? null));
  const after = readConflicts(to.dir);
  return {
    from: from?.snapshot ?? null,
    to: to.snapshot,
    changes,
    totals,
    byCountry,
    activeBefore,
    newConflicts: after.filter((line) => !before.has(line)).map((line) => JSON.parse(line) as Conflict),
    conflictsTotal: after.length,
  };
}

export const totalChanges = (counts: KindCounts) => CHANGE_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
