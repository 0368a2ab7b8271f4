import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { Manifest } from '../core/manifest.js';

const created: string[] = [];
// One hook for the whole test file, so that folders made inside a test are removed too.
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder under the system temp dir, removed after the file's tests. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  created.push(dir);
  return dir;
}

export const readJson = <T = unknown>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export const manifestOf = (dataDir: string): Manifest => readJson<Manifest>(join(dataDir, 'current', 'manifest.json'));

export const projectRoot = new URL('..', import.meta.url).pathname;
