// A whole build: countries fanned out over worker threads, then the countries
// files, the change log and the manifest, then one atomic publish.

import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { Manifest } from '../core/manifest.js';
import { CONTRACT_VERSIONS, FROZEN_VERSIONS } from '../core/contracts.js';
import { buildSummary, makeManifest } from './build-manifest.js';
import type { BuildOptions, BuildRun, BuildSummary } from './build-run.js';
import { checkYears, resolveCountries, UsageError } from './build-scope.js';
import { checkCorrections, type CountryResult } from './build-country.js';
import { joinChecks } from './build-crosscheck.js';
import {
  carriedCoverage,
  carryFiles,
  writeChangeLogs,
  writeConflicts,
  writeLibraryDifferences,
} from './carry-forward.js';
import { emitCountriesFile } from './emit.js';
import { inputsDigest } from './inputs-digest.js';
import { assertInvariants } from './invariants.js';
import { gatherOfficial } from './official-sources.js';
import {
  priorFiles,
  publish,
  readPublished,
  removeLeftovers,
  snapshotId,
  SnapshotWriter,
  type Published,
} from './publish.js';
import { sameRecords } from './same-records.js';
import { describeRejected, sourceStatuses } from './source-statuses.js';
import { ContractValidator, ValidationFailed, type SchemaViolation } from './validate.js';
import { runCountries, startWorkers, stopWorkers } from './worker-pool.js';
import { writeWorkdaysFiles } from './workdays-files.js';
import * as amendmentsSource from '../sources/amendments.js';
import { amendedFirstYears, amendmentsDir, loadAmendments, withDeclaredSubdivisions } from '../sources/amendments.js';
import { loadSourcesConfig } from '../sources/config.js';
import * as correctionsSource from '../sources/corrections.js';
import * as dateHolidays from '../sources/date-holidays.js';
import { loadWorkdays, workdaysDir } from '../sources/workdays.js';
import { checkCalendarData } from '../sources/lunar-dates.js';

/** Rejected rows named in the stage lines, per source; the run summary and the manifest name them all. */
const REJECTED_SHOWN = 20;

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  checkYears(options.fromYear, options.toYear);
  const countries = resolveCountries(options.countries);
  const removed = removeLeftovers(options.outDir);
  if (removed.length) options.onStage?.('recover', `removed what an interrupted build left: ${removed.join(', ')}`);
  const prior = readPublished(options.outDir);
  // With nothing published (or --force) the countries will be built whatever the inputs say: their threads
  // start now and load their modules beside the set-up below. Otherwise only once the inputs are seen to change.
  const pool: { workers: Worker[] | null } = {
    workers: prior && !options.force ? null : startWorkers(countries.length, options.workers),
  };
  try {
    return await buildWith(options, { started, countries, prior, pool });
  } finally {
    // runCountries stops them once the countries are done (their memory is freed before the rest); this is for a
    // build that ends before it gets there.
    await stopWorkers(pool.workers ?? []);
  }
}

async function buildWith(
  options: BuildOptions,
  {
    started,
    countries,
    prior,
    pool,
  }: {
    started: number;
    countries: string[];
    prior: Published | null;
    pool: { workers: Worker[] | null };
  },
): Promise<BuildSummary> {
  const stage = options.onStage ?? (() => {});
  const amendments = options.amendmentsDir === null ? [] : loadAmendments(options.amendmentsDir ?? amendmentsDir());
  // A state of the rule library younger than the years asked for is built from its first year (`since`).
  // (Only the built countries': a build of others keeps its inputs digest.)
  const firstYears = Object.fromEntries(
    Object.entries(
      options.amendmentsDir === null ? {} : amendedFirstYears(options.amendmentsDir ?? amendmentsDir()),
    ).filter(([country]) => countries.includes(country)),
  );
  // Amendments first: an operator's one-off correction may act on what they made.
  const corrections = [...amendments, ...(options.corrections ?? [])];
  const unknown = [...new Set(corrections.map((correction) => correction.country))].filter(
    (code) => !dateHolidays.countryCodes().includes(code),
  );
  if (unknown.length) throw new UsageError(`amendments or corrections name unknown country ${unknown.join(', ')}`);
  const workdays = options.workdaysDir === null ? [] : loadWorkdays(options.workdaysDir ?? workdaysDir());
  // The calendar engines' reviewed data (CALENDARS_DIR, else sources/calendars/), checked before anything is built.
  checkCalendarData();
  const official = await gatherOfficial({
    config: options.sourcesConfig ?? loadSourcesConfig(),
    countries,
    cacheDir: join(options.outDir, 'cache'),
    at: options.at,
    prior: priorFiles(prior),
    payloadsDir: options.payloadsDir,
    offline: options.offline,
  });
  for (const run of official.runs) {
    // The reason a source is not fresh is said once, at the end of the run (its notice).
    stage(
      'source',
      run.status === 'ok'
        ? `${run.id} ok (${run.payloads.length} payload(s), ${run.rows.length} rows${run.rejected.length ? `, ${run.rejected.length} rejected` : ''})`
        : `${run.id} ${run.status}`,
    );
    for (const issue of run.rejected.slice(0, REJECTED_SHOWN)) stage('rejected', describeRejected(issue));
    if (run.rejected.length > REJECTED_SHOWN)
      stage(
        'rejected',
        `${run.id}: ${run.rejected.length - REJECTED_SHOWN} more rejected rows (the run summary names them all)`,
      );
  }
  const degradedSources = official.runs
    .filter((run) => run.status !== 'ok')
    .map((run) => ({ id: run.id, status: run.status as 'stale' | 'failed', notice: run.notice }));
  const sources = sourceStatuses(corrections, official.runs, workdays);
  const digest = inputsDigest({
    countries,
    fromYear: options.fromYear,
    toYear: options.toYear,
    corrections,
    firstYears,
    workdays,
    runs: official.runs,
  });
  if (prior && prior.manifest.inputsDigest === digest && !options.force) {
    stage('check', `inputs unchanged since snapshot ${prior.manifest.snapshot}: nothing to build`);
    return buildSummary(
      'unchanged',
      prior.manifest.snapshot,
      prior.manifest,
      [],
      { written: 0, linked: 0, conflicts: 0 },
      { started, degradedSources, sources },
    );
  }

  checkCorrections(corrections, official.byCountry, options.fromYear, options.toYear);
  const sequence = (prior?.manifest.sequence ?? 0) + 1;
  const snapshot = snapshotId(sequence, options.at);
  const run: BuildRun = {
    options,
    countries,
    corrections,
    firstYears,
    workdays,
    official,
    sources,
    degradedSources,
    prior,
    digest,
    sequence,
    snapshot,
    writer: SnapshotWriter.open(options.outDir, snapshot),
    started,
  };
  const { writer } = run;
  try {
    stage('build', `${countries.length} countries, ${options.fromYear}-${options.toYear}, into ${writer.dir}`);
    const succeeded = [
      ...dateHolidays.RULE_SOURCES,
      correctionsSource.id,
      amendmentsSource.id,
      ...official.runs.filter((source) => source.status === 'ok').map((source) => source.id),
    ];
    // Before the countries: each country's cross-check compares its makeup working days too.
    writeWorkdaysFiles(run);
    pool.workers ??= startWorkers(countries.length, options.workers);
    const [results] = await Promise.all([
      runCountries(run, succeeded, pool.workers),
      // The main thread waits for the countries: the schemas of the files it writes after them compile meanwhile.
      new Promise(setImmediate).then(() => ContractValidator.shared().prepare('countriesFile')),
    ]);
    const violations = results.flatMap((result) => result.violations);
    for (const result of results) Object.assign(writer.files, result.files);
    writer.written += results.reduce((sum, result) => sum + result.written, 0);
    writer.linked += results.reduce((sum, result) => sum + result.linked, 0);
    options.afterCountries?.({
      snapshot,
      dir: writer.dir,
      countries,
      ...(options.crosscheck
        ? {
            crosscheck: joinChecks(
              snapshot,
              results.map((result) => result.crosscheck!),
            ),
          }
        : {}),
    });

    // The change log is joined from the scratch files the countries left (never in memory), on a thread of its
    // own while this one writes the snapshot's other last files.
    const withChanges = results.filter((result) => result.changeLogBytes > 0);
    const changed = withChanges.length > 0;
    const coverage = carriedCoverage(run);
    let conflicts = 0;
    const changeLogs = await writeChangeLogs(run, withChanges, () => {
      stage('carry', 'countries outside this build are kept as published');
      carryFiles(run);
      conflicts = writeConflicts(run, results);
      writeLibraryDifferences(run, results);
      stage('emit', 'countries files and change log');
      violations.push(...writeCountriesFiles(run, coverage, results));
    });
    writer.dropScratch();
    const summarise = (
      status: BuildSummary['status'],
      snapshotId: string | null,
      manifest: Manifest,
      counted: { written: number; linked: number },
    ) => buildSummary(status, snapshotId, manifest, results, { ...counted, conflicts }, run);

    stage('validate', `${Object.keys(writer.files).length} files`);
    if (violations.length > 0) throw new ValidationFailed(violations);
    assertInvariants(results.flatMap((result) => result.invariants));

    // Reports are not part of the comparison: they are written after it, for a draft that changed something.
    if (prior && !changed && sameRecords(prior.manifest.files, writer.files)) {
      writer.discard();
      stage('publish', `no record changed: snapshot ${prior.manifest.snapshot} stays published`);
      return summarise('unchanged', prior.manifest.snapshot, prior.manifest, { written: 0, linked: 0 });
    }
    const draft = () => makeManifest(run, coverage, results, changeLogs);
    const decision = options.beforePublish
      ? await options.beforePublish({
          snapshot,
          dir: writer.dir,
          writer,
          prior,
          changed,
          manifest: draft(),
          active: Object.fromEntries(results.map((result) => [result.country, result.records.active])),
        })
      : { publish: true };
    // Made after the hook, so files it added are listed with their digests.
    const manifest = { ...draft(), ...decision.manifestExtras };
    if (!decision.publish) {
      writer.discard();
      stage(
        'publish',
        `withheld: snapshot ${snapshot} is not published; ${prior ? `${prior.manifest.snapshot} stays published` : 'nothing is published'}`,
      );
      return summarise('withheld', snapshot, manifest, writer);
    }
    stage('publish', `switching to snapshot ${snapshot}`);
    publish(writer, manifest, options.keep);
    return summarise('published', snapshot, manifest, writer);
  } catch (error) {
    writer.discard();
    throw error;
  }
}

/** The countries file of every contract version (a frozen version's stays as published), validated. */
function writeCountriesFiles(
  run: BuildRun,
  coverage: Manifest['coverage'],
  results: CountryResult[],
): SchemaViolation[] {
  const { writer, prior } = run;
  const infoOf = new Map(results.map((result) => [result.country, result.info]));
  const entries = Object.keys(coverage)
    .sort()
    .map((country) => ({
      info: infoOf.get(country) ?? withDeclaredSubdivisions(dateHolidays.countryInfo(country), run.corrections),
      years: coverage[country]!,
    }));
  const validator = ContractValidator.shared();
  const violations: SchemaViolation[] = [];
  for (const version of CONTRACT_VERSIONS) {
    const file = emitCountriesFile(version, entries);
    if (FROZEN_VERSIONS.has(version) && prior?.manifest.files[file.path]) {
      writer.link(file.path, priorFiles(prior)!);
      continue;
    }
    violations.push(...validator.check(version, 'countriesFile', file.value, file.path));
    writer.put(file.path, file.text, priorFiles(prior));
  }
  return violations;
}
