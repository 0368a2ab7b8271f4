// The change feed and per-holiday history, read from the change logs a
// snapshot's manifest lists (`changeLogs`, oldest first; docs/data-layout.md).
// A change's cursor is `<sequence>.<line>`: the sequence number of the build
// whose log holds it and its 1-based line there. Logs are never rewritten and
// every snapshot lists all earlier ones, so a cursor stays valid across
// snapshot switches and the feed only grows at its end. Each log is read
// through its index (server/change-log.ts): a request reads the lines it
// answers with, and what is kept between requests (the log list, each index's
// header) lives in the snapshot's bounded cache.

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { paths } from '../core/snapshot-layout.js';
import type { Change } from '../core/types.js';
import { IndexedChangeLog, ScannedChangeLog, sizeOf, type ChangeLogReader } from './change-log.js';
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

export interface FeedLog {
  name: string;
  sequence: number;
}

export interface FeedEntry {
  cursor: string;
  change: Change;
}

export class UnknownCursorError extends Error {}

export class ChangeFeed {
  constructor(private readonly snapshot: Snapshot) {}

  /** The change logs of this snapshot, oldest first. */
  async logs(): Promise<FeedLog[]> {
    const { list } = await this.snapshot.remember('change-logs', async () => {
      const manifest = JSON.parse(await readFile(join(this.snapshot.dir, paths.manifest), 'utf8')) as {
        changeLogs?: string[];
      };
      const list = (manifest.changeLogs ?? []).map((name) => ({ name, sequence: Number(name.split('-')[0]) }));
      return { value: { list }, weight: list.length * 64 + 256 };
    });
    return list;
  }

  /** A log's reader: through its index, or a scan when it has none. */
  private reader(log: FeedLog): Promise<ChangeLogReader> {
    return this.snapshot.remember<ChangeLogReader>(`change-log ${log.name}`, async () => {
      const logPath = join(this.snapshot.dir, paths.changeLog(log.name));
      const indexPath = join(this.snapshot.dir, paths.changeIndex(log.name));
      if ((await sizeOf(indexPath)) === null) {
        if ((await sizeOf(logPath)) === null)
          throw Object.assign(new Error(`no change log ${log.name}`), { code: 'ENOENT' });
        return { value: new ScannedChangeLog(logPath), weight: 256 };
      }
      const { header, bytes } = await IndexedChangeLog.readHeader(indexPath);
      return { value: new IndexedChangeLog(logPath, indexPath, header, bytes), weight: bytes * 2 + 256 };
    });
  }

  /**
   * Up to `limit` changes after `since` (null: from the start), of one
   * country or all. `next` is the position to ask from next time: the last
   * change returned, or the end of the feed when nothing more matches (the
   * lines of other countries read past are not read again).
   */
  async page(
    since: Cursor | null,
    country: string | null,
    limit: number,
  ): Promise<{ entries: FeedEntry[]; next: string | null; hasMore: boolean }> {
    const list = await this.logs();
    let first = 0;
    let skip = 0;
    if (since && since.sequence !== 0) {
      first = list.findIndex((log) => log.sequence === since.sequence);
      if (first === -1) throw new UnknownCursorError(`no change log of build ${since.sequence} in this feed`);
      const count = await (await this.reader(list[first]!)).count();
      if (since.line > count)
        throw new UnknownCursorError(`build ${since.sequence} made ${count} changes, not ${since.line}`);
      skip = since.line;
    }
    const entries: FeedEntry[] = [];
    let end: string | null = since ? formatCursor(since) : null;
    for (let index = first; index < list.length; index++) {
      const log = list[index]!;
      const reader = await this.reader(log);
      const from = index === first ? skip : 0;
      // One more than the page holds: whether it exists is has_more.
      for (const { line, text } of await reader.after(from, country, limit + 1 - entries.length)) {
        if (entries.length === limit) return { entries, next: entries[limit - 1]!.cursor, hasMore: true };
        entries.push({ cursor: `${log.sequence}.${line + 1}`, change: JSON.parse(text) as Change });
      }
      const count = await reader.count();
      if (count > from) end = `${log.sequence}.${count}`;
    }
    return { entries, next: end, hasMore: false };
  }

  /** Every change of one holiday, oldest first; empty when the id never appeared. */
  async history(id: string): Promise<FeedEntry[]> {
    const found: FeedEntry[] = [];
    for (const log of await this.logs()) {
      for (const { line, text } of await (await this.reader(log)).withId(id))
        found.push({ cursor: `${log.sequence}.${line + 1}`, change: JSON.parse(text) as Change });
    }
    return found;
  }
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
