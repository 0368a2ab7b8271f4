// What changed in the record files of a draft whose records did not change.
// Such a draft is still published (its files are what the server reads), so
// the run and its reports say which files differ and how: "0 changes" alone
// would not explain a new snapshot. A ledger's lines are compared by record
// id, field by field (a name reference stored under another digest shows as
// `namesRef`); another JSON file by its top-level members.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecordFile } from './same-records.js';

export interface SnapshotFiles {
  dir: string;
  /** Path → sha256, as a manifest lists them. */
  files: Record<string, string>;
}

/** One line per record file that was added, removed or rewritten, saying how. */
export function recordFileChanges(prior: SnapshotFiles, draft: SnapshotFiles): string[] {
  const paths = [...new Set([...Object.keys(prior.files), ...Object.keys(draft.files)])].filter(isRecordFile).sort();
  const lines: string[] = [];
  for (const path of paths) {
    const before = prior.files[path];
    const after = draft.files[path];
    if (before === after) continue;
    if (before === undefined) lines.push(`${path}: added`);
    else if (after === undefined) lines.push(`${path}: removed`);
    else
      lines.push(
        `${path}: ${howChanged(path, readFileSync(join(prior.dir, path), 'utf8'), readFileSync(join(draft.dir, path), 'utf8'))}`,
      );
  }
  return lines;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function howChanged(path: string, before: string, after: string): string {
  if (path.endsWith('.ndjson')) return ndjsonChange(before, after);
  try {
    return jsonChange(JSON.parse(before), JSON.parse(after));
  } catch {
    return 'other bytes';
  }
}

/** Lines by `id`: those added and removed, and for the others the fields that differ, each with how many lines. */
function ndjsonChange(before: string, after: string): string {
  const byId = (text: string) =>
    new Map(
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const parsed = JSON.parse(line) as Record<string, unknown>;
          return [String(parsed.id), parsed] as const;
        }),
    );
  const old = byId(before);
  const now = byId(after);
  const fields = new Map<string, number>();
  let added = 0;
  for (const [id, line] of now) {
    const previous = old.get(id);
    if (!previous) {
      added++;
      continue;
    }
    for (const field of new Set([...Object.keys(previous), ...Object.keys(line)])) {
      if (JSON.stringify(previous[field]) !== JSON.stringify(line[field]))
        fields.set(field, (fields.get(field) ?? 0) + 1);
    }
  }
  const removed = [...old.keys()].filter((id) => !now.has(id)).length;
  const parts = [...fields]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([field, count]) => `${field} in ${plural(count, 'line', 'lines')}`);
  if (added) parts.push(`${plural(added, 'line', 'lines')} added`);
  if (removed) parts.push(`${plural(removed, 'line', 'lines')} removed`);
  return parts.length ? `${parts.join(', ')} (of ${now.size})` : 'the same lines in another order or spelling';
}

/** Top-level members of two JSON values: added, removed, changed. */
function jsonChange(before: unknown, after: unknown): string {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(before) || !isObject(after)) return 'another value';
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const added = keys.filter((key) => !(key in before)).length;
  const removed = keys.filter((key) => !(key in after)).length;
  const changed = keys.filter(
    (key) => key in before && key in after && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const parts = [
    ...(added ? [`${plural(added, 'member', 'members')} added`] : []),
    ...(removed ? [`${plural(removed, 'member', 'members')} removed`] : []),
    ...(changed.length
      ? [`${changed.length > 5 ? plural(changed.length, 'member', 'members') : changed.join(', ')} changed`]
      : []),
  ];
  return parts.length ? parts.join(', ') : 'the same content, spelled otherwise';
}
