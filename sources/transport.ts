// The HTTP transport every official source goes through: one shared
// concurrency limit, a timeout per request, retries with backoff on transient
// faults, a size cap and checks of status, content type and completeness.
// Defaults are short so that a machine with no network fails fast. It keeps
// nothing on disk: the caller (sources/fetch.ts) says which validators to send
// and stores what comes back (sources/payload-cache.ts).

import pLimit, { type LimitFunction } from 'p-limit';

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

export interface TransportOptions {
  /** Accepted media types; a response without a Content-Type header passes. */
  contentTypes?: readonly string[];
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  maxRetryAfterMs?: number;
  maxBytes?: number;
  limiter?: LimitFunction;
}

/** The validators of a body the caller holds: sent as a conditional request, and a 304 then answers from that body. */
export interface HeldBody {
  etag: string | null;
  lastModified: string | null;
}

/** What a GET gave: the body held is still current (304), or a complete new body. */
export type HttpAnswer =
  | { notModified: true }
  | {
      notModified: false;
      body: Buffer;
      contentType: string | null;
      etag: string | null;
      lastModified: string | null;
    };

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
// Requests.

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
 * GETs one URL, conditionally when a body is held. A 304 says the held body is
 * current; any other outcome than a complete 2xx body within the limits throws
 * a FetchError.
 */
export async function httpGet(url: string, options: TransportOptions, held: HeldBody | null): Promise<HttpAnswer> {
  const retries = options.retries ?? FETCH_DEFAULTS.retries;
  const backoffMs = options.backoffMs ?? FETCH_DEFAULTS.backoffMs;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? FETCH_DEFAULTS.maxRetryAfterMs;
  const limiter = options.limiter ?? sharedLimiter;

  for (let attempt = 0; ; attempt++) {
    try {
      // The limiter holds a slot for the request only, not for the waits between attempts.
      return await limiter(() => attemptOnce(url, options, held));
    } catch (error) {
      const fault = error instanceof FetchError ? error : new NetworkError(url, (error as Error).message);
      if (!fault.retryable || attempt >= retries) throw withAttempts(fault, attempt + 1);
      const backoff = backoffMs * 2 ** attempt;
      const asked = fault instanceof HttpStatusError ? fault.retryAfterMs : null;
      await sleep(asked === null ? backoff : Math.min(asked, maxRetryAfterMs));
    }
  }
}

async function attemptOnce(url: string, options: TransportOptions, held: HeldBody | null): Promise<HttpAnswer> {
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
    return await receive(url, options, held, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** One request and its body; only the attempt's timer aborts `signal`. */
async function receive(
  url: string,
  options: TransportOptions,
  held: HeldBody | null,
  signal: AbortSignal,
): Promise<HttpAnswer> {
  const timeoutMs = options.timeoutMs ?? FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_DEFAULTS.maxBytes;
  const timedOut = () => signal.aborted;
  const headers: Record<string, string> = { accept: '*/*', 'user-agent': 'public-holidays-pipeline' };
  if (held?.etag) headers['if-none-match'] = held.etag;
  if (held?.lastModified) headers['if-modified-since'] = held.lastModified;

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

  if (response.status === 304 && held) {
    await response.body?.cancel();
    return { notModified: true };
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

  return {
    notModified: false,
    body: Buffer.concat(chunks),
    contentType,
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  };
}

/** `fetch failed` says little: the cause (`ECONNREFUSED`, `other side closed`) says what happened. */
function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  if (cause?.code && cause.message && !cause.message.includes(cause.code)) return `${cause.code}: ${cause.message}`;
  return cause?.message ?? cause?.code ?? (error as Error)?.message ?? String(error);
}
