// Entry point: `tsx server/main.ts` (make serve). Configuration problems end
// start-up with one line on stderr and exit code 1; SIGTERM and SIGINT stop
// accepting, let in-flight requests finish, and exit 0.

import { DEFAULT_VERSION } from '../core/contracts.js';
import { startServer } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { firstCall } from './first-call.js';
import { KeysFileError } from './keys.js';
import { NoSnapshotError } from './snapshot.js';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`server: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  let running;
  try {
    running = await startServer({ port: config.port, host: config.host, dataDir: config.dataDir, keysFile: config.keysFile, cacheBytes: config.cacheBytes });
  } catch (error) {
    if (error instanceof NoSnapshotError || error instanceof KeysFileError) fail(error.message);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`port ${config.port} on ${config.host} is already in use: stop what holds it or set PORT`);
    if (code === 'EACCES') fail(`not allowed to listen on ${config.host}:${config.port}: choose a port above 1023 or set PORT`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') fail(`HOST ${config.host} is not an address of this machine`);
    fail(`cannot start: ${(error as Error).message}`);
  }
  const snapshot = running.store.current();
  process.stdout.write(`serving snapshot ${snapshot.id} from ${running.store.dataDir} on ${running.url} (keys: ${config.keysFile}, ${running.keys.size} loaded)\n`);
  process.stdout.write(`${firstCall(running.url, snapshot.id, (await snapshot.countries(DEFAULT_VERSION)).countries.map((country) => country.code))}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: finishing in-flight requests\n`);
    const timer = setTimeout(() => {
      process.stderr.write(`server: in-flight requests still running after ${SHUTDOWN_GRACE_MS / 1000} s; exiting\n`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    void running.shutdown().then(() => {
      process.stdout.write('stopped\n');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => fail(`cannot start: ${error instanceof Error ? error.message : String(error)}`));
