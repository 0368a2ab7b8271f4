// Records of one build against the prior ledger → the next ledger and its
// change log: added, revised, deprecated, revived. Ids are carried forward.

import { identityString, mintId } from '../core/ids.js';
import { compareText } from '../core/text.js';
import type { Change, FieldChange, HolidayRecord, LedgerRecord } from '../core/types.js';

/** Fields whose change makes a new revision, in the order the change log lists them. */
export const TRACKED_FIELDS = [
  'date',
  'observed',
  'name',
  'nameLocal',
  'localLanguage',
  'type',
  'substitute',
  'subdivisions',
  'start',
  'end',
  'timezone',
  'variant',
  'estimated',
  'sources',
  'names',
] as const satisfies readonly (keyof HolidayRecord)[];

export interface DiffContext {
  at: string;
  snapshot: string;
  /**
   * Whether an active prior record that no source produced this time may be
   * deprecated: its country and year were built, and every source that listed
   * it succeeded and still covers that year.
   */
  mayDeprecate: (record: LedgerRecord) => boolean;
}

export interface DiffResult {
  ledger: LedgerRecord[];
  changes: Change[];
  counts: { added: number; revised: number; deprecated: number; revived: number; unchanged: number };
}

const identityOf = (record: HolidayRecord) => identityString(record);

export function diffLedger(
  prior: readonly LedgerRecord[],
  produced: readonly HolidayRecord[],
  context: DiffContext,
): DiffResult {
  const byIdentity = new Map<string, LedgerRecord>();
  for (const record of prior) byIdentity.set(identityOf(record), record);
  const claimed = new Set<string>();
  const idOf = new Map<HolidayRecord, string>();

  // 1. The same identity keeps its id.
  for (const record of produced) {
    const match = byIdentity.get(identityOf(record));
    if (match && !claimed.has(match.id)) {
      claimed.add(match.id);
      idOf.set(record, match.id);
    }
  }
  // 2. A record that differs only in name, type or scope keeps the id of the
  //    unclaimed prior record of the same day and kind that resembles it most.
  //    A withdrawn record comes back only as the same holiday (same key): another
  //    holiday later listed on its day is a new record, not a revival.
  const unclaimedByDay = new Map<string, LedgerRecord[]>();
  for (const record of prior) {
    if (claimed.has(record.id)) continue;
    const day = `${record.date}|${record.substitute}`;
    unclaimedByDay.set(day, [...(unclaimedByDay.get(day) ?? []), record]);
  }
  for (const record of produced) {
    if (idOf.has(record)) continue;
    const candidates = (unclaimedByDay.get(`${record.date}|${record.substitute}`) ?? []).filter(
      (c) => !claimed.has(c.id) && (!c.deprecated || c.key === record.key),
    );
    if (candidates.length === 0) continue;
    candidates.sort((a, b) => resemblance(b, record) - resemblance(a, record) || compareText(a.id, b.id));
    claimed.add(candidates[0]!.id);
    idOf.set(record, candidates[0]!.id);
  }
  // 3. Everything else gets a fresh id that no record has had before.
  const taken = new Set([...prior.map((record) => record.id), ...idOf.values()]);
  for (const record of produced) {
    if (idOf.has(record)) continue;
    let salt = 0;
    let id = mintId(record, salt);
    while (taken.has(id)) id = mintId(record, ++salt);
    taken.add(id);
    idOf.set(record, id);
  }

  const priorById = new Map(prior.map((record) => [record.id, record]));
  const ledger: LedgerRecord[] = [];
  const changes: Change[] = [];
  const counts = { added: 0, revised: 0, deprecated: 0, revived: 0, unchanged: 0 };
  const change = (record: LedgerRecord, kind: Change['kind'], fields: Record<string, FieldChange>) => {
    counts[kind]++;
    changes.push({
      at: context.at,
      snapshot: context.snapshot,
      id: record.id,
      country: record.country,
      date: record.date,
      kind,
      revision: record.revision,
      fields,
      sources: record.sources,
    });
  };

  for (const record of produced) {
    const id = idOf.get(record)!;
    const before = priorById.get(id);
    if (!before) {
      const added = ledgerRecord(record, id, {
        revision: 1,
        deprecated: false,
        firstSeen: context.at,
        updatedAt: context.at,
      });
      ledger.push(added);
      change(added, 'added', addedFields(added));
      continue;
    }
    const fields = fieldChanges(before, record);
    const keyChanged = before.key !== record.key;
    if (!before.deprecated && Object.keys(fields).length === 0 && !keyChanged) {
      counts.unchanged++;
      ledger.push(before);
      continue;
    }
    const next = ledgerRecord(record, id, {
      revision: before.revision + (before.deprecated || Object.keys(fields).length > 0 ? 1 : 0),
      deprecated: false,
      firstSeen: before.firstSeen,
      updatedAt: before.deprecated || Object.keys(fields).length > 0 ? context.at : before.updatedAt,
    });
    ledger.push(next);
    if (before.deprecated) change(next, 'revived', { deprecated: { from: true, to: false }, ...fields });
    else if (Object.keys(fields).length > 0) change(next, 'revised', fields);
    else counts.unchanged++; // only the internal key moved with a carried id
  }

  for (const record of prior) {
    if (claimed.has(record.id)) continue;
    if (record.deprecated || !context.mayDeprecate(record)) {
      ledger.push(record);
      continue;
    }
    const gone: LedgerRecord = { ...record, deprecated: true, revision: record.revision + 1, updatedAt: context.at };
    ledger.push(gone);
    change(gone, 'deprecated', { deprecated: { from: false, to: true } });
  }

  ledger.sort((a, b) => compareText(a.date, b.date) || compareText(a.id, b.id));
  changes.sort((a, b) => compareText(a.date, b.date) || compareText(a.id, b.id));
  return { ledger, changes, counts };
}

type History = Pick<LedgerRecord, 'revision' | 'deprecated' | 'firstSeen' | 'updatedAt'>;

/**
 * A record with its id and history, every member written out: a copy made by spreading the record and then
 * adding the four history members kept them outside the object (V8 grows a separate store for members added
 * to a copy), which made each record slower to make and to serialise; a first build makes some 180,000.
 */
function ledgerRecord(record: HolidayRecord, id: string, history: History): LedgerRecord {
  return {
    id,
    country: record.country,
    date: record.date,
    observed: record.observed,
    key: record.key,
    name: record.name,
    nameLocal: record.nameLocal,
    localLanguage: record.localLanguage,
    names: record.names,
    type: record.type,
    substitute: record.substitute,
    subdivisions: record.subdivisions,
    regions: record.regions,
    start: record.start,
    end: record.end,
    timezone: record.timezone,
    variant: record.variant,
    sources: record.sources,
    estimated: record.estimated,
    revision: history.revision,
    deprecated: history.deprecated,
    firstSeen: history.firstSeen,
    updatedAt: history.updatedAt,
  };
}

function resemblance(candidate: LedgerRecord, record: HolidayRecord): number {
  return (
    (candidate.deprecated ? 0 : 8) +
    (candidate.nameLocal === record.nameLocal || candidate.name === record.name ? 4 : 0) +
    (candidate.type === record.type ? 2 : 0) +
    (candidate.variant === record.variant ? 1 : 0)
  );
}

/**
 * What an added record is, in its published terms: its span, zone and translations are in the ledger. Written out
 * as one object, not filled in member by member: a first build makes one for each of some 180,000 records.
 */
export function addedFields(record: HolidayRecord): Record<string, FieldChange> {
  return {
    date: { from: null, to: record.date },
    observed: { from: null, to: record.observed },
    name: { from: null, to: record.name },
    nameLocal: { from: null, to: record.nameLocal },
    localLanguage: { from: null, to: record.localLanguage },
    type: { from: null, to: record.type },
    substitute: { from: null, to: record.substitute },
    subdivisions: { from: null, to: record.subdivisions },
    variant: { from: null, to: record.variant },
    estimated: { from: null, to: record.estimated },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Each tracked field that differs, with its old and new value (`names`: only the languages that changed). */
export function fieldChanges(before: HolidayRecord, after: HolidayRecord): Record<string, FieldChange> {
  const fields: Record<string, FieldChange> = {};
  for (const field of TRACKED_FIELDS) {
    if (field === 'names') {
      const from: Record<string, string> = {};
      const to: Record<string, string> = {};
      for (const language of new Set([...Object.keys(before.names), ...Object.keys(after.names)])) {
        if (before.names[language] !== after.names[language]) {
          if (language in before.names) from[language] = before.names[language]!;
          if (language in after.names) to[language] = after.names[language]!;
        }
      }
      if (Object.keys(from).length + Object.keys(to).length > 0) fields.names = { from, to };
      continue;
    }
    if (!same(before[field], after[field])) fields[field] = { from: before[field], to: after[field] };
  }
  return fields;
}
