// Running beyond one process: the limits counted in a real Redis
// (redis-server on a free loopback port) are exact across server processes
// and survive their restarts; while Redis is unreachable (stopped mid-run, or
// at start-up) requests are still answered, counted locally, and /healthz says
// degraded. Without Redis the counters are saved on stop and read at start;
// WORKERS=N serves from N processes on one port, the primary counting for all
// of them, restarts one that dies and stops all on SIGTERM.

import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { MemoryCounterStore, type CounterWindow } from '../../server/counters.js';
import { RedisCounterStore } from '../../server/redis-counters.js';
import { TALLY_FLUSH_MS } from '../../server/tallies.js';
import { LEASE_IDLE_MS } from '../../server/allowance-leases.js';
import { call, makeKeys, serverBundle, sharedDataset, type Answer } from './helpers.js';
import { JOURNAL_EVERY } from '../../server/counter-journal.js';
import { smallFileSystem } from '../small-fs.js';
import { FIXED_DAY, fixedClockEnv } from './fixed-clock.js';
import { freePort, RedisServer } from './redis-server.js';
import { processAlive as alive } from '../process-alive.js';

const ROOT = new URL('../../', import.meta.url).pathname;
// node on the run's server bundle (serverBundle), no wrapper: a signal reaches the server itself (and a killed
// primary's workers stop when it disconnects).
const NODE_ARGS = [serverBundle()];
const LIST = '/v3/public-holidays/list?country=JP&year=2025&month=1&day=1';
const today = () => FIXED_DAY;

let dataDir: string;
let redis: RedisServer;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  dataDir = (await sharedDataset()).dataDir;
  redis = await RedisServer.start();
});
afterAll(async () => {
  // Servers a failed test left running: SIGTERM first (a primary stops its workers), then SIGKILL.
  const left = [...children].map(
    (child) =>
      new Promise<void>((resolve) =>
        child.exitCode !== null ? resolve() : (child.once('close', () => resolve()), child.kill('SIGTERM')),
      ),
  );
  const timer = setTimeout(() => children.forEach((child) => child.kill('SIGKILL')), 5_000);
  await Promise.all(left);
  clearTimeout(timer);
  await redis?.stop();
});

interface ServerProcess {
  child: ChildProcess;
  url: string;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** server/main.ts as a process; resolves once it prints its address, rejects if it exits first. */
async function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, NODE_ARGS, {
    cwd: ROOT,
    env: { ...process.env, ...fixedClockEnv(), HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => (children.delete(child), resolve(code))),
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`exited (${code}) before serving: ${stdout}${stderr}`)));
  });
  return {
    child,
    url,
    out: () => stdout,
    err: () => stderr,
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A start-up that must fail: its exit code and output. */
async function failedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, NODE_ARGS, {
    cwd: ROOT,
    env: { ...process.env, ...fixedClockEnv(), HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  children.delete(child);
  return { code, stdout, stderr };
}

/** `count` requests at once, each on its own connection, spread over the servers in turn. */
async function burst(urls: string[], key: string, count: number): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) => call(urls[index % urls.length]!, LIST, { key, agent: false })),
  );
}

const statuses = (answers: Answer[]) => {
  const counted: Record<number, number> = {};
  for (const answer of answers) counted[answer.status] = (counted[answer.status] ?? 0) + 1;
  return counted;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the Redis counter store', () => {
  it('counts like the in-memory store: refused requests count nowhere; keys are namespaced and expire', async () => {
    const store = await RedisCounterStore.connect(redis.url);
    try {
      const end = Date.now() + 60_000;
      const windows: CounterWindow[] = [
        { key: 'unit:month:m', limit: 3, expiresAt: end },
        { key: 'unit:day:d', limit: 2, expiresAt: end },
      ];
      const memory = new MemoryCounterStore();
      for (let round = 0; round < 3; round++)
        expect(await store.consume(windows, Date.now())).toEqual(memory.consume(windows, Date.now()));
      // Day full (index 1); then a new day with room, until the month is full (index 0).
      const nextDay: CounterWindow[] = [windows[0]!, { key: 'unit:day:e', limit: 2, expiresAt: end }];
      expect(await store.consume(nextDay, Date.now())).toEqual({ admitted: true, counts: [3, 1], refusedBy: -1 });
      expect(await store.consume(nextDay, Date.now())).toEqual({ admitted: false, counts: [3, 1], refusedBy: 0 });
      expect(redis.cli('GET', 'ph:count:unit:day:d')).toBe('2');
      expect(redis.cli('GET', 'ph:count:unit:day:e')).toBe('1');
      const ttl = Number(redis.cli('PTTL', 'ph:count:unit:month:m'));
      expect(ttl).toBeGreaterThan(60_000);
      expect(ttl).toBeLessThanOrEqual(60_000 + 3_600_000);
      // No limit (Titan) still counts.
      expect(await store.consume([{ key: 'unit:day:t', limit: null, expiresAt: end }], Date.now())).toEqual({
        admitted: true,
        counts: [1],
        refusedBy: -1,
      });
    } finally {
      await store.close();
    }
  });

  it('requests counted in one batch (one turn of the event loop) get what they would get one by one, in order', async () => {
    const store = await RedisCounterStore.connect(redis.url);
    try {
      const end = Date.now() + 60_000;
      const requests: CounterWindow[][] = Array.from({ length: 40 }, (_, index) => [
        { key: 'batch:month', limit: 30, expiresAt: end },
        { key: `batch:day:${index % 3}`, limit: index % 3 === 2 ? null : 8, expiresAt: end },
      ]);
      const memory = new MemoryCounterStore();
      const expected = requests.map((windows) => memory.consume(windows, Date.now()));
      expect(await Promise.all(requests.map((windows) => store.consume(windows, Date.now())))).toEqual(expected);
      expect(expected.filter((result) => !result.admitted).length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });

  it('unlimited windows are tallied: added up, written together, all of them written by close()', async () => {
    const store = await RedisCounterStore.connect(redis.url);
    const end = Date.now() + 60_000;
    const windows: CounterWindow[] = [
      { key: 'tally:month:m', limit: null, expiresAt: end },
      { key: 'tally:day:d', limit: null, expiresAt: end },
    ];
    try {
      for (let request = 0; request < 25; request++) store.tally(windows, Date.now());
      // Not written yet: one script call a little later for all 25.
      expect(redis.cli('GET', 'ph:count:tally:day:d')).toBe('');
      await sleep(TALLY_FLUSH_MS + 100);
      expect(redis.cli('GET', 'ph:count:tally:day:d')).toBe('25');
      const ttl = Number(redis.cli('PTTL', 'ph:count:tally:month:m'));
      expect(ttl).toBeGreaterThan(60_000);
      expect(ttl).toBeLessThanOrEqual(60_000 + 3_600_000);
      for (let request = 0; request < 7; request++) store.tally(windows, Date.now());
    } finally {
      await store.close();
    }
    expect(redis.cli('GET', 'ph:count:tally:month:m')).toBe('32');
    expect(redis.cli('GET', 'ph:count:tally:day:d')).toBe('32');
  });

  it('concurrent consumers through separate connections admit exactly the limit', async () => {
    const stores = await Promise.all([RedisCounterStore.connect(redis.url), RedisCounterStore.connect(redis.url)]);
    try {
      const windows: CounterWindow[] = [{ key: 'race:day:d', limit: 50, expiresAt: Date.now() + 60_000 }];
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, index) => stores[index % 2]!.consume(windows, Date.now())),
      );
      expect(results.filter((result) => result.admitted)).toHaveLength(50);
      expect(redis.cli('GET', 'ph:count:race:day:d')).toBe('50');
    } finally {
      for (const store of stores) await store.close();
    }
  });
});

describe('blocks of allowance (Redis)', () => {
  /** Script calls Redis has run so far (EVALSHA and EVAL). */
  const scriptCalls = () =>
    redis
      .cli('INFO', 'commandstats')
      .split('\n')
      .filter((line) => /^cmdstat_(evalsha|eval):/.test(line))
      .reduce((sum, line) => sum + Number(/calls=(\d+)/.exec(line)![1]), 0);

  it('a key far from large limits takes blocks: two stores admit every request with few script calls, and give back what they did not use', async () => {
    const stores = await Promise.all([RedisCounterStore.connect(redis.url), RedisCounterStore.connect(redis.url)]);
    const end = Date.now() + 60_000;
    const windows: CounterWindow[] = [
      { key: 'lease:month:m', limit: 3_000_000, expiresAt: end },
      { key: 'lease:day:d', limit: 100_000, expiresAt: end },
    ];
    const before = scriptCalls();
    const results = [];
    try {
      // One request after another, alternating stores: counted one by one, that is 500 script calls.
      for (let request = 0; request < 500; request++)
        results.push(await stores[request % 2]!.consume(windows, Date.now()));
      expect(results.every((result) => result.admitted)).toBe(true);
      // Blocks of 32: about 250/32 calls per store.
      expect(scriptCalls() - before).toBeLessThan(30);
      // The counts reported climb with the requests of each store.
      const first = results.filter((_, index) => index % 2 === 0).map((result) => result.counts[1]!);
      expect(first.at(-1)!).toBeGreaterThan(first[0]!);
      // Blocks are counted in Redis at once: more than was admitted, until they are used or given back.
      expect(Number(redis.cli('GET', 'ph:count:lease:day:d'))).toBeGreaterThan(500);
    } finally {
      for (const store of stores) await store.close();
    }
    expect(redis.cli('GET', 'ph:count:lease:day:d')).toBe('500');
    expect(redis.cli('GET', 'ph:count:lease:month:m')).toBe('500');
  });

  it('an idle block goes back on its own after a second', async () => {
    const store = await RedisCounterStore.connect(redis.url);
    const windows: CounterWindow[] = [{ key: 'lease:idle:d', limit: 100_000, expiresAt: Date.now() + 60_000 }];
    try {
      for (let request = 0; request < 3; request++)
        expect((await store.consume(windows, Date.now())).admitted).toBe(true);
      expect(Number(redis.cli('GET', 'ph:count:lease:idle:d'))).toBeGreaterThan(3);
      await sleep(LEASE_IDLE_MS * 2 + 200);
      expect(redis.cli('GET', 'ph:count:lease:idle:d')).toBe('3');
    } finally {
      await store.close();
    }
  });

  it('near a limit, and under a small limit, every request is counted alone: exactly the limit is admitted', async () => {
    const stores = await Promise.all([RedisCounterStore.connect(redis.url), RedisCounterStore.connect(redis.url)]);
    try {
      // 10,000 a day with 9,900 used: too close for a block (8 blocks of 32 must fit).
      redis.cli('SET', 'ph:count:near:day:d', '9900');
      const near: CounterWindow[] = [{ key: 'near:day:d', limit: 10_000, expiresAt: Date.now() + 60_000 }];
      const results = await Promise.all(
        Array.from({ length: 300 }, (_, index) => stores[index % 2]!.consume(near, Date.now())),
      );
      expect(results.filter((result) => result.admitted)).toHaveLength(100);
      expect(redis.cli('GET', 'ph:count:near:day:d')).toBe('10000');
      // An Explorer's 100 a day never leases: the counter is exact after each wave.
      const small: CounterWindow[] = [{ key: 'small:day:d', limit: 100, expiresAt: Date.now() + 60_000 }];
      for (let wave = 0; wave < 3; wave++) {
        await Promise.all(Array.from({ length: 10 }, (_, index) => stores[index % 2]!.consume(small, Date.now())));
        expect(redis.cli('GET', 'ph:count:small:day:d')).toBe(String(10 * (wave + 1)));
      }
    } finally {
      for (const store of stores) await store.close();
    }
  });
});

describe('server processes sharing one Redis', () => {
  it('two processes admit exactly one daily limit together (100 of 300 concurrent), and keep it across a restart', async () => {
    const keys = makeKeys();
    const env = { KEYS_FILE: keys.file, REDIS_URL: redis.url, WORKERS: '1' };
    let servers = await Promise.all([startProcess(env), startProcess(env)]);
    expect(servers[0]!.out()).toContain(`limits counted in Redis at ${redis.url}, shared by every process`);
    const answers = await burst(
      servers.map((server) => server.url),
      keys.key.explorer,
      300,
    );
    expect(statuses(answers)).toEqual({ 200: 100, 429: 200 });
    // 100 in all, not 100 each: the limit was shared (which process admitted them depends on their batches).
    expect(redis.cli('GET', `ph:count:explorer-key:day:${today()}`)).toBe('100');
    // An unlimited key is counted too, every request, written at the latest when each process stops.
    expect(
      statuses(
        await burst(
          servers.map((server) => server.url),
          keys.key.titan,
          300,
        ),
      ),
    ).toEqual({ 200: 300 });
    expect(await Promise.all(servers.map((server) => server.stop()))).toEqual([0, 0]);
    expect(redis.cli('GET', `ph:count:titan-key:day:${today()}`)).toBe('300');
    expect(redis.cli('GET', `ph:count:titan-key:month:${today().slice(0, 7)}`)).toBe('300');

    servers = await Promise.all([startProcess(env), startProcess(env)]);
    try {
      for (const server of servers) {
        const after = await call(server.url, LIST, { key: keys.key.explorer });
        expect(after.status).toBe(429);
        expect(after.headers['x-ratelimit-remaining']).toBe('0');
      }
      // Another key is not affected.
      expect((await call(servers[0]!.url, LIST, { key: keys.key.builder })).status).toBe(200);
    } finally {
      expect(await Promise.all(servers.map((server) => server.stop()))).toEqual([0, 0]);
    }
  });

  it('Redis stopped mid-run: requests are still answered, counted locally, /healthz says degraded, one line each way', async () => {
    const keys = makeKeys();
    redis.cli('FLUSHALL'); // the counts of the tests before
    const server = await startProcess({ KEYS_FILE: keys.file, REDIS_URL: redis.url, WORKERS: '1' });
    try {
      expect((await call(server.url, LIST, { key: keys.key.explorer })).status).toBe(200);
      expect((await call(server.url, '/healthz')).json).toMatchObject({
        ok: true,
        health: 'ok',
        counters: { store: 'redis', degraded: false },
      });
      await redis.stop();
      // Counted in the process meanwhile, from zero: 99 left after the first, then 98.
      const during = [];
      for (let round = 0; round < 3; round++) during.push(await call(server.url, LIST, { key: keys.key.explorer }));
      expect(during.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(during.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual(['99', '98', '97']);
      const health = await call(server.url, '/healthz');
      expect(health.status).toBe(200);
      expect(health.json).toMatchObject({ ok: true, health: 'degraded', counters: { store: 'redis', degraded: true } });
      // /healthz needs no key: it says what is wrong, not where Redis is.
      expect(health.json.counters.detail).toBe(
        'Redis is unreachable: limits are counted in this process until it is back',
      );
      expect(health.text).not.toContain('127.0.0.1');
      const gone = server
        .err()
        .split('\n')
        .filter((line) => line.includes('is unreachable'));
      expect(gone, server.err()).toHaveLength(1);
      expect(gone[0]).toMatch(
        /^counters: Redis at redis:\/\/127\.0\.0\.1:\d+ is unreachable \(.+\): limits are counted in this process until it is back$/,
      );
      expect(server.err()).not.toMatch(/internal error|\n\s+at /);

      await redis.resume();
      let state = '';
      for (let waited = 0; waited < 10_000 && state !== 'ok'; waited += 100) {
        state = (await call(server.url, '/healthz')).json.health;
        if (state !== 'ok') await sleep(100);
      }
      expect(state).toBe('ok');
      expect(server.err()).toMatch(/^counters: Redis at \S+ is reachable again: limits are shared again$/m);
      // Counted in Redis again (restarted empty here, as without persistence): the local counts are not carried over.
      expect((await call(server.url, LIST, { key: keys.key.explorer })).headers['x-ratelimit-remaining']).toBe('99');
      expect(redis.cli('GET', `ph:count:explorer-key:day:${today()}`)).toBe('1');
    } finally {
      await redis.resume().catch(() => {});
      expect(await server.stop()).toBe(0);
    }
  });

  it('an unreachable REDIS_URL at start-up: the server starts, counts locally, says so once and in /healthz', async () => {
    const port = await freePort();
    const keys = makeKeys();
    const server = await startProcess({ KEYS_FILE: keys.file, REDIS_URL: `redis://127.0.0.1:${port}`, WORKERS: '1' });
    try {
      expect(server.err().trimEnd().split('\n'), server.err()).toHaveLength(1);
      expect(server.err()).toMatch(
        new RegExp(
          `^counters: Redis at redis://127\\.0\\.0\\.1:${port} is unreachable \\(.*ECONNREFUSED.*\\): limits are counted in this process until it is back`,
        ),
      );
      expect((await call(server.url, LIST, { key: keys.key.explorer })).status).toBe(200);
      expect((await call(server.url, '/healthz')).json).toMatchObject({
        health: 'degraded',
        counters: { store: 'redis', degraded: true },
      });
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

describe('counters without Redis', () => {
  it('one process restarted with SIGTERM keeps its counters (COUNTERS_FILE beside the keys file)', async () => {
    const keys = makeKeys();
    let server = await startProcess({ KEYS_FILE: keys.file, WORKERS: '1' });
    expect(server.out()).toContain(
      `limits counted in this process, saved to ${join(dirname(keys.file), 'counters.json')} on stop`,
    );
    expect((await call(server.url, '/healthz')).json).toMatchObject({
      health: 'ok',
      counters: { store: 'process', degraded: false },
    });
    expect(statuses(await burst([server.url], keys.key.explorer, 150))).toEqual({ 200: 100, 429: 50 });
    expect(await server.stop()).toBe(0);
    const saved = JSON.parse(readFileSync(join(dirname(keys.file), 'counters.json'), 'utf8'));
    expect(saved.counters).toContainEqual(expect.objectContaining({ key: `explorer-key:day:${today()}`, count: 100 }));

    server = await startProcess({ KEYS_FILE: keys.file, WORKERS: '1' });
    try {
      const after = await call(server.url, LIST, { key: keys.key.explorer });
      expect(after.status).toBe(429);
      expect(after.headers['x-ratelimit-remaining']).toBe('0');
      expect((await call(server.url, LIST, { key: keys.key.builder })).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('a process killed with SIGKILL hands back fewer than JOURNAL_EVERY requests of a window (the journal), alone and as a cluster primary', async () => {
    for (const workers of ['1', '2']) {
      const keys = makeKeys();
      let server = await startProcess({ KEYS_FILE: keys.file, WORKERS: workers });
      expect(statuses(await burst([server.url], keys.key.explorer, 65))).toEqual({ 200: 65 });
      // A cluster's primary holds the counters; its workers stop once it is gone.
      server.child.kill('SIGKILL');
      await server.exited;
      await sleep(200);
      server = await startProcess({ KEYS_FILE: keys.file, WORKERS: workers });
      try {
        const admitted = statuses(await burst([server.url], keys.key.explorer, 100))[200] ?? 0;
        expect(admitted, `WORKERS=${workers}`).toBeGreaterThanOrEqual(35);
        expect(admitted - 35, `WORKERS=${workers}`).toBeLessThan(JOURNAL_EVERY);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    }
  });

  it('a full disk at SIGTERM: exit 1, one line saying where the counts stay, no temporary file; the next start keeps them', async () => {
    const keys = makeKeys();
    const fs = smallFileSystem('counters-full');
    try {
      const env = { KEYS_FILE: keys.file, WORKERS: '1', COUNTERS_FILE: join(fs.dir, 'counters.json') };
      let server = await startProcess(env);
      expect(statuses(await burst([server.url], keys.key.explorer, 30))).toEqual({ 200: 30 });
      fs.fill();
      expect(await server.stop()).toBe(1);
      expect(server.err()).toMatch(
        /^server: could not save the counters to \S+counters\.json \(COUNTERS_FILE\): ENOSPC.*; the counts since the last save stay in \S+counters\.json\.journal, read at the next start$/m,
      );
      expect(server.out()).not.toMatch(/^stopped$/m);
      expect(readdirSync(fs.dir).filter((name) => name.includes('tmp'))).toEqual([]);
      fs.free();
      server = await startProcess(env);
      try {
        expect(statuses(await burst([server.url], keys.key.explorer, 100))).toEqual({ 200: 70, 429: 30 });
      } finally {
        expect(await server.stop()).toBe(0);
      }
    } finally {
      fs.unmount();
    }
  });

  it('a counters file that is not one stops start-up with one line naming it', async () => {
    const keys = makeKeys();
    const file = join(dirname(keys.file), 'counters.json');
    writeFileSync(file, '{"format":"holidays-counters/1","counters":[{"key":"x"}]}');
    const result = await failedStart({ KEYS_FILE: keys.file, WORKERS: '1' });
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split('\n'), result.stderr).toHaveLength(1);
    expect(result.stderr).toContain(`server: counters file ${file} is not a saved counters file (savedAt:`);
    expect(result.stderr).toContain('move it away to start every key from zero');
  });
});

describe('WORKERS', () => {
  it('WORKERS=2 with Redis: two workers on one port, start-up lines once, exactly the limit, SIGTERM stops all with exit 0', async () => {
    const keys = makeKeys();
    redis.cli('FLUSHALL'); // the counts of the tests before
    const server = await startProcess({ KEYS_FILE: keys.file, REDIS_URL: redis.url, WORKERS: '2' });
    await sleep(50);
    const line = /^workers: 2 processes on one port \(pids (\d+), (\d+)\); limits counted in Redis/m.exec(server.out());
    expect(line, server.out()).not.toBeNull();
    const pids = [Number(line![1]), Number(line![2])];
    expect(new Set(pids).size).toBe(2);
    for (const pid of pids) {
      expect(alive(pid)).toBe(true);
      // A worker: its parent is the primary, which is not the worker itself.
      const parent = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
      expect(pids).not.toContain(parent);
    }
    expect(server.out().match(/serving snapshot/g)).toHaveLength(1);
    expect(server.out().match(/ try: /g)).toHaveLength(1);

    const answers = await burst([server.url], keys.key.explorer, 300);
    expect(statuses(answers)).toEqual({ 200: 100, 429: 200 });

    expect(await server.stop()).toBe(0);
    expect(server.out().match(/SIGTERM: finishing in-flight requests/g)).toHaveLength(1);
    expect(server.out()).toMatch(/^stopped$/m);
    for (const pid of pids) expect(alive(pid)).toBe(false);
  });

  it('WORKERS=2 without Redis: the primary counts for both workers (exactly 100 of 300), keeps the count across a restart; one that dies is replaced', async () => {
    const keys = makeKeys();
    let server = await startProcess({ KEYS_FILE: keys.file, WORKERS: '2' });
    await sleep(50);
    expect(server.out()).toMatch(
      /^workers: 2 processes on one port \(pids \d+, \d+\); limits counted by the primary process for its 2 workers, saved to .*counters\.json on stop$/m,
    );
    const pids = /pids (\d+), (\d+)/.exec(server.out())!.slice(1).map(Number);
    expect((await call(server.url, '/healthz')).json).toMatchObject({
      health: 'ok',
      counters: { store: 'primary', degraded: false },
    });
    const answers = await burst([server.url], keys.key.explorer, 300);
    expect(statuses(answers)).toEqual({ 200: 100, 429: 200 });
    // GET /metrics answers for both workers, whichever one answers it.
    for (let round = 0; round < 2; round++) {
      const text = (await call(server.url, '/metrics', { agent: false })).text;
      const sample = (series: string) =>
        Number(
          text
            .split('\n')
            .find((line) => line.startsWith(`${series} `))
            ?.slice(series.length + 1),
        );
      expect(sample('http_requests_total{endpoint="list",status_class="2xx"}')).toBe(100);
      expect(sample('http_requests_total{endpoint="list",status_class="4xx"}')).toBe(200);
      expect(sample('holidays_limit_refusals_total{code="rate_limited"}')).toBe(200);
      expect(text).toMatch(/^holidays_snapshot_info\{snapshot="[^"]+"\} 1$/m);
    }

    process.kill(pids[0]!, 'SIGKILL');
    for (let waited = 0; waited < 60_000 && !/started \(replacing one that died\)/.test(server.out()); waited += 100)
      await sleep(100);
    expect(server.err()).toContain(`worker ${pids[0]} died (SIGKILL); starting another`);
    expect(server.out()).toMatch(/^worker \d+ started \(replacing one that died\)$/m);
    // The new worker counts on the primary's store: the key stays spent, another key is counted once per request.
    for (let round = 0; round < 4; round++)
      expect((await call(server.url, LIST, { key: keys.key.explorer, agent: false })).status).toBe(429);
    const builder = [];
    for (let round = 0; round < 4; round++)
      builder.push(
        (await call(server.url, LIST, { key: keys.key.builder, agent: false })).headers['x-ratelimit-remaining'],
      );
    expect(new Set(builder).size).toBe(4);
    // An unlimited key: both workers' counts reach the primary, the last ones when the workers stop.
    expect(statuses(await burst([server.url], keys.key.titan, 300))).toEqual({ 200: 300 });
    expect(await server.stop()).toBe(0);
    const saved = JSON.parse(readFileSync(join(dirname(keys.file), 'counters.json'), 'utf8'));
    expect(saved.counters).toContainEqual(expect.objectContaining({ key: `titan-key:day:${today()}`, count: 300 }));
    expect(saved.counters).toContainEqual(
      expect.objectContaining({ key: `titan-key:month:${today().slice(0, 7)}`, count: 300 }),
    );

    server = await startProcess({ KEYS_FILE: keys.file, WORKERS: '2' });
    try {
      expect((await call(server.url, LIST, { key: keys.key.explorer })).status).toBe(429);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('WORKERS=2 closes connections beyond MAX_CONNECTIONS per worker as they arrive, as one process does, and serves again once they go', async () => {
    const keys = makeKeys();
    const server = await startProcess({
      KEYS_FILE: keys.file,
      WORKERS: '2',
      MAX_CONNECTIONS: '50',
      HEADERS_TIMEOUT_MS: '60000',
      REQUEST_TIMEOUT_MS: '120000',
      LOG_LEVEL: 'silent',
    });
    const port = Number(new URL(server.url).port);
    const sockets: Socket[] = [];
    try {
      let closed = 0;
      // 300 clients that never finish their headers: 100 are held (50 per worker), the rest closed unanswered.
      for (let n = 0; n < 300; n++) {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\n'));
        socket.on('error', () => {});
        socket.on('close', () => closed++);
        sockets.push(socket);
      }
      // Held ones end only after the 60 s headers timeout, so whatever closes before then was refused.
      for (let waited = 0; closed < 200 && waited < 30_000; waited += 50) await sleep(50);
      await sleep(500);
      expect(closed).toBe(200);
      for (const socket of sockets) socket.destroy();
      await sleep(300);
      expect((await call(server.url, LIST, { key: keys.key.builder, agent: false })).status).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
      expect(await server.stop()).toBe(0);
    }
  });

  it('a worker start-up failure is printed once and stops the cluster', async () => {
    const result = await failedStart({ KEYS_FILE: join(ROOT, 'no-such-keys.json'), WORKERS: '2' });
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split('\n'), result.stderr).toHaveLength(1);
    expect(result.stderr).toMatch(/^server: keys file .*no-such-keys\.json not found/);
  });

  it('configuration: WORKERS is one per core unless set; COUNTERS_FILE sits beside KEYS_FILE unless set; bad WORKERS and REDIS_URL are refused', () => {
    expect(loadConfig({ WORKERS: 'auto', REDIS_URL: 'redis://127.0.0.1:6379/0' })).toMatchObject({
      workers: availableParallelism(),
      redisUrl: 'redis://127.0.0.1:6379/0',
    });
    expect(loadConfig({})).toMatchObject({
      workers: availableParallelism(),
      redisUrl: null,
      countersFile: 'counters.json',
    });
    expect(loadConfig({ WORKERS: '3', KEYS_FILE: '/etc/holidays/keys.json' })).toMatchObject({
      workers: 3,
      countersFile: '/etc/holidays/counters.json',
    });
    expect(loadConfig({ COUNTERS_FILE: '/var/lib/holidays/counters.json' }).countersFile).toBe(
      '/var/lib/holidays/counters.json',
    );
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(
      /WORKERS must be a number of processes between 1 and 256, or auto/,
    );
    expect(() => loadConfig({ WORKERS: 'many' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL must be a Redis URL/);
  });
});
