// The access log: one JSON line per request, built with a template string and
// written in blocks of whole lines, many lines a write.
// A logging library's formatting and a write per line cost the server a fifth
// of its throughput with WORKERS=2; a line here costs a string and a share of
// one write (BENCHMARKS.md, "The access log's cost"). What the line's path
// may show is loggedPath's (server/redact.ts): never a key.

import { openSync, writeSync } from 'node:fs';

/** One request as logged. */
export interface AccessEntry {
  /** The client's address (server/client-address.ts); null when the connection no longer knew it. */
  client: string | null;
  /** null (with path) for an answer written before the request was parsed. */
  method: string | null;
  /** As loggedPath gives it. */
  path: string | null;
  status: number;
  durationMs: number;
  bytes: number;
  requestId: string;
  keyId: string | null;
  plan: string | null;
  /** The client stopped waiting before the answer was written whole. */
  aborted: boolean;
}

/** Characters a JSON string holds as they are: printable ASCII but `"` and `\`. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** A JSON string in ASCII alone (so that a line's length is its length in bytes): beyond ASCII, \u escapes. */
function jsonString(text: string): string {
  if (PLAIN.test(text)) return `"${text}"`;
  return JSON.stringify(text).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The most a write holds: whole lines, up to PIPE_BUF (4096 bytes on Linux).
 * A pipe never mixes a write of that size or less with other writers', so
 * the lines of cluster workers sharing the primary's stdout stay whole.
 */
const BLOCK_BYTES = 4096;
/** When the destination is full (a non-blocking pipe nobody reads fast enough), the next try comes this much later. */
const RETRY_MS = 10;
/** How long a block that is not full waits for more lines. */
const LINGER_MS = 50;

/**
 * The access log's destination: lines gather in blocks, each written
 * synchronously in one write: a full block at the end of the event loop's
 * turn that filled it (setImmediate), one still filling at most LINGER_MS
 * after its first line. Under load a write carries some 15 lines of 250
 * bytes; at rest a line is written within LINGER_MS.
 * A full non-blocking destination (EAGAIN: a single process's stdout pipe,
 * read too slowly) is tried again later, the lines waiting in memory
 * meanwhile, so the server does not wait for that reader; on a blocking one
 * (a file, the stdout cluster workers share) the write waits as any does.
 * flush() writes what waits; whatever is left is tried once more on exit.
 */
export class AccessLog {
  /** `{"level":30,"time":` … the fields pino wrote first, in its forms: level 30 is info, time in ms since the epoch. */
  private readonly head = '{"level":30,"time":';
  private readonly pid = `,"pid":${process.pid}`;
  private readonly fd: number;
  /** Full blocks waiting to be written, then the block being filled. */
  private readonly blocks: string[] = [];
  private block = '';
  private scheduled = false;
  private retry: NodeJS.Timeout | null = null;
  private linger: NodeJS.Timeout | null = null;
  private readonly flushed: (() => void)[] = [];
  /** Set when the destination failed for good (closed, gone): the log is dropped then, not the server. */
  private failed = false;

  constructor(destination: number | string) {
    this.fd = typeof destination === 'number' ? destination : openSync(destination, 'a');
    process.once('exit', () => this.write());
  }

  /** Logs one request. */
  entry(entry: AccessEntry): void {
    this.append(
      `${this.head}${Date.now()}${this.pid},"client":${entry.client === null ? 'null' : jsonString(entry.client)},"method":${entry.method === null ? 'null' : jsonString(entry.method)},"path":${entry.path === null ? 'null' : jsonString(entry.path)},"status":${entry.status},"durationMs":${entry.durationMs},"bytes":${entry.bytes},"requestId":${jsonString(entry.requestId)},"keyId":${entry.keyId === null ? 'null' : jsonString(entry.keyId)},"plan":${entry.plan === null ? 'null' : jsonString(entry.plan)}${entry.aborted ? ',"aborted":true' : ''}}\n`,
    );
  }

  /** Calls back once every line logged so far is written. */
  flush(callback: () => void): void {
    this.flushed.push(callback);
    this.drain();
  }

  private append(line: string): void {
    if (this.failed) return;
    if (this.block.length + line.length > BLOCK_BYTES && this.block !== '') {
      this.blocks.push(this.block);
      this.block = line;
      // A full block goes out at the end of this turn.
      if (!this.scheduled && this.retry === null) {
        this.scheduled = true;
        setImmediate(this.drain);
      }
    } else {
      this.block += line;
      // A block still filling waits a little for more lines: one write then carries many.
      if (this.linger === null && !this.scheduled && this.retry === null) {
        this.linger = setTimeout(this.drain, LINGER_MS);
        this.linger.unref();
      }
    }
  }

  private readonly drain = (): void => {
    this.scheduled = false;
    if (this.linger !== null) {
      clearTimeout(this.linger);
      this.linger = null;
    }
    if (this.retry !== null) return;
    if (this.write()) {
      for (const callback of this.flushed.splice(0)) callback();
      return;
    }
    this.retry = setTimeout(() => {
      this.retry = null;
      this.drain();
    }, RETRY_MS);
    // A stop waits through flush(); nothing else should keep the process alive for the log.
    this.retry.unref();
  };

  /** Writes the waiting blocks in order; false when the destination is full and some are left. */
  private write(): boolean {
    if (this.block !== '') {
      this.blocks.push(this.block);
      this.block = '';
    }
    let index = 0;
    try {
      while (index < this.blocks.length) {
        const block = this.blocks[index]!;
        const written = writeSync(this.fd, block);
        // Only a line longer than a block can be written in part (a pipe takes a short write whole or not at all); ASCII: bytes are characters.
        if (written < block.length) this.blocks[index] = block.slice(written);
        else index++;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') this.fail(error as Error);
    } finally {
      this.blocks.splice(0, index);
    }
    return this.blocks.length === 0 || this.failed;
  }

  private fail(error: Error): void {
    this.failed = true;
    this.blocks.length = 0;
    process.stderr.write(
      `server: the access log cannot be written (${error.message}); requests are no longer logged\n`,
    );
  }
}

/** The access log at LOG_LEVEL, or null when the level leaves it out (warn, error, fatal, silent). */
export function accessLogger(level: string, destination: number | string = 1): AccessLog | null {
  return ['info', 'debug', 'trace'].includes(level) ? new AccessLog(destination) : null;
}
