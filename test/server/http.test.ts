// HTTP behaviour users expect: request ids, ETag and 304, gzip and brotli,
// CORS, HEAD, OPTIONS, a bounded cache, and a graceful stop that lets
// in-flight requests finish.

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumeResult, CounterStore, CounterWindow } from '../../server/counters.js';
import { MemoryCounterStore } from '../../server/counters.js';
import {
  call,
  COUNTRIES,
  rawRequest,
  sharedDataset,
  startTestServer,
  stopServer,
  YEARS,
  type TestServer,
} from './helpers.js';

let dataDir: string;
let server: TestServer;

beforeAll(async () => {
  dataDir = (await sharedDataset()).dataDir;
  server = await startTestServer(dataDir);
});
afterAll(() => stopServer(server));

const LIST = '/v3/public-holidays/list?country=US&year=2025';
const key = () => server.testKeys.key.titan;

describe('request ids', () => {
  it('every answer has a unique X-Request-Id, equal to requestId in its body', async () => {
    const answers = await Promise.all([
      call(server.url, LIST, { key: key() }),
      call(server.url, LIST, { key: key() }),
      call(server.url, LIST),
      call(server.url, '/nope'),
      call(server.url, '/healthz'),
    ]);
    const ids = answers.map((answer) => answer.headers['x-request-id'] as string);
    expect(new Set(ids).size).toBe(answers.length);
    for (const answer of answers) expect(answer.json.requestId).toBe(answer.headers['x-request-id']);
  });
});

describe('X-Content-Type-Options', () => {
  it('is nosniff on every kind of answer: data, errors, 304, open paths, pages, preflight, and what the HTTP parser refuses', async () => {
    const first = await call(server.url, LIST, { key: key() });
    const answers = [
      first,
      await call(server.url, LIST, { key: key(), headers: { 'If-None-Match': first.headers.etag as string } }),
      await call(server.url, `${LIST}&month=13`, { key: key() }),
      await call(server.url, LIST),
      await call(server.url, '/nope'),
      await call(server.url, LIST, { key: key(), method: 'POST' }),
      await call(server.url, '/healthz'),
      await call(server.url, '/v3/openapi.json'),
      await call(server.url, '/v3/sources'),
      await call(server.url, '/'),
      await call(server.url, '/v3/docs'),
      await call(server.url, LIST, {
        method: 'OPTIONS',
        headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
      }),
      await call(server.url, LIST, { key: key(), headers: { 'X-Filler': 'x'.repeat(20_000) } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 304, 400, 401, 404, 405, 200, 200, 200, 200, 200, 204, 431,
    ]);
    for (const answer of answers)
      expect(answer.headers['x-content-type-options'], String(answer.status)).toBe('nosniff');
  });
});

describe('ETag and 304', () => {
  it('the ETag covers the data, not the request id', async () => {
    const first = await call(server.url, LIST, { key: key() });
    const second = await call(server.url, LIST, { key: server.testKeys.key.explorer });
    expect(first.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.json.requestId).not.toBe(first.json.requestId);
    const other = await call(server.url, `${LIST}&month=7`, { key: key() });
    expect(other.headers.etag).not.toBe(first.headers.etag);
    const xml = await call(server.url, `${LIST}&format=xml`, { key: key() });
    expect(xml.headers.etag).not.toBe(first.headers.etag);
    const zoned = await call(server.url, `${LIST}&timezone=Asia/Tokyo`, { key: key() });
    expect(zoned.headers.etag).not.toBe(first.headers.etag);
  });

  it('If-None-Match with the current ETag answers 304 without a body', async () => {
    const first = await call(server.url, LIST, { key: key() });
    const etag = first.headers.etag as string;
    for (const match of [etag, `"other", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const again = await call(server.url, LIST, { key: key(), headers: { 'If-None-Match': match } });
      expect(again.status, match).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['x-request-id']).toBeDefined();
      expect(again.headers['x-ratelimit-limit']).toBe('unlimited');
    }
    const stale = await call(server.url, LIST, { key: key(), headers: { 'If-None-Match': 'W/"stale"' } });
    expect(stale.status).toBe(200);
    expect(stale.json.holidays.length).toBeGreaterThan(0);
  });

  it('errors carry no ETag', async () => {
    const answer = await call(server.url, '/v3/public-holidays/list?country=US', { key: key() });
    expect(answer.status).toBe(400);
    expect(answer.headers.etag).toBeUndefined();
  });
});

describe('compression', () => {
  it('gzip and brotli when accepted, brotli preferred, identical content', async () => {
    const plain = await call(server.url, LIST, { key: key() });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const gzip = await call(server.url, LIST, { key: key(), headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.raw.length);
    expect(gzip.raw.length).toBeLessThan(plain.raw.length / 3);
    expect(JSON.parse(gunzipSync(gzip.raw).toString()).holidays).toEqual(plain.json.holidays);
    const br = await call(server.url, LIST, { key: key(), headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.raw).toString()).holidays).toEqual(plain.json.holidays);
    const refused = await call(server.url, LIST, { key: key(), headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const identity = await call(server.url, LIST, { key: key(), headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });
});

describe('CORS, HEAD, OPTIONS', () => {
  it('Access-Control-Allow-Origin: * on GET answers, errors included', async () => {
    for (const path of [LIST, '/nope', '/healthz', '/v3/openapi.json']) {
      const answer = await call(server.url, path, { key: key() });
      expect(answer.headers['access-control-allow-origin'], path).toBe('*');
    }
    const browser = await call(server.url, LIST, { key: key(), headers: { Origin: 'https://example.org' } });
    const exposed = browser.headers['access-control-expose-headers'] as string;
    expect(exposed).toContain('X-RateLimit-Remaining');
    expect(exposed).toContain('ETag');
    const refused = await call(server.url, `${LIST}&month=13`, {
      key: key(),
      headers: { Origin: 'https://example.org' },
    });
    expect(refused.headers['access-control-expose-headers']).toContain('X-Request-Id');
  });

  it('HEAD answers like GET without a body', async () => {
    const get = await call(server.url, LIST, { key: key() });
    const head = await call(server.url, LIST, { key: key(), method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers.etag).toBe(get.headers.etag);
    const headError = await call(server.url, '/v3/public-holidays/list?country=US', { key: key(), method: 'HEAD' });
    expect(headError.status).toBe(400);
    expect(headError.text).toBe('');
  });

  it('CONNECT answers 405 in the error shape with Allow, as any method the API does not take', async () => {
    const answer = await rawRequest(server.url, 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(answer.json).toMatchObject({
      error: { code: 'method_not_allowed', message: 'method "CONNECT" is not allowed on "example.org:443"' },
      status: 405,
    });
    expect(answer.json.requestId).toBe(answer.headers['x-request-id']);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('OPTIONS answers a CORS preflight that allows the X-API-Key header', async () => {
    const answer = await call(server.url, LIST, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Headers': 'x-api-key' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-headers']).toContain('X-API-Key');
    expect(answer.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  });
});

describe('memory', () => {
  it('the file cache stays within its bound however many files are read', async () => {
    const small = await startTestServer(dataDir, { cacheBytes: 400 * 1024 });
    const bound = small.store.cacheStats.limit;
    expect(bound).toBe(300 * 1024);
    try {
      let peak = 0;
      for (const version of ['3.1.0', '3.1.2', '3.0.0']) {
        for (const country of COUNTRIES) {
          for (let year = YEARS.from; year <= YEARS.to; year++) {
            const answer = await call(
              small.url,
              `/v3/public-holidays/list?country=${country}&year=${year}&dataVersion=${version}&language=de`,
              { key: small.testKeys.key.titan },
            );
            expect(answer.status).toBe(200);
            expect(answer.json.holidays.every((holiday: { country: string }) => holiday.country === country)).toBe(
              true,
            );
            peak = Math.max(peak, small.store.cacheStats.bytes);
          }
        }
      }
      expect(peak).toBeGreaterThan(bound / 2);
      expect(peak).toBeLessThanOrEqual(bound);
    } finally {
      await small.shutdown();
    }
  });
});

/** A counter store that holds every request until released: requests stay in flight on demand. */
class GatedStore implements CounterStore {
  private readonly inner = new MemoryCounterStore();
  private readonly waiting: (() => void)[] = [];
  private arrived = 0;
  private notify: (() => void) | null = null;

  async consume(windows: readonly CounterWindow[], now: number): Promise<ConsumeResult> {
    this.arrived++;
    this.notify?.();
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.inner.consume(windows, now);
  }

  async until(count: number): Promise<void> {
    while (this.arrived < count) await new Promise<void>((resolve) => (this.notify = resolve));
  }

  release(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

describe('graceful stop', () => {
  it('stops accepting, finishes every request in flight, then closes', async () => {
    const gate = new GatedStore();
    const stopping = await startTestServer(dataDir, { counterStore: gate });
    const inFlight = Array.from({ length: 20 }, () => call(stopping.url, LIST, { key: stopping.testKeys.key.titan }));
    await gate.until(20);
    let closed = false;
    const shutdown = stopping.shutdown().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    await expect(call(stopping.url, '/healthz', { agent: false })).rejects.toThrow(/ECONNREFUSED/);
    gate.release();
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(
      answers.every((answer) =>
        answer.json.holidays.some((holiday: { name: string }) => holiday.name === 'Independence Day'),
      ),
    ).toBe(true);
    await shutdown;
    expect(closed).toBe(true);
  });

  it('does not wait past the request timeout for a client that never finishes its headers (Node stops timing them out once the server closes)', async () => {
    const stopping = await startTestServer(dataDir, {
      connections: { headersTimeoutMs: 5_000, requestTimeoutMs: 5_000 },
    });
    const slow = rawRequest(stopping.url, 'GET /v3/public-holidays/li');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    let closed = false;
    const shutdown = stopping.shutdown().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(closed).toBe(false); // the slow client still has its chance
    await shutdown;
    expect(performance.now() - started).toBeGreaterThanOrEqual(4_900);
    expect((await slow).answered).toBe(false);
  });
});
