// Whether a draft snapshot says anything the published one does not. Only the
// records count: year files, countries files, ledger, change logs and makeup
// working days (workdays/<CC>.json: served by /v3/working-days). Reports
// describe a run, and the sources' archived rows and the conflicts list are
// bookkeeping of the sources: alone they make no new snapshot (a feed that is
// down, or re-serialised, would otherwise publish one every run). A change
// log's index is derived from the log: a build that only adds the index of an
// older log publishes nothing either.

import { CHANGE_INDEX_PATTERN, paths } from '../core/snapshot-layout.js';

const BOOKKEEPING = [
  /^reports\//,
  /^sources\//,
  new RegExp(`^${paths.conflicts.replace('.', '\\.')}$`),
  CHANGE_INDEX_PATTERN,
];

export const isRecordFile = (path: string) => !BOOKKEEPING.some((pattern) => pattern.test(path));

/** Whether two snapshots' file lists (path → digest) hold the same record files. */
export function sameRecords(published: Record<string, string>, draft: Record<string, string>): boolean {
  const a = Object.keys(published).filter(isRecordFile);
  const b = Object.keys(draft).filter(isRecordFile);
  return a.length === b.length && a.every((path) => published[path] === draft[path]);
}
