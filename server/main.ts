// Entry point: `tsx server/main.ts` (make serve). Configuration problems end
// start-up with one line on stderr and exit code 1; SIGTERM and SIGINT stop
// accepting, let in-flight requests finish, and exit 0. With REDIS_URL the
// limits are counted in Redis (server/redis-counters.ts); without it, in
// memory, saved to COUNTERS_FILE on stop and read back at start
// (server/counter-file.ts). With WORKERS > 1 (the default: one per core) this
// process becomes the cluster primary (server/cluster.ts), which keeps those
// in-memory counters for all its workers (server/primary-counters.ts), and
// each worker runs the rest of this file.

import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { DEFAULT_VERSION } from '../core/contracts.js';
import { accessLogger } from './access-log.js';
import { startServer } from './app.js';
import { workerMetrics } from './cluster-metrics.js';
import { runPrimary, tellPrimary } from './cluster.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { CounterFileError, openCounters, saveKeptCounters, type KeptCounters } from './counter-file.js';
import type { CounterStore } from './counters.js';
import { firstCall } from './first-call.js';
import { KeysFileError } from './keys.js';
import { PrimaryCounterStore } from './primary-counters.js';
import { describeRedisUrl, RedisCounterStore } from './redis-counters.js';
import { NoSnapshotError } from './snapshot.js';

const SHUTDOWN_GRACE_MS = 10_000;

// A cluster worker says what it would print to the primary, which prints it once.
const inWorker = cluster.isWorker;

function fail(message: string): never {
  if (inWorker) void tellPrimary({ type: 'failed', message }).then(() => process.exit(1));
  else {
    process.stderr.write(`server: ${message}\n`);
    process.exit(1);
  }
  // Waits for the message to reach the primary; the process exits there.
  throw new WorkerExiting();
}

class WorkerExiting extends Error {}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const limits = config.redisUrl
    ? `limits counted in Redis at ${describeRedisUrl(config.redisUrl)}, shared by every process`
    : config.workers > 1
      ? `limits counted by the primary process for its ${config.workers} workers, saved to ${config.countersFile} on stop`
      : `limits counted in this process, saved to ${config.countersFile} on stop`;
  if (config.workers > 1 && cluster.isPrimary) {
    const counters = config.redisUrl ? undefined : memoryCounters(config);
    runPrimary({
      workers: config.workers,
      limits,
      graceMs: SHUTDOWN_GRACE_MS,
      counters: counters?.store,
      onStopped: counters && (() => keepCounters(config, counters)),
    });
    return;
  }
  let counterStore: CounterStore;
  let ownCounters: KeptCounters | undefined;
  if (config.redisUrl) counterStore = await RedisCounterStore.connect(config.redisUrl);
  else if (inWorker) counterStore = new PrimaryCounterStore();
  else counterStore = (ownCounters = memoryCounters(config)).store;
  // The access log: JSON lines on stdout after the start-up lines, which stay plain text (LOG_LEVEL=warn and above: none).
  // Workers share the primary's stdout: each writes blocks of whole lines small enough that a pipe never mixes them.
  const accessLog = accessLogger(config.logLevel, 1);
  let running;
  try {
    running = await startServer({
      port: config.port,
      host: config.host,
      dataDir: config.dataDir,
      keysFile: config.keysFile,
      cacheBytes: config.cacheBytes,
      counterStore,
      connections: config.connections,
      accessLog,
      metrics: config.metrics,
      trustedProxies: config.trustedProxies,
    });
  } catch (error) {
    if (error instanceof NoSnapshotError || error instanceof KeysFileError) fail(error.message);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`port ${config.port} on ${config.host} is already in use: stop what holds it or set PORT`);
    if (code === 'EACCES')
      fail(`not allowed to listen on ${config.host}:${config.port}: choose a port above 1023 or set PORT`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') fail(`HOST ${config.host} is not an address of this machine`);
    fail(`cannot start: ${(error as Error).message}`);
  }
  // Under WORKERS, GET /metrics answers for the whole server.
  if (inWorker && running.metrics) running.metrics.gather = workerMetrics(running.metrics);
  const snapshot = running.store.current();
  const lines = [
    `serving snapshot ${snapshot.id} from ${running.store.dataDir} on ${running.url} (keys: ${config.keysFile}, ${running.keys.size} loaded)`,
    firstCall(
      running.url,
      snapshot.id,
      (await snapshot.countries(DEFAULT_VERSION)).countries.map((country) => country.code),
    ),
  ];
  if (inWorker) await tellPrimary({ type: 'ready', lines });
  else process.stdout.write([limits, ...lines].map((line) => `${line}\n`).join(''));
  // The primary speaks for its workers: they stop quietly.
  const say = (line: string) => {
    if (!inWorker) process.stdout.write(`${line}\n`);
  };

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: finishing in-flight requests`);
    const timer = setTimeout(() => {
      process.stderr.write(`server: in-flight requests still running after ${SHUTDOWN_GRACE_MS / 1000} s; exiting\n`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    void running
      .shutdown()
      .then(() => counterStore.close?.())
      .then(() => (ownCounters ? keepCounters(config, ownCounters) : true))
      .then(
        (saved) =>
          new Promise<boolean>((resolve) => (accessLog ? accessLog.flush(() => resolve(saved)) : resolve(saved))),
      )
      .then((saved) => {
        if (!saved) process.exit(1);
        say('stopped');
        process.exit(0);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // A worker whose primary is gone stops too.
  if (inWorker) process.once('disconnect', () => stop('disconnect'));
}

/** The in-memory counters as the last run left them (its counters file and journal). */
function memoryCounters(config: ServerConfig): KeptCounters {
  try {
    return openCounters(config.countersFile, Date.now(), (line) => process.stderr.write(`server: ${line}\n`));
  } catch (error) {
    if (error instanceof CounterFileError) fail(error.message);
    throw error;
  }
}

/** Saves the counters on stop; false when they could not be (said on stderr: the stop then exits 1). */
function keepCounters(config: ServerConfig, counters: KeptCounters): boolean {
  try {
    saveKeptCounters(counters, Date.now());
    return true;
  } catch (error) {
    const kept = existsSync(counters.journal.path)
      ? `; the counts since the last save stay in ${counters.journal.path}, read at the next start`
      : '';
    process.stderr.write(
      `server: could not save the counters to ${config.countersFile} (COUNTERS_FILE): ${(error as Error).message}${kept}\n`,
    );
    return false;
  }
}

main().catch((error: unknown) => {
  if (error instanceof WorkerExiting) return;
  fail(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
});
