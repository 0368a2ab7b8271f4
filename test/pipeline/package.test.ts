// `make package` (pipeline/package.ts, docs/package.md): a small offline
// dataset made into the npm package, packed, installed from its tarball into
// a project of its own with npm offline, and called there by plain Node.js
// scripts, whose answers must be the query server's for the same questions.
// A loader hook lists the files Node loads, and esbuild bundles one country,
// to show that a program asking about one country takes that country's module
// and no other.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build as esbuild } from 'esbuild';
import type { Manifest } from '../../core/manifest.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { main } from '../../pipeline/cli.js';
import { makePackage, packageVersion } from '../../pipeline/package.js';
import { DEFAULT_PAYLOADS_DIR } from '../../sources/committed.js';
import { loadSourcesConfig } from '../../sources/config.js';
import { sharedFullBuild } from '../full-build.js';
import { projectRoot, readJson, tempDir } from '../helpers.js';
import { call, startTestServer, stopServer, type TestServer } from '../server/helpers.js';

const COUNTRIES = ['US', 'DE', 'FR', 'AE', 'CN'];
const NAME = '@public-holidays/data';
const AT = '2026-01-01T00:00:00Z';

const dataDir = tempDir('package-data');
const packageDir = tempDir('package-out');
const project = tempDir('package-consumer');
let server: TestServer;
let output: string[] = [];
let tarball = '';

/** The CLI's package command, as `make package` runs it. */
async function packageCommand(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['package', ...args], {
    out: (line) => out.push(line),
    progress: () => {},
    err: (line) => err.push(line),
    isTTY: false,
    env: process.env,
    now: () => new Date(AT),
  });
  return { code, out, err };
}

/** A program's output; npm's settings of an `npm test` around the run stay out of the npm it starts. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
  const done = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...inherited, npm_config_update_notifier: 'false', ...env },
  });
  if (done.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${done.status}:\n${done.stdout}\n${done.stderr}`);
  return done.stdout;
}

type Outcome = { ok: unknown } | { error: { name: string; message: string } };

/** Calls the installed package from a plain Node.js script: each call is [function, ...arguments]. */
function callPackage(calls: unknown[][]): Outcome[] {
  return JSON.parse(run(process.execPath, ['calls.mjs', JSON.stringify(calls)], project)) as Outcome[];
}

const ok = (outcome: Outcome | undefined) => {
  if (!outcome || !('ok' in outcome)) throw new Error(`the package threw: ${JSON.stringify(outcome)}`);
  return outcome.ok as never;
};

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

beforeAll(async () => {
  // As `make data OFFLINE=1` builds it: the project's amendments, makeup working days and committed feeds.
  await build({
    outDir: dataDir,
    countries: COUNTRIES,
    fromYear: 2021,
    toYear: 2027,
    at: AT,
    keep: 1,
    workers: 1,
    amendmentsDir: join(projectRoot, 'amendments'),
    workdaysDir: join(projectRoot, 'workdays'),
    sourcesConfig: loadSourcesConfig(join(projectRoot, 'sources.config.json')),
    payloadsDir: DEFAULT_PAYLOADS_DIR,
    offline: true,
  });
  const made = await packageCommand(['--out', dataDir, '--package-dir', packageDir]);
  expect(made.err).toEqual([]);
  expect(made.code).toBe(0);
  output = made.out;
  tarball = join(packageDir, `public-holidays-data-${packageVersion('000001-20260101T000000Z')}.tgz`);

  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module' })}\n`,
  );
  run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--cache', join(project, '.npm-cache'), tarball],
    project,
  );
  writeFileSync(
    join(project, 'calls.mjs'),
    [
      "import * as data from '@public-holidays/data';",
      'const results = [];',
      'for (const [name, ...args] of JSON.parse(process.argv[2])) {',
      '  try { results.push({ ok: await data[name](...args) }); }',
      '  catch (error) { results.push({ error: { name: error.name, message: error.message } }); }',
      '}',
      'console.log(JSON.stringify(results));',
    ].join('\n'),
  );
  server = await startTestServer(dataDir);
});

afterAll(async () => {
  await stopServer(server);
});

describe('make package', () => {
  it('writes the package of the published snapshot and its tarball, and prints the packed and unpacked sizes', () => {
    expect(output[0]).toMatch(
      /^package: 5 countries, \d+ records of contract 3\.1\.2, each rebuilt by the loader as published/,
    );
    expect(output[1]).toBe(
      `package: ${NAME}@1.20260101.1 (snapshot 000001-20260101T000000Z, contract 3.1.2) in ${join(packageDir, 'package')}`,
    );
    expect(output[2]).toMatch(
      new RegExp(
        `^package: ${tarball.replace(/[.]/g, '\\.')}: packed \\d+\\.\\d kB, unpacked \\d+\\.\\d kB, \\d+ files$`,
      ),
    );
    const files = readdirSync(join(packageDir, 'package'), { recursive: true }).map(String).sort();
    expect(files).toEqual(
      [
        'ATTRIBUTION.md',
        'LICENSE',
        'README.md',
        'calendar.d.ts',
        'calendar.js',
        'countries',
        'country.d.ts',
        'dataset.js',
        'index.d.ts',
        'index.js',
        'package.json',
        ...COUNTRIES.map((code) => `countries/${code}.js`),
      ].sort(),
    );
  });

  it('names the package by the snapshot, with no dependencies, its licences, attribution and README', () => {
    const installed = join(project, 'node_modules', '@public-holidays', 'data');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: NAME,
      version: '1.20260101.1',
      type: 'module',
      license: 'MIT AND CC-BY-SA-3.0',
    });
    expect(manifest.publicHolidays).toMatchObject({ snapshot: '000001-20260101T000000Z', dataVersion: '3.1.2' });
    expect(manifest.dependencies).toBeUndefined();
    expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toBe(readFileSync(join(projectRoot, 'LICENSE'), 'utf8'));
    expect(readFileSync(join(installed, 'ATTRIBUTION.md'), 'utf8')).toBe(
      readFileSync(join(projectRoot, 'ATTRIBUTION.md'), 'utf8'),
    );
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    expect(readme).not.toMatch(/\{\{|<!--/);
    expect(readme).toContain('snapshot `000001-20260101T000000Z`');
    expect(readme).toMatch(
      /^\| `date-holidays` \| ok \| data: CC BY-SA 3\.0 \(share-alike\); code: ISC \| Holiday rules from date-holidays/m,
    );
  });

  it('stores each record with only what the loader cannot derive (the command has checked that it rebuilds every one as published)', () => {
    for (const code of COUNTRIES) {
      const text = readFileSync(join(packageDir, 'package', 'countries', `${code}.js`), 'utf8');
      expect(text.startsWith('export default {"format":1,\n')).toBe(true);
      const data = JSON.parse(text.slice('export default '.length, -';\n'.length)) as {
        years: Record<string, Record<string, unknown>[]>;
      };
      const stored = Object.values(data.years).flat();
      expect(stored.length, code).toBeGreaterThan(0);
      for (const record of stored) {
        expect(
          Object.keys(record).filter((member) =>
            ['country', 'start', 'end', 'public', 'regions', 'weekday', 'dataVersion'].includes(member),
          ),
          `${code} ${String(record.id)}`,
        ).toEqual([]);
        if ('observed' in record) expect(record.observed).not.toBe(record.date);
        if ('name_local' in record) expect(record.name_local).not.toBe(record.name);
      }
    }
  });

  it('is the same bytes when made again from the same snapshot', async () => {
    const again = tempDir('package-again');
    expect((await packageCommand(['--out', dataDir, '--package-dir', again])).code).toBe(0);
    expect(sha256(join(again, 'public-holidays-data-1.20260101.1.tgz'))).toBe(sha256(tarball));
  });

  it('refuses a contract its types do not describe, and a data directory with nothing published', async () => {
    const old = await packageCommand([
      '--out',
      dataDir,
      '--package-dir',
      tempDir('package-refused'),
      '--contract',
      '3.1.0',
    ]);
    expect(old.code).toBe(2);
    expect(old.err[0]).toMatch(/^error: --contract must be one of 3\.1\.2, 3\.2\.0/);
    const empty = await packageCommand([
      '--out',
      tempDir('package-empty'),
      '--package-dir',
      tempDir('package-refused'),
    ]);
    expect(empty.code).toBe(2);
    expect(empty.err[0]).toMatch(/^error: nothing is published in /);
  });
});

describe('the installed package, called from Node.js', () => {
  it("holidays('US', 2026): Independence Day on Saturday 4 July, observed on Friday 3 July with its substitute day", () => {
    const [all, publicOnly] = callPackage([
      ['holidays', 'US', 2026],
      ['holidays', 'US', 2026, { types: ['public'] }],
    ]).map(ok) as {
      date: string;
      observed: string;
      name: string;
      type: string;
      substitute: boolean;
      dataVersion: string;
    }[][];
    expect(all!.filter((holiday) => holiday.name.startsWith('Independence Day'))).toMatchObject([
      {
        date: '2026-07-03',
        observed: '2026-07-03',
        name: 'Independence Day (substitute day)',
        substitute: true,
        type: 'public',
        dataVersion: '3.1.2',
      },
      {
        date: '2026-07-04',
        observed: '2026-07-03',
        name: 'Independence Day',
        substitute: false,
        type: 'public',
        dataVersion: '3.1.2',
      },
    ]);
    expect(publicOnly!.length).toBeGreaterThan(10);
    expect(publicOnly!.every((holiday) => holiday.type === 'public')).toBe(true);
    expect(all!.some((holiday) => holiday.type === 'regional')).toBe(true);
  });

  it('isHoliday, workingDays and the errors of a wrong question', () => {
    const [observed, plainFriday, july, unknown, tooEarly, badRegion] = callPackage([
      ['isHoliday', 'US', '2026-07-03'],
      ['isHoliday', 'US', '2026-07-10'],
      ['workingDays', 'US', '2026-07-01', '2026-07-10'],
      ['holidays', 'XX', 2026],
      ['holidays', 'US', 1999],
      ['holidays', 'DE', 2026, { regions: 'DE-XX' }],
    ]);
    expect(ok(observed)).toBe(true);
    expect(ok(plainFriday)).toBe(false);
    expect(ok(july)).toMatchObject({ workingDays: 7, weekendDays: 2, holidayDays: 1, days: 10, weekend: [6, 0] });
    expect(unknown).toEqual({
      error: {
        name: 'RangeError',
        message: '"XX" is not a country of this package (snapshot 000001-20260101T000000Z); `countries` lists them',
      },
    });
    expect(tooEarly).toEqual({
      error: { name: 'RangeError', message: 'year 1999 is not published for US: the package has 2021-2027' },
    });
    expect(badRegion).toMatchObject({
      error: { name: 'RangeError', message: expect.stringMatching(/^DE-XX: not a subdivision or city of DE/) },
    });
  });

  it('filters by region: a state keeps its own days, an ISO code takes those of the subdivisions above and below it', () => {
    const [all, bavaria, berlin, alsace, basRhin] = callPackage([
      ['holidays', 'DE', 2026],
      ['holidays', 'DE', 2026, { regions: ['DE-BY'] }],
      ['holidays', 'DE', 2026, { regions: 'de-be' }],
      ['holidays', 'FR', 2026, { regions: 'FR-6AE' }],
      ['holidays', 'FR', 2026, { regions: 'FR-67' }],
    ]).map(ok) as { date: string; name: string; subdivisions: string[] }[][];
    const epiphany = (list: { date: string }[]) => list.some((holiday) => holiday.date === '2026-01-06');
    expect(epiphany(bavaria!)).toBe(true);
    expect(epiphany(berlin!)).toBe(false);
    expect(
      bavaria!.every(
        (holiday) => holiday.subdivisions.length === 0 || holiday.subdivisions.some((code) => code.startsWith('DE-BY')),
      ),
    ).toBe(true);
    expect(all!.length).toBeGreaterThan(bavaria!.length);
    // Alsace (FR-6AE) is no subdivision of the data: it keeps what both its departments keep, Good Friday among them.
    expect(alsace!.map((holiday) => holiday.date)).toContain('2026-04-03');
    expect(alsace!.map((holiday) => `${holiday.date} ${holiday.name}`)).toEqual(
      basRhin!.map((holiday) => `${holiday.date} ${holiday.name}`),
    );
  });

  it('loads the one country it is asked about: Node loads countries/US.js and no other country module', () => {
    const trace = join(project, 'loaded.txt');
    writeFileSync(
      join(project, 'trace.mjs'),
      [
        "import { register } from 'node:module';",
        `register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(
          "import { appendFileSync } from 'node:fs'; export async function load(url, context, next) { if (url.startsWith('file:')) appendFileSync(process.env.TRACE_FILE, url + '\\n'); return next(url, context); }",
        )}));`,
      ].join('\n'),
    );
    writeFileSync(
      join(project, 'us-only.mjs'),
      [
        "import { holidays, isHoliday, workingDays } from '@public-holidays/data';",
        "console.log(JSON.stringify([(await holidays('US', 2026)).length, await isHoliday('US', '2026-07-03'), (await workingDays('US', '2026-01-01', '2026-12-31')).workingDays]));",
      ].join('\n'),
    );
    const printed = JSON.parse(
      run(process.execPath, ['--import', './trace.mjs', 'us-only.mjs'], project, { TRACE_FILE: trace }),
    ) as [number, boolean, number];
    expect(printed[0]).toBeGreaterThan(50);
    expect(printed[1]).toBe(true);
    const fromPackage = readFileSync(trace, 'utf8')
      .split('\n')
      .filter((url) => url.includes('/node_modules/@public-holidays/data/'))
      .map((url) => url.slice(url.indexOf('/data/') + '/data/'.length));
    expect(fromPackage.sort()).toEqual(['calendar.js', 'countries/US.js', 'dataset.js', 'index.js']);
  });

  it('bundles one country: esbuild takes countries/US.js and the calendar, no other country', async () => {
    writeFileSync(
      join(project, 'one-country.mjs'),
      [
        "import US from '@public-holidays/data/countries/US';",
        "import { calendar } from '@public-holidays/data/calendar';",
        'console.log(calendar(US).holidays(2026).length);',
      ].join('\n'),
    );
    const bundled = await esbuild({
      absWorkingDir: project,
      entryPoints: ['one-country.mjs'],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(bundled.metafile.inputs)
      .filter((path) => path.includes('@public-holidays/data/'))
      .map((path) => path.slice(path.indexOf('/data/') + '/data/'.length));
    expect(inputs.sort()).toEqual(['calendar.js', 'countries/US.js']);
    const text = bundled.outputFiles[0]!.text;
    // The country entry of each module in the bundle (esbuild prints the literal again: `"code": "US"`).
    const countryCodes = [...text.matchAll(/"code": ?"([A-Z]{2})"/g)].map((match) => match[1]);
    expect([...new Set(countryCodes)]).toEqual(['US']);
  });

  it('splits per country when bundled with code splitting: one chunk for each country module, loaded on demand', async () => {
    mkdirSync(join(project, 'split'), { recursive: true });
    writeFileSync(
      join(project, 'by-code.mjs'),
      "import { holidays } from '@public-holidays/data';\nconsole.log((await holidays(process.argv[2], 2026)).length);\n",
    );
    const bundled = await esbuild({
      absWorkingDir: project,
      entryPoints: ['by-code.mjs'],
      bundle: true,
      splitting: true,
      outdir: 'split',
      format: 'esm',
      platform: 'node',
      metafile: true,
      logLevel: 'silent',
    });
    const countryInputs = Object.values(bundled.metafile.outputs).map((each) =>
      Object.keys(each.inputs).filter((path) => path.includes('/countries/')),
    );
    expect(countryInputs.filter((inputs) => inputs.length > 0).map((inputs) => inputs.length)).toEqual(
      COUNTRIES.map(() => 1),
    );
    expect(bundled.metafile.outputs['split/by-code.js']!.inputs).not.toHaveProperty([
      'node_modules/@public-holidays/data/countries/US.js',
    ]);
    const count = Number(run(process.execPath, ['split/by-code.js', 'US'], project).trim());
    expect(count).toBe((ok(callPackage([['holidays', 'US', 2026]])[0]) as unknown[]).length);
  });

  it('has types: a TypeScript program using it type-checks, and a wrong call does not', () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2022'],
          types: [],
          strict: true,
          noEmit: true,
        },
        files: ['typed.ts'],
      }),
    );
    writeFileSync(
      join(project, 'typed.ts'),
      [
        "import { holidays, isHoliday, load, workingDays, type Holiday, type WorkingDays } from '@public-holidays/data';",
        "import { calendar } from '@public-holidays/data/calendar';",
        "import US from '@public-holidays/data/countries/US';",
        "const list: Holiday[] = await holidays('US', 2026, { regions: ['US-CA'], types: ['public', 'regional'] });",
        "const day: boolean = await isHoliday('US', '2026-07-03');",
        "const span: WorkingDays = await workingDays('US', '2026-01-01', '2026-01-31');",
        'const observed: string = list[0]!.observed;',
        "const count: number = span.workingDays + calendar(US).holidays(2026).length + (await load('DE')).workingDays('2026-01-01', '2026-01-31').days;",
        '// @ts-expect-error: a year is a number',
        "await holidays('US', '2026');",
        'export { day, observed, count };',
      ].join('\n'),
    );
    run(process.execPath, [join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'], project);
  });
});

describe('the package answers as the server does', () => {
  const served = async (path: string) => {
    const answer = await call(server.url, `${path}&dataVersion=3.1.2`, { key: server.testKeys.key.titan });
    expect(answer.status, answer.text).toBe(200);
    const {
      query: _query,
      requestId: _requestId,
      status: _status,
      total: _total,
      ...envelope
    } = answer.json as Record<string, unknown>;
    return envelope;
  };

  it('list: the holidays of a year, with regions and types', async () => {
    const questions: [string, unknown[]][] = [
      ['country=US&year=2026', ['holidays', 'US', 2026]],
      [
        'country=DE&year=2026&regions=DE-BY&type=public,regional',
        ['holidays', 'DE', 2026, { regions: ['DE-BY'], types: ['public', 'regional'] }],
      ],
      ['country=FR&year=2025&regions=FR-6AE', ['holidays', 'FR', 2025, { regions: 'FR-6AE' }]],
      ['country=CN&year=2026&regions=CN-11', ['holidays', 'CN', 2026, { regions: 'CN-11' }]],
      ['country=FR&year=2026&regions=FR-971', ['holidays', 'FR', 2026, { regions: 'FR-971' }]],
      ['country=AE&year=2023&type=public', ['holidays', 'AE', 2023, { types: 'public' }]],
    ];
    const answers = callPackage(questions.map(([, question]) => question));
    for (const [index, [query]] of questions.entries()) {
      expect(ok(answers[index]), query).toEqual((await served(`/v3/public-holidays/list?${query}`)).holidays);
    }
  });

  it('check: a day off of the neighbouring year, a regional day with and without its region', async () => {
    const questions: [string, unknown[]][] = [
      ['country=US&date=2021-12-31', ['isHoliday', 'US', '2021-12-31']],
      ['country=US&date=2026-07-06', ['isHoliday', 'US', '2026-07-06']],
      ['country=DE&date=2026-01-06', ['isHoliday', 'DE', '2026-01-06']],
      ['country=DE&date=2026-01-06&regions=DE-BY', ['isHoliday', 'DE', '2026-01-06', { regions: 'DE-BY' }]],
      [
        'country=DE&date=2026-01-06&regions=DE-BY&type=observance',
        ['isHoliday', 'DE', '2026-01-06', { regions: 'DE-BY', types: 'observance' }],
      ],
    ];
    const answers = callPackage(questions.map(([, question]) => question));
    for (const [index, [query]] of questions.entries()) {
      expect(ok(answers[index]), query).toBe((await served(`/v3/public-holidays/check?${query}`)).is_holiday);
    }
    expect(answers.map(ok)).toEqual([true, false, false, true, false]);
  });

  it("working-days: New Year's Day of 2022 observed in 2021, the UAE's weekend change, China's makeup working days, a region's days off", async () => {
    const questions: [string, unknown[]][] = [
      ['country=US&start=2021-12-01&end=2022-01-31', ['workingDays', 'US', '2021-12-01', '2022-01-31']],
      ['country=AE&start=2021-12-01&end=2022-01-31', ['workingDays', 'AE', '2021-12-01', '2022-01-31']],
      ['country=CN&start=2026-01-01&end=2026-03-31', ['workingDays', 'CN', '2026-01-01', '2026-03-31']],
      [
        'country=DE&start=2026-01-01&end=2026-12-31&regions=DE-BY',
        ['workingDays', 'DE', '2026-01-01', '2026-12-31', { regions: ['DE-BY'] }],
      ],
      ['country=DE&start=2021-01-01&end=2027-12-31', ['workingDays', 'DE', '2021-01-01', '2027-12-31']],
    ];
    const answers = callPackage(questions.map(([, question]) => question));
    for (const [index, [query]] of questions.entries()) {
      expect(ok(answers[index]), query).toEqual(await served(`/v3/working-days?${query}`));
    }
    expect(ok(answers[1])).toMatchObject({
      weekendPeriods: [
        { from: '2021-12-01', to: '2021-12-31', weekend: [5, 6] },
        { from: '2022-01-01', to: '2022-01-31', weekend: [6, 0] },
      ],
    });
    expect((ok(answers[2]) as { workdays: unknown[] }).workdays.length).toBeGreaterThan(0);
  });
});

describe('the package of the full default dataset', () => {
  it('rebuilds every record of every country as published', { timeout: 900_000 }, async () => {
    // Shared with the invariants' sweep and the golden files (test/full-build.ts): whichever file asks first builds it.
    const snapshot = await sharedFullBuild();
    const data = tempDir('package-full-data');
    symlinkSync(relative(data, snapshot), join(data, 'current'));
    const made = await makePackage({ dataDir: data, packageDir: tempDir('package-full'), pack: false });
    expect(made.countries).toBe(251);
    expect(made.records).toBe(readJson<Manifest>(join(snapshot, 'manifest.json')).counts.records);
  });
});
