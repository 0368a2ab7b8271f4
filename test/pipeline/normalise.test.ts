import { describe, expect, it } from 'vitest';
import { produceCountry } from '../../pipeline/build-country.js';
import { normalise, pairSubstitutes } from '../../pipeline/normalise.js';
import type { HolidayRecord, SourceHoliday } from '../../core/types.js';

// The records a few tests below read, built from the rule library alone (the tests' environment names no
// feeds, amendments nor makeup working days). What the full build publishes for every country is held by the
// golden files (test/pipeline/golden.test.ts).
const recordsOf = new Map<string, HolidayRecord[]>();
function records(country: string, from: number, to: number): HolidayRecord[] {
  const key = `${country}${from}${to}`;
  if (!recordsOf.has(key)) recordsOf.set(key, produceCountry(country, from, to).records);
  return recordsOf.get(key)!;
}
const one = (list: HolidayRecord[], date: string, name: RegExp, substitute = false) => {
  const found = list.filter(
    (r) => r.date === date && name.test(r.name) && r.substitute === substitute && r.subdivisions.length === 0,
  );
  expect(found, `${date} ${name}`).toHaveLength(1);
  return found[0]!;
};

describe('substitute pairs (docs/data-layout.md)', () => {
  it('US Christmas 2021: Saturday, observed Friday the 24th', () => {
    const us = records('US', 2021, 2022);
    const christmas = one(us, '2021-12-25', /^Christmas Day$/);
    expect(christmas).toMatchObject({
      date: '2021-12-25',
      observed: '2021-12-24',
      substitute: false,
      type: 'public',
      subdivisions: [],
    });
    const dayOff = one(us, '2021-12-24', /^Christmas Day \(substitute day\)$/, true);
    expect(dayOff).toMatchObject({
      date: '2021-12-24',
      observed: '2021-12-24',
      substitute: true,
      type: 'public',
      key: christmas.key,
    });
  });

  it('US New Year 2022: the holiday in 2022, its substitute on 2021-12-31', () => {
    const us = records('US', 2021, 2022);
    const newYear = one(us, '2022-01-01', /^New Year's Day$/);
    expect(newYear).toMatchObject({ observed: '2021-12-31', substitute: false });
    expect(one(us, '2021-12-31', /^New Year's Day \(substitute day\)$/, true)).toMatchObject({
      observed: '2021-12-31',
      substitute: true,
    });
    // Building 2022 alone still knows the day off in 2021, and does not list it.
    const only2022 = records('US', 2022, 2022);
    expect(one(only2022, '2022-01-01', /^New Year's Day$/).observed).toBe('2021-12-31');
    expect(only2022.some((r) => r.date < '2022-01-01')).toBe(false);
  });

  it('GB Christmas and Boxing Day 2021: observed Monday the 27th and Tuesday the 28th', () => {
    const gb = records('GB', 2021, 2023);
    expect(one(gb, '2021-12-25', /^Christmas Day$/)).toMatchObject({ observed: '2021-12-27', substitute: false });
    expect(one(gb, '2021-12-26', /^Boxing Day$/)).toMatchObject({ observed: '2021-12-28', substitute: false });
    expect(one(gb, '2021-12-27', /^Christmas Day \(substitute day\)$/, true)).toMatchObject({
      observed: '2021-12-27',
      type: 'public',
    });
    expect(one(gb, '2021-12-28', /^Boxing Day \(substitute day\)$/, true)).toMatchObject({
      observed: '2021-12-28',
      type: 'public',
    });
  });

  it('AU Australia Day 2025: the library moves it with no flag; the pair is made', () => {
    const au = records('AU', 2024, 2025);
    const day = one(au, '2025-01-26', /^Australia Day$/);
    expect(day).toMatchObject({ observed: '2025-01-27', substitute: false, type: 'public' });
    const dayOff = one(au, '2025-01-27', /^Australia Day \(substitute day\)$/, true);
    expect(dayOff).toMatchObject({ observed: '2025-01-27', substitute: true, key: day.key });
    // The real span of the day off is the Monday in Sydney.
    expect(dayOff.start).toBe('2025-01-26T13:00:00.000Z');
    expect(day.start).toBe('2025-01-25T13:00:00.000Z');
  });

  it('JP 振替休日: Children’s Day 2019 on a Sunday, substitute Monday 6 May', () => {
    const jp = records('JP', 2019, 2020);
    const children = jp.find((r) => r.date === '2019-05-05' && !r.substitute)!;
    expect(children).toMatchObject({ nameLocal: 'こどもの日', observed: '2019-05-06', localLanguage: 'ja' });
    const furikae = jp.find((r) => r.date === '2019-05-06' && r.substitute)!;
    expect(furikae).toMatchObject({
      nameLocal: 'こどもの日 (振替休日)',
      observed: '2019-05-06',
      type: 'public',
      name: "Children's Day (substitute day)",
    });
  });

  it('gives the same pair whether a source lists the original, the substitute or both', () => {
    const base: SourceHoliday = {
      source: 'test',
      country: 'GB',
      scope: null,
      date: '2021-12-25',
      substitute: false,
      key: 'christmas day',
      names: { en: 'Christmas Day' },
      localLanguage: 'en',
      type: 'public',
      start: '2021-12-25T00:00:00.000Z',
      end: '2021-12-26T00:00:00.000Z',
      timezone: 'Europe/London',
    };
    const substitute: SourceHoliday = {
      ...base,
      date: '2021-12-27',
      substitute: true,
      substituteFor: '2021-12-25',
      start: '2021-12-27T00:00:00.000Z',
      end: '2021-12-28T00:00:00.000Z',
    };
    const moved: SourceHoliday = { ...base, observed: '2021-12-27' };
    const context = { country: 'GB', fromYear: 2021, toYear: 2021, scopes: new Map() };
    const shape = (list: HolidayRecord[]) =>
      list.map((r) => [r.date, r.observed, r.substitute, r.name, r.start, r.end, r.id]);
    const both = shape(normalise([base, substitute], context));
    expect(shape(normalise([substitute], context))).toEqual(both);
    expect(shape(normalise([moved], context))).toEqual(both);
    expect(both).toEqual([
      [
        '2021-12-25',
        '2021-12-27',
        false,
        'Christmas Day',
        '2021-12-25T00:00:00.000Z',
        '2021-12-26T00:00:00.000Z',
        expect.stringMatching(/^20211225_/),
      ],
      [
        '2021-12-27',
        '2021-12-27',
        true,
        'Christmas Day (substitute day)',
        '2021-12-27T00:00:00.000Z',
        '2021-12-28T00:00:00.000Z',
        expect.stringMatching(/^20211227_/),
      ],
    ]);
    expect(pairSubstitutes([substitute, substitute])).toHaveLength(2);
  });
});

describe('substitute pairs from rows', () => {
  // Sunday 2023-01-01 in a made-up country with two states, A and B.
  const row = (over: Partial<SourceHoliday> = {}): SourceHoliday => ({
    source: 'test',
    country: 'XX',
    scope: null,
    date: '2023-01-01',
    substitute: false,
    key: "new year's day",
    names: { en: "New Year's Day", fr: 'Jour de l’an' },
    localLanguage: 'fr',
    type: 'public',
    start: '2023-01-01T00:00:00.000Z',
    end: '2023-01-02T00:00:00.000Z',
    timezone: 'UTC',
    ...over,
  });
  const scopes = new Map([
    ['XX-A', { kind: 'region' as const, parent: null }],
    ['XX-B', { kind: 'region' as const, parent: null }],
    ['XX-A-CITY', { kind: 'city' as const, parent: 'XX-A' }],
  ]);
  const context = { country: 'XX', fromYear: 2023, toYear: 2023, scopes };
  const shape = (list: HolidayRecord[]) =>
    list.map((r) => [r.date, r.observed, r.type, r.substitute, r.subdivisions.join(',') || '*', r.variant]);
  // Every place lists the country's holidays, as the library's targets do.
  const everywhere = (over: Partial<SourceHoliday>) => [null, 'XX-A', 'XX-B'].map((scope) => row({ ...over, scope }));

  it('a holiday listed on its day and again moved (`… and if sunday then next monday`) is one holiday observed on the day off', () => {
    for (const rows of [
      [row(), row({ observed: '2023-01-02' })],
      [row({ observed: '2023-01-02' }), row()],
    ]) {
      expect(shape(normalise(rows, context))).toEqual([
        ['2023-01-01', '2023-01-02', 'public', false, '*', 1],
        ['2023-01-02', '2023-01-02', 'public', true, '*', 1],
      ]);
    }
  });

  it('the day off has the holiday’s type and scope, whatever the source says of it', () => {
    const dayOff = row({ date: '2023-01-02', substitute: true, substituteFor: '2023-01-01', type: 'bank' });
    expect(shape(normalise([row(), dayOff], context))).toEqual([
      ['2023-01-01', '2023-01-02', 'public', false, '*', 1],
      ['2023-01-02', '2023-01-02', 'public', true, '*', 1],
    ]);
  });

  it('a subdivision that observes the holiday on another day: the country’s version lists the others, each with its own day off', () => {
    const rows = [
      ...everywhere({ observed: '2023-01-02' }).filter((r) => r.scope !== 'XX-B'),
      row({ scope: 'XX-B', observed: '2023-01-03' }),
      row({ scope: 'XX-A-CITY', observed: '2023-01-02' }),
    ];
    expect(shape(normalise(rows, context))).toEqual([
      ['2023-01-01', '2023-01-02', 'regional', false, 'XX-A', 1],
      ['2023-01-01', '2023-01-03', 'regional', false, 'XX-B', 2],
      ['2023-01-02', '2023-01-02', 'regional', true, 'XX-A', 1],
      ['2023-01-03', '2023-01-03', 'regional', true, 'XX-B', 1],
    ]);
    // Where every place keeps the country's version, it stays nationwide.
    expect(shape(normalise(everywhere({ observed: '2023-01-02' }), context))).toEqual([
      ['2023-01-01', '2023-01-02', 'public', false, '*', 1],
      ['2023-01-02', '2023-01-02', 'public', true, '*', 1],
    ]);
  });

  it('a subdivision that keeps the holiday as another type: the country’s version lists the others, and keeps variant 1', () => {
    const rows = [...everywhere({ type: 'observance' }).filter((r) => r.scope !== 'XX-B'), row({ scope: 'XX-B' })];
    const records = normalise(rows, context);
    expect(shape(records)).toEqual([
      ['2023-01-01', '2023-01-01', 'observance', false, 'XX-A', 1],
      ['2023-01-01', '2023-01-01', 'regional', false, 'XX-B', 2],
    ]);
    // The id of the country's version is the one it had as a nationwide record.
    const nationwide = normalise(everywhere({ type: 'observance' }), context);
    expect(records[0]!.id).toBe(nationwide[0]!.id);
  });

  it('a feed lists a place only where it differs: the country’s version is that of every other subdivision', () => {
    // Anzac Day 2015 as data.gov.au gives it: the Saturday nationwide, the Monday off in one state.
    const rows = [row(), row({ scope: 'XX-B', date: '2023-01-02', substitute: true, substituteFor: '2023-01-01' })];
    expect(shape(normalise(rows, context))).toEqual([
      ['2023-01-01', '2023-01-01', 'regional', false, 'XX-A', 1],
      ['2023-01-01', '2023-01-02', 'regional', false, 'XX-B', 2],
      ['2023-01-02', '2023-01-02', 'regional', true, 'XX-B', 1],
    ]);
    // Every subdivision with a day off of its own: the nationwide listing of the day itself adds nothing.
    const both = [...rows, row({ scope: 'XX-A', date: '2023-01-03', substitute: true, substituteFor: '2023-01-01' })];
    expect(shape(normalise(both, context))).toEqual([
      ['2023-01-01', '2023-01-03', 'regional', false, 'XX-A', 1],
      ['2023-01-01', '2023-01-02', 'regional', false, 'XX-B', 2],
      ['2023-01-02', '2023-01-02', 'regional', true, 'XX-B', 1],
      ['2023-01-03', '2023-01-03', 'regional', true, 'XX-A', 1],
    ]);
  });

  it('a place a feed lists on the day itself, where the day off is given for all, keeps that day off', () => {
    // New Year 2022 in data.gov.au: the Saturday in some states, the Monday off nationwide.
    const rows = [row({ scope: 'XX-A' }), row({ date: '2023-01-02', substitute: true, substituteFor: '2023-01-01' })];
    expect(shape(normalise(rows, context))).toEqual([
      ['2023-01-01', '2023-01-02', 'public', false, '*', 1],
      ['2023-01-02', '2023-01-02', 'public', true, '*', 1],
    ]);
  });

  it('two listings of one holiday in one place and day are one record, of the more significant type', () => {
    const records = normalise(
      [row({ type: 'religious' }), row({ type: 'bank', start: '2023-01-01T12:00:00.000Z' })],
      context,
    );
    expect(shape(records)).toEqual([['2023-01-01', '2023-01-01', 'bank', false, '*', 1]]);
    expect(records[0]!.start).toBe('2023-01-01T12:00:00.000Z');
  });

  it('a day off that does not say which day it stands for pairs with its holiday shortly before or after', () => {
    const dayOff = row({ date: '2023-01-02', substitute: true });
    expect(shape(normalise([row(), dayOff], context))).toEqual([
      ['2023-01-01', '2023-01-02', 'public', false, '*', 1],
      ['2023-01-02', '2023-01-02', 'public', true, '*', 1],
    ]);
    // With no holiday of its place near it, it stays on its own (the invariants name it).
    expect(shape(normalise([row({ scope: 'XX-A' }), { ...dayOff, scope: 'XX-B' }], context))).toEqual([
      ['2023-01-01', '2023-01-01', 'regional', false, 'XX-A', 1],
      ['2023-01-02', '2023-01-02', 'regional', true, 'XX-B', 1],
    ]);
  });
});

describe('scope, types and variants', () => {
  it('one record for a holiday observed in several subdivisions, codes sorted, regions typed', () => {
    const de = records('DE', 2024, 2024);
    const epiphany = de.find((r) => r.date === '2024-01-06' && r.type === 'regional')!;
    expect(epiphany.subdivisions).toEqual(['DE-BW', 'DE-BY', 'DE-ST']);
    expect(epiphany.regions).toEqual([
      { code: 'DE-BW', type: 'region' },
      { code: 'DE-BY', type: 'region' },
      { code: 'DE-ST', type: 'region' },
    ]);
    expect(new Set(de.filter((r) => r.date === '2024-01-06').map((r) => r.id)).size).toBe(
      de.filter((r) => r.date === '2024-01-06').length,
    );
  });

  it('a nationwide holiday is `public` with no subdivisions', () => {
    const de = records('DE', 2024, 2024);
    expect(one(de, '2024-10-03', /National Holiday/)).toMatchObject({
      type: 'public',
      subdivisions: [],
      regions: [],
      nameLocal: 'Tag der Deutschen Einheit',
    });
  });

  it('variants tell apart one day and holiday with different scope or type', () => {
    const de = records('DE', 2024, 2024);
    const assumption = de.filter((r) => r.date === '2024-08-15');
    // Statutory in Saarland, in Bavaria's Catholic communities and in Augsburg; a religious day elsewhere in Bavaria.
    expect(assumption.map((r) => [r.variant, r.type, r.subdivisions.join(',')])).toEqual([
      [1, 'regional', 'DE-AUGSBURG,DE-BY-KATH,DE-SL'],
      [2, 'religious', 'DE-BY'],
    ]);
  });

  it('keeps names in every language the library knows, English and local', () => {
    const jp = records('JP', 2019, 2020);
    const newYear = one(jp, '2019-01-01', /^New Year's Day$/);
    expect(newYear).toMatchObject({ nameLocal: '元日', localLanguage: 'ja' });
    expect(newYear.names).toMatchObject({ en: "New Year's Day", ja: '元日', de: 'Neujahr', fr: 'Nouvel An' });
    expect(Object.keys(newYear.names)).toEqual(Object.keys(newYear.names).sort());
  });

  it('a Hijri holiday of several days is one record a day, the first starting at sunset', () => {
    const ae = records('AE', 2023, 2024);
    const eid = ae.filter((r) => r.nameLocal === 'عيد الفطر' && r.date.startsWith('2024'));
    expect(eid.map((r) => r.date)).toEqual(['2024-04-10', '2024-04-11', '2024-04-12']);
    expect(eid[0]!.start).toBe('2024-04-09T14:00:00.000Z');
    expect(new Set(eid.map((r) => r.id)).size).toBe(3);
  });
});
