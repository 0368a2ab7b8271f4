// Never less right than the rule library without saying why: each build
// writes every day its records and the rule engine's own rules differ on a
// country's nationwide public holidays (library-differences.ndjson), each
// with the reviewed reasons found; the full offline build has none without one.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import type { LibraryDifference } from '../../pipeline/library-differences.js';
import { sharedFullBuild } from '../full-build.js';
import { tempDir } from '../helpers.js';

const differencesOf = (snapshotDir: string): LibraryDifference[] =>
  readFileSync(join(snapshotDir, 'library-differences.ndjson'), 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LibraryDifference);

describe('differences from the rule library on nationwide public days', () => {
  it('the full offline build has a reviewed reason for every one', { timeout: 900_000 }, async () => {
    const differences = differencesOf(await sharedFullBuild());
    const countries = new Set(differences.map((difference) => difference.country));
    expect(countries.size).toBeGreaterThan(30);
    const unexplained = differences.filter((difference) => difference.reasons.length === 0);
    expect(
      unexplained.map(
        (difference) => `${difference.country} ${difference.date} ${difference.kind} ${difference.holidays.join(', ')}`,
      ),
    ).toEqual([]);
    // Ethiopia's calendar days, moved by the solar engine, and the US's Columbus Day, bound nationwide by the amendments.
    expect(
      differences.find((difference) => difference.country === 'ET' && difference.date === '2023-09-12'),
    ).toMatchObject({ kind: 'added', reasons: expect.arrayContaining(['source calendar-solar']) });
    expect(
      differences.find((difference) => difference.country === 'ET' && difference.date === '2023-09-11'),
    ).toMatchObject({ kind: 'dropped', reasons: expect.arrayContaining(['source calendar-solar']) });
  });

  it("a day an operator's one-off correction drops is unexplained; the same drop as a cited amendment is not", async () => {
    const removal = { action: 'remove', country: 'US', date: '2026-06-19', name: 'Juneteenth' };
    const corrected = tempDir('library-differences');
    await build({
      outDir: corrected,
      countries: ['US'],
      fromYear: 2026,
      toYear: 2026,
      at: '2026-01-01T00:00:00Z',
      keep: 1,
      offline: true,
      corrections: [{ ...removal, entry: 0 } as never],
    });
    expect(differencesOf(join(corrected, 'current'))).toEqual([
      { country: 'US', date: '2026-06-19', kind: 'dropped', holidays: ['Juneteenth'], reasons: [] },
    ]);

    const amendmentsDir = join(tempDir('library-differences-amendments'), 'amendments');
    mkdirSync(amendmentsDir);
    writeFileSync(
      join(amendmentsDir, 'US.json'),
      JSON.stringify({
        country: 'US',
        amendments: [{ ...removal, country: undefined, source: 'a test law, section 1' }],
      }),
    );
    const amended = tempDir('library-differences');
    await build({
      outDir: amended,
      countries: ['US'],
      fromYear: 2026,
      toYear: 2026,
      at: '2026-01-01T00:00:00Z',
      keep: 1,
      offline: true,
      amendmentsDir,
    });
    expect(differencesOf(join(amended, 'current'))).toEqual([
      {
        country: 'US',
        date: '2026-06-19',
        kind: 'dropped',
        holidays: ['Juneteenth'],
        reasons: ['a reviewed entry names it'],
      },
    ]);
  });
});
