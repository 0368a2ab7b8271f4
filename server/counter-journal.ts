// The counts since the counters file was last written, appended as they
// happen, so that a process killed without a clean stop (SIGKILL, a crash)
// hands back little allowance: a window's pending counts are appended in one
// write as soon as they reach JOURNAL_EVERY, and every pending count at least
// once a second. The file sits beside the counters file; its first line names
// it, so that a counters file written after it can say it holds its counts.

import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import type { Tally } from './counters.js';

/** A window's pending counts are written once they reach this many: a crash loses fewer. */
export const JOURNAL_EVERY = 10;

/** Pending counts below JOURNAL_EVERY are written after at most this long. */
export const JOURNAL_FLUSH_MS = 1_000;

const FORMAT = 'holidays-counter-journal/1';

export const journalPathOf = (countersFile: string) => `${countersFile}.journal`;

/** A journal's name and the counts it holds; a line cut short by a crash mid-write is left out. */
export function readJournal(path: string): { id: string; tallies: Tally[] } | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [head = '', ...lines] = text.split('\n');
  let id: string;
  try {
    const header = JSON.parse(head) as { format?: string; id?: string };
    if (header.format !== FORMAT || typeof header.id !== 'string') return null;
    id = header.id;
  } catch {
    // Killed before its first line was whole: it holds no counts.
    return null;
  }
  const tallies: Tally[] = [];
  for (const line of lines) {
    try {
      const [key, count, expiresAt] = JSON.parse(line) as [string, number, number];
      if (typeof key === 'string' && Number.isInteger(count) && Number.isInteger(expiresAt))
        tallies.push({ key, count, expiresAt });
    } catch {
      // The last line of a process killed while writing it.
    }
  }
  return { id, tallies };
}

export class CounterJournal {
  private readonly pending = new Map<string, Tally>();
  private fd: number | null = null;
  private failed = false;
  private torn = false;
  /** Bytes appended by this process. */
  bytes = 0;
  private readonly timer = setInterval(() => this.flush(), JOURNAL_FLUSH_MS).unref();

  /**
   * @param path the journal file
   * @param id this journal's name, which the counters file records once it holds these counts
   * @param append go on after the counts already in the file (named `id`), rather than replace it
   * @param report says once that the journal cannot be written (a full disk), and once that it can again
   */
  constructor(
    readonly path: string,
    readonly id: string,
    private readonly append: boolean,
    private readonly report: (line: string) => void,
  ) {
    // The journal found may end on a line a crash cut short.
    this.torn = append;
  }

  /** Counts (or, negative, takes back) requests of a window. */
  record(key: string, count: number, expiresAt: number): void {
    let entry = this.pending.get(key);
    if (!entry) this.pending.set(key, (entry = { key, count: 0, expiresAt }));
    entry.count += count;
    entry.expiresAt = expiresAt;
    // While the disk refuses, the timer retries: not every request.
    if (!this.failed && Math.abs(entry.count) >= JOURNAL_EVERY) this.flush();
  }

  /** Appends every pending count in one write; on failure they stay pending for the next try. */
  flush(): boolean {
    if (this.pending.size === 0) return true;
    // After a write cut short (a full disk), the next begins on a line of its own; lines
    // that did reach the file are then written again, erring towards counting more.
    const opening = this.fd === null;
    let text = opening && !this.append ? `${JSON.stringify({ format: FORMAT, id: this.id })}\n` : this.torn ? '\n' : '';
    for (const entry of this.pending.values())
      if (entry.count !== 0) text += `${JSON.stringify([entry.key, entry.count, entry.expiresAt])}\n`;
    try {
      this.fd ??= openSync(this.path, this.append ? 'a' : 'w');
      const written = writeSync(this.fd, text);
      this.bytes += written;
      if (written < Buffer.byteLength(text))
        throw new Error(`only ${written} of ${Buffer.byteLength(text)} bytes written`);
    } catch (error) {
      this.torn = true;
      // A new journal whose first line did not make it whole begins again, first line and all.
      if (opening && !this.append && this.fd !== null) {
        closeSync(this.fd);
        this.fd = null;
      }
      if (!this.failed)
        this.report(
          `counters: cannot write ${this.path} (${(error as Error).message}): counts since the last save are kept in memory only until it can`,
        );
      this.failed = true;
      return false;
    }
    if (this.failed) this.report(`counters: ${this.path} is written again`);
    this.failed = false;
    this.torn = false;
    this.pending.clear();
    return true;
  }

  /** Stops appending; `remove` once the counters file holds every count. */
  close(remove: boolean): void {
    clearInterval(this.timer);
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    if (remove) rmSync(this.path, { force: true });
  }
}
