import { describe, expect, it } from 'vitest';
import { normalise } from '../../pipeline/normalise.js';
import { reconcile } from '../../pipeline/reconcile.js';
import type { HolidayType, SourceHoliday } from '../../pipeline/types.js';

const row = (source: string, date: string, en: string, extra: Partial<SourceHoliday> = {}): SourceHoliday => ({
  source,
  country: 'GB',
  scope: null,
  date,
  substitute: false,
  key: en.toLowerCase(),
  names: { en },
  localLanguage: 'en',
  type: 'public' as HolidayType,
  start: `${date}T00:00:00.000Z`,
  end: `${date}T23:59:59.000Z`,
  timezone: 'Europe/London',
  ...extra,
});

const dh = (date: string, en: string, extra: Partial<SourceHoliday> = {}) =>
  row('date-holidays', date, en, { names: { en, de: `${en} (de)`, fr: `${en} (fr)` }, ...extra });
const uk = (date: string, en: string, extra: Partial<SourceHoliday> = {}) => row('gov-uk', date, en, extra);

describe('reconciliation with an official source', () => {
  const base = [
    dh('2023-01-02', 'New Year’s Day'),
    dh('2023-03-19', "Mother's Day", { type: 'observance' }),
    dh('2023-05-01', 'Early May bank holiday'),
    dh('2023-08-07', 'Summer bank holiday', { scope: 'GB-SCT', type: 'public' }),
    dh('2023-12-26', 'Boxing Day'),
    dh('2024-12-25', 'Christmas Day'),
  ];
  const official = [
    uk('2023-01-02', 'New Year’s Day'),
    uk('2023-05-01', 'Early May bank holiday'),
    uk('2023-05-08', 'Bank holiday for the coronation of King Charles III'),
    uk('2023-08-07', 'Summer bank holiday', { scope: 'GB-SCT' }),
    uk('2023-08-07', 'Summer bank holiday', { scope: 'GB-NIR' }),
    uk('2023-12-27', 'Boxing Day'),
  ];
  const result = reconcile('GB', base, [{ source: 'gov-uk', rows: official, years: new Set([2023]) }]);
  const in2023 = result.rows.filter((r) => r.date.startsWith('2023'));

  it('lets the official source decide the statutory days of a year it covers', () => {
    const statutory = in2023.filter((r) => r.type !== 'observance').map((r) => `${r.date} ${r.source} ${r.scope ?? '*'}`);
    expect(statutory.sort()).toEqual([
      '2023-01-02 gov-uk *',
      '2023-05-01 gov-uk *',
      '2023-05-08 gov-uk *',
      '2023-08-07 gov-uk GB-NIR',
      '2023-08-07 gov-uk GB-SCT',
      '2023-12-27 gov-uk *',
    ]);
  });

  it('keeps the kinds of day the official source does not publish, and the years it does not cover', () => {
    expect(in2023.find((r) => r.type === 'observance')).toMatchObject({ source: 'date-holidays', date: '2023-03-19' });
    expect(result.rows.filter((r) => r.date.startsWith('2024'))).toEqual([base[5]]);
  });

  it('lends date-holidays’ translations and identity to the official rows', () => {
    const early = in2023.find((r) => r.date === '2023-05-01')!;
    expect(early.names).toEqual({ de: 'Early May bank holiday (de)', en: 'Early May bank holiday', fr: 'Early May bank holiday (fr)' });
    expect(early.contributors).toEqual(['date-holidays']);
    const [record] = normalise([early], { country: 'GB', fromYear: 2023, toYear: 2023, scopes: new Map() });
    expect(record!.sources).toEqual(['date-holidays', 'gov-uk']);
  });

  it('records every disagreement and who won', () => {
    expect(result.conflicts.map((c) => [c.kind, c.key, c.says['gov-uk']?.date ?? null, c.says['date-holidays']?.date ?? null, c.winner])).toEqual([
      ['only-official', 'bank holiday for the coronation of king charles iii', '2023-05-08', null, 'gov-uk'],
      ['different-date', 'boxing day', '2023-12-27', '2023-12-26', 'gov-uk'],
      ['different-scope', 'summer bank holiday', '2023-08-07', '2023-08-07', 'gov-uk'],
    ]);
    expect(result.conflicts.find((c) => c.kind === 'different-scope')!.says).toEqual({
      'gov-uk': { date: '2023-08-07', scope: ['GB-NIR', 'GB-SCT'] },
      'date-holidays': { date: '2023-08-07', scope: ['GB-SCT'] },
    });
  });

  it('records a statutory day only date-holidays has', () => {
    const only = reconcile('GB', [dh('2023-06-01', 'Invented Day')], [{ source: 'gov-uk', rows: [], years: new Set([2023]) }]);
    expect(only.rows).toEqual([]);
    expect(only.conflicts).toEqual([
      { country: 'GB', year: 2023, kind: 'only-date-holidays', key: 'invented day', says: { 'gov-uk': null, 'date-holidays': { date: '2023-06-01', scope: [] } }, winner: 'gov-uk' },
    ]);
  });
});

describe('places an official source does not name', () => {
  it('keep their date-holidays days', () => {
    const alderney = dh('2023-12-15', 'Homecoming Day', { scope: 'GB-ALD', type: 'regional' });
    // Alderney's share of a nationwide day goes with the nationwide day.
    const inherited = dh('2023-12-25', 'Christmas Day', { scope: 'GB-ALD' });
    const result = reconcile('GB', [alderney, dh('2023-12-25', 'Christmas Day'), inherited], [
      { source: 'gov-uk', rows: [uk('2023-12-25', 'Christmas Day'), uk('2023-08-07', 'Summer bank holiday', { scope: 'GB-SCT' })], years: new Set([2023]) },
    ]);
    expect(result.rows).toContainEqual(alderney);
    expect(result.rows).not.toContainEqual(inherited);
    expect(result.rows.filter((r) => r.date === '2023-12-25').map((r) => r.source)).toEqual(['gov-uk']);
    expect(result.conflicts).toEqual([expect.objectContaining({ kind: 'only-official', key: 'summer bank holiday' })]);
  });
});
