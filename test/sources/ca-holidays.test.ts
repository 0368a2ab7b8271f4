import { beforeAll, describe, expect, it } from 'vitest';
import { normalise } from '../../pipeline/normalise.js';
import { caHolidays } from '../../sources/ca-holidays.js';
import type { SourceRun } from '../../sources/official.js';
import { runSource } from '../../sources/run.js';
import { tempDir } from '../helpers.js';
import { describeAdapterContract } from './harness.js';
import { fixture, send, sourcesConfigFor, startLoopback } from './loopback.js';

const at = '2026-11-21T00:00:00.000Z';
const rowsOn = (run: SourceRun, date: string) => run.rows.filter((row) => row.date === date);

describeAdapterContract(caHolidays, {
  sets: [{ files: ['holidays-2023.json', 'holidays-2024.json'], coverage: { CA: [2023, 2024] } }],
  url: (file) => `https://canada-holidays.ca/api/v1/holidays?year=${/\d{4}/.exec(file)![0]}`,
});

describe('ca-holidays source', () => {
  let run: SourceRun;
  beforeAll(async () => {
    const server = await startLoopback({
      '/api/v1/holidays?year=2023': send(fixture('ca-holidays', 'holidays-2023.json'), {
        contentType: 'application/json; charset=utf-8',
      }),
      '/api/v1/holidays?year=2024': send(fixture('ca-holidays', 'holidays-2024.json'), {
        contentType: 'application/json; charset=utf-8',
      }),
    });
    const dir = tempDir('ca-holidays');
    const urls = [server.url('/api/v1/holidays?year=2023'), server.url('/api/v1/holidays?year=2024')];
    const [config] = sourcesConfigFor(dir, { 'ca-holidays': { urls } });
    run = await runSource(caHolidays, config!, { cacheDir: dir, at });
  });

  it('reads one year per URL over HTTP (JSON with a charset)', () => {
    expect(run.status).toBe('ok');
    expect(run.payloads).toHaveLength(2);
  });

  it('makes federal days nationwide, with English and French names and the observed day', () => {
    expect(rowsOn(run, '2023-01-01')).toEqual([
      expect.objectContaining({
        scope: null,
        key: "new year's day",
        names: { en: 'New Year\u2019s Day', fr: 'Jour de l\u2019An' },
        observed: '2023-01-02',
        substitute: false,
        type: 'public',
        timezone: 'America/Toronto',
      }),
    ]);
    expect(rowsOn(run, '2023-11-11')).toEqual([
      expect.objectContaining({ scope: null, key: 'remembrance day', observed: '2023-11-13' }),
    ]);
    expect(rowsOn(run, '2023-04-07')[0]!.observed).toBeUndefined();
  });

  it('gives provincial days one row per province, in its zone', () => {
    const familyDay = rowsOn(run, '2023-02-20');
    expect(familyDay.map((row) => row.scope)).toEqual(['CA-AB', 'CA-BC', 'CA-NB', 'CA-ON', 'CA-SK']);
    expect(familyDay.find((row) => row.scope === 'CA-BC')).toMatchObject({
      timezone: 'America/Vancouver',
      start: '2023-02-20T08:00:00.000Z',
      end: '2023-02-21T08:00:00.000Z',
      names: { en: 'Family Day', fr: 'Fête de la famille' },
    });
    expect(rowsOn(run, '2023-06-24')).toEqual([
      expect.objectContaining({ scope: 'CA-QC', key: 'saint-jean-baptiste day' }),
    ]);
    expect(rowsOn(run, '2024-02-19')).toEqual([expect.objectContaining({ scope: 'CA-MB', key: 'louis riel day' })]);
  });

  it('types an optional provincial holiday as an observance', () => {
    const civic = rowsOn(run, '2023-08-07');
    expect(civic.find((row) => row.scope === 'CA-AB')).toMatchObject({ type: 'observance' });
    expect(civic.filter((row) => row.type === 'public').map((row) => row.scope)).toEqual(['CA-NT', 'CA-NU', 'CA-SK']);
  });

  it('lets the normaliser pair a moved day with its holiday', () => {
    const records = normalise(run.rows, { country: 'CA', fromYear: 2023, toYear: 2023, scopes: new Map() });
    expect(records.find((record) => record.date === '2023-07-01')).toMatchObject({
      observed: '2023-07-03',
      substitute: false,
    });
    expect(records.find((record) => record.date === '2023-07-03')).toMatchObject({
      key: 'canada day',
      substitute: true,
      names: { en: 'Canada Day (substitute day)', fr: 'Fête du Canada (jour substitut)' },
    });
  });

  it('rejects a holiday with an unknown province, naming the field', async () => {
    const data = JSON.parse(fixture('ca-holidays', 'holidays-2024.json').toString()) as {
      holidays: { provinces: { id: string }[] }[];
    };
    data.holidays[1]!.provinces[0]!.id = 'XX';
    const server = await startLoopback({
      '/api/v1/holidays?year=2024': send(JSON.stringify(data), { contentType: 'application/json' }),
    });
    const dir = tempDir('ca-bad');
    const [config] = sourcesConfigFor(dir, {
      'ca-holidays': { urls: [server.url('/api/v1/holidays?year=2024')], maxRejectedShare: 0.5 },
    });
    const result = await runSource(caHolidays, config!, { cacheDir: dir, at });
    expect(result.rejected).toEqual([
      expect.objectContaining({
        source: 'ca-holidays',
        row: 'holidays?year=2024: holiday 1',
        field: 'provinces.0.id',
        year: 2024,
      }),
    ]);
  });
});
