// Runs once per vitest run, before any test file:
// - an empty folder for the full offline build that several test files read (test/full-build.ts), removed when the
//   run ends. Nothing is built here: a run whose files do not ask for the build does not pay for it.
// - the server bundled as `make serve` runs it (esbuild, the Makefile's options), for the tests that start the server
//   as a process of its own (serverBundle in test/server/helpers.ts): a fraction of a second once, where tsx would
//   compile every module again in every process those tests start. It sits in server/ (beside the files the server reads from its
//   own folder) under a name of this run's, ignored by git, and is removed when the run ends.
// - a folder for the temp folders the test files make (tempDir in test/helpers.ts), removed when the run ends, and
//   those of runs killed before their end removed at the start.

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { processAlive } from './process-alive.js';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedBuildRoot: string;
    serverBundle: string;
    testTempRoot: string;
  }
}

const SERVER_DIR = new URL('../server/', import.meta.url).pathname;
const RUN_BUNDLE = /^main\.test-(\d+)\.bundle\.mjs$/;
const RUN_TEMP = /^test-run-(\d+)-/;

export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'shared-build-'));
  project.provide('sharedBuildRoot', root);
  removeLeftByEndedRuns(SERVER_DIR, RUN_BUNDLE);
  removeLeftByEndedRuns(tmpdir(), RUN_TEMP);
  const temps = mkdtempSync(join(tmpdir(), `test-run-${process.pid}-`));
  project.provide('testTempRoot', temps);
  const bundle = join(SERVER_DIR, `main.test-${process.pid}.bundle.mjs`);
  buildSync({
    entryPoints: [join(SERVER_DIR, 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    outfile: bundle,
  });
  project.provide('serverBundle', bundle);
  return () => {
    rmSync(root, { recursive: true, force: true });
    rmSync(temps, { recursive: true, force: true });
    rmSync(bundle, { force: true });
  };
}

/** What runs killed before their teardown left in the folder (a name with the run's pid; that process is gone). */
function removeLeftByEndedRuns(dir: string, named: RegExp): void {
  for (const name of readdirSync(dir)) {
    const pid = named.exec(name)?.[1];
    if (pid && !processAlive(Number(pid))) rmSync(join(dir, name), { recursive: true, force: true });
  }
}
