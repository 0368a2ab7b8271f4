// The `build` and `refresh` commands: the same flags and the same run and
// stages (pipeline/publish-run.ts), told apart by name. `build` also checks its
// usage before taking the lock, shows progress on a terminal and ends with a
// summary line.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkYears, DEFAULT_YEARS, resolveCountries } from '../build-scope.js';
import { EXIT, exitCodeOf } from '../exit-codes.js';
import { loadGuards, REFRESH_CONFIG_FILE } from '../guards.js';
import { publishRun, type Command, type PublishOptions, type RunSummary } from '../publish-run.js';
import { ValidationFailed } from '../validate.js';
import { configPath, loadSourcesConfig } from '../../sources/config.js';
import { loadCorrections } from '../../sources/corrections.js';
import { BUILD_OPTIONS, flagsSchema, type BuildFlags } from './flags.js';
import { firstIssue, parse, snapshotTime, type CliIo } from './io.js';
import { progressReporter } from './progress.js';

/** The run's options from its flags and environment (reads the corrections, sources and guard files). */
function publishOptions(command: Command, flags: BuildFlags, io: CliIo): PublishOptions {
  const years = flags.years ?? DEFAULT_YEARS;
  const guards = {
    ...loadGuards(flags.config ?? io.env.REFRESH_CONFIG ?? REFRESH_CONFIG_FILE),
    ...(flags['max-deprecated-share'] !== undefined ? { maxDeprecatedShare: flags['max-deprecated-share'] } : {}),
    ...(flags['max-changes'] !== undefined ? { maxChanges: flags['max-changes'] } : {}),
    ...(flags['max-renamed-share'] !== undefined ? { maxRenamedShare: flags['max-renamed-share'] } : {}),
  };
  return {
    command,
    outDir: flags.out,
    countries: flags.countries?.split(','),
    fromYear: years.from,
    toYear: years.to,
    at: snapshotTime(flags.at, io.env, io.now),
    keep: flags.keep,
    corrections: flags.corrections ? loadCorrections(flags.corrections) : undefined,
    // The run's environment names the sources config; the process's when it does not.
    sourcesConfig: loadSourcesConfig(io.env.SOURCES_CONFIG ? configPath(io.env) : configPath()),
    force: flags.force,
    offline: flags.offline,
    workers: flags.workers,
    guards,
    acceptChanges: flags['accept-changes'],
    dryRun: flags['dry-run'],
    onLine: io.out,
  };
}

export async function runPublishCommand(command: Command, argv: string[], io: CliIo): Promise<number> {
  const values = parse(argv, BUILD_OPTIONS, io);
  if (!values) return EXIT.usage;
  const parsed = flagsSchema.safeParse(values);
  if (!parsed.success) return firstIssue(parsed.error, io);
  const flags = parsed.data;
  try {
    const options = publishOptions(command, flags, io);
    if (command === 'build') {
      // Usage errors first, so that a mistyped command touches nothing (a refresh records them in its run summary).
      resolveCountries(options.countries);
      checkYears(options.fromYear, options.toYear);
    }
    const progress = progressReporter(io, countriesToBuild(options.countries));
    let summary: RunSummary;
    try {
      summary = await publishRun({ ...options, onLine: progress.line, onProgress: progress.country });
    } finally {
      progress.stop();
    }
    if (flags.summary) writeFileSync(flags.summary, `${JSON.stringify(summary, null, 2)}\n`);
    io.out(`summary: ${join(summary.runDir, 'summary.json')} · ${summary.status} · exit ${summary.exitCode}`);
    if (command === 'build') for (const line of summaryLines(summary)) io.out(line);
    for (const source of summary.sources)
      if (source.status !== 'ok') io.err(`notice: ${source.notice ?? `${source.id}: ${source.status}`}`);
    if (summary.guards?.held && !summary.acceptChanges)
      for (const reason of summary.guards.reasons) io.err(`held: ${reason}`);
    return summary.exitCode;
  } catch (error) {
    const code = exitCodeOf(error);
    if (error instanceof ValidationFailed) {
      for (const violation of error.violations.slice(0, 20))
        io.err(`invalid: ${violation.file}: ${violation.record}: ${violation.message} (rule: ${violation.rule})`);
    }
    io.err(
      code === EXIT.failed
        ? `error: ${command} failed, nothing published: ${(error as Error).message}`
        : `error: ${(error as Error).message}`,
    );
    return code;
  }
}

/** How many countries the run builds, or null while its list is not valid (a refresh records that error itself). */
function countriesToBuild(countries: string[] | undefined): number | null {
  try {
    return resolveCountries(countries).length;
  } catch {
    return null;
  }
}

/** The end of a build: what it did and the dataset's counts, a few aligned lines. */
export function summaryLines(run: RunSummary): string[] {
  const summary = run.build!;
  const outcome =
    run.status === 'published' || run.status === 'published-stale'
      ? ['published', `snapshot ${run.snapshot}`]
      : run.status === 'unchanged'
        ? ['unchanged', `nothing changed: snapshot ${run.snapshot} stays published`]
        : run.status === 'held'
          ? [
              'held',
              `snapshot ${run.snapshot} not published, ${run.previous} stays published (rerun with --accept-changes to publish)`,
            ]
          : ['dry run', `snapshot ${run.snapshot} not published`];
  const rows: [string, string][] = [
    [outcome[0]!, outcome[1]!],
    ['records', `${summary.records} (active ${summary.active}, deprecated ${summary.deprecated})`],
    [
      'changes',
      `added ${summary.added} · revised ${summary.revised} · deprecated ${summary.deprecatedNow} · revived ${summary.revived}`,
    ],
    ['files', `${summary.files} (written ${summary.written}, linked ${summary.linked})`],
    ['conflicts', `${summary.conflicts} between official feeds and the rule library (conflicts.ndjson)`],
    ...(summary.degradedSources.length
      ? [
          ['not fresh', summary.degradedSources.map((source) => `${source.id} ${source.status}`).join(', ')] as [
            string,
            string,
          ],
        ]
      : []),
    ['took', `${(summary.durationMs / 1000).toFixed(1)}s · peak RSS ${summary.peakRssMb} MB`],
  ];
  return rows.map(([label, value]) => `  ${label.padEnd(10)} ${value}`);
}
