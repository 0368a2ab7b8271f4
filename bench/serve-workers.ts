// make bench-serve, second part: the server beyond one process, and what
// sharing its counters costs. The bundle `make serve` runs, always with
// LOG_LEVEL=silent (the access log's cost is measured by bench/serve.ts) and
// WORKERS set (it defaults to one process per core), under the same load (wrk
// when installed, else autocannon; 50 connections, BENCH_SECONDS per run,
// rounds alternating every configuration and each one's median reported).
// One table per comparison, each row's req/s as a ratio of its baseline:
// 1. Beyond one process, against 1 process on in-process counters (per load):
//      WORKERS=1, in-process counters   (the baseline)
//      WORKERS=1, counters in Redis
//      WORKERS=2, counters in the primary (the cluster primary keeps them for
//                 its workers, over IPC)
//      WORKERS=2, counters in Redis
// 2. WORKERS=2 (both rows above) against nginx with two worker processes
//    serving the very same answers as static files (goal: 0.8x or more under
//    wrk). Before the timed runs every path of the rotation is fetched once
//    from the server into .bench/serve-workers/nginx/ (US-2025.json, ...), and
//    nginx is checked to answer each with the server's bytes. Each body
//    carries the request id of that one fetch.
// 3. Two instances (WORKERS=1 each, on ports of their own, each saving its
//    counters to a COUNTERS_FILE of its own) sharing a local Redis, against
//    the same two on in-process counters (goal: 0.7x or more). Two load
//    generators run at once, one per instance with 25 connections each; a row
//    shows the sum of their req/s and the worse of their p50 and of their p99.
// Two loads, both asking for country + year rotating over the published
// countries × 5 years: one Titan key (no limit: still counted, but nothing
// waits for its count, which a shared store adds up and writes every 100 ms),
// and 200 Pro keys in turn (a daily limit: every request is checked and
// counted where the limits are kept before it is answered). Each table is
// printed for both loads. Redis is a redis-server of its own on a
// free loopback port without persistence; without redis-server or nginx the
// rows that need it are skipped and the script says so. BENCH_ONLY (a regular
// expression) runs only the configurations it matches. Prints the tables;
// the figures are copied into BENCHMARKS.md by hand.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { hashKey, writeKeysFile } from '../server/keys.js';
import { autocannonRun, hasWrk, wrkRun, wrkScript, type Load, type RunSettings } from './load-generators.js';

const root = new URL('..', import.meta.url).pathname;
const dataDir = process.env.DATA_DIR || join(root, 'dist-data');
const benchDir = join(root, '.bench', 'serve-workers');
const seconds = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = 3;
const YEARS = [2024, 2025, 2026, 2027, 2028];
const SERVER_BUNDLE = join(root, 'server', 'main.bundle.mjs');
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

function get(url: string, key?: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: key ? { 'X-API-Key': key } : {}, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a configuration has running: the URLs to load (one load generator each) and how to stop it. */
interface Running {
  urls: string[];
  stop: () => Promise<void>;
}

interface Configuration {
  name: string;
  start: () => Promise<Running>;
  /** Which keys the load sends. */
  keys: 'titan' | 'pro';
}

/** Starts several at once; if one fails, the others are stopped. */
async function startAll(starts: (() => Promise<Running>)[]): Promise<Running> {
  const settled = await Promise.allSettled(starts.map((start) => start()));
  const running = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => void (await Promise.all(running.map((each) => each.stop())));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw (failed as PromiseRejectedResult).reason;
  }
  return { urls: running.flatMap((each) => each.urls), stop: stopAll };
}

const nginxBinary = () => ['nginx', '/usr/sbin/nginx'].find((binary) => spawnSync(binary, ['-v']).error === undefined);

/**
 * nginx with two worker processes serving the files in folder: the list path
 * maps to COUNTRY-YEAR.json. Keep-alive connections last as long as Node's
 * (which has no per-connection request limit).
 */
async function startNginx(binary: string, folder: string): Promise<Running> {
  const port = await freePort();
  const conf = join(folder, 'nginx.conf');
  mkdirSync(join(folder, 'tmp'), { recursive: true });
  writeFileSync(
    conf,
    `worker_processes 2;
daemon off;
master_process on;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log;
events {}
http {
  access_log off;
  keepalive_requests 100000;
  default_type application/json;
  client_body_temp_path ${folder}/tmp/body;
  proxy_temp_path ${folder}/tmp/proxy;
  fastcgi_temp_path ${folder}/tmp/fastcgi;
  uwsgi_temp_path ${folder}/tmp/uwsgi;
  scgi_temp_path ${folder}/tmp/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${folder};
    location = /v3/public-holidays/list {
      try_files /$arg_country-$arg_year.json =404;
    }
  }
}
`,
  );
  // -e: nginx opens its error log before reading the configuration.
  const child = spawn(binary, ['-e', join(folder, 'error.log'), '-c', conf, '-p', folder], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  // It prints nothing once ready: ask until it answers (404 here, which it does not log).
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output}${readFileSync(join(folder, 'error.log'), 'utf8')}`);
    if (await get(`${url}/v3/public-holidays/list`).then(() => true, () => false)) break;
    if (tries === 100) {
      await stop(child);
      throw new Error(`nginx did not answer on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { urls: [url], stop: () => stop(child) };
}

async function main(): Promise<void> {
  if (!existsSync(join(dataDir, 'current'))) throw new Error(`no dataset published in ${dataDir}: run make data (or make bench-serve, which builds it)`);
  mkdirSync(benchDir, { recursive: true });
  const key = 'ph_bench_workers_titan_key';
  // Enough Pro keys that no run spends a daily limit (200,000 each).
  const proKeys = Array.from({ length: 200 }, (_, index) => `ph_bench_workers_pro_key_${index}`);
  const keysFile = join(benchDir, 'keys.json');
  writeKeysFile(keysFile, [
    { id: 'bench-titan', sha256: hashKey(key), plan: 'titan', status: 'active' },
    ...proKeys.map((proKey, index) => ({ id: `bench-pro-${index}`, sha256: hashKey(proKey), plan: 'pro' as const, status: 'active' as const })),
  ]);
  const countries = (JSON.parse(readFileSync(join(dataDir, 'current', '3.1.0', 'countries.json'), 'utf8')) as { countries: { code: string }[] }).countries
    .map((country) => country.code)
    .slice(0, 50);
  const rotation = countries.flatMap((country) => YEARS.map((year) => ({ country, year, path: `/v3/public-holidays/list?country=${country}&year=${year}` })));
  const paths = rotation.map(({ path }) => path);
  const wrk = hasWrk();
  const keysOf = { titan: [key], pro: proKeys };
  const scripts = { titan: wrk ? wrkScript(join(benchDir, 'titan.lua'), paths, keysOf.titan) : '', pro: wrk ? wrkScript(join(benchDir, 'pro.lua'), paths, keysOf.pro) : '' };
  /** One load generator per URL, all at once, sharing the connections: their req/s summed, the worse latencies. */
  const load = async (urls: string[], keys: 'titan' | 'pro'): Promise<Load> => {
    const settings = { ...RUN, connections: RUN.connections / urls.length };
    const loads = await Promise.all(urls.map((url) => (wrk ? wrkRun(url, scripts[keys], settings) : autocannonRun(url, paths, keysOf[keys], settings))));
    const sum = (field: 'requestsPerSecond' | 'non2xx' | 'errors') => loads.reduce((total, each) => total + each[field], 0);
    const worst = (field: 'p50' | 'p99') => Math.max(...loads.map((each) => each[field]));
    return { requestsPerSecond: sum('requestsPerSecond'), p50: worst('p50'), p99: worst('p99'), non2xx: sum('non2xx'), errors: sum('errors') };
  };
  const server =
    (env: Record<string, string>) =>
    async (): Promise<Running> => {
      const serverEnv = { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, KEYS_FILE: keysFile, LOG_LEVEL: 'silent', ...env };
      const { child, match } = await startUntil(process.execPath, [SERVER_BUNDLE], serverEnv, /on (http:\/\/127\.0\.0\.1:\d+)/);
      return { urls: [match[1]!], stop: () => stop(child) };
    };
  // In-memory counters are saved on stop: each instance to a file of its own.
  const twoInstances = (env: Record<string, string>) => () =>
    startAll(['a', 'b'].map((instance) => server({ WORKERS: '1', COUNTERS_FILE: join(benchDir, `counters-${instance}.json`), ...env })));

  let redis: ChildProcess | null = null;
  let redisUrl = '';
  try {
    const port = await freePort();
    redis = (await startUntil('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', benchDir], process.env, /Ready to accept connections/)).child;
    redisUrl = `redis://127.0.0.1:${port}`;
  } catch (error) {
    log(`(redis-server could not start: the Redis configurations are skipped: ${(error as Error).message.split('\n')[0]})`);
  }

  try {
    const nginx = nginxBinary();
    const nginxDir = join(benchDir, 'nginx');
    if (nginx) {
      // The server's answers, fetched once, as nginx's files; nginx must then send the same bytes.
      rmSync(nginxDir, { recursive: true, force: true });
      mkdirSync(nginxDir, { recursive: true });
      const answers = new Map<string, Buffer>();
      const source = await server({ WORKERS: '1' })();
      try {
        for (const { country, year, path } of rotation) {
          const answer = await get(`${source.urls[0]}${path}`, key);
          if (answer.status !== 200) throw new Error(`the server answered ${path} with ${answer.status}`);
          writeFileSync(join(nginxDir, `${country}-${year}.json`), answer.body);
          answers.set(path, answer.body);
        }
      } finally {
        await source.stop();
      }
      const check = await startNginx(nginx, nginxDir);
      try {
        for (const path of paths) {
          const answer = await get(`${check.urls[0]}${path}`);
          if (answer.status !== 200 || !answer.body.equals(answers.get(path)!)) throw new Error(`nginx answered ${path} with ${answer.status} and not the server's bytes`);
        }
      } finally {
        await check.stop();
      }
    } else log('(nginx is not installed: the nginx comparison is skipped)');

    const withRedis = <T>(rows: T[]) => (redisUrl ? rows : []);
    // Every server configuration under both loads; nginx needs no key.
    const both = (name: string, start: () => Promise<Running>): Configuration[] => [
      { name: `${name}, Titan key`, start, keys: 'titan' },
      { name: `${name}, Pro keys`, start, keys: 'pro' },
    ];
    const allConfigurations: Configuration[] = [
      ...both('WORKERS=1, in-process counters', server({ WORKERS: '1' })),
      ...withRedis(both('WORKERS=1, counters in Redis', server({ WORKERS: '1', REDIS_URL: redisUrl }))),
      ...both('WORKERS=2, counters in the primary', server({ WORKERS: '2' })),
      ...withRedis(both('WORKERS=2, counters in Redis', server({ WORKERS: '2', REDIS_URL: redisUrl }))),
      ...(nginx ? [{ name: 'nginx, 2 worker processes, the same answers as static files', start: () => startNginx(nginx, nginxDir), keys: 'titan' as const }] : []),
      ...both('2 instances (WORKERS=1 each), in-process counters', twoInstances({})),
      ...withRedis(both('2 instances (WORKERS=1 each), counters in Redis', twoInstances({ REDIS_URL: redisUrl }))),
    ];
    // BENCH_ONLY=<regular expression>: only the configurations whose names match (a partial run, for a quick look).
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    const configurations = allConfigurations.filter((configuration) => !only || only.test(configuration.name));
    const perKeys = (keys: string) => [
      { title: `Beyond one process, ${keys}`, baseline: `WORKERS=1, in-process counters, ${keys}`, rows: ['WORKERS=1, counters in Redis', 'WORKERS=2, counters in the primary', 'WORKERS=2, counters in Redis'].map((row) => `${row}, ${keys}`) },
      {
        title: `Two instances sharing Redis, ${keys} (goal: 0.7x or more); 2 load generators, 25 connections each, req/s summed, worse p50 and p99`,
        baseline: `2 instances (WORKERS=1 each), in-process counters, ${keys}`,
        rows: [`2 instances (WORKERS=1 each), counters in Redis, ${keys}`],
      },
    ];
    const comparisons = [
      ...perKeys('Titan key'),
      ...perKeys('Pro keys'),
      {
        title: 'WORKERS=2 against nginx serving the same answers (goal: 0.8x or more under wrk)',
        baseline: 'nginx, 2 worker processes, the same answers as static files',
        rows: ['WORKERS=2, counters in the primary', 'WORKERS=2, counters in Redis'].flatMap((row) => [`${row}, Titan key`, `${row}, Pro keys`]),
      },
    ];

    log(`load: ${wrk ? 'wrk' : 'autocannon'}, ${RUN.connections} connections, ${seconds} s per run, ${ROUNDS} rounds, median shown; LOG_LEVEL=silent`);
    const runs = new Map<string, Load[]>(configurations.map((configuration) => [configuration.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const configuration of configurations) {
        const running = await configuration.start();
        try {
          if (round === 0) await load(running.urls, configuration.keys); // warm-up, not counted
          runs.get(configuration.name)!.push(await load(running.urls, configuration.keys));
        } finally {
          await running.stop();
        }
      }
    }
    const median = (loads: Load[]) => [...loads].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(loads.length / 2)]!;
    for (const comparison of comparisons) {
      const baseline = runs.get(comparison.baseline);
      if (!baseline) continue;
      const reference = median(baseline).requestsPerSecond;
      log('');
      log(`${comparison.title}:`);
      log('');
      log('| configuration | req/s | p50 ms | p99 ms | vs baseline | non-2xx | errors |');
      log('|---|---|---|---|---|---|---|');
      for (const name of [comparison.baseline, ...comparison.rows].filter((row) => runs.has(row))) {
        const result = median(runs.get(name)!);
        log(`| ${name} | ${Math.round(result.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${(result.requestsPerSecond / reference).toFixed(2)}x | ${result.non2xx} | ${result.errors} |`);
      }
    }
  } finally {
    if (redis) await stop(redis);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
