import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import type { BuildOptions } from '../../pipeline/build-run.js';
import { CONTRACT_VERSIONS, type ContractVersion } from '../../core/contracts.js';
import { ID_PATTERN } from '../../core/ids.js';
import { sha256 } from '../../pipeline/publish.js';
import { ContractValidator, ValidationFailed } from '../../pipeline/validate.js';
import { loadCorrections } from '../../sources/corrections.js';
import { manifestOf, projectRoot, readJson, tempDir } from '../helpers.js';

const base = (outDir: string, extra: Partial<BuildOptions> = {}): BuildOptions => ({
  outDir,
  countries: ['US', 'GB', 'JP'],
  fromYear: 2024,
  toYear: 2025,
  at: '2026-01-01T00:00:00Z',
  keep: 5,
  ...extra,
});

const filesOf = (dataDir: string) => manifestOf(dataDir).files;
const current = (dataDir: string) => join(dataDir, readlinkSync(join(dataDir, 'current')));
type YearFile = { country: string; year: number; dataVersion: string; holidays: Record<string, unknown>[] };

describe('a build', () => {
  const dir = tempDir('build');

  it('publishes a snapshot: the pointer, a manifest, and a digest per file', async () => {
    const summary = await build(base(dir));
    expect(summary).toMatchObject({ status: 'published', snapshot: '000001-20260101T000000Z', countries: 3 });
    expect(summary.added).toBe(summary.records);
    expect(readlinkSync(join(dir, 'current'))).toBe('snapshots/000001-20260101T000000Z');
    const manifest = manifestOf(dir);
    expect(manifest).toMatchObject({
      sequence: 1,
      previous: null,
      createdAt: '2026-01-01T00:00:00Z',
      coverage: { US: { from: 2024, to: 2025 } },
    });
    expect(manifest.sources[0]).toMatchObject({ id: 'date-holidays', version: '3.37.0', status: 'ok' });
    for (const [path, digest] of Object.entries(manifest.files)) {
      expect(sha256(readFileSync(join(current(dir), path))), path).toBe(digest);
    }
    for (const version of CONTRACT_VERSIONS) expect(manifest.files[`${version}/US/2025.json`]).toBeDefined();
    expect(manifest.files['3.1.0/countries.json']).toBeDefined();
  });

  it('holds nothing but the files its manifest lists; the change log is the lines of every country, country by country', async () => {
    // On worker threads, which leave their change-log lines in the draft's scratch folder for the main thread.
    const threaded = tempDir('build-threads');
    await build(base(threaded, { workers: 2 }));
    const manifest = manifestOf(threaded);
    const onDisk = readdirSync(current(threaded), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(current(threaded).length + 1))
      .filter((path) => path !== 'manifest.json')
      .sort();
    expect(onDisk).toEqual(Object.keys(manifest.files).sort());
    const lines = readFileSync(join(current(threaded), `changes/${manifest.snapshot}.ndjson`), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { country: string; change: string });
    expect(lines.length).toBe(manifest.counts.changes.added);
    expect(lines.length).toBeGreaterThan(0);
    expect([...new Set(lines.map((line) => line.country))]).toEqual(['GB', 'JP', 'US']);
    expect(lines.map((line) => line.country)).toEqual(lines.map((line) => line.country).sort());
  });

  it('emits only files that validate against their contract schema, with unique well-formed ids', () => {
    const validator = new ContractValidator();
    let checked = 0;
    for (const path of Object.keys(filesOf(dir))) {
      const version = path.split('/')[0] as ContractVersion;
      if (!CONTRACT_VERSIONS.includes(version)) continue;
      const value = readJson<YearFile>(join(current(dir), path));
      const kind = path.endsWith('countries.json') ? 'countriesFile' : 'yearFile';
      expect(validator.check(version, kind, value, path), path).toEqual([]);
      if (kind === 'yearFile') {
        const ids = value.holidays.map((h) => h.id as string);
        expect(new Set(ids).size, `unique ids in ${path}`).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(ID_PATTERN);
        for (const holiday of value.holidays)
          expect((holiday.id as string).slice(0, 8)).toBe((holiday.date as string).replaceAll('-', ''));
      }
      checked++;
    }
    expect(checked).toBe(CONTRACT_VERSIONS.length * (3 * 2 + 1));
  });

  it('projects each contract version: public, regions and the 3.1.2 fields', () => {
    const read = (version: string) => readJson<YearFile>(join(current(dir), `${version}/GB/2025.json`)).holidays;
    const regional = (list: Record<string, unknown>[]) => list.find((h) => h.type === 'regional')!;
    expect(regional(read('3.1.0'))).toMatchObject({ public: false, dataVersion: '3.1.0' });
    expect(regional(read('3.1.1'))).toMatchObject({ public: true, dataVersion: '3.1.1' });
    expect(regional(read('3.1.2'))).toMatchObject({
      public: true,
      variant: 1,
      revision: 1,
      updatedAt: '2026-01-01T00:00:00Z',
    });
    expect(regional(read('3.0.0'))).not.toHaveProperty('regions');
    expect(regional(read('3.0.0'))).not.toHaveProperty('localLanguage');
    const christmas = read('3.1.0').find((h) => h.date === '2025-12-25')!;
    expect(christmas).toMatchObject({
      start: '2025-12-25T00:00:00Z',
      end: '2025-12-25T23:59:59Z',
      weekday: { date: { name: 'Thursday', numeric: 4 }, observed: { name: 'Thursday', numeric: 4 } },
      public: true,
      subdivisions: [],
      regions: [],
    });
  });

  it('does nothing when the inputs are unchanged: no snapshot, no file written', async () => {
    const summary = await build(base(dir, { at: '2026-02-01T00:00:00Z' }));
    expect(summary).toMatchObject({
      status: 'unchanged',
      snapshot: '000001-20260101T000000Z',
      added: 0,
      revised: 0,
      deprecatedNow: 0,
      written: 0,
    });
    expect(readdirSync(join(dir, 'snapshots'))).toEqual(['000001-20260101T000000Z']);
  });

  it('keeps ids and publishes nothing when a forced rebuild changes nothing', async () => {
    const summary = await build(base(dir, { at: '2026-02-01T00:00:00Z', force: true }));
    expect(summary).toMatchObject({ status: 'unchanged', added: 0, revised: 0, deprecatedNow: 0 });
    expect(readdirSync(join(dir, 'snapshots'))).toEqual(['000001-20260101T000000Z']);
  });
});

describe('change scenarios across builds', () => {
  const dir = tempDir('changes');
  const correctionsFile = join(dir, 'corrections.json');

  it('records additions, renames, moves and removals; leaves 3.0.0 files untouched', async () => {
    await build(base(dir, { countries: ['US', 'DE'], fromYear: 2025, toYear: 2026 }));
    const first = manifestOf(dir);
    const frozen = join(current(dir), '3.0.0/US/2026.json');
    const frozenInode = statSync(frozen).ino;
    const frozenBytes = readFileSync(frozen, 'utf8');
    const independence = readJson<YearFile>(join(current(dir), '3.1.2/US/2026.json')).holidays.find(
      (h) => h.date === '2026-07-04',
    )!;

    writeFileSync(
      correctionsFile,
      JSON.stringify({
        corrections: [
          { action: 'add', country: 'US', date: '2026-06-01', name: 'Extra Day', type: 'public' },
          { action: 'rename', country: 'US', date: '2026-07-04', name: 'Independence Day', to: 'Fourth of July' },
          { action: 'move', country: 'DE', date: '2026-10-03', name: 'Tag der Deutschen Einheit', to: '2026-10-05' },
          { action: 'remove', country: 'US', date: '2026-11-11', name: 'Veterans Day' },
        ],
      }),
    );
    const summary = await build(
      base(dir, {
        countries: ['US', 'DE'],
        fromYear: 2025,
        toYear: 2026,
        at: '2026-02-01T00:00:00Z',
        corrections: loadCorrections(correctionsFile),
      }),
    );
    expect(summary).toMatchObject({ status: 'published', snapshot: '000002-20260201T000000Z' });
    const changes = readFileSync(join(current(dir), 'changes/000002-20260201T000000Z.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as {
            kind: string;
            date: string;
            country: string;
            id: string;
            revision: number;
            fields: Record<string, { from: unknown; to: unknown }>;
          },
      );
    const summaryOf = changes.map((c) => `${c.country} ${c.date} ${c.kind} r${c.revision}`);
    expect(summaryOf).toEqual([
      'DE 2026-10-03 deprecated r2',
      'DE 2026-10-05 added r1',
      'US 2026-06-01 added r1',
      'US 2026-07-03 revised r2', // the substitute day (Friday) carries the new name too
      'US 2026-07-04 revised r2',
      'US 2026-11-11 deprecated r2',
    ]);
    const renamed = changes.find((c) => c.date === '2026-07-04')!;
    expect(renamed.id).toBe(independence.id);
    expect(renamed.fields.name).toEqual({ from: 'Independence Day', to: 'Fourth of July' });

    const live = readJson<YearFile>(join(current(dir), '3.1.2/US/2026.json')).holidays;
    expect(live.find((h) => h.id === independence.id)).toMatchObject({
      name: 'Fourth of July',
      revision: 2,
      updatedAt: '2026-02-01T00:00:00Z',
    });
    expect(live.find((h) => h.date === '2026-11-11' && h.name === 'Veterans Day')).toMatchObject({
      deprecated: true,
      revision: 2,
    });
    // The frozen contract is the first build's: same inode, same bytes.
    expect(statSync(join(current(dir), '3.0.0/US/2026.json')).ino).toBe(frozenInode);
    expect(readFileSync(join(current(dir), '3.0.0/US/2026.json'), 'utf8')).toBe(frozenBytes);
    const second = manifestOf(dir);
    expect(second.changeLogs).toEqual(['000001-20260101T000000Z', '000002-20260201T000000Z']);
    expect(second.counts.changes).toEqual({ added: 2, revised: 2, deprecated: 2, revived: 0 });
    expect(second.previous).toBe(first.snapshot);
  });

  it('revives a removed day when the correction is withdrawn', async () => {
    writeFileSync(correctionsFile, JSON.stringify({ corrections: [] }));
    await build(
      base(dir, { countries: ['US', 'DE'], fromYear: 2025, toYear: 2026, at: '2026-03-01T00:00:00Z', corrections: [] }),
    );
    const changes = readFileSync(join(current(dir), 'changes/000003-20260301T000000Z.ndjson'), 'utf8');
    expect(changes).toMatch(/"date":"2026-11-11","kind":"revived","revision":3/);
    expect(changes).toMatch(/"date":"2026-10-03","kind":"revived","revision":3/);
    expect(changes).toMatch(/"date":"2026-06-01","kind":"deprecated","revision":2/);
  });

  it('a narrower build keeps the other countries as published (same files)', async () => {
    const before = manifestOf(dir);
    const deInode = statSync(join(current(dir), '3.1.0/DE/2026.json')).ino;
    await build(
      base(dir, {
        countries: ['US'],
        fromYear: 2026,
        toYear: 2026,
        at: '2026-04-01T00:00:00Z',
        corrections: [
          {
            action: 'add',
            country: 'US',
            date: '2026-06-02',
            name: 'Another Day',
            type: 'observance',
            subdivisions: [],
            entry: 0,
          },
        ],
      }),
    );
    const after = manifestOf(dir);
    expect(after.coverage).toEqual(before.coverage);
    expect(statSync(join(current(dir), '3.1.0/DE/2026.json')).ino).toBe(deInode);
    expect(after.files['3.1.0/US/2025.json']).toBe(before.files['3.1.0/US/2025.json']);
    expect(after.counts.records).toBe(before.counts.records + 1);
  });
});

describe('determinism', () => {
  const one = tempDir('det-a');
  const two = tempDir('det-b');

  it('two builds of the same inputs at the same snapshot time are byte-identical', async () => {
    await build(base(one, { countries: ['GB', 'AE', 'AU'], workers: 2 }));
    await build(base(two, { countries: ['GB', 'AE', 'AU'], workers: 1 }));
    const a = manifestOf(one);
    expect(readFileSync(join(current(one), 'manifest.json'))).toEqual(
      readFileSync(join(current(two), 'manifest.json')),
    );
    expect(Object.keys(a.files).length).toBeGreaterThan(30);
    for (const path of Object.keys(a.files)) {
      expect(readFileSync(join(current(one), path)).equals(readFileSync(join(current(two), path))), path).toBe(true);
    }
  });
});

describe('nothing bad is published', () => {
  const dir = tempDir('faults');

  it('a worker out of memory stops the build at its limit, naming the country; the published snapshot stays', async () => {
    const hoarding = tempDir('hoard');
    await build(base(hoarding, { countries: ['GB'], fromYear: 2025, toYear: 2025 }));
    process.env.HOLIDAYS_FAULT = 'hoard:JP';
    try {
      const error = await build(
        base(hoarding, {
          countries: ['GB', 'JP'],
          fromYear: 2025,
          toYear: 2025,
          at: '2026-02-01T00:00:00Z',
          workers: 2,
        }),
      ).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(/^country JP failed: .*reaching memory limit/);
    } finally {
      delete process.env.HOLIDAYS_FAULT;
    }
    expect(readlinkSync(join(hoarding, 'current'))).toBe('snapshots/000001-20260101T000000Z');
    expect(readdirSync(join(hoarding, 'snapshots'))).toEqual(['000001-20260101T000000Z']);
  });

  it('a broken record stops the publish, naming the file, the record and the rule', async () => {
    await build(base(dir, { countries: ['GB'], fromYear: 2025, toYear: 2025 }));
    process.env.HOLIDAYS_FAULT = 'corrupt:US';
    try {
      const error = await build(
        base(dir, { countries: ['GB', 'US'], fromYear: 2025, toYear: 2025, at: '2026-02-01T00:00:00Z' }),
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationFailed);
      const violation = (error as ValidationFailed).violations.find((v) => v.rule.startsWith('format'))!;
      expect(violation.file).toBe('3.0.0/US/2025.json');
      expect(violation.record).toMatch(/^holidays\[0\] \(id 20250101_[0-9a-f]{12}\)$/);
      expect(violation.rule).toBe('format at #/$defs/day/format');
      expect((error as Error).message).toMatch(
        /^invalid output, nothing published: 3\.0\.0\/US\/2025\.json: holidays\[0\]/,
      );
    } finally {
      delete process.env.HOLIDAYS_FAULT;
    }
    expect(readlinkSync(join(dir, 'current'))).toBe('snapshots/000001-20260101T000000Z');
    expect(readdirSync(join(dir, 'snapshots'))).toEqual(['000001-20260101T000000Z']);
  });

  for (const [point, year] of [
    ['before-rename', '2026'],
    ['before-switch', '2027'],
  ] as const) {
    it(`a build killed while publishing (${point}) leaves the prior snapshot served; the next build succeeds`, () => {
      // Each case builds a year not published yet, so that there is something to publish.
      const cli = (extra: string[], env: Record<string, string> = {}) =>
        spawnSync(
          process.execPath,
          ['--import', 'tsx', 'pipeline/cli.ts', 'build', '--out', dir, '--countries', 'GB', '--years', year, ...extra],
          {
            cwd: projectRoot,
            env: { ...process.env, ...env },
            encoding: 'utf8',
          },
        );
      const before = readlinkSync(join(dir, 'current'));
      const killed = cli(['--at', `${year}-05-01T00:00:00Z`], { HOLIDAYS_FAULT: `crash:${point}` });
      expect(killed.signal).toBe('SIGKILL');
      expect(readlinkSync(join(dir, 'current'))).toBe(before);
      const manifest = manifestOf(dir);
      for (const [path, digest] of Object.entries(manifest.files))
        expect(sha256(readFileSync(join(current(dir), path)))).toBe(digest);

      const next = cli(['--at', `${year}-05-02T00:00:00Z`]);
      expect(next.status, next.stderr).toBe(0);
      expect(next.stdout).toMatch(/^ {2}published +snapshot/m);
      expect(readlinkSync(join(dir, 'current'))).not.toBe(before);
      expect(readdirSync(join(dir, 'snapshots')).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
      expect(manifestOf(dir).coverage.GB!.to).toBe(Number(year));
    });
  }

  it('keeps the newest snapshots only, and the whole change history in each', async () => {
    const keepDir = tempDir('keep');
    for (const [index, year] of [2024, 2025, 2026].entries()) {
      await build(
        base(keepDir, {
          countries: ['GB'],
          fromYear: year,
          toYear: year,
          at: `2026-0${index + 1}-01T00:00:00Z`,
          keep: 2,
        }),
      );
    }
    expect(readdirSync(join(keepDir, 'snapshots'))).toEqual(['000002-20260201T000000Z', '000003-20260301T000000Z']);
    const manifest = manifestOf(keepDir);
    expect(manifest.changeLogs).toHaveLength(3);
    for (const log of manifest.changeLogs)
      expect(existsSync(join(current(keepDir), `changes/${log}.ndjson`))).toBe(true);
    expect(manifest.coverage.GB).toEqual({ from: 2024, to: 2026 });
  });
});
