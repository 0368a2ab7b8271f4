import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { Manifest } from '../pipeline/publish.js';

/** A fresh folder under the system temp dir, removed after the file's tests. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export const readJson = <T = unknown>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export const manifestOf = (dataDir: string): Manifest => readJson<Manifest>(join(dataDir, 'current', 'manifest.json'));

export const projectRoot = new URL('..', import.meta.url).pathname;
