// Runs once per vitest run, before any test file: an empty folder for the full offline build that several test
// files read (test/full-build.ts), removed when the run ends. Nothing is built here: a run whose files do not
// ask for the build does not pay for it.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedBuildRoot: string;
  }
}

export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'shared-build-'));
  project.provide('sharedBuildRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
