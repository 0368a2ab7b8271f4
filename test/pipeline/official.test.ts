import { readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import type { BuildOptions } from '../../pipeline/build-run.js';
import { loadSourcesConfig } from '../../sources/config.js';
import { fixture, send, startLoopback, status, type Loopback } from '../sources/loopback.js';
import { manifestOf, readJson, tempDir } from '../helpers.js';

// Builds against official feeds served by a real loopback server: the feed
// changes between builds as gov.uk's did (a day added by proclamation, old
// years dropped, a title changed) and the snapshots must follow.

type Holiday = Record<string, unknown> & { id: string; date: string; name: string };
type Change = {
  kind: string;
  date: string;
  id: string;
  revision: number;
  country: string;
  sources: string[];
  fields: Record<string, { from: unknown; to: unknown }>;
};

const current = (dir: string) => join(dir, readlinkSync(join(dir, 'current')));
const holidays = (dir: string, country: string, year: number, version = '3.1.2') =>
  readJson<{ holidays: Holiday[] }>(join(current(dir), `${version}/${country}/${year}.json`)).holidays;
const ledger = (dir: string, country: string, year: number) =>
  readFileSync(join(current(dir), `ledger/${country}.ndjson`), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((record) => (record.date as string).startsWith(String(year)));
const changesOf = (dir: string) => {
  const manifest = manifestOf(dir);
  return readFileSync(join(current(dir), `changes/${manifest.changeLogs.at(-1)}.ndjson`), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Change);
};

describe('official sources in the build', () => {
  const dir = tempDir('official');
  let server: Loopback;
  let options: (at: string, countries?: string[], years?: [number, number]) => BuildOptions;
  const json = (file: string) => send(fixture('gov-uk', file), { contentType: 'application/json' });

  beforeAll(async () => {
    server = await startLoopback({
      '/gb': json('bank-holidays-2022-11.json'),
      '/jp': send(fixture('jp-cao', 'syukujitsu.csv'), { contentType: 'text/csv' }),
    });
    const configFile = join(dir, 'sources.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        sources: {
          'date-holidays': { urls: [] },
          'gov-uk': { urls: [server.url('/gb')], retries: 0, timeoutMs: 3000 },
          'jp-cao': { urls: [server.url('/jp')], retries: 0, timeoutMs: 3000 },
        },
      }),
    );
    const sourcesConfig = loadSourcesConfig(configFile);
    options = (at, countries = ['GB'], years = [2022, 2024]) => ({
      outDir: dir,
      countries,
      fromYear: years[0],
      toYear: years[1],
      at,
      keep: 10,
      sourcesConfig,
    });
  });

  it('takes the statutory days of a covered year from the feed, keeping date-holidays’ translations', async () => {
    const summary = await build(options('2026-01-01T00:00:00Z'));
    expect(summary.status).toBe('published');
    expect(summary.degradedSources).toEqual([]);
    const source = manifestOf(dir).sources.find((s) => s.id === 'gov-uk')!;
    expect(source).toMatchObject({ status: 'ok', coverage: { GB: [2022, 2023] } });
    expect(source.payloads![0]).toMatchObject({
      url: server.url('/gb'),
      fetchedAt: '2026-01-01T00:00:00Z',
      fromCache: false,
    });
    expect(source.payloads![0]!.digest).toMatch(/^[0-9a-f]{64}$/);

    const christmas = ledger(dir, 'GB', 2023).find((r) => r.date === '2023-12-25' && !r.substitute)!;
    expect(christmas.sources).toEqual(['date-holidays', 'gov-uk']);
    const names = readJson<Record<string, Record<string, string>>>(join(current(dir), 'ledger/GB.names.json'))[
      christmas.namesRef as string
    ]!;
    expect(names).toMatchObject({ en: 'Christmas Day', de: 'Weihnachten', fr: 'Noël' });
    // The 2022-11 feed has no coronation day yet: the feed decides, and the disagreement is recorded.
    expect(holidays(dir, 'GB', 2023).some((h) => h.date === '2023-05-08')).toBe(false);
    const conflicts = readFileSync(join(current(dir), 'conflicts.ndjson'), 'utf8');
    expect(conflicts).toMatch(/"year":2023,"kind":"only-date-holidays","key":"king charles iii's coronation"/);
    expect(summary.conflicts).toBeGreaterThan(0);
    // 2024 is outside the feed: date-holidays alone.
    expect(ledger(dir, 'GB', 2024).every((r) => (r.sources as string[]).join() === 'date-holidays')).toBe(true);
  });

  it('a later payload that adds a day gives a new record, revision 1, in the next change log', async () => {
    server.route('/gb', json('bank-holidays-2023-06.json'));
    await build(options('2026-02-01T00:00:00Z'));
    const added = changesOf(dir).filter((c) => c.kind === 'added');
    expect(added).toEqual([
      expect.objectContaining({ date: '2023-05-08', revision: 1, country: 'GB', sources: ['date-holidays', 'gov-uk'] }),
    ]);
    expect(added[0]!.fields.name).toEqual({ from: null, to: 'Bank holiday for the coronation of King Charles III' });
    expect(holidays(dir, 'GB', 2023).find((h) => h.date === '2023-05-08')).toMatchObject({
      type: 'public',
      public: true,
      revision: 1,
    });
  });

  it('a later payload that drops its oldest years deprecates nothing there', async () => {
    const before2022 = holidays(dir, 'GB', 2022);
    server.route('/gb', json('bank-holidays-2025-08.json'));
    await build(options('2026-03-01T00:00:00Z'));
    const changes = changesOf(dir);
    expect(
      changes.filter((c) => c.date.startsWith('2022')).map((c) => [c.kind, c.date, JSON.stringify(c.fields)]),
    ).toEqual([]);
    expect(changes.filter((c) => c.kind === 'deprecated')).toEqual([]);
    expect(holidays(dir, 'GB', 2022)).toEqual(before2022);
    expect(manifestOf(dir).sources.find((s) => s.id === 'gov-uk')!.coverage).toEqual({ GB: [2023, 2024] });
    // 2024 is in the feed now: its days follow gov.uk.
    expect(ledger(dir, 'GB', 2024).find((r) => r.date === '2024-12-25')!.sources).toEqual(['date-holidays', 'gov-uk']);
  });

  it('a field change on an existing day is a revision of the same id', async () => {
    const before = holidays(dir, 'GB', 2024).find((h) => h.date === '2024-05-27')!;
    const text = fixture('gov-uk', 'bank-holidays-2025-08.json')
      .toString('utf8')
      .replace(/"Spring bank holiday",(\s*)"date": "2024-05-27"/g, '"Spring Bank Holiday",$1"date": "2024-05-27"');
    expect(text).toMatch(/"Spring Bank Holiday",\s*"date": "2024-05-27"/);
    server.route('/gb', send(text, { contentType: 'application/json' }));
    await build(options('2026-04-01T00:00:00Z'));
    const revised = changesOf(dir).filter((c) => c.date === '2024-05-27');
    expect(revised).toEqual([
      expect.objectContaining({ kind: 'revised', id: before.id, revision: (before.revision as number) + 1 }),
    ]);
    expect(revised[0]!.fields.name).toEqual({ from: 'Spring bank holiday', to: 'Spring Bank Holiday' });
  });

  it('a feed that fails is stale (its last good payload is used) and deprecates nothing', async () => {
    server.route('/gb', status(500));
    const summary = await build(options('2026-05-01T00:00:00Z', ['GB'], [2022, 2025]));
    expect(summary.degradedSources).toEqual([
      { id: 'gov-uk', status: 'stale', notice: expect.stringMatching(/^gov-uk: stale: .*500/) },
    ]);
    expect(summary.deprecatedNow).toBe(0);
    expect(holidays(dir, 'GB', 2024).find((h) => h.date === '2024-05-27')!.name).toBe('Spring Bank Holiday');
  });

  it('JP records of a covered year follow the Cabinet Office file, with translations kept', async () => {
    await build(options('2026-06-01T00:00:00Z', ['JP'], [2019, 2019]));
    const jp = ledger(dir, 'JP', 2019);
    const newYear = jp.find((r) => r.date === '2019-01-01')!;
    expect(newYear).toMatchObject({ nameLocal: '元日', sources: ['date-holidays', 'jp-cao'], type: 'public' });
    const names = readJson<Record<string, Record<string, string>>>(join(current(dir), 'ledger/JP.names.json'))[
      newYear.namesRef as string
    ]!;
    expect(names).toMatchObject({ ja: '元日', de: 'Neujahr' });
    expect(jp.find((r) => r.date === '2019-05-06' && r.substitute)).toMatchObject({
      sources: ['date-holidays', 'jp-cao'],
      observed: '2019-05-06',
    });
    expect(jp.find((r) => r.date === '2019-05-05' && !r.substitute)).toMatchObject({ observed: '2019-05-06' });
    // Days the Cabinet Office does not list (bank closing days, observances) still come from date-holidays.
    expect(jp.find((r) => r.date === '2019-12-25')).toMatchObject({ sources: ['date-holidays'] });
  });
});
