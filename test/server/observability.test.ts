// The access log (one JSON line per request, no credential in it) and GET
// /metrics. Connection limits are in connections.test.ts.

import fs, { readFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AccessEntry, accessLogger, type AccessLog } from '../../server/access-log.js';
import { ServerMetrics } from '../../server/observe.js';
import { loggedPath, redactKeys } from '../../server/redact.js';
import { tempDir } from '../helpers.js';
import {
  call,
  rawRequest,
  sharedDataset,
  startTestServer,
  stopServer,
  type Dataset,
  type TestServer,
} from './helpers.js';

let dataset: Dataset;

beforeAll(async () => {
  dataset = await sharedDataset();
});

const LIST = '/v3/public-holidays/list?country=US&year=2025';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value of one sample of Prometheus text (labels as written, in order), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the access log', () => {
  let server: TestServer;
  let logger: AccessLog;
  let file: string;

  beforeAll(async () => {
    file = join(tempDir('access-log'), 'access.log');
    logger = accessLogger('info', file)!;
    server = await startTestServer(dataset.dataDir, { accessLog: logger });
  });
  afterAll(() => stopServer(server));

  /** The log's lines once it holds `count` of them (a line is written when its response closes, after the client has the answer), or after 5 s. */
  const lines = async (count: number) => {
    const read = () =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    for (let waited = 0; ; waited += 20) {
      await new Promise<void>((resolve) => logger.flush(() => resolve()));
      const logged = read();
      if (logged.length >= count || waited >= 5000) return logged;
      await sleep(20);
    }
  };

  it('writes one JSON line per request with its method, path, status, duration, bytes, request id, key id and plan, and never a credential', async () => {
    const { key } = server.testKeys;
    const answers = [
      await call(server.url, `${LIST}&api_key=${key.growth}`),
      await call(server.url, LIST, { key: key.builder }),
      await call(server.url, LIST, { headers: { Authorization: `Bearer ${key.titan}` } }),
      await call(server.url, `/v3/public-holidays/list?api%5Ftoken=${key.pro}&country=US&year=2025`),
      await call(server.url, LIST, { key: 'ph_not_a_key_at_all' }),
      await call(server.url, '/healthz'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 401, 200]);
    const logged = await lines(answers.length);
    expect(logged).toHaveLength(answers.length);
    logged.forEach((line, index) => {
      // No proxy is trusted (the default): the client is the connection's address.
      expect(line).toMatchObject({
        level: 30,
        client: '127.0.0.1',
        method: 'GET',
        status: answers[index]!.status,
        requestId: answers[index]!.headers['x-request-id'],
      });
      expect(typeof line.durationMs).toBe('number');
      expect(line.bytes).toBeGreaterThan(Number(answers[index]!.headers['content-length']));
      expect(typeof line.time).toBe('number');
    });
    expect(logged.map((line) => [line.keyId, line.plan])).toEqual([
      ['growth-key', 'growth'],
      ['builder-key', 'builder'],
      ['titan-key', 'titan'],
      ['pro-key', 'pro'],
      [null, null],
      [null, null],
    ]);
    expect(logged[0]!.path).toBe(`${LIST}&api_key=[redacted]`);
    expect(logged[3]!.path).toBe('/v3/public-holidays/list?api%5Ftoken=[redacted]&country=US&year=2025');
    const text = readFileSync(file, 'utf8');
    for (const secret of [key.growth, key.builder, key.titan, key.pro, 'ph_not_a_key_at_all', 'Bearer'])
      expect(text).not.toContain(secret);
  });

  it('logs the answers written before routing too (a header timeout, a broken request)', async () => {
    const before = (await lines(0)).length;
    const answer = await rawRequest(server.url, 'NOT HTTP\r\n\r\n');
    expect(answer.status).toBe(400);
    const logged = (await lines(before + 1)).slice(before);
    expect(logged).toEqual([
      expect.objectContaining({
        client: '127.0.0.1',
        status: 400,
        requestId: answer.headers['x-request-id'],
        keyId: null,
      }),
    ]);
  });

  it('never logs a key sent under a name the API does not read, in the path or percent-encoded, and still logs the request', async () => {
    const key = server.testKeys.key.growth;
    // The secret after the prefix: absent from the log whatever encoding surrounds it.
    const secret = key.slice('ph_'.length);
    const names = [
      'apikey',
      'key',
      'token',
      'access_token',
      'api-key',
      'apiKey',
      'x-api-key',
      'api_key',
      'Api_Key',
      'API_KEY',
      'api%5Fkey',
      'X-Api-Key',
      'auth',
    ];
    const encoded = [`ph%5F${secret}`, `%70%68%5f${secret}`, `ph%255F${secret}`, `PH_${secret}`];
    const requests = [
      ...names.map((name) => ({ url: `${LIST}&${name}=${key}`, logged: `${LIST}&${name}=[redacted]` })),
      // A key under an innocent name, or as a name.
      ...encoded.map((value) => ({ url: `${LIST}&note=${value}`, logged: `${LIST}&note=[redacted]` })),
      { url: `${LIST}&country=${key}`, logged: `${LIST}&country=[redacted]` },
      { url: `${LIST}&${key}`, logged: `${LIST}&[redacted]` },
      { url: `${LIST}&${key}=1`, logged: `${LIST}&[redacted]` },
      // In the path: an unknown resource, and where a holiday's id goes.
      { url: `/v3/${key}?country=US`, logged: '/v3/[redacted]?country=US' },
      { url: `/v3/public-holidays/${key}/history`, logged: '/v3/public-holidays/[redacted]/history' },
      { url: `/v3/public-holidays/ph%5F${secret}/history`, logged: '/v3/public-holidays/[redacted]/history' },
    ];
    const before = (await lines(0)).length;
    const answers = [];
    for (const { url } of requests) answers.push(await call(server.url, url));
    const logged = (await lines(before + requests.length)).slice(before);
    // Every request is still logged, each with its own line, the key's place marked.
    expect(logged.map((line) => line.requestId)).toEqual(answers.map((answer) => answer.headers['x-request-id']));
    expect(logged.map((line) => line.path)).toEqual(requests.map((request) => request.logged));
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(secret);
    expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it('leaves the query as sent when it holds no credential, and redacts every credential name however encoded', () => {
    expect(loggedPath('/v3/countries')).toBe('/v3/countries');
    expect(loggedPath('/v3/countries?x=1&y')).toBe('/v3/countries?x=1&y');
    expect(loggedPath(LIST)).toBe(LIST);
    expect(loggedPath('/v3/public-holidays/list?country=PH&year=2025&regions=PH-00&x=%C3%BC')).toBe(
      '/v3/public-holidays/list?country=PH&year=2025&regions=PH-00&x=%C3%BC',
    );
    expect(loggedPath('/a?API_KEY=s&api_token=t&api%5fkey=u&ap%69_key=v&%zz_api=w')).toBe(
      '/a?API_KEY=[redacted]&api_token=[redacted]&api%5fkey=[redacted]&ap%69_key=[redacted]&%zz_api=[redacted]',
    );
    expect(loggedPath('/a?password=x&client_secret=y&Authorization=z&k%65y=w&t%6Fken=v')).toBe(
      '/a?password=[redacted]&client_secret=[redacted]&Authorization=[redacted]&k%65y=[redacted]&t%6Fken=[redacted]',
    );
    // Broken escapes are searched too.
    expect(loggedPath('/a/%zzph_x%/b?v=%E0%A4ph%5Fx%')).toBe('/a/[redacted]/b?v=[redacted]');
  });

  it('redacts a key quoted in an operational line (an error message or stack) before it is written', async () => {
    const key = server.testKeys.key.growth;
    expect(
      redactKeys(
        `[id] internal error: Error: cannot read "${key}" at /v3/x?key=${key}\n    at f (file:///srv/a.js:1:2)`,
      ),
    ).toBe('[id] internal error: Error: cannot read "[redacted]" at [redacted]\n    at f (file:///srv/a.js:1:2)');
    expect(redactKeys(`no key at all: 100% fine`)).toBe('no key at all: 100% fine');
    expect(redactKeys(`encoded: /v3/x?k=ph%5F${key.slice(3)}`)).toBe('encoded: [redacted]');
  });
});

describe('the access log writer', () => {
  const read = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const flushed = (log: AccessLog) => new Promise<void>((resolve) => log.flush(resolve));
  const entry = (path: string | null, index: number) => ({
    client: '192.0.2.1',
    method: 'GET',
    path,
    status: 200,
    durationMs: 0.5,
    bytes: 100,
    requestId: `id-${index}`,
    keyId: null,
    plan: null,
    aborted: false,
  });

  it('is on at info, debug and trace, and off at warn and above', () => {
    const file = join(tempDir('access-log-levels'), 'access.log');
    for (const level of ['info', 'debug', 'trace']) expect(accessLogger(level, file)).not.toBeNull();
    for (const level of ['warn', 'error', 'fatal', 'silent']) expect(accessLogger(level, file)).toBeNull();
  });

  it('writes every line of a busy turn, whole and in order, long lines and any character included', async () => {
    const file = join(tempDir('access-log-lines'), 'access.log');
    const log = accessLogger('info', file)!;
    const odd = '/v3/x?q="quoted"&b=back\\slash&t=\ttab&u=ü€😀&c=\u0001';
    const paths = Array.from({ length: 3000 }, (_, index) =>
      index % 1000 === 7 ? `/v3/long?x=${'a'.repeat(10_000 + index)}` : index % 100 === 3 ? odd : `/v3/p?i=${index}`,
    );
    paths.forEach((path, index) => log.entry(entry(path, index)));
    log.entry({ ...entry(null, 3000), method: null, aborted: true });
    // Nothing is written at once: the lines wait to go out together, many a write.
    expect(read(file)).toEqual([]);
    await flushed(log);
    const lines = read(file);
    expect(lines).toHaveLength(3001);
    // ASCII only (non-ASCII characters escaped), so that a line's length is its size in bytes.
    for (const line of lines) expect(line).toMatch(/^[\x20-\x7e]+$/);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.map((line) => line.path)).toEqual([...paths, null]);
    expect(parsed.map((line) => line.requestId)).toEqual(paths.map((_, index) => `id-${index}`).concat('id-3000'));
    expect(Object.keys(parsed[0]!)).toEqual([
      'level',
      'time',
      'pid',
      'client',
      'method',
      'path',
      'status',
      'durationMs',
      'bytes',
      'requestId',
      'keyId',
      'plan',
    ]);
    expect(parsed[0]).toMatchObject({
      level: 30,
      pid: process.pid,
      client: '192.0.2.1',
      method: 'GET',
      status: 200,
      durationMs: 0.5,
      bytes: 100,
      keyId: null,
      plan: null,
    });
    expect(parsed[3000]).toMatchObject({ client: '192.0.2.1', method: null, path: null, aborted: true });
    // A lone line, at rest (once the writes under way are done), is written without being asked to.
    await sleep(50);
    log.entry(entry('/v3/alone', 3001));
    for (let waited = 0; read(file).length < 3002 && waited < 5000; waited += 20) await sleep(20);
    expect(JSON.parse(read(file)[3001]!)).toMatchObject({ path: '/v3/alone', requestId: 'id-3001' });
  });
});

describe('the access log writer: blocks by destination', () => {
  /** The size of every write the log makes while `work` runs (node:fs's exports are live: the log's import sees the wrapper). */
  async function writeSizes(fd: number, work: () => Promise<void>): Promise<number[]> {
    const sizes: number[] = [];
    const real = fs.writeSync;
    fs.writeSync = ((target: number, buffer: Buffer, offset: number, length: number) => {
      if (target === fd) sizes.push(length);
      return real(target, buffer, offset, length);
    }) as typeof fs.writeSync;
    syncBuiltinESMExports();
    try {
      await work();
    } finally {
      fs.writeSync = real;
      syncBuiltinESMExports();
    }
    return sizes;
  }
  /** The index-th of 2,000 lines of some 260 bytes, together some ten blocks of 32 KB. */
  const lineEntry = (index: number): AccessEntry => ({
    client: '192.0.2.1',
    method: 'GET',
    path: `/v3/public-holidays/list?country=DE&year=${2000 + (index % 36)}`,
    status: 200,
    durationMs: 0.25,
    bytes: 4321,
    requestId: `4f1c2d3e-0000-4000-8000-${String(index).padStart(12, '0')}`,
    keyId: 'key-1',
    plan: 'titan',
    aborted: false,
  });
  const lines = (log: AccessLog) => async () => {
    for (let index = 0; index < 2000; index++) log.entry(lineEntry(index));
    await new Promise<void>((resolve) => log.flush(resolve));
  };

  it('writes to a file in blocks of up to 32 KB, and to a pipe in blocks of up to PIPE_BUF (4096 bytes), whole lines each', async () => {
    const dir = tempDir('access-log-blocks');
    const file = join(dir, 'access.log');
    const toFile = accessLogger('info', file)!;
    const fileFd = (toFile as unknown as { fd: number }).fd;
    const fileWrites = await writeSizes(fileFd, lines(toFile));
    expect(fileWrites.reduce((sum, size) => sum + size, 0)).toBe(readFileSync(file).length);
    expect(Math.max(...fileWrites)).toBeGreaterThan(16 * 1024);
    expect(Math.max(...fileWrites)).toBeLessThanOrEqual(32 * 1024 + 512);
    expect(fileWrites.length).toBeLessThan(30);

    // A named pipe, read by another process into a file.
    const fifo = join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const copied = join(dir, 'from-pipe.log');
    const reader = spawn('sh', ['-c', `cat "${fifo}" > "${copied}"`]);
    const toPipe = accessLogger('info', fifo)!;
    const pipeFd = (toPipe as unknown as { fd: number }).fd;
    const pipeWrites = await writeSizes(pipeFd, lines(toPipe));
    fs.closeSync(pipeFd);
    await new Promise((resolve) => reader.on('close', resolve));
    expect(Math.max(...pipeWrites)).toBeLessThanOrEqual(4096);
    expect(pipeWrites.length).toBeGreaterThan(100);
    // Every write ends with a whole line: the pipe's reader gets the lines as the file got them.
    expect(readFileSync(copied, 'utf8').split('\n').length).toBe(2001);
  });

  it('gives each line the time its request was logged, though lines are encoded only when they are written', async () => {
    const file = join(tempDir('access-log-time'), 'access.log');
    const log = accessLogger('info', file)!;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      vi.setSystemTime(Date.UTC(2026, 0, 5, 12, 0, 0, 0));
      log.entry(lineEntry(0));
      await vi.advanceTimersByTimeAsync(30);
      log.entry(lineEntry(1));
      expect(readFileSync(file).length).toBe(0);
      // 50 ms after the first line, both are written.
      await vi.advanceTimersByTimeAsync(20);
      const times = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { time: number }).time);
      expect(times).toEqual([Date.UTC(2026, 0, 5, 12, 0, 0, 0), Date.UTC(2026, 0, 5, 12, 0, 0, 30)]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes full blocks 4 ms after the first one fills, back to back, not at the end of the turn that filled them', async () => {
    const file = join(tempDir('access-log-burst'), 'access.log');
    const log = accessLogger('info', file)!;
    const fd = (log as unknown as { fd: number }).fd;
    const written = () => readFileSync(file).length;
    const seen: number[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] });
    try {
      const writes = await writeSizes(fd, async () => {
        // Some ten full blocks in one turn.
        for (let index = 0; index < 2000; index++) log.entry(lineEntry(index));
        vi.runAllTicks();
        seen.push(written());
        // The end of the turn (what setImmediate runs), then 3 ms: still nothing; at 4 ms, every line, unasked.
        await vi.advanceTimersByTimeAsync(3);
        seen.push(written());
        await vi.advanceTimersByTimeAsync(1);
        seen.push(written());
      });
      expect(seen.slice(0, 2)).toEqual([0, 0]);
      expect(seen[2]).toBe(written());
      expect(readFileSync(file, 'utf8').split('\n').length).toBe(2001);
      expect(writes.length).toBeGreaterThan(5);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the access log encoder', () => {
  /** The line as JSON.stringify writes the same fields in the same order, with \u escapes beyond ASCII. */
  const reference = (time: number, entry: AccessEntry) =>
    `${JSON.stringify({
      level: 30,
      time,
      pid: process.pid,
      client: entry.client,
      method: entry.method,
      path: entry.path,
      status: entry.status,
      durationMs: entry.durationMs,
      bytes: entry.bytes,
      requestId: entry.requestId,
      keyId: entry.keyId,
      plan: entry.plan,
      ...(entry.aborted ? { aborted: true } : {}),
    }).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)}`;

  /** Logs the entries, and expects the file to hold their lines as reference() writes them, in order. */
  async function expectReferenceLines(log: AccessLog, file: string, entries: AccessEntry[]): Promise<void> {
    for (const entry of entries) log.entry(entry);
    await new Promise<void>((resolve) => log.flush(resolve));
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(entries.length);
    lines.forEach((line, index) => {
      const { time } = JSON.parse(line) as { time: number };
      expect(line).toBe(reference(time, entries[index]!));
    });
  }

  it('writes each line byte for byte as JSON.stringify writes its fields: numbers, nulls, escapes', async () => {
    const file = join(tempDir('access-log-encoder'), 'access.log');
    const log = accessLogger('info', file)!;
    const durations = [
      0,
      0.001,
      0.01,
      0.02,
      0.1,
      0.5,
      1,
      1.234,
      12.03,
      12.3,
      100.004,
      999.999,
      123456.789,
      1 / 3,
      7e-7,
    ];
    const texts = [
      '127.0.0.1',
      '::ffff:10.0.0.1',
      'a"quote',
      'back\\slash',
      'tab\there',
      'ü€😀',
      'del\u007f',
      'bell\u0007',
      '',
    ];
    const entries: AccessEntry[] = durations.map((durationMs, index) => ({
      client: index % 5 === 4 ? null : texts[index % texts.length]!,
      method: index % 4 === 3 ? null : index % 2 ? 'GET' : texts[(index + 3) % texts.length]!,
      path:
        index % 6 === 5
          ? null
          : `/v3/public-holidays/list?country=DE&year=${2000 + index}&q=${texts[index % texts.length]}`,
      status: [200, 304, 400, 429, 499, 503][index % 6]!,
      durationMs,
      bytes: [0, 7, 4096, 123_456, 5_000_000_000][index % 5]!,
      requestId: `4f1c2d3e-0000-4000-8000-${String(index).padStart(12, '0')}`,
      keyId: index % 3 === 0 ? null : `key-${texts[index % texts.length]}`,
      plan: index % 3 === 1 ? null : 'titan',
      aborted: index % 4 === 2,
    }));
    await expectReferenceLines(log, file, entries);
  });

  it('writes the right line when what it copies from earlier lines changes: client, method, key, plan, abort', async () => {
    const file = join(tempDir('access-log-encoder-runs'), 'access.log');
    const log = accessLogger('info', file)!;
    const line = (index: number, changes: Partial<AccessEntry>): AccessEntry => ({
      client: '10.0.0.1',
      method: 'GET',
      path: `/v3/public-holidays/list?country=FR&year=${2000 + index}`,
      status: 200,
      durationMs: index / 10,
      bytes: 100 + index,
      requestId: `4f1c2d3e-0000-4000-8000-${String(index).padStart(12, '0')}`,
      keyId: 'key-1',
      plan: 'titan',
      aborted: false,
      ...changes,
    });
    const changes: Partial<AccessEntry>[] = [
      {},
      {},
      { client: '10.0.0.2' },
      { client: 'a"quote' },
      { client: 'a"quote', method: 'HEAD' },
      { client: null },
      { plan: 'growth' },
      { plan: null },
      { keyId: 'key-ü' },
      { keyId: null, plan: null },
      { aborted: true },
      {},
      { client: '10.0.0.1', method: 'POST' },
      {},
    ];
    // More clients and keys than the encoder keeps, so that what it kept is forgotten on the way.
    for (let index = 0; index < 5000; index++)
      changes.push({ client: `10.1.${index >> 8}.${index & 255}`, keyId: `key-${index % 4500}` });
    changes.push({}, { client: '10.1.0.7', keyId: 'key-7', plan: 'growth' });
    const entries = changes.map((change, index) => line(index, change));
    await expectReferenceLines(log, file, entries);
  });
});

describe('GET /metrics', () => {
  it('counts requests by endpoint and status class, times them, and parses as Prometheus text', async () => {
    const server = await startTestServer(dataset.dataDir);
    try {
      const key = server.testKeys.key.explorer;
      for (let index = 0; index < 3; index++) expect((await call(server.url, LIST, { key })).status).toBe(200);
      expect((await call(server.url, LIST)).status).toBe(401);
      expect((await call(server.url, '/v3/nowhere')).status).toBe(404);
      expect((await call(server.url, '/healthz')).status).toBe(200);
      const answer = await call(server.url, '/metrics');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = answer.text;
      // The text format: comments, then `name{labels} value` samples.
      for (const line of text.split('\n').filter(Boolean)) {
        expect(line, line).toMatch(
          /^(# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+|[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? -?[0-9.e+-]+|NaN|[+-]Inf)$/,
        );
      }
      expect(sample(text, 'http_requests_total{endpoint="list",status_class="2xx"}')).toBe(3);
      expect(sample(text, 'http_requests_total{endpoint="list",status_class="4xx"}')).toBe(1);
      expect(sample(text, 'http_requests_total{endpoint="none",status_class="4xx"}')).toBe(1);
      expect(sample(text, 'http_requests_total{endpoint="health",status_class="2xx"}')).toBe(1);
      expect(sample(text, 'http_request_duration_seconds_count{endpoint="list"}')).toBe(4);
      expect(sample(text, 'http_request_duration_seconds_bucket{le="+Inf",endpoint="list"}')).toBe(4);
      expect(sample(text, 'http_requests_in_flight')).toBe(1); // this request
      expect(sample(text, 'holidays_answer_cache_total{result="miss"}')).toBe(1);
      expect(sample(text, 'holidays_answer_cache_total{result="hit"}')).toBe(2);
      expect(sample(text, `holidays_snapshot_info{snapshot="${server.store.current().id}"}`)).toBe(1);
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      // No key was used up by the metrics.
      const again = await call(server.url, '/metrics');
      expect(sample(again.text, 'http_requests_total{endpoint="metrics",status_class="2xx"}')).toBe(1);
    } finally {
      await stopServer(server);
    }
  });

  it('counts every answer exactly when far more than one batch waits between scrapes, and a scrape counts nothing twice', async () => {
    const metrics = new ServerMetrics(() => 'snapshot-1');
    const answers = Array.from({ length: 10_000 }, (_, index) => ({
      endpoint: index % 3 === 0 ? 'check' : 'list',
      status: index % 7 === 0 ? 429 : 200,
      seconds: (index % 50) / 10_000,
    }));
    for (const { endpoint, status, seconds } of answers) metrics.observe(endpoint, status, seconds);
    for (let index = 0; index < 30; index++) metrics.cacheLookup(index % 3 !== 0);
    const expected = (endpoint: string, status: string) =>
      answers.filter((each) => each.endpoint === endpoint && `${Math.floor(each.status / 100)}xx` === status).length;
    for (let scrape = 0; scrape < 2; scrape++) {
      const text = await metrics.registry.metrics();
      for (const endpoint of ['list', 'check']) {
        for (const status of ['2xx', '4xx'])
          expect(sample(text, `http_requests_total{endpoint="${endpoint}",status_class="${status}"}`)).toBe(
            expected(endpoint, status),
          );
        const times = answers.filter((each) => each.endpoint === endpoint).map((each) => each.seconds);
        expect(sample(text, `http_request_duration_seconds_count{endpoint="${endpoint}"}`)).toBe(times.length);
        expect(sample(text, `http_request_duration_seconds_bucket{le="0.001",endpoint="${endpoint}"}`)).toBe(
          times.filter((seconds) => seconds <= 0.001).length,
        );
        expect(sample(text, `http_request_duration_seconds_sum{endpoint="${endpoint}"}`)).toBeCloseTo(
          times.reduce((sum, seconds) => sum + seconds, 0),
          6,
        );
      }
      expect(sample(text, 'holidays_answer_cache_total{result="hit"}')).toBe(20);
      expect(sample(text, 'holidays_answer_cache_total{result="miss"}')).toBe(10);
      expect(sample(text, 'http_requests_in_flight')).toBe(0);
    }
  });

  it('counts limit refusals', async () => {
    const server = await startTestServer(dataset.dataDir, {
      limits: { explorer: { daily: 1 } },
      now: () => Date.UTC(2026, 6, 14, 12),
    });
    try {
      const key = server.testKeys.key.explorer;
      expect((await call(server.url, LIST, { key })).status).toBe(200);
      expect((await call(server.url, LIST, { key })).status).toBe(429);
      expect(
        sample((await call(server.url, '/metrics')).text, 'holidays_limit_refusals_total{code="rate_limited"}'),
      ).toBe(1);
    } finally {
      await stopServer(server);
    }
  });

  it('answers 404 when METRICS=off', async () => {
    const server = await startTestServer(dataset.dataDir, { metrics: false });
    try {
      const answer = await call(server.url, '/metrics');
      expect(answer.status).toBe(404);
      expect(answer.json.error.code).toBe('not_found');
    } finally {
      await stopServer(server);
    }
  });
});
