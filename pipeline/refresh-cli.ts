// The `refresh` and `diff` commands of the pipeline CLI (pipeline/cli.ts
// dispatches here): flags → options, stage lines → output, outcome → exit code.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_YEARS, UsageError } from './build.js';
import { BUILD_OPTIONS, flagsSchema, snapshotTime, type CliIo } from './cli.js';
import { GuardConfigError, loadGuards, REFRESH_CONFIG_FILE } from './guards.js';
import { LockBusyError } from './lock.js';
import { listSnapshots, readPublished, type Manifest } from './publish.js';
import { refresh, REFRESH_EXIT } from './refresh.js';
import { renderReports } from './reports.js';
import { diffSnapshots, totalChanges } from './snapshot-diff.js';
import { ValidationFailed } from './validate.js';
import { SourcesConfigError } from '../sources/config.js';
import { CorrectionsError, loadCorrections } from '../sources/corrections.js';

// Made on first use: cli.ts and this module import each other.
const refreshFlags = () => flagsSchema.extend({
  'dry-run': z.boolean().default(false),
  'accept-changes': z.boolean().default(false),
  config: z.string().min(1).optional(),
  'max-deprecated-share': z.coerce.number().min(0, 'max-deprecated-share must be a share between 0 and 1').max(1, 'max-deprecated-share must be a share between 0 and 1').optional(),
  'max-changes': z.coerce.number().int('max-changes must be a whole number').min(0).optional(),
  summary: z.string().min(1).optional(),
});

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
  return REFRESH_EXIT.usage;
}

export async function runRefreshCommand(argv: string[], io: CliIo): Promise<number> {
  const values = parse(
    argv,
    {
      ...BUILD_OPTIONS,
      'dry-run': { type: 'boolean' },
      'accept-changes': { type: 'boolean' },
      config: { type: 'string' },
      'max-deprecated-share': { type: 'string' },
      'max-changes': { type: 'string' },
      summary: { type: 'string' },
    },
    io,
  );
  if (!values) return REFRESH_EXIT.usage;
  const parsed = refreshFlags().safeParse(values);
  if (!parsed.success) return firstIssue(parsed.error, io);
  const flags = parsed.data;
  try {
    const guards = {
      ...loadGuards(flags.config ?? io.env.REFRESH_CONFIG ?? REFRESH_CONFIG_FILE),
      ...(flags['max-deprecated-share'] !== undefined ? { maxDeprecatedShare: flags['max-deprecated-share'] } : {}),
      ...(flags['max-changes'] !== undefined ? { maxChanges: flags['max-changes'] } : {}),
    };
    const years = flags.years ?? DEFAULT_YEARS;
    const summary = await refresh({
      outDir: flags.out,
      countries: flags.countries?.split(','),
      fromYear: years.from,
      toYear: years.to,
      at: snapshotTime(flags.at, io.env, io.now),
      keep: flags.keep,
      corrections: flags.corrections ? loadCorrections(flags.corrections) : undefined,
      force: flags.force,
      offline: flags.offline,
      workers: flags.workers,
      guards,
      acceptChanges: flags['accept-changes'],
      dryRun: flags['dry-run'],
      onLine: io.out,
    });
    if (flags.summary) writeFileSync(flags.summary, `${JSON.stringify(summary, null, 2)}\n`);
    io.out(`summary: ${join(summary.runDir, 'summary.json')} · ${summary.status} · exit ${summary.exitCode}`);
    for (const source of summary.sources) if (source.status !== 'ok') io.err(`notice: ${source.notice ?? `${source.id}: ${source.status}`}`);
    if (summary.guards?.held && !summary.acceptChanges) for (const reason of summary.guards.reasons) io.err(`held: ${reason}`);
    return summary.exitCode;
  } catch (error) {
    if (error instanceof LockBusyError) {
      io.err(`error: ${error.message}`);
      return REFRESH_EXIT.busy;
    }
    if (error instanceof UsageError || error instanceof CorrectionsError || error instanceof SourcesConfigError || error instanceof GuardConfigError) {
      io.err(`error: ${error.message}`);
      return REFRESH_EXIT.usage;
    }
    if (error instanceof ValidationFailed) {
      for (const violation of error.violations.slice(0, 20)) io.err(`invalid: ${violation.file}: ${violation.record}: ${violation.message} (rule: ${violation.rule})`);
      io.err(`error: ${error.message}`);
      return REFRESH_EXIT.invalid;
    }
    io.err(`error: refresh failed, nothing published: ${(error as Error).message}`);
    return REFRESH_EXIT.failed;
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
  if (!values) return REFRESH_EXIT.usage;
  const outDir = (values.out as string | undefined) ?? 'dist-data';
  if (!values.from || !values.to) {
    io.err('error: diff needs --from and --to: two snapshot ids (or sequence numbers, or "current")');
    return REFRESH_EXIT.usage;
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
    return REFRESH_EXIT.published;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`error: ${error.message}`);
      return REFRESH_EXIT.usage;
    }
    io.err(`error: diff failed: ${(error as Error).message}`);
    return REFRESH_EXIT.failed;
  }
}
