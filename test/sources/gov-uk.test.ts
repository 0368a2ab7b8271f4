import { beforeAll, describe, expect, it } from 'vitest';
import { normalise } from '../../pipeline/normalise.js';
import type { SourceHoliday } from '../../core/types.js';
import { govUk, usualDay } from '../../sources/gov-uk.js';
import type { SourceRun } from '../../sources/official.js';
import { runSource } from '../../sources/run.js';
import { tempDir } from '../helpers.js';
import { describeAdapterContract } from './harness.js';
import { fixture, send, sourcesConfigFor, startLoopback } from './loopback.js';

const at = '2026-11-21T00:00:00.000Z';
const find = (run: SourceRun, date: string, scope: string | null = null) =>
  run.rows.filter((row) => row.date === date && row.scope === scope);

describeAdapterContract(govUk, {
  // Three versions of the one feed, each read alone.
  sets: [
    { files: ['bank-holidays-2022-11.json'], coverage: { GB: [2022, 2023] } },
    { files: ['bank-holidays-2023-06.json'], coverage: { GB: [2022, 2023] } },
    { files: ['bank-holidays-2025-08.json'], coverage: { GB: [2023, 2024] } },
  ],
  url: () => 'https://www.gov.uk/bank-holidays.json',
});

async function runFixture(file: string): Promise<SourceRun> {
  const server = await startLoopback({
    '/bank-holidays.json': send(fixture('gov-uk', file), { contentType: 'application/json' }),
  });
  const dir = tempDir('gov-uk');
  const [config] = sourcesConfigFor(dir, { 'gov-uk': { urls: [server.url('/bank-holidays.json')] } });
  return runSource(govUk, config!, { cacheDir: dir, at, fetch: { backoffMs: 1 } });
}

describe('gov-uk source', () => {
  let run: SourceRun;
  beforeAll(async () => {
    run = await runFixture('bank-holidays-2023-06.json');
  });

  it('reads the feed over HTTP', () => {
    expect(run.status).toBe('ok');
    expect(run.notice).toBeNull();
    expect(run.payloads).toEqual([
      expect.objectContaining({ fromCache: false, bytes: fixture('gov-uk', 'bank-holidays-2023-06.json').length }),
    ]);
  });

  it('makes a day that all three divisions list nationwide', () => {
    expect(find(run, '2023-05-08')).toEqual([
      expect.objectContaining({
        key: 'bank holiday for the coronation of king charles iii',
        names: { en: 'Bank holiday for the coronation of King Charles III' },
        type: 'public',
        substitute: false,
        timezone: 'Europe/London',
        start: '2023-05-07T23:00:00.000Z',
        end: '2023-05-08T23:00:00.000Z',
      }),
    ]);
    expect(run.rows.filter((row) => row.date === '2023-05-08')).toHaveLength(1);
  });

  it('gives one row per scope for a day some divisions keep', () => {
    const summer = run.rows
      .filter((row) => row.date === '2022-08-29')
      .map((row) => row.scope)
      .sort();
    expect(summer).toEqual(['GB-ENG', 'GB-NIR', 'GB-WLS']);
    expect(find(run, '2022-08-01', 'GB-SCT')).toHaveLength(1);
    expect(find(run, '2022-03-17', 'GB-NIR')[0]).toMatchObject({ key: "st patrick's day", timezone: 'Europe/Belfast' });
  });

  it('turns "Substitute day" into a substitute for the weekend day it stands for', () => {
    expect(find(run, '2022-01-03')[0]).toMatchObject({
      key: "new year's day",
      substitute: true,
      substituteFor: '2022-01-01',
    });
    expect(find(run, '2022-12-27')[0]).toMatchObject({
      key: 'christmas day',
      substitute: true,
      substituteFor: '2022-12-25',
    });
    // Scotland's second of January: date-holidays' key, the feed's own text.
    expect(find(run, '2022-01-04', 'GB-SCT')[0]).toMatchObject({
      key: 'january 2nd',
      names: { en: '2nd January' },
      substitute: true,
      substituteFor: '2022-01-02',
    });
  });

  it('maps an extra bank holiday to a public holiday, and a moved one to a substitute', async () => {
    // June 2012: the spring bank holiday moved to make way for the Diamond Jubilee.
    const events = [
      { title: 'Spring bank holiday', date: '2012-06-04', notes: 'Substitute day', bunting: true },
      { title: 'Queen\u2019s Diamond Jubilee', date: '2012-06-05', notes: 'Extra bank holiday', bunting: true },
    ];
    const feed = Object.fromEntries(
      ['england-and-wales', 'scotland', 'northern-ireland'].map((division) => [division, { division, events }]),
    );
    const server = await startLoopback({
      '/2012.json': send(JSON.stringify(feed), { contentType: 'application/json' }),
    });
    const dir = tempDir('gov-uk-2012');
    const [config] = sourcesConfigFor(dir, { 'gov-uk': { urls: [server.url('/2012.json')] } });
    const jubilee = await runSource(govUk, config!, { cacheDir: dir, at });
    expect(find(jubilee, '2012-06-05')).toEqual([
      expect.objectContaining({
        key: "queen's diamond jubilee",
        type: 'public',
        substitute: false,
        names: { en: 'Queen\u2019s Diamond Jubilee' },
      }),
    ]);
    expect(find(jubilee, '2012-06-04')[0]).toMatchObject({
      key: 'spring bank holiday',
      substitute: true,
      substituteFor: '2012-05-28',
    });
  });

  it('folds the apostrophe for the key and keeps the text, escaped or literal', async () => {
    const literal = await runFixture('bank-holidays-2022-11.json');
    const escaped = find(run, '2022-12-26')[0]!;
    const fromLiteral = find(literal, '2022-12-26')[0]!;
    expect(escaped).toEqual(fromLiteral);
    const newYear = find(literal, '2023-01-02')[0]!;
    expect(newYear.key).toBe("new year's day");
    expect(newYear.names.en).toBe('New Year\u2019s Day');
  });

  it('gives the normaliser what it needs to pair a substitute with its holiday', () => {
    const scopes = new Map(
      ['GB-ENG', 'GB-WLS', 'GB-SCT', 'GB-NIR'].map((code) => [code, { kind: 'region' as const, parent: null }]),
    );
    const records = normalise(run.rows, { country: 'GB', fromYear: 2022, toYear: 2022, scopes });
    const original = records.find((record) => record.date === '2022-01-01' && record.subdivisions.length === 0)!;
    expect(original).toMatchObject({ observed: '2022-01-03', substitute: false, name: 'New Year\u2019s Day' });
    expect(records.find((record) => record.date === '2022-01-03')).toMatchObject({
      substitute: true,
      name: 'New Year\u2019s Day (substitute day)',
    });
  });

  it('derives the replaced day from the holiday rule', () => {
    expect(usualDay('spring bank holiday', '2012-06-04', 'england-and-wales')).toBe('2012-05-28');
    expect(usualDay('summer bank holiday', '2020-08-10', 'scotland')).toBe('2020-08-03');
    expect(usualDay("st andrew's day", '2025-12-01', 'scotland')).toBe('2025-11-30');
    expect(usualDay('an unknown day', '2025-12-01', 'scotland')).toBeUndefined();
  });

  it('names the division, event and field of a rejected event', async () => {
    const feed = JSON.parse(fixture('gov-uk', 'bank-holidays-2022-11.json').toString()) as Record<
      string,
      { events: Record<string, unknown>[] }
    >;
    delete feed.scotland!.events[1]!.title;
    const server = await startLoopback({
      '/bad.json': send(JSON.stringify(feed), { contentType: 'application/json' }),
    });
    const dir = tempDir('gov-uk-bad');
    const [config] = sourcesConfigFor(dir, { 'gov-uk': { urls: [server.url('/bad.json')] } });
    const result = await runSource(govUk, config!, { cacheDir: dir, at });
    expect(result.status).toBe('ok'); // one row of 60 is under the 5% limit
    expect(result.rejected).toEqual([
      {
        source: 'gov-uk',
        row: 'bad.json: scotland event 1',
        field: 'title',
        message: expect.stringMatching(/expected string/),
        year: 2022,
      },
    ]);
    const rows: SourceHoliday[] = result.rows;
    expect(rows.some((row) => row.date === '2022-04-15')).toBe(true);
  });
});
