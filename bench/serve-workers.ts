// make bench-serve, second part: the server beyond one process (issue 14).
// The bundle `make serve` runs, under the same load (wrk when installed, else
// autocannon; 50 connections, BENCH_SECONDS per run, rounds alternating and
// each configuration's median reported), in four configurations:
//   1 process, in-process counters   (the reference)
//   1 process, counters in Redis
//   WORKERS=2, counters in Redis
//   WORKERS=2, LIMITS=per-process
// A Titan key (no limit, still counted) asks for country + year, rotating over
// the published countries × 5 years. Redis is a redis-server of its own on a
// free loopback port without persistence; without redis-server the Redis
// configurations are skipped and the script says so. Prints a table; the
// figures are copied into BENCHMARKS.md by hand.

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { hashKey, writeKeysFile } from '../server/keys.js';
import { autocannonRun, hasWrk, wrkRun, wrkScript, type Load, type RunSettings } from './load-generators.js';

const root = new URL('..', import.meta.url).pathname;
const dataDir = process.env.DATA_DIR || join(root, 'dist-data');
const benchDir = join(root, '.bench', 'serve-workers');
const seconds = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = 3;
const RUN: RunSettings = { connections: 50, seconds };
const log = (line: string) => process.stdout.write(`${line}\n`);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts a process and resolves when its output matches. */
function startUntil(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let started = false;
    const onData = (chunk: Buffer) => {
      // Once ready, what it prints (the access log) is read and dropped.
      if (started) return;
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        started = true;
        resolve({ child, match });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}): ${output}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function main(): Promise<void> {
  if (!existsSync(join(dataDir, 'current'))) throw new Error(`no dataset published in ${dataDir}: run make data (or make bench-serve, which builds it)`);
  mkdirSync(benchDir, { recursive: true });
  const key = 'ph_bench_workers_titan_key';
  const keysFile = join(benchDir, 'keys.json');
  writeKeysFile(keysFile, [{ id: 'bench-titan', sha256: hashKey(key), plan: 'titan', status: 'active' }]);
  const countries = (JSON.parse(readFileSync(join(dataDir, 'current', '3.1.0', 'countries.json'), 'utf8')) as { countries: { code: string }[] }).countries
    .map((country) => country.code)
    .slice(0, 50);
  const paths = countries.flatMap((code) => [2024, 2025, 2026, 2027, 2028].map((year) => `/v3/public-holidays/list?country=${code}&year=${year}`));
  const wrk = hasWrk();
  const script = wrk ? wrkScript(join(benchDir, 'paths.lua'), paths, key) : '';
  const load = (url: string): Promise<Load> => (wrk ? wrkRun(url, script, RUN) : autocannonRun(url, paths, key, RUN));

  let redis: ChildProcess | null = null;
  let redisUrl = '';
  try {
    const port = await freePort();
    redis = (await startUntil('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', benchDir], process.env, /Ready to accept connections/)).child;
    redisUrl = `redis://127.0.0.1:${port}`;
  } catch (error) {
    log(`(redis-server could not start: the Redis configurations are skipped: ${(error as Error).message.split('\n')[0]})`);
  }

  const configurations = [
    { name: '1 process, in-process counters', env: {} },
    ...(redisUrl
      ? [
          { name: '1 process, counters in Redis', env: { REDIS_URL: redisUrl } },
          { name: 'WORKERS=2, counters in Redis', env: { REDIS_URL: redisUrl, WORKERS: '2' } },
        ]
      : []),
    { name: 'WORKERS=2, LIMITS=per-process', env: { WORKERS: '2', LIMITS: 'per-process' } },
  ];
  log(`load: ${wrk ? 'wrk' : 'autocannon'}, ${RUN.connections} connections, ${seconds} s per run, ${ROUNDS} rounds, median shown`);
  const runs = new Map<string, Load[]>(configurations.map((configuration) => [configuration.name, []]));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const configuration of configurations) {
        const env = { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, KEYS_FILE: keysFile, ...configuration.env };
        const { child, match } = await startUntil(process.execPath, [join(root, 'server', 'main.bundle.mjs')], env, /on (http:\/\/127\.0\.0\.1:\d+)/);
        try {
          const url = match[1]!;
          if (round === 0) await load(url); // warm-up, not counted
          runs.get(configuration.name)!.push(await load(url));
        } finally {
          await stop(child);
        }
      }
    }
  } finally {
    if (redis) await stop(redis);
  }
  const median = (loads: Load[]) => [...loads].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(loads.length / 2)]!;
  const reference = median(runs.get(configurations[0]!.name)!).requestsPerSecond;
  log('| configuration | req/s | p50 ms | p99 ms | vs 1 process | non-2xx | errors |');
  log('|---|---|---|---|---|---|---|');
  for (const configuration of configurations) {
    const result = median(runs.get(configuration.name)!);
    log(`| ${configuration.name} | ${Math.round(result.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${(result.requestsPerSecond / reference).toFixed(2)}x | ${result.non2xx} | ${result.errors} |`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
