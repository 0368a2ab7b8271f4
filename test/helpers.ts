import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import type { Manifest } from '../core/manifest.js';

const created: string[] = [];
// One hook for the whole test file, so that folders made inside a test are removed too.
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A fresh folder in this run's temp folder (test/global-setup.ts), removed after the file's tests. A worker loads
 * this module once for all its files (isolate: false), so the hook above sees only the first file's folders; the
 * run's own folder, removed at the run's end, takes the others. Outside the suite's project, the system temp dir.
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(inject('testTempRoot') ?? tmpdir(), `${prefix}-`));
  created.push(dir);
  return dir;
}

export const readJson = <T = unknown>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export const manifestOf = (dataDir: string): Manifest => readJson<Manifest>(join(dataDir, 'current', 'manifest.json'));

export const projectRoot = new URL('..', import.meta.url).pathname;
