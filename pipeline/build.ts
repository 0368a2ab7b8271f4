// A whole build: countries fanned out over worker threads, then the countries
// files, the change log and the manifest, then one atomic publish.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import type { CountryResult, CountryTask } from './build-country.js';
import { writeChangeIndexes } from './change-index.js';
import { CONTRACT_VERSIONS, FROZEN_VERSIONS } from '../core/contracts.js';
import { emitCountriesFile } from './emit.js';
import {
  publish,
  priorFiles,
  readPublished,
  removeLeftovers,
  sha256,
  snapshotId,
  SnapshotWriter,
  type Published,
} from './publish.js';
import type { Manifest, SourceStatus } from '../core/manifest.js';
import { gatherOfficial, type OfficialGathering } from './official-sources.js';
import { assertInvariants } from './invariants.js';
import type { Conflict } from './reconcile.js';
import { sameRecords } from './same-records.js';
import { describeRejected, sourceStatuses } from './source-statuses.js';
import { ContractValidator, ValidationFailed, type SchemaViolation } from './validate.js';
import { loadSourcesConfig, type SourcesConfig } from '../sources/config.js';
import type { SourceRun } from '../sources/official.js';
import * as amendmentsSource from '../sources/amendments.js';
import { amendmentsDir, loadAmendments } from '../sources/amendments.js';
import * as correctionsSource from '../sources/corrections.js';
import { CorrectionsError, withoutPlace, type Correction } from '../sources/corrections.js';
import * as dateHolidays from '../sources/date-holidays.js';
import { pathOwner, paths } from '../core/snapshot-layout.js';

export interface BuildOptions {
  outDir: string;
  /** Country codes to build; all of the source's countries when omitted. */
  countries?: string[];
  fromYear: number;
  toYear: number;
  /** Snapshot time, RFC 3339 UTC: the one clock reading of the run. */
  at: string;
  keep: number;
  /** The operator's one-off corrections (sources/corrections.ts), applied on top of the sources and the amendments. */
  corrections?: Correction[];
  /** The reviewed amendments folder (default: AMENDMENTS_DIR, else amendments/); null: none. */
  amendmentsDir?: string | null;
  /** Which sources run, from where (sources.config.json, or SOURCES_CONFIG). */
  sourcesConfig?: SourcesConfig;
  /** The committed official payloads (default: PAYLOADS_DIR, else sources/payloads); null: none. */
  payloadsDir?: string | null;
  /** Fetch nothing: every official feed is read from its cached or committed copy. */
  offline?: boolean;
  force?: boolean;
  workers?: number;
  onStage?: (stage: string, detail?: string) => void;
  onProgress?: (done: number, total: number, country: string) => void;
  /**
   * Called once a validated snapshot with changes is ready, before it is
   * published: it may add files (reports) through the writer, and decides
   * whether the snapshot goes live. Not publishing discards the draft.
   */
  beforePublish?: (draft: DraftSnapshot) => Promise<PublishDecision> | PublishDecision;
}

/** A finished, validated snapshot that is not published yet. */
export interface DraftSnapshot {
  snapshot: string;
  /** Its temporary folder: every file of the snapshot is readable there. */
  dir: string;
  writer: SnapshotWriter;
  prior: Published | null;
  /** This build's change log (NDJSON), empty when only other files changed. */
  changeLog: string;
  /** The manifest as it would be without the hook's files. */
  manifest: Manifest;
}

export interface PublishDecision {
  publish: boolean;
  /** Extra manifest members (e.g. `reports`), written only when published. */
  manifestExtras?: Record<string, unknown>;
}

export interface BuildSummary {
  /** `withheld`: ready and valid, but beforePublish kept it from going live. */
  status: 'published' | 'unchanged' | 'withheld';
  snapshot: string | null;
  countries: number;
  records: number;
  active: number;
  deprecated: number;
  added: number;
  revised: number;
  deprecatedNow: number;
  revived: number;
  files: number;
  written: number;
  linked: number;
  durationMs: number;
  /** Peak resident memory of the process (worker threads included), MB. */
  peakRssMb: number;
  /** Disagreements between official sources and date-holidays in the built years. */
  conflicts: number;
  /** Official sources that were not fresh: stale (last good payload used) or failed. */
  degradedSources: { id: string; status: 'stale' | 'failed'; notice: string | null }[];
  /** Every source of this run as the manifest lists them (rejected rows named), published or not. */
  sources: SourceStatus[];
}

export class UsageError extends Error {}

export const DEFAULT_YEARS = { from: 2000, to: 2035 } as const;
export const YEAR_LIMITS = { from: 1970, to: 2100 } as const;

export function resolveCountries(requested: string[] | undefined): string[] {
  const known = dateHolidays.countryCodes();
  if (!requested || requested.length === 0) return known;
  const wanted = [...new Set(requested.map((code) => code.trim().toUpperCase()))].sort();
  const unknown = wanted.filter((code) => !known.includes(code));
  if (unknown.length > 0) {
    throw new UsageError(`unknown country code ${unknown.join(', ')}: use ISO 3166-1 alpha-2 codes of the ${known.length} supported countries (e.g. US, DE, JP)`);
  }
  return wanted;
}

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** A digest of everything a build's output depends on: code, schemas, sources and options. */
export function inputsDigest(
  countries: string[],
  fromYear: number,
  toYear: number,
  corrections: Correction[] = [],
  runs: readonly SourceRun[] = [],
): string {
  const hash = [
    `date-holidays@${dateHolidays.version}`,
    `countries=${countries.join(',')}`,
    `years=${fromYear}-${toYear}`,
    `corrections=${sha256(JSON.stringify(corrections.map(withoutPlace)))}`,
    ...runs.map((run) => `${run.id}=${run.status}:${run.payloads.map((payload) => payload.digest).join(',')}:archived=${sha256(JSON.stringify(run.archived))}`),
  ];
  for (const folder of ['pipeline', 'sources', 'schemas']) {
    // The committed payloads count through the runs' digests above, wherever PAYLOADS_DIR puts them.
    for (const file of listFiles(join(projectRoot, folder)).filter((path) => !relative(projectRoot, path).startsWith(join('sources', 'payloads')))) {
      hash.push(`${relative(projectRoot, file)}=${sha256(readFileSync(file))}`);
    }
  }
  return sha256(hash.join('\n'));
}

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? listFiles(path) : [path];
    });
}

/** Throws a UsageError for a year range a build cannot take. */
export function checkYears(fromYear: number, toYear: number): void {
  if (fromYear > toYear) throw new UsageError(`impossible year range ${fromYear}-${toYear}: the first year must not be after the last`);
  if (fromYear < YEAR_LIMITS.from || toYear > YEAR_LIMITS.to) {
    throw new UsageError(`years ${fromYear}-${toYear} out of range: years must lie within ${YEAR_LIMITS.from}-${YEAR_LIMITS.to}`);
  }
}

/** Rejected rows named in the stage lines, per source; the run summary and the manifest name them all. */
const REJECTED_SHOWN = 20;

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const stage = options.onStage ?? (() => {});
  checkYears(options.fromYear, options.toYear);
  const countries = resolveCountries(options.countries);
  const removed = removeLeftovers(options.outDir);
  if (removed.length) stage('recover', `removed what an interrupted build left: ${removed.join(', ')}`);
  const prior = readPublished(options.outDir);
  const amendments = options.amendmentsDir === null ? [] : loadAmendments(options.amendmentsDir ?? amendmentsDir());
  // Amendments first: an operator's one-off correction may act on what they made.
  const corrections = [...amendments, ...(options.corrections ?? [])];
  const unknown = [...new Set(corrections.map((correction) => correction.country))].filter((code) => !dateHolidays.countryCodes().includes(code));
  if (unknown.length) throw new UsageError(`amendments or corrections name unknown country ${unknown.join(', ')}`);
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
    stage('source', run.notice ?? `${run.id}: ok, ${run.payloads.length} payload(s), ${run.rows.length} rows${run.rejected.length ? `, ${run.rejected.length} rejected` : ''}`);
    for (const issue of run.rejected.slice(0, REJECTED_SHOWN)) stage('rejected', describeRejected(issue));
    if (run.rejected.length > REJECTED_SHOWN) stage('rejected', `${run.id}: ${run.rejected.length - REJECTED_SHOWN} more rejected rows (the run summary names them all)`);
  }
  const degradedSources = official.runs
    .filter((run) => run.status !== 'ok')
    .map((run) => ({ id: run.id, status: run.status as 'stale' | 'failed', notice: run.notice }));
  const sources = sourceStatuses(corrections, official.runs);
  const summarise = (status: BuildSummary['status'], snapshot: string | null, manifest: Manifest, results: CountryResult[], written: number, linked: number, conflicts = 0) =>
    summary(status, snapshot, manifest, results, written, linked, started, degradedSources, sources, conflicts);
  const digest = inputsDigest(countries, options.fromYear, options.toYear, corrections, official.runs);
  if (prior && prior.manifest.inputsDigest === digest && !options.force) {
    stage('check', `inputs unchanged since snapshot ${prior.manifest.snapshot}: nothing to build`);
    return summarise('unchanged', prior.manifest.snapshot, prior.manifest, [], 0, 0);
  }

  const sequence = (prior?.manifest.sequence ?? 0) + 1;
  const snapshot = snapshotId(sequence, options.at);
  const writer = SnapshotWriter.open(options.outDir, snapshot);
  try {
    stage('build', `${countries.length} countries, ${options.fromYear}-${options.toYear}, into ${writer.dir}`);
    const succeeded = [dateHolidays.id, correctionsSource.id, amendmentsSource.id, ...official.runs.filter((run) => run.status === 'ok').map((run) => run.id)];
    const results = await runCountries(countries, { ...options, corrections }, snapshot, writer, prior, official, succeeded);
    const violations = results.flatMap((result) => result.violations);
    for (const result of results) Object.assign(writer.files, result.files);
    writer.written += results.reduce((sum, result) => sum + result.written, 0);
    writer.linked += results.reduce((sum, result) => sum + result.linked, 0);

    stage('carry', 'countries outside this build are kept as published');
    const built = new Set(countries);
    const coverage: Manifest['coverage'] = {};
    for (const [country, years] of Object.entries(prior?.manifest.coverage ?? {})) {
      if (!built.has(country)) coverage[country] = years;
    }
    for (const country of countries) {
      const before = prior?.manifest.coverage[country];
      coverage[country] = {
        from: Math.min(before?.from ?? options.fromYear, options.fromYear),
        to: Math.max(before?.to ?? options.toYear, options.toYear),
      };
    }
    for (const path of Object.keys(prior?.manifest.files ?? {})) {
      const owner = pathOwner(path);
      if (owner && !built.has(owner.country)) writer.link(path, priorFiles(prior)!);
    }
    for (const archive of official.archives) writer.put(archive.path, archive.text, priorFiles(prior));
    for (const path of Object.keys(prior?.manifest.files ?? {})) {
      // An archive of a source that did not run this time stays as it was.
      if (path.startsWith(paths.sourcesFolder) && !writer.files[path]) writer.link(path, priorFiles(prior)!);
    }
    const conflicts = writeConflicts(writer, results, built, prior);

    stage('emit', 'countries files and change log');
    violations.push(...writeCountriesFiles(writer, coverage, results, prior));
    const changeLog = results.map((result) => result.changeLog).join('');
    const changeLogs = [...(prior?.manifest.changeLogs ?? [])];
    for (const log of changeLogs) writer.link(paths.changeLog(log), priorFiles(prior)!);
    if (changeLog) {
      writer.put(paths.changeLog(snapshot), changeLog);
      changeLogs.push(snapshot);
    }
    writeChangeIndexes(writer, changeLogs, prior);

    stage('validate', `${Object.keys(writer.files).length} files`);
    if (violations.length > 0) throw new ValidationFailed(violations);
    assertInvariants(results.flatMap((result) => result.invariants));

    // Reports are not part of the comparison: they are written after it, for a draft that changed something.
    if (prior && !changeLog && sameRecords(prior.manifest.files, writer.files)) {
      writer.discard();
      stage('publish', `no record changed: snapshot ${prior.manifest.snapshot} stays published`);
      return summarise('unchanged', prior.manifest.snapshot, prior.manifest, results, 0, 0, conflicts);
    }
    const draft = () => makeManifest(snapshot, sequence, options, prior, digest, countries, coverage, results, writer, changeLogs, sources);
    const decision = options.beforePublish ? await options.beforePublish({ snapshot, dir: writer.dir, writer, prior, changeLog, manifest: draft() }) : { publish: true };
    // Made after the hook, so files it added are listed with their digests.
    const manifest = { ...draft(), ...decision.manifestExtras };
    if (!decision.publish) {
      writer.discard();
      stage('publish', `withheld: snapshot ${snapshot} is not published; ${prior ? `${prior.manifest.snapshot} stays published` : 'nothing is published'}`);
      return summarise('withheld', snapshot, manifest, results, writer.written, writer.linked, conflicts);
    }
    stage('publish', `switching to snapshot ${snapshot}`);
    publish(writer, manifest, options.keep);
    return summarise('published', snapshot, manifest, results, writer.written, writer.linked, conflicts);
  } catch (error) {
    writer.discard();
    throw error;
  }
}

/** This build's conflicts, and those of the countries it kept as published. */
function writeConflicts(writer: SnapshotWriter, results: CountryResult[], built: Set<string>, prior: Published | null): number {
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

function writeCountriesFiles(
  writer: SnapshotWriter,
  coverage: Manifest['coverage'],
  results: CountryResult[],
  prior: Published | null,
): SchemaViolation[] {
  const infoOf = new Map(results.map((result) => [result.country, result.info]));
  const entries = Object.keys(coverage)
    .sort()
    .map((country) => ({ info: infoOf.get(country) ?? dateHolidays.countryInfo(country), years: coverage[country]! }));
  const validator = new ContractValidator();
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

function makeManifest(
  snapshot: string,
  sequence: number,
  options: BuildOptions,
  prior: Published | null,
  digest: string,
  countries: string[],
  coverage: Manifest['coverage'],
  results: CountryResult[],
  writer: SnapshotWriter,
  changeLogs: string[],
  sources: SourceStatus[],
): Manifest {
  const built = new Set(countries);
  const carried = prior ? Object.keys(prior.manifest.coverage).filter((country) => !built.has(country)) : [];
  // Record counts of countries kept as published are read from their ledger files.
  let carriedActive = 0;
  let carriedDeprecated = 0;
  for (const path of Object.keys(writer.files)) {
    const owner = pathOwner(path);
    if (!owner || !/^ledger\/[A-Z]{2}\.ndjson$/.test(path) || !carried.includes(owner.country)) continue;
    for (const line of readFileSync(join(writer.dir, path), 'utf8').split('\n')) {
      if (!line) continue;
      if ((JSON.parse(line) as { deprecated: boolean }).deprecated) carriedDeprecated++;
      else carriedActive++;
    }
  }
  const active = results.reduce((sum, result) => sum + result.records.active, carriedActive);
  const deprecated = results.reduce((sum, result) => sum + result.records.deprecated, carriedDeprecated);
  const sum = (key: 'added' | 'revised' | 'deprecated' | 'revived') => results.reduce((total, result) => total + result.counts[key], 0);
  const files: Record<string, string> = {};
  for (const path of Object.keys(writer.files).sort()) files[path] = writer.files[path]!;
  return {
    snapshot,
    sequence,
    createdAt: options.at,
    previous: prior?.manifest.snapshot ?? null,
    inputsDigest: digest,
    sources,
    build: { countries, years: { from: options.fromYear, to: options.toYear } },
    coverage,
    counts: {
      records: active + deprecated,
      active,
      deprecated,
      changes: { added: sum('added'), revised: sum('revised'), deprecated: sum('deprecated'), revived: sum('revived') },
      files: Object.keys(files).length + 1,
    },
    changeLogs,
    files,
  };
}

function summary(
  status: BuildSummary['status'],
  snapshot: string | null,
  manifest: Manifest,
  results: CountryResult[],
  written: number,
  linked: number,
  started: number,
  degradedSources: BuildSummary['degradedSources'],
  sources: SourceStatus[],
  conflicts: number,
): BuildSummary {
  const sum = (key: 'added' | 'revised' | 'deprecated' | 'revived') => results.reduce((total, result) => total + result.counts[key], 0);
  return {
    status,
    snapshot,
    countries: Object.keys(manifest.coverage).length,
    records: manifest.counts.records,
    active: manifest.counts.active,
    deprecated: manifest.counts.deprecated,
    added: sum('added'),
    revised: sum('revised'),
    deprecatedNow: sum('deprecated'),
    revived: sum('revived'),
    files: manifest.counts.files,
    written,
    linked,
    durationMs: Math.round(performance.now() - started),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    conflicts,
    degradedSources,
    sources,
  };
}

/** Runs every country's stages on worker threads (one per core), biggest countries first. */
async function runCountries(
  countries: string[],
  options: BuildOptions,
  snapshot: string,
  writer: SnapshotWriter,
  prior: Published | null,
  official: OfficialGathering,
  succeededSources: string[],
): Promise<CountryResult[]> {
  const size = Math.max(1, Math.min(options.workers ?? availableParallelism(), countries.length));
  const idle: Worker[] = [];
  const all: Worker[] = [];
  for (let index = 0; index < size; index++) {
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./worker.ts', import.meta.url).href },
      // The stages allocate many short-lived objects: a larger young generation means fewer scavenges.
      resourceLimits: { maxYoungGenerationSizeMb: 64 },
    });
    idle.push(worker);
    all.push(worker);
  }
  const limit = pLimit(size);
  const weight = new Map(countries.map((country) => [country, dateHolidays.targetsOf(country).length]));
  const order = [...countries].sort((a, b) => weight.get(b)! - weight.get(a)! || (a < b ? -1 : 1));
  const tempName = writer.dir.split('/').pop()!;
  const priorByCountry = groupByCountry(prior);
  let done = 0;
  try {
    const results = await Promise.all(
      order.map((country) =>
        limit(async () => {
          const worker = idle.pop()!;
          try {
            const task: CountryTask = {
              country,
              fromYear: options.fromYear,
              toYear: options.toYear,
              at: options.at,
              snapshot,
              outDir: options.outDir,
              tempName,
              prior: prior && { dir: prior.dir, files: priorByCountry.get(country) ?? {} },
              succeededSources,
              officials: official.byCountry.get(country) ?? [],
              corrections: (options.corrections ?? []).filter((correction) => correction.country === country),
            };
            const result = await runTask(worker, task);
            options.onProgress?.(++done, countries.length, country);
            return result;
          } finally {
            idle.push(worker);
          }
        }),
      ),
    );
    return results.sort((a, b) => (a.country < b.country ? -1 : 1));
  } finally {
    await Promise.all(all.map((worker) => worker.terminate()));
  }
}

/** The prior snapshot's files, by the country they belong to. */
function groupByCountry(prior: Published | null): Map<string, Record<string, string>> {
  const byCountry = new Map<string, Record<string, string>>();
  for (const [path, digest] of Object.entries(prior?.manifest.files ?? {})) {
    const owner = pathOwner(path);
    if (!owner) continue;
    let files = byCountry.get(owner.country);
    if (!files) byCountry.set(owner.country, (files = {}));
    files[path] = digest;
  }
  return byCountry;
}

function runTask(worker: Worker, task: CountryTask): Promise<CountryResult> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { ok: boolean; result?: CountryResult; error?: string; kind?: string }) => {
      worker.off('error', onError);
      if (message.ok) resolve(message.result!);
      else if (message.kind === 'corrections') reject(new CorrectionsError(message.error!));
      else reject(new Error(`country ${task.country} failed: ${message.error}`));
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(task);
  });
}
