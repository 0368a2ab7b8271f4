import { spawnSync } from 'node:child_process';
import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';
import { csvRecords, payloadJson, payloadName } from '../../sources/decoding.js';
import { fetchPayload, type FetchOptions } from '../../sources/fetch.js';
import { lastGoodPayload, markGood } from '../../sources/payload-cache.js';
import {
  ContentTypeError,
  FetchError,
  HttpStatusError,
  NetworkError,
  TimeoutError,
  TooLargeError,
  TruncatedError,
} from '../../sources/transport.js';
import type { Payload } from '../../sources/official.js';
import { projectRoot, tempDir } from '../helpers.js';
import { hang, send, serveConditionally, startLoopback, status, truncate } from './loopback.js';

const at = '2026-11-21T00:00:00.000Z';
const body = Buffer.from('{"holidays":[]}');
const options = (extra: Partial<FetchOptions> = {}): FetchOptions => ({
  cacheDir: tempDir('fetch-cache'),
  at,
  backoffMs: 1,
  ...extra,
});

describe('fetch layer', () => {
  it('returns a payload with its digest, validators and the run time', async () => {
    const server = await startLoopback({ '/feed.json': serveConditionally(body, 'application/json') });
    const payload = await fetchPayload(server.url('/feed.json'), options({ contentTypes: ['application/json'] }));
    expect(payload.body.toString()).toBe('{"holidays":[]}');
    expect(payload.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(payload.etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(payload.lastModified).toBe('Tue, 01 Aug 2023 10:00:00 GMT');
    expect(payload).toMatchObject({ fetchedAt: at, fromCache: false, contentType: 'application/json' });
  });

  it('retries a 500 and returns the 200 that follows', async () => {
    const server = await startLoopback({ '/flaky': [status(500), send(body, { contentType: 'application/json' })] });
    const payload = await fetchPayload(server.url('/flaky'), options());
    expect(payload.body.equals(body)).toBe(true);
    expect(server.stats('/flaky').hits).toBe(2);
  });

  it('retries a 429, waiting what Retry-After asks', async () => {
    const server = await startLoopback({ '/busy': [status(429, { 'retry-after': '0' }), send(body)] });
    await expect(fetchPayload(server.url('/busy'), options())).resolves.toMatchObject({ fromCache: false });
    expect(server.stats('/busy').hits).toBe(2);
  });

  it('gives up after the configured retries with a one-line message naming the URL', async () => {
    const server = await startLoopback({ '/down': status(503) });
    const url = server.url('/down');
    const error = await fetchPayload(url, options({ retries: 2 })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(503);
    expect((error as Error).message).toBe(`GET ${url}: HTTP 503 Service Unavailable (3 attempts)`);
    expect(server.stats('/down').hits).toBe(3);
  });

  it('never retries a 404', async () => {
    const server = await startLoopback({});
    const error = await fetchPayload(server.url('/missing'), options({ retries: 3 })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as FetchError).retryable).toBe(false);
    expect(server.stats('/missing').hits).toBe(1);
  });

  it('answers a 304 from the cache without downloading the body again', async () => {
    const server = await startLoopback({ '/cached.json': serveConditionally(body, 'application/json') });
    const shared = options();
    const first = await fetchPayload(server.url('/cached.json'), shared);
    const second = await fetchPayload(server.url('/cached.json'), { ...shared, at: '2026-11-22T00:00:00.000Z' });
    const stats = server.stats('/cached.json');
    expect(stats.hits).toBe(2);
    expect(stats.bodiesSent).toBe(1);
    expect(stats.requests[1]!['if-none-match']).toBe(first.etag);
    expect(stats.requests[1]!['if-modified-since']).toBe(first.lastModified);
    expect(second).toMatchObject({ fromCache: true, digest: first.digest, fetchedAt: '2026-11-22T00:00:00.000Z' });
    expect(second.body.equals(body)).toBe(true);
  });

  it('sends no validators when the cached body is gone', async () => {
    const server = await startLoopback({ '/x': serveConditionally(body, 'application/json') });
    const shared = options();
    await fetchPayload(server.url('/x'), shared);
    const other = options(); // a fresh cache folder: nothing to revalidate
    await fetchPayload(server.url('/x'), other);
    expect(server.stats('/x').requests[1]!['if-none-match']).toBeUndefined();
  });

  it('times out a request that never answers', async () => {
    const server = await startLoopback({ '/slow': hang });
    const error = await fetchPayload(server.url('/slow'), options({ timeoutMs: 150, retries: 1 })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/timed out after 150 ms \(2 attempts\)$/);
    expect(server.stats('/slow').hits).toBe(2);
  });

  it('times out a request that hangs with nothing left open, instead of letting the process end mid-run (exit 13)', () => {
    // A transport that never answers and holds no socket: only the request's own timer keeps the process alive.
    const script = `
      globalThis.fetch = (url, init) => new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason)));
      const { fetchPayload } = await import('./sources/fetch.ts');
      await fetchPayload('http://127.0.0.1:9/feed.json', { cacheDir: ${JSON.stringify(tempDir('fetch-hang'))}, at: '2026-01-01T00:00:00Z', retries: 1, backoffMs: 10, timeoutMs: 200 })
        .catch((error) => console.log(error.constructor.name, error.message));`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(child.status).toBe(0);
    expect(child.stdout.trim()).toBe(
      'TimeoutError GET http://127.0.0.1:9/feed.json: timed out after 200 ms (2 attempts)',
    );
  });

  it('reports a body cut short of its Content-Length as truncated', async () => {
    const server = await startLoopback({ '/cut': truncate(Buffer.alloc(4096, 'x'), 'text/csv') });
    const error = await fetchPayload(server.url('/cut'), options({ retries: 0 })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TruncatedError);
    expect((error as Error).message).toMatch(/body truncated: received \d+ of 4096 bytes/);
  });

  it('refuses a body past the size cap, declared or streamed', async () => {
    const big = Buffer.alloc(2048, 'y');
    const server = await startLoopback({
      '/declared': send(big),
      '/streamed': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/csv' }); // chunked: no length announced
        response.end(big);
      },
    });
    await expect(fetchPayload(server.url('/declared'), options({ maxBytes: 1024 }))).rejects.toBeInstanceOf(
      TooLargeError,
    );
    await expect(fetchPayload(server.url('/streamed'), options({ maxBytes: 1024 }))).rejects.toThrow(
      /larger than the 1024-byte cap/,
    );
    expect(server.stats('/declared').hits).toBe(1); // not retried
  });

  it('checks the content type against the source list, ignoring parameters', async () => {
    const server = await startLoopback({
      '/page': send('<html></html>', { contentType: 'text/html; charset=utf-8' }),
      '/json': send(body, { contentType: 'application/json; charset=utf-8' }),
    });
    const accepted = ['application/json'];
    const error = await fetchPayload(server.url('/page'), options({ contentTypes: accepted })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentTypeError);
    expect((error as Error).message).toMatch(/content type text\/html, expected one of application\/json$/);
    await expect(fetchPayload(server.url('/json'), options({ contentTypes: accepted }))).resolves.toMatchObject({
      fromCache: false,
    });
  });

  it('fails fast on a refused connection, as a retryable network error', async () => {
    const server = await startLoopback({});
    const url = server.url('/gone');
    await server.close();
    const error = await fetchPayload(url, options({ retries: 1 })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(new RegExp(`^GET ${url}: .*ECONNREFUSED.*\\(2 attempts\\)$`));
  });

  it('does not retry a host name that does not resolve (offline): it will not resolve a moment later', () => {
    expect(
      new NetworkError('https://example.test/x', 'getaddrinfo ENOTFOUND example.test', 'network', 'ENOTFOUND')
        .retryable,
    ).toBe(false);
    expect(new NetworkError('https://example.test/x', 'read ECONNRESET', 'network', 'ECONNRESET').retryable).toBe(true);
  });

  it('bounds concurrency with the limiter it is given', async () => {
    const server = await startLoopback({
      '/one': (_request, response, context) => setTimeout(() => send(body)(_request, response, context), 20),
    });
    const limiter = pLimit(1);
    await Promise.all([1, 2, 3].map(() => fetchPayload(server.url('/one'), options({ limiter }))));
    expect(server.stats('/one').hits).toBe(3);
    expect(server.stats('/one').maxInFlight).toBe(1);
  });

  it('keeps the last good payload per URL apart from the latest one', async () => {
    const server = await startLoopback({ '/v': [send('first'), send('second')] });
    const shared = options();
    const first = await fetchPayload(server.url('/v'), shared);
    expect(lastGoodPayload(server.url('/v'), shared.cacheDir)).toBeNull();
    markGood(first, shared.cacheDir);
    await fetchPayload(server.url('/v'), shared); // newer, never marked good
    const good = lastGoodPayload(server.url('/v'), shared.cacheDir);
    expect(good?.body.toString()).toBe('first');
    expect(good).toMatchObject({ fromCache: true, digest: first.digest, fetchedAt: at });
  });
});

describe('payload decoding', () => {
  const payload = (bytes: Buffer | string, url = 'http://127.0.0.1/feeds/x.json?year=2024'): Payload => ({
    url,
    body: Buffer.from(bytes),
    contentType: null,
    fetchedAt: at,
    digest: '',
    etag: null,
    lastModified: null,
    fromCache: false,
  });

  it('parses JSON with a byte-order mark and names the URL when it cannot', () => {
    expect(payloadJson(payload('\uFEFF{"a":1}'))).toEqual({ a: 1 });
    expect(() => payloadJson(payload('{"a":'))).toThrow(
      /^http:\/\/127\.0\.0\.1\/feeds\/x\.json\?year=2024: not valid JSON/,
    );
    expect(() => payloadJson(payload(Buffer.from([0xff, 0xfe, 0x00])))).toThrow(/body is not valid utf-8/);
  });

  it('reads CSV records as strings with CR CR LF line ends and padded headers', () => {
    const records = csvRecords('Date , Name\r\r\n20170101,1\r\r\n\r\r\n20170102,007\r\r\n', 'http://x/y.csv');
    expect(records).toEqual([
      { Date: '20170101', Name: '1' },
      { Date: '20170102', Name: '007' },
    ]);
  });

  it('labels payloads by file name and query', () => {
    expect(payloadName(payload(''))).toBe('x.json?year=2024');
  });
});
