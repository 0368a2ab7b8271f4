// The golden files (test/golden.ts) against the full offline build: every country built has its file, every
// file its country, and each file is what the build publishes, byte for byte. A change to the data (a library
// upgrade, an amendment, a feed's committed copy, the pipeline) fails here until `make golden` rewrites the
// files and their diff is reviewed in the same commit.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN_DIR, goldenCountries, goldenFiles } from '../golden.js';
import { sharedFullBuild } from '../full-build.js';

const SHOWN = 8;

/** The lines only one side has (both files are sorted, so this is the diff a reviewer would see), first few. */
function lineDiff(expected: string, actual: string): string[] {
  const count = (text: string) => {
    const counts = new Map<string, number>();
    for (const line of text.split('\n')) counts.set(line, (counts.get(line) ?? 0) + 1);
    return counts;
  };
  const [before, after] = [count(expected), count(actual)];
  const only = (text: string, other: Map<string, number>, sign: string) =>
    text
      .split('\n')
      .filter((line) => {
        const left = other.get(line) ?? 0;
        other.set(line, left - 1);
        return left <= 0;
      })
      .map((line) => ({ line, sign }));
  const changed = [...only(expected, after, '-'), ...only(actual, before, '+')];
  // Date order, the golden line before the built one.
  changed.sort((a, b) =>
    a.line.slice(0, 10) < b.line.slice(0, 10)
      ? -1
      : a.line.slice(0, 10) > b.line.slice(0, 10)
        ? 1
        : a.sign === '-'
          ? -1
          : 1,
  );
  return changed.map(({ line, sign }) => `${sign} ${line}`);
}

describe('the golden files of every country', () => {
  let built: Map<string, string>;

  it('are one per country built, and none else', { timeout: 900_000 }, async () => {
    built = goldenFiles(await sharedFullBuild());
    expect(built.size).toBe(251);
    const files = goldenCountries();
    const missing = [...built.keys()].filter((code) => !files.includes(code));
    const extra = files.filter((code) => !built.has(code));
    expect(missing, `built countries with no golden file (make golden writes them): ${missing.join(', ')}`).toEqual([]);
    expect(extra, `golden files of no built country (make golden removes them): ${extra.join(', ')}`).toEqual([]);
  });

  it('hold what the build publishes, country by country', () => {
    expect(built, 'the build above').toBeDefined();
    const differing: string[] = [];
    for (const [code, text] of built) {
      const path = join(GOLDEN_DIR, `${code}.txt`);
      const golden = goldenCountries().includes(code) ? readFileSync(path, 'utf8') : '';
      if (golden === text) continue;
      const lines = lineDiff(golden, text);
      differing.push(
        `${code}: ${lines.length} line(s) differ (- golden file, + build):\n${lines.slice(0, SHOWN).join('\n')}${lines.length > SHOWN ? `\n… ${lines.length - SHOWN} more` : ''}`,
      );
    }
    expect(
      differing.length,
      `${differing.length} golden file(s) differ from the build; if the change is meant, run make golden and review the diff:\n\n${differing.join('\n\n')}`,
    ).toBe(0);
  });
});

describe('the diff a failing golden file shows', () => {
  it('lists a moved day as one line out and one in, in date order', () => {
    const golden = '# XX\n2024-01-01 public * New Year\n2024-05-01 public * Labour Day\n';
    const build = '# XX\n2024-01-01 public * New Year\n2024-05-02 public * Labour Day\n';
    expect(lineDiff(golden, build)).toEqual(['- 2024-05-01 public * Labour Day', '+ 2024-05-02 public * Labour Day']);
    expect(lineDiff(golden, golden)).toEqual([]);
    // A line twice on one side and once on the other is a difference too.
    expect(lineDiff(golden, `${golden}2024-05-01 public * Labour Day\n`)).toEqual(['+ 2024-05-01 public * Labour Day']);
  });
});
