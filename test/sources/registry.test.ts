// The source registry, both ways. Forward: every official source in
// sources/registry.ts is one module that describes itself (its id, type rows,
// content rules, licence and attribution) and has fixtures, a test that runs
// the adapter contract (test/sources/harness.ts), committed payloads (or a
// note why not), its entry in sources.config.json and its row in
// ATTRIBUTION.md; SOURCE_IDS, the type table and the content rules are read
// from the registry. Back: every file of sources/, every fixture folder,
// every committed-payload folder and every test of test/sources/ belongs to a
// registered source or to a listed module, so that nothing is added beside
// the registry unchecked.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG_PATH, loadSourcesConfig, SOURCE_IDS, sourceConfig } from '../../sources/config.js';
import { CONTENT_RULES } from '../../sources/content-checks.js';
import { provenance as dateHolidaysProvenance } from '../../sources/date-holidays.js';
import type { OfficialSource } from '../../sources/official.js';
import { OFFICIAL_SOURCES, type OfficialSourceId } from '../../sources/registry.js';
import { mapType, TYPE_TABLE } from '../../sources/type-table.js';
import { projectRoot } from '../helpers.js';
import { NO_COMMITTED_PAYLOADS } from './no-committed-payloads.js';

const official = Object.keys(OFFICIAL_SOURCES) as OfficialSourceId[];
/** Sources computed on this machine (no adapter, no URL): a file of sources/ and a test each, nothing else. */
const computed = SOURCE_IDS.filter((id) => !(official as readonly string[]).includes(id));

/**
 * The modules of sources/ that are no source, each with the test file of
 * test/sources/ that covers it (and imports it). A module without a test file
 * of its own names the one that covers it.
 */
const MODULES: Readonly<Record<string, string>> = {
  amendments: 'amendments.test.ts',
  'commit-fetched': 'committed.test.ts',
  committed: 'committed.test.ts',
  config: 'run.test.ts',
  'content-checks': 'content-checks.test.ts',
  'content-rules': 'content-checks.test.ts',
  'country-definitions': 'country-definitions.test.ts',
  'country-files': 'country-files.test.ts',
  corrections: 'amendments-places.test.ts', // and amendments.test.ts
  decoding: 'fetch.test.ts',
  'english-names': 'english-names.test.ts',
  fetch: 'fetch.test.ts',
  'library-holiday-lists': 'library-holiday-lists.test.ts',
  'library-rule-copies': 'library-rule-copies.test.ts',
  'library-time-zones': 'library-time-zones.test.ts',
  'lunar-dates': 'lunar-dates.test.ts',
  official: 'run.test.ts',
  'payload-cache': 'fetch.test.ts',
  registry: 'registry.test.ts',
  'religious-days': 'religious-days.test.ts',
  'rows-by-day': 'rows-by-day.test.ts',
  run: 'run.test.ts',
  'subdivision-removals': 'subdivision-removals.test.ts',
  transport: 'fetch.test.ts',
  'type-table': 'registry.test.ts',
  workdays: 'workdays.test.ts',
};

/** Folders of sources/, and what they hold. */
const SOURCE_FOLDERS: Readonly<Record<string, string>> = {
  payloads: 'committed payloads, one folder per official source (checked below)',
  calendars: 'calendar engines, tested in test/sources/calendars/',
};
/** Folders of test/sources/ beside the per-file tests. */
const TEST_FOLDERS: Readonly<Record<string, string>> = {
  calendars: 'tests of the calendar engines of sources/calendars/',
};
/** Folders of test/fixtures/ that belong to no source. */
const OTHER_FIXTURES: Readonly<Record<string, string>> = {
  golden: 'golden files of every country and of the contracts (test/pipeline/golden.test.ts, contracts.test.ts)',
  calendars: 'reference tables of the calendar engines of sources/calendars/, tested in test/sources/calendars/',
  'contract-schemas':
    'each contract version resolved and its sample files with their verdicts (test/pipeline/schema-versions.test.ts)',
  'country-expectations':
    'cited days of each country the project defines (countries/), checked through the API (test/server/dataset/calendars/defined-countries.ts)',
};

const path = (...parts: string[]) => join(projectRoot, ...parts);
const entries = (folder: string) =>
  existsSync(path(folder)) ? readdirSync(path(folder), { withFileTypes: true }) : [];
const folders = (folder: string) =>
  entries(folder)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const files = (folder: string, ending: string) =>
  entries(folder)
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => entry.name.slice(0, -ending.length))
    .sort();
const isOfficial = (id: string) => (official as readonly string[]).includes(id);
const isSource = (id: string) => (SOURCE_IDS as readonly string[]).includes(id);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name sources/<id>.ts exports the adapter under. */
async function exportNameOf(id: OfficialSourceId): Promise<string | undefined> {
  const module = (await import(`../../sources/${id}.ts`)) as Record<string, unknown>;
  return Object.entries(module).find(([, value]) => value === (OFFICIAL_SOURCES[id] as OfficialSource))?.[0];
}

describe('source registry: every official source has what a source needs', () => {
  it('agrees with sources.config.json: every source listed, with real upstream URLs', () => {
    const config = loadSourcesConfig(DEFAULT_CONFIG_PATH);
    expect(config.sources.map((source) => source.id)).toEqual([...SOURCE_IDS]);
    for (const id of computed) expect(sourceConfig(config, id)!.urls, id).toEqual([]);
    for (const id of official) {
      const urls = sourceConfig(config, id)!.urls;
      expect(urls.length, id).toBeGreaterThan(0);
      expect(
        urls.every((url) => url.startsWith('https://')),
        id,
      ).toBe(true);
    }
    expect(sourceConfig(config, 'hk-1823')!.urls.map((url) => url.slice(url.lastIndexOf('/') + 1))).toEqual([
      'en.json',
      'tc.json',
      'sc.json',
    ]);
  });

  it('keeps the project file valid JSON with nothing but sources', () => {
    const data = JSON.parse(readFileSync(DEFAULT_CONFIG_PATH, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(['sources']);
  });

  it('lists one adapter per official source, each in its own file, speaking for some countries', async () => {
    expect(SOURCE_IDS.filter(isOfficial), 'SOURCE_IDS runs the feeds in registry order').toEqual(official);
    expect(computed, 'the sources computed offline').toEqual(['date-holidays']);
    for (const id of official) {
      const source = OFFICIAL_SOURCES[id];
      expect(source.id).toBe(id);
      expect(await exportNameOf(id), `sources/${id}.ts exports the adapter of ${id}`).toBeDefined();
      expect(source.countries.length, id).toBeGreaterThan(0);
      expect(source.contentTypes.length, id).toBeGreaterThan(0);
    }
  });

  it('gives every official source fixtures, and a test that runs the adapter contract over them', async () => {
    for (const id of official) {
      expect(
        entries(`test/fixtures/${id}`).filter((entry) => entry.isFile()).length,
        `test/fixtures/${id}/ holds the adapter's fixtures`,
      ).toBeGreaterThan(0);
      const test = path('test/sources', `${id}.test.ts`);
      expect(existsSync(test), `test/sources/${id}.test.ts exists`).toBe(true);
      const text = readFileSync(test, 'utf8');
      const name = (await exportNameOf(id))!;
      expect(text, `test/sources/${id}.test.ts imports the harness`).toMatch(/from '\.\/harness\.js'/);
      expect(text, `test/sources/${id}.test.ts calls describeAdapterContract(${name}, …)`).toMatch(
        new RegExp(`describeAdapterContract\\(\\s*${escape(name)}\\s*,`),
      );
    }
  });

  it('gives every official source a committed payload folder, or says why not', () => {
    for (const id of official) {
      const folder = `sources/payloads/${id}`;
      const note = NO_COMMITTED_PAYLOADS[id];
      if (note) {
        expect(
          existsSync(path(folder)),
          `${folder} exists: remove '${id}' from NO_COMMITTED_PAYLOADS in test/sources/no-committed-payloads.ts`,
        ).toBe(false);
        continue;
      }
      expect(
        existsSync(path(folder)),
        `${folder}/ is missing: commit the last good payload (sources/payloads/README.md), or say why not in NO_COMMITTED_PAYLOADS`,
      ).toBe(true);
      for (const file of ['payloads.json', 'README.md'])
        expect(existsSync(path(folder, file)), `${folder}/${file}`).toBe(true);
    }
    expect(
      Object.keys(NO_COMMITTED_PAYLOADS).filter((id) => !isOfficial(id)),
      'NO_COMMITTED_PAYLOADS names sources that are not registered',
    ).toEqual([]);
  });

  it('gives every official source its own type rows and content rules, which the table and the checks read', () => {
    for (const id of official) {
      const source = OFFICIAL_SOURCES[id];
      expect(source.types.source, `the type rows of sources/${id}.ts are its own`).toBe(id);
      expect(source.types.rows.length, `sources/${id}.ts has type rows`).toBeGreaterThan(0);
      expect(
        TYPE_TABLE.filter((rule) => rule.source === id),
        `the type table holds ${id}'s rows`,
      ).toEqual(source.types.rows);
      for (const row of source.types.rows) expect(mapType(id, row.category, row.religious)).toBe(row.type);
      expect(CONTENT_RULES[id], `the content checks read ${id}'s rules`).toBe(source.contentRules);
    }
  });

  it('gives every source its row in ATTRIBUTION.md, with the licence and attribution its module states', () => {
    const rows = new Map(
      readFileSync(path('ATTRIBUTION.md'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map((line) => {
          const cells = line
            .slice(1, -1)
            .split('|')
            .map((cell) => cell.trim());
          return [cells[0]!.replace(/`/g, ''), cells] as const;
        }),
    );
    const provenances = [
      ['date-holidays', dateHolidaysProvenance] as const,
      ...official.map((id) => [id, OFFICIAL_SOURCES[id].provenance] as const),
    ];
    for (const [id, provenance] of provenances) {
      const row = rows.get(id);
      expect(row, `ATTRIBUTION.md has no row for ${id}`).toBeDefined();
      expect(row![2], `${id}: ATTRIBUTION.md's licence`).toBe(provenance.licence);
      expect(row![3], `${id}: ATTRIBUTION.md's attribution`).toBe(provenance.attribution);
    }
    // The committed copies' README states the same licence.
    for (const id of official.filter((each) => existsSync(path('sources/payloads', each, 'README.md')))) {
      const readme = readFileSync(path('sources/payloads', id, 'README.md'), 'utf8');
      expect(readme, `sources/payloads/${id}/README.md states the licence`).toContain(
        `- Licence: ${OFFICIAL_SOURCES[id].provenance.licence}`,
      );
    }
  });
});

describe('source registry, back: nothing beside the registry goes unchecked', () => {
  it('knows every module of sources/: a registered source, or a listed module with its test', () => {
    const unknown = files('sources', '.ts').filter((name) => !isSource(name) && !Object.hasOwn(MODULES, name));
    expect(
      unknown.map(
        (name) =>
          `sources/${name}.ts is neither a registered source nor a listed module: register the adapter in sources/registry.ts (and SOURCE_IDS), ` +
          `or add '${name}' to MODULES in test/sources/registry.test.ts with the test file of test/sources/ that covers it`,
      ),
    ).toEqual([]);
    for (const id of computed) {
      expect(existsSync(path('sources', `${id}.ts`)), `sources/${id}.ts`).toBe(true);
      expect(existsSync(path('test/sources', `${id}.test.ts`)), `test/sources/${id}.test.ts`).toBe(true);
    }
  });

  it('tests every listed module in the test file the list names, and lists no module that is gone', () => {
    for (const [name, test] of Object.entries(MODULES)) {
      expect(
        existsSync(path('sources', `${name}.ts`)),
        `sources/${name}.ts is gone: remove '${name}' from MODULES`,
      ).toBe(true);
      expect(isSource(name), `${name} is a source, not a module: remove it from MODULES`).toBe(false);
      const file = path('test/sources', test);
      expect(existsSync(file), `test/sources/${test} (the test of sources/${name}.ts) exists`).toBe(true);
      expect(readFileSync(file, 'utf8'), `test/sources/${test} imports sources/${name}.js`).toMatch(
        new RegExp(`from '\\.\\./\\.\\./sources/${escape(name)}\\.js'`),
      );
    }
  });

  it('knows every folder of sources/', () => {
    const unknown = folders('sources').filter((name) => !Object.hasOwn(SOURCE_FOLDERS, name));
    expect(
      unknown.map(
        (name) =>
          `sources/${name}/ is not listed: add it to SOURCE_FOLDERS in test/sources/registry.test.ts, saying what it holds and where it is tested`,
      ),
    ).toEqual([]);
  });

  it('keeps committed payloads for registered official sources only', () => {
    const stray = folders('sources/payloads').filter((name) => !isOfficial(name));
    expect(
      stray.map(
        (name) =>
          `sources/payloads/${name}/ belongs to no registered official source: register it or remove the folder`,
      ),
    ).toEqual([]);
  });

  it('keeps fixture folders for registered official sources only', () => {
    const stray = folders('test/fixtures').filter((name) => !isOfficial(name) && !Object.hasOwn(OTHER_FIXTURES, name));
    expect(
      stray.map(
        (name) =>
          `test/fixtures/${name}/ belongs to no registered official source: register the source, or add it to OTHER_FIXTURES in test/sources/registry.test.ts`,
      ),
    ).toEqual([]);
  });

  it('keeps tests of test/sources/ for registered sources and listed modules only', () => {
    const tested = new Set(Object.values(MODULES).map((test) => test.replace(/\.test\.ts$/, '')));
    const stray = files('test/sources', '.test.ts').filter((name) => !isSource(name) && !tested.has(name));
    expect(
      stray.map(
        (name) =>
          `test/sources/${name}.test.ts is named after no registered source nor a listed module's test: register the source, or name the file in MODULES in test/sources/registry.test.ts`,
      ),
    ).toEqual([]);
    const folderStray = folders('test/sources').filter((name) => !Object.hasOwn(TEST_FOLDERS, name));
    expect(
      folderStray.map(
        (name) => `test/sources/${name}/ is not listed: add it to TEST_FOLDERS in test/sources/registry.test.ts`,
      ),
    ).toEqual([]);
  });

  it('keeps type-table rows for registered sources only', () => {
    expect(
      [...new Set(TYPE_TABLE.map((rule) => rule.source))].filter((id) => !isSource(id)),
      'TYPE_TABLE rows of sources that are not registered',
    ).toEqual([]);
    expect(
      Object.keys(CONTENT_RULES).filter((id) => !isOfficial(id)),
      'CONTENT_RULES of sources that are not registered',
    ).toEqual([]);
  });
});
