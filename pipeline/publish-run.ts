// One run of `build` or `refresh`: the one way a dataset goes live. Its stages,
// in order, each a function below, each ending in one line (`[  1.2s] stage: …`):
//
//   lock       take OUT/refresh.lock (a lock left by a process that is gone is taken over)
//   fetch      the official sources (their lines once the build has them)
//   build      the countries into a draft snapshot (pipeline/build.ts); the cross-check starts beside it
//   validate   every file of the draft against its contract schema (the build did it; said here)
//   diff       the draft against the published snapshot
//   guards     whether the diff may go live (pipeline/guards.ts), or is held
//   report     the reports (pipeline/reports.ts): beside the snapshot when it is published, and in the run's folder
//   payloads   (only when fresh payloads went live and differ from the committed copies) where they stay
//   publish    the build switches `current`, or not: published, unchanged, held or a dry run
//   summarise  OUT/runs/<run>/summary.json and a line in OUT/run-log.ndjson, whatever the outcome
//
// diff, guards and report run inside the build, on the draft, just before it
// would switch (its beforePublish hook); reports are written only once the
// draft was found to change a record. A run that fails records why (its
// summary and run-log line) and publishes nothing; its exit code is one a
// scheduler can act on (pipeline/exit-codes.ts).

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.js';
import type { BuildOptions, BuildSummary, DraftSnapshot, PublishDecision } from './build-run.js';
import { checkGuards, type GuardThresholds, type GuardVerdict } from './guards.js';
import { acquireLock, type HeldLock } from './lock.js';
import type { SourceStatus } from '../core/manifest.js';
import { readPublished } from './publish.js';
import { pendingFetched, type FetchedSource } from '../sources/commit-fetched.js';
import { payloadsDir } from '../sources/committed.js';
import { renderReports } from './reports.js';
import { recordFileChanges } from './file-changes.js';
import { crosscheckTotals, type CrosscheckOutcome } from './crosscheck.js';
import { notInstalledNote } from './crosscheck-report.js';
import { appendRunLog } from './run-log.js';
import { diffSnapshots, totalChanges, type KindCounts, type SnapshotDiff } from './snapshot-diff.js';
import { EXIT, exitCodeOf } from './exit-codes.js';
import type { RowIssue } from '../sources/official.js';
import { dataDir, paths } from '../core/snapshot-layout.js';

export const FIRST_SNAPSHOT_NOTE =
  'The first snapshot: every record is new, so these reports count them per country; ledger/<CC>.ndjson in the snapshot lists them.';

/** Run folders kept in `runs/` (summaries and reports of held and dry runs). */
const RUNS_KEPT = 50;

export type Command = 'build' | 'refresh';

export interface PublishOptions extends Omit<BuildOptions, 'beforePublish' | 'onStage'> {
  /** Which command runs: the lock names it. */
  command: Command;
  guards: GuardThresholds;
  /** Publish even when a guard trips. */
  acceptChanges?: boolean;
  /** Everything but the publishing. */
  dryRun?: boolean;
  /** One line per stage. */
  onLine?: (line: string) => void;
}

export type RunStatus = 'published' | 'published-stale' | 'unchanged' | 'held' | 'dry-run';

export interface RunSource {
  id: string;
  version: string;
  status: string;
  notice: string | null;
  digests: string[];
  /** Which copy each payload was (fetched now, revalidated, the cache or the committed copy) and from when. */
  payloads: { url: string; origin: string; fetchedAt: string }[];
  counts: { payloads: number; bytes: number; rejected: number };
  /** Each row the source rejected: source, row, field, year, why. */
  rejected: RowIssue[];
}

export interface RunSummary {
  command: Command;
  status: RunStatus;
  exitCode: number;
  /** The snapshot this run made (published, held or a dry run's), or the published one when nothing changed. */
  snapshot: string | null;
  previous: string | null;
  at: string;
  dryRun: boolean;
  acceptChanges: boolean;
  lock: { tookOverFrom: number | null };
  /** This run's sources, whether or not it published. */
  sources: RunSource[];
  countries: Record<string, KindCounts>;
  totals: KindCounts & { changes: number };
  conflicts: { new: number; total: number };
  guards: GuardVerdict | null;
  /** Report files: in the snapshot (published) and in the run folder. */
  reports: string[];
  /**
   * Sources whose payloads went live fresh and differ from the committed copies: they stay in the
   * data directory's cache until `tsx pipeline/cli.ts payloads` writes them to the payloads folder.
   */
  pendingPayloads: string[];
  runDir: string;
  durationsMs: Record<string, number>;
  build: BuildSummary | null;
}

/** Stage lines: `[  1.2s] stage: detail`. */
function stageClock(onLine: (line: string) => void) {
  const started = performance.now();
  let last = started;
  const durations: Record<string, number> = {};
  return {
    durations,
    line(stage: string, detail: string) {
      const now = performance.now();
      durations[stage] = Math.round((durations[stage] ?? 0) + now - last);
      last = now;
      onLine(`[${((now - started) / 1000).toFixed(1).padStart(5)}s] ${stage}: ${detail}`);
    },
    total: () => Math.round(performance.now() - started),
  };
}

type StageClock = ReturnType<typeof stageClock>;

function runId(at: string): string {
  return `${at.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${process.pid}`;
}

function pruneRuns(dir: string): void {
  const runs = readdirSync(dir).sort();
  for (const name of runs.slice(0, Math.max(0, runs.length - RUNS_KEPT)))
    rmSync(join(dir, name), { recursive: true, force: true });
}

export const isFetchedSource = (source: SourceStatus): source is SourceStatus & FetchedSource =>
  Array.isArray(source.payloads) && source.coverage !== undefined;

function runSources(sources: readonly SourceStatus[]): RunSource[] {
  return sources.map((source) => ({
    id: source.id,
    version: source.version,
    status: source.status,
    notice: source.notice ?? null,
    digests: (source.payloads ?? []).map((payload) => payload.digest),
    payloads: (source.payloads ?? []).map((payload) => ({
      url: payload.url,
      origin: payload.origin,
      fetchedAt: payload.fetchedAt,
    })),
    counts: {
      payloads: source.payloads?.length ?? 0,
      bytes: (source.payloads ?? []).reduce((sum, payload) => sum + (payload.bytes ?? 0), 0),
      rejected: source.rejected ?? 0,
    },
    rejected: source.rejectedRows ?? [],
  }));
}

const logSources = (sources: readonly RunSource[]) =>
  sources.map((source) => ({
    id: source.id,
    status: source.status,
    notice: source.notice,
    digests: source.digests,
    rejected: source.counts.rejected,
  }));

/** One run as its stages pass it on: what it was asked, its lock and folder, and what each stage found. */
interface Run {
  options: PublishOptions;
  clock: StageClock;
  lock: HeldLock;
  /** OUT/runs/<run>/: the summary and the reports, whatever the outcome. */
  runDir: string;
  /** The snapshot published when the run began. */
  previous: string | null;
  /** The sources' lines, said together once the build has them all (fetch). */
  fetchNotes: string[];
  rejectedNotes: string[];
  fetchSaid: boolean;
  /** The cross-check, made as the countries are built and handed over by the build (afterCountries). */
  crosscheck: CrosscheckOutcome | undefined;
  /** What the stages on the draft found (diff, guards, report); absent when the build stopped before them. */
  diff: SnapshotDiff | undefined;
  verdict: GuardVerdict | undefined;
  reports: Record<string, string>;
}

/** What the publish stage found: the run's status and its exit code. */
interface Outcome {
  status: RunStatus;
  exitCode: number;
}

/**
 * Runs one build or refresh. Throws LockBusyError when another holds the
 * lock, and the build's errors (usage, validation, failure) as they are;
 * nothing is published then, and the lock is released.
 */
export async function publishRun(options: PublishOptions): Promise<RunSummary> {
  const run = takeLock(options);
  // Should the run ever wait on something that nothing left running can
  // finish, Node would end the process (exit 13) and skip every `finally`:
  // the lock would stay and no line would say why. Record it as a failure first.
  const stalled = () => stall(run);
  process.once('beforeExit', stalled);
  try {
    run.previous = readPublished(options.outDir)?.manifest.snapshot ?? null;
    sayLock(run);
    const built = await buildDraft(run);
    sayFetch(run);
    const pendingPayloads = freshPayloads(run, built);
    const outcome = publishOutcome(run, built);
    return summarise(run, built, outcome, pendingPayloads);
  } catch (error) {
    recordFailure(run, (error as Error).message, exitCodeOf(error));
    throw error;
  } finally {
    process.off('beforeExit', stalled);
    run.lock.release();
  }
}

/** lock: the data directory's lock taken, the run's folder named. */
function takeLock(options: PublishOptions): Run {
  const clock = stageClock(options.onLine ?? (() => {}));
  mkdirSync(options.outDir, { recursive: true });
  return {
    options,
    clock,
    lock: acquireLock(options.outDir, options.command),
    runDir: join(options.outDir, dataDir.runs, runId(options.at)),
    previous: null,
    fetchNotes: [],
    rejectedNotes: [],
    fetchSaid: false,
    crosscheck: undefined,
    diff: undefined,
    verdict: undefined,
    reports: {},
  };
}

function sayLock(run: Run): void {
  const { tookOverFrom, path } = run.lock;
  run.clock.line(
    'lock',
    tookOverFrom
      ? `taken over from a ${tookOverFrom.command || 'run'} that is gone (pid ${tookOverFrom.pid}, since ${tookOverFrom.startedAt})`
      : `acquired ${path}`,
  );
}

/** fetch and build: the build makes the draft; diff, guards and report run on it before it may switch (reviewDraft). */
function buildDraft(run: Run): Promise<BuildSummary> {
  return build({
    ...run.options,
    beforePublish: (draft) => reviewDraft(run, draft),
    crosscheck: true,
    afterCountries: ({ crosscheck }) => {
      run.crosscheck = crosscheck;
    },
    onStage: (stage, detail) => {
      if (stage === 'source') run.fetchNotes.push(detail ?? '');
      else if (stage === 'rejected') run.rejectedNotes.push(detail ?? '');
      else if (stage === 'build' || stage === 'check') {
        sayFetch(run);
        run.clock.line('build', detail ?? '');
      } else if (stage === 'recover') run.options.onLine?.(`recover: ${detail}`);
    },
  });
}

/** fetch: one line for every source, then one per rejected row; said once, when the build starts (or ends without starting). */
function sayFetch(run: Run): void {
  if (run.fetchSaid) return;
  run.fetchSaid = true;
  const notes = run.fetchNotes;
  const notFresh = notes.some((note) => !/ ok \(/.test(note));
  run.clock.line(
    'fetch',
    notes.length
      ? `${notes.join(', ')}${notFresh ? ' (why: the notices at the end)' : ''}`
      : 'no official sources configured for these countries',
  );
  for (const note of run.rejectedNotes) run.clock.line('rejected', note);
}

/** validate → diff → guards → report, on the draft the build would publish; whether it may. */
async function reviewDraft(run: Run, draft: DraftSnapshot): Promise<PublishDecision> {
  run.clock.line('validate', `every file of ${draft.snapshot} is valid against its contract schema`);
  const diff = diffDraft(run, draft);
  const verdict = guard(run, diff);
  const publish = !run.options.dryRun && (!verdict.held || Boolean(run.options.acceptChanges));
  const listed = await report(run, draft, diff, verdict, publish);
  return { publish, manifestExtras: listed.length ? { reports: listed } : undefined };
}

/** diff: the draft against the snapshot published before it. */
function diffDraft(run: Run, draft: DraftSnapshot): SnapshotDiff {
  const diff = diffSnapshots(
    draft.prior && {
      snapshot: draft.prior.manifest.snapshot,
      dir: draft.prior.dir,
      files: draft.prior.manifest.files,
    },
    { snapshot: draft.snapshot, dir: draft.dir, files: draft.writer.files, active: draft.active },
  );
  run.clock.line(
    'diff',
    `${totalChanges(diff.totals)} changes (${Object.entries(diff.totals)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(
        ', ',
      )}) in ${Object.keys(diff.byCountry).length} countries; ${diff.newConflicts.length} new source conflicts`,
  );
  return diff;
}

/** guards: whether the diff may go live, or is held (unless --accept-changes). */
function guard(run: Run, diff: SnapshotDiff): GuardVerdict {
  const verdict = checkGuards(diff, run.options.guards);
  run.clock.line(
    'guards',
    verdict.held
      ? `${run.options.acceptChanges ? 'tripped, accepted by --accept-changes' : 'HELD'}: ${verdict.reasons.join('; ')}`
      : diff.from
        ? 'passed'
        : 'first snapshot: nothing published to protect',
  );
  return verdict;
}

/** What the reports say first: the counts of a first snapshot, or why a snapshot with no changed record is made. */
function reportNote(run: Run, draft: DraftSnapshot, diff: SnapshotDiff): string | undefined {
  // A first snapshot adds every record: its diff and reports give the counts, not 145,000 rows (the ledger lists them).
  let note = diff.from ? undefined : FIRST_SNAPSHOT_NOTE;
  // No record changed, yet record files did (the build publishes only then): say which and how, in the run and the reports.
  if (draft.prior && totalChanges(diff.totals) === 0) {
    const files = recordFileChanges(
      { dir: draft.prior.dir, files: draft.prior.manifest.files },
      { dir: draft.dir, files: draft.writer.files },
    );
    if (files.length) {
      note = `No record changed. A new snapshot is made because these record files differ from ${draft.prior.manifest.snapshot}: ${files.join('; ')}.`;
      run.clock.line(
        'diff',
        `no record changed, yet ${files.length} record ${files.length === 1 ? 'file differs' : 'files differ'} from ${draft.prior.manifest.snapshot}, so a new snapshot is made: ${files.join('; ')}`,
      );
    }
  }
  return note;
}

/** report: the reports rendered, and put in the draft when it is to be published; returns their paths in it. */
async function report(
  run: Run,
  draft: DraftSnapshot,
  diff: SnapshotDiff,
  verdict: GuardVerdict,
  publish: boolean,
): Promise<string[]> {
  const note = reportNote(run, draft, diff);
  // Made country by country as they were built (pipeline/build-crosscheck.ts), handed over by afterCountries.
  const crosscheck = run.crosscheck ?? { error: 'the build handed over no cross-check' };
  const reports = renderReports({
    diff,
    guards: verdict,
    accepted: run.options.acceptChanges && verdict.held,
    sources: draft.manifest.sources,
    note,
    crosscheck,
  });
  Object.assign(run, { diff, verdict, reports });
  const listed: string[] = [];
  if (publish) {
    for (const [name, text] of Object.entries(reports)) {
      draft.writer.put(`${paths.reports}/${name}`, text);
      listed.push(`${paths.reports}/${name}`);
    }
  }
  const checked =
    'error' in crosscheck
      ? `cross-check failed: ${crosscheck.error}`
      : `cross-check: ${crosscheckTotals(crosscheck).disagreements} disagreements in ${crosscheckTotals(crosscheck).disagreeing.length} of ${crosscheck.countries.length} countries (${(crosscheck.durationMs / 1000).toFixed(1)}s)${notInstalledNote(crosscheck)}`;
  run.clock.line(
    'report',
    `${Object.keys(reports).join(', ')} → ${publish ? `${paths.reports}/ of ${draft.snapshot} and ` : ''}${run.runDir}; ${checked}`,
  );
  return listed;
}

/**
 * Fresh payloads that went live stay in the data directory's cache: the run never writes into the
 * checkout (a deployment that upgrades with git pull must find it clean). Committing them is a command.
 */
function freshPayloads(run: Run, built: BuildSummary): string[] {
  const { options } = run;
  const pending =
    built.status === 'published' && options.payloadsDir !== null
      ? pendingFetched(options.payloadsDir ?? payloadsDir(), built.sources.filter(isFetchedSource))
      : [];
  if (pending.length) {
    run.clock.line(
      'payloads',
      `fresh payloads of ${pending.join(', ')} went live and differ from the committed copies; they stay in ${join(options.outDir, 'cache')}. To review them with the reports, \`tsx pipeline/cli.ts payloads --out ${options.outDir}\` (make payloads) writes them to ${options.payloadsDir ?? payloadsDir()}`,
    );
  }
  return pending;
}

/** publish: what became of the draft (published, unchanged, held, a dry run), and the exit code that says so. */
function publishOutcome(run: Run, built: BuildSummary): Outcome {
  const { options, previous } = run;
  const stale = built.degradedSources.length > 0;
  const status: RunStatus =
    built.status === 'unchanged'
      ? 'unchanged'
      : built.status === 'published'
        ? stale
          ? 'published-stale'
          : 'published'
        : options.dryRun
          ? 'dry-run'
          : 'held';
  // A dry run exits as the real run would have: held, or published.
  const exitCode = {
    published: EXIT.published,
    'published-stale': EXIT.publishedStale,
    unchanged: EXIT.unchanged,
    held: EXIT.held,
    'dry-run': run.verdict?.held && !options.acceptChanges ? EXIT.held : EXIT.published,
  }[status];
  const notFresh = stale
    ? ` (sources not fresh: ${built.degradedSources.map((source) => `${source.id} ${source.status}`).join(', ')})`
    : '';
  run.clock.line(
    'publish',
    status === 'published' || status === 'published-stale'
      ? `switched to snapshot ${built.snapshot}${notFresh}`
      : status === 'unchanged'
        ? `nothing changed: ${built.snapshot} stays published${notFresh}`
        : status === 'held'
          ? `held by the guards: ${previous ?? 'nothing'} stays published; rerun with --accept-changes to publish`
          : `dry run: ${built.snapshot} not published; ${previous ?? 'nothing'} stays published`,
  );
  return { status, exitCode };
}

/** summarise: the reports and summary.json in the run's folder, a line in the run log, the oldest run folders pruned. */
function summarise(run: Run, built: BuildSummary, outcome: Outcome, pendingPayloads: string[]): RunSummary {
  const { options, runDir, diff, reports } = run;
  const { status, exitCode } = outcome;
  const published = readPublished(options.outDir);
  mkdirSync(runDir, { recursive: true });
  for (const [name, text] of Object.entries(reports)) writeFileSync(join(runDir, name), text);
  const listedReports = [
    ...(status === 'published' || status === 'published-stale'
      ? Object.keys(reports).map((name) => join(published!.dir, paths.reports, name))
      : []),
    ...Object.keys(reports).map((name) => join(runDir, name)),
  ];
  const sources = runSources(built.sources);
  const result: RunSummary = {
    command: options.command,
    status,
    exitCode,
    snapshot: built.snapshot,
    previous: run.previous,
    at: options.at,
    dryRun: Boolean(options.dryRun),
    acceptChanges: Boolean(options.acceptChanges),
    lock: { tookOverFrom: run.lock.tookOverFrom?.pid ?? null },
    sources,
    countries: diff?.byCountry ?? {},
    totals: {
      ...(diff?.totals ?? { added: 0, revised: 0, deprecated: 0, revived: 0 }),
      changes: diff ? totalChanges(diff.totals) : 0,
    },
    conflicts: { new: diff?.newConflicts.length ?? 0, total: diff?.conflictsTotal ?? 0 },
    guards: run.verdict ?? null,
    reports: listedReports,
    pendingPayloads,
    runDir,
    durationsMs: { ...run.clock.durations, total: run.clock.total() },
    build: built,
  };
  writeFileSync(join(runDir, 'summary.json'), `${JSON.stringify(result, null, 2)}\n`);
  appendRunLog(options.outDir, {
    at: options.at,
    command: options.command,
    status,
    exitCode,
    snapshot: status === 'unchanged' ? null : built.snapshot,
    published: published?.manifest.snapshot ?? null,
    sources: logSources(sources),
    runDir,
  });
  pruneRuns(join(options.outDir, dataDir.runs));
  return result;
}

/** A failed run leaves its reason where the runs are, for whoever reads them next. */
function recordFailure(run: Run, message: string, exitCode: number): void {
  const { options, clock, runDir } = run;
  clock.line('failed', `${message.split('\n')[0]}; nothing published`);
  mkdirSync(runDir, { recursive: true });
  writeFileSync(
    join(runDir, 'summary.json'),
    `${JSON.stringify({ command: options.command, status: 'failed', at: options.at, error: message, runDir, durationsMs: { ...clock.durations, total: clock.total() } }, null, 2)}\n`,
  );
  appendRunLog(options.outDir, {
    at: options.at,
    command: options.command,
    status: 'failed',
    exitCode,
    snapshot: null,
    published: run.previous,
    sources: [],
    runDir,
    error: message.split('\n')[0],
  });
}

/** The run waits on work nothing left running can finish: recorded as a failure, the lock released, exit 1. */
function stall(run: Run): never {
  const { command } = run.options;
  const message = `the ${command} stopped waiting on work that nothing left running could finish (an internal fault)`;
  recordFailure(run, message, EXIT.failed);
  run.lock.release();
  process.stderr.write(`error: ${command} failed, nothing published: ${message}\n`);
  process.exit(EXIT.failed);
}
