// The access log: one JSON line per request, encoded straight into reused
// byte buffers and written in blocks of whole lines, many lines a write.
// A logging library's formatting and a write per line cost the server a fifth
// of its throughput with WORKERS=2; a line built as a string still left some
// 3 KB of garbage per request (its pieces, its numbers' texts, the block's
// flattening) for the young generation to sweep. Here a line is bytes written
// in place, with no string made unless a text needs escaping. The lines
// waiting are encoded together just before they are written, and what
// repeats from line to line (the time and pid, a client's address with its
// GET, a key's id and plan) is encoded once and copied, since JavaScript
// writes a byte at a time some ten times slower than a native copy
// (BENCHMARKS.md, "The access log's cost"). What the line's path may show is
// loggedPath's (server/redact.ts): never a key.

import { fstatSync, openSync, writeSync } from 'node:fs';

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

/** A JSON string in ASCII alone (so that a line's length is its length in bytes): beyond ASCII, \u escapes. */
function jsonString(text: string): string {
  return JSON.stringify(text).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The most a write to a pipe or a socket holds: whole lines, up to PIPE_BUF
 * (4096 bytes on Linux). A pipe never mixes a write of that size or less with
 * other writers', so the lines of cluster workers sharing the primary's
 * stdout stay whole.
 */
const PIPE_BLOCK_BYTES = 4096;
/**
 * The most a write to anything else holds (a file, /dev/null, a terminal):
 * a file takes each write whole whatever its size (writers sharing it take
 * turns), so a write carries eight times as many lines, and the server makes
 * eight times fewer system calls for its log.
 */
const FILE_BLOCK_BYTES = 32 * 1024;
/** Bytes of a reused buffer: many blocks' lines, and any line up to some 10,000 characters. */
const BUFFER_BYTES = 64 * 1024;
/** About what a line takes, to tell when the lines waiting fill a block. */
const LINE_BYTES_GUESS = 256;
/** The most a line takes beyond its texts: the names, the numbers, the punctuation. */
const LINE_FRAME_BYTES = 320;
/** Reused buffers kept once written, for the next lines. */
const SPARE_BUFFERS = 4;
/** When the destination is full (a non-blocking pipe nobody reads fast enough), the next try comes this much later. */
const RETRY_MS = 10;
/** How long a block that is not full waits for more lines. */
const LINGER_MS = 50;
/**
 * How long a full block waits for the next ones before they go out, one
 * write each, back to back: under load a pipe's reader (a log collector)
 * then wakes once for several blocks instead of once a block, which cost
 * the server some two points of its throughput on two cores
 * (BENCHMARKS.md, "The access log's cost").
 */
const BURST_MS = 4;

/** Lines encoded in one buffer, cut into writes of whole lines. */
interface Buffered {
  bytes: Buffer;
  /** Bytes encoded so far. */
  used: number;
  /** Where each write ends, but the last one still filling (which ends at `used`). */
  ends: number[];
  /** Bytes already written. */
  written: number;
}

/**
 * The access log's destination: lines gather in blocks, each written
 * synchronously in one write: a full block within BURST_MS (with the blocks
 * filled meanwhile, back to back), one still filling at most LINGER_MS after
 * its first line. Under load a write carries some 15 lines of 250 bytes to a
 * pipe, some 130 to a file; at rest a line is written within LINGER_MS.
 * A full non-blocking destination (EAGAIN: a single process's stdout pipe,
 * read too slowly) is tried again later, the lines waiting in memory
 * meanwhile, so the server does not wait for that reader; on a blocking one
 * (a file, the stdout cluster workers share) the write waits as any does.
 * flush() writes what waits; whatever is left is tried once more on exit.
 */
export class AccessLog {
  private readonly fd: number;
  /**
   * `{"level":30,"time":…,"pid":…,"client":`: the fields pino wrote first, in
   * its forms (level 30 is info, time in ms since the epoch), made once a
   * millisecond and copied into each line of that millisecond.
   */
  private openingTime = -1;
  private opening: Buffer = Buffer.alloc(0);
  /** A client's address, a GET and the path's name: `"10.0.0.1","method":"GET","path":`, by client. */
  private readonly getsBy = new EncodedRuns();
  /** A key's id and plan and the line's end: `,"keyId":"k1","plan":"titan"}` and a newline, by key id. */
  private readonly closingsBy = new EncodedRuns();
  /** Requests logged whose lines are not yet encoded, and when each was logged. */
  private readonly waiting: AccessEntry[] = [];
  private readonly waitingTimes: number[] = [];
  /** Buffers waiting to be written, in order; the last one takes the next lines. */
  private readonly queue: Buffered[] = [];
  private readonly spare: Buffer[] = [];
  private retry: NodeJS.Timeout | null = null;
  /** The timer that writes the waiting blocks (BURST_MS once a block is full, LINGER_MS before), and its delay. */
  private timer: NodeJS.Timeout | null = null;
  private timerMs = 0;
  private readonly flushed: (() => void)[] = [];
  /** Set when the destination failed for good (closed, gone): the log is dropped then, not the server. */
  private failed = false;

  /** The most one write holds: PIPE_BLOCK_BYTES or FILE_BLOCK_BYTES, by what the destination is. */
  readonly blockBytes: number;

  constructor(destination: number | string) {
    this.fd = typeof destination === 'number' ? destination : openSync(destination, 'a');
    this.blockBytes = isFile(this.fd) ? FILE_BLOCK_BYTES : PIPE_BLOCK_BYTES;
    process.once('exit', () => {
      this.encodeWaiting();
      this.write();
    });
  }

  /**
   * Logs one request. Its line is encoded with the others waiting, in one
   * loop just before they are written: encoded one at a time, each between
   * its request's other work, they cost the server some 3 points more of its
   * throughput (BENCHMARKS.md, "The access log's cost").
   */
  entry(entry: AccessEntry): void {
    if (this.failed) return;
    this.waiting.push(entry);
    this.waitingTimes.push(Date.now());
    // Some 250 bytes a line: a block's worth goes out within BURST_MS, fewer lines wait up to LINGER_MS for more.
    this.writeWithin(this.waiting.length * LINE_BYTES_GUESS >= this.blockBytes ? BURST_MS : LINGER_MS);
  }

  /** Encodes the lines waiting, in order, into the buffers to write. */
  private encodeWaiting(): void {
    for (let index = 0; index < this.waiting.length; index++)
      this.encode(this.waiting[index]!, this.waitingTimes[index]!);
    this.waiting.length = 0;
    this.waitingTimes.length = 0;
  }

  /** Encodes one line, logged at `now`, and marks where a write ends when the block is full. */
  private encode(entry: AccessEntry, now: number): void {
    // The most the line can take: every text escaped at its widest (\uXXXX: six bytes a character).
    const longest =
      LINE_FRAME_BYTES +
      6 *
        (length(entry.client) +
          length(entry.method) +
          length(entry.path) +
          entry.requestId.length +
          length(entry.keyId) +
          length(entry.plan));
    const into = this.room(longest);
    const start = into.used;
    const bytes = into.bytes;
    if (now !== this.openingTime) {
      this.openingTime = now;
      this.opening = Buffer.from(`{"level":30,"time":${now},"pid":${process.pid},"client":`, 'latin1');
    }
    let at = copy(bytes, start, this.opening);
    const { client, method, keyId, plan } = entry;
    if (client !== null && method === 'GET') at = copy(bytes, at, this.getsBy.get(client, null, getRun));
    else {
      at = text(bytes, at, client);
      at = ascii(bytes, at, ',"method":');
      at = text(bytes, at, method);
      at = ascii(bytes, at, ',"path":');
    }
    at = text(bytes, at, entry.path);
    at = ascii(bytes, at, ',"status":');
    at = integer(bytes, at, entry.status);
    at = ascii(bytes, at, ',"durationMs":');
    at = milliseconds(bytes, at, entry.durationMs);
    at = ascii(bytes, at, ',"bytes":');
    at = integer(bytes, at, entry.bytes);
    at = ascii(bytes, at, ',"requestId":');
    at = text(bytes, at, entry.requestId);
    at =
      keyId !== null && !entry.aborted
        ? copy(bytes, at, this.closingsBy.get(keyId, plan, closingRun))
        : closing(bytes, at, keyId, plan, entry.aborted);
    into.used = at;
    const blockStart = into.ends.length === 0 ? 0 : into.ends[into.ends.length - 1]!;
    // The block is full without this line: it ends there, and the line starts the next.
    if (at - blockStart > this.blockBytes && start > blockStart) into.ends.push(start);
  }

  /** Has the waiting lines written within `ms` (unless a retry, which writes them all, is already due). */
  private writeWithin(ms: number): void {
    if (this.retry !== null) return;
    if (this.timer !== null) {
      if (this.timerMs <= ms) return;
      clearTimeout(this.timer);
    }
    this.timerMs = ms;
    this.timer = setTimeout(this.drain, ms);
    // A stop waits through flush(); nothing else should keep the process alive for the log.
    this.timer.unref();
  }

  /** Calls back once every line logged so far is written. */
  flush(callback: () => void): void {
    this.flushed.push(callback);
    this.drain();
  }

  /** The buffer the next line goes into, with at least `bytes` free. */
  private room(bytes: number): Buffered {
    const last = this.queue[this.queue.length - 1];
    if (last !== undefined && last.used + bytes <= last.bytes.length) return last;
    // A new buffer: the last one's lines end its writes.
    if (last !== undefined && last.used > (last.ends[last.ends.length - 1] ?? 0)) last.ends.push(last.used);
    const buffer =
      bytes <= BUFFER_BYTES
        ? (this.spare.pop() ?? Buffer.allocUnsafeSlow(BUFFER_BYTES))
        : Buffer.allocUnsafeSlow(bytes);
    const fresh: Buffered = { bytes: buffer, used: 0, ends: [], written: 0 };
    this.queue.push(fresh);
    return fresh;
  }

  private readonly drain = (): void => {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.encodeWaiting();
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

  /** Writes the waiting lines in order, a block a write; false when the destination is full and some are left. */
  private write(): boolean {
    try {
      while (this.queue.length > 0) {
        const buffered = this.queue[0]!;
        if (buffered.used > (buffered.ends[buffered.ends.length - 1] ?? 0)) buffered.ends.push(buffered.used);
        for (const end of buffered.ends) {
          while (buffered.written < end) {
            // Only a line longer than a block can be written in part (a pipe takes a short write whole or not at all).
            buffered.written += writeSync(this.fd, buffered.bytes, buffered.written, end - buffered.written);
          }
        }
        this.queue.shift();
        if (this.queue.length === 0) {
          // The last buffer takes the next lines from its start again.
          buffered.used = 0;
          buffered.written = 0;
          buffered.ends.length = 0;
          this.queue.push(buffered);
          return true;
        }
        if (buffered.bytes.length === BUFFER_BYTES && this.spare.length < SPARE_BUFFERS)
          this.spare.push(buffered.bytes);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') this.fail(error as Error);
    }
    return this.queue.every((buffered) => buffered.written === buffered.used) || this.failed;
  }

  private fail(error: Error): void {
    this.failed = true;
    this.queue.length = 0;
    this.waiting.length = 0;
    this.waitingTimes.length = 0;
    process.stderr.write(
      `server: the access log cannot be written (${error.message}); requests are no longer logged\n`,
    );
  }
}

/** Runs of encoded bytes kept beyond this many are all forgotten, and encoded again as they come. */
const ENCODED_RUNS = 4096;

/**
 * Runs of a line's bytes that depend on a text (a client's address, a key's
 * id) and at most one more value (the key's plan), each encoded the first
 * time it is needed.
 */
class EncodedRuns {
  private readonly byText = new Map<string, { also: string | null; bytes: Buffer }>();

  /** The bytes for `text` and `also`: kept ones, or those `encode` writes at the start of a buffer of their own (it returns where they end). */
  get(text: string, also: string | null, encode: (line: Buffer, text: string, also: string | null) => number): Buffer {
    const kept = this.byText.get(text);
    if (kept !== undefined && kept.also === also) return kept.bytes;
    if (this.byText.size >= ENCODED_RUNS) this.byText.clear();
    const line = Buffer.allocUnsafe(LINE_FRAME_BYTES + 6 * (text.length + (also?.length ?? 4)));
    const bytes = line.subarray(0, encode(line, text, also));
    this.byText.set(text, { also, bytes });
    return bytes;
  }
}

/** A GET's client and method, up to the path's value. */
const getRun = (line: Buffer, client: string) => ascii(line, text(line, 0, client), ',"method":"GET","path":');

/** A line's end from the key's id on. */
function closing(line: Buffer, at: number, keyId: string | null, plan: string | null, aborted: boolean): number {
  at = ascii(line, at, ',"keyId":');
  at = text(line, at, keyId);
  at = ascii(line, at, ',"plan":');
  at = text(line, at, plan);
  return ascii(line, at, aborted ? ',"aborted":true}\n' : '}\n');
}

/** The end of a line not aborted, for a key. */
const closingRun = (line: Buffer, keyId: string, plan: string | null) => closing(line, 0, keyId, plan, false);

/** Copies bytes into a line at `at`; where they end there. */
function copy(line: Buffer, at: number, bytes: Buffer): number {
  line.set(bytes, at);
  return at + bytes.length;
}

/** Whether a write of any size reaches the destination whole: anything but a pipe or a socket (or what cannot be told). */
function isFile(fd: number): boolean {
  try {
    const kind = fstatSync(fd);
    return !kind.isFIFO() && !kind.isSocket();
  } catch {
    return false;
  }
}

const length = (value: string | null) => (value === null ? 4 : value.length);

/** Copies ASCII text as it is. */
function ascii(bytes: Buffer, at: number, value: string): number {
  for (let index = 0; index < value.length; index++) bytes[at++] = value.charCodeAt(index);
  return at;
}

/** A JSON string, or null: printable ASCII but `"` and `\` as it is, anything else through jsonString's escapes. */
function text(bytes: Buffer, at: number, value: string | null): number {
  if (value === null) return ascii(bytes, at, 'null');
  const start = at;
  bytes[at++] = 0x22;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code > 0x7e || code === 0x22 || code === 0x5c) return ascii(bytes, start, jsonString(value));
    bytes[at++] = code;
  }
  bytes[at++] = 0x22;
  return at;
}

/** A number as JSON writes it; a whole one from 0 to 2^53 digit by digit, with no string made. */
function integer(bytes: Buffer, at: number, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) return ascii(bytes, at, String(value));
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  let rest = value;
  for (let index = at + digits - 1; index >= at; index--) {
    bytes[index] = 0x30 + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  return at + digits;
}

/** Milliseconds to the microsecond, as JSON writes the number (0.5, 12.034, 3): the whole part, then up to three decimals. */
function milliseconds(bytes: Buffer, at: number, value: number): number {
  const micros = Math.round(value * 1000);
  // Only where micros / 1000 is the number itself (it is whenever the caller rounded to the microsecond).
  if (!(micros >= 0 && micros < 1e15) || micros / 1000 !== value) return ascii(bytes, at, String(value));
  at = integer(bytes, at, Math.floor(micros / 1000));
  const fraction = micros % 1000;
  if (fraction === 0) return at;
  // Three decimals, less the trailing zeros: .5, .04, .034.
  const tenths = Math.floor(fraction / 100);
  const hundredths = Math.floor(fraction / 10) % 10;
  const thousandths = fraction % 10;
  bytes[at++] = 0x2e;
  bytes[at++] = 0x30 + tenths;
  if (hundredths !== 0 || thousandths !== 0) bytes[at++] = 0x30 + hundredths;
  if (thousandths !== 0) bytes[at++] = 0x30 + thousandths;
  return at;
}

/** The access log at LOG_LEVEL, or null when the level leaves it out (warn, error, fatal, silent). */
export function accessLogger(level: string, destination: number | string = 1): AccessLog | null {
  return ['info', 'debug', 'trace'].includes(level) ? new AccessLog(destination) : null;
}
