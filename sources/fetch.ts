// The fetch layer every HTTP source goes through: one shared concurrency
// limit, a timeout per request, retries with backoff on transient faults,
// conditional requests against a raw-payload cache on disk, a size cap and
// checks of status, content type and completeness. Defaults are short so that
// a machine with no network fails fast.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Papa from 'papaparse';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Payload } from './official.js';

export const FETCH_DEFAULTS = {
  timeoutMs: 10_000,
  retries: 2,
  backoffMs: 250,
  /** Longest wait a Retry-After header may ask for; a longer one is cut to this. */
  maxRetryAfterMs: 5_000,
  maxBytes: 5 * 1024 * 1024,
  concurrency: 4,
} as const;

/** One limiter for the whole process, so that all sources together stay polite. */
const sharedLimiter: LimitFunction = pLimit(FETCH_DEFAULTS.concurrency);

export interface FetchOptions {
  /** Folder of the raw-payload cache (created when missing). */
  cacheDir: string;
  /** The run's snapshot time, recorded as the payload's `fetchedAt`. */
  at: string;
  /** Accepted media types; a response without a Content-Type header passes. */
  contentTypes?: readonly string[];
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  maxRetryAfterMs?: number;
  maxBytes?: number;
  limiter?: LimitFunction;
}

// ---------------------------------------------------------------------------
// Errors: one class per kind of fault, each with a one-line message naming the URL.

export type FetchFaultKind = 'network' | 'timeout' | 'http-status' | 'too-large' | 'truncated' | 'content-type';

export class FetchError extends Error {
  readonly kind: FetchFaultKind;
  readonly url: string;
  constructor(kind: FetchFaultKind, url: string, detail: string) {
    super(`GET ${url}: ${detail}`);
    this.kind = kind;
    this.url = url;
  }
  /** Whether trying again may help. */
  get retryable(): boolean {
    return false;
  }
}

export class NetworkError extends FetchError {
  /** The system error code, when there is one (ECONNRESET, ENOTFOUND, …). */
  readonly code: string | null;
  constructor(url: string, detail: string, kind: 'network' | 'timeout' = 'network', code: string | null = null) {
    super(kind, url, detail);
    this.code = code;
  }
  /** Every network fault may pass, but a name that does not resolve (offline, or no such host) will not. */
  override get retryable(): boolean {
    return this.code !== 'ENOTFOUND';
  }
}

export class TimeoutError extends NetworkError {
  constructor(url: string, timeoutMs: number) {
    super(url, `timed out after ${timeoutMs} ms`, 'timeout');
  }
}

export class HttpStatusError extends FetchError {
  readonly status: number;
  /** The wait the server asked for (Retry-After), in ms, if any. */
  readonly retryAfterMs: number | null;
  constructor(url: string, status: number, statusText: string, retryAfterMs: number | null = null) {
    super('http-status', url, `HTTP ${status}${statusText ? ` ${statusText}` : ''}`);
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
  override get retryable(): boolean {
    return this.status === 429 || this.status >= 500;
  }
}

export class TooLargeError extends FetchError {
  constructor(url: string, maxBytes: number) {
    super('too-large', url, `body larger than the ${maxBytes}-byte cap`);
  }
}

export class TruncatedError extends FetchError {
  constructor(url: string, received: number, expected: number) {
    super('truncated', url, `body truncated: received ${received} of ${expected} bytes`);
  }
  // A cut connection is usually transient.
  override get retryable(): boolean {
    return true;
  }
}

export class ContentTypeError extends FetchError {
  constructor(url: string, contentType: string, accepted: readonly string[]) {
    super('content-type', url, `content type ${contentType}, expected one of ${accepted.join(', ')}`);
  }
}

/** Adds the number of attempts to a final error's message, keeping its class. */
function withAttempts(error: FetchError, attempts: number): FetchError {
  if (attempts > 1) error.message = `${error.message} (${attempts} attempts)`;
  return error;
}

// ---------------------------------------------------------------------------
// The raw-payload cache: bodies by sha256 digest, and one index file per URL
// with the validators of the latest body and the last body a source accepted.

interface CacheEntry {
  digest: string;
  etag: string | null;
  lastModified: string | null;
  contentType: string | null;
  fetchedAt: string;
}

interface CacheIndex {
  url: string;
  /** The latest body received (what conditional requests revalidate). */
  current: CacheEntry | null;
  /** The latest body that decoded and passed the source's checks. */
  good: CacheEntry | null;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

const bodyPath = (cacheDir: string, digest: string) => join(cacheDir, 'bodies', digest);
const indexPath = (cacheDir: string, url: string) => join(cacheDir, 'index', `${sha256(url)}.json`);

let temporaryCount = 0;

/** Write then rename: a reader never sees half a file, even if the process dies mid-write. */
function writeAtomically(path: string, data: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${++temporaryCount}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

function readIndex(cacheDir: string, url: string): CacheIndex {
  try {
    const index = JSON.parse(readFileSync(indexPath(cacheDir, url), 'utf8')) as CacheIndex;
    if (index.url === url) return index;
  } catch {
    // A missing or unreadable index is an empty cache for this URL.
  }
  return { url, current: null, good: null };
}

function writeIndex(cacheDir: string, index: CacheIndex): void {
  writeAtomically(indexPath(cacheDir, index.url), `${JSON.stringify(index, null, 2)}\n`);
}

function readBody(cacheDir: string, entry: CacheEntry | null): Buffer | null {
  if (!entry) return null;
  try {
    const body = readFileSync(bodyPath(cacheDir, entry.digest));
    return sha256(body) === entry.digest ? body : null;
  } catch {
    return null;
  }
}

function storeBody(cacheDir: string, digest: string, body: Buffer): void {
  const path = bodyPath(cacheDir, digest);
  if (!existsSync(path)) writeAtomically(path, body);
}

function payloadOf(url: string, body: Buffer, entry: CacheEntry, origin: 'fetched' | 'revalidated' | 'cache'): Payload {
  return {
    url,
    body,
    contentType: entry.contentType,
    fetchedAt: entry.fetchedAt,
    digest: entry.digest,
    etag: entry.etag,
    lastModified: entry.lastModified,
    fromCache: origin !== 'fetched',
    origin,
  };
}

/** The last payload of `url` that a source accepted, or null when none is cached. */
export function lastGoodPayload(url: string, cacheDir: string): Payload | null {
  const index = readIndex(cacheDir, url);
  const body = readBody(cacheDir, index.good);
  return body && index.good ? payloadOf(url, body, index.good, 'cache') : null;
}

/** Records a payload as the last good one of its URL (after it decoded and passed the checks). */
export function markGood(payload: Payload, cacheDir: string): void {
  storeBody(cacheDir, payload.digest, payload.body);
  const index = readIndex(cacheDir, payload.url);
  index.good = {
    digest: payload.digest,
    etag: payload.etag,
    lastModified: payload.lastModified,
    contentType: payload.contentType,
    fetchedAt: payload.fetchedAt,
  };
  writeIndex(cacheDir, index);
}

// ---------------------------------------------------------------------------
// Fetching.

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const when = Date.parse(trimmed);
  return Number.isNaN(when) ? null : Math.max(0, when - Date.now());
}

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/**
 * Fetches one URL through the cache. A 304 answers from the cached body; any
 * other outcome than a complete 2xx body within the limits throws a FetchError.
 */
export async function fetchPayload(url: string, options: FetchOptions): Promise<Payload> {
  const retries = options.retries ?? FETCH_DEFAULTS.retries;
  const backoffMs = options.backoffMs ?? FETCH_DEFAULTS.backoffMs;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? FETCH_DEFAULTS.maxRetryAfterMs;
  const limiter = options.limiter ?? sharedLimiter;

  for (let attempt = 0; ; attempt++) {
    try {
      // The limiter holds a slot for the request only, not for the waits between attempts.
      return await limiter(() => attemptOnce(url, options));
    } catch (error) {
      const fault = error instanceof FetchError ? error : new NetworkError(url, (error as Error).message);
      if (!fault.retryable || attempt >= retries) throw withAttempts(fault, attempt + 1);
      const backoff = backoffMs * 2 ** attempt;
      const asked = fault instanceof HttpStatusError ? fault.retryAfterMs : null;
      await sleep(asked === null ? backoff : Math.min(asked, maxRetryAfterMs));
    }
  }
}

async function attemptOnce(url: string, options: FetchOptions): Promise<Payload> {
  const timeoutMs = options.timeoutMs ?? FETCH_DEFAULTS.timeoutMs;
  // A timer of our own rather than AbortSignal.timeout, whose timer does not
  // keep the process alive: a request that hangs with no socket left open
  // would then end the process mid-run (exit 13) instead of timing out.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  try {
    return await receive(url, options, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** One request and its body; only the attempt's timer aborts `signal`. */
async function receive(url: string, options: FetchOptions, signal: AbortSignal): Promise<Payload> {
  const timeoutMs = options.timeoutMs ?? FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_DEFAULTS.maxBytes;
  const timedOut = () => signal.aborted;
  const index = readIndex(options.cacheDir, url);
  const cachedBody = readBody(options.cacheDir, index.current);

  const headers: Record<string, string> = { accept: '*/*', 'user-agent': 'public-holidays-pipeline' };
  // Revalidate only when the body the validators stand for is still on disk.
  if (cachedBody && index.current?.etag) headers['if-none-match'] = index.current.etag;
  if (cachedBody && index.current?.lastModified) headers['if-modified-since'] = index.current.lastModified;

  let response: Response;
  try {
    response = await fetch(url, { headers, signal, redirect: 'follow' });
  } catch (error) {
    if (timedOut()) throw new TimeoutError(url, timeoutMs);
    throw new NetworkError(
      url,
      describeNetworkError(error),
      'network',
      (error as { cause?: { code?: string } }).cause?.code ?? null,
    );
  }

  if (response.status === 304 && cachedBody && index.current) {
    await response.body?.cancel();
    const entry: CacheEntry = { ...index.current, fetchedAt: options.at };
    writeIndex(options.cacheDir, { ...index, current: entry });
    return payloadOf(url, cachedBody, entry, 'revalidated');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new HttpStatusError(
      url,
      response.status,
      response.statusText,
      parseRetryAfter(response.headers.get('retry-after')),
    );
  }

  const contentType = response.headers.get('content-type');
  const accepted = options.contentTypes ?? [];
  if (contentType && accepted.length > 0 && !accepted.includes(mediaTypeOf(contentType))) {
    await response.body?.cancel();
    throw new ContentTypeError(url, mediaTypeOf(contentType), accepted);
  }

  const declared = response.headers.get('content-length');
  const expected = declared !== null && /^\d+$/.test(declared) ? Number(declared) : null;
  if (expected !== null && expected > maxBytes) {
    await response.body?.cancel();
    throw new TooLargeError(url, maxBytes);
  }

  const chunks: Buffer[] = [];
  let received = 0;
  try {
    if (response.body) {
      for await (const chunk of response.body) {
        received += chunk.byteLength;
        // Leaving the loop cancels the stream: nothing past the cap is downloaded.
        if (received > maxBytes) throw new TooLargeError(url, maxBytes);
        chunks.push(Buffer.from(chunk));
      }
    }
  } catch (error) {
    if (error instanceof FetchError) throw error;
    if (timedOut()) throw new TimeoutError(url, timeoutMs);
    if (expected !== null && received < expected) throw new TruncatedError(url, received, expected);
    throw new NetworkError(url, `body read failed: ${describeNetworkError(error)}`);
  }
  // Content-Length counts encoded bytes; compare only when the body came as sent.
  const encoding = response.headers.get('content-encoding');
  if (expected !== null && (!encoding || encoding === 'identity') && received !== expected) {
    throw new TruncatedError(url, received, expected);
  }

  const body = Buffer.concat(chunks);
  const entry: CacheEntry = {
    digest: sha256(body),
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
    contentType,
    fetchedAt: options.at,
  };
  storeBody(options.cacheDir, entry.digest, body);
  writeIndex(options.cacheDir, { ...index, current: entry });
  return payloadOf(url, body, entry, 'fetched');
}

/** `fetch failed` says little: the cause (`ECONNREFUSED`, `other side closed`) says what happened. */
function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  if (cause?.code && cause.message && !cause.message.includes(cause.code)) return `${cause.code}: ${cause.message}`;
  return cause?.message ?? cause?.code ?? (error as Error)?.message ?? String(error);
}

// ---------------------------------------------------------------------------
// Decoding: bytes to text, JSON or CSV records, strictly. A payload that does
// not decode throws a PayloadDecodeError naming its URL; the source fails.

export class PayloadDecodeError extends Error {}

/** The last segment of a payload's URL path and its query, for row labels (`bank-holidays.json`, `holidays?year=2024`). */
export function payloadName(payload: Pick<Payload, 'url'>): string {
  try {
    const { pathname, search } = new URL(payload.url);
    return `${pathname.slice(pathname.lastIndexOf('/') + 1)}${search}` || payload.url;
  } catch {
    return payload.url;
  }
}

/** The body as text in `encoding` (invalid bytes throw), without a byte-order mark. */
export function payloadText(payload: Payload, encoding = 'utf-8'): string {
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(payload.body);
  } catch {
    throw new PayloadDecodeError(`${payload.url}: body is not valid ${encoding}`);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The body as JSON (UTF-8, a leading BOM allowed). */
export function payloadJson(payload: Payload): unknown {
  const text = payloadText(payload);
  if (text.trim() === '') throw new PayloadDecodeError(`${payload.url}: empty body`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new PayloadDecodeError(`${payload.url}: not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * CSV text to records keyed by the header row: every value a string (no
 * dynamic typing), header names trimmed, blank lines skipped. Line ends are
 * normalised first: some published files end lines with CR CR LF.
 */
export function csvRecords(text: string, url: string): Record<string, string>[] {
  const normalised = text.replace(/\r+\n?/g, '\n');
  if (normalised.trim() === '') return [];
  const parsed = Papa.parse<Record<string, string>>(normalised, {
    header: true,
    dynamicTyping: false,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  // Field-count mismatches leave gaps the row schema reports; only a broken quote makes the file unreadable.
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw new PayloadDecodeError(`${url}: CSV ${fatal.message.toLowerCase()} (row ${fatal.row ?? '?'})`);
  return parsed.data;
}
