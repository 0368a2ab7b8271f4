import { describe, expect, it } from 'vitest';
import { checkGuards, DEFAULT_GUARDS, renamedByCountry } from '../../pipeline/guards.js';
import { appendRunLog, readRunLog, RUN_LOG_KEPT, type RunLogEntry } from '../../pipeline/run-log.js';
import { sameRecords } from '../../pipeline/same-records.js';
import { emptyCounts, type ReportedChange, type SnapshotDiff } from '../../pipeline/snapshot-diff.js';
import { tempDir } from '../helpers.js';

const change = (country: string, kind: ReportedChange['kind'], fields: ReportedChange['fields']): ReportedChange => ({
  at: '2026-01-01T00:00:00Z',
  snapshot: 's',
  id: `${country}-${Math.random()}`,
  country,
  date: '2026-01-01',
  kind,
  revision: 2,
  fields,
  sources: [],
  name: 'x',
  key: 'x',
  subdivisions: [],
});

function diffOf(
  changes: ReportedChange[],
  activeBefore: Record<string, number>,
  from: string | null = 'prior',
): SnapshotDiff {
  const byCountry: SnapshotDiff['byCountry'] = {};
  const totals = emptyCounts();
  for (const each of changes) {
    byCountry[each.country] ??= emptyCounts();
    byCountry[each.country]![each.kind]++;
    totals[each.kind]++;
  }
  return { from, to: 'draft', changes, totals, byCountry, activeBefore, newConflicts: [], conflictsTotal: 0 };
}

const renames = (country: string, count: number) =>
  Array.from({ length: count }, () =>
    change(country, 'revised', {
      nameLocal: { from: '元日', to: 'ゥェ' },
      name: { from: "New Year's Day", to: 'ゥェ' },
    }),
  );

describe('guards', () => {
  it('hold a country whose names change en masse, and count only name changes', () => {
    const typeOnly = Array.from({ length: 30 }, () =>
      change('JP', 'revised', { type: { from: 'public', to: 'observance' } }),
    );
    expect(renamedByCountry(diffOf([...renames('JP', 12), ...typeOnly], { JP: 100 }))).toEqual({ JP: 12 });
    const verdict = checkGuards(
      diffOf([...renames('JP', 12), ...renames('GB', 1)], { JP: 100, GB: 50 }),
      DEFAULT_GUARDS,
    );
    expect(verdict).toMatchObject({
      held: true,
      reasons: ['JP: 12 of 100 active records (12%) would be renamed, more than the limit of 10%'],
    });
    expect(checkGuards(diffOf(renames('JP', 10), { JP: 100 }), DEFAULT_GUARDS).held).toBe(false);
    expect(checkGuards(diffOf(renames('JP', 12), { JP: 100 }), { ...DEFAULT_GUARDS, maxRenamedShare: 0.5 }).held).toBe(
      false,
    );
    // A revived record under another name counts too.
    expect(
      renamedByCountry(
        diffOf([change('JP', 'revived', { deprecated: { from: true, to: false }, name: { from: 'a', to: 'b' } })], {
          JP: 1,
        }),
      ),
    ).toEqual({ JP: 1 });
  });

  it('never hold a first build', () => {
    const diff = diffOf(
      [...renames('JP', 50), ...Array.from({ length: 2000 }, () => change('US', 'deprecated', {}))],
      { JP: 60, US: 10 },
      null,
    );
    expect(checkGuards(diff, DEFAULT_GUARDS)).toMatchObject({ held: false, reasons: [] });
  });
});

describe('the output comparison', () => {
  const published = {
    '3.1.2/GB/2026.json': 'a',
    'ledger/GB.ndjson': 'b',
    'reports/changes.md': 'r',
    'sources/gov-uk/GB.ndjson': 's',
    'conflicts.ndjson': 'c',
  };

  it('compares the record files only: reports, archived source rows and conflicts do not make a snapshot', () => {
    expect(
      sameRecords(published, {
        '3.1.2/GB/2026.json': 'a',
        'ledger/GB.ndjson': 'b',
        'sources/gov-uk/GB.ndjson': 't',
        'conflicts.ndjson': 'd',
      }),
    ).toBe(true);
    expect(sameRecords(published, { '3.1.2/GB/2026.json': 'z', 'ledger/GB.ndjson': 'b' })).toBe(false);
    expect(
      sameRecords(published, { '3.1.2/GB/2026.json': 'a', 'ledger/GB.ndjson': 'b', 'changes/000002.ndjson': 'x' }),
    ).toBe(false);
    expect(sameRecords(published, { '3.1.2/GB/2026.json': 'a' })).toBe(false);
  });
});

describe('the run log', () => {
  it('keeps one line per run, the newest ones', () => {
    const dir = tempDir('run-log');
    expect(readRunLog(dir)).toEqual([]);
    const entry = (index: number): RunLogEntry => ({
      at: `run ${index}`,
      command: 'refresh',
      status: 'unchanged',
      exitCode: 5,
      snapshot: null,
      published: 's1',
      sources: [],
      runDir: 'x',
    });
    for (let index = 0; index < 3; index++) appendRunLog(dir, entry(index));
    expect(readRunLog(dir).map((line) => line.at)).toEqual(['run 0', 'run 1', 'run 2']);
    for (let index = 3; index < 9; index++) appendRunLog(dir, entry(index), 4);
    expect(readRunLog(dir).map((line) => line.at)).toEqual(['run 5', 'run 6', 'run 7', 'run 8']);
    expect(RUN_LOG_KEPT).toBeGreaterThanOrEqual(365);
  });
});
