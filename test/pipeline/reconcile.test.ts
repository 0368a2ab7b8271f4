import { describe, expect, it } from 'vitest';
import { normalise } from '../../pipeline/normalise.js';
import { reconcile, type Conflict } from '../../pipeline/reconcile.js';
import type { HolidayType, SourceHoliday } from '../../core/types.js';

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
    const statutory = in2023
      .filter((r) => r.type !== 'observance')
      .map((r) => `${r.date} ${r.source} ${r.scope ?? '*'}`);
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
    expect(early.names).toEqual({
      de: 'Early May bank holiday (de)',
      en: 'Early May bank holiday',
      fr: 'Early May bank holiday (fr)',
    });
    expect(early.contributors).toEqual(['date-holidays']);
    const [record] = normalise([early], { country: 'GB', fromYear: 2023, toYear: 2023, scopes: new Map() });
    expect(record!.sources).toEqual(['date-holidays', 'gov-uk']);
  });

  it('records every disagreement and who won', () => {
    expect(
      result.conflicts.map((c) => [
        c.kind,
        c.key,
        c.says['gov-uk']?.date ?? null,
        c.says['date-holidays']?.date ?? null,
        c.winner,
      ]),
    ).toEqual([
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
    const only = reconcile(
      'GB',
      [dh('2023-06-01', 'Invented Day')],
      [{ source: 'gov-uk', rows: [], years: new Set([2023]) }],
    );
    expect(only.rows).toEqual([]);
    expect(only.conflicts).toEqual([
      {
        country: 'GB',
        year: 2023,
        kind: 'only-date-holidays',
        key: 'invented day',
        says: { 'gov-uk': null, 'date-holidays': { date: '2023-06-01', scope: [] } },
        winner: 'gov-uk',
      },
    ]);
  });
});

describe('places an official source does not name', () => {
  it('keep their date-holidays days', () => {
    const alderney = dh('2023-12-15', 'Homecoming Day', { scope: 'GB-ALD', type: 'regional' });
    // Alderney's share of a nationwide day goes with the nationwide day.
    const inherited = dh('2023-12-25', 'Christmas Day', { scope: 'GB-ALD' });
    const result = reconcile(
      'GB',
      [alderney, dh('2023-12-25', 'Christmas Day'), inherited],
      [
        {
          source: 'gov-uk',
          rows: [uk('2023-12-25', 'Christmas Day'), uk('2023-08-07', 'Summer bank holiday', { scope: 'GB-SCT' })],
          years: new Set([2023]),
        },
      ],
    );
    expect(result.rows).toContainEqual(alderney);
    expect(result.rows).not.toContainEqual(inherited);
    expect(result.rows.filter((r) => r.date === '2023-12-25').map((r) => r.source)).toEqual(['gov-uk']);
    expect(result.conflicts).toEqual([expect.objectContaining({ kind: 'only-official', key: 'summer bank holiday' })]);
  });
});

// Rows as the adapters and the library give them for Australia, Japan and Hong Kong.
const place =
  (country: string, source: string) =>
  (date: string, en: string, scope: string | null = null, extra: Partial<SourceHoliday> = {}) =>
    row(source, date, en, {
      country,
      scope,
      ...(source === 'date-holidays' ? { names: { en, de: `${en} (de)`, fr: `${en} (fr)` } } : {}),
      ...extra,
    });
const auDh = place('AU', 'date-holidays');
const auGov = place('AU', 'au-data-gov');
const years = (...list: number[]) => new Set(list);
const normalised = (country: string, rows: SourceHoliday[], year: number) =>
  normalise(rows, { country, fromYear: year, toYear: year, scopes: new Map() }).map(
    (r) =>
      `${r.date} ${r.name} [${r.subdivisions.join(',')}] ${r.type}${r.observed === r.date ? '' : ` observed ${r.observed}`}`,
  );
const brief = (conflicts: Conflict[]) =>
  conflicts.map((c) =>
    [
      c.kind,
      c.key,
      ...Object.values(c.says).map((s) => (s ? `${s.date} [${s.scope.join(',')}]` : null)),
      c.winner,
    ].join(' | '),
  );

describe('each feed row matched in its own place', () => {
  it('keeps the state holidays of one day apart, each with its own name and scope', () => {
    const base = [
      auDh('2014-03-10', 'Canberra Day', 'AU-ACT'),
      auDh('2014-03-10', 'Adelaide Cup Day', 'AU-SA'),
      auDh('2014-03-10', 'Eight Hours Day', 'AU-TAS'),
      auDh('2014-03-10', 'Labour Day', 'AU-VIC'),
    ];
    const official = [
      auGov('2014-03-10', 'Canberra Day', 'AU-ACT'),
      auGov('2014-03-10', 'March public holiday', 'AU-SA'),
      auGov('2014-03-10', 'Eight Hours Day', 'AU-TAS'),
      auGov('2014-03-10', 'Labour Day', 'AU-VIC'),
    ];
    const result = reconcile('AU', base, [{ source: 'au-data-gov', rows: official, years: years(2014) }]);
    expect(normalised('AU', result.rows, 2014).sort()).toEqual([
      '2014-03-10 Canberra Day [AU-ACT] regional',
      '2014-03-10 Eight Hours Day [AU-TAS] regional',
      '2014-03-10 Labour Day [AU-VIC] regional',
      '2014-03-10 March public holiday [AU-SA] regional',
    ]);
    // The day South Australia names otherwise is the library's Adelaide Cup Day: its identity, the feed's name.
    expect(result.rows.find((r) => r.scope === 'AU-SA')).toMatchObject({
      key: 'adelaide cup day',
      names: { de: 'Adelaide Cup Day (de)', en: 'March public holiday', fr: 'Adelaide Cup Day (fr)' },
    });
    expect(result.conflicts).toEqual([]);
  });

  it('gives no library identity to a feed holiday another feed row of that day already has', () => {
    // The library has South Australia's day under Victoria's name: South Australia keeps its own.
    const base = [auDh('2014-03-10', 'Labour Day', 'AU-SA'), auDh('2014-03-10', 'Labour Day', 'AU-VIC')];
    const official = [
      auGov('2014-03-10', 'March public holiday', 'AU-SA'),
      auGov('2014-03-10', 'Labour Day', 'AU-VIC'),
    ];
    const result = reconcile('AU', base, [{ source: 'au-data-gov', rows: official, years: years(2014) }]);
    expect(result.rows.map((r) => `${r.scope} ${r.key}`).sort()).toEqual([
      'AU-SA march public holiday',
      'AU-VIC labour day',
    ]);
    expect(result.conflicts).toEqual([]);
  });

  it('states a holiday one state moved as one conflict on each of its days, in that state', () => {
    const base = [
      auDh('2014-05-05', 'Labour Day', 'AU-QLD'),
      auDh('2014-06-09', "Queen's Birthday", 'AU-NSW'),
      auDh('2014-10-06', 'Labour Day', 'AU-NSW'),
      auDh('2014-10-06', "Queen's Birthday", 'AU-QLD'),
    ];
    const official = [
      auGov('2014-06-09', "Queen's Birthday", 'AU-NSW'),
      auGov('2014-06-09', "Queen's Birthday", 'AU-QLD'),
      auGov('2014-10-06', 'Labour Day', 'AU-NSW'),
      auGov('2014-10-06', 'Labour Day', 'AU-QLD'),
    ];
    const result = reconcile('AU', base, [{ source: 'au-data-gov', rows: official, years: years(2014) }]);
    expect(brief(result.conflicts)).toEqual([
      'different-date | labour day | 2014-10-06 [AU-QLD] | 2014-05-05 [AU-QLD] | au-data-gov',
      "different-date | queen's birthday | 2014-06-09 [AU-QLD] | 2014-10-06 [AU-QLD] | au-data-gov",
    ]);
    expect(normalised('AU', result.rows, 2014).sort()).toEqual([
      "2014-06-09 Queen's Birthday [AU-NSW,AU-QLD] regional",
      '2014-10-06 Labour Day [AU-NSW,AU-QLD] regional',
    ]);
  });

  it('reads both sources in the pair model: a listed substitute is the library’s weekend day and its day off', () => {
    const base = [
      dh('2022-12-25', 'Christmas Day'),
      dh('2022-12-27', 'Christmas Day', { substitute: true, substituteFor: '2022-12-25' }),
    ];
    const official = [uk('2022-12-27', 'Christmas Day', { substitute: true, substituteFor: '2022-12-25' })];
    const result = reconcile('GB', base, [{ source: 'gov-uk', rows: official, years: years(2022) }]);
    expect(result.conflicts).toEqual([]);
    expect(result.rows).toEqual([
      expect.objectContaining({
        source: 'gov-uk',
        date: '2022-12-27',
        names: expect.objectContaining({ de: 'Christmas Day (de)' }),
        contributors: ['date-holidays'],
      }),
    ]);
  });

  it('takes a day off the feed gives another name, or reads as a substitute, as the same day', () => {
    const hkDh = place('HK', 'date-holidays');
    const hk = place('HK', 'hk-1823');
    const base = [hkDh('2022-05-01', 'Labour Day'), hkDh('2022-05-02', 'The day following Labour Day')];
    const official = [hk('2022-05-02', 'Labour Day', null, { substitute: true, substituteFor: '2022-05-01' })];
    const result = reconcile('HK', base, [{ source: 'hk-1823', rows: official, years: years(2022) }]);
    expect(result.conflicts).toEqual([]);
    // A substitute keeps its own identity: its holiday's day is matched under it.
    expect(result.rows).toEqual([
      expect.objectContaining({ key: 'labour day', substitute: true, names: { en: 'Labour Day' } }),
    ]);
  });
});

describe('what a feed decides', () => {
  it('only the kinds of day it publishes that year: bank days it does not list stay', () => {
    const jpDh = place('JP', 'date-holidays');
    const cao = place('JP', 'jp-cao');
    const base = [
      jpDh('2019-01-01', "New Year's Day"),
      jpDh('2019-01-02', 'January 2nd', null, { type: 'bank' }),
      jpDh('2019-12-31', "New Year's Eve", null, { type: 'bank' }),
    ];
    const result = reconcile('JP', base, [
      { source: 'jp-cao', rows: [cao('2019-01-01', "New Year's Day")], years: years(2019) },
    ]);
    expect(result.rows.map((r) => `${r.date} ${r.type} ${r.source}`).sort()).toEqual([
      '2019-01-01 public jp-cao',
      '2019-01-02 bank date-holidays',
      '2019-12-31 bank date-holidays',
    ]);
    expect(result.conflicts).toEqual([]);

    // data.gov.au lists New South Wales' bank holiday from 2017 on: the library keeps it before.
    const bank = (year: number) => auDh(`${year}-08-0${year - 2013}`, 'Bank Holiday', 'AU-NSW', { type: 'bank' });
    const official = [
      auGov('2016-01-01', "New Year's Day"),
      auGov('2017-01-01', "New Year's Day"),
      auGov('2017-08-07', 'Bank Holiday', 'AU-NSW', { type: 'bank' }),
    ];
    const newYears = [auDh('2016-01-01', "New Year's Day"), auDh('2017-01-01', "New Year's Day")];
    const au = reconcile(
      'AU',
      [...newYears, bank(2016), bank(2017)],
      [{ source: 'au-data-gov', rows: official, years: years(2016, 2017) }],
    );
    expect(au.rows.filter((r) => r.key === 'bank holiday').map((r) => `${r.date} ${r.source}`)).toEqual([
      '2016-08-03 date-holidays',
      '2017-08-07 au-data-gov',
    ]);
    expect(brief(au.conflicts)).toEqual([
      'different-date | bank holiday | 2017-08-07 [AU-NSW] | 2017-08-04 [AU-NSW] | au-data-gov',
    ]);
  });

  it('a holiday of another kind in the library gives way to the feed’s day off, recorded as a different type', () => {
    const base = [
      auDh('2020-04-14', 'Easter Tuesday', 'AU-TAS', { type: 'religious' }),
      auDh('2020-04-13', 'Easter Monday'),
    ];
    const official = [auGov('2020-04-13', 'Easter Monday'), auGov('2020-04-14', 'Easter Tuesday', 'AU-TAS')];
    const result = reconcile('AU', base, [{ source: 'au-data-gov', rows: official, years: years(2020) }]);
    expect(normalised('AU', result.rows, 2020)).toEqual([
      '2020-04-13 Easter Monday [] public',
      '2020-04-14 Easter Tuesday [AU-TAS] regional',
    ]);
    expect(result.conflicts).toEqual([
      {
        country: 'AU',
        year: 2020,
        kind: 'different-type',
        key: 'easter tuesday',
        says: {
          'au-data-gov': { date: '2020-04-14', scope: ['AU-TAS'], type: 'public' },
          'date-holidays': { date: '2020-04-14', scope: ['AU-TAS'], type: 'religious' },
        },
        winner: 'au-data-gov',
      },
    ]);
  });

  it('a provisional file decides its days but lets the library add the days decided after it', () => {
    const base = [
      auDh('2022-09-22', 'National Day of Mourning'),
      ...['AU-NSW', 'AU-WA'].map((scope) => auDh('2022-09-22', 'National Day of Mourning', scope)),
      auDh('2022-09-26', "King's Birthday", 'AU-WA'),
      auDh('2022-06-13', "Queen's Birthday", 'AU-NSW'),
      auDh('2021-09-27', "Queen's Birthday", 'AU-WA'),
    ];
    const provisional = { provisional: true };
    const official = [
      auGov('2022-06-13', "Queen's Birthday", 'AU-NSW', provisional),
      auGov('2022-06-06', 'Western Australia Day', 'AU-WA', provisional),
      auGov('2021-06-07', 'Western Australia Day', 'AU-WA'),
    ];
    const result = reconcile('AU', base, [{ source: 'au-data-gov', rows: official, years: years(2021, 2022) }]);
    expect(normalised('AU', result.rows, 2022)).toEqual([
      '2022-06-06 Western Australia Day [AU-WA] regional',
      "2022-06-13 Queen's Birthday [AU-NSW] regional",
      '2022-09-22 National Day of Mourning [] public',
      "2022-09-26 King's Birthday [AU-WA] regional",
    ]);
    // 2021's file is not provisional: the library's day it lacks goes.
    expect(normalised('AU', result.rows, 2021)).toEqual(['2021-06-07 Western Australia Day [AU-WA] regional']);
    expect(brief(result.conflicts)).toEqual([
      "only-date-holidays | queen's birthday |  | 2021-09-27 [AU-WA] | au-data-gov",
      'only-official | western australia day | 2021-06-07 [AU-WA] |  | au-data-gov',
      "only-date-holidays | king's birthday |  | 2022-09-26 [AU-WA] | date-holidays",
      'only-date-holidays | national day of mourning |  | 2022-09-22 [] | date-holidays',
      'only-official | western australia day | 2022-06-06 [AU-WA] |  | au-data-gov',
    ]);
  });
});

describe('two feeds for one country', () => {
  // Both cover 2023 and disagree on the day of one holiday; only the second covers 2024.
  const first = { source: 'gov-uk', rows: [uk('2023-12-26', 'Boxing Day')], years: years(2023) };
  const second = {
    source: 'second-feed',
    rows: [row('second-feed', '2023-12-27', 'Boxing Day'), row('second-feed', '2024-12-26', 'Boxing Day')],
    years: years(2023, 2024),
  };
  const base = [dh('2023-12-26', 'Boxing Day'), dh('2024-12-26', 'Boxing Day')];
  const days = (officials: (typeof first)[]) =>
    reconcile('GB', base, officials)
      .rows.map((r) => `${r.date} ${r.source}`)
      .sort();

  it('the first listed decides a year both cover; the other decides the years only it covers', () => {
    expect(days([first, second])).toEqual(['2023-12-26 gov-uk', '2024-12-26 second-feed']);
    expect(days([second, first])).toEqual(['2023-12-27 second-feed', '2024-12-26 second-feed']);
  });

  it('records the disagreements of the feed that decides', () => {
    const conflicts = reconcile('GB', base, [second, first]).conflicts;
    expect(brief(conflicts)).toEqual(['different-date | boxing day | 2023-12-27 [] | 2023-12-26 [] | second-feed']);
  });
});
