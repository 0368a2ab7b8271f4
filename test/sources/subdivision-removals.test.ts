// Issue 16: a country-level holiday is nationwide only where every subdivision
// keeps it; the states whose own rules drop it are left out of its record,
// unless national law binds them (`nationalBinds` in amendments/<CC>.json).

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mintId } from '../../core/ids.js';
import type { HolidayRecord, SourceHoliday } from '../../core/types.js';
import { produceCountry } from '../../pipeline/build-country.js';
import { diffLedger } from '../../pipeline/diff.js';
import { normalise, type ScopeInfo } from '../../pipeline/normalise.js';
import { DEFAULT_AMENDMENTS_DIR, loadAmendments } from '../../sources/amendments.js';
import { applyCorrections, CorrectionsError } from '../../sources/corrections.js';
import { DateHolidaysCountry } from '../../sources/date-holidays.js';
import { markRemovals } from '../../sources/subdivision-removals.js';
import { tempDir } from '../helpers.js';
import { removedHolidayProblems } from '../pipeline/removed-holidays.js';

function row(over: Partial<SourceHoliday> & { scope: string | null }): SourceHoliday {
  return {
    source: 'date-holidays',
    country: 'XX',
    date: '2026-04-03',
    substitute: false,
    key: 'good friday',
    names: { en: 'Good Friday' },
    localLanguage: 'en',
    type: 'public',
    start: '2026-04-03T00:00:00.000Z',
    end: '2026-04-04T00:00:00.000Z',
    timezone: 'UTC',
    ...over,
  };
}
const scopes = new Map<string, ScopeInfo>([
  ['XX-A', { kind: 'region', parent: null }],
  ['XX-B', { kind: 'region', parent: null }],
  ['XX-C', { kind: 'region', parent: null }],
  ['XX-C-TOWN', { kind: 'city', parent: 'XX-C' }],
]);
const context = { country: 'XX', fromYear: 2026, toYear: 2026, scopes };
const STATES = ['XX-A', 'XX-B', 'XX-C'];
const brief = (records: HolidayRecord[]) => records.map((r) => ({ id: r.id, type: r.type, subdivisions: r.subdivisions }));
const withoutRemovals = (rows: SourceHoliday[]): SourceHoliday[] => rows.map(({ removedIn: _removed, ...rest }) => rest);

describe('which states drop a country-level holiday (sources/subdivision-removals.ts)', () => {
  it('marks the states that list neither the holiday nor its rule that day', () => {
    const rows = [row({ scope: null }), row({ scope: 'XX-A' }), row({ scope: 'XX-B', key: 'holy friday', names: { en: 'Holy Friday' } })];
    const rules = new Map(rows.map((each, index) => [each, index === 2 ? 'easter -2' : 'easter -2']));
    markRemovals(rows, STATES, (each) => rules.get(each));
    // XX-B renames the country's rule: it keeps the holiday under its own name. XX-C drops it.
    expect(rows[0]!.removedIn).toEqual(['XX-C']);
    // Without the rule, a renamed holiday is another holiday.
    const plain = withoutRemovals(rows);
    markRemovals(plain, STATES);
    expect(plain[0]!.removedIn).toEqual(['XX-B', 'XX-C']);
    // A state that keeps it as another type, or a substitute for it, keeps it.
    const kept = [row({ scope: null }), row({ scope: 'XX-A', type: 'religious' }), row({ scope: 'XX-B' }), row({ scope: 'XX-C', substitute: true, date: '2026-04-06', substituteFor: '2026-04-03' })];
    markRemovals(kept, STATES);
    expect(kept[0]!.removedIn).toBeUndefined();
  });

  it('reads the library: Ticino and Valais drop Good Friday, Glarus and Geneva the Federal Fast, five Malaysian states New Year', () => {
    const ch = new DateHolidaysCountry('CH').holidays(2026, 2026).filter((each) => each.scope === null);
    expect(ch.find((each) => each.key === 'good friday')!.removedIn).toEqual(['CH-TI', 'CH-VS']);
    expect(ch.find((each) => each.date === '2026-09-20')!.removedIn).toEqual(['CH-GE', 'CH-GL']);
    expect(ch.find((each) => each.key === "new year's day")!.removedIn).toBeUndefined();
    const my = new DateHolidaysCountry('MY').holidays(2026, 2026).filter((each) => each.scope === null);
    expect(my.find((each) => each.key === "new year's day")!.removedIn).toEqual(['MY-01', 'MY-02', 'MY-03', 'MY-09', 'MY-11']);
  });
});

describe('the scope step (pipeline/normalise.ts)', () => {
  it('lists the states that keep it, as regional, under the id of the nationwide record', () => {
    const rows = [row({ scope: null, removedIn: ['XX-B'] }), row({ scope: 'XX-A' }), row({ scope: 'XX-C' }), row({ scope: 'XX-C-TOWN' })];
    const after = normalise(rows, context);
    const before = normalise(withoutRemovals(rows), context);
    const id = mintId({ country: 'XX', date: '2026-04-03', key: 'good friday', substitute: false, variant: 1 });
    expect(brief(before)).toEqual([{ id, type: 'public', subdivisions: [] }]);
    expect(brief(after)).toEqual([{ id, type: 'regional', subdivisions: ['XX-A', 'XX-C'] }]);
  });

  it('keeps a state that lists it under a name of its own, and a city that keeps it where its state drops it', () => {
    const rows = [row({ scope: null, removedIn: ['XX-C'] }), row({ scope: 'XX-A' }), row({ scope: 'XX-C-TOWN' })];
    // XX-B has no row of this name (it renamed the rule) and is not among the removals: the country's version is still its.
    expect(brief(normalise(rows, context))[0]!.subdivisions).toEqual(['XX-A', 'XX-B', 'XX-C-TOWN']);
  });

  it('leaves out a dropping state where states keep it another way too, and its day off follows', () => {
    const rows = [
      row({ scope: null, removedIn: ['XX-C'], observed: '2026-04-06' }),
      row({ scope: null, substitute: true, date: '2026-04-06', substituteFor: '2026-04-03', removedIn: ['XX-C'] }),
      row({ scope: 'XX-A', observed: '2026-04-06' }),
      row({ scope: 'XX-A', substitute: true, date: '2026-04-06', substituteFor: '2026-04-03' }),
      row({ scope: 'XX-B', type: 'religious' }),
    ];
    expect(normalise(rows, context).map((r) => [r.date, r.substitute, r.type, r.subdivisions.join(',')])).toEqual([
      ['2026-04-03', false, 'regional', 'XX-A'],
      ['2026-04-03', false, 'religious', 'XX-B'],
      ['2026-04-06', true, 'regional', 'XX-A'],
    ]);
  });

  it('stays nationwide where no state keeps it: the states do not cover the country (SO)', () => {
    const rows = [row({ scope: null, removedIn: STATES })];
    expect(brief(normalise(rows, context))[0]).toMatchObject({ type: 'public', subdivisions: [] });
  });

  it('ids are minted without the scope', () => {
    const identity = { country: 'CH', date: '2026-04-03', key: 'good friday', substitute: false, variant: 1 };
    const regional = produceCountry('CH', 2026, 2026).records.find((r) => r.key === 'good friday' && r.variant === 1)!;
    expect(regional.subdivisions.length).toBeGreaterThan(0);
    expect(regional.id).toBe(mintId(identity));
  });
});

describe('CH through a build before and after the change', () => {
  const at = (time: string) => ({ at: time, snapshot: time, mayDeprecate: () => true });
  const scopeStep = (rows: SourceHoliday[]) => {
    const source = new DateHolidaysCountry('CH');
    const chScopes = new Map<string, ScopeInfo>();
    for (const target of source.targets) if (target.scope) chScopes.set(target.scope, { kind: target.kind!, parent: target.parent });
    return normalise(rows, { country: 'CH', fromYear: 2026, toYear: 2026, scopes: chScopes });
  };
  const libraryRows = () => new DateHolidaysCountry('CH').holidays(2025, 2026);

  it('the Federal Fast keeps its id, with a new revision and scope', () => {
    const before = diffLedger([], scopeStep(withoutRemovals(libraryRows())), at('2026-01-01T00:00:00Z')).ledger;
    const after = diffLedger(before, scopeStep(libraryRows()), at('2026-02-01T00:00:00Z'));
    const fast = (ledger: typeof before) => ledger.find((r) => r.date === '2026-09-20' && !r.substitute)!;
    expect(fast(before)).toMatchObject({ type: 'public', subdivisions: [], revision: 1 });
    expect(fast(after.ledger)).toMatchObject({ id: fast(before).id, type: 'regional', revision: 2 });
    expect(fast(after.ledger).subdivisions).toHaveLength(24);
    expect(fast(after.ledger).subdivisions).not.toContain('CH-GL');
    expect(after.changes.find((change) => change.id === fast(before).id)).toMatchObject({ kind: 'revised', fields: { type: { from: 'public', to: 'regional' } } });
  });

  it('Good Friday, nationwide before (Graubünden’s religious listing aside), keeps its id with a new revision and a scope without Ticino and Valais', () => {
    // The prior behaviour made Good Friday nationwide wherever no state kept it another way: simulated by
    // leaving out the one state that does (Graubünden, religious) and the removals.
    const prior = withoutRemovals(libraryRows()).filter((each) => !(each.key === 'good friday' && each.scope === 'CH-GR'));
    const before = diffLedger([], scopeStep(prior), at('2026-01-01T00:00:00Z')).ledger;
    const after = diffLedger(before, scopeStep(libraryRows()), at('2026-02-01T00:00:00Z')).ledger;
    const goodFriday = (ledger: typeof before) => ledger.filter((r) => r.key === 'good friday' && r.date === '2026-04-03');
    expect(goodFriday(before).map((r) => [r.type, r.subdivisions.length, r.revision])).toEqual([['public', 0, 1]]);
    const national = goodFriday(after).find((r) => r.variant === 1);
    const graubuenden = goodFriday(after).find((r) => r.variant === 2);
    expect(national).toMatchObject({ id: goodFriday(before)[0]!.id, type: 'regional', revision: 2, variant: 1 });
    expect(national!.subdivisions).toHaveLength(23);
    for (const dropped of ['CH-TI', 'CH-VS', 'CH-GR']) expect(national!.subdivisions).not.toContain(dropped);
    expect(graubuenden).toMatchObject({ type: 'religious', subdivisions: ['CH-GR'], revision: 1 });
  });
});

describe('national law that binds every state (nationalBinds)', () => {
  const amendments = loadAmendments(DEFAULT_AMENDMENTS_DIR);

  it('BR Black Awareness Day: nationwide from 2024 by Lei 14.759/2023, though four states’ calendars leave it out', () => {
    const day = (records: HolidayRecord[]) => records.find((r) => r.key === 'black awareness day' && r.date === '2026-11-20')!;
    const bound = day(produceCountry('BR', 2026, 2026, amendments).records);
    expect(bound).toMatchObject({ type: 'public', subdivisions: [] });
    expect(bound.sources).toEqual(['amendments', 'date-holidays']);
    const unbound = day(produceCountry('BR', 2026, 2026).records);
    expect(unbound.type).toBe('regional');
    expect(unbound.subdivisions).not.toContain('BR-SP');
    expect(unbound.id).toBe(bound.id);
  });

  it('reads nationalBinds from a country file, one bind per holiday, and names a bad entry', () => {
    const dir = tempDir('national-binds');
    writeFileSync(join(dir, 'XX.json'), JSON.stringify({ country: 'XX', nationalBinds: [{ since: 2024, holidays: ['Good Friday'], source: 'Holidays Act' }, { since: 2030, holidays: 'all', source: 'Another Act' }] }));
    expect(loadAmendments(dir).map((entry) => ({ action: entry.action, name: entry.name, years: 'years' in entry ? entry.years : undefined }))).toEqual([
      { action: 'bind', name: 'Good Friday', years: { from: 2024, to: Infinity } },
      { action: 'bind', name: undefined, years: { from: 2030, to: Infinity } },
    ]);
    const rows = [row({ scope: null, removedIn: ['XX-B'] }), row({ scope: 'XX-A' }), row({ scope: 'XX-C' })];
    const applied = applyCorrections(rows, loadAmendments(dir), { country: 'XX', timezone: 'UTC', localLanguage: 'en', years: { from: 2026, to: 2026 } });
    expect(applied.unmatched).toEqual([]);
    expect(brief(normalise(applied.rows, context))[0]).toMatchObject({ type: 'public', subdivisions: [] });
    // Before its year, the binding does not apply.
    const early = rows.map((each) => ({ ...each, date: '2023-04-07' }));
    const notYet = applyCorrections(early, loadAmendments(dir), { country: 'XX', timezone: 'UTC', localLanguage: 'en', years: { from: 2023, to: 2023 } });
    expect(notYet.rows[0]!.removedIn).toEqual(['XX-B']);

    mkdirSync(join(dir, 'bad'));
    writeFileSync(join(dir, 'bad', 'XX.json'), JSON.stringify({ country: 'XX', nationalBinds: [{ since: 2024, holidays: [] }] }));
    expect(() => loadAmendments(join(dir, 'bad'))).toThrow(CorrectionsError);
    expect(() => loadAmendments(join(dir, 'bad'))).toThrow(/nationalBinds entry 0, field holidays/);
  });
});

describe('the check of issue 16 (test/pipeline/removed-holidays.ts)', () => {
  const amendments = loadAmendments(DEFAULT_AMENDMENTS_DIR);
  const years = { from: 2026, to: 2026 };

  it('finds the holidays served to states that drop them in the prior behaviour, and none now', () => {
    const rows = new DateHolidaysCountry('MY').holidays(2025, 2026);
    const source = new DateHolidaysCountry('MY');
    const myScopes = new Map<string, ScopeInfo>();
    for (const target of source.targets) if (target.scope) myScopes.set(target.scope, { kind: target.kind!, parent: target.parent });
    const prior = normalise(withoutRemovals(rows), { country: 'MY', fromYear: 2026, toYear: 2026, scopes: myScopes });
    const problems = removedHolidayProblems('MY', prior, years, amendments);
    expect(problems).toContain(`MY 2026-01-01 New Year's Day (${prior.find((r) => r.date === '2026-01-01')!.id}, public, nationwide) applies to MY-01, whose own rules drop it`);
    expect(problems.length).toBeGreaterThanOrEqual(5);
    expect(removedHolidayProblems('MY', produceCountry('MY', 2026, 2026, amendments).records, years, amendments)).toEqual([]);
  });

  it('holds BR’s bound day, and would not without the binding', () => {
    const records = produceCountry('BR', 2026, 2026, amendments).records;
    expect(removedHolidayProblems('BR', records, years, amendments)).toEqual([]);
    expect(removedHolidayProblems('BR', records, years, []).map((line) => /applies to (\S+),/.exec(line)![1])).toEqual(['BR-AM', 'BR-MT', 'BR-RJ', 'BR-SP']);
  });
});
