import { beforeAll, describe, expect, it } from 'vitest';
import type { SourceRun } from '../../sources/official.js';
import { runSource } from '../../sources/run.js';
import { sgDataGov } from '../../sources/sg-data-gov.js';
import { tempDir } from '../helpers.js';
import { describeAdapterContract } from './harness.js';
import { fixture, send, sourcesConfigFor, startLoopback } from './loopback.js';

const at = '2026-11-21T00:00:00.000Z';
const rowsOn = (run: SourceRun, date: string) => run.rows.filter((row) => row.date === date);

describeAdapterContract(sgDataGov, {
  sets: [{ files: ['PublicHolidaysfor2023.csv', 'datastore-2024.json'], coverage: { SG: [2023, 2024] } }],
  knownGaps: {
    'empty-payload':
      'an empty CSV among several reads as a file with no rows: the run is ok without its year, with no notice, and the empty body is marked good',
  },
});

describe('sg-data-gov source', () => {
  let run: SourceRun;
  beforeAll(async () => {
    const server = await startLoopback({
      '/PublicHolidaysfor2023.csv': send(fixture('sg-data-gov', 'PublicHolidaysfor2023.csv'), {
        contentType: 'text/csv',
      }),
      '/api/action/datastore_search?resource_id=d_4e19214c3a5288eab7a27235f43da4fa&limit=100': send(
        fixture('sg-data-gov', 'datastore-2024.json'),
        {
          contentType: 'application/json',
        },
      ),
    });
    const dir = tempDir('sg-data-gov');
    const urls = [
      server.url('/PublicHolidaysfor2023.csv'),
      server.url('/api/action/datastore_search?resource_id=d_4e19214c3a5288eab7a27235f43da4fa&limit=100'),
    ];
    const [config] = sourcesConfigFor(dir, { 'sg-data-gov': { urls } });
    run = await runSource(sgDataGov, config!, { cacheDir: dir, at });
  });

  it('reads a CSV download and a datastore answer over HTTP', () => {
    expect(run.status).toBe('ok');
    expect(run.rows.filter((row) => !row.substitute)).toHaveLength(22);
  });

  it('derives the in-lieu day the files leave out for a Sunday holiday', () => {
    expect(rowsOn(run, '2023-01-02')).toEqual([
      expect.objectContaining({
        key: "new year's day",
        names: { en: 'New Year\u2019s Day' },
        substitute: true,
        substituteFor: '2023-01-01',
        timezone: 'Asia/Singapore',
      }),
    ]);
    expect(rowsOn(run, '2023-11-13')).toEqual([
      expect.objectContaining({ key: 'deepavali', substitute: true, substituteFor: '2023-11-12' }),
    ]);
    expect(run.rows.filter((row) => row.substitute)).toHaveLength(4);
  });

  it('puts the day off after the run of listed holidays', () => {
    // Chinese New Year on Sunday 22 January, its second day on the Monday: the day off is Tuesday.
    expect(rowsOn(run, '2023-01-23')).toEqual([
      expect.objectContaining({ key: 'chinese new year', substitute: false }),
    ]);
    expect(rowsOn(run, '2023-01-24')).toEqual([
      expect.objectContaining({ key: 'chinese new year', substitute: true, substituteFor: '2023-01-22' }),
    ]);
    expect(rowsOn(run, '2024-02-12')).toEqual([
      expect.objectContaining({ key: 'chinese new year', substitute: true, substituteFor: '2024-02-11' }),
    ]);
  });

  it('gives a Saturday holiday no day off', () => {
    expect(rowsOn(run, '2023-04-22')).toHaveLength(1);
    expect(rowsOn(run, '2023-04-24')).toEqual([]);
  });

  it('spans a local day in Asia/Singapore', () => {
    expect(rowsOn(run, '2024-08-09')[0]).toMatchObject({
      start: '2024-08-08T16:00:00.000Z',
      end: '2024-08-09T16:00:00.000Z',
      localLanguage: 'en',
      type: 'public',
    });
  });

  it('does not derive a day off the file already lists', () => {
    const listed = sgDataGov.toHolidays(
      sgDataGov.rowSchema.parse({
        date: '2023-11-12',
        day: 'Sunday',
        holiday: 'Deepavali',
        following: [{ date: '2023-11-13', holiday: 'Deepavali (in lieu)' }],
      }),
    );
    expect(listed).toHaveLength(1);
    const inLieu = sgDataGov.toHolidays(
      sgDataGov.rowSchema.parse({ date: '2023-11-13', day: 'Monday', holiday: 'Deepavali (in lieu)', following: [] }),
    );
    expect(inLieu).toEqual([
      expect.objectContaining({
        key: 'deepavali',
        substitute: true,
        substituteFor: '2023-11-12',
        names: { en: 'Deepavali' },
      }),
    ]);
  });

  it('rejects a row whose weekday contradicts its date, naming the column', () => {
    const parsed = sgDataGov.rowSchema.safeParse({
      date: '2023-08-09',
      day: 'Friday',
      holiday: 'National Day',
      following: [],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['day'],
      message: '"Friday" is not the weekday of 2023-08-09',
    });
  });
});
