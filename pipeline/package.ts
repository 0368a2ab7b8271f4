// `make package`: the published snapshot as an npm package of one contract
// version (docs/package.md). Each country becomes one ES module
// (`countries/<CC>.js`) holding its records of every published year, stored
// with only the members the loader cannot derive; the loader (npm-package/src/,
// compiled with esbuild) rebuilds them, and before anything is written the
// rebuilt records are compared with the published year files, member for
// member and in order: a record the loader would give otherwise stops the
// command. Then `npm pack` makes the tarball. Same snapshot, same bytes: the
// package holds nothing but the snapshot's data and the repository's files.

import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { CONTRACT_VERSIONS, type ContractVersion, type CountryEntry } from '../core/contracts.js';
import { isoSubdivisions, replacedIsoCodes } from '../core/iso-3166-2.js';
import type { Manifest } from '../core/manifest.js';
import { paths } from '../core/snapshot-layout.js';
import { pastWeekends } from '../core/weekend.js';
import type { WorkdaysDocument } from '../core/workdays.js';
import { UsageError } from './build-scope.js';
import { readPublished } from './publish.js';

export const DEFAULT_PACKAGE_NAME = '@public-holidays/data';
export const DEFAULT_PACKAGE_CONTRACT: ContractVersion = '3.1.2';
export const DEFAULT_PACKAGE_DIR = 'dist-package';

/** The oldest contract version the package's types (npm-package/calendar.d.ts, Holiday) describe. */
const OLDEST_PACKAGED = '3.1.2';

const ROOT = new URL('../', import.meta.url).pathname;
const SOURCE = join(ROOT, 'npm-package');

/**
 * The members the loader rebuilds from the others (npm-package/src/calendar.ts, DERIVED):
 * left out of a stored record unless the rebuilt value differs. The comparison decides,
 * so a name missing here only makes the package larger.
 */
const DERIVED_MEMBERS = new Set([
  'country',
  'start',
  'end',
  'observed',
  'name_local',
  'public',
  'regions',
  'weekday',
  'dataVersion',
]);

/** Of those, the ones rebuilt as a copy of another member: stored where they differ from it (a moved day, a local name). */
const COPIED_MEMBERS: Readonly<Record<string, string>> = { observed: 'date', name_local: 'name' };

/** Members that take a country default when at least half its records share a value. */
const NEVER_DEFAULT = new Set(['date', 'id', 'name']);

export interface PackageOptions {
  /** The data directory; its published snapshot is packaged. */
  dataDir: string;
  contract?: ContractVersion;
  /** Where the package folder (`package/`) and the tarball go. */
  packageDir?: string;
  name?: string;
  /** Run `npm pack` (default true). */
  pack?: boolean;
  log?: (line: string) => void;
}

export interface PackageResult {
  name: string;
  version: string;
  snapshot: string;
  contract: ContractVersion;
  /** The package folder. */
  dir: string;
  countries: number;
  records: number;
  /** What `npm pack` made: the tarball's path and sizes. */
  tarball?: { path: string; size: number; unpackedSize: number; entryCount: number; integrity: string };
}

type Record_ = Record<string, unknown>;

interface CountryData {
  format: 1;
  country: CountryEntry;
  dataVersion: string;
  weekendChanges: { until: string; weekend: number[] }[];
  iso: Record<string, string>;
  replaced: Record<string, string>;
  workdays: WorkdaysDocument['workdays'];
  members: string[];
  defaults: Record<string, unknown>;
  years: Record<string, Record_[]>;
}

interface Loader {
  calendar(data: CountryData): { holidays(year: number, options: { includeDeprecated: boolean }): Record_[] };
}

/**
 * The package's version, from the snapshot id `<sequence>-<YYYYMMDD>T<HHMMSS>Z`:
 * `1.<YYYYMMDD>.<sequence>`. Later snapshots have higher versions, so `^1` takes each new one;
 * the major changes only with the loader's API or the records' shape.
 */
export function packageVersion(snapshot: string): string {
  const match = /^(\d+)-(\d{8})T\d{6}Z$/.exec(snapshot);
  if (!match) throw new Error(`snapshot id ${JSON.stringify(snapshot)} is not <sequence>-<YYYYMMDD>T<HHMMSS>Z`);
  return `1.${match[2]}.${Number(match[1])}`;
}

const compareVersions = (a: string, b: string) => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let index = 0; index < 3; index++) if (x[index] !== y[index]) return x[index]! - y[index]!;
  return 0;
};

/** The contract versions a package can be made of. */
export const PACKAGED_CONTRACTS = CONTRACT_VERSIONS.filter((version) => compareVersions(version, OLDEST_PACKAGED) >= 0);

export async function makePackage(options: PackageOptions): Promise<PackageResult> {
  const log = options.log ?? (() => {});
  const contract = options.contract ?? DEFAULT_PACKAGE_CONTRACT;
  if (!(PACKAGED_CONTRACTS as readonly string[]).includes(contract)) {
    throw new UsageError(
      `--contract must be one of ${PACKAGED_CONTRACTS.join(', ')} (the package's types describe the holiday object of ${OLDEST_PACKAGED} and later); got "${contract}"`,
    );
  }
  const name = options.name ?? DEFAULT_PACKAGE_NAME;
  if (!/^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/.test(name))
    throw new UsageError(`--name must be an npm package name such as ${DEFAULT_PACKAGE_NAME}; got "${name}"`);
  const published = readPublished(options.dataDir);
  if (!published)
    throw new UsageError(
      `nothing is published in ${options.dataDir}: build the dataset first (make data), or name its data directory with --out`,
    );
  const { dir: snapshotDir, manifest } = published;
  const countriesPath = join(snapshotDir, paths.countriesFile(contract));
  if (!existsSync(countriesPath))
    throw new UsageError(`snapshot ${manifest.snapshot} has no files of contract ${contract}`);
  const entries = (JSON.parse(readFileSync(countriesPath, 'utf8')) as { countries: CountryEntry[] }).countries;
  const version = packageVersion(manifest.snapshot);

  const packageDir = resolve(options.packageDir ?? DEFAULT_PACKAGE_DIR);
  const target = join(packageDir, 'package');
  const staging = join(packageDir, `.tmp-package-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(join(staging, 'countries'), { recursive: true });
  try {
    await compileLoader(staging);
    const loader = (await import(pathToFileURL(join(staging, 'calendar.js')).href)) as Loader;

    let records = 0;
    const started = Date.now();
    for (const entry of entries) {
      const data = countryData(snapshotDir, contract, entry, loader);
      records += Object.values(data.years).reduce((sum, year) => sum + year.length, 0);
      write(join(staging, 'countries', `${entry.code}.js`), countryModuleText(data));
    }
    log(
      `package: ${entries.length} countries, ${records} records of contract ${contract}, each rebuilt by the loader as published (${((Date.now() - started) / 1000).toFixed(1)}s)`,
    );

    write(join(staging, 'dataset.js'), datasetText(manifest.snapshot, contract, entries));
    for (const file of ['index.d.ts', 'calendar.d.ts', 'country.d.ts'])
      write(join(staging, file), readFileSync(join(SOURCE, file), 'utf8'));
    write(join(staging, 'LICENSE'), readFileSync(join(ROOT, 'LICENSE'), 'utf8'));
    write(join(staging, 'ATTRIBUTION.md'), readFileSync(join(ROOT, 'ATTRIBUTION.md'), 'utf8'));
    write(join(staging, 'README.md'), readmeText({ name, version, contract, manifest, entries }));
    write(
      join(staging, 'package.json'),
      `${JSON.stringify(packageJson({ name, version, contract, manifest, entries }), null, 2)}\n`,
    );

    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
    const result: PackageResult = {
      name,
      version,
      snapshot: manifest.snapshot,
      contract,
      dir: target,
      countries: entries.length,
      records,
    };
    if (options.pack !== false) result.tarball = npmPack(target, packageDir, name);
    return result;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** index.js and calendar.js from their TypeScript, one module each (not bundled: the loader imports the countries itself). */
async function compileLoader(outDir: string): Promise<void> {
  await esbuild({
    banner: {
      js: '// The loader of the public-holidays dataset package, compiled from npm-package/src/ of the public-holidays project. MIT licence (LICENSE).',
    },
    entryPoints: [join(SOURCE, 'src', 'index.ts'), join(SOURCE, 'src', 'calendar.ts')],
    outdir: outDir,
    bundle: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    charset: 'utf8',
    logLevel: 'warning',
  });
  for (const file of ['index.js', 'calendar.js']) chmodSync(join(outDir, file), 0o644);
}

function write(path: string, text: string): void {
  writeFileSync(path, text);
  chmodSync(path, 0o644);
}

const json = (value: unknown) => JSON.stringify(value);

/** One country's module data: its records of every published year, stored compactly, checked against the year files. */
function countryData(snapshotDir: string, contract: ContractVersion, entry: CountryEntry, loader: Loader): CountryData {
  const published = new Map<number, Record_[]>();
  for (let year = entry.years.from; year <= entry.years.to; year++) {
    const path = join(snapshotDir, paths.yearFile(contract, entry.code, year));
    if (existsSync(path))
      published.set(year, (JSON.parse(readFileSync(path, 'utf8')) as { holidays: Record_[] }).holidays);
  }
  const all = [...published.values()].flat();
  const members = all.length > 0 ? Object.keys(all[0]!) : [];
  for (const record of all) {
    if (json(Object.keys(record)) !== json(members))
      throw new Error(
        `${entry.code} ${String(record.id)}: its members ${json(Object.keys(record))} are not those of the country's other records ${json(members)}`,
      );
  }

  const defaults: Record<string, unknown> = {};
  for (const member of all.length > 0 ? members : []) {
    if (DERIVED_MEMBERS.has(member) || NEVER_DEFAULT.has(member)) continue;
    const counts = new Map<string, number>();
    for (const record of all) counts.set(json(record[member]), (counts.get(json(record[member])) ?? 0) + 1);
    const [value, count] = [...counts].reduce((best, each) => (each[1] > best[1] ? each : best));
    if (count * 2 >= all.length) defaults[member] = JSON.parse(value);
  }
  const store = (record: Record_, kept: ReadonlySet<string>): Record_ =>
    Object.fromEntries(
      members
        .filter((member) => {
          if (kept.has(member)) return true;
          const copied = COPIED_MEMBERS[member];
          if (copied !== undefined) return json(record[member]) !== json(record[copied]);
          return (
            !DERIVED_MEMBERS.has(member) && !(member in defaults && json(record[member]) === json(defaults[member]))
          );
        })
        .map((member) => [member, record[member]]),
    );

  const workdaysPath = join(snapshotDir, paths.workdaysFile(entry.code));
  const data: CountryData = {
    format: 1,
    country: entry,
    dataVersion: contract,
    weekendChanges: pastWeekends(entry.code).map((past) => ({ until: past.until, weekend: [...past.weekend] })),
    iso: Object.fromEntries(isoSubdivisions(entry.code).map((subdivision) => [subdivision.code, subdivision.parent])),
    replaced: replacedIsoCodes(entry.code),
    workdays: existsSync(workdaysPath)
      ? (JSON.parse(readFileSync(workdaysPath, 'utf8')) as WorkdaysDocument).workdays
      : [],
    members,
    defaults,
    years: {},
  };
  // Each record keeps what the loader does not rebuild as published; a member it rebuilds otherwise is stored too, and checked again.
  const kept = new Map<Record_, Set<string>>(all.map((record) => [record, new Set<string>()]));
  for (let round = 1; ; round++) {
    data.years = Object.fromEntries(
      [...published].map(([year, records]) => [
        String(year),
        records.map((record) => store(record, kept.get(record)!)),
      ]),
    );
    const calendar = loader.calendar(data);
    const wrong: string[] = [];
    for (const [year, records] of published) {
      const rebuilt = calendar.holidays(year, { includeDeprecated: true });
      if (rebuilt.length !== records.length)
        throw new Error(
          `${entry.code} ${year}: the loader gives ${rebuilt.length} records, the year file has ${records.length}`,
        );
      records.forEach((record, index) => {
        const again = rebuilt[index]!;
        if (json(again) === json(record)) return;
        const differ = members.filter((member) => json(again[member]) !== json(record[member]));
        for (const member of differ) kept.get(record)!.add(member);
        wrong.push(
          differ.length === 0
            ? `${String(record.id)}: members ${json(Object.keys(again))} where the year file has ${json(members)}`
            : `${String(record.id)}: ${differ.map((member) => `${member} ${json(again[member])} where the year file has ${json(record[member])}`).join('; ')}`,
        );
      });
    }
    if (wrong.length === 0) return data;
    if (round === 3)
      throw new Error(
        `${entry.code}: the loader does not rebuild ${wrong.length} record(s) as published, even stored whole; the first: ${wrong[0]}`,
      );
  }
}

/** A country module: the data as one JSON value, a record a line. */
function countryModuleText(data: CountryData): string {
  const head = Object.entries(data)
    .filter(([key]) => key !== 'years')
    .map(([key, value]) => `${json(key)}:${json(value)}`);
  const years = Object.entries(data.years).map(
    ([year, records]) => `${json(year)}:[${records.length ? '\n' : ''}${records.map(json).join(',\n')}]`,
  );
  return `export default {${head.join(',\n')},\n"years":{\n${years.join(',\n')}\n}};\n`;
}

function datasetText(snapshot: string, contract: string, entries: readonly CountryEntry[]): string {
  const countries = entries.map((entry) => json({ code: entry.code, name: entry.name, years: entry.years }));
  return [
    `export const snapshot = ${json(snapshot)};`,
    `export const dataVersion = ${json(contract)};`,
    `export const countries = [\n${countries.join(',\n')}\n];`,
    '',
  ].join('\n');
}

interface Facts {
  name: string;
  version: string;
  contract: string;
  manifest: Manifest;
  entries: readonly CountryEntry[];
}

const yearSpan = (entries: readonly CountryEntry[]) => {
  const from = Math.min(...entries.map((entry) => entry.years.from));
  const to = Math.max(...entries.map((entry) => entry.years.to));
  return from === to ? String(from) : `${from}-${to}`;
};

function packageJson({ name, version, contract, manifest, entries }: Facts): object {
  const types = (file: string) => ({ types: `./${file}.d.ts`, default: `./${file}.js` });
  return {
    name,
    version,
    description: `Public holidays of ${entries.length} countries, ${yearSpan(entries)}, from snapshot ${manifest.snapshot} (contract ${contract}), with a small typed loader: each country a module of its own`,
    keywords: ['holidays', 'public holidays', 'bank holidays', 'working days', 'calendar'],
    license: 'MIT AND CC-BY-SA-3.0',
    type: 'module',
    sideEffects: false,
    engines: { node: '>=18' },
    types: './index.d.ts',
    exports: {
      '.': types('index'),
      './calendar': types('calendar'),
      './countries/*': { types: './country.d.ts', default: './countries/*.js' },
      './package.json': './package.json',
    },
    files: [
      'index.js',
      'index.d.ts',
      'calendar.js',
      'calendar.d.ts',
      'country.d.ts',
      'dataset.js',
      'countries/',
      'ATTRIBUTION.md',
    ],
    publicHolidays: {
      snapshot: manifest.snapshot,
      createdAt: manifest.createdAt,
      dataVersion: contract,
      countries: entries.length,
      years: yearSpan(entries),
    },
  };
}

/** The package's README: npm-package/README.md with the snapshot's facts and sources filled in. */
function readmeText({ name, version, contract, manifest, entries }: Facts): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
  const sources = manifest.sources
    .map(
      (source) =>
        `| \`${source.id}\` | ${source.status} | ${cell(source.licence ?? '')} | ${cell(source.attribution ?? '')} |`,
    )
    .join('\n');
  const values: Record<string, string> = {
    name,
    version,
    contract,
    snapshot: manifest.snapshot,
    createdAt: manifest.createdAt,
    countries: String(entries.length),
    years: yearSpan(entries),
    sources,
  };
  const template = readFileSync(join(SOURCE, 'README.md'), 'utf8').replace(/^<!--[^]*?-->\n+/, '');
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    if (!(key in values)) throw new Error(`npm-package/README.md: unknown placeholder ${whole}`);
    return values[key]!;
  });
}

/** `npm pack` of the package folder into `destination`, replacing the tarballs of earlier versions of the package there. */
function npmPack(dir: string, destination: string, name: string): NonNullable<PackageResult['tarball']> {
  const prefix = `${name.replace(/^@/, '').replace('/', '-')}-`;
  for (const file of readdirSync(destination))
    if (file.startsWith(prefix) && /^\d+\.\d+\.\d+\.tgz$/.test(file.slice(prefix.length)))
      rmSync(join(destination, file));
  const run = spawnSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' },
  });
  if (run.status !== 0)
    throw new Error(
      `npm pack failed (exit ${run.status ?? run.signal}): ${(run.stderr || run.error?.message || '').trim()}`,
    );
  const [packed] = JSON.parse(run.stdout) as {
    filename: string;
    size: number;
    unpackedSize: number;
    entryCount: number;
    integrity: string;
  }[];
  return {
    path: join(destination, packed!.filename),
    size: packed!.size,
    unpackedSize: packed!.unpackedSize,
    entryCount: packed!.entryCount,
    integrity: packed!.integrity,
  };
}
