// make bench-serve, third part: the access log's cost (goal: under 10%),
// measured so that the machine's own drift cancels out.
//
// Separate runs minutes apart, each on a server of its own, moved by more than
// the goal's margin on this kind of shared machine: the same server gave
// 41-71 µs an answer within one run. Here three servers run side by side for
// the whole measurement, the bundle `make serve` runs, WORKERS=2, one Titan
// key, the list endpoint over 50 countries × 2024-2028:
//   silent       LOG_LEVEL=silent
//   logging      LOG_LEVEL=info, the default: one line per request on stdout
//   silent again LOG_LEVEL=silent, a second server
// and wrk loads one at a time for BENCH_SECONDS (default 1) in that order,
// round after round (BENCH_ROUNDS, default 25), after a warm-up of each.
// The logging run of a round is set against the mean of the silent run before
// it and the silent-again run after it, so that a machine slowing down or
// speeding up over a few seconds moves both sides alike; the silent-again run
// against the mean of the silent runs around it (this round's and the next's)
// is the bench's own spread, which the log's cost must stand out from.
//
// The logging server's stdout (BENCH_LOG_TO):
//   collector (the default) a named pipe read by `grep -c`, a small program of
//             its own, as a log collector (journald, a container runtime)
//             reads a server's stdout;
//   script    a pipe this script reads in Node, as the earlier serving
//             benchmarks read it: the script's own reading then takes CPU
//             from the servers on the same two cores;
//   file, null  a file, /dev/null.
// The list lines that arrive are counted against the answers wrk counted
// (none may be lost), and the reader's CPU is shown. Prints each round, the
// median and quartiles of both ratios, and the load average at the start and
// the end. Every server is stopped at the end, also on failure.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { hashKey, writeKeysFile } from '../server/keys.js';
import { hasWrk, listRotation, wrkRun, wrkScript, type Load } from './load-generators.js';
import { freePort, startUntil, stop } from './processes.js';

const root = new URL('..', import.meta.url).pathname;
const dataDir = process.env.DATA_DIR || join(root, 'dist-data');
const benchDir = join(root, '.bench', 'access-log-cost');
const SECONDS = Number(process.env.BENCH_SECONDS || 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 25);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 50;
/** Where the logging server's stdout goes (BENCH_LOG_TO): collector (the default), script, file or null; see logDestination. */
const LOG_TO = process.env.BENCH_LOG_TO || 'collector';
const SERVER_BUNDLE = join(root, 'server', 'main.bundle.mjs');
const log = (line: string) => process.stdout.write(`${line}\n`);
const loadAverage = () =>
  `${loadavg()
    .map((each) => each.toFixed(2))
    .join(' ')} (1, 5, 15 min)`;

/** The value below which a share of the sorted values lies (linear between neighbours). */
function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * share;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** One round's three runs, in the order they were made. */
interface Round {
  silent: number;
  logging: number;
  silentAgain: number;
}

/**
 * The ratios the bench reports: each logging run against the silent runs
 * either side of it (the same round's), and each silent-again run against
 * the silent runs either side of it (this round's and the next one's; the
 * last round has no next one).
 */
function bracketedRatios(rounds: readonly Round[]): { logging: number[]; spread: number[] } {
  const logging = rounds.map((round) => round.logging / ((round.silent + round.silentAgain) / 2));
  const spread = rounds
    .slice(0, -1)
    .map((round, index) => round.silentAgain / ((round.silent + rounds[index + 1]!.silent) / 2));
  return { logging, spread };
}

/** What the logging server's requests of the rotation write into their lines: counted, to show that none was lost. */
const LIST_LINE = Buffer.from('"path":"/v3/public-holidays/list?');

/** CPU seconds (user + system) a process has used so far, from /proc; 0 without one. */
function readerSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in USER_HZ ticks
  } catch {
    return 0;
  }
}

/** How often `marker` occurs in `bytes`. */
function occurrences(bytes: Buffer, marker: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(marker); at !== -1; at = bytes.indexOf(marker, at + marker.length)) count++;
  return count;
}

/** The logging server's stdout, by BENCH_LOG_TO: where it goes, and (once the server has stopped) how many list lines arrived. */
async function logDestination(): Promise<{
  describe: string;
  options: { stdoutFile?: string; readyUrl?: string; port: number };
  /** Reads what the child writes, when this script is the reader. */
  attach: (stdout: Readable | null) => void;
  /** Lines of list requests that arrived; null when nothing counts them (/dev/null). */
  counted: () => Promise<number | null>;
  /** The reading process when it is not this script (its CPU is shown). */
  readerPid?: number;
}> {
  const port = await freePort();
  const readyUrl = `http://127.0.0.1:${port}/healthz`;
  if (LOG_TO === 'collector') {
    // A named pipe (a pipe, as a collector's is) read by grep -c, a small C program counting the list lines.
    const fifo = join(benchDir, 'access-log.fifo');
    if (spawnSync('mkfifo', [fifo]).status !== 0) throw new Error(`mkfifo ${fifo} failed`);
    // The shell opens the pipe for reading (waiting for the server to open it for writing); grep sees its end when the server exits.
    const reader = spawn('sh', ['-c', 'exec grep -c -F "$0" < "$1"', LIST_LINE.toString(), fifo], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    reader.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    const finished = new Promise<void>((resolve) => reader.on('close', () => resolve()));
    return {
      describe: 'a pipe read by `grep -c` (a small program of its own, as a log collector reads it)',
      options: { stdoutFile: fifo, readyUrl, port },
      attach: () => {},
      counted: async () => {
        await finished;
        return Number(output.trim());
      },
      readerPid: reader.pid,
    };
  }
  if (LOG_TO === 'script') {
    let count = 0;
    let tail = Buffer.alloc(0);
    return {
      describe: 'a pipe this script reads in Node, as the earlier serving benchmarks did',
      options: { readyUrl, port },
      attach: (stdout) =>
        stdout?.on('data', (chunk: Buffer) => {
          // A marker straddling two chunks is found where they meet: the last bytes of one with the first of the next.
          const edge = LIST_LINE.length - 1;
          count +=
            occurrences(chunk, LIST_LINE) + occurrences(Buffer.concat([tail, chunk.subarray(0, edge)]), LIST_LINE);
          tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - edge)));
        }),
      counted: async () => count,
    };
  }
  if (LOG_TO === 'file') {
    const file = join(benchDir, 'access.log');
    return {
      describe: 'a file',
      options: { stdoutFile: file, readyUrl, port },
      attach: () => {},
      counted: async () => occurrences(readFileSync(file), LIST_LINE),
    };
  }
  return {
    describe: '/dev/null',
    options: { stdoutFile: '/dev/null', readyUrl, port },
    attach: () => {},
    counted: async () => null,
  };
}

async function main(): Promise<void> {
  if (!hasWrk()) throw new Error('wrk is not installed (apt-get install wrk)');
  if (!existsSync(join(dataDir, 'current'))) throw new Error(`no dataset published in ${dataDir}: run make data`);
  if (!['collector', 'script', 'file', 'null'].includes(LOG_TO))
    throw new Error(`BENCH_LOG_TO=${LOG_TO}: expected collector (the default), script, file or null`);
  rmSync(benchDir, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  const key = 'ph_bench_log_cost_titan_key';
  const keysFile = join(benchDir, 'keys.json');
  writeKeysFile(keysFile, [{ id: 'bench-log-cost-titan', sha256: hashKey(key), plan: 'titan', status: 'active' }]);
  const script = wrkScript(
    join(benchDir, 'titan.lua'),
    listRotation(dataDir).map(({ path }) => path),
    key,
  );

  const destination = await logDestination();
  const servers: { name: keyof Round; child: ChildProcess; url: string }[] = [];
  let loggedAnswers = 0;
  let runs = 0;
  /** CPU seconds of this script and of the log's reader, and the wall seconds, during the logging runs and the silent ones. */
  const cpu = { logging: { own: 0, reader: 0, wall: 0 }, silent: { own: 0, reader: 0, wall: 0 } };
  const rounds: Round[] = [];
  try {
    for (const [name, level] of [
      ['silent', 'silent'],
      ['logging', 'info'],
      ['silentAgain', 'silent'],
    ] as const) {
      const logging = name === 'logging';
      const { child, match } = await startUntil(
        process.execPath,
        [SERVER_BUNDLE],
        {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(logging ? destination.options.port : 0),
          DATA_DIR: dataDir,
          KEYS_FILE: keysFile,
          WORKERS: '2',
          LOG_LEVEL: level,
          COUNTERS_FILE: join(benchDir, `counters-${name}.json`),
        },
        /on (http:\/\/127\.0\.0\.1:\d+)/,
        logging ? destination.options : {},
      );
      servers.push({ name, child, url: match[1]! });
      if (logging) destination.attach(child.stdout);
    }
    log(
      `load: wrk, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds of three runs (silent, logging, silent again), three servers side by side (WORKERS=2, Titan key); the logging server's stdout: ${destination.describe}`,
    );
    log(`load average at the start: ${loadAverage()}`);
    const run = async (server: (typeof servers)[number], seconds: number): Promise<Load> => {
      const before = { own: process.cpuUsage(), reader: readerSeconds(destination.readerPid), at: performance.now() };
      const result = await wrkRun(server.url, script, { connections: CONNECTIONS, seconds });
      const own = process.cpuUsage(before.own);
      const busy = cpu[server.name === 'logging' ? 'logging' : 'silent'];
      busy.own += (own.user + own.system) / 1e6;
      busy.reader += readerSeconds(destination.readerPid) - before.reader;
      busy.wall += (performance.now() - before.at) / 1000;
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${server.name}: ${result.non2xx} answers not 2xx, ${result.errors} socket errors`);
      if (server.name === 'logging') {
        loggedAnswers += result.requests;
        runs++;
      }
      return result;
    };
    for (const server of servers) await run(server, WARMUP_SECONDS);
    log('');
    log('| round | silent req/s | logging req/s | silent again req/s | logging / silent either side |');
    log('|---|---|---|---|---|');
    for (let index = 0; index < ROUNDS; index++) {
      const round = {} as Round;
      for (const server of servers) round[server.name] = (await run(server, SECONDS)).requestsPerSecond;
      rounds.push(round);
      log(
        `| ${index + 1} | ${Math.round(round.silent)} | ${Math.round(round.logging)} | ${Math.round(round.silentAgain)} | ${(round.logging / ((round.silent + round.silentAgain) / 2)).toFixed(3)} |`,
      );
    }
    log('');
    log(`load average at the end: ${loadAverage()}`);
  } finally {
    // Stopped servers have written every line (they flush on SIGTERM): the counts are whole after this.
    await Promise.all(servers.map((server) => stop(server.child)));
  }
  const { logging, spread } = bracketedRatios(rounds);
  const describe = (ratios: number[]) =>
    `median ${quantile(ratios, 0.5).toFixed(3)} (quartiles ${quantile(ratios, 0.25).toFixed(3)} and ${quantile(ratios, 0.75).toFixed(3)})`;
  log('');
  log(
    `the logging server's req/s against the silent runs either side: ${describe(logging)}; the access log's cost: ${(100 * (1 - quantile(logging, 0.5))).toFixed(1)}% (goal: under 10%)`,
  );
  log(`the bench's own spread, the silent-again server against the silent runs either side: ${describe(spread)}`);
  const share = (seconds: number, wall: number) => `${((100 * seconds) / wall).toFixed(1)}%`;
  log(
    `the log's reader, in CPU of one core: this script ${share(cpu.logging.own, cpu.logging.wall)} during the logging runs (${share(cpu.silent.own, cpu.silent.wall)} during the silent ones)${destination.readerPid === undefined ? '' : `, grep ${share(cpu.logging.reader, cpu.logging.wall)}`}; on two cores shared with the servers and wrk, a reader's CPU is taken from them`,
  );
  const lines = await destination.counted();
  if (lines === null) log(`access log lines: written to /dev/null, not counted (${loggedAnswers} answers)`);
  else {
    // wrk counts the answers it received before each run's end; the server may still answer (and log) those in flight.
    const lost = lines < loggedAnswers;
    log(
      `access log lines of list requests: ${lines} for the ${loggedAnswers} answers wrk counted (at most ${CONNECTIONS} a run may be answered after wrk stops counting: ${runs} runs)${lost ? ' — FEWER: lines were lost' : ''}`,
    );
    if (lost || lines > loggedAnswers + CONNECTIONS * runs) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
