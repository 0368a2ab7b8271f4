// The golden files: one file per country, test/fixtures/golden/countries/<CC>.txt,
// holding what the offline default build publishes for 2020-2030 (every active
// record, nationwide and in every subdivision, and the makeup working days),
// one line each, made to be read as a diff. test/pipeline/golden.test.ts holds
// the build to them; `make golden` runs this file to write them after a
// deliberate change to the data, and the diff is reviewed in the same commit.
// The line format is described in test/fixtures/golden/countries/README.md.

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_VERSION } from '../core/contracts.js';
import { paths } from '../core/snapshot-layout.js';
import type { CountryInfo, LedgerRecord } from '../core/types.js';
import type { WorkdaysDocument } from '../core/workdays.js';
import { build } from '../pipeline/build.js';
import { readLedger } from '../pipeline/ledger-files.js';
import { DEFAULT_AMENDMENTS_DIR } from '../sources/amendments.js';
import { DEFAULT_PAYLOADS_DIR } from '../sources/committed.js';
import { DEFAULT_CONFIG_PATH, loadSourcesConfig } from '../sources/config.js';
import { DEFAULT_WORKDAYS_DIR } from '../sources/workdays.js';

export const GOLDEN_DIR = fileURLToPath(new URL('./fixtures/golden/countries/', import.meta.url));
export const GOLDEN_YEARS = { from: 2020, to: 2030 } as const;
/** The snapshot time of the build: fixed, so that the same inputs give the same bytes. */
export const BUILD_AT = '2026-01-01T00:00:00Z';

/**
 * What `make data` publishes on a machine with no network: every country, the default years (2000-2035), from
 * the rule library, the official feeds' committed copies, the amendments and the makeup working days. The
 * folders are named, so that the tests' environment (which points them at empty fixtures) does not apply.
 * Returns the published snapshot's folder.
 */
export async function buildFullOffline(outDir: string): Promise<string> {
  const summary = await build({ ...fullOfflineOptions(outDir), at: BUILD_AT, keep: 1 });
  if (summary.status !== 'published') throw new Error(`the full offline build did not publish: ${summary.status}`);
  return join(outDir, readlinkSync(join(outDir, 'current')));
}

/** The inputs of buildFullOffline, for a later build of some of its countries over its snapshot (test/server/change-logs.test.ts). */
export function fullOfflineOptions(outDir: string) {
  return {
    outDir,
    fromYear: 2000,
    toYear: 2035,
    offline: true,
    sourcesConfig: loadSourcesConfig(DEFAULT_CONFIG_PATH),
    payloadsDir: DEFAULT_PAYLOADS_DIR,
    amendmentsDir: DEFAULT_AMENDMENTS_DIR,
    workdaysDir: DEFAULT_WORKDAYS_DIR,
  };
}

const inYears = (date: string) =>
  Number(date.slice(0, 4)) >= GOLDEN_YEARS.from && Number(date.slice(0, 4)) <= GOLDEN_YEARS.to;
const scope = (codes: readonly string[] | undefined) => (codes && codes.length ? codes.join(',') : '*');

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const clocks = new Map<string, Intl.DateTimeFormat>();
/** An instant as wall-clock time in a zone, relative to a day: `18:00(-1)` the evening before, `24:00` its end. */
function wallTime(instant: string, zone: string, day: string): string {
  if (!clocks.has(zone)) {
    clocks.set(
      zone,
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    );
  }
  const part = Object.fromEntries(
    clocks
      .get(zone)!
      .formatToParts(new Date(instant))
      .map((each) => [each.type, each.value]),
  );
  const offset = dayNumber(`${part.year}-${part.month}-${part.day}`) - dayNumber(day);
  const time = `${part.hour}:${part.minute}`;
  if (offset === 0) return time;
  if (offset === 1 && time === '00:00') return '24:00';
  return `${time}(${offset > 0 ? '+' : ''}${offset})`;
}

/** One holiday record as a line; markers appear only where they say something (README.md beside the files). */
function recordLine(record: LedgerRecord, countryZone: string): string {
  const markers: string[] = [];
  if (record.substitute) markers.push('substitute');
  if (record.observed !== record.date) markers.push(`observed ${record.observed}`);
  if (record.estimated) markers.push('estimated');
  // The span, only when it is not the whole day: eves, half days.
  const hours = `${wallTime(record.start, record.timezone, record.date)}-${wallTime(record.end, record.timezone, record.date)}`;
  if (hours !== '00:00-24:00') markers.push(`hours ${hours}`);
  if (record.timezone !== countryZone) markers.push(`tz ${record.timezone}`);
  const names = record.name === record.nameLocal ? record.name : `${record.name} | ${record.nameLocal}`;
  // The id's date prefix repeats the date: its digest alone tells an identity change (key, variant).
  const digest = record.id.slice(record.id.indexOf('_') + 1);
  return [record.date, record.type, scope(record.subdivisions), ...markers, names, `#${digest}`].join(' ');
}

/** The golden file of each country built into a snapshot, by country code. */
export function goldenFiles(snapshot: string): Map<string, string> {
  const countries = (
    JSON.parse(readFileSync(join(snapshot, paths.countriesFile(DEFAULT_VERSION)), 'utf8')) as {
      countries: CountryInfo[];
    }
  ).countries;
  const files = new Map<string, string>();
  for (const { code, timezones } of countries) {
    const zone = timezones[0]!;
    const lines = readLedger(snapshot, code)
      .filter((record) => !record.deprecated && inYears(record.date))
      .map((record) => recordLine(record, zone));
    const workdays = join(snapshot, paths.workdaysFile(code));
    if (existsSync(workdays)) {
      for (const entry of (JSON.parse(readFileSync(workdays, 'utf8')) as WorkdaysDocument).workdays) {
        if (inYears(entry.date)) lines.push([entry.date, 'workday', scope(entry.subdivisions), entry.name].join(' '));
      }
    }
    // By date, then by the line itself: plain code-unit order, the same on every machine.
    lines.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const header = `# ${code} ${GOLDEN_YEARS.from}-${GOLDEN_YEARS.to}: the holidays and makeup working days of the offline default build (zone ${zone}); written by make golden, format in README.md`;
    files.set(code, `${header}\n${lines.join('\n')}\n`);
  }
  return files;
}

/** The countries that have a golden file, from the file names. */
export const goldenCountries = (): string[] =>
  existsSync(GOLDEN_DIR)
    ? readdirSync(GOLDEN_DIR)
        .filter((name) => /^[A-Z]{2}\.txt$/.test(name))
        .map((name) => name.slice(0, 2))
        .sort()
    : [];

// `make golden`: build offline into a temporary folder, rewrite every golden file, remove those of countries no
// longer built.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = mkdtempSync(join(tmpdir(), 'golden-'));
  try {
    const started = performance.now();
    const files = goldenFiles(await buildFullOffline(dir));
    mkdirSync(GOLDEN_DIR, { recursive: true });
    for (const code of goldenCountries()) if (!files.has(code)) rmSync(join(GOLDEN_DIR, `${code}.txt`));
    let lines = 0;
    let bytes = 0;
    for (const [code, text] of files) {
      writeFileSync(join(GOLDEN_DIR, `${code}.txt`), text);
      lines += text.split('\n').length - 2;
      bytes += Buffer.byteLength(text);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `wrote ${files.size} golden files (${lines} lines, ${(bytes / 1e6).toFixed(1)} MB) to test/fixtures/golden/countries/ in ${seconds}s; review them with git diff`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
