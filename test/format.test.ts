// The code is written in one format (biome.json; `make format` applies it):
// a file that was not formatted fails here with the lines the formatter would change.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

function checkFormat(paths: string[]) {
  return spawnSync(BIOME, ['format', '--no-errors-on-unmatched', ...paths], { cwd: ROOT, encoding: 'utf8' });
}

describe('code format', () => {
  it('every source, test and benchmark file is as the formatter writes it', () => {
    const run = checkFormat(['.']);
    expect(run.status, `${run.stdout}${run.stderr}\nRun \`make format\` and commit the result.`).toBe(0);
  });

  it('the check fails on a file the formatter would change', () => {
    // Inside the project: the formatter reads only files of the project that git does not ignore.
    const dir = mkdtempSync(join(ROOT, '.format-probe-'));
    try {
      writeFileSync(join(dir, 'probe.ts'), 'export const x = {a:1,  b : "two"}\n');
      const run = checkFormat([dir]);
      expect(run.status).not.toBe(0);
      expect(`${run.stdout}${run.stderr}`).toContain('probe.ts');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
