// The change feed and per-holiday history, read from the change logs a
// snapshot's manifest lists (`changeLogs`, oldest first; docs/data-layout.md).
// A change's cursor is `<sequence>.<line>`: the sequence number of the build
// whose log holds it and its 1-based line there. Logs are never rewritten and
// every snapshot lists all earlier ones, so a cursor stays valid across
// snapshot switches and the feed only grows at its end.

import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Change } from '../pipeline/types.js';
import { SecondChanceCache } from './second-chance-cache.js';
import { SnapshotGoneError, type Snapshot } from './snapshot.js';

export interface Cursor {
  sequence: number;
  line: number;
}

/** `0` is the start of the feed; anything else is `<sequence>.<line>`. */
export const CURSOR_PATTERN = /^(0|[1-9]\d{0,8}\.[1-9]\d{0,8})$/;

export function parseCursor(text: string): Cursor | null {
  if (!CURSOR_PATTERN.test(text)) return null;
  if (text === '0') return { sequence: 0, line: 0 };
  const [sequence, line] = text.split('.').map(Number) as [number, number];
  return { sequence, line };
}

export const formatCursor = (cursor: Cursor) => (cursor.sequence === 0 ? '0' : `${cursor.sequence}.${cursor.line}`);

/** One change log in memory: its bytes and where each line starts. */
interface LoadedLog {
  bytes: Buffer;
  starts: number[];
}

export interface FeedLog {
  name: string;
  sequence: number;
}

export interface FeedEntry {
  cursor: string;
  change: Change;
}

export class UnknownCursorError extends Error {}

// Logs are immutable and hard-linked between snapshots: cache them by inode, so
// every snapshot that lists a log shares one copy.
const logs = new SecondChanceCache<LoadedLog>(256 * 1024 * 1024);
const manifests = new SecondChanceCache<FeedLog[]>(4 * 1024 * 1024);

function lineStarts(bytes: Buffer): number[] {
  const starts: number[] = [];
  let position = 0;
  while (position < bytes.length) {
    starts.push(position);
    const end = bytes.indexOf(10, position);
    if (end === -1) break;
    position = end + 1;
  }
  return starts;
}

export class ChangeFeed {
  constructor(private readonly snapshotDir: string) {}

  /** The change logs of this snapshot, oldest first. */
  logs(): Promise<FeedLog[]> {
    return manifests.getOrLoad(this.snapshotDir, async () => {
      const manifest = JSON.parse(await readFile(join(this.snapshotDir, 'manifest.json'), 'utf8')) as { changeLogs?: string[] };
      const list = (manifest.changeLogs ?? []).map((name) => ({ name, sequence: Number(name.split('-')[0]) }));
      return { value: list, weight: list.length * 64 + 256 };
    });
  }

  private async load(log: FeedLog): Promise<LoadedLog> {
    const path = join(this.snapshotDir, 'changes', `${log.name}.ndjson`);
    const info = await stat(path);
    return logs.getOrLoad(`${info.dev}:${info.ino}`, async () => {
      const bytes = await readFile(path);
      const starts = lineStarts(bytes);
      return { value: { bytes, starts }, weight: bytes.length + starts.length * 8 + 256 };
    });
  }

  private static line(log: LoadedLog, index: number): string {
    const start = log.starts[index]!;
    const end = index + 1 < log.starts.length ? log.starts[index + 1]! - 1 : log.bytes.length;
    return log.bytes.toString('utf8', start, log.bytes[end - 1] === 10 ? end - 1 : end);
  }

  /**
   * Up to `limit` changes after `since` (null: from the start), of one
   * country or all. `next` is the position to ask from next time: the last
   * change returned, or the end of the feed when nothing more matches.
   */
  async page(since: Cursor | null, country: string | null, limit: number): Promise<{ entries: FeedEntry[]; next: string | null; hasMore: boolean }> {
    const list = await this.logs();
    let first = 0;
    let skip = 0;
    if (since && since.sequence !== 0) {
      first = list.findIndex((log) => log.sequence === since.sequence);
      if (first === -1) throw new UnknownCursorError(`no change log of build ${since.sequence} in this feed`);
      const log = await this.load(list[first]!);
      if (since.line > log.starts.length) throw new UnknownCursorError(`build ${since.sequence} made ${log.starts.length} changes, not ${since.line}`);
      skip = since.line;
    }
    const needle = country ? `"country":"${country}"` : null;
    const entries: FeedEntry[] = [];
    // Lines that do not match are skipped for good: the next page starts after the last one read.
    let scanned: string | null = since ? formatCursor(since) : null;
    for (let index = first; index < list.length; index++) {
      const log = await this.load(list[index]!);
      for (let line = index === first ? skip : 0; line < log.starts.length; line++) {
        const cursor = `${list[index]!.sequence}.${line + 1}`;
        const text = ChangeFeed.line(log, line);
        const change = needle && !text.includes(needle) ? null : (JSON.parse(text) as Change);
        if (change && (!country || change.country === country)) {
          if (entries.length === limit) return { entries, next: entries[entries.length - 1]!.cursor, hasMore: true };
          entries.push({ cursor, change });
        }
        scanned = cursor;
      }
    }
    return { entries, next: scanned, hasMore: false };
  }

  /** Every change of one holiday, oldest first; empty when the id never appeared. */
  async history(id: string): Promise<FeedEntry[]> {
    const needle = Buffer.from(`"id":"${id}"`);
    const found: FeedEntry[] = [];
    for (const each of await this.logs()) {
      const log = await this.load(each);
      for (let at = log.bytes.indexOf(needle); at !== -1; at = log.bytes.indexOf(needle, at + needle.length)) {
        const line = upperBound(log.starts, at) - 1;
        const change = JSON.parse(ChangeFeed.line(log, line)) as Change;
        if (change.id === id) found.push({ cursor: `${each.sequence}.${line + 1}`, change });
      }
    }
    return found;
  }
}

/** The index of the first start greater than `value`. */
function upperBound(starts: number[], value: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A missing change log of a snapshot that was pruned under the request: answer from the current one. */
export async function readingSnapshot<T>(snapshot: Snapshot, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !existsSync(snapshot.dir)) {
      throw new SnapshotGoneError(`snapshot ${snapshot.id} was removed while its change logs were read`);
    }
    throw error;
  }
}
