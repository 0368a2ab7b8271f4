// The pipeline's bundle (pipeline/bundle.mjs), which `make data`, `make
// refresh` and the build benchmark run: the same snapshot, byte for byte, as
// the sources run under tsx, on worker threads; every module still finds its
// data beside itself; and a bundle left from older sources is made again.

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, tempDir } from '../helpers.js';

const node = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, args, { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, ...env } });

/** Every file under a published snapshot, by its path inside it. */
function filesOf(dataDir: string): Record<string, string> {
  const root = join(dataDir, 'current');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return Object.fromEntries(walk(root).map((path) => [relative(root, path), readFileSync(path, 'utf8')]));
}

// Five countries: a build of five or more runs them on worker threads (pipeline/worker-pool.ts), which from
// the bundle run the worker's bundle. CN and SA take the calendar engines' data, DE and US subdivisions.
const BUILD = ['build', '--countries', 'CN,DE,SA,US,MC', '--years', '2024-2025', '--offline', '--workers', '2'];
const AT = ['--at', '2026-01-01T00:00:00Z'];

describe("the pipeline's bundle", () => {
  it('publishes the same snapshot as the sources under tsx, from its worker threads', () => {
    const made = node(['pipeline/bundle.mjs']);
    expect(made.status, made.stderr).toBe(0);
    const bundled = tempDir('bundle-build');
    const underTsx = tempDir('tsx-build');
    const fromBundle = node(['pipeline/bundle/cli.mjs', ...BUILD, '--out', bundled, ...AT]);
    // None of these countries has an official feed: published, every source fresh.
    expect(fromBundle.status, fromBundle.stderr).toBe(0);
    expect(fromBundle.stdout).toMatch(/cross-check: \d+ disagreements in \d+ of \d+ countries/);
    const fromTsx = node(['--import', 'tsx', 'pipeline/cli.ts', ...BUILD, '--out', underTsx, ...AT]);
    expect(fromTsx.status, fromTsx.stderr).toBe(0);
    const [a, b] = [filesOf(bundled), filesOf(underTsx)];
    expect(Object.keys(a).length).toBeGreaterThan(50);
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    for (const path of Object.keys(a)) expect(a[path], path).toBe(b[path]);
  }, 120_000);

  it('is made again when a source file is newer than it, and not otherwise', () => {
    expect(node(['pipeline/bundle.mjs']).status).toBe(0);
    const bundle = join(projectRoot, 'pipeline', 'bundle', 'cli.mjs');
    const before = statSync(bundle).mtimeMs;
    expect(node(['pipeline/bundle.mjs']).status).toBe(0);
    expect(statSync(bundle).mtimeMs).toBe(before);
    // A source touched after the bundle was made.
    const source = join(projectRoot, 'core', 'text.ts');
    const later = new Date(before + 5_000);
    utimesSync(source, later, later);
    expect(node(['pipeline/bundle.mjs']).status).toBe(0);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(before);
  }, 60_000);
});
