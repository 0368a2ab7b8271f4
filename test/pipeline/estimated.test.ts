// `estimated` from the source rows to the published 3.2.0 object: the rule
// (a record is an estimate when every source row that lists it is one), the
// layers that confirm a day (an amendment's or correction's add or move), the
// diff (a change of `estimated` is a revision), the ledger lines (written only
// when true; a line without it reads false) and contract 3.2.0.

import { describe, expect, it } from 'vitest';
import { CONTRACTS, DEFAULT_VERSION, EXPORT_VERSION, FROZEN_VERSIONS, projectHoliday } from '../../core/contracts.js';
import { mintId } from '../../core/ids.js';
import type { HolidayRecord, LedgerRecord, SourceHoliday } from '../../core/types.js';
import { produceCountry } from '../../pipeline/build-country.js';
import { diffLedger } from '../../pipeline/diff.js';
import { emitCountryYears } from '../../pipeline/emit.js';
import {
  fromStored,
  ledgerFiles,
  toStored,
  withLedgerDefaults,
  type StoredRecord,
} from '../../pipeline/ledger-files.js';
import { normalise } from '../../pipeline/normalise.js';
import { ContractValidator } from '../../pipeline/validate.js';
import { applyCorrections, type Correction } from '../../sources/corrections.js';

// A made-up country with two states; Eid on Sunday 2030-02-03 as date-holidays would give it.
const scopes = new Map([
  ['XX-A', { kind: 'region' as const, parent: null }],
  ['XX-B', { kind: 'region' as const, parent: null }],
]);
const context = { country: 'XX', fromYear: 2030, toYear: 2030, scopes };
const row = (over: Partial<SourceHoliday> = {}): SourceHoliday => ({
  source: 'date-holidays',
  country: 'XX',
  scope: null,
  date: '2030-02-03',
  substitute: false,
  key: 'eid al-fitr',
  names: { en: 'Eid al-Fitr', ar: 'عيد الفطر' },
  localLanguage: 'ar',
  type: 'public',
  start: '2030-02-02T20:00:00.000Z',
  end: '2030-02-03T20:00:00.000Z',
  timezone: 'Asia/Dubai',
  estimated: true,
  ...over,
});
const everywhere = (over: Partial<SourceHoliday> = {}) =>
  [null, 'XX-A', 'XX-B'].map((scope) => row({ ...over, scope }));
const shape = (records: HolidayRecord[]) =>
  records.map((r) => [r.date, r.substitute, r.subdivisions.join(',') || '*', r.estimated, r.sources.join(',')]);
/** A correction without its place in a file (`Omit` of each member of the union). */
type Entry = Correction extends infer C ? (C extends unknown ? Omit<C, 'entry'> : never) : never;
type AddEntry = Extract<Entry, { action: 'add' }>;
const correct = (rows: SourceHoliday[], corrections: Entry[], layer: 'amendments' | 'corrections' = 'amendments') =>
  applyCorrections(
    rows,
    corrections.map((c, entry) => ({ ...c, entry, layer }) as Correction),
    { country: 'XX', timezone: 'Asia/Dubai', localLanguage: 'ar' },
  );

describe('normalise: a record is an estimate when every source row that lists it is one', () => {
  it('rows that are all estimates make an estimated record; one row that is not confirms it', () => {
    expect(shape(normalise(everywhere(), context))).toEqual([['2030-02-03', false, '*', true, 'date-holidays']]);
    const fed = [...everywhere(), row({ source: 'feed', estimated: undefined })];
    expect(shape(normalise(fed, context))).toEqual([['2030-02-03', false, '*', false, 'date-holidays,feed']]);
    // One place's confirmed row is part of the same record: not every row that lists it is an estimate.
    const onePlace = [row(), row({ scope: 'XX-A', estimated: false }), row({ scope: 'XX-B' })];
    expect(shape(normalise(onePlace, context))).toEqual([['2030-02-03', false, '*', false, 'date-holidays']]);
  });

  it('versions that become records of their own are each judged on their own rows', () => {
    // XX-B keeps the day as a bank day: two records, XX-B's confirmed by a feed.
    const rows = [
      row(),
      row({ scope: 'XX-A' }),
      row({ scope: 'XX-B', type: 'bank', source: 'feed', estimated: undefined }),
    ];
    expect(shape(normalise(rows, context))).toEqual([
      ['2030-02-03', false, 'XX-A', true, 'date-holidays'],
      ['2030-02-03', false, 'XX-B', false, 'feed'],
    ]);
  });

  it('a day off follows its holiday: an estimate with it, confirmed with it', () => {
    const moved = [row(), row({ observed: '2030-02-04' })];
    expect(shape(normalise(moved, context))).toEqual([
      ['2030-02-03', false, '*', true, 'date-holidays'],
      ['2030-02-04', true, '*', true, 'date-holidays'],
    ]);
    const confirmed = correct(moved, [
      {
        action: 'add',
        country: 'XX',
        date: '2030-02-03',
        name: 'Eid al-Fitr',
        type: 'public',
        subdivisions: [],
        source: 'Decree 1/2030',
      },
    ]);
    expect(shape(normalise(confirmed.rows, context))).toEqual([
      ['2030-02-03', false, '*', false, 'amendments,date-holidays'],
      ['2030-02-04', true, '*', false, 'amendments,date-holidays'],
    ]);
    // The library lists the day off as a row of its own, which the add (of the holiday's day) does not touch: it follows its holiday still.
    const listed = [row(), row({ date: '2030-02-04', substitute: true, substituteFor: '2030-02-03' })];
    const add: AddEntry = {
      action: 'add',
      country: 'XX',
      date: '2030-02-03',
      name: 'Eid al-Fitr',
      type: 'public',
      subdivisions: [],
      source: 'Decree 1/2030',
    };
    const afterAdd = correct(listed, [add]).rows;
    expect(afterAdd.map((r) => [r.date, r.substitute, r.estimated])).toEqual([
      ['2030-02-03', false, false],
      ['2030-02-04', true, true],
    ]);
    expect(shape(normalise(afterAdd, context))).toEqual([
      ['2030-02-03', false, '*', false, 'amendments,date-holidays'],
      ['2030-02-04', true, '*', false, 'date-holidays'],
    ]);
    expect(shape(normalise(listed, context)).map((r) => r[3])).toEqual([true, true]);
  });
});

describe('amendments and corrections confirm the day they state', () => {
  const add: AddEntry = {
    action: 'add',
    country: 'XX',
    date: '2030-02-03',
    name: 'Eid al-Fitr',
    type: 'public',
    subdivisions: [],
    source: 'Decree 1/2030',
  };

  it('an add on the day an estimate gives merges with it: the same record, no longer an estimate, listed by the layer too', () => {
    for (const layer of ['amendments', 'corrections'] as const) {
      const { rows, unmatched } = correct(everywhere(), [add], layer);
      expect(unmatched).toEqual([]);
      expect(shape(normalise(rows, context))).toEqual([['2030-02-03', false, '*', false, `${layer},date-holidays`]]);
    }
    // The same id as the estimate: the identity (day, holiday, variant) has not changed.
    const [before] = normalise(everywhere(), context);
    const [after] = normalise(correct(everywhere(), [add]).rows, context);
    expect(after!.id).toBe(before!.id);
  });

  it('an add for one state confirms the rows it merges with: the nationwide row and that state’s', () => {
    const { rows } = correct(everywhere(), [{ ...add, subdivisions: ['XX-A'] }]);
    expect(rows.map((r) => [r.scope, r.estimated])).toEqual([
      [null, false],
      ['XX-A', false],
      ['XX-B', true],
    ]);
    expect(shape(normalise(rows, context))).toEqual([['2030-02-03', false, '*', false, 'amendments,date-holidays']]);
  });

  it('an add on another day confirms nothing: the estimate stays and the added day is a record of its own', () => {
    const { rows } = correct(everywhere(), [{ ...add, date: '2030-02-04' }]);
    expect(shape(normalise(rows, context))).toEqual([
      ['2030-02-03', false, '*', true, 'date-holidays'],
      ['2030-02-04', false, '*', false, 'amendments'],
    ]);
  });

  it('an add marked estimated is a forecast: its own day is an estimate, and the rows it merges with stay as they are', () => {
    // A holiday no source lists, forecast by the entry (the year's decree not made yet).
    const alone = correct([], [{ ...add, estimated: true }]);
    expect(shape(normalise(alone.rows, context))).toEqual([['2030-02-03', false, '*', true, 'amendments']]);
    // On the day the engine's estimate gives: still an estimate, listed by the layer too.
    const merged = correct(everywhere(), [{ ...add, estimated: true }]);
    expect(shape(normalise(merged.rows, context))).toEqual([
      ['2030-02-03', false, '*', true, 'amendments,date-holidays'],
    ]);
    // A forecast confirms nothing and unconfirms nothing: a feed's row on that day stays confirmed.
    const fed = correct([row({ source: 'feed', estimated: undefined })], [{ ...add, estimated: true }]);
    expect(shape(normalise(fed.rows, context))).toEqual([['2030-02-03', false, '*', false, 'amendments,feed']]);
  });

  it('an add marked estimated that makes a listed day another kind of holiday is a forecast of that: the record is an estimate', () => {
    // A day the library lists (confirmed) only as an observance, forecast a day off (PH: Black Saturday after the last proclamation).
    const listed = correct([row({ type: 'observance', estimated: undefined })], [{ ...add, estimated: true }]);
    const [record] = normalise(listed.rows, context);
    expect(record?.type).toBe('public');
    expect(shape(normalise(listed.rows, context))).toEqual([
      ['2030-02-03', false, '*', true, 'amendments,date-holidays'],
    ]);
    // The same forecast on a day listed as that holiday already changes nothing of it: still confirmed.
    const same = correct([row({ estimated: undefined })], [{ ...add, estimated: true }]);
    expect(shape(normalise(same.rows, context))).toEqual([
      ['2030-02-03', false, '*', false, 'amendments,date-holidays'],
    ]);
  });

  it('a move states the new day: the record there is no estimate', () => {
    const { rows } = correct(
      everywhere(),
      [
        {
          action: 'move',
          country: 'XX',
          date: '2030-02-03',
          name: 'Eid al-Fitr',
          to: '2030-02-04',
          source: 'Decree 2/2030',
        },
      ],
      'corrections',
    );
    expect(shape(normalise(rows, context))).toEqual([['2030-02-04', false, '*', false, 'corrections,date-holidays']]);
  });

  it('a rename or a retype says nothing of the day: the estimate stays', () => {
    const rename = {
      action: 'rename',
      country: 'XX',
      name: 'Eid al-Fitr',
      years: { from: 2030, to: 2030 },
      to: 'Eid ul-Fitr',
      source: 'Style guide',
    } as const;
    const retype = {
      action: 'retype',
      country: 'XX',
      name: 'Eid al-Fitr',
      date: '2030-02-03',
      type: 'bank',
      source: 'Notice',
    } as const;
    for (const entry of [rename, retype]) {
      const { rows } = correct(everywhere(), [entry], 'corrections');
      expect(shape(normalise(rows, context)), entry.action).toEqual([
        ['2030-02-03', false, '*', true, 'corrections,date-holidays'],
      ]);
    }
  });
});

describe('a whole country: the date-holidays rows through the normaliser', () => {
  it('AE 2030: the Hijri feasts are estimates, the Gregorian days are not', () => {
    const { records } = produceCountry('AE', 2030, 2030, [], []);
    const estimated = records.filter((r) => r.estimated).map((r) => r.key);
    expect(new Set(estimated)).toEqual(
      new Set([
        'first day of ramadan',
        'end of ramadan (eid al-fitr)',
        'feast of the sacrifice (eid al-adha)',
        'islamic new year',
        'birthday of muhammad (mawlid)',
        "laylat al-mi'raj",
        // Added on 9 Dhu al-Hijjah by sources/calendars/hijri-spans.json (Federal Law No. 8 of 1980, art. 74).
        'arafat day',
      ]),
    );
    expect(records.filter((r) => !r.estimated).map((r) => r.key)).toEqual(["new year's day", 'national day']);
    // Every row the library's but the day the Islamic engine adds.
    expect(records.filter((r) => r.sources.join() !== 'date-holidays').map((r) => [r.key, r.sources])).toEqual([
      ['arafat day', ['calendar-islamic']],
    ]);
  });
});

// A ledger record; `over` changes what a test needs.
const ledgerRecord = (over: Partial<LedgerRecord> = {}): LedgerRecord => {
  const base: LedgerRecord = {
    id: '',
    country: 'XX',
    date: '2030-02-03',
    observed: '2030-02-03',
    key: 'eid al-fitr',
    name: 'Eid al-Fitr',
    nameLocal: 'عيد الفطر',
    localLanguage: 'ar',
    names: { ar: 'عيد الفطر', en: 'Eid al-Fitr' },
    type: 'public',
    substitute: false,
    subdivisions: [],
    regions: [],
    start: '2030-02-02T20:00:00.000Z',
    end: '2030-02-03T20:00:00.000Z',
    timezone: 'Asia/Dubai',
    variant: 1,
    sources: ['date-holidays'],
    estimated: true,
    revision: 1,
    deprecated: false,
    firstSeen: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...over,
  };
  return { ...base, id: over.id ?? mintId(base) };
};
const produced = (record: LedgerRecord): HolidayRecord => {
  const { revision: _r, deprecated: _d, firstSeen: _f, updatedAt: _u, ...rest } = record;
  return rest;
};
const diff = (prior: LedgerRecord[], records: HolidayRecord[]) =>
  diffLedger(prior, records, { at: '2026-02-01T00:00:00Z', snapshot: 's2', mayDeprecate: () => true });

describe('the diff: a change of `estimated` is a revision', () => {
  it('an estimate confirmed keeps its id, takes a new revision and lists estimated in the change', () => {
    const prior = ledgerRecord();
    const result = diff([prior], [{ ...produced(prior), estimated: false, sources: ['amendments', 'date-holidays'] }]);
    expect(result.counts).toMatchObject({ revised: 1, added: 0, deprecated: 0 });
    expect(result.ledger[0]).toMatchObject({
      id: prior.id,
      revision: 2,
      estimated: false,
      updatedAt: '2026-02-01T00:00:00Z',
    });
    expect(result.changes[0]!.fields).toEqual({
      estimated: { from: true, to: false },
      sources: { from: ['date-holidays'], to: ['amendments', 'date-holidays'] },
    });
    // `estimated` alone is enough.
    expect(diff([prior], [{ ...produced(prior), estimated: false }]).changes[0]!.fields).toEqual({
      estimated: { from: true, to: false },
    });
  });

  it('an added record says whether it is an estimate', () => {
    const result = diff([], [produced(ledgerRecord())]);
    expect(result.changes[0]!.kind).toBe('added');
    expect(result.changes[0]!.fields.estimated).toEqual({ from: null, to: true });
  });
});

describe('ledger lines', () => {
  it('write `estimated` only when true, after `sources`; a line without it reads as false', () => {
    const estimate = ledgerRecord();
    const confirmed = ledgerRecord({ estimated: false, date: '2030-12-02', key: 'national day' });
    expect(Object.keys(toStored(estimate))).toEqual([
      'id',
      'country',
      'date',
      'observed',
      'key',
      'name',
      'nameLocal',
      'localLanguage',
      'namesRef',
      'type',
      'substitute',
      'subdivisions',
      'regions',
      'start',
      'end',
      'timezone',
      'variant',
      'sources',
      'estimated',
      'revision',
      'deprecated',
      'firstSeen',
      'updatedAt',
    ]);
    const [records, names] = ledgerFiles('XX', [estimate, confirmed]);
    const lines = records!.text.split('\n');
    expect(lines[0]).toContain('"sources":["date-holidays"],"estimated":true,"revision"');
    expect(lines[1]).not.toContain('estimated');
    const table = JSON.parse(names!.text) as Record<string, Record<string, string>>;
    const read = records!.text
      .split('\n')
      .filter(Boolean)
      .map((line) => fromStored(JSON.parse(line) as StoredRecord, table));
    expect(read.map((r) => r.estimated)).toEqual([true, false]);
    expect(read).toEqual([estimate, confirmed].map((r) => expect.objectContaining({ ...r, names: r.names })));
    expect(withLedgerDefaults({ id: 'x' })).toEqual({ id: 'x', estimated: false });
  });

  it('a ledger written before `estimated` existed: the next build revises the estimates only', () => {
    const estimate = ledgerRecord();
    const confirmed = ledgerRecord({ estimated: false, date: '2030-12-02', key: 'national day' });
    // The prior ledger's lines as an older build wrote them: no `estimated` at all.
    const old = [estimate, confirmed].map((record) => {
      const { estimated: _e, ...line } = toStored(record);
      return fromStored(line, { [toStored(record).namesRef]: record.names });
    });
    expect(old.map((r) => r.estimated)).toEqual([false, false]);
    const result = diff(old, [produced(estimate), produced(confirmed)]);
    expect(result.counts).toMatchObject({ revised: 1, unchanged: 1, added: 0 });
    expect(result.changes.map((c) => [c.id, c.kind, c.fields])).toEqual([
      [estimate.id, 'revised', { estimated: { from: false, to: true } }],
    ]);
  });
});

describe('contract 3.2.0', () => {
  const contract = CONTRACTS.find((each) => each.version === '3.2.0')!;

  it('is live, opt-in and from the Growth plan; the default and the export stay where they were', () => {
    expect(contract).toMatchObject({ version: '3.2.0', frozen: false, minimumPlan: 'growth', queryEcho: 'string' });
    expect(FROZEN_VERSIONS.has('3.2.0')).toBe(false);
    expect(DEFAULT_VERSION).toBe('3.1.0');
    expect(EXPORT_VERSION).toBe('3.1.2');
  });

  it('is 3.1.2’s object with its own dataVersion, then estimated and sources', () => {
    for (const record of [
      ledgerRecord(),
      ledgerRecord({
        estimated: false,
        sources: ['amendments', 'date-holidays'],
        type: 'regional',
        subdivisions: ['XX-A'],
        regions: [{ code: 'XX-A', type: 'region' }],
      }),
    ]) {
      const v312 = projectHoliday(record, '3.1.2');
      const v320 = projectHoliday(record, '3.2.0');
      expect(v320).toEqual({ ...v312, dataVersion: '3.2.0', estimated: record.estimated, sources: record.sources });
      expect(Object.keys(v320)).toEqual([...Object.keys(v312), 'estimated', 'sources']);
      expect(v320.public).toBe(v312.public); // `public` as in 3.1.1
    }
  });

  it('changes no earlier version: their objects do not depend on estimated', () => {
    for (const earlier of CONTRACTS.filter((each) => each.version !== '3.2.0')) {
      expect(earlier.project(ledgerRecord({ estimated: true })), earlier.version).toEqual(
        earlier.project(ledgerRecord({ estimated: false })),
      );
      expect(JSON.stringify(earlier.project(ledgerRecord()))).not.toMatch(/estimated|sources/);
    }
  });

  it('year files validate against schemas/3.2.0.schema.json, which requires both members', () => {
    const validator = new ContractValidator();
    const ledger = [
      ledgerRecord(),
      ledgerRecord({
        estimated: false,
        date: '2030-12-02',
        key: 'national day',
        sources: ['amendments', 'date-holidays'],
      }),
    ];
    const [file] = emitCountryYears('XX', ledger, [2030], ['3.2.0']);
    expect(file!.path).toBe('3.2.0/XX/2030.json');
    expect(validator.check('3.2.0', 'yearFile', file!.value, file!.path)).toEqual([]);
    const value = file!.value as { holidays: Record<string, unknown>[] };
    const broken = (change: (holiday: Record<string, unknown>) => void) => {
      const copy = structuredClone(value);
      change(copy.holidays[0]!);
      return validator.check('3.2.0', 'yearFile', copy, file!.path).map((violation) => violation.message);
    };
    expect(broken((h) => delete h.estimated)).toEqual(["holidays/0 must have required property 'estimated'"]);
    expect(broken((h) => (h.estimated = 'yes'))).toEqual(['estimated must be boolean']);
    expect(broken((h) => delete h.sources)).toEqual(["holidays/0 must have required property 'sources'"]);
    expect(broken((h) => (h.sources = []))).toEqual(['sources must NOT have fewer than 1 items']);
    expect(broken((h) => (h.sources = ['Date Holidays']))).toEqual([
      'sources/0 must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"',
    ]);
    expect(broken((h) => (h.dataVersion = '3.1.2'))).toEqual(['dataVersion must be equal to constant']);
    // 3.1.2's schema does not take the new members.
    expect(
      validator.check(
        '3.1.2',
        'yearFile',
        { ...value, dataVersion: '3.1.2', holidays: value.holidays.map((h) => ({ ...h, dataVersion: '3.1.2' })) },
        'x',
      ).length,
    ).toBeGreaterThan(0);
  });
});
