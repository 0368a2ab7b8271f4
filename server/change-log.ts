// Reading one change log by the lines a request needs. With its index
// (pipeline/change-index.ts) a reader seeks: a country's lines, a holiday's
// lines and any line's bytes are found with a few small reads, so memory
// follows the page asked for, not the log. A log without an index (published
// before indexes) is read as a stream, a chunk at a time: slower, but bounded.

import { open, stat, type FileHandle } from 'node:fs/promises';
import type { ChangeIndexHeader } from '../core/change-index-format.js';

export interface LogLine {
  /** 0-based line number in the log. */
  line: number;
  text: string;
}

export interface ChangeLogReader {
  /** How many changes the log holds. */
  count(): Promise<number>;
  /** Up to `max` lines from line `from` on, of one country or all. */
  after(from: number, country: string | null, max: number): Promise<LogLine[]>;
  /** The lines of one holiday id. */
  withId(id: string): Promise<LogLine[]>;
}

/** Reads within this gap are joined into one; a joined read stays under the cap. */
const JOIN_GAP = 16 * 1024;
const MAX_READ = 1024 * 1024;

/** The bytes of each [start, end) span, in order, with nearby spans read together. */
async function readSpans(handle: FileHandle, spans: readonly [number, number][]): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let index = 0; index < spans.length; ) {
    const first = spans[index]![0];
    let last = index;
    while (
      last + 1 < spans.length &&
      spans[last + 1]![0] - spans[last]![1] <= JOIN_GAP &&
      spans[last + 1]![1] - first <= MAX_READ
    )
      last++;
    const end = spans[last]![1];
    const buffer = Buffer.alloc(end - first);
    await handle.read(buffer, 0, buffer.length, first);
    for (let each = index; each <= last; each++)
      out.push(buffer.subarray(spans[each]![0] - first, spans[each]![1] - first));
    index = last + 1;
  }
  return out;
}

/** A log read through its index. The header is parsed once (the caller caches it). */
export class IndexedChangeLog implements ChangeLogReader {
  private readonly lineRecord: number;
  private readonly countryRecord: number;
  private readonly idRecord: number;
  private readonly linesAt: number;
  private readonly countriesAt: number;
  private readonly idsAt: number;

  constructor(
    private readonly logPath: string,
    private readonly indexPath: string,
    private readonly header: ChangeIndexHeader,
    headerBytes: number,
  ) {
    const { widths, lines } = header;
    this.lineRecord = widths.offset + 1;
    this.countryRecord = widths.line + 1;
    this.idRecord = widths.id + 1 + widths.line + 1;
    this.linesAt = headerBytes;
    this.countriesAt = this.linesAt + (lines + 1) * this.lineRecord;
    this.idsAt = this.countriesAt + lines * this.countryRecord;
  }

  /** The header of an index file and its length in bytes. */
  static async readHeader(indexPath: string): Promise<{ header: ChangeIndexHeader; bytes: number }> {
    const handle = await open(indexPath, 'r');
    try {
      let size = 16 * 1024;
      for (;;) {
        const buffer = Buffer.alloc(size);
        const { bytesRead } = await handle.read(buffer, 0, size, 0);
        const end = buffer.subarray(0, bytesRead).indexOf(10);
        if (end !== -1)
          return { header: JSON.parse(buffer.toString('utf8', 0, end)) as ChangeIndexHeader, bytes: end + 1 };
        if (bytesRead < size) throw new Error(`${indexPath}: the header line does not end`);
        size *= 4;
      }
    } finally {
      await handle.close();
    }
  }

  count(): Promise<number> {
    return Promise.resolve(this.header.lines);
  }

  private async withIndex<T>(read: (index: FileHandle) => Promise<T>): Promise<T> {
    const handle = await open(this.indexPath, 'r');
    try {
      return await read(handle);
    } finally {
      await handle.close();
    }
  }

  private static async record(handle: FileHandle, at: number, width: number): Promise<string> {
    const buffer = Buffer.alloc(width - 1);
    await handle.read(buffer, 0, buffer.length, at);
    return buffer.toString('latin1');
  }

  /** The first position in [low, high) whose record is not below `target` (records sorted). */
  private static async lowerBound(
    handle: FileHandle,
    base: number,
    width: number,
    low: number,
    high: number,
    target: string,
  ): Promise<number> {
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((await IndexedChangeLog.record(handle, base + middle * width, width)) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  async after(from: number, country: string | null, max: number): Promise<LogLine[]> {
    const { lines: total, widths } = this.header;
    if (country === null) {
      const lines = Array.from({ length: Math.max(0, Math.min(max, total - from)) }, (_, index) => from + index);
      return this.withIndex((index) => this.readLines(index, lines));
    }
    const [first, count] = this.header.countries[country] ?? [0, 0];
    return this.withIndex(async (index) => {
      const target = String(from).padStart(widths.line, '0');
      const start = await IndexedChangeLog.lowerBound(
        index,
        this.countriesAt,
        this.countryRecord,
        first,
        first + count,
        target,
      );
      const take = Math.min(max, first + count - start);
      if (take <= 0) return [];
      const [block] = await readSpans(index, [
        [this.countriesAt + start * this.countryRecord, this.countriesAt + (start + take) * this.countryRecord],
      ]);
      const lines = block!.toString('latin1').split('\n', take).map(Number);
      return this.readLines(index, lines);
    });
  }

  async withId(id: string): Promise<LogLine[]> {
    const { lines: total, widths } = this.header;
    if (id.length > widths.id) return [];
    const key = id.padEnd(widths.id, ' ');
    return this.withIndex(async (index) => {
      const lines: number[] = [];
      for (
        let at = await IndexedChangeLog.lowerBound(index, this.idsAt, this.idRecord, 0, total, key);
        at < total;
        at++
      ) {
        const record = await IndexedChangeLog.record(index, this.idsAt + at * this.idRecord, this.idRecord);
        if (record.slice(0, widths.id) !== key) break;
        lines.push(Number(record.slice(widths.id + 1)));
      }
      return this.readLines(index, lines);
    });
  }

  /** The text of each line (ascending), its bounds read from the index. */
  private async readLines(index: FileHandle, lines: readonly number[]): Promise<LogLine[]> {
    if (lines.length === 0) return [];
    const bounds = await readSpans(
      index,
      lines.map((line) => [this.linesAt + line * this.lineRecord, this.linesAt + (line + 2) * this.lineRecord]),
    );
    const spans = bounds.map((bytes): [number, number] => {
      const [start, end] = bytes.toString('latin1').split('\n', 2).map(Number) as [number, number];
      return [start, end];
    });
    const log = await open(this.logPath, 'r');
    try {
      const texts = await readSpans(log, spans);
      return lines.map((line, at) => ({ line, text: texts[at]!.toString('utf8').replace(/\n$/, '') }));
    } finally {
      await log.close();
    }
  }
}

/** A log without an index, read front to back in chunks; a line becomes text only when it may match. */
export class ScannedChangeLog implements ChangeLogReader {
  private counted: Promise<number> | undefined;

  constructor(private readonly logPath: string) {}

  /**
   * Calls `visit` with each line (its bytes are data[start, end)) that holds
   * `needle` (every line without one), until it returns false. One buffer,
   * reused: memory stays at a chunk and the longest line.
   */
  private async scan(
    needle: Buffer | null,
    visit: (line: number, data: Buffer, start: number, end: number) => boolean,
  ): Promise<void> {
    const handle = await open(this.logPath, 'r');
    try {
      let buffer = Buffer.alloc(64 * 1024);
      let filled = 0;
      let line = 0;
      for (let position = 0; ; ) {
        // A line longer than the buffer: make room for it.
        if (filled === buffer.length) buffer = Buffer.concat([buffer, Buffer.alloc(buffer.length)]);
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, position);
        position += bytesRead;
        filled += bytesRead;
        const view = buffer.subarray(0, filled);
        let start = 0;
        let hit = needle ? view.indexOf(needle) : 0;
        for (let end = view.indexOf(10); end !== -1; end = view.indexOf(10, start)) {
          if (needle && hit !== -1 && hit < start) hit = view.indexOf(needle, start);
          if ((!needle || (hit !== -1 && hit < end)) && !visit(line, view, start, end)) return;
          line++;
          start = end + 1;
        }
        if (bytesRead === 0) {
          if (start < filled && (!needle || view.indexOf(needle, start) !== -1)) visit(line, view, start, filled);
          return;
        }
        buffer.copyWithin(0, start, filled);
        filled -= start;
      }
    } finally {
      await handle.close();
    }
  }

  /** The lines holding `needle` whose parsed `field` is `value`, from line `from` on, up to `max`. */
  private async matching(
    needle: Buffer | null,
    field: 'country' | 'id',
    value: string,
    from: number,
    max: number,
  ): Promise<LogLine[]> {
    const found: LogLine[] = [];
    if (max <= 0) return found;
    await this.scan(needle, (line, data, start, end) => {
      if (line < from) return true;
      const text = data.toString('utf8', start, end);
      if (needle === null || (JSON.parse(text) as Record<string, string>)[field] === value) found.push({ line, text });
      return found.length < max;
    });
    return found;
  }

  count(): Promise<number> {
    this.counted ??= (async () => {
      let count = 0;
      await this.scan(null, () => {
        count++;
        return true;
      });
      return count;
    })();
    return this.counted;
  }

  after(from: number, country: string | null, max: number): Promise<LogLine[]> {
    return this.matching(
      country === null ? null : Buffer.from(`"country":"${country}"`),
      'country',
      country ?? '',
      from,
      max,
    );
  }

  withId(id: string): Promise<LogLine[]> {
    return this.matching(Buffer.from(`"id":"${id}"`), 'id', id, 0, Infinity);
  }
}

/** The size of a file, or null when it is missing. */
export async function sizeOf(path: string): Promise<number | null> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
