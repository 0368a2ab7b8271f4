import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitFetched } from '../../sources/commit-fetched.js';
import {
  CommittedPayloadError,
  DEFAULT_PAYLOADS_DIR,
  fileNameFor,
  readCommitted,
  readCommittedIndex,
} from '../../sources/committed.js';
import { loadSourcesConfig } from '../../sources/config.js';
import { govUk } from '../../sources/gov-uk.js';
import { officialSource } from '../../sources/registry.js';
import { evaluatePayloads, runSource, type RunOptions } from '../../sources/run.js';
import { tempDir } from '../helpers.js';
import { fixture, send, sourcesConfigFor, startLoopback, status } from './loopback.js';

const at = '2026-11-21T00:00:00Z';
const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const years = (rows: { date: string }[]) => [...new Set(rows.map((row) => Number(row.date.slice(0, 4))))].sort();

/** A payloads folder with gov-uk's committed copy of `url` (and optional archived copies). */
function committedFolder(
  url: string,
  current: { file: string; fetchedAt: string },
  archive: { file: string; fetchedAt: string }[] = [],
) {
  const dir = tempDir('payloads');
  mkdirSync(join(dir, 'gov-uk', 'archive'), { recursive: true });
  const entry = (name: string, fetchedAt: string, path: string) => {
    const body = fixture('gov-uk', name);
    writeFileSync(join(dir, 'gov-uk', path), body);
    return { url, file: path, fetchedAt, contentType: 'application/json', sha256: sha(body) };
  };
  const index = {
    source: 'gov-uk',
    payloads: [entry(current.file, current.fetchedAt, 'bank-holidays.json')],
    archive: archive.map((copy) => entry(copy.file, copy.fetchedAt, `archive/${copy.file}`)),
  };
  writeFileSync(join(dir, 'gov-uk', 'payloads.json'), JSON.stringify(index, null, 2));
  return dir;
}

async function govUkSetup(handlers: Parameters<typeof startLoopback>[0]) {
  const server = await startLoopback(handlers);
  const dir = tempDir('committed-run');
  const url = server.url('/bank-holidays.json');
  const [config] = sourcesConfigFor(dir, { 'gov-uk': { urls: [url], retries: 0 } });
  const options: RunOptions = { cacheDir: join(dir, 'cache'), at, fetch: { backoffMs: 1 } };
  return { server, url, config: config!, options, dir };
}

describe('committed payloads: the third stand-in after the fetch and the cache', () => {
  it('a feed that cannot be fetched and has no cache is read from the committed copy, and the notice says so', async () => {
    const { url, config, options } = await govUkSetup({ '/bank-holidays.json': status(404) });
    const payloads = committedFolder(url, { file: 'bank-holidays-2025-08.json', fetchedAt: '2025-08-17T00:00:00Z' });
    const run = await runSource(govUk, config, { ...options, payloadsDir: payloads });
    expect(run.status).toBe('stale');
    expect(run.notice).toBe(
      `gov-uk: stale: GET ${new URL(url).host}: HTTP 404 Not Found; using the committed copy of 2025-08-17`,
    );
    expect(run.payloads).toEqual([
      expect.objectContaining({ origin: 'committed', fetchedAt: '2025-08-17T00:00:00Z', fromCache: false }),
    ]);
    expect(years(run.rows)).toEqual([2023, 2024]);

    // Without the committed folder the same run fails.
    const bare = await runSource(govUk, config, { ...options, payloadsDir: null });
    expect(bare.status).toBe('failed');
    expect(bare.notice).toBe(
      `gov-uk: failed: GET ${new URL(url).host}: HTTP 404 Not Found; no cached or committed copy`,
    );
  });

  it('offline, nothing is fetched: the committed copy stands in', async () => {
    const { server, url, config, options } = await govUkSetup({
      '/bank-holidays.json': send(fixture('gov-uk', 'bank-holidays-2022-11.json'), { contentType: 'application/json' }),
    });
    const payloads = committedFolder(url, { file: 'bank-holidays-2025-08.json', fetchedAt: '2025-08-17T00:00:00Z' });
    const run = await runSource(govUk, config, { ...options, payloadsDir: payloads, offline: true });
    expect(server.stats('/bank-holidays.json').hits).toBe(0);
    expect(run).toMatchObject({
      status: 'stale',
      notice: expect.stringMatching(/^gov-uk: stale: offline; using the committed copy of 2025-08-17/),
    });
    expect(years(run.rows)).toEqual([2023, 2024]);
  });

  it('uses the fresher of the cached and the committed copy', async () => {
    const feed = fixture('gov-uk', 'bank-holidays-2022-11.json');
    const { server, url, config, options } = await govUkSetup({
      '/bank-holidays.json': send(feed, { contentType: 'application/json' }),
    });
    // One good fetch on 2026-11-21 fills the cache with the 2022-11 feed.
    expect((await runSource(govUk, config, { ...options, payloadsDir: null })).status).toBe('ok');
    server.route('/bank-holidays.json', status(503));
    const later = { ...options, at: '2026-11-22T00:00:00Z' };

    const older = committedFolder(url, { file: 'bank-holidays-2025-08.json', fetchedAt: '2025-08-17T00:00:00Z' });
    const withOlder = await runSource(govUk, config, { ...later, payloadsDir: older });
    expect(withOlder.payloads[0]).toMatchObject({ origin: 'cache', fetchedAt: at, digest: sha(feed) });
    expect(withOlder.notice).toMatch(/using the last good payload of 2026-11-21T00:00:00Z$/);

    const newer = committedFolder(url, { file: 'bank-holidays-2025-08.json', fetchedAt: '2026-11-21T12:00:00Z' });
    const withNewer = await runSource(govUk, config, { ...later, payloadsDir: newer });
    expect(withNewer.payloads[0]).toMatchObject({
      origin: 'committed',
      digest: sha(fixture('gov-uk', 'bank-holidays-2025-08.json')),
    });
  });

  it('archived copies give the years the current ones no longer cover, and only those', async () => {
    const { url, config, options } = await govUkSetup({ '/bank-holidays.json': status(404) });
    const payloads = committedFolder(url, { file: 'bank-holidays-2025-08.json', fetchedAt: '2025-08-17T00:00:00Z' }, [
      { file: 'bank-holidays-2022-11.json', fetchedAt: '2022-11-04T00:00:00Z' },
    ]);
    const run = await runSource(govUk, config, { ...options, payloadsDir: payloads });
    expect(years(run.rows)).toEqual([2023, 2024]);
    expect(years(run.archived)).toEqual([2022]);
    expect(run.archived.every((row) => row.source === 'gov-uk' && row.country === 'GB')).toBe(true);
  });

  it('a fetched payload byte for byte the same as a committed provisional copy is provisional too', async () => {
    const file = join(DEFAULT_PAYLOADS_DIR, 'au-data-gov', 'auspubhols_2022.csv');
    const body = readFileSync(file);
    const server = await startLoopback({ '/2022.csv': send(body, { contentType: 'text/csv' }) });
    const dir = tempDir('provisional');
    const url = server.url('/2022.csv');
    const [config] = sourcesConfigFor(dir, { 'au-data-gov': { urls: [url] } });
    const folder = (provisional: boolean) => {
      const payloads = tempDir('provisional-payloads');
      mkdirSync(join(payloads, 'au-data-gov'));
      writeFileSync(join(payloads, 'au-data-gov', 'a.csv'), body);
      const entry = {
        url,
        file: 'a.csv',
        fetchedAt: '2020-11-16T00:00:00Z',
        contentType: 'text/csv',
        sha256: sha(body),
        ...(provisional ? { provisional } : {}),
      };
      writeFileSync(
        join(payloads, 'au-data-gov', 'payloads.json'),
        JSON.stringify({ source: 'au-data-gov', payloads: [entry] }),
      );
      return payloads;
    };
    const options = { cacheDir: join(dir, 'cache'), at, fetch: { backoffMs: 1 } };
    const marked = await runSource(officialSource('au-data-gov')!, config!, { ...options, payloadsDir: folder(true) });
    expect(marked.status).toBe('ok');
    expect(marked.payloads[0]!.origin).toBe('fetched');
    expect(marked.rows.length).toBeGreaterThan(50);
    expect(marked.rows.every((row) => row.provisional === true)).toBe(true);
    const plain = await runSource(officialSource('au-data-gov')!, config!, { ...options, payloadsDir: folder(false) });
    expect(plain.rows.some((row) => row.provisional)).toBe(false);
  });

  it('a committed file that does not match its index is an error naming the file', async () => {
    const { url } = await govUkSetup({});
    const payloads = committedFolder(url, { file: 'bank-holidays-2025-08.json', fetchedAt: '2025-08-17T00:00:00Z' });
    writeFileSync(join(payloads, 'gov-uk', 'bank-holidays.json'), '{}');
    expect(() => readCommitted(payloads, 'gov-uk')).toThrow(CommittedPayloadError);
    expect(() => readCommitted(payloads, 'gov-uk')).toThrow(
      /bank-holidays\.json: sha256 [0-9a-f]{64} differs from payloads\.json/,
    );
  });

  it('every committed folder of the project is readable, matches its index and decodes through its source with no rejected row', () => {
    const config = loadSourcesConfig(join(DEFAULT_PAYLOADS_DIR, '..', '..', 'sources.config.json'));
    const folders = ['gov-uk', 'jp-cao', 'au-data-gov', 'hk-1823'];
    for (const id of folders) {
      const committed = readCommitted(DEFAULT_PAYLOADS_DIR, id)!;
      const entry = config.sources.find((source) => source.id === id)!;
      // Every configured URL has a committed copy, so an offline build has the whole feed.
      expect([...committed.byUrl.keys()].sort()).toEqual([...entry.urls].sort());
      expect(existsSync(join(DEFAULT_PAYLOADS_DIR, id, 'README.md'))).toBe(true);
      expect(readFileSync(join(DEFAULT_PAYLOADS_DIR, id, 'README.md'), 'utf8')).toMatch(/Licence: /);
      const evaluation = evaluatePayloads(
        officialSource(id)!,
        entry,
        entry.urls.map((url) => committed.byUrl.get(url)!),
      );
      expect(evaluation.ok && evaluation.rejected).toEqual([]);
      for (const set of committed.archive)
        expect(evaluatePayloads(officialSource(id)!, entry, set)).toMatchObject({ ok: true, rejected: [] });
    }
  });
});

describe('a refresh that fetched a changed payload updates the committed copy', () => {
  it('writes the new payload and its index; the old copy goes to the archive when it covered years the new one does not', async () => {
    const newer = fixture('gov-uk', 'bank-holidays-2025-08.json');
    const { url, config, options } = await govUkSetup({
      '/bank-holidays.json': send(newer, { contentType: 'application/json' }),
    });
    const payloads = committedFolder(url, { file: 'bank-holidays-2022-11.json', fetchedAt: '2022-11-04T00:00:00Z' });
    const run = await runSource(govUk, config, { ...options, payloadsDir: payloads });
    expect(run.status).toBe('ok');

    const sources = { path: 'test', sources: [config] };
    const written = commitFetched(payloads, [run], sources, options.cacheDir);
    expect(written.sort()).toEqual([
      'gov-uk/archive/bank-holidays.2022-11-04.json',
      'gov-uk/bank-holidays.json',
      'gov-uk/payloads.json',
    ]);
    expect(sha(readFileSync(join(payloads, 'gov-uk', 'bank-holidays.json')))).toBe(sha(newer));
    const index = readCommittedIndex(payloads, 'gov-uk')!;
    expect(index.payloads).toEqual([
      expect.objectContaining({ url, sha256: sha(newer), fetchedAt: at, file: 'bank-holidays.json' }),
    ]);
    expect(index.archive).toEqual([
      expect.objectContaining({
        url,
        fetchedAt: '2022-11-04T00:00:00Z',
        file: 'archive/bank-holidays.2022-11-04.json',
      }),
    ]);

    // Offline afterwards, the new copy stands in, and the archive keeps 2022.
    const offline = await runSource(
      govUk,
      { ...config, urls: ['http://127.0.0.1:9/bank-holidays.json'] },
      { ...options, payloadsDir: payloads, cacheDir: join(options.cacheDir, 'none') },
    );
    expect(offline.status).toBe('failed'); // another URL: committed copies are matched by URL
    const same = await runSource(govUk, config, { ...options, payloadsDir: payloads });
    expect(years(same.archived)).toEqual([2022]);

    // Nothing changed: nothing written.
    expect(commitFetched(payloads, [same], sources, options.cacheDir)).toEqual([]);
  });

  it('a stale or failed source commits nothing', async () => {
    const { url, config, options } = await govUkSetup({ '/bank-holidays.json': status(500) });
    const payloads = committedFolder(url, { file: 'bank-holidays-2022-11.json', fetchedAt: '2022-11-04T00:00:00Z' });
    const run = await runSource(govUk, config, { ...options, payloadsDir: payloads });
    expect(run.status).toBe('stale');
    expect(commitFetched(payloads, [run], { path: 'test', sources: [config] }, options.cacheDir)).toEqual([]);
  });

  it('names a new URL after its last path segment', () => {
    expect(fileNameFor('https://canada-holidays.ca/api/v1/holidays?year=2026')).toBe('holidays_year_2026');
    expect(fileNameFor('https://www.gov.uk/bank-holidays.json')).toBe('bank-holidays.json');
  });
});
