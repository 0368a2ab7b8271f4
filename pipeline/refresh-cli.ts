// The `build`, `refresh` and `diff` commands of the pipeline CLI (pipeline/cli.ts
// dispatches here): flags → options, stage lines → output, outcome → exit
// code. `build` and `refresh` take the same flags and run the same publish
// path; `build` also checks its usage before taking the lock, shows progress
// on a terminal and ends with a summary line.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { checkYears, DEFAULT_YEARS, resolveCountries, UsageError } from './build.js';
import { BUILD_OPTIONS, flagsSchema, snapshotTime, summaryLine, type CliIo } from './cli.js';
import { loadGuards, REFRESH_CONFIG_FILE } from './guards.js';
import { listSnapshots, readPublished, type Manifest } from './publish.js';
import { EXIT, exitCodeOf, publishRun, type Command, type PublishOptions } from './publish-path.js';
import { renderReports } from './reports.js';
import { diffSnapshots, totalChanges } from './snapshot-diff.js';
import { ValidationFailed } from './validate.js';
import { configPath, loadSourcesConfig } from '../sources/config.js';
import { loadCorrections } from '../sources/corrections.js';

function parse(argv: string[], options: Record<string, { type: 'string' | 'boolean' }>, io: CliIo): Record<string, string | boolean | undefined> | null {
  try {
    return parseArgs({ args: argv, allowPositionals: false, strict: true, options }).values;
  } catch (error) {
    io.err(`error: ${(error as Error).message.split('\n')[0]} (see --help)`);
    return null;
  }
}

function firstIssue(error: z.ZodError, io: CliIo): number {
  const issue = error.issues[0]!;
  io.err(`error: ${issue.message}${issue.path.length ? ` (--${issue.path.join('.')})` : ''}`);
  return EXIT.usage;
}

type Flags = z.infer<typeof flagsSchema>;

/** The run's options from its flags and environment (reads the corrections, sources and guard files). */
function publishOptions(command: Command, flags: Flags, io: CliIo): PublishOptions {
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
    const started = Date.now();
    const summary = await publishRun({
      ...options,
      onProgress: (done, total, country) => {
        if (!io.isTTY) return;
        const elapsed = (Date.now() - started) / 1000;
        const eta = done > 0 ? (elapsed / done) * (total - done) : 0;
        io.progress(`countries ${done}/${total} (${country}) · ${elapsed.toFixed(1)}s elapsed · ETA ${eta.toFixed(0)}s`);
      },
    });
    if (flags.summary) writeFileSync(flags.summary, `${JSON.stringify(summary, null, 2)}\n`);
    io.out(`summary: ${join(summary.runDir, 'summary.json')} · ${summary.status} · exit ${summary.exitCode}`);
    if (command === 'build') io.out(summaryLine(summary));
    for (const source of summary.sources) if (source.status !== 'ok') io.err(`notice: ${source.notice ?? `${source.id}: ${source.status}`}`);
    if (summary.guards?.held && !summary.acceptChanges) for (const reason of summary.guards.reasons) io.err(`held: ${reason}`);
    return summary.exitCode;
  } catch (error) {
    const code = exitCodeOf(error);
    if (error instanceof ValidationFailed) {
      for (const violation of error.violations.slice(0, 20)) io.err(`invalid: ${violation.file}: ${violation.record}: ${violation.message} (rule: ${violation.rule})`);
    }
    io.err(code === EXIT.failed ? `error: ${command} failed, nothing published: ${(error as Error).message}` : `error: ${(error as Error).message}`);
    return code;
  }
}

/** A snapshot named by its full id, its sequence number, or `current`. */
export function resolveSnapshot(outDir: string, name: string): string {
  const snapshots = listSnapshots(outDir);
  const wanted = name === 'current' ? readPublished(outDir)?.manifest.snapshot : /^\d+$/.test(name) ? snapshots.find((id) => Number(id.split('-')[0]) === Number(name)) : snapshots.find((id) => id === name);
  if (!wanted || !snapshots.includes(wanted)) {
    throw new UsageError(`no snapshot "${name}" in ${outDir}/snapshots: name one by its id, its sequence number or "current"; kept: ${snapshots.join(', ') || 'none'}`);
  }
  return wanted;
}

export async function runDiffCommand(argv: string[], io: CliIo): Promise<number> {
  const values = parse(argv, { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' }, reports: { type: 'string' } }, io);
  if (!values) return EXIT.usage;
  const outDir = (values.out as string | undefined) ?? 'dist-data';
  if (!values.from || !values.to) {
    io.err('error: diff needs --from and --to: two snapshot ids (or sequence numbers, or "current")');
    return EXIT.usage;
  }
  try {
    const from = resolveSnapshot(outDir, values.from as string);
    const to = resolveSnapshot(outDir, values.to as string);
    const side = (snapshot: string) => {
      const dir = join(outDir, 'snapshots', snapshot);
      return { snapshot, dir, files: (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest).files };
    };
    const diff = diffSnapshots(side(from), side(to));
    const target = resolve((values.reports as string | undefined) ?? join(outDir, 'diffs', `${from}..${to}`));
    mkdirSync(target, { recursive: true });
    const reports = renderReports({ diff });
    for (const [name, text] of Object.entries(reports)) writeFileSync(join(target, name), text);
    io.out(`diff ${from} → ${to}: ${totalChanges(diff.totals)} changes (${Object.entries(diff.totals).map(([kind, count]) => `${count} ${kind}`).join(', ')}), ${diff.newConflicts.length} new source conflicts`);
    for (const name of Object.keys(reports)) io.out(`report: ${join(target, name)}`);
    return EXIT.published;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`error: ${error.message}`);
      return EXIT.usage;
    }
    io.err(`error: diff failed: ${(error as Error).message}`);
    return EXIT.failed;
  }
}
