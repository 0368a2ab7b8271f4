import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { auDataGov } from '../../sources/au-data-gov.js';
import {
  configPath,
  DEFAULT_CONFIG_PATH,
  loadSourcesConfig,
  SOURCE_DEFAULTS,
  sourceConfig,
  SourcesConfigError,
} from '../../sources/config.js';
import { govUk } from '../../sources/gov-uk.js';
import { jpCao } from '../../sources/jp-cao.js';
import type { SourceRun } from '../../sources/official.js';
import { NOTICE_MAX, runSource, runSources, type RunOptions } from '../../sources/run.js';
import { tempDir } from '../helpers.js';
import {
  fixture,
  hang,
  send,
  serveConditionally,
  sourcesConfigFor,
  startLoopback,
  status,
  truncate,
  type Handler,
} from './loopback.js';

const at = '2026-11-21T00:00:00.000Z';
const later = '2026-11-22T00:00:00.000Z';
const gbFeed = (file = 'bank-holidays-2023-06.json') => fixture('gov-uk', file);
const json = (body: Buffer | string): Handler => send(body, { contentType: 'application/json' });

/** A gov-uk source on one loopback path, with its own cache folder; run it as often as a test needs. */
async function govUkOn(handlers: Handler | Handler[], settings: Record<string, unknown> = {}) {
  const server = await startLoopback({ '/bank-holidays.json': handlers });
  const dir = tempDir('run');
  const [config] = sourcesConfigFor(dir, { 'gov-uk': { urls: [server.url('/bank-holidays.json')], ...settings } });
  const options: RunOptions = { cacheDir: join(dir, 'cache'), at, fetch: { backoffMs: 1 } };
  return {
    server,
    run: (runAt = at): Promise<SourceRun> => runSource(govUk, config!, { ...options, at: runAt }),
  };
}

describe('runSource: faults', () => {
  it('retries a 500 and uses the 200 that follows', async () => {
    const { server, run } = await govUkOn([status(500), json(gbFeed())]);
    const result = await run();
    expect(result).toMatchObject({ status: 'ok', notice: null });
    expect(result.rows.length).toBeGreaterThan(0);
    expect(server.stats('/bank-holidays.json').hits).toBe(2);
  });

  it('fails a source that times out and has nothing cached', async () => {
    const { run } = await govUkOn(hang, { timeoutMs: 150, retries: 0 });
    const result = await run();
    expect(result.status).toBe('failed');
    expect(result.rows).toEqual([]);
    expect(result.coverage).toEqual({});
    expect(result.notice).toMatch(
      /^gov-uk: failed: GET 127\.0\.0\.1:\d+: timed out after 150 ms; no cached or committed copy$/,
    );
  });

  it('serves a source that times out from its last good payload, as stale', async () => {
    // Long enough that the first, healthy fetch answers in time on a busy machine.
    const { run } = await govUkOn([json(gbFeed()), hang], { timeoutMs: 3_000, retries: 0 });
    const fresh = await run();
    expect(fresh.status).toBe('ok');
    const stale = await run(later);
    expect(stale.status).toBe('stale');
    expect(stale.notice).toMatch(
      /^gov-uk: stale: GET 127\.0\.0\.1:\d+: timed out after 3000 ms; using the last good payload of 2026-11-21T00:00:00Z$/,
    );
    expect(stale.rows).toEqual(fresh.rows);
    expect(stale.coverage).toEqual(fresh.coverage);
    expect(stale.payloads).toEqual([
      expect.objectContaining({ fromCache: true, digest: fresh.payloads[0]!.digest, fetchedAt: at }),
    ]);
  });

  it('revalidates with a conditional request: a 304 uses the cache, the body is downloaded once', async () => {
    const { server, run } = await govUkOn(serveConditionally(gbFeed(), 'application/json'));
    const first = await run();
    const second = await run(later);
    expect(second.status).toBe('ok');
    expect(server.stats('/bank-holidays.json').hits).toBe(2);
    expect(server.stats('/bank-holidays.json').bodiesSent).toBe(1);
    expect(second.payloads[0]).toMatchObject({
      fromCache: true,
      digest: first.payloads[0]!.digest,
      fetchedAt: later,
      etag: first.payloads[0]!.etag,
    });
    expect(second.rows).toEqual(first.rows);
  });

  it('fails on a truncated body, or falls back to the last good payload', async () => {
    const cut = truncate(gbFeed(), 'application/json');
    const alone = await govUkOn(cut, { retries: 0 });
    const failed = await alone.run();
    expect(failed.status).toBe('failed');
    expect(failed.notice).toMatch(
      /^gov-uk: failed: GET 127\.0\.0\.1:\d+: body truncated: .*; no cached or committed copy$/,
    );

    const cached = await govUkOn([json(gbFeed()), cut], { retries: 0 });
    await cached.run();
    const stale = await cached.run(later);
    expect(stale.status).toBe('stale');
    expect(stale.notice).toMatch(/body truncated/);
    expect(stale.rows.some((row) => row.date === '2023-05-08')).toBe(true);
  });

  it('fails a Shift_JIS feed served as UTF-8 or as garbage, with a clear notice', async () => {
    const utf8 = Buffer.from(new TextDecoder('shift_jis').decode(fixture('jp-cao', 'syukujitsu.csv')));
    const garbage = Buffer.from([0x82, 0x0a, 0xfd, 0xfe, 0xff, 0x0d, 0x0a]);
    const server = await startLoopback({
      '/utf8.csv': send(utf8, { contentType: 'text/csv' }),
      '/garbage.csv': send(garbage, { contentType: 'text/csv' }),
    });
    const dir = tempDir('jp-encoding');
    for (const [path, expected] of [
      ['/utf8.csv', /: body is UTF-8, expected Shift/],
      ['/garbage.csv', /: body is not valid Shift_JIS; /],
    ] as const) {
      const [config] = sourcesConfigFor(dir, { 'jp-cao': { urls: [server.url(path)] } });
      const result = await runSource(jpCao, config!, { cacheDir: join(dir, path), at });
      expect(result.status).toBe('failed');
      expect(result.rows).toEqual([]);
      expect(result.notice).toMatch(
        /^jp-cao: failed: undecodable payload: 127\.0\.0\.1:\d+: .*; no usable cached or committed copy$/,
      );
      expect(result.notice).toMatch(expected);
    }
  });

  it('fails a feed whose column was renamed, naming the field of the rejected rows', async () => {
    const renamed = fixture('au-data-gov', 'australian_public_holidays_2022.csv')
      .toString()
      .replace('Holiday Name', 'Holiday');
    const server = await startLoopback({ '/2022.csv': send(renamed, { contentType: 'text/csv' }) });
    const dir = tempDir('au-renamed');
    const [config] = sourcesConfigFor(dir, { 'au-data-gov': { urls: [server.url('/2022.csv')] } });
    const result = await runSource(auDataGov, config!, { cacheDir: dir, at });
    expect(result.status).toBe('failed');
    expect(result.rows).toEqual([]);
    expect(result.rejected).toHaveLength(45);
    expect(result.rejected[0]).toEqual({
      source: 'au-data-gov',
      row: '2022.csv: line 2',
      field: 'Holiday Name',
      message: expect.stringMatching(/expected string/),
      year: 2022,
    });
    expect(result.notice).toMatch(
      /^au-data-gov: failed: 45 of 45 rows rejected \(limit 5%\); first: 2022\.csv: line 2: .*…; no usable cached or committed copy$/,
    );
  });

  it('fails an empty feed', async () => {
    const emptyCsv = 'Date,Holiday Name,Information,More Information,Jurisdiction\r\n';
    const server = await startLoopback({ '/empty.csv': send(emptyCsv, { contentType: 'text/csv' }) });
    const dir = tempDir('au-empty');
    const [config] = sourcesConfigFor(dir, { 'au-data-gov': { urls: [server.url('/empty.csv')] } });
    const result = await runSource(auDataGov, config!, { cacheDir: dir, at });
    expect(result).toMatchObject({
      status: 'failed',
      rows: [],
      notice: 'au-data-gov: failed: empty feed (no rows); no usable cached or committed copy',
    });

    const { run } = await govUkOn(json('{}'));
    expect((await run()).notice).toMatch(/^gov-uk: failed: empty feed \(no rows\)/);
  });

  it('keeps the last good payload when a fresh one does not decode, and does not replace it', async () => {
    const { run } = await govUkOn([
      json(gbFeed()),
      send('<html>maintenance</html>', { contentType: 'application/json' }),
      json(gbFeed('bank-holidays-2025-08.json')),
    ]);
    const good = await run();
    const stale = await run(later);
    expect(stale.status).toBe('stale');
    expect(stale.notice).toMatch(
      /^gov-uk: stale: undecodable payload: 127\.0\.0\.1:\d+: not valid.*…; using the last good payload of 2026-11-21T00:00:00Z$/,
    );
    expect(stale.rows).toEqual(good.rows);
    const recovered = await run(later);
    expect(recovered.status).toBe('ok');
    expect(recovered.coverage).toEqual({ GB: [2023, 2024] });
  });
});

describe('runSource: notices', () => {
  // An address as long as the real feeds' (data.gov.au's are 170 characters): the notice names its host only.
  const longPath = `/dataset/${'b1bc6077-dadd-4f61-9f8c-002ab2cdff10/resource/'.repeat(3)}download/bank-holidays.json?format=json&limit=100`;
  /** One short line: the source and its status first, what happens last, the address never whole. */
  const expectShort = (notice: string | null, host: string) => {
    expect(notice).not.toBeNull();
    expect(Array.from(notice!).length, notice!).toBeLessThanOrEqual(NOTICE_MAX);
    expect(`notice: ${notice}`.length).toBeLessThanOrEqual(128);
    expect(notice).not.toContain('\n');
    expect(notice).not.toContain('/dataset/');
    expect(notice).not.toContain('http');
    expect(notice).toContain(host);
  };

  it('an unreachable feed: its host, the fault, and what happens (the last good payload, or it stays failed)', async () => {
    const server = await startLoopback({ [longPath]: json(gbFeed()) });
    const url = server.url(longPath);
    const host = new URL(url).host;
    const dir = tempDir('notice-unreachable');
    const [config] = sourcesConfigFor(dir, { 'gov-uk': { urls: [url], retries: 0 } });
    expect((await runSource(govUk, config!, { cacheDir: join(dir, 'cache'), at })).status).toBe('ok');
    await server.close();

    const stale = await runSource(govUk, config!, { cacheDir: join(dir, 'cache'), at: later });
    expect(stale.status).toBe('stale');
    expectShort(stale.notice, host);
    expect(stale.notice).toMatch(
      new RegExp(
        `^gov-uk: stale: GET ${host.replace(/\./g, '\\.')}: connect ECONNREFUSED\\b.*; using the last good payload of 2026-11-21T00:00:00Z$`,
      ),
    );

    const failed = await runSource(govUk, config!, { cacheDir: join(dir, 'no-cache'), at: later });
    expect(failed.status).toBe('failed');
    expectShort(failed.notice, host);
    expect(failed.notice).toMatch(
      new RegExp(
        `^gov-uk: failed: GET ${host.replace(/\./g, '\\.')}: connect ECONNREFUSED\\b.*; no cached or committed copy$`,
      ),
    );
  });

  it('a bad payload: what is wrong with it, cut with an ellipsis to fit, and what happens', async () => {
    const page = `<html><head><title>Scheduled maintenance</title></head><body>${'We will be back soon. '.repeat(20)}</body></html>`;
    const server = await startLoopback({
      [longPath]: [json(gbFeed()), send(page, { contentType: 'application/json' })],
    });
    const url = server.url(longPath);
    const host = new URL(url).host;
    const dir = tempDir('notice-bad-payload');
    const [config] = sourcesConfigFor(dir, { 'gov-uk': { urls: [url], retries: 0 } });
    expect((await runSource(govUk, config!, { cacheDir: join(dir, 'cache'), at })).status).toBe('ok');

    const stale = await runSource(govUk, config!, { cacheDir: join(dir, 'cache'), at: later });
    expect(stale.status).toBe('stale');
    expectShort(stale.notice, host);
    expect(stale.notice).toMatch(
      /^gov-uk: stale: undecodable payload: 127\.0\.0\.1:\d+: not valid.*…; using the last good payload of 2026-11-21T00:00:00Z$/,
    );

    const failed = await runSource(govUk, config!, { cacheDir: join(dir, 'no-cache'), at: later });
    expect(failed.status).toBe('failed');
    expectShort(failed.notice, host);
    expect(failed.notice).toMatch(
      /^gov-uk: failed: undecodable payload: 127\.0\.0\.1:\d+: not valid JSON: .*…; no usable cached or committed copy$/,
    );
  });
});

describe('runSource: a feed that changes between runs', () => {
  it('returns the day a later payload adds', async () => {
    const { run } = await govUkOn([
      json(gbFeed('bank-holidays-2022-11.json')),
      json(gbFeed('bank-holidays-2023-06.json')),
    ]);
    const before = await run();
    const after = await run(later);
    expect(before.rows.filter((row) => row.date === '2023-05-08')).toEqual([]);
    expect(after.rows.filter((row) => row.date === '2023-05-08')).toEqual([
      expect.objectContaining({
        scope: null,
        key: 'bank holiday for the coronation of king charles iii',
        type: 'public',
      }),
    ]);
    expect(after.rows).toHaveLength(before.rows.length + 1);
    expect(after.coverage).toEqual(before.coverage);
    expect(after.payloads[0]!.digest).not.toBe(before.payloads[0]!.digest);
  });

  it('shrinks the coverage when a later payload drops its oldest years', async () => {
    const { run } = await govUkOn([
      json(gbFeed('bank-holidays-2023-06.json')),
      json(gbFeed('bank-holidays-2025-08.json')),
    ]);
    const before = await run();
    const after = await run(later);
    expect(before.coverage).toEqual({ GB: [2022, 2023] });
    expect(after.coverage).toEqual({ GB: [2023, 2024] });
    expect(after.status).toBe('ok');
    expect(after.rows.some((row) => row.date.startsWith('2022'))).toBe(false);
    // The years both payloads cover are the same rows.
    const in2023 = (result: SourceRun) => result.rows.filter((row) => row.date.startsWith('2023'));
    expect(in2023(after)).toEqual(in2023(before));
  });
});

describe('runSources', () => {
  it('runs the enabled official sources of a configuration and skips the rest', async () => {
    const server = await startLoopback({ '/gb.json': json(gbFeed()) });
    const dir = tempDir('run-all');
    const path = join(dir, 'sources.json');
    writeFileSync(
      path,
      JSON.stringify({
        sources: {
          'date-holidays': {},
          'gov-uk': { urls: [server.url('/gb.json')] },
          'jp-cao': { urls: [server.url('/never-asked.csv')], enabled: false },
        },
      }),
    );
    const runs = await runSources(loadSourcesConfig(path), { cacheDir: dir, at });
    expect(runs.map((result) => [result.id, result.status])).toEqual([['gov-uk', 'ok']]);
    expect(server.stats('/never-asked.csv').hits).toBe(0);
  });
});

describe('sources configuration', () => {
  const dir = tempDir('config');
  const write = (name: string, content: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };
  const saved = process.env.SOURCES_CONFIG;
  afterEach(() => {
    if (saved === undefined) delete process.env.SOURCES_CONFIG;
    else process.env.SOURCES_CONFIG = saved;
  });

  it('fills the defaults for what an entry leaves out', () => {
    const config = loadSourcesConfig(
      write('defaults.json', { sources: { 'gov-uk': { urls: ['https://example.org/b.json'], retries: 0 } } }),
    );
    expect(sourceConfig(config, 'gov-uk')).toEqual({
      ...SOURCE_DEFAULTS,
      id: 'gov-uk',
      urls: ['https://example.org/b.json'],
      retries: 0,
    });
    expect(sourceConfig(config, 'jp-cao')).toBeUndefined();
  });

  it('is replaced by the file SOURCES_CONFIG names', () => {
    delete process.env.SOURCES_CONFIG;
    expect(configPath()).toBe(DEFAULT_CONFIG_PATH);
    const path = write('mirror.json', { sources: { 'jp-cao': { urls: ['http://127.0.0.1:9/syukujitsu.csv'] } } });
    process.env.SOURCES_CONFIG = path;
    const config = loadSourcesConfig();
    expect(config.path).toBe(path);
    expect(config.sources.map((source) => source.id)).toEqual(['jp-cao']);
  });

  it('refuses a bad file in one line naming the file and the field', () => {
    const cases: [unknown, RegExp][] = [
      [
        { sources: { 'gov-uk': { urls: ['https://www.gov.uk/bank-holidays.json'], retries: '2' } } },
        /: sources\.gov-uk\.retries: /,
      ],
      [
        { sources: { 'gov-uk': { urls: ['ftp://example.org/x'] } } },
        /: sources\.gov-uk\.urls\.0: must be an http\(s\) URL$/,
      ],
      [{ sources: { 'gov-uk': { urls: [] } } }, /: sources\.gov-uk\.urls: must list at least one URL$/],
      [
        { sources: { 'date-holidays': { urls: ['https://example.org'] } } },
        /: sources\.date-holidays\.urls: is computed offline and takes no URL$/,
      ],
      [
        { sources: { 'gov-uk': { urls: ['https://example.org'], timeout: 5 } } },
        /: sources\.gov-uk: Unrecognized key: "timeout"$/,
      ],
      [{ sources: { 'us-gov': { urls: ['https://example.org'] } } }, /: sources: Unrecognized key: "us-gov"$/],
      ['{"sources": ', /: not valid JSON: /],
    ];
    cases.forEach(([content, expected], index) => {
      const path = write(`bad-${index}.json`, content);
      let message = '';
      try {
        loadSourcesConfig(path);
      } catch (error) {
        expect(error).toBeInstanceOf(SourcesConfigError);
        message = (error as Error).message;
      }
      expect(message.startsWith(`sources config ${path}: `)).toBe(true);
      expect(message).toMatch(expected);
      expect(message).not.toContain('\n');
    });
    expect(() => loadSourcesConfig(join(dir, 'absent.json'))).toThrow(/^sources config .*absent\.json: cannot read: /);
  });
});
