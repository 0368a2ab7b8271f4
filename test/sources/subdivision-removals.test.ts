// Regional scope: a country-level holiday is nationwide only where every subdivision
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
import { removedHolidayProblems, type OfficialFeed } from '../pipeline/removed-holidays.js';

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
const brief = (records: HolidayRecord[]) =>
  records.map((r) => ({ id: r.id, type: r.type, subdivisions: r.subdivisions }));
const withoutRemovals = (rows: SourceHoliday[]): SourceHoliday[] =>
  rows.map(({ removedIn: _removed, ...rest }) => rest);

describe('which states drop a country-level holiday (sources/subdivision-removals.ts)', () => {
  it('marks the states that list neither the holiday nor its rule that day', () => {
    const rows = [
      row({ scope: null }),
      row({ scope: 'XX-A' }),
      row({ scope: 'XX-B', key: 'holy friday', names: { en: 'Holy Friday' } }),
    ];
    const rules = new Map(rows.map((each, index) => [each, index === 2 ? 'easter -2' : 'easter -2']));
    markRemovals(rows, STATES, (each) => rules.get(each));
    // XX-B renames the country's rule: it keeps the holiday under its own name. XX-C drops it.
    expect(rows[0]!.removedIn).toEqual(['XX-C']);
    // Without the rule, a renamed holiday is another holiday.
    const plain = withoutRemovals(rows);
    markRemovals(plain, STATES);
    expect(plain[0]!.removedIn).toEqual(['XX-B', 'XX-C']);
    // A state that keeps it as another type, or a substitute for it, keeps it.
    const kept = [
      row({ scope: null }),
      row({ scope: 'XX-A', type: 'religious' }),
      row({ scope: 'XX-B' }),
      row({ scope: 'XX-C', substitute: true, date: '2026-04-06', substituteFor: '2026-04-03' }),
    ];
    markRemovals(kept, STATES);
    expect(kept[0]!.removedIn).toBeUndefined();
  });

  it('reads the library: Ticino and Valais drop Good Friday, Glarus and Geneva the Federal Fast, five Malaysian states New Year', () => {
    const ch = new DateHolidaysCountry('CH').holidays(2026, 2026).filter((each) => each.scope === null);
    expect(ch.find((each) => each.key === 'good friday')!.removedIn).toEqual(['CH-TI', 'CH-VS']);
    expect(ch.find((each) => each.date === '2026-09-20')!.removedIn).toEqual(['CH-GE', 'CH-GL']);
    expect(ch.find((each) => each.key === "new year's day")!.removedIn).toBeUndefined();
    const my = new DateHolidaysCountry('MY').holidays(2026, 2026).filter((each) => each.scope === null);
    expect(my.find((each) => each.key === "new year's day")!.removedIn).toEqual([
      'MY-01',
      'MY-02',
      'MY-03',
      'MY-09',
      'MY-11',
    ]);
  });
});

describe('the scope step (pipeline/normalise.ts)', () => {
  it('lists the states that keep it, as regional, under the id of the nationwide record', () => {
    const rows = [
      row({ scope: null, removedIn: ['XX-B'] }),
      row({ scope: 'XX-A' }),
      row({ scope: 'XX-C' }),
      row({ scope: 'XX-C-TOWN' }),
    ];
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

  it('applies nowhere where every state drops it, and to a state the amendments declare (which keeps the country’s rules)', () => {
    const rows = [row({ scope: null, removedIn: STATES })];
    expect(brief(normalise(rows, context))).toEqual([]);
    // A city that keeps it where its state drops it still has it.
    expect(brief(normalise([...rows, row({ scope: 'XX-C-TOWN' })], context)).map((r) => r.subdivisions)).toEqual([
      ['XX-C-TOWN'],
    ]);
    const declared = new Map([...scopes, ['XX-D', { kind: 'region' as const, parent: null }]]);
    expect(brief(normalise(rows, { ...context, scopes: declared }))[0]).toMatchObject({
      type: 'regional',
      subdivisions: ['XX-D'],
    });
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
    for (const target of source.targets)
      if (target.scope) chScopes.set(target.scope, { kind: target.kind!, parent: target.parent });
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
    expect(after.changes.find((change) => change.id === fast(before).id)).toMatchObject({
      kind: 'revised',
      fields: { type: { from: 'public', to: 'regional' } },
    });
  });

  it('Good Friday, nationwide before (Graubünden’s religious listing aside), keeps its id with a new revision and a scope without Ticino and Valais', () => {
    // The prior behaviour made Good Friday nationwide wherever no state kept it another way: simulated by
    // leaving out the one state that does (Graubünden, religious) and the removals.
    const prior = withoutRemovals(libraryRows()).filter(
      (each) => !(each.key === 'good friday' && each.scope === 'CH-GR'),
    );
    const before = diffLedger([], scopeStep(prior), at('2026-01-01T00:00:00Z')).ledger;
    const after = diffLedger(before, scopeStep(libraryRows()), at('2026-02-01T00:00:00Z')).ledger;
    const goodFriday = (ledger: typeof before) =>
      ledger.filter((r) => r.key === 'good friday' && r.date === '2026-04-03');
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
    const day = (records: HolidayRecord[]) =>
      records.find((r) => r.key === 'black awareness day' && r.date === '2026-11-20')!;
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
    writeFileSync(
      join(dir, 'XX.json'),
      JSON.stringify({
        country: 'XX',
        nationalBinds: [
          { since: 2024, holidays: ['Good Friday'], source: 'Holidays Act' },
          { since: 2030, holidays: 'all', source: 'Another Act' },
        ],
      }),
    );
    expect(
      loadAmendments(dir).map((entry) => ({
        action: entry.action,
        name: entry.name,
        years: 'years' in entry ? entry.years : undefined,
      })),
    ).toEqual([
      { action: 'bind', name: 'Good Friday', years: { from: 2024, to: Infinity } },
      { action: 'bind', name: undefined, years: { from: 2030, to: Infinity } },
    ]);
    const rows = [row({ scope: null, removedIn: ['XX-B'] }), row({ scope: 'XX-A' }), row({ scope: 'XX-C' })];
    const applied = applyCorrections(rows, loadAmendments(dir), {
      country: 'XX',
      timezone: 'UTC',
      localLanguage: 'en',
      years: { from: 2026, to: 2026 },
    });
    expect(applied.unmatched).toEqual([]);
    expect(brief(normalise(applied.rows, context))[0]).toMatchObject({ type: 'public', subdivisions: [] });
    // Before its year, the binding does not apply.
    const early = rows.map((each) => ({ ...each, date: '2023-04-07' }));
    const notYet = applyCorrections(early, loadAmendments(dir), {
      country: 'XX',
      timezone: 'UTC',
      localLanguage: 'en',
      years: { from: 2023, to: 2023 },
    });
    expect(notYet.rows[0]!.removedIn).toEqual(['XX-B']);

    mkdirSync(join(dir, 'bad'));
    writeFileSync(
      join(dir, 'bad', 'XX.json'),
      JSON.stringify({ country: 'XX', nationalBinds: [{ since: 2024, holidays: [] }] }),
    );
    expect(() => loadAmendments(join(dir, 'bad'))).toThrow(CorrectionsError);
    expect(() => loadAmendments(join(dir, 'bad'))).toThrow(/nationalBinds entry 1, field holidays/);
  });
});

describe('the whole-dataset check of removed holidays (test/pipeline/removed-holidays.ts)', () => {
  const amendments = loadAmendments(DEFAULT_AMENDMENTS_DIR);
  const years = { from: 2026, to: 2026 };

  it('finds the holidays served to states that drop them in the prior behaviour, and none now', () => {
    const rows = new DateHolidaysCountry('MY').holidays(2025, 2026);
    const source = new DateHolidaysCountry('MY');
    const myScopes = new Map<string, ScopeInfo>();
    for (const target of source.targets)
      if (target.scope) myScopes.set(target.scope, { kind: target.kind!, parent: target.parent });
    const prior = normalise(withoutRemovals(rows), { country: 'MY', fromYear: 2026, toYear: 2026, scopes: myScopes });
    const problems = removedHolidayProblems('MY', prior, years, amendments);
    expect(problems).toContain(
      `MY 2026-01-01 New Year's Day (${prior.find((r) => r.date === '2026-01-01')!.id}, public, nationwide) applies to MY-01, whose own rules drop it`,
    );
    expect(problems.length).toBeGreaterThanOrEqual(5);
    expect(
      removedHolidayProblems('MY', produceCountry('MY', 2026, 2026, amendments).records, years, amendments),
    ).toEqual([]);
  });

  it('leaves to an official feed the places it decides, in the years it covers, and checks the others', () => {
    const easterMonday = produceCountry('GB', 2026, 2026).records.find(
      (r) => r.key === 'easter monday' && r.date === '2026-04-06',
    )!;
    const served = { ...easterMonday, type: 'public' as const, subdivisions: [], sources: ['date-holidays', 'gov-uk'] };
    const inScotland = (feeds: OfficialFeed[], record = served) =>
      removedHolidayProblems('GB', [record], years, amendments, feeds).filter((line) => line.includes('GB-SCT'));
    const feed = {
      source: 'gov-uk',
      country: 'GB',
      years: new Set([2026]),
      places: new Set(['GB-ENG', 'GB-NIR', 'GB-SCT', 'GB-WLS']),
    };
    expect(inScotland([])).toHaveLength(1);
    expect(inScotland([feed])).toEqual([]);
    expect(inScotland([{ ...feed, years: new Set([2025]) }])).toHaveLength(1);
    expect(inScotland([{ ...feed, places: new Set(['GB-ENG']) }])).toHaveLength(1);
    expect(inScotland([feed], { ...served, sources: ['date-holidays'] })).toHaveLength(1);
  });

  it('holds BR’s bound day, and would not without the binding', () => {
    const records = produceCountry('BR', 2026, 2026, amendments).records;
    expect(removedHolidayProblems('BR', records, years, amendments)).toEqual([]);
    // The four states, and the city of Rio de Janeiro, whose own rules (its state's) leave the day out.
    expect(
      removedHolidayProblems('BR', records, years, [])
        .map((line) => /applies to (\S+),/.exec(line)![1])
        .sort(),
    ).toEqual(['BR-AM', 'BR-MT', 'BR-RIO-DE-JANEIRO', 'BR-RJ', 'BR-SP']);
  });
});

describe('subdivisions the rule library lacks (`subdivisions` in amendments/<CC>.json)', () => {
  const amendments = loadAmendments(DEFAULT_AMENDMENTS_DIR);
  const SOMALILAND = ['SO-AW', 'SO-SA', 'SO-SO', 'SO-TO', 'SO-WO'];
  const years = { from: 2026, to: 2026 };

  it('Somalia: a day Somaliland’s regions drop is kept by the 13 others; the country lists all 18 regions', () => {
    // Without the national law (SO.json's nationalBinds), the declared regions alone keep those days.
    const declaredOnly = amendments.filter((entry) => !(entry.country === 'SO' && entry.action === 'bind'));
    const { info, records } = produceCountry('SO', 2026, 2026, declaredOnly);
    expect(info.subdivisions).toHaveLength(18);
    expect(info.subdivisions.find((each) => each.code === 'SO-BN')).toEqual({
      code: 'SO-BN',
      name: 'Banaadir',
      type: 'region',
    });
    const others = info.subdivisions.map((each) => each.code).filter((code) => !SOMALILAND.includes(code));
    expect(others).toHaveLength(13);
    for (const [key, date] of [
      ["new year's day", '2026-01-01'],
      ['independence day', '2026-07-01'],
    ] as const) {
      const record = records.find((each) => each.key === key && each.date === date)!;
      expect(record, key).toMatchObject({ type: 'regional', subdivisions: others });
      expect(record.sources).toEqual(['amendments', 'date-holidays']);
    }
    // A day every region keeps stays nationwide; Somaliland's own days stay Somaliland's.
    expect(records.find((each) => each.key === 'labour day')).toMatchObject({ type: 'public', subdivisions: [] });
    expect(records.find((each) => each.key === 'restoration of somaliland sovereignty')!.subdivisions).toEqual(
      SOMALILAND,
    );
    // Without the declared regions no subdivision keeps those days: they are served nowhere.
    expect(produceCountry('SO', 2026, 2026).records.find((each) => each.key === "new year's day")).toBeUndefined();
  });

  it("Somalia: the Federal Republic's national holidays bind all 18 regions, Somaliland's among them (nationalBinds)", () => {
    const { records } = produceCountry('SO', 2026, 2026, amendments);
    for (const [key, date] of [
      ["new year's day", '2026-01-01'],
      ['independence day', '2026-07-01'],
      ['day of ashura', '2026-06-25'],
    ] as const) {
      const record = records.find((each) => each.key === key && each.date === date)!;
      expect(record, key).toMatchObject({ type: 'public', subdivisions: [] });
      expect(record.sources).toEqual(['amendments', 'date-holidays']);
    }
    expect(records.find((each) => each.key === 'restoration of somaliland sovereignty')!.subdivisions).toEqual(
      SOMALILAND,
    );
  });

  it('the check finds the days Somaliland drops where they are served nationwide without the national law, and none with it or with the declared regions', () => {
    const declaredOnly = amendments.filter((entry) => !(entry.country === 'SO' && entry.action === 'bind'));
    const source = new DateHolidaysCountry('SO');
    const soScopes = new Map<string, ScopeInfo>();
    for (const target of source.targets)
      if (target.scope) soScopes.set(target.scope, { kind: target.kind!, parent: target.parent });
    const nationwide = normalise(withoutRemovals(source.holidays(2025, 2026)), {
      country: 'SO',
      fromYear: 2026,
      toYear: 2026,
      scopes: soScopes,
    });
    // The national law (nationalBinds) makes them nationwide: no problem then.
    expect(removedHolidayProblems('SO', nationwide, years, amendments)).toEqual([]);
    const problems = removedHolidayProblems('SO', nationwide, years, declaredOnly);
    expect(problems).toContain(
      `SO 2026-01-01 New Year's Day (${nationwide.find((r) => r.date === '2026-01-01')!.id}, public, nationwide) applies to SO-AW, whose own rules drop it`,
    );
    expect(new Set(problems.map((line) => /applies to (\S+),/.exec(line)![1]))).toEqual(new Set(SOMALILAND));
    expect(
      removedHolidayProblems('SO', produceCountry('SO', 2026, 2026, declaredOnly).records, years, declaredOnly),
    ).toEqual([]);
    expect(
      removedHolidayProblems('SO', produceCountry('SO', 2026, 2026, amendments).records, years, amendments),
    ).toEqual([]);
  });

  it('reads them from a country file, and names a bad entry, its field and why', () => {
    const cite = { source: 'ISO 3166-2:SO', url: 'https://www.iso.org/obp/ui/#iso:code:3166:SO' };
    const write = (subdivisions: unknown[]) => {
      const dir = tempDir('declared-subdivisions');
      writeFileSync(join(dir, 'SO.json'), JSON.stringify({ country: 'SO', subdivisions }));
      return dir;
    };
    expect(loadAmendments(write([{ code: 'SO-BN', name: 'Banaadir', ...cite }]))).toEqual([
      expect.objectContaining({
        action: 'subdivision',
        country: 'SO',
        code: 'SO-BN',
        name: 'Banaadir',
        source: cite.source,
        entry: 0,
        layer: 'amendments',
      }),
    ]);
    const bad: [unknown[], RegExp][] = [
      [
        [{ code: 'SO-AW', name: 'Awdal', ...cite }],
        /SO\.json: subdivisions entry 1, field code: SO-AW is a subdivision of the rule library already/,
      ],
      [[{ code: 'KE-01', name: 'Baringo', ...cite }], /subdivisions entry 1, field code: KE-01 is not a code of SO/],
      [[{ code: 'so-bn', name: 'Banaadir', ...cite }], /subdivisions entry 1, field code: must be an ISO 3166-2 code/],
      [[{ code: 'SO-BN', name: 'Banaadir' }], /subdivisions entry 1, field source: /],
      [[{ code: 'SO-BN', name: '', ...cite }], /subdivisions entry 1, field name: must give the subdivision's name/],
      [
        [
          { code: 'SO-BN', name: 'Banaadir', ...cite },
          { code: 'SO-BN', name: 'Banadir', ...cite },
        ],
        /subdivisions entry 2, field code: SO-BN is declared twice/,
      ],
    ];
    for (const [subdivisions, message] of bad) {
      expect(() => loadAmendments(write(subdivisions))).toThrow(CorrectionsError);
      expect(() => loadAmendments(write(subdivisions))).toThrow(message);
    }
  });
});
