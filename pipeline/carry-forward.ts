// What a build carries from the prior snapshot: the countries it does not
// build this time (their files, coverage and conflicts), official-source
// archives of sources that did not run, and the change logs.

import { firstYearOf } from '../sources/date-holidays.js';
import type { LibraryDifference } from './library-differences.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '../core/manifest.js';
import { pathOwner, paths } from '../core/snapshot-layout.js';
import type { BuildRun } from './build-run.js';
import { changeLogPart, type CountryResult } from './build-country.js';
import { writeChangeIndexes } from './change-index.js';
import type { Conflict } from './reconcile.js';
import { priorFiles } from './publish.js';

/** Every country's years: this build's widen what was published; countries not built keep theirs. */
export function carriedCoverage(run: BuildRun): Manifest['coverage'] {
  const { prior, countries, options, firstYears } = run;
  const built = new Set(countries);
  const coverage: Manifest['coverage'] = {};
  for (const [country, years] of Object.entries(prior?.manifest.coverage ?? {})) {
    if (!built.has(country)) coverage[country] = years;
  }
  for (const country of countries) {
    const before = prior?.manifest.coverage[country];
    // A country defined from a later year (countries/, `since`), or a state younger than the years
    // asked for (amendments/, `since`), covers no year before it.
    const first = Math.max(options.fromYear, firstYearOf(country) ?? firstYears[country] ?? options.fromYear);
    if (first > options.toYear && !before) continue;
    coverage[country] = {
      from: Math.min(before?.from ?? first, first),
      to: Math.max(before?.to ?? options.toYear, options.toYear),
    };
  }
  return coverage;
}

/** Links the files of countries outside this build, and writes the official sources' archives. */
export function carryFiles(run: BuildRun): void {
  const { prior, writer, official } = run;
  const built = new Set(run.countries);
  for (const path of Object.keys(prior?.manifest.files ?? {})) {
    const owner = pathOwner(path);
    if (owner && !built.has(owner.country)) writer.link(path, priorFiles(prior)!);
  }
  for (const archive of official.archives) writer.put(archive.path, archive.text, priorFiles(prior));
  for (const path of Object.keys(prior?.manifest.files ?? {})) {
    // An archive of a source that did not run this time stays as it was.
    if (path.startsWith(paths.sourcesFolder) && !writer.files[path]) writer.link(path, priorFiles(prior)!);
  }
}

/** This build's conflicts, and those of the countries it kept as published. */
export function writeConflicts(run: BuildRun, results: CountryResult[]): number {
  const { writer, prior } = run;
  const built = new Set(run.countries);
  const kept: string[] = [];
  if (prior?.manifest.files[paths.conflicts]) {
    for (const line of readFileSync(join(prior.dir, paths.conflicts), 'utf8').split('\n')) {
      if (line && !built.has((JSON.parse(line) as Conflict).country)) kept.push(line);
    }
  }
  const fresh = results.flatMap((result) => result.conflicts.map((conflict) => JSON.stringify(conflict)));
  const lines = [...kept, ...fresh].sort();
  writer.put(paths.conflicts, lines.map((line) => `${line}\n`).join(''), priorFiles(prior));
  return fresh.length;
}

/** Where this build's countries and their rules differ (and, as published, those of the countries it kept): library-differences.ndjson. */
export function writeLibraryDifferences(run: BuildRun, results: CountryResult[]): void {
  const { writer, prior } = run;
  const built = new Set(run.countries);
  const kept: string[] = [];
  if (prior?.manifest.files[paths.libraryDifferences]) {
    for (const line of readFileSync(join(prior.dir, paths.libraryDifferences), 'utf8').split('\n')) {
      if (line && !built.has((JSON.parse(line) as LibraryDifference).country)) kept.push(line);
    }
  }
  const fresh = results.flatMap((result) => result.libraryDifferences);
  const lines = [...kept, ...fresh.map((difference) => JSON.stringify(difference))].sort();
  writer.put(paths.libraryDifferences, lines.map((line) => `${line}\n`).join(''), priorFiles(prior));
}

/** A fresh change log this large is joined on a thread of its own: a smaller one costs less than the thread's start. */
const JOIN_ASIDE_BYTES = 8 * 1024 * 1024;

/**
 * The change logs of every snapshot so far, and this build's (the lines of the
 * countries given, in that order, from the scratch files their stages wrote,
 * and indexed from the lines they listed); returns their names, oldest first.
 * A large fresh log is joined on a thread of its own while this one runs
 * `meanwhile` (the build's other last files) and the indexes; it is whole,
 * and the scratch files free to go, once the promise settles.
 */
export async function writeChangeLogs(
  run: BuildRun,
  withChanges: readonly CountryResult[],
  meanwhile: () => void = () => {},
): Promise<string[]> {
  const { writer, prior, snapshot } = run;
  const changeLogs = [...(prior?.manifest.changeLogs ?? [])];
  for (const log of changeLogs) writer.link(paths.changeLog(log), priorFiles(prior)!);
  const fresh = withChanges.length > 0;
  let joined: Promise<void> = Promise.resolve();
  if (fresh) {
    const parts = withChanges.map(({ country }) => writer.scratchPath(changeLogPart(country)));
    const bytes = withChanges.reduce((sum, result) => sum + result.changeLogBytes, 0);
    if (bytes >= JOIN_ASIDE_BYTES) joined = writer.joinFilesAside(paths.changeLog(snapshot), parts);
    else writer.putParts(paths.changeLog(snapshot), readEach(parts));
    changeLogs.push(snapshot);
  }
  try {
    meanwhile();
    const lines = withChanges.flatMap(({ country, changeLines }) =>
      changeLines.ids.map((id, index) => ({ id, country, bytes: changeLines.bytes[index]! })),
    );
    writeChangeIndexes(writer, changeLogs, prior, fresh ? { log: snapshot, lines } : undefined);
  } catch (error) {
    // Nothing may still write into the draft when the caller discards it.
    await joined.catch(() => {});
    throw error;
  }
  await joined;
  return changeLogs;
}

/** The files' bytes, one file at a time: no log is held whole in memory. */
function* readEach(files: readonly string[]): Generator<Uint8Array> {
  for (const file of files) yield readFileSync(file);
}
