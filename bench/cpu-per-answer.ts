// make bench-serve, fourth part: where one answer's CPU goes. Req/s on this
// machine moves with whatever else runs, and the load generator shares its
// cores; the CPU time a server process spends per answer is steadier, and it
// is what decides how many answers a core gives. Under the same wrk load
// (one thread, 50 connections, BENCH_SECONDS per run after one second of
// warm-up, the list endpoint with country + year rotating over 50 countries
// × 5 years, one Titan key), each process's user + system CPU is read from
// /proc/<pid>/stat before and after the run, divided by the answers it gave:
//   the server (the bundle `make serve` runs, WORKERS=1, LOG_LEVEL=silent),
//     with METRICS=on (the default) and METRICS=off;
//   the server with WORKERS=2 (the primary and both workers counted), with
//     LOG_LEVEL=silent and with the access log on (LOG_LEVEL=info), once with
//     stdout a pipe this script reads and drops (as a log collector would),
//     once with stdout a file (as `>> access.log` or a unit's StandardOutput=
//     file: would): the difference from silent is the log's cost; the file's
//     lines are counted against the answers, so none was dropped; and once
//     with stdout /dev/null: the lines made and written with nothing behind
//     them, the server's own part of the cost;
//   the server with WORKERS=1 and the access log to a file, beside the
//     WORKERS=1 silent row above;
//   a bare node:http server sending each path the server's own answer with
//     the server's header set, from memory (bench/comparison-servers.ts);
//   the same with only Content-Type and Content-Length;
//   nginx (one worker process) sending the same answers as static files.
// The bare servers are what node:http costs without any of the server's
// work: no routing, keys, limits, cache or metrics. Rounds alternate the
// configurations, each round starting with the next one; each one's median
// run is shown. The silent server runs twice a round: the second, against
// the first, is the bench's own spread. Linux only (/proc).
// BASELINE_BUNDLE=<file> adds rows for another build of the server (say, the
// bundle of an earlier commit) under the same load, for a before and after.
// BENCH_PIN=1 keeps the servers on the first CPU and wrk on the second
// (taskset): the load generator then takes nothing from the processes it
// measures, and a process's answers cost what its own core gives them.
// BENCH_ONLY=<regular expression> runs only the configurations it matches,
// BENCH_ROUNDS sets the rounds (default 3), BENCH_WARMUP the seconds of load
// before each timed run (default 1). The load average is printed at
// the start and the end.

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { hashKey, writeKeysFile } from '../server/keys.js';
import { SAME_HEADERS_SERVER, sharedHeaders } from './comparison-servers.js';
import { hasWrk, listRotation, wrkRun, wrkScript } from './load-generators.js';
import {
  cpuSeconds,
  freePort,
  get,
  nginxBinary,
  processTree,
  startNginx,
  startUntil,
  stop,
  TICKS,
} from './processes.js';

const root = new URL('..', import.meta.url).pathname;
const dataDir = process.env.DATA_DIR || join(root, 'dist-data');
const benchDir = join(root, '.bench', 'cpu-per-answer');
const seconds = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP || 1);
const SERVER_BUNDLE = join(root, 'server', 'main.bundle.mjs');
const log = (line: string) => process.stdout.write(`${line}\n`);
/** BENCH_PIN: the CPU the measured processes run on, and the one wrk runs on. */
const PIN = process.env.BENCH_PIN === '1' ? { servers: '0', load: '1' } : null;
/** The command that starts a measured process: pinned to its CPU under BENCH_PIN. */
const pinned = (command: string, args: string[]): [string, string[]] =>
  PIN ? ['taskset', ['-c', PIN.servers, command, ...args]] : [command, args];
/** A running configuration: its URL and the processes whose CPU is counted. */
interface Running {
  url: string;
  pids: number[];
  stop: () => Promise<void>;
}

async function main(): Promise<void> {
  if (process.platform !== 'linux') throw new Error('this benchmark reads /proc: Linux only');
  if (!hasWrk()) throw new Error('wrk is not installed (apt-get install wrk)');
  if (!existsSync(join(dataDir, 'current'))) throw new Error(`no dataset published in ${dataDir}: run make data`);
  const nginx = nginxBinary();
  rmSync(benchDir, { recursive: true, force: true });
  mkdirSync(join(benchDir, 'nginx'), { recursive: true });
  const key = 'ph_bench_cpu_titan_key';
  const keysFile = join(benchDir, 'keys.json');
  writeKeysFile(keysFile, [{ id: 'bench-cpu-titan', sha256: hashKey(key), plan: 'titan', status: 'active' }]);
  const rotation = listRotation(dataDir);
  const script = wrkScript(
    join(benchDir, 'titan.lua'),
    rotation.map(({ path }) => path),
    key,
  );

  const server =
    (env: Record<string, string>, bundle = SERVER_BUNDLE, stdoutFile?: string) =>
    async (): Promise<Running> => {
      // stdout /dev/null cannot be read for the ready line: the server gets a port and is asked until it answers.
      const port = stdoutFile === DEV_NULL ? await freePort() : 0;
      const serverEnv = {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        KEYS_FILE: keysFile,
        LOG_LEVEL: 'silent',
        WORKERS: '1',
        COUNTERS_FILE: join(benchDir, 'counters.json'),
        ...env,
      };
      const { child, match } = await startUntil(
        ...pinned(process.execPath, [bundle]),
        serverEnv,
        /on (http:\/\/127\.0\.0\.1:\d+)/,
        { stdoutFile, readyUrl: port ? `http://127.0.0.1:${port}/healthz` : undefined },
      );
      // With WORKERS > 1 the workers do the serving: they are counted with their primary.
      return { url: match[1]!, pids: processTree(child.pid!), stop: () => stop(child) };
    };

  // The server's answers and headers, fetched once, for the bare servers and nginx.
  const answers: Record<string, string> = {};
  let headers: Record<string, string> = {};
  const source = await server({})();
  try {
    for (const { country, year, path } of rotation) {
      const answer = await get(`${source.url}${path}`, key);
      if (answer.status !== 200) throw new Error(`the server answered ${path} with ${answer.status}`);
      answers[path] = answer.body.toString('base64');
      writeFileSync(join(benchDir, 'nginx', `${country}-${year}.json`), answer.body);
      headers = sharedHeaders(answer.headers);
    }
  } finally {
    await source.stop();
  }
  const answersFile = join(benchDir, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const logFile = join(benchDir, 'access.log');
  const bareScript = join(benchDir, 'same-headers-server.cjs');
  writeFileSync(bareScript, SAME_HEADERS_SERVER);
  const bare = (name: string, headerSet: Record<string, string>) => async (): Promise<Running> => {
    const headersFile = join(benchDir, `${name}-headers.json`);
    writeFileSync(headersFile, JSON.stringify(headerSet));
    const { child, match } = await startUntil(
      ...pinned(process.execPath, [bareScript]),
      { ...process.env, ANSWERS_FILE: answersFile, HEADERS_FILE: headersFile, SERVER_WORKERS: '1' },
      /on (http:\/\/127\.0\.0\.1:\d+)/,
    );
    return { url: match[1]!, pids: [child.pid!], stop: () => stop(child) };
  };

  const baseline = process.env.BASELINE_BUNDLE;
  const allConfigurations: { name: string; start: () => Promise<Running> }[] = [
    { name: ONE_SILENT, start: server({}) },
    { name: 'the server, METRICS=off', start: server({ METRICS: 'off' }) },
    ...(baseline ? [{ name: `the server built as ${baseline}, METRICS=on`, start: server({}, baseline) }] : []),
    { name: WORKERS_SILENT, start: server({ WORKERS: '2' }) },
    // The same server again: what the bench's own spread charges a configuration that differs in nothing.
    { name: WORKERS_SILENT_AGAIN, start: server({ WORKERS: '2' }) },
    { name: WORKERS_LOGGING, start: server({ WORKERS: '2', LOG_LEVEL: 'info' }) },
    { name: WORKERS_LOG_FILE, start: server({ WORKERS: '2', LOG_LEVEL: 'info' }, SERVER_BUNDLE, logFile) },
    // The lines made and written, with no reader and no file behind them: the server's own part of the cost.
    { name: WORKERS_LOG_NULL, start: server({ WORKERS: '2', LOG_LEVEL: 'info' }, SERVER_BUNDLE, DEV_NULL) },
    { name: ONE_LOG_FILE, start: server({ LOG_LEVEL: 'info' }, SERVER_BUNDLE, logFile) },
    { name: ONE_LOG_NULL, start: server({ LOG_LEVEL: 'info' }, SERVER_BUNDLE, DEV_NULL) },
    ...(baseline
      ? [
          {
            name: `the server built as ${baseline}, WORKERS=2, access log on (LOG_LEVEL=info)`,
            start: server({ WORKERS: '2', LOG_LEVEL: 'info' }, baseline),
          },
        ]
      : []),
    { name: "bare node:http, the server's answers and headers", start: bare('same', headers) },
    {
      name: 'bare node:http, the same answers, Content-Type and Content-Length only',
      start: bare('minimal', { 'content-type': headers['content-type'] ?? 'application/json' }),
    },
    ...(nginx
      ? [
          {
            name: 'nginx, 1 worker process, the same answers as static files',
            start: () =>
              startNginx(nginx, join(benchDir, 'nginx'), 1).then(({ url, child, pids }) => ({
                url,
                pids,
                stop: () => stop(child),
              })),
          },
        ]
      : []),
  ];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const configurations = allConfigurations.filter(({ name }) => !only || only.test(name));
  if (!nginx) log('(nginx is not installed: its row is skipped)');
  log(
    `load average at the start: ${loadavg()
      .map((each) => each.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );
  log(
    `load: wrk, 50 connections, ${seconds} s per run after ${WARMUP_SECONDS} s of warm-up, ${ROUNDS} rounds, median shown; CPU from /proc/<pid>/stat (${TICKS} ticks/s)${PIN ? `; servers on CPU ${PIN.servers}, wrk on CPU ${PIN.load} (BENCH_PIN)` : ''}`,
  );
  const runs = new Map<string, { perAnswer: number; rate: number }[]>(configurations.map(({ name }) => [name, []]));
  const logged: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts with another configuration: a run's place in the round (first after a pause, or right
    // after another server's load) must not favour one configuration in every round.
    const shift = round % configurations.length;
    for (const configuration of [...configurations.slice(shift), ...configurations.slice(0, shift)]) {
      const running = await configuration.start();
      try {
        // A fresh process each run: the same load first (BENCH_WARMUP seconds), so that its code is compiled when timed.
        await wrkRun(running.url, script, { connections: 50, seconds: WARMUP_SECONDS, cpus: PIN?.load });
        const before = cpuSeconds(running.pids);
        const load = await wrkRun(running.url, script, { connections: 50, seconds, cpus: PIN?.load });
        const cpu = cpuSeconds(running.pids) - before;
        if (load.non2xx > 0 || load.errors > 0)
          throw new Error(`${configuration.name}: ${load.non2xx} non-2xx answers, ${load.errors} errors`);
        runs
          .get(configuration.name)!
          .push({ perAnswer: (cpu * 1e6) / (load.requestsPerSecond * seconds), rate: load.requestsPerSecond });
      } finally {
        await running.stop();
      }
      if (configuration.name === WORKERS_LOG_FILE || configuration.name === ONE_LOG_FILE) {
        // Every answer a line: the warm-up's and the timed run's, beside the startup lines.
        const lines = readFileSync(logFile, 'utf8')
          .split('\n')
          .filter((line) => line.includes('"status"')).length;
        const answered = runs.get(configuration.name)!.at(-1)!.rate * seconds;
        logged.push(`${lines} lines for ${Math.round(answered)} timed answers (+ warm-up)`);
        if (lines < answered) throw new Error(`the access log file holds ${lines} lines for ${answered} answers`);
      }
    }
  }
  log(
    `load average at the end: ${loadavg()
      .map((each) => each.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const reference = median(runs.get(configurations[0]!.name)!.map((run) => run.perAnswer));
  log('');
  log('| configuration | CPU µs per answer | of the server | req/s (median) | runs, µs |');
  log('|---|---|---|---|---|');
  for (const { name } of configurations) {
    const perAnswer = runs.get(name)!.map((run) => run.perAnswer);
    const value = median(perAnswer);
    log(
      `| ${name} | ${value.toFixed(1)} | ${(value / reference).toFixed(2)} | ${Math.round(median(runs.get(name)!.map((run) => run.rate)))} | ${perAnswer.map((each) => each.toFixed(1)).join(', ')} |`,
    );
  }
  // The log's share of an answer's CPU, one process: by the rounds' fewest µs, each configuration's run that
  // lost least to whatever else the host ran (on this machine a run's µs per answer moves by half from one run to
  // the next, and never below what the work costs), and by the median of the rounds' shares.
  const fewest = (list: { perAnswer: number }[]) => Math.min(...list.map((run) => run.perAnswer));
  const byFewest = (silentRuns: { perAnswer: number }[], loggingRuns: { perAnswer: number }[]) =>
    `by the fewest µs of the rounds ${(100 * (1 - fewest(silentRuns) / fewest(loggingRuns))).toFixed(1)}% (${fewest(silentRuns).toFixed(1)} silent, ${fewest(loggingRuns).toFixed(1)} logging)`;
  const oneSilent = runs.get(ONE_SILENT);
  for (const name of [ONE_LOG_FILE, ONE_LOG_NULL]) {
    const logging = runs.get(name);
    if (!oneSilent || !logging) continue;
    const shares = logging.map((run, round) => 1 - oneSilent[round]!.perAnswer / run.perAnswer);
    log('');
    log(
      `the access log's share of an answer's CPU (${name === ONE_LOG_FILE ? 'stdout a file' : 'stdout /dev/null'}), WORKERS=1: ${byFewest(oneSilent, logging)}; round by round ${shares.map((share) => `${(share * 100).toFixed(1)}%`).join(', ')} (median ${(median(shares) * 100).toFixed(1)}%; the goal is read from bench/access-log-cost.ts)`,
    );
  }
  // The log's share of an answer's CPU, round by round (each round's runs saw the same machine).
  const silent = runs.get(WORKERS_SILENT);
  for (const name of [WORKERS_SILENT_AGAIN, WORKERS_LOGGING, WORKERS_LOG_FILE, WORKERS_LOG_NULL]) {
    const logging = runs.get(name);
    if (!silent || !logging) continue;
    const shares = logging.map((run, round) => 1 - silent[round]!.perAnswer / run.perAnswer);
    log('');
    log(
      name === WORKERS_SILENT_AGAIN
        ? `the bench's own spread: the silent server against itself, ${byFewest(silent, logging).replace('logging', 'again')}; round by round: ${shares.map((share) => `${(share * 100).toFixed(1)}%`).join(', ')} (median ${(median(shares) * 100).toFixed(1)}%; a share of the access log below should stand out from these)`
        : `the access log's share of an answer's CPU (${{ [WORKERS_LOGGING]: 'stdout a pipe read by this script', [WORKERS_LOG_FILE]: 'stdout a file', [WORKERS_LOG_NULL]: 'stdout /dev/null' }[name]}), WORKERS=2: ${byFewest(silent, logging)}; round by round: ${shares.map((share) => `${(share * 100).toFixed(1)}%`).join(', ')} (median ${(median(shares) * 100).toFixed(1)}%; the goal is read from bench/access-log-cost.ts)`,
    );
  }
  if (logged.length > 0) log(`access log file, run by run: ${logged.join('; ')}`);
}

const ONE_SILENT = 'the server, METRICS=on (the default)';
const ONE_LOG_FILE = 'the server, WORKERS=1, access log on (LOG_LEVEL=info), stdout a file';
const ONE_LOG_NULL = 'the server, WORKERS=1, access log on (LOG_LEVEL=info), stdout /dev/null';
const WORKERS_SILENT = 'the server, WORKERS=2, LOG_LEVEL=silent';
const WORKERS_SILENT_AGAIN = 'the server, WORKERS=2, LOG_LEVEL=silent, again';
const WORKERS_LOGGING = 'the server, WORKERS=2, access log on (LOG_LEVEL=info)';
const WORKERS_LOG_FILE = 'the server, WORKERS=2, access log on (LOG_LEVEL=info), stdout a file';
const WORKERS_LOG_NULL = 'the server, WORKERS=2, access log on (LOG_LEVEL=info), stdout /dev/null';
const DEV_NULL = '/dev/null';

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
