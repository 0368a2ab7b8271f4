// Running beyond one process (issue 14): the limits counted in a real Redis
// (redis-server on a free loopback port) are exact across server processes
// and survive their restarts; Redis stopping answers 503 with Retry-After and
// answers resume when it is back; WORKERS=N serves from N processes on one
// port, restarts one that dies and stops all on SIGTERM; WORKERS>1 without
// REDIS_URL refuses to start unless LIMITS=per-process says so.

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { MemoryCounterStore, type CounterWindow } from '../../server/counters.js';
import { RedisCounterStore } from '../../server/redis-counters.js';
import { call, makeKeys, sharedDataset, type Answer } from './helpers.js';
import { freePort, RedisServer } from './redis-server.js';

const ROOT = new URL('../../', import.meta.url).pathname;
// node with tsx's loader, not the tsx wrapper: a signal reaches the server itself (and a killed
// primary's workers stop when it disconnects).
const NODE_ARGS = ['--import', 'tsx', join(ROOT, 'server/main.ts')];
const LIST = '/v3/public-holidays/list?country=JP&year=2025&month=1&day=1';
const today = () => new Date().toISOString().slice(0, 10);

let dataDir: string;
let redis: RedisServer;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  dataDir = (await sharedDataset()).dataDir;
  redis = await RedisServer.start();
});
afterAll(async () => {
  // Servers a failed test left running: SIGTERM first (a primary stops its workers), then SIGKILL.
  const left = [...children].map((child) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('close', () => resolve()), child.kill('SIGTERM')))));
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
  const child = spawn(process.execPath, NODE_ARGS, { cwd: ROOT, env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env } });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => (children.delete(child), resolve(code))));
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
async function failedStart(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, NODE_ARGS, { cwd: ROOT, env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env } });
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
  return Promise.all(Array.from({ length: count }, (_, index) => call(urls[index % urls.length]!, LIST, { key, agent: false })));
}

const statuses = (answers: Answer[]) => {
  const counted: Record<number, number> = {};
  for (const answer of answers) counted[answer.status] = (counted[answer.status] ?? 0) + 1;
  return counted;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

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
      for (let round = 0; round < 3; round++) expect(await store.consume(windows, Date.now())).toEqual(memory.consume(windows, Date.now()));
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
      expect(await store.consume([{ key: 'unit:day:t', limit: null, expiresAt: end }], Date.now())).toEqual({ admitted: true, counts: [1], refusedBy: -1 });
    } finally {
      await store.close();
    }
  });

  it('concurrent consumers through separate connections admit exactly the limit', async () => {
    const stores = await Promise.all([RedisCounterStore.connect(redis.url), RedisCounterStore.connect(redis.url)]);
    try {
      const windows: CounterWindow[] = [{ key: 'race:day:d', limit: 50, expiresAt: Date.now() + 60_000 }];
      const results = await Promise.all(Array.from({ length: 200 }, (_, index) => stores[index % 2]!.consume(windows, Date.now())));
      expect(results.filter((result) => result.admitted)).toHaveLength(50);
      expect(redis.cli('GET', 'ph:count:race:day:d')).toBe('50');
    } finally {
      for (const store of stores) await store.close();
    }
  });
});

describe('server processes sharing one Redis', () => {
  it('two processes admit exactly one daily limit together (100 of 300 concurrent), and keep it across a restart', async () => {
    const keys = makeKeys();
    const env = { KEYS_FILE: keys.file, REDIS_URL: redis.url };
    let servers = await Promise.all([startProcess(env), startProcess(env)]);
    expect(servers[0]!.out()).toContain(`limits counted in Redis at ${redis.url}, shared by every process`);
    const answers = await burst(servers.map((server) => server.url), keys.key.explorer, 300);
    expect(statuses(answers)).toEqual({ 200: 100, 429: 200 });
    // Both processes admitted some: the limit was shared, not each one's own.
    for (const server of servers) expect(answers.some((answer, index) => answer.status === 200 && index % 2 === servers.indexOf(server))).toBe(true);
    expect(redis.cli('GET', `ph:count:explorer-key:day:${today()}`)).toBe('100');
    expect(await Promise.all(servers.map((server) => server.stop()))).toEqual([0, 0]);

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

  it('Redis stopped mid-run: 503 with Retry-After and one log line; answers resume when it is back', async () => {
    const keys = makeKeys();
    const server = await startProcess({ KEYS_FILE: keys.file, REDIS_URL: redis.url });
    try {
      expect((await call(server.url, LIST, { key: keys.key.growth })).status).toBe(200);
      await redis.stop();
      for (let round = 0; round < 3; round++) {
        const refused = await call(server.url, LIST, { key: keys.key.growth });
        expect(refused.status).toBe(503);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.json.error.code).toBe('internal_error');
        expect(refused.json.error.message).toContain('counters');
        expect(refused.json.status).toBe(503);
      }
      // Open endpoints do not count, so they still answer.
      expect((await call(server.url, '/healthz')).status).toBe(200);
      const gone = server.err().split('\n').filter((line) => line.includes('is unreachable'));
      expect(gone, server.err()).toHaveLength(1);
      expect(gone[0]).toMatch(/^counters: Redis at redis:\/\/127\.0\.0\.1:\d+ is unreachable/);
      expect(server.err()).not.toMatch(/internal error|\n\s+at /);

      await redis.resume();
      let status = 0;
      for (let waited = 0; waited < 10_000 && status !== 200; waited += 100) {
        status = (await call(server.url, LIST, { key: keys.key.growth })).status;
        if (status !== 200) await sleep(100);
      }
      expect(status).toBe(200);
      expect(server.err()).toMatch(/^counters: Redis at \S+ is reachable again/m);
    } finally {
      await redis.resume().catch(() => {});
      expect(await server.stop()).toBe(0);
    }
  });

  it('an unreachable REDIS_URL stops start-up with one line', async () => {
    const port = await freePort();
    const result = await failedStart({ KEYS_FILE: makeKeys().file, REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split('\n'), result.stderr).toHaveLength(1);
    expect(result.stderr).toMatch(new RegExp(`^server: cannot reach Redis at redis://127\\.0\\.0\\.1:${port} \\(REDIS_URL\\): connect ECONNREFUSED`));
  });
});

describe('WORKERS', () => {
  it('WORKERS=2 with Redis: two workers on one port, start-up lines once, exactly the limit, SIGTERM stops all with exit 0', async () => {
    const keys = makeKeys();
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

  it('WORKERS=2 with LIMITS=per-process: connections reach both workers; one that dies is replaced', async () => {
    const keys = makeKeys();
    const server = await startProcess({ KEYS_FILE: keys.file, WORKERS: '2', LIMITS: 'per-process' });
    try {
      await sleep(50);
      expect(server.out()).toMatch(/^workers: 2 processes on one port \(pids \d+, \d+\); limits counted in each process \(LIMITS=per-process\)/m);
      const pids = /pids (\d+), (\d+)/.exec(server.out())!.slice(1).map(Number);
      // Each worker counts alone: its first request reads 99 left, so two 99s mean two processes.
      const remaining = async (count: number) => {
        const seen: string[] = [];
        for (let index = 0; index < count; index++) seen.push(String((await call(server.url, LIST, { key: keys.key.explorer, agent: false })).headers['x-ratelimit-remaining']));
        return seen;
      };
      const first = await remaining(6);
      expect(first.filter((value) => value === '99'), first.join(' ')).toHaveLength(2);

      process.kill(pids[0]!, 'SIGKILL');
      for (let waited = 0; waited < 10_000 && !/started \(replacing one that died\)/.test(server.out()); waited += 100) await sleep(100);
      expect(server.err()).toContain(`worker ${pids[0]} died (SIGKILL); starting another`);
      expect(server.out()).toMatch(/^worker \d+ started \(replacing one that died\)$/m);
      // The new worker counts from scratch (per process): a 99 again, and nothing refused.
      const after = await remaining(4);
      expect(after, after.join(' ')).toContain('99');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('WORKERS=2 without REDIS_URL refuses to start, naming both settings', async () => {
    const result = await failedStart({ KEYS_FILE: makeKeys().file, WORKERS: '2' });
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split('\n'), result.stderr).toHaveLength(1);
    expect(result.stderr).toMatch(/^server: configuration: WORKERS=2 runs 2 processes, and without REDIS_URL each would count its own limits: set REDIS_URL .* or LIMITS=per-process/);
    expect(result.stdout).toBe('');
  });

  it('a worker start-up failure is printed once and stops the cluster', async () => {
    const result = await failedStart({ KEYS_FILE: join(ROOT, 'no-such-keys.json'), WORKERS: '2', LIMITS: 'per-process' });
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split('\n'), result.stderr).toHaveLength(1);
    expect(result.stderr).toMatch(/^server: keys file .*no-such-keys\.json not found/);
  });

  it('configuration: WORKERS=auto is one per core; bad WORKERS, LIMITS and REDIS_URL are refused', () => {
    expect(loadConfig({ WORKERS: 'auto', REDIS_URL: 'redis://127.0.0.1:6379/0' })).toMatchObject({ workers: availableParallelism(), redisUrl: 'redis://127.0.0.1:6379/0' });
    expect(loadConfig({})).toMatchObject({ workers: 1, redisUrl: null, perProcessLimits: false });
    expect(loadConfig({ WORKERS: '3', LIMITS: 'per-process' })).toMatchObject({ workers: 3, perProcessLimits: true });
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS must be a number of processes between 1 and 256, or auto/);
    expect(() => loadConfig({ WORKERS: 'many' })).toThrow(ConfigError);
    expect(() => loadConfig({ LIMITS: 'none' })).toThrow(/LIMITS must be per-process/);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL must be a Redis URL/);
  });
});
