// The change feed and the histories on a dataset of several builds whose
// change logs are far larger than the server's memory budget: the run's
// shared full offline build (every country, 36 years: about 100 MB of log),
// then two builds over it that change US holidays.
// Read through the logs' indexes, /history and /changes?country= keep the
// server within CACHE_MB plus a stated overhead; a log without an index is
// read as a stream and gives the same answers.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { readLedger } from '../../pipeline/ledger-files.js';
import { readPublished } from '../../pipeline/publish.js';
import { IndexedChangeLog, ScannedChangeLog } from '../../server/change-log.js';
import { sharedFullBuild } from '../full-build.js';
import { fullOfflineOptions } from '../golden.js';
import { tempDir } from '../helpers.js';
import { call, makeKeys, serverBundle, type TestKeys } from './helpers.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const CACHE_MB = 2;
/**
 * What the server may add besides its caches while it answers: the manifest
 * parsed once per snapshot (about 1 MB of JSON here), code compiled on first
 * use, and garbage the collector has not handed back yet (pages of 1,000
 * changes leave several MB of it; 16 MB was once exceeded by 0.5 MB on a busy
 * machine). The logs are over 2.5 times this bound, so reading one whole
 * still fails.
 */
const OVERHEAD_MB = 32;

let dataDir: string;
let keys: TestKeys;
let ids: { stPatrick: string; valentine: string; independence: string };

beforeAll(async () => {
  dataDir = tempDir('change-logs');
  // The shared build's snapshot as this dataset's first, its files hard-linked (a build never writes into a
  // published file: it writes new ones and links those that stay), so that the shared one is left as it was.
  const shared = await sharedFullBuild();
  const first = shared.split('/').pop()!;
  mkdirSync(join(dataDir, 'snapshots'));
  const copied = spawnSync('cp', ['-al', shared, join(dataDir, 'snapshots', first)], { encoding: 'utf8' });
  expect(copied.status, copied.stderr).toBe(0);
  symlinkSync(join('snapshots', first), join(dataDir, 'current'));
  const options = { ...fullOfflineOptions(dataDir), keep: 5 };
  const base = readLedger(readPublished(dataDir)!.dir, 'US');
  const find = (date: string, name: string) =>
    base.find((record) => record.date === date && record.name === name && !record.substitute)!.id;
  ids = {
    stPatrick: find('2025-03-17', "St. Patrick's Day"),
    valentine: find('2025-02-14', "Valentine's Day"),
    independence: find('2030-07-04', 'Independence Day'),
  };
  const rename = {
    action: 'rename',
    country: 'US',
    date: '2025-03-17',
    name: "St. Patrick's Day",
    to: "Saint Patrick's Day",
    entry: 0,
  } as const;
  await build({ ...options, countries: ['US'], at: '2026-02-01T00:00:00Z', corrections: [rename] });
  await build({
    ...options,
    countries: ['US'],
    at: '2026-03-01T00:00:00Z',
    corrections: [rename, { action: 'remove', country: 'US', date: '2025-02-14', name: "Valentine's Day", entry: 1 }],
  });
  keys = makeKeys();
}, 600_000);

const changesDir = () => join(dataDir, 'current', 'changes');
const logNames = () =>
  readdirSync(changesDir())
    .filter((name) => name.endsWith('.ndjson'))
    .map((name) => name.replace(/\.ndjson$/, ''));
const megabytes = (bytes: number) => bytes / 1024 / 1024;

describe('the change logs of the dataset', () => {
  it('are several, each with its index, and together far larger than the memory the server may use', () => {
    expect(logNames()).toHaveLength(3);
    for (const name of logNames()) expect(statSync(join(changesDir(), `${name}.index`)).isFile()).toBe(true);
    const total = logNames().reduce((sum, name) => sum + statSync(join(changesDir(), `${name}.ndjson`)).size, 0);
    expect(megabytes(total)).toBeGreaterThan(2.5 * (CACHE_MB + OVERHEAD_MB));
  });

  it('answer alike through the index and as a stream: every country, from several lines on, and ids', async () => {
    const [base] = logNames();
    const logPath = join(changesDir(), `${base}.ndjson`);
    const indexPath = join(changesDir(), `${base}.index`);
    const { header, bytes } = await IndexedChangeLog.readHeader(indexPath);
    const indexed = new IndexedChangeLog(logPath, indexPath, header, bytes);
    const scanned = new ScannedChangeLog(logPath);
    expect(await indexed.count()).toBe(await scanned.count());
    const countries = Object.keys(header.countries);
    expect(countries.length).toBeGreaterThan(150);
    for (const country of [...countries.filter((_, index) => index % 15 === 0), 'US', 'ZZ']) {
      for (const from of [0, 1, Math.floor(header.lines / 2), header.lines - 1, header.lines]) {
        expect(await indexed.after(from, country, 7), `${country} from ${from}`).toEqual(
          await scanned.after(from, country, 7),
        );
      }
    }
    for (const from of [0, 12_345, header.lines - 2])
      expect(await indexed.after(from, null, 50)).toEqual(await scanned.after(from, null, 50));
    for (const id of [ids.valentine, ids.independence, '20250101_ffffffffffff', '2025'])
      expect(await indexed.withId(id)).toEqual(await scanned.withId(id));
    expect((await indexed.withId(ids.valentine)).map((entry) => JSON.parse(entry.text).id)).toEqual([ids.valentine]);
  });
});

describe('a server with CACHE_MB=2', () => {
  let child: ChildProcess;
  let url: string;
  beforeAll(async () => {
    child = spawn(process.execPath, [serverBundle()], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        KEYS_FILE: keys.file,
        CACHE_MB: String(CACHE_MB),
        WORKERS: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk;
        const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      child.on('exit', (code) => reject(new Error(`the server exited (${code}) before serving: ${out}`)));
    });
  });

  afterAll(() => {
    child?.kill('SIGTERM');
  });

  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;

  it(`answers /history and /changes?country= within CACHE_MB + ${OVERHEAD_MB} MB`, async () => {
    const key = keys.key.titan;
    // Warm up on what every request touches (keys, the countries file, the answer path), not on the change logs.
    for (const path of [
      '/v3/public-holidays/list?country=US&year=2025',
      '/v3/public-holidays/list?country=DE&year=2030',
      '/v3/public-holidays/countries',
    ]) {
      expect((await call(url, path, { key })).status).toBe(200);
    }
    const baseline = rssMb();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 2);
    try {
      const valentine = await call(url, `/v3/public-holidays/${ids.valentine}/history`, { key });
      expect(valentine.json.revisions.map((revision: { kind: string }) => revision.kind)).toEqual([
        'added',
        'deprecated',
      ]);
      const stPatrick = await call(url, `/v3/public-holidays/${ids.stPatrick}/history`, { key });
      expect(stPatrick.json.revisions.map((revision: { kind: string }) => revision.kind)).toEqual(['added', 'revised']);
      expect((await call(url, `/v3/public-holidays/${ids.independence}/history`, { key })).json.revisions).toHaveLength(
        1,
      );
      expect((await call(url, '/v3/public-holidays/20250101_ffffffffffff/history', { key })).status).toBe(404);
      // Every US change, a page at a time, and the first page of a few other countries.
      let since: string | undefined;
      let pages = 0;
      for (let more = true; more; pages++) {
        const page = await call(
          url,
          `/v3/public-holidays/changes?country=US&limit=1000${since ? `&since=${since}` : ''}`,
          { key },
        );
        expect(page.status).toBe(200);
        since = page.json.next_cursor;
        more = page.json.has_more;
      }
      expect(pages).toBeGreaterThan(1);
      for (const country of ['DE', 'JP', 'BR', 'ZW'])
        expect(
          (await call(url, `/v3/public-holidays/changes?country=${country}&limit=100`, { key })).json.changes,
        ).toHaveLength(100);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssMb());
    expect(peak - baseline, `RSS went from ${baseline.toFixed(1)} MB to ${peak.toFixed(1)} MB`).toBeLessThan(
      CACHE_MB + OVERHEAD_MB,
    );
  });
});
