import { holidayRecord } from '../records.js';
import { describe, expect, it } from 'vitest';
import { diffLedger, type DiffContext } from '../../pipeline/diff.js';
import { ID_PATTERN, mintId } from '../../core/ids.js';
import type { HolidayRecord, LedgerRecord } from '../../core/types.js';

const record = (date: string, name: string, extra: Partial<HolidayRecord> = {}): HolidayRecord => {
  const base = holidayRecord(date, name, { sources: ['src'], ...extra });
  return { ...base, id: mintId(base) };
};

const context = (at: string, mayDeprecate: DiffContext['mayDeprecate'] = () => true): DiffContext => ({
  at,
  snapshot: `s-${at}`,
  mayDeprecate,
});

/** Runs the builds of a scenario one after another, each against the ledger of the one before. */
function run(builds: HolidayRecord[][], mayDeprecate?: DiffContext['mayDeprecate']) {
  let ledger: LedgerRecord[] = [];
  const steps = builds.map((produced, index) => {
    const result = diffLedger(ledger, produced, context(`2026-0${index + 1}-01T00:00:00Z`, mayDeprecate));
    ledger = result.ledger;
    return result;
  });
  return { steps, ledger };
}

interface Scenario {
  name: string;
  builds: HolidayRecord[][];
  mayDeprecate?: DiffContext['mayDeprecate'];
  check: (result: ReturnType<typeof run>) => void;
}

const christmas = record('2026-12-25', 'Christmas Day');
const boxing = record('2026-12-26', 'Boxing Day');

const scenarios: Scenario[] = [
  {
    name: 'add: a new record gets revision 1 and an added change',
    builds: [[christmas], [christmas, boxing]],
    check: ({ steps, ledger }) => {
      expect(steps[1]!.changes).toEqual([
        expect.objectContaining({
          kind: 'added',
          id: boxing.id,
          revision: 1,
          at: '2026-02-01T00:00:00Z',
          date: '2026-12-26',
        }),
      ]);
      expect(steps[1]!.changes[0]!.fields.name).toEqual({ from: null, to: 'Boxing Day' });
      expect(ledger.find((r) => r.id === boxing.id)).toMatchObject({
        revision: 1,
        deprecated: false,
        firstSeen: '2026-02-01T00:00:00Z',
      });
      expect(steps[1]!.counts).toMatchObject({ added: 1, unchanged: 1 });
    },
  },
  {
    name: 'rename: same id, revision 2, the name change recorded old → new',
    builds: [[christmas], [record('2026-12-25', 'Christmas', { key: 'christmas' })]],
    check: ({ steps, ledger }) => {
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({
        id: christmas.id,
        name: 'Christmas',
        revision: 2,
        updatedAt: '2026-02-01T00:00:00Z',
        firstSeen: '2026-01-01T00:00:00Z',
      });
      expect(steps[1]!.changes).toEqual([expect.objectContaining({ kind: 'revised', id: christmas.id, revision: 2 })]);
      expect(steps[1]!.changes[0]!.fields).toMatchObject({
        name: { from: 'Christmas Day', to: 'Christmas' },
        names: { from: { en: 'Christmas Day' }, to: { en: 'Christmas' } },
      });
    },
  },
  {
    name: 'scope and type change: same id, a revision',
    builds: [[christmas], [record('2026-12-25', 'Christmas Day', { type: 'regional', subdivisions: ['XX-A'] })]],
    check: ({ steps, ledger }) => {
      expect(ledger[0]).toMatchObject({ id: christmas.id, revision: 2, type: 'regional' });
      expect(steps[1]!.changes[0]!.fields).toEqual({
        type: { from: 'public', to: 'regional' },
        subdivisions: { from: [], to: ['XX-A'] },
      });
    },
  },
  {
    name: 'date move: the old id is deprecated and the new day gets a new id',
    builds: [[christmas], [record('2026-12-24', 'Christmas Day')]],
    check: ({ steps, ledger }) => {
      const kinds = steps[1]!.changes.map((c) => [c.kind, c.date]);
      expect(kinds).toEqual([
        ['added', '2026-12-24'],
        ['deprecated', '2026-12-25'],
      ]);
      expect(ledger.find((r) => r.id === christmas.id)).toMatchObject({ deprecated: true, revision: 2 });
      const moved = ledger.find((r) => r.date === '2026-12-24')!;
      expect(moved.id).not.toBe(christmas.id);
      expect(moved.id.startsWith('20261224_')).toBe(true);
    },
  },
  {
    name: 'removal: deprecated with a new revision, still in the ledger',
    builds: [[christmas, boxing], [christmas]],
    check: ({ steps, ledger }) => {
      expect(ledger).toHaveLength(2);
      expect(ledger.find((r) => r.id === boxing.id)).toMatchObject({
        deprecated: true,
        revision: 2,
        updatedAt: '2026-02-01T00:00:00Z',
      });
      expect(steps[1]!.changes).toEqual([
        expect.objectContaining({
          kind: 'deprecated',
          id: boxing.id,
          revision: 2,
          fields: { deprecated: { from: false, to: true } },
        }),
      ]);
    },
  },
  {
    name: 'return: a deprecated record that comes back is revived with a new revision',
    builds: [[christmas, boxing], [christmas], [christmas, boxing]],
    check: ({ steps, ledger }) => {
      expect(ledger.find((r) => r.id === boxing.id)).toMatchObject({ deprecated: false, revision: 3 });
      expect(steps[2]!.changes).toEqual([
        expect.objectContaining({
          kind: 'revived',
          id: boxing.id,
          revision: 3,
          fields: { deprecated: { from: true, to: false } },
        }),
      ]);
    },
  },
  {
    name: "another holiday on a withdrawn holiday's day is added with a new id, not a revival of the old one",
    builds: [
      [christmas, boxing],
      [christmas],
      [christmas, record('2026-12-26', 'Day of Goodwill', { type: 'observance' })],
    ],
    check: ({ steps, ledger }) => {
      const goodwill = ledger.find((r) => r.name === 'Day of Goodwill')!;
      expect(goodwill.id).not.toBe(boxing.id);
      expect(goodwill).toMatchObject({ revision: 1, deprecated: false, firstSeen: '2026-03-01T00:00:00Z' });
      expect(steps[2]!.changes).toEqual([
        expect.objectContaining({ kind: 'added', id: goodwill.id, date: '2026-12-26', revision: 1 }),
      ]);
      expect(ledger.find((r) => r.id === boxing.id)).toMatchObject({
        name: 'Boxing Day',
        deprecated: true,
        revision: 2,
      });
    },
  },
  {
    name: 'a withdrawn holiday that returns in another variant is revived under its old id',
    builds: [
      [christmas, boxing],
      [christmas],
      [christmas, record('2026-12-26', 'Boxing Day', { variant: 2, type: 'regional', subdivisions: ['XX-A'] })],
    ],
    check: ({ steps, ledger }) => {
      expect(steps[2]!.changes).toEqual([expect.objectContaining({ kind: 'revived', id: boxing.id, revision: 3 })]);
      expect(ledger.find((r) => r.id === boxing.id)).toMatchObject({ deprecated: false, type: 'regional', variant: 2 });
    },
  },
  {
    name: 'a record whose source failed, or whose year was not built, is not deprecated',
    builds: [[christmas, boxing], [christmas]],
    mayDeprecate: () => false,
    check: ({ steps, ledger }) => {
      expect(steps[1]!.changes).toEqual([]);
      expect(ledger.find((r) => r.id === boxing.id)).toMatchObject({ deprecated: false, revision: 1 });
    },
  },
  {
    name: 'unchanged input: no changes, the same ledger objects',
    builds: [
      [christmas, boxing],
      [christmas, boxing],
    ],
    check: ({ steps }) => {
      expect(steps[1]!.changes).toEqual([]);
      expect(steps[1]!.counts).toMatchObject({ added: 0, revised: 0, deprecated: 0, revived: 0, unchanged: 2 });
      expect(steps[1]!.ledger).toEqual(steps[0]!.ledger);
    },
  },
];

describe('ledger diff scenarios', () => {
  for (const scenario of scenarios)
    it(scenario.name, () => scenario.check(run(scenario.builds, scenario.mayDeprecate)));
});

describe('ids', () => {
  it('are <YYYYMMDD>_<12 hex> from the date and the identity', () => {
    expect(christmas.id).toMatch(ID_PATTERN);
    expect(christmas.id.startsWith('20261225_')).toBe(true);
    expect(mintId(christmas)).toBe(christmas.id);
    expect(mintId({ ...christmas, variant: 2 })).not.toBe(christmas.id);
    expect(mintId({ ...christmas, substitute: true })).not.toBe(christmas.id);
  });

  it('tell two holidays of one day apart', () => {
    const other = record('2026-12-25', 'Day of Goodwill');
    expect(mintId(other)).not.toBe(christmas.id);
    expect(mintId({ ...christmas, key: 'christmas day ' })).not.toBe(christmas.id);
  });

  it('never reuse an id a record has had, even when an identity comes back after a rename', () => {
    const renamed = record('2026-12-25', 'Christmas', { key: 'christmas' });
    const { ledger } = run([[christmas], [renamed], [renamed, record('2026-12-25', 'Christmas Day')]]);
    const ids = ledger.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ledger.find((r) => r.name === 'Christmas')!.id).toBe(christmas.id);
    expect(ledger.find((r) => r.name === 'Christmas Day')!.id).toMatch(/^20261225_[0-9a-f]{12}$/);
  });
});
