// The small modules on their own: time zones, XML, the LRU cache, query
// decoding, counters, the rate limiter, key lookup, plans, content
// negotiation and configuration.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { loadCounters, saveCounters } from '../../server/counter-file.js';
import { MemoryCounterStore, type ConsumeResult, type CounterWindow } from '../../server/counters.js';
import { ApiError } from '../../server/errors.js';
import { generateKey, hashKey, KeyStore, sameDigest, writeKeysFile, type KeyRecord } from '../../server/keys.js';
import { SecondChanceCache } from '../../server/second-chance-cache.js';
import { DEFAULT_LIMITS, planFromName, resolveLimits } from '../../core/plans.js';
import { nearestName } from '../../core/text.js';
import { echoObject, echoString, parseRawQuery } from '../../server/query.js';
import { chooseEncoding } from '../../server/respond.js';
import { addDays, dayToMs, isCalendarDay, shiftByDays, wallClock, yearOf, zonedMidnightMs } from '../../core/dates.js';
import { canonicalZone, formatInZone, spanInZone } from '../../server/timezone.js';
import { RateLimiter } from '../../server/rate-limit.js';
import { escapeXml, toXml } from '../../server/xml.js';
import { tempDir } from '../helpers.js';
import { parseXml } from './helpers.js';

describe('days', () => {
  it("reads a day's year from its four digits, and no year from anything else", () => {
    expect([yearOf('2024-02-29'), yearOf('0999-01-01'), yearOf('2035'), yearOf('1900-12-31T00:00:00Z')]).toEqual([
      2024, 999, 2035, 1900,
    ]);
    for (const text of ['', '202', ' 2024-01-01', '2O24-01-01', '-024-01-01', '20x4'])
      expect(yearOf(text), JSON.stringify(text)).toBeNaN();
  });
});

describe('time zones', () => {
  it('formats an instant with the zone offset, DST included', () => {
    const instant = Date.parse('2025-12-31T15:00:00Z');
    expect(formatInZone(instant, 'Asia/Tokyo')).toBe('2026-01-01T00:00:00+09:00');
    expect(formatInZone(instant, 'America/New_York')).toBe('2025-12-31T10:00:00-05:00');
    expect(formatInZone(Date.parse('2025-07-01T12:00:00Z'), 'America/New_York')).toBe('2025-07-01T08:00:00-04:00');
    expect(formatInZone(Date.parse('2025-07-01T12:00:00Z'), 'Asia/Kolkata')).toBe('2025-07-01T17:30:00+05:30');
    expect(formatInZone(Date.parse('2025-07-01T12:00:00Z'), 'UTC')).toBe('2025-07-01T12:00:00+00:00');
  });

  it('knows zone names in any case and refuses everything else', () => {
    expect(canonicalZone('europe/berlin')).toBe('Europe/Berlin');
    // Three-part names are zones too (ICU may answer with its own canonical alias).
    expect(canonicalZone('America/Argentina/Buenos_Aires')).toMatch(/Buenos_Aires$/);
    for (const bad of ['Mars/Base', '', '../etc', '+05:00', 'Europe/Berlin/../../x', 'a'.repeat(80)])
      expect(canonicalZone(bad), bad).toBeNull();
  });

  it('finds local midnight across a DST change', () => {
    expect(new Date(zonedMidnightMs('2025-03-30', 'Europe/Berlin')).toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(new Date(zonedMidnightMs('2025-03-31', 'Europe/Berlin')).toISOString()).toBe('2025-03-30T22:00:00.000Z');
  });

  it('moves an instant by calendar days at the same wall-clock time, across a DST change', () => {
    // Melbourne: AEST (+10) on 25 September 2020, AEDT (+11) on 23 October: midnight stays midnight.
    expect(shiftByDays('2020-09-24T14:00:00.000Z', 28, 'Australia/Melbourne')).toBe('2020-10-22T13:00:00.000Z');
    expect(shiftByDays('2025-03-30T22:00:00.000Z', -1, 'Europe/Berlin')).toBe('2025-03-29T23:00:00.000Z');
    expect(shiftByDays('2025-03-29T17:00:00.000Z', 1, 'Europe/Berlin')).toBe('2025-03-30T16:00:00.000Z');
    expect(shiftByDays('2025-03-29T17:00:00.000Z', 1, undefined)).toBe('2025-03-30T17:00:00.000Z');
  });

  it('reads calendar days digit by digit, and refuses what is not one', () => {
    expect(dayToMs('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(dayToMs('0999-12-31')).toBe(Date.UTC(999, 11, 31));
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    for (const bad of ['2024-2-29', '2024-02-2x', '2024/02/29', ' 2024-02-29', '2024-02-290', '', '20240229'])
      expect(() => dayToMs(bad), bad).toThrow(`not a YYYY-MM-DD day: ${bad}`);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
  });

  it('gives the same wall clock when asked again, zone by zone (the remembered ones)', () => {
    const instant = Date.parse('2025-03-30T01:00:00Z');
    for (let round = 0; round < 2; round++) {
      expect(wallClock(instant, 'Europe/Berlin')).toEqual({
        year: 2025,
        month: 3,
        day: 30,
        hour: 3,
        minute: 0,
        second: 0,
      });
      expect(wallClock(instant, 'America/New_York')).toEqual({
        year: 2025,
        month: 3,
        day: 29,
        hour: 21,
        minute: 0,
        second: 0,
      });
      expect(wallClock(instant, 'Asia/Kathmandu')).toEqual({
        year: 2025,
        month: 3,
        day: 30,
        hour: 6,
        minute: 45,
        second: 0,
      });
    }
  });

  it('moves date and observed together and ends on the last second', () => {
    const span = spanInZone(
      '2026-01-01',
      '2026-01-02',
      Date.parse('2025-12-31T15:00:00Z'),
      Date.parse('2026-01-01T15:00:00Z'),
      'America/New_York',
    );
    expect(span).toEqual({
      date: '2025-12-31',
      observed: '2026-01-01',
      start: '2025-12-31T10:00:00-05:00',
      end: '2026-01-01T09:59:59-05:00',
    });
  });
});

describe('XML', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
    expect(escapeXml('a\u0000b\u0007c\uFFFEd\uD800e')).toBe('abcde');
    expect(escapeXml('ü😀\t\n')).toBe('ü😀\t\n');
  });

  it('mirrors an envelope: arrays by singular names, scalars as text, null as an empty element', () => {
    const document = toXml({
      holidays: [{ name: 'A & B', subdivisions: ['X-1'], weekday: { numeric: 0 }, public: false }],
      query: 'a=1&b=<2>',
      note: null,
      status: 200,
    });
    const root = parseXml(document);
    expect(root.name).toBe('response');
    const holiday = root.children[0]!.children[0]!;
    expect(holiday.name).toBe('holiday');
    expect(holiday.children.map((element) => [element.name, element.text])).toEqual([
      ['name', 'A & B'],
      ['subdivisions', ''],
      ['weekday', ''],
      ['public', 'false'],
    ]);
    expect(holiday.children[1]!.children[0]).toMatchObject({ name: 'subdivision', text: 'X-1' });
    expect(root.children[1]!.text).toBe('a=1&b=<2>');
    expect(document).toContain('<note/>');
  });
});

describe('LRU cache', () => {
  it('evicts the least recently used entries to stay within its weight', () => {
    const cache = new SecondChanceCache<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.totalWeight).toBe(8);
    cache.set('huge', 'H', 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.totalWeight).toBe(8);
  });

  it('gives a read entry a second chance once, then evicts it when it is not read again', () => {
    const cache = new SecondChanceCache<string>(8);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    cache.get('a');
    cache.set('c', 'C', 4); // a was read, so it moves to the back once; b goes
    expect([cache.get('b'), cache.size]).toEqual([undefined, 2]);
    cache.set('d', 'D', 4); // a has not been read since its second chance; it goes
    expect([cache.get('a'), cache.get('c')]).toEqual([undefined, 'C']);
    cache.set('e', 'E', 4); // c was just read, d never was; d goes
    expect([cache.get('c'), cache.get('d'), cache.get('e'), cache.totalWeight]).toEqual(['C', undefined, 'E', 8]);
  });

  it('shares one load among overlapping callers, and forgets a failed load', async () => {
    const cache = new SecondChanceCache<number>(100);
    let loads = 0;
    const load = async () => ({ value: ++loads, weight: 1 });
    const values = await Promise.all([
      cache.getOrLoad('k', load),
      cache.getOrLoad('k', load),
      cache.getOrLoad('k', load),
    ]);
    expect(values).toEqual([1, 1, 1]);
    await expect(cache.getOrLoad('bad', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrLoad('bad', load)).toBe(2);
  });
});

describe('query decoding', () => {
  it('decodes percent-escapes and +, keeps order and repeated names', () => {
    const raw = parseRawQuery('a=1&b=x+y&c=%C3%BC&a=2&&d');
    expect(raw.problems).toEqual([]);
    expect(raw.pairs).toEqual([
      ['a', '1'],
      ['b', 'x y'],
      ['c', 'ü'],
      ['a', '2'],
      ['d', ''],
    ]);
  });

  it('reports invalid UTF-8 instead of replacing it', () => {
    const raw = parseRawQuery('country=%FF&year=2025&%E0%A4=1');
    expect(raw.pairs).toEqual([['year', '2025']]);
    expect(raw.problems.map((problem) => problem.parameter)).toEqual(['country', '%E0%A4']);
  });

  it('echoes the query without credentials, as a string or an object', () => {
    const pairs: [string, string][] = [
      ['country', 'US'],
      ['api_key', 'secret'],
      ['regions', 'US-CA,US-NY'],
      ['timezone', 'America/New_York'],
      ['x', 'a b&c'],
    ];
    const hidden = new Set(['api_key']);
    expect(echoString(pairs, hidden)).toBe('country=US&regions=US-CA,US-NY&timezone=America/New_York&x=a%20b%26c');
    expect(echoObject(pairs, hidden)).toEqual({
      country: 'US',
      regions: 'US-CA,US-NY',
      timezone: 'America/New_York',
      x: 'a b&c',
    });
  });

  it('suggests the nearest known name only when it is close', () => {
    const known = ['country', 'year', 'timezone', 'includeDeprecated'];
    expect(nearestName('contry', known)).toBe('country');
    expect(nearestName('YEAR', known)).toBe('year');
    expect(nearestName('includedeprecated', known)).toBe('includeDeprecated');
    expect(nearestName('banana', known)).toBeNull();
  });
});

describe('counters', () => {
  it('admits only while every window has room, and counts a refused request nowhere', async () => {
    const store = new MemoryCounterStore();
    const windows = (day: number | null) => [
      { key: 'k:month', limit: 3, expiresAt: 10_000 },
      { key: 'k:day', limit: day, expiresAt: 5_000 },
    ];
    expect((await store.consume(windows(2), 0)).counts).toEqual([1, 1]);
    expect((await store.consume(windows(2), 0)).admitted).toBe(true);
    const refused = await store.consume(windows(2), 0);
    expect(refused).toEqual({ admitted: false, counts: [2, 2], refusedBy: 1 });
    // A new day: the daily window restarts, the monthly one refuses after its third request.
    expect((await store.consume(windows(2), 6_000)).counts).toEqual([3, 1]);
    expect((await store.consume(windows(null), 6_000)).refusedBy).toBe(0);
  });

  it('are saved to a file and read back; windows that ended meanwhile are dropped; the same counts give the same bytes', () => {
    const dir = tempDir('counters');
    const file = join(dir, 'counters.json');
    const store = new MemoryCounterStore();
    store.consume([{ key: 'b:day', limit: 5, expiresAt: 5_000 }], 0);
    store.consume([{ key: 'a:month', limit: null, expiresAt: 10_000 }], 0);
    store.consume([{ key: 'a:month', limit: null, expiresAt: 10_000 }], 0);
    expect(saveCounters(file, store, 1_000)).toBe(2);
    const first = readFileSync(file);
    expect(loadCounters(file, 1_000).store.saved(1_000)).toEqual([
      { key: 'a:month', count: 2, expiresAt: 10_000 },
      { key: 'b:day', count: 1, expiresAt: 5_000 },
    ]);
    // Read after the day window ended: only the month is left, and it goes on counting from 2.
    const later = loadCounters(file, 6_000);
    expect(later.restored).toBe(1);
    expect(later.store.consume([{ key: 'a:month', limit: 3, expiresAt: 10_000 }], 6_000)).toEqual({
      admitted: true,
      counts: [3],
      refusedBy: -1,
    });
    saveCounters(file, loadCounters(file, 1_000).store, 1_000);
    expect(readFileSync(file)).toEqual(first);
    // No file yet: every key starts from zero.
    expect(loadCounters(join(dir, 'none.json'), 0).restored).toBe(0);
  });
});

describe('rate limiter', () => {
  const key: KeyRecord = { id: 'k1', sha256: hashKey('secret'), plan: 'explorer', status: 'active' };
  const limits = resolveLimits({ explorer: { daily: 2, monthly: 10 } });
  const noon = Date.parse('2026-03-10T12:00:00Z');

  it('answers at once from an in-memory store and counts per UTC day', () => {
    const limiter = new RateLimiter(new MemoryCounterStore(), limits, () => noon);
    const first = limiter.consume(key);
    expect(first).not.toBeInstanceOf(Promise);
    expect((first as { headers: Record<string, string> }).headers).toEqual({
      'X-RateLimit-Limit': '2',
      'X-RateLimit-Remaining': '1',
      'X-RateLimit-Reset': String(Date.parse('2026-03-11T00:00:00Z') / 1000),
    });
    limiter.consume(key);
    expect(() => limiter.consume(key)).toThrow(ApiError);
  });

  it('waits for a store that answers with a promise, and refuses through it', async () => {
    const seen: string[] = [];
    const inner = new MemoryCounterStore();
    const remote = {
      consume: async (windows: readonly CounterWindow[], now: number): Promise<ConsumeResult> => (
        seen.push(...windows.map((window) => window.key)), inner.consume(windows, now)
      ),
    };
    const limiter = new RateLimiter(remote, limits, () => noon);
    expect((await limiter.consume(key)).headers['X-RateLimit-Remaining']).toBe('1');
    await limiter.consume(key);
    await expect(limiter.consume(key)).rejects.toMatchObject({ code: 'rate_limited' });
    expect(new Set(seen)).toEqual(new Set(['k1:month:2026-03', 'k1:day:2026-03-10']));
  });

  it('counts a key with no limit through tally, without waiting; a limited key through consume', () => {
    const calls: string[] = [];
    const inner = new MemoryCounterStore();
    const shared = {
      consume: async (windows: readonly CounterWindow[], now: number): Promise<ConsumeResult> => (
        calls.push('consume'), inner.consume(windows, now)
      ),
      tally: (windows: readonly CounterWindow[], now: number) => (calls.push('tally'), inner.tally(windows, now)),
    };
    const limiter = new RateLimiter(shared, limits, () => noon);
    const titan: KeyRecord = { ...key, id: 'k2', plan: 'titan' };
    const answer = limiter.consume(titan);
    expect(answer).not.toBeInstanceOf(Promise);
    expect((answer as { headers: Record<string, string> }).headers['X-RateLimit-Remaining']).toBe('unlimited');
    void limiter.consume(key);
    expect(calls).toEqual(['tally', 'consume']);
    expect(inner.saved(noon)).toContainEqual({
      key: 'k2:day:2026-03-10',
      count: 1,
      expiresAt: Date.parse('2026-03-11T00:00:00Z'),
    });
  });

  it('adds tallies handed over together to the counters, leaving ended windows out', () => {
    const store = new MemoryCounterStore();
    store.consume([{ key: 'a:day', limit: 5, expiresAt: 2_000 }], 1_000);
    store.add(
      [
        { key: 'a:day', count: 3, expiresAt: 2_000 },
        { key: 'b:day', count: 4, expiresAt: 2_000 },
        { key: 'c:day', count: 9, expiresAt: 1_000 },
      ],
      1_000,
    );
    expect(store.saved(1_000)).toEqual([
      { key: 'a:day', count: 4, expiresAt: 2_000 },
      { key: 'b:day', count: 4, expiresAt: 2_000 },
    ]);
    expect(store.consume([{ key: 'a:day', limit: 5, expiresAt: 2_000 }], 1_500).counts).toEqual([5]);
  });

  it('starts new windows when the UTC day turns', () => {
    let now = noon;
    const limiter = new RateLimiter(new MemoryCounterStore(), limits, () => now);
    limiter.consume(key);
    limiter.consume(key);
    now = Date.parse('2026-03-11T00:00:01Z');
    expect((limiter.consume(key) as { headers: Record<string, string> }).headers['X-RateLimit-Remaining']).toBe('1');
  });
});

describe('key lookup', () => {
  it('compares digests whole: equal only when every character is', () => {
    const digest = hashKey('a key');
    expect(digest).toBe(createHash('sha256').update('a key', 'utf8').digest('hex'));
    expect(sameDigest(digest, digest.slice())).toBe(true);
    expect(sameDigest(digest, `${digest.slice(0, 63)}${digest[63] === '0' ? '1' : '0'}`)).toBe(false);
    expect(sameDigest(digest, digest.slice(0, 63))).toBe(false);
    expect(sameDigest(digest, '')).toBe(false);
  });

  it('finds each of many keys, including keys whose digests share their first digits', () => {
    // Keys until two digests share their first four hex digits (the index bucket).
    const byPrefix = new Map<string, string>();
    const keys: string[] = [];
    let pair: [string, string] | null = null;
    while (!pair) {
      const plain = generateKey();
      keys.push(plain);
      const prefix = hashKey(plain).slice(0, 4);
      const other = byPrefix.get(prefix);
      if (other) pair = [other, plain];
      byPrefix.set(prefix, plain);
    }
    const file = join(tempDir('keys'), 'keys.json');
    writeKeysFile(
      file,
      keys.map((plain, index) => ({ id: `key_${index}`, sha256: hashKey(plain), plan: 'growth', status: 'active' })),
    );
    const store = new KeyStore(file);
    expect(store.size).toBe(keys.length);
    expect(store.lookup(pair[0])?.id).toBe(`key_${keys.indexOf(pair[0])}`);
    expect(store.lookup(pair[1])?.id).toBe(`key_${keys.indexOf(pair[1])}`);
    expect(store.lookup(keys[0]!)?.id).toBe('key_0');
    expect(store.lookup(`${keys[0]!}x`)).toBeNull();
  });

  it("keeps a connection's last answer only while the keys file is unchanged, and only for the same key", () => {
    const [first, second] = [generateKey(), generateKey()];
    const file = join(tempDir('keys-memo'), 'keys.json');
    const records = (status: KeyRecord['status']): KeyRecord[] => [
      { id: 'first', sha256: hashKey(first), plan: 'growth', status },
      { id: 'second', sha256: hashKey(second), plan: 'pro', status: 'active' },
    ];
    writeKeysFile(file, records('active'));
    const store = new KeyStore(file, 0);
    const connection = {};
    expect(store.lookup(first, connection)?.status).toBe('active');
    expect(store.lookup(first, connection)?.status).toBe('active');
    // Another key on the same connection is looked up, not taken from the memo.
    expect(store.lookup(second, connection)?.id).toBe('second');
    expect(store.lookup('ph_unknown', connection)).toBeNull();
    expect(store.lookup(first, connection)?.id).toBe('first');
    // A revocation written to the file reaches a connection that presented the key before.
    writeKeysFile(file, records('revoked'));
    expect(store.lookup(first, connection)?.status).toBe('revoked');
  });
});

describe('plans', () => {
  it('maps legacy names and any case; refuses unknown names', () => {
    expect(planFromName('Starter')).toBe('builder');
    expect(planFromName('business')).toBe('growth');
    expect(planFromName('ENTERPRISE')).toBe('titan');
    expect(planFromName('pro')).toBe('pro');
    expect(planFromName('gold')).toBeNull();
  });

  it('has the documented daily limits, 30 × daily a month, and overrides', () => {
    expect(DEFAULT_LIMITS.explorer).toEqual({ daily: 100, monthly: 3000 });
    expect(DEFAULT_LIMITS.pro).toEqual({ daily: 200_000, monthly: 6_000_000 });
    expect(DEFAULT_LIMITS.titan).toEqual({ daily: null, monthly: null });
    expect(resolveLimits({ builder: { daily: 50 } }).builder).toEqual({ daily: 50, monthly: 300_000 });
  });
});

describe('content negotiation', () => {
  it('prefers brotli, honours q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: 'dist-data',
      keysFile: 'keys.json',
      cacheBytes: 64 * 1024 * 1024,
      redisUrl: null,
      workers: availableParallelism(),
      countersFile: 'counters.json',
      connections: {
        maxConnections: 1024,
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 5_000,
      },
      logLevel: 'info',
      metrics: true,
      // No proxy's X-Forwarded-For is believed unless named (test/server/client-address.test.ts).
      trustedProxies: null,
    });
    expect(
      loadConfig({ PORT: '0', HOST: '::1', DATA_DIR: '/data', KEYS_FILE: '/k.json', CACHE_MB: '16' }),
    ).toMatchObject({ port: 0, host: '::1', dataDir: '/data', cacheBytes: 16 * 1024 * 1024 });
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'x' })).toThrow(/PORT must be a TCP port number/);
    expect(() => loadConfig({ CACHE_MB: '0' })).toThrow(/CACHE_MB/);
  });
});
