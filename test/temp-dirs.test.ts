// Test files' temp folders (tempDir, test/helpers.ts) sit in the run's own folder (test/global-setup.ts), which the
// run's teardown removes: a worker runs many files in one module graph, and a file-level hook alone would leave the
// folders of every file but its first.

import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { tempDir } from './helpers.js';

describe('temp folders of the test files', () => {
  it("are made in the run's own temp folder", () => {
    const root = inject('testTempRoot');
    expect(root).toMatch(/test-run-\d+-/);
    const dir = tempDir('probe');
    expect(existsSync(dir)).toBe(true);
    expect(dirname(dir)).toBe(root);
  });
});
