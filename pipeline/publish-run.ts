// The one way a dataset goes live, for `build` and `refresh` alike: lock →
// fetch → build → validate → diff against the published snapshot → guards →
// reports → publish, one line per stage, then a JSON run summary
// (OUT/runs/<run>/summary.json) and a line in the run log (OUT/run-log.ndjson)
// whatever the outcome, and an exit code a scheduler can act on. Reports go
// beside the snapshot (`reports/`, listed in its manifest) and into the run's
// folder; they are written after the draft was found to change a record.

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.js';
import type { BuildOptions, BuildSummary, DraftSnapshot } from './build-run.js';
import { checkGuards, type GuardThresholds, type GuardVerdict } from './guards.js';
import { acquireLock } from './lock.js';
import type { Manifest, SourceStatus } from '../core/manifest.js';
import { readPublished } from './publish.js';
import { pendingFetched, type FetchedSource } from '../sources/commit-fetched.js';
import { payloadsDir } from '../sources/committed.js';
import { renderReports } from './reports.js';
import { recordFileChanges } from './file-changes.js';
import { crosscheckTotals, type CrosscheckOutcome } from './crosscheck.js';
import { startCrosscheck } from './crosscheck-thread.js';
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

/**
 * Runs one build or refresh. Throws LockBusyError when another holds the
 * lock, and the build's errors (usage, validation, failure) as they are;
 * nothing is published then, and the lock is released.
 */
export async function publishRun(options: PublishOptions): Promise<RunSummary> {
  const onLine = options.onLine ?? (() => {});
  const clock = stageClock(onLine);
  mkdirSync(options.outDir, { recursive: true });
  const lock = acquireLock(options.outDir, options.command);
  const runDir = join(options.outDir, dataDir.runs, runId(options.at));
  let previous: string | null = null;
  // A failed run leaves its reason where the runs are, for whoever reads them next.
  const recordFailure = (message: string, exitCode: number) => {
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
      published: previous,
      sources: [],
      runDir,
      error: message.split('\n')[0],
    });
  };
  // Should the run ever wait on something that nothing left running can
  // finish, Node would end the process (exit 13) and skip every `finally`:
  // the lock would stay and no line would say why. Record it as a failure first.
  const stalled = () => {
    const message = `the ${options.command} stopped waiting on work that nothing left running could finish (an internal fault)`;
    recordFailure(message, EXIT.failed);
    lock.release();
    process.stderr.write(`error: ${options.command} failed, nothing published: ${message}\n`);
    process.exit(EXIT.failed);
  };
  process.once('beforeExit', stalled);
  try {
    previous = readPublished(options.outDir)?.manifest.snapshot ?? null;
    clock.line(
      'lock',
      lock.tookOverFrom
        ? `taken over from a ${lock.tookOverFrom.command || 'run'} that is gone (pid ${lock.tookOverFrom.pid}, since ${lock.tookOverFrom.startedAt})`
        : `acquired ${lock.path}`,
    );
    // What the publish hook found: the draft's manifest, its diff, the guards' verdict and the reports.
    const found: { manifest?: Manifest; diff?: SnapshotDiff; verdict?: GuardVerdict; reports: Record<string, string> } =
      { reports: {} };
    const fetchNotes: string[] = [];
    const rejectedNotes: string[] = [];
    let fetched = false;
    const flushFetch = () => {
      if (fetched) return;
      fetched = true;
      const notFresh = fetchNotes.some((note) => !/ ok \(/.test(note));
      clock.line(
        'fetch',
        fetchNotes.length
          ? `${fetchNotes.join(', ')}${notFresh ? ' (why: the notices at the end)' : ''}`
          : 'no official sources configured for these countries',
      );
      for (const note of rejectedNotes) clock.line('rejected', note);
    };

    const crosscheckOf = (dir: string, snapshot: string, countries: readonly string[]) =>
      startCrosscheck({
        dir,
        snapshot,
        at: options.at,
        countries,
        fromYear: options.fromYear,
        toYear: options.toYear,
        payloadsDir: options.payloadsDir,
        sourcesConfig: options.sourcesConfig,
      });
    let crosscheckStarted: Promise<CrosscheckOutcome> | undefined;

    const beforePublish = async (draft: DraftSnapshot) => {
      found.manifest = draft.manifest;
      clock.line('validate', `every file of ${draft.snapshot} is valid against its contract schema`);
      const diff = diffSnapshots(
        draft.prior && {
          snapshot: draft.prior.manifest.snapshot,
          dir: draft.prior.dir,
          files: draft.prior.manifest.files,
        },
        { snapshot: draft.snapshot, dir: draft.dir, files: draft.writer.files },
      );
      clock.line(
        'diff',
        `${totalChanges(diff.totals)} changes (${Object.entries(diff.totals)
          .map(([kind, count]) => `${count} ${kind}`)
          .join(
            ', ',
          )}) in ${Object.keys(diff.byCountry).length} countries; ${diff.newConflicts.length} new source conflicts`,
      );
      const verdict = checkGuards(diff, options.guards);
      clock.line(
        'guards',
        verdict.held
          ? `${options.acceptChanges ? 'tripped, accepted by --accept-changes' : 'HELD'}: ${verdict.reasons.join('; ')}`
          : diff.from
            ? 'passed'
            : 'first snapshot: nothing published to protect',
      );
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
          clock.line(
            'diff',
            `no record changed, yet ${files.length} record ${files.length === 1 ? 'file differs' : 'files differ'} from ${draft.prior.manifest.snapshot}, so a new snapshot is made: ${files.join('; ')}`,
          );
        }
      }
      // The countries built, beside the independent sources (pipeline/crosscheck.ts): a section of the reports, never a
      // gate. Begun as the countries were done (afterCountries), it has run beside the stages since.
      const crosscheck = await (crosscheckStarted ??
        crosscheckOf(draft.dir, draft.snapshot, draft.manifest.build.countries));
      const reports = renderReports({
        diff,
        guards: verdict,
        accepted: options.acceptChanges && verdict.held,
        sources: draft.manifest.sources,
        note,
        crosscheck,
      });
      Object.assign(found, { diff, verdict, reports });
      const publishIt = !options.dryRun && (!verdict.held || Boolean(options.acceptChanges));
      const listed: string[] = [];
      if (publishIt) {
        for (const [name, text] of Object.entries(reports)) {
          draft.writer.put(`${paths.reports}/${name}`, text);
          listed.push(`${paths.reports}/${name}`);
        }
      }
      const checked =
        'error' in crosscheck
          ? `cross-check failed: ${crosscheck.error}`
          : `cross-check: ${crosscheckTotals(crosscheck).disagreements} disagreements in ${crosscheckTotals(crosscheck).disagreeing.length} of ${crosscheck.countries.length} countries (${(crosscheck.durationMs / 1000).toFixed(1)}s)${notInstalledNote(crosscheck)}`;
      clock.line(
        'report',
        `${Object.keys(reports).join(', ')} → ${publishIt ? `${paths.reports}/ of ${draft.snapshot} and ` : ''}${runDir}; ${checked}`,
      );
      return { publish: publishIt, manifestExtras: listed.length ? { reports: listed } : undefined };
    };

    const summary = await build({
      ...options,
      beforePublish,
      afterCountries: ({ dir, snapshot, countries }) => {
        crosscheckStarted = crosscheckOf(dir, snapshot, countries);
      },
      onStage: (stage, detail) => {
        if (stage === 'source') fetchNotes.push(detail ?? '');
        else if (stage === 'rejected') rejectedNotes.push(detail ?? '');
        else if (stage === 'build' || stage === 'check') {
          flushFetch();
          clock.line('build', detail ?? '');
        } else if (stage === 'recover') onLine(`recover: ${detail}`);
      },
    });
    flushFetch();

    const published = readPublished(options.outDir);
    const stale = summary.degradedSources.length > 0;
    // Fresh payloads that went live stay in the data directory's cache: the run never writes into the
    // checkout (a deployment that upgrades with git pull must find it clean). Committing them is a command.
    const pendingPayloads =
      summary.status === 'published' && options.payloadsDir !== null
        ? pendingFetched(options.payloadsDir ?? payloadsDir(), summary.sources.filter(isFetchedSource))
        : [];
    if (pendingPayloads.length) {
      clock.line(
        'payloads',
        `fresh payloads of ${pendingPayloads.join(', ')} went live and differ from the committed copies; they stay in ${join(options.outDir, 'cache')}. To review them with the reports, \`tsx pipeline/cli.ts payloads --out ${options.outDir}\` (make payloads) writes them to ${options.payloadsDir ?? payloadsDir()}`,
      );
    }
    const { diff, verdict, reports } = found;
    const status: RunStatus =
      summary.status === 'unchanged'
        ? 'unchanged'
        : summary.status === 'published'
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
      'dry-run': verdict?.held && !options.acceptChanges ? EXIT.held : EXIT.published,
    }[status];
    const notFresh = stale
      ? ` (sources not fresh: ${summary.degradedSources.map((source) => `${source.id} ${source.status}`).join(', ')})`
      : '';
    clock.line(
      'publish',
      status === 'published' || status === 'published-stale'
        ? `switched to snapshot ${summary.snapshot}${notFresh}`
        : status === 'unchanged'
          ? `nothing changed: ${summary.snapshot} stays published${notFresh}`
          : status === 'held'
            ? `held by the guards: ${previous ?? 'nothing'} stays published; rerun with --accept-changes to publish`
            : `dry run: ${summary.snapshot} not published; ${previous ?? 'nothing'} stays published`,
    );

    mkdirSync(runDir, { recursive: true });
    for (const [name, text] of Object.entries(reports)) writeFileSync(join(runDir, name), text);
    const listedReports = [
      ...(status === 'published' || status === 'published-stale'
        ? Object.keys(reports).map((name) => join(published!.dir, paths.reports, name))
        : []),
      ...Object.keys(reports).map((name) => join(runDir, name)),
    ];
    const sources = runSources(summary.sources);
    const result: RunSummary = {
      command: options.command,
      status,
      exitCode,
      snapshot: summary.snapshot,
      previous,
      at: options.at,
      dryRun: Boolean(options.dryRun),
      acceptChanges: Boolean(options.acceptChanges),
      lock: { tookOverFrom: lock.tookOverFrom?.pid ?? null },
      sources,
      countries: diff?.byCountry ?? {},
      totals: {
        ...(diff?.totals ?? { added: 0, revised: 0, deprecated: 0, revived: 0 }),
        changes: diff ? totalChanges(diff.totals) : 0,
      },
      conflicts: { new: diff?.newConflicts.length ?? 0, total: diff?.conflictsTotal ?? 0 },
      guards: verdict ?? null,
      reports: listedReports,
      pendingPayloads,
      runDir,
      durationsMs: { ...clock.durations, total: clock.total() },
      build: summary,
    };
    writeFileSync(join(runDir, 'summary.json'), `${JSON.stringify(result, null, 2)}\n`);
    appendRunLog(options.outDir, {
      at: options.at,
      command: options.command,
      status,
      exitCode,
      snapshot: status === 'unchanged' ? null : summary.snapshot,
      published: published?.manifest.snapshot ?? null,
      sources: logSources(sources),
      runDir,
    });
    pruneRuns(join(options.outDir, dataDir.runs));
    return result;
  } catch (error) {
    recordFailure((error as Error).message, exitCodeOf(error));
    throw error;
  } finally {
    process.off('beforeExit', stalled);
    lock.release();
  }
}
