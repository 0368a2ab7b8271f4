// The full offline default build (test/golden.ts, buildFullOffline), made once per vitest run and read by every
// test file that asks for it (the invariants' sweep, the golden files): a full build takes a minute or more.
// Test files run in separate workers, so the first to ask builds into the run's folder (test/global-setup.ts)
// under a lock, and the others wait for its result. The build runs in a child process (test/full-build-run.ts),
// so that the worker that asked stays free to answer vitest meanwhile. The snapshot is shared: read it, never
// write to it.

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { inject } from 'vitest';

let mine: Promise<string> | undefined;

/** The published snapshot folder of the run's full offline build. */
export function sharedFullBuild(): Promise<string> {
  mine ??= buildOrWait(inject('sharedBuildRoot'));
  return mine;
}

async function buildOrWait(root: string): Promise<string> {
  const done = join(root, 'snapshot');
  const failed = join(root, 'failed');
  let builder = true;
  try {
    mkdirSync(join(root, 'lock')); // atomic: exactly one worker gets it
  } catch {
    builder = false;
  }
  if (builder) {
    try {
      const snapshot = await buildInChild(join(root, 'data'));
      publish(done, snapshot);
      return snapshot;
    } catch (error) {
      publish(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
  }
  // Another test file builds it; the test's own timeout bounds the wait.
  for (;;) {
    if (existsSync(done)) return readFileSync(done, 'utf8');
    if (existsSync(failed))
      throw new Error(`the shared full build failed in another test file:\n${readFileSync(failed, 'utf8')}`);
    await sleep(500);
  }
}

/** buildFullOffline in a child process; rejects with the child's error output. */
async function buildInChild(outDir: string): Promise<string> {
  const script = new URL('./full-build-run.ts', import.meta.url).pathname;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, outDir], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout.trim().split('\n').at(-1)!;
  } catch (error) {
    const failed = error as Error & { stderr?: string };
    throw new Error(`the full offline build failed: ${failed.stderr || failed.message}`);
  }
}

/** Writes a file whole or not at all, so that a waiting worker never reads it half written. */
function publish(path: string, text: string): void {
  writeFileSync(`${path}.part`, text);
  renameSync(`${path}.part`, path);
}
