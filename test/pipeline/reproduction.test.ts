import { describe, expect, it } from 'vitest';
import { officialReproduction } from '../../pipeline/reproduction.js';
import { holidayRecord } from '../records.js';
import type { HolidayRecord, SourceHoliday } from '../../core/types.js';

const feed = (date: string, en: string, scope: string | null, extra: Partial<SourceHoliday> = {}): SourceHoliday => ({
  source: 'au-data-gov',
  country: 'AU',
  scope,
  date,
  substitute: false,
  key: en.toLowerCase(),
  names: { en },
  localLanguage: 'en',
  type: 'public',
  start: `${date}T00:00:00.000Z`,
  end: `${date}T23:59:59.000Z`,
  timezone: 'Australia/Sydney',
  ...extra,
});

const record = (
  date: string,
  name: string,
  subdivisions: string[],
  extra: Partial<HolidayRecord> = {},
): HolidayRecord =>
  holidayRecord(date, name, {
    id: `${date.replaceAll('-', '')}_0`,
    country: 'AU',
    type: subdivisions.length > 0 ? 'regional' : 'public',
    subdivisions,
    regions: subdivisions.map((code) => ({ code, type: 'region' })),
    timezone: 'Australia/Sydney',
    sources: ['au-data-gov'],
    ...extra,
  });

describe('officialReproduction', () => {
  const rows = [
    // A weekend holiday that stays a day off, and the additional day beside it.
    feed('2021-12-25', 'Christmas Day', null, { observed: '2021-12-25' }),
    feed('2021-12-27', 'Christmas Day (additional day)', null),
    feed('2021-03-08', 'Labour Day', 'AU-VIC'),
    feed('2021-03-08', 'Adelaide Cup Day', 'AU-SA'),
    feed('2021-01-26', 'Australia Day', 'AU-NSW'),
    ...['ACT', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].map((state) =>
      feed('2021-01-26', 'Australia Day', `AU-${state}`),
    ),
    feed('2021-08-02', 'Bank Holiday', 'AU-NSW', { type: 'bank' }),
  ];
  const records = [
    record('2021-01-26', 'Australia Day', []),
    record('2021-03-08', 'Adelaide Cup Day', ['AU-SA']),
    record('2021-03-08', 'Labour Day', ['AU-VIC']),
    record('2021-04-05', 'Easter Monday', [], { type: 'religious' }),
    record('2021-08-02', 'Bank Holiday', ['AU-NSW'], { type: 'bank' }),
    record('2021-12-25', 'Christmas Day', []),
    record('2021-12-27', 'Christmas Day (additional day)', []),
    record('2021-12-15', 'Homecoming Day', ['GB-ALD']),
  ];

  it('finds nothing where every day of the feed is a record of its kind, place, day, observed day and name', () => {
    // A day every state lists is the nationwide record; kinds the feed does not publish and places it does not name are not its business.
    expect(officialReproduction(records, rows, [2021])).toEqual([]);
  });

  it('names each missing, extra, moved, renamed or retyped day', () => {
    const changed = [
      ...records.filter(
        (r) => !['Labour Day', 'Adelaide Cup Day', 'Bank Holiday'].includes(r.name) && r.date !== '2021-12-25',
      ),
      record('2021-03-08', 'Labour Day', ['AU-SA', 'AU-VIC']),
      record('2021-12-25', 'Christmas Day', [], { observed: '2021-12-27' }),
      record('2021-08-02', 'Bank Holiday', ['AU-NSW']),
      record('2021-11-02', 'Melbourne Cup', ['AU-VIC']),
    ];
    expect(officialReproduction(changed, rows, [2021])).toEqual([
      'au-data-gov: 2021-12-25 day off "Christmas Day": observed on 2021-12-25, the record on 2021-12-27',
      'au-data-gov: AU-NSW 2021-08-02 bank "Bank Holiday": listed, missing from the records',
      'au-data-gov: AU-NSW 2021-08-02 day off "Bank Holiday": in the records, not listed',
      'au-data-gov: AU-SA 2021-03-08 day off "Adelaide Cup Day": named "Adelaide Cup Day" (en), the record "Labour Day"',
      'au-data-gov: AU-VIC 2021-11-02 day off "Melbourne Cup": in the records, not listed',
    ]);
  });

  it('lets records add to the years of a provisional file, not take from them', () => {
    const provisional = rows.map((row) => ({ ...row, provisional: true }));
    const added = [...records, record('2021-09-22', 'National Day of Mourning', [])];
    expect(officialReproduction(added, provisional, [2021])).toEqual([]);
    expect(officialReproduction(added, rows, [2021])).toEqual([
      'au-data-gov: 2021-09-22 day off "National Day of Mourning": in the records, not listed',
    ]);
    expect(
      officialReproduction(
        records.filter((r) => r.name !== 'Labour Day'),
        provisional,
        [2021],
      ),
    ).toEqual(['au-data-gov: AU-VIC 2021-03-08 day off "Labour Day": listed, missing from the records']);
  });

  it('reads a listed substitute as the day off of the holiday it stands for, and looks at the covered years only', () => {
    const uk = (date: string, en: string, extra: Partial<SourceHoliday> = {}) => ({
      ...feed(date, en, null, extra),
      source: 'gov-uk',
      country: 'GB',
    });
    const substitute = [
      uk('2022-12-27', 'Christmas Day', { substitute: true, substituteFor: '2022-12-25' }),
      uk('2023-12-25', 'Christmas Day'),
    ];
    const built = [
      record('2022-12-25', 'Christmas Day', [], { observed: '2022-12-27' }),
      record('2022-12-27', 'Christmas Day (substitute day)', [], { substitute: true }),
    ];
    expect(officialReproduction(built, substitute, [2022])).toEqual([]);
    expect(officialReproduction([{ ...built[0]!, observed: '2022-12-25' }, built[1]!], substitute, [2022])).toEqual([
      'gov-uk: 2022-12-25 day off "Christmas Day": observed on 2022-12-27, the record on 2022-12-25',
    ]);
  });
});

describe('a feed whose category does not settle statutory status', () => {
  const hk = (date: string, en: string): SourceHoliday => ({
    ...feed(date, en, null),
    source: 'hk-1823',
    country: 'HK',
    timezone: 'Asia/Hong_Kong',
  });
  const hkRecord = (date: string, name: string, type: HolidayRecord['type']) =>
    record(date, name, [], { country: 'HK', type, sources: ['hk-1823'] });
  const rows = [
    hk('2021-04-02', 'Good Friday'),
    hk('2021-07-01', 'Hong Kong Special Administrative Region Establishment Day'),
  ];

  it('is reproduced by a general holiday typed bank (not statutory), as by one typed public', () => {
    const records = [
      hkRecord('2021-04-02', 'Good Friday', 'bank'),
      hkRecord('2021-07-01', 'Hong Kong Special Administrative Region Establishment Day', 'public'),
    ];
    expect(officialReproduction(records, rows, [2021])).toEqual([]);
    expect(officialReproduction([records[1]!], rows, [2021])).toEqual([
      'hk-1823: 2021-04-02 day off "Good Friday": listed, missing from the records',
    ]);
  });

  it('is not reproduced by a record of a type its category does not cover, nor is another feed by a bank record', () => {
    const records = [
      hkRecord('2021-04-02', 'Good Friday', 'observance'),
      hkRecord('2021-07-01', 'Hong Kong Special Administrative Region Establishment Day', 'public'),
    ];
    expect(officialReproduction(records, rows, [2021])).toEqual([
      'hk-1823: 2021-04-02 day off "Good Friday": listed, missing from the records',
    ]);
    const uk = { ...feed('2021-05-03', 'Early May bank holiday', null), source: 'gov-uk', country: 'GB' };
    expect(
      officialReproduction(
        [record('2021-05-03', 'Early May bank holiday', [], { country: 'GB', type: 'bank' })],
        [uk],
        [2021],
      ),
    ).toEqual(['gov-uk: 2021-05-03 day off "Early May bank holiday": listed, missing from the records']);
  });
});
