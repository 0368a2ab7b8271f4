// make bench-serve, second part: the server beyond one process, and what
// sharing its counters costs. The bundle `make serve` runs, with
// LOG_LEVEL=silent unless a row says otherwise, and WORKERS set (it defaults
// to one process per core), under the same load (wrk
// when installed, else autocannon; 50 connections, BENCH_SECONDS per run,
// rounds alternating every configuration and each one's median reported).
// One table per comparison, each row's req/s as a ratio of its baseline (the
// access log's cost has a script of its own: bench/access-log-cost.ts):
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
//    carries the request id of that one fetch. A third row shows what
//    node:http reaches on its own on this machine: a bare node:http server,
//    2 processes under node:cluster, sending the same answers with the same
//    headers from memory (bench/comparison-servers.ts), no work besides.
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
// expression) runs only the configurations it matches; BENCH_ROUNDS sets the
// rounds (default 3). Prints the machine's load average at the start and the
// end (other work on the machine moves every figure), then the tables;
// the figures are copied into BENCHMARKS.md by hand.

import { type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { hashKey, writeKeysFile } from '../server/keys.js';
import { SAME_HEADERS_SERVER, sharedHeaders } from './comparison-servers.js';
import { freePort, get, nginxBinary, startNginx, startUntil, stop } from './processes.js';
import {
  autocannonRun,
  hasWrk,
  listRotation,
  wrkRun,
  wrkScript,
  type Load,
  type RunSettings,
} from './load-generators.js';

const root = new URL('..', import.meta.url).pathname;
const dataDir = process.env.DATA_DIR || join(root, 'dist-data');
const benchDir = join(root, '.bench', 'serve-workers');
const seconds = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SERVER_BUNDLE = join(root, 'server', 'main.bundle.mjs');
const RUN: RunSettings = { connections: 50, seconds };
const log = (line: string) => process.stdout.write(`${line}\n`);

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

/** nginx with two worker processes, as the server's WORKERS=2. */
async function nginxRunning(binary: string, folder: string): Promise<Running> {
  const { url, child } = await startNginx(binary, folder, 2);
  return { urls: [url], stop: () => stop(child) };
}

/** What node:http reaches on its own: no routing, keys, limits or metrics, each path's bytes and headers from memory. */
const BARE_CLUSTER = 'bare node:http, 2 processes (node:cluster), the same answers and headers from memory';

async function startSameHeaders(files: { answers: string; headers: string }): Promise<Running> {
  const env = { ...process.env, ANSWERS_FILE: files.answers, HEADERS_FILE: files.headers, SERVER_WORKERS: '2' };
  // A file, not `node -e`: node:cluster forks its workers from the primary's script file.
  const script = join(benchDir, 'same-headers-server.cjs');
  writeFileSync(script, SAME_HEADERS_SERVER);
  const { child, match } = await startUntil(process.execPath, [script], env, /on (http:\/\/127\.0\.0\.1:\d+)/);
  return { urls: [match[1]!], stop: () => stop(child) };
}

async function main(): Promise<void> {
  if (!existsSync(join(dataDir, 'current')))
    throw new Error(`no dataset published in ${dataDir}: run make data (or make bench-serve, which builds it)`);
  mkdirSync(benchDir, { recursive: true });
  const key = 'ph_bench_workers_titan_key';
  // Enough Pro keys that no run spends a daily limit (200,000 each).
  const proKeys = Array.from({ length: 200 }, (_, index) => `ph_bench_workers_pro_key_${index}`);
  const keysFile = join(benchDir, 'keys.json');
  writeKeysFile(keysFile, [
    { id: 'bench-titan', sha256: hashKey(key), plan: 'titan', status: 'active' },
    ...proKeys.map((proKey, index) => ({
      id: `bench-pro-${index}`,
      sha256: hashKey(proKey),
      plan: 'pro' as const,
      status: 'active' as const,
    })),
  ]);
  const rotation = listRotation(dataDir);
  const paths = rotation.map(({ path }) => path);
  const wrk = hasWrk();
  const keysOf = { titan: [key], pro: proKeys };
  const scripts = {
    titan: wrk ? wrkScript(join(benchDir, 'titan.lua'), paths, keysOf.titan) : '',
    pro: wrk ? wrkScript(join(benchDir, 'pro.lua'), paths, keysOf.pro) : '',
  };
  /** One load generator per URL, all at once, sharing the connections: their req/s summed, the worse latencies. */
  const load = async (urls: string[], keys: 'titan' | 'pro'): Promise<Load> => {
    const settings = { ...RUN, connections: RUN.connections / urls.length };
    const loads = await Promise.all(
      urls.map((url) =>
        wrk ? wrkRun(url, scripts[keys], settings) : autocannonRun(url, paths, keysOf[keys], settings),
      ),
    );
    const sum = (field: 'requestsPerSecond' | 'requests' | 'non2xx' | 'errors') =>
      loads.reduce((total, each) => total + each[field], 0);
    const worst = (field: 'p50' | 'p99') => Math.max(...loads.map((each) => each[field]));
    return {
      requestsPerSecond: sum('requestsPerSecond'),
      requests: sum('requests'),
      p50: worst('p50'),
      p99: worst('p99'),
      non2xx: sum('non2xx'),
      errors: sum('errors'),
    };
  };
  const server = (env: Record<string, string>) => async (): Promise<Running> => {
    const serverEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      KEYS_FILE: keysFile,
      LOG_LEVEL: 'silent',
      ...env,
    };
    const { child, match } = await startUntil(
      process.execPath,
      [SERVER_BUNDLE],
      serverEnv,
      /on (http:\/\/127\.0\.0\.1:\d+)/,
    );
    return { urls: [match[1]!], stop: () => stop(child) };
  };
  // In-memory counters are saved on stop: each instance to a file of its own.
  const twoInstances = (env: Record<string, string>) => () =>
    startAll(
      ['a', 'b'].map((instance) =>
        server({ WORKERS: '1', COUNTERS_FILE: join(benchDir, `counters-${instance}.json`), ...env }),
      ),
    );

  let redis: ChildProcess | null = null;
  let redisUrl = '';
  try {
    const port = await freePort();
    redis = (
      await startUntil(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', benchDir],
        process.env,
        /Ready to accept connections/,
      )
    ).child;
    redisUrl = `redis://127.0.0.1:${port}`;
  } catch (error) {
    log(
      `(redis-server could not start: the Redis configurations are skipped: ${(error as Error).message.split('\n')[0]})`,
    );
  }

  try {
    const nginx = nginxBinary();
    const nginxDir = join(benchDir, 'nginx');
    // The server's answers and headers for the bare node:http cluster (bench/comparison-servers.ts).
    const sameHeadersFiles = {
      answers: join(benchDir, 'same-headers-answers.json'),
      headers: join(benchDir, 'same-headers-headers.json'),
    };
    let answerHeaders: Record<string, string> = {};
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
          answerHeaders = sharedHeaders(answer.headers);
        }
      } finally {
        await source.stop();
      }
      writeFileSync(
        sameHeadersFiles.answers,
        JSON.stringify(Object.fromEntries([...answers].map(([path, body]) => [path, body.toString('base64')]))),
      );
      writeFileSync(sameHeadersFiles.headers, JSON.stringify(answerHeaders));
      const check = await nginxRunning(nginx, nginxDir);
      try {
        for (const path of paths) {
          const answer = await get(`${check.urls[0]}${path}`);
          if (answer.status !== 200 || !answer.body.equals(answers.get(path)!))
            throw new Error(`nginx answered ${path} with ${answer.status} and not the server's bytes`);
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
      ...(nginx
        ? [
            {
              name: 'nginx, 2 worker processes, the same answers as static files',
              start: () => nginxRunning(nginx, nginxDir),
              keys: 'titan' as const,
            },
            { name: BARE_CLUSTER, start: () => startSameHeaders(sameHeadersFiles), keys: 'titan' as const },
          ]
        : []),
      ...both('2 instances (WORKERS=1 each), in-process counters', twoInstances({})),
      ...withRedis(both('2 instances (WORKERS=1 each), counters in Redis', twoInstances({ REDIS_URL: redisUrl }))),
    ];
    // BENCH_ONLY=<regular expression>: only the configurations whose names match (a partial run, for a quick look).
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    const configurations = allConfigurations.filter((configuration) => !only || only.test(configuration.name));
    const perKeys = (keys: string) => [
      {
        title: `Beyond one process, ${keys}`,
        baseline: `WORKERS=1, in-process counters, ${keys}`,
        rows: [
          'WORKERS=1, counters in Redis',
          'WORKERS=2, counters in the primary',
          'WORKERS=2, counters in Redis',
        ].map((row) => `${row}, ${keys}`),
      },
      {
        title: `Two instances sharing Redis, ${keys} (goal: 0.7x or more); 2 load generators, 25 connections each, req/s summed, worse p50 and p99`,
        baseline: `2 instances (WORKERS=1 each), in-process counters, ${keys}`,
        rows: [`2 instances (WORKERS=1 each), counters in Redis, ${keys}`],
      },
    ];
    const comparisons: { title: string; baseline: string; rows: string[] }[] = [
      ...perKeys('Titan key'),
      ...perKeys('Pro keys'),
      {
        title: 'WORKERS=2 against nginx serving the same answers (goal: 0.8x or more under wrk)',
        baseline: 'nginx, 2 worker processes, the same answers as static files',
        rows: [
          BARE_CLUSTER,
          ...['WORKERS=2, counters in the primary', 'WORKERS=2, counters in Redis'].flatMap((row) => [
            `${row}, Titan key`,
            `${row}, Pro keys`,
          ]),
        ],
      },
    ];

    log(
      `load: ${wrk ? 'wrk' : 'autocannon'}, ${RUN.connections} connections, ${seconds} s per run, ${ROUNDS} rounds, median shown; LOG_LEVEL=silent unless named`,
    );
    log(
      `load average at the start: ${loadavg()
        .map((each) => each.toFixed(2))
        .join(' ')} (1, 5, 15 min)`,
    );
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
    log(
      `load average at the end: ${loadavg()
        .map((each) => each.toFixed(2))
        .join(' ')} (1, 5, 15 min)`,
    );
    const median = (loads: Load[]) =>
      [...loads].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(loads.length / 2)]!;
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
        log(
          `| ${name} | ${Math.round(result.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${(result.requestsPerSecond / reference).toFixed(2)}x | ${result.non2xx} | ${result.errors} |`,
        );
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
