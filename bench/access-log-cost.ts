// make bench-serve, third part: the access log's cost (goal: under 10%),
// measured side by side so that neither the machine's drift nor one server's
// luck decides it.
//
// On a shared machine, runs made one after the other moved by more than the
// goal's margin: the same server gave 41-71 µs an answer within one run, and
// two identical silent servers started together differed by up to 9% for a
// whole measurement (a server's JIT and memory layout are its own). So here:
//   - two servers are loaded at the same time, each by a wrk of its own
//     (CONNECTIONS each), and compete for the same two cores in the same
//     seconds: the one that needs more CPU an answer gives fewer answers, and
//     whatever the machine does then, it does to both;
//   - three servers run side by side, the bundle `make serve` runs,
//     WORKERS=2, one Titan key, the list endpoint over 50 countries ×
//     2024-2028: silent (LOG_LEVEL=silent), logging (LOG_LEVEL=info, the
//     default: one line per request on stdout) and silent again (a second
//     silent server);
//   - a round loads three pairs, in turn: logging with silent, logging with
//     silent again, and silent with silent again, the control, whose ratio
//     is the bench's own spread that the log's cost must stand out from;
//   - BENCH_SESSIONS sessions (default 4) each start three fresh servers and
//     make BENCH_ROUNDS rounds (default 8) of BENCH_SECONDS runs (default 2),
//     after a warm-up of all three at once.
// Each run also reads the servers' CPU (primary and workers, /proc) and
// divides it by their answers. The log's reader takes CPU from the same
// cores, but from both servers of a pair alike; its CPU is therefore shown,
// and charged to the logging server in the CPU figure "with its reader".
//
// The logging server's stdout (BENCH_LOG_TO):
//   collector (the default) a named pipe read by `grep -c`, a small program of
//             its own, as a log collector (journald, a container runtime)
//             reads a server's stdout;
//   script    a pipe this script reads in Node;
//   file, null  a file, /dev/null.
// The list lines that arrive are counted against the answers wrk counted
// (none may be lost). Prints each round, the medians and quartiles of the
// ratios over all rounds and by session, and the load average at the start
// and the end. Every server is stopped at the end, also on failure.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { hashKey, writeKeysFile } from '../server/keys.js';
import { hasWrk, listRotation, wrkRun, wrkScript } from './load-generators.js';
import { cpuSeconds, freePort, processTree, startUntil, stop } from './processes.js';

const root = new URL('..', import.meta.url).pathname;
const dataDir = process.env.DATA_DIR || join(root, 'dist-data');
const benchDir = join(root, '.bench', 'access-log-cost');
const SECONDS = Number(process.env.BENCH_SECONDS || 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 8);
const SESSIONS = Number(process.env.BENCH_SESSIONS || 4);
const WARMUP_SECONDS = 3;
/** Connections of each wrk, one wrk a server. */
const CONNECTIONS = 50;
/** Where the logging server's stdout goes (BENCH_LOG_TO): collector (the default), script, file or null; see logDestination. */
const LOG_TO = process.env.BENCH_LOG_TO || 'collector';
/** The server's bundle (BENCH_SERVER_BUNDLE: another build of it, to measure a change beside `make serve`'s). */
const SERVER_BUNDLE = process.env.BENCH_SERVER_BUNDLE || join(root, 'server', 'main.bundle.mjs');
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

const describe = (ratios: readonly number[]) =>
  `median ${quantile(ratios, 0.5).toFixed(3)} (quartiles ${quantile(ratios, 0.25).toFixed(3)} and ${quantile(ratios, 0.75).toFixed(3)})`;
const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

type Role = 'silent' | 'logging' | 'silentAgain';

interface Server {
  role: Role;
  child: ChildProcess;
  url: string;
  /** The primary and its workers, whose CPU is counted. */
  pids: number[];
}

/** One server's share of a run. */
interface Served {
  requestsPerSecond: number;
  requests: number;
  /** CPU seconds of the server's processes during the run, over its answers. */
  cpuPerAnswer: number;
}

/** One round's ratios: the logging server against each silent one, and the control. */
interface Round {
  /** Logging req/s over silent req/s, the mean of its two pairs. */
  rate: number;
  /** Logging CPU an answer over silent CPU an answer, the mean of its two pairs. */
  cpu: number;
  /** The same, the reader's CPU in the logging pairs added to the logging server's. */
  cpuWithReader: number;
  /** Silent again over silent: req/s, and CPU an answer. */
  controlRate: number;
  controlCpu: number;
}

/** What the logging server's requests of the rotation write into their lines: counted, to show that none was lost. */
const LIST_LINE = Buffer.from('"path":"/v3/public-holidays/list?');

/** How often `marker` occurs in `bytes`. */
function occurrences(bytes: Buffer, marker: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(marker); at !== -1; at = bytes.indexOf(marker, at + marker.length)) count++;
  return count;
}

/** The logging server's stdout in one session, by BENCH_LOG_TO: where it goes, and (once the server has stopped) how many list lines arrived. */
async function logDestination(session: number): Promise<{
  describe: string;
  options: { stdoutFile?: string; readyUrl?: string; port: number };
  /** Reads what the child writes, when this script is the reader. */
  attach: (stdout: Readable | null) => void;
  /** Lines of list requests that arrived; null when nothing counts them (/dev/null). */
  counted: () => Promise<number | null>;
  /** CPU seconds the reader has used so far (0 when nothing reads: a file, /dev/null). */
  readerCpu: () => number;
}> {
  const port = await freePort();
  const readyUrl = `http://127.0.0.1:${port}/healthz`;
  if (LOG_TO === 'collector') {
    // A named pipe (a pipe, as a collector's is) read by grep -c, a small C program counting the list lines.
    const fifo = join(benchDir, `access-log-${session}.fifo`);
    if (spawnSync('mkfifo', [fifo]).status !== 0) throw new Error(`mkfifo ${fifo} failed`);
    // The shell opens the pipe for reading (waiting for the server to open it for writing); grep sees its end when the server exits.
    const reader = spawn('sh', ['-c', 'exec grep -c -F "$0" < "$1"', LIST_LINE.toString(), fifo], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    reader.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    const finished = new Promise<void>((resolve) => reader.on('close', () => resolve()));
    let last = 0;
    return {
      describe: 'a pipe read by `grep -c` (a small program of its own, as a log collector reads it)',
      options: { stdoutFile: fifo, readyUrl, port },
      attach: () => {},
      counted: async () => {
        await finished;
        return Number(output.trim());
      },
      // Read while grep runs; once it has ended, its last reading stands.
      readerCpu: () => (reader.exitCode === null ? (last = cpuSeconds([reader.pid!])) : last),
    };
  }
  if (LOG_TO === 'script') {
    let count = 0;
    let tail = Buffer.alloc(0);
    return {
      describe: 'a pipe this script reads in Node',
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
      // This script's CPU: its reading, and its small share of running wrk.
      readerCpu: () => {
        const used = process.cpuUsage();
        return (used.user + used.system) / 1e6;
      },
    };
  }
  if (LOG_TO === 'file') {
    const file = join(benchDir, `access-${session}.log`);
    return {
      describe: 'a file',
      options: { stdoutFile: file, readyUrl, port },
      attach: () => {},
      counted: async () => occurrences(readFileSync(file), LIST_LINE),
      readerCpu: () => 0,
    };
  }
  return {
    describe: '/dev/null',
    options: { stdoutFile: '/dev/null', readyUrl, port },
    attach: () => {},
    counted: async () => null,
    readerCpu: () => 0,
  };
}

/** Loads servers at the same time, a wrk each, for `seconds`; their answers and CPU, and the reader's CPU meanwhile. */
async function loadTogether(
  servers: readonly Server[],
  script: string,
  seconds: number,
  readerCpu: () => number,
): Promise<{ served: Served[]; readerSeconds: number }> {
  const cpuBefore = servers.map((server) => cpuSeconds(server.pids));
  const readerBefore = readerCpu();
  const loads = await Promise.all(
    servers.map((server) => wrkRun(server.url, script, { connections: CONNECTIONS, seconds })),
  );
  const readerSeconds = readerCpu() - readerBefore;
  const served = servers.map((server, index) => {
    const load = loads[index]!;
    if (load.non2xx > 0 || load.errors > 0)
      throw new Error(`${server.role}: ${load.non2xx} answers not 2xx, ${load.errors} socket errors`);
    return {
      requestsPerSecond: load.requestsPerSecond,
      requests: load.requests,
      cpuPerAnswer: (cpuSeconds(server.pids) - cpuBefore[index]!) / load.requests,
    };
  });
  return { served, readerSeconds };
}

/** Starts the three servers of a session; the logging one writes to `destination`. */
async function startServers(
  session: number,
  keysFile: string,
  destination: Awaited<ReturnType<typeof logDestination>>,
): Promise<Server[]> {
  const servers: Server[] = [];
  for (const [role, level] of [
    ['silent', 'silent'],
    ['logging', 'info'],
    ['silentAgain', 'silent'],
  ] as const) {
    const logging = role === 'logging';
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
        COUNTERS_FILE: join(benchDir, `counters-${session}-${role}.json`),
      },
      /on (http:\/\/127\.0\.0\.1:\d+)/,
      logging ? destination.options : {},
    );
    servers.push({ role, child, url: match[1]!, pids: processTree(child.pid!) });
    if (logging) destination.attach(child.stdout);
  }
  return servers;
}

async function main(): Promise<void> {
  if (process.platform !== 'linux') throw new Error('this benchmark reads /proc: Linux only');
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

  const rounds: Round[] = [];
  const sessionRates: number[] = [];
  let loggedAnswers = 0;
  let loggedLines: number | null = 0;
  let runs = 0;
  /** CPU seconds of the reader and wall seconds, over the logging pairs. */
  let readerSeconds = 0;
  let loggingWall = 0;
  let describeDestination = '';
  log(`load average at the start: ${loadAverage()}`);
  for (let session = 1; session <= SESSIONS; session++) {
    const destination = await logDestination(session);
    describeDestination = destination.describe;
    let servers: Server[] = [];
    try {
      servers = await startServers(session, keysFile, destination);
      const [silent, logging, silentAgain] = servers as [Server, Server, Server];
      if (session === 1) {
        log(
          `load: ${SESSIONS} sessions of three fresh servers (WORKERS=2, Titan key), each ${ROUNDS} rounds of three pairs loaded at once, a wrk of ${CONNECTIONS} connections a server, ${SECONDS} s a run; the logging server's stdout: ${destination.describe}`,
        );
        log('');
        log(
          '| session | round | logging / silent req/s | logging / silent again req/s | control: silent again / silent req/s | CPU µs an answer: logging, silent, silent again |',
        );
        log('|---|---|---|---|---|---|');
      }
      const warmUp = await loadTogether(servers, script, WARMUP_SECONDS, destination.readerCpu);
      loggedAnswers += warmUp.served[1]!.requests;
      runs++;
      const sessionRounds: number[] = [];
      for (let index = 0; index < ROUNDS; index++) {
        // The pairs in a different order each round, so that none always follows the same one.
        const pairs: [Server, Server][] = [
          [logging, silent],
          [logging, silentAgain],
          [silent, silentAgain],
        ];
        const order = [...pairs.slice(index % 3), ...pairs.slice(0, index % 3)];
        const results = new Map<string, { served: Served[]; readerSeconds: number }>();
        for (const pair of order) {
          // Which wrk starts first alternates too.
          const [first, second] = index % 2 === 0 ? pair : [pair[1], pair[0]];
          const result = await loadTogether([first, second], script, SECONDS, destination.readerCpu);
          const served = index % 2 === 0 ? result.served : [result.served[1]!, result.served[0]!];
          results.set(`${pair[0].role}|${pair[1].role}`, { served, readerSeconds: result.readerSeconds });
          if (pair[0] === logging) {
            loggedAnswers += served[0]!.requests;
            runs++;
            readerSeconds += result.readerSeconds;
            loggingWall += SECONDS;
          }
        }
        const withSilent = results.get('logging|silent')!;
        const withSilentAgain = results.get('logging|silentAgain')!;
        const control = results.get('silent|silentAgain')!;
        const [loggingA, silentA] = withSilent.served as [Served, Served];
        const [loggingB, silentB] = withSilentAgain.served as [Served, Served];
        const [silentC, silentAgainC] = control.served as [Served, Served];
        const withReader = (served: Served, reader: number) => served.cpuPerAnswer + reader / served.requests;
        const round: Round = {
          rate:
            (loggingA.requestsPerSecond / silentA.requestsPerSecond +
              loggingB.requestsPerSecond / silentB.requestsPerSecond) /
            2,
          cpu: (loggingA.cpuPerAnswer / silentA.cpuPerAnswer + loggingB.cpuPerAnswer / silentB.cpuPerAnswer) / 2,
          cpuWithReader:
            (withReader(loggingA, withSilent.readerSeconds) / silentA.cpuPerAnswer +
              withReader(loggingB, withSilentAgain.readerSeconds) / silentB.cpuPerAnswer) /
            2,
          controlRate: silentAgainC.requestsPerSecond / silentC.requestsPerSecond,
          controlCpu: silentAgainC.cpuPerAnswer / silentC.cpuPerAnswer,
        };
        rounds.push(round);
        sessionRounds.push(round.rate);
        const micros = (served: Served) => (served.cpuPerAnswer * 1e6).toFixed(1);
        log(
          `| ${session} | ${index + 1} | ${(loggingA.requestsPerSecond / silentA.requestsPerSecond).toFixed(3)} (${Math.round(loggingA.requestsPerSecond)} / ${Math.round(silentA.requestsPerSecond)}) | ${(loggingB.requestsPerSecond / silentB.requestsPerSecond).toFixed(3)} | ${round.controlRate.toFixed(3)} | ${micros(loggingA)}, ${micros(silentA)}, ${micros(silentAgainC)} |`,
        );
      }
      sessionRates.push(quantile(sessionRounds, 0.5));
    } finally {
      // Stopped servers have written every line (they flush on SIGTERM): the counts are whole after this.
      await Promise.all(servers.map((server) => stop(server.child)));
    }
    const lines = await destination.counted();
    loggedLines = lines === null || loggedLines === null ? null : loggedLines + lines;
  }
  log('');
  log(`load average at the end: ${loadAverage()}`);
  log('');
  log(
    `the logging server's req/s against a silent server's in the same seconds: ${describe(rounds.map((round) => round.rate))}; the access log's cost: ${percent(
      1 -
        quantile(
          rounds.map((round) => round.rate),
          0.5,
        ),
    )} (goal: under 10%)`,
  );
  log(`  by session (the median of its rounds): ${sessionRates.map((rate) => percent(1 - rate)).join(', ')}`);
  log(
    `the logging server's CPU an answer against a silent server's: ${describe(rounds.map((round) => round.cpu))}; with its reader's CPU: ${describe(rounds.map((round) => round.cpuWithReader))}`,
  );
  log(
    `the bench's own spread, silent again against silent in the same seconds: req/s ${describe(rounds.map((round) => round.controlRate))}; CPU an answer ${describe(rounds.map((round) => round.controlCpu))}`,
  );
  if (LOG_TO !== 'file' && LOG_TO !== 'null')
    log(
      `the log's reader: ${percent(readerSeconds / loggingWall)} of one core during the logging pairs; it takes CPU from both servers of a pair alike, and is charged to the logging server only in "with its reader"`,
    );
  if (loggedLines === null) log(`access log lines: written to /dev/null, not counted (${loggedAnswers} answers)`);
  else {
    // wrk counts the answers it received before each run's end; the server may still answer (and log) those in flight.
    const lost = loggedLines < loggedAnswers;
    log(
      `access log lines of list requests: ${loggedLines} for the ${loggedAnswers} answers wrk counted from the logging server (at most ${CONNECTIONS} a run may be answered after wrk stops counting: ${runs} runs)${lost ? ' — FEWER: lines were lost' : ''}`,
    );
    if (lost || loggedLines > loggedAnswers + CONNECTIONS * runs) process.exitCode = 1;
  }
  log(`(the logging server's stdout: ${describeDestination})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
