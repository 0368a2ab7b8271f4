// WORKERS=N (N > 1): N server processes on one port with node:cluster. The
// primary serves nothing itself: it forks the workers (each runs main.ts as a
// whole server), prints the start-up lines once (the first worker's, after
// every worker listens), restarts a worker that dies while serving (with a
// backoff that grows while they keep dying), and on SIGTERM or SIGINT passes
// SIGTERM on to every worker and exits 0 once all have stopped cleanly.
// Without Redis it also keeps the request counters for all its workers
// (server/primary-counters.ts) and saves them once every worker has stopped.
//
// A worker that fails during start-up (a bad keys file, a busy port, Redis
// unreachable) sends its one line to the primary instead of printing it, so
// the line is printed once and the primary exits 1 with it.

import cluster, { type Worker } from 'node:cluster';
import type { MemoryCounterStore } from './counters.js';
import { primaryMetrics } from './cluster-metrics.js';
import { answerCounterRequests } from './primary-counters.js';

/** What a worker tells the primary. */
export type WorkerMessage = { type: 'ready'; lines: string[] } | { type: 'failed'; message: string };

const isWorkerMessage = (value: unknown): value is WorkerMessage =>
  typeof value === 'object' &&
  value !== null &&
  ((value as WorkerMessage).type === 'ready' || (value as WorkerMessage).type === 'failed');

/** Inside a worker: reports to the primary (resolves once the message is sent). */
export function tellPrimary(message: WorkerMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

export interface PrimaryOptions {
  workers: number;
  /** How the limits are counted, for the start-up line. */
  limits: string;
  /** A worker still stopping after this long is killed, and the primary exits 1. */
  graceMs: number;
  /** The counters the workers share (no Redis). */
  counters?: MemoryCounterStore;
  /** Runs once every worker has stopped, before the primary exits (saves the counters); false: it failed, and the primary exits 1. */
  onStopped?: () => boolean;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

/** A worker that served at least this long before dying restarts at once; quicker deaths back off. */
const STABLE_MS = 10_000;
const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 10_000;

export function runPrimary(options: PrimaryOptions): void {
  const out = options.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = options.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  const startedAt = new Map<Worker, number>();
  const ready = new Map<Worker, string[]>();
  const pending = new Set<NodeJS.Timeout>();
  let serving = false;
  let stopping = false;
  let exitCode = 0;
  let quickDeaths = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };

  const living = () =>
    Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());

  const stopAll = (code: number) => {
    stopping = true;
    exitCode = Math.max(exitCode, code);
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
    const workers = living();
    if (workers.length === 0) finish();
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      err(`server: workers still running after ${options.graceMs / 1000} s; exiting`);
      for (const worker of living()) worker.process.kill('SIGKILL');
      if (serving) options.onStopped?.();
      process.exit(1);
    }, options.graceMs + 1000);
    timer.unref();
  };

  const finish = () => {
    // Counters are saved only by a cluster that served (a failed start-up changed nothing).
    if (serving && options.onStopped?.() === false) exitCode = 1;
    if (exitCode === 0) out('stopped');
    process.exit(exitCode);
  };

  const counters = options.counters;
  const metrics = primaryMetrics();
  cluster.on('message', (worker, message: unknown) => {
    if (counters && answerCounterRequests(worker, message, counters)) return;
    if (metrics(worker, message)) return;
    if (!isWorkerMessage(message)) return;
    if (message.type === 'failed') {
      if (serving) {
        err(`server: worker ${worker.process.pid} could not start: ${message.message}`);
        return;
      }
      if (stopping) return;
      // One line for the whole start-up, as a single process prints it.
      err(`server: ${message.message}`);
      stopAll(1);
      return;
    }
    if (serving) {
      out(`worker ${worker.process.pid} started (replacing one that died)`);
      return;
    }
    ready.set(worker, message.lines);
    if (ready.size < options.workers || stopping) return;
    serving = true;
    const pids = [...ready.keys()].map((each) => each.process.pid!).sort((a, b) => a - b);
    out(`workers: ${options.workers} processes on one port (pids ${pids.join(', ')}); ${options.limits}`);
    for (const line of ready.values().next().value!) out(line);
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    ready.delete(worker);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (living().length === 0) finish();
      return;
    }
    if (!serving) {
      // Died during start-up without saying why (a crash): stop the others too.
      err(`server: a worker exited during start-up (${signal ?? `exit code ${code}`}); nothing is served`);
      stopAll(1);
      return;
    }
    quickDeaths = lived >= STABLE_MS ? 0 : quickDeaths + 1;
    const delay = quickDeaths === 0 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (quickDeaths - 1), MAX_DELAY_MS);
    err(
      `server: worker ${worker.process.pid} died (${signal ?? `exit code ${code}`}); starting another${delay ? ` in ${delay} ms` : ''}`,
    );
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) fork();
    }, delay);
    pending.add(timer);
  });

  const onSignal = (signal: string) => {
    if (stopping) return;
    out(`${signal}: finishing in-flight requests`);
    stopAll(0);
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));

  for (let index = 0; index < options.workers; index++) fork();
}
