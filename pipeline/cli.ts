// The pipeline's command line: `tsx pipeline/cli.ts build [options]`.

import { parseArgs } from 'node:util';
import { z } from 'zod';
import { build, DEFAULT_YEARS, resolveCountries, UsageError, YEAR_LIMITS, type BuildSummary } from './build.js';
import { ValidationFailed } from './validate.js';
import { SourcesConfigError } from '../sources/config.js';
import { CorrectionsError, loadCorrections } from '../sources/corrections.js';
import { DEFAULT_GUARDS } from './guards.js';
import { acquireLock, LockBusyError, type HeldLock } from './lock.js';
import { runDiffCommand, runRefreshCommand } from './refresh-cli.js';
import { REFRESH_EXIT } from './refresh.js';

export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  invalid: 3,
  degraded: 4,
  /** The same code as refresh's: another build or refresh holds the data directory's lock. */
  busy: 7,
} as const;

export const HELP = `Usage: tsx pipeline/cli.ts build [options]      (or: make data)

Builds the holiday dataset from its sources, diffs it against the published
snapshot, validates every file against schemas/ and publishes it atomically.

Options:
  --countries US,DE   ISO 3166-1 alpha-2 codes to build (default: every country);
                      countries not named keep what is published for them
  --years 2020-2030   years to build, inclusive (default: ${DEFAULT_YEARS.from}-${DEFAULT_YEARS.to};
                      within ${YEAR_LIMITS.from}-${YEAR_LIMITS.to}); a single year is also accepted
  --out DIR           data directory (default: dist-data)
  --at TIME           snapshot time, RFC 3339 (default: SOURCE_DATE_EPOCH if set,
                      else the current time; read once per run)
  --keep N            snapshots to keep, the published one included (default: 5)
  --corrections FILE  the operator's corrections to apply on top of the sources
                      (JSON: {"corrections": [{"action": "add"|"remove"|"rename"|"move", …}]},
                      see README.md)
  --force             build even when the inputs are unchanged since the
                      published snapshot
  --workers N         worker threads (default: one per core)
  -h, --help          this text

Environment:
  SOURCE_DATE_EPOCH   Unix seconds used as the snapshot time when --at is absent
  SOURCES_CONFIG      the sources configuration (default: sources.config.json):
                      which official feeds run, from which URLs
  COUNTRIES, YEARS, OUT, KEEP, CORRECTIONS
                      the make variables behind the flags of the same names

Exit codes:
  0  published, or nothing to publish (inputs or output unchanged)
  1  failed: nothing was published; the prior snapshot is still served
  2  usage error: bad flag, unknown country code, impossible year range
  3  invalid output: a file broke its contract schema, or the records an
     invariant (pipeline/invariants.ts); nothing was published
  4  published (or nothing to publish), but some official sources were stale
     (their last good payload was used) or failed (date-holidays and the
     archived rows stood in); nothing they had given was deprecated
  7  another build or refresh holds the data directory's lock (refresh.lock):
     nothing was done

Usage: tsx pipeline/cli.ts refresh [options]    (or: make refresh; for cron and CI)

Takes the data directory's lock (refresh.lock; a lock left by a process that
is gone is taken over), then fetches, builds, validates, diffs, checks the
guards, writes the reports and publishes. Prints one line per stage and writes
a JSON run summary and the reports to OUT/runs/<time>-<pid>/; a published
snapshot also lists its reports (reports/changes.md, .html, .csv) in its
manifest. Takes every build option above, and:

  --dry-run           do everything but publish
  --accept-changes    publish even when a guard trips
  --config FILE       guard thresholds (default: refresh.config.json, or
                      REFRESH_CONFIG): {"guards": {"maxDeprecatedShare": ${DEFAULT_GUARDS.maxDeprecatedShare},
                      "maxChanges": ${DEFAULT_GUARDS.maxChanges}}}
  --max-deprecated-share S   hold when one refresh would deprecate more than
                      this share (0-1) of a country's active records
  --max-changes N     hold when one refresh would change more than N records
  --summary FILE      also write the JSON run summary to FILE

Exit codes of refresh:
  ${REFRESH_EXIT.published}  published (a dry run: would publish)
  ${REFRESH_EXIT.failed}  failed: nothing was published; the prior snapshot is still served
  ${REFRESH_EXIT.usage}  usage error: bad flag, unknown country code, bad config file
  ${REFRESH_EXIT.invalid}  invalid output: a file broke its contract schema, or the records an invariant; nothing was published
  ${REFRESH_EXIT.publishedStale}  published, but some official sources were stale or failed
  ${REFRESH_EXIT.unchanged}  nothing changed: the published snapshot stays
  ${REFRESH_EXIT.held}  held by a guard: nothing was published (a dry run: would be held);
     the reports say why; rerun with --accept-changes to publish
  ${REFRESH_EXIT.busy}  another refresh holds the lock: nothing was done

Usage: tsx pipeline/cli.ts diff --from ID --to ID [--out DIR] [--reports DIR]
                                                 (or: make diff FROM=<id> TO=<id>)

Writes the Markdown, HTML and CSV reports of what changed between two kept
snapshots (named by id, sequence number or "current") to --reports (default:
OUT/diffs/<from>..<to>/). Exit codes: 0 written, 1 failed, 2 unknown snapshot
or bad flag.
`;

const yearsSchema = z
  .string()
  .regex(/^\d{4}(-\d{4})?$/, 'years must be YYYY or YYYY-YYYY, e.g. 2020-2030')
  .transform((value) => {
    const [from, to = from] = value.split('-').map(Number) as [number, number?];
    return { from, to };
  });

export const flagsSchema = z.object({
  countries: z
    .string()
    .regex(/^[A-Za-z]{2}(,[A-Za-z]{2})*$/, 'countries must be a comma-separated list of two-letter codes, e.g. US,DE')
    .optional(),
  years: yearsSchema.optional(),
  out: z.string().min(1, 'out must name a directory').default('dist-data'),
  at: z
    .string()
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), {
      message: 'at must be an RFC 3339 time such as 2026-01-01T00:00:00Z',
    })
    .optional(),
  keep: z.coerce.number().int('keep must be a whole number').min(1, 'keep must be at least 1').default(5),
  workers: z.coerce.number().int().min(1, 'workers must be at least 1').max(64).optional(),
  force: z.boolean().default(false),
  corrections: z.string().min(1).optional(),
});

/** The flags of a build, shared by the commands that build (build, refresh). */
export const BUILD_OPTIONS = {
  countries: { type: 'string' },
  years: { type: 'string' },
  out: { type: 'string' },
  at: { type: 'string' },
  keep: { type: 'string' },
  workers: { type: 'string' },
  force: { type: 'boolean' },
  corrections: { type: 'string' },
} as const;

export interface CliIo {
  out: (line: string) => void;
  /** Rewrites the terminal's current line (progress); only called when isTTY. */
  progress: (line: string) => void;
  err: (line: string) => void;
  isTTY: boolean;
  env: NodeJS.ProcessEnv;
  now: () => Date;
}

/** The snapshot time: --at, else SOURCE_DATE_EPOCH, else the clock (read once). */
export function snapshotTime(at: string | undefined, env: NodeJS.ProcessEnv, now: () => Date): string {
  if (at) return new Date(Date.parse(at)).toISOString().replace(/\.000Z$/, 'Z');
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && epoch !== '') {
    if (!/^\d+$/.test(epoch)) throw new UsageError(`SOURCE_DATE_EPOCH must be Unix seconds, got "${epoch}"`);
    return new Date(Number(epoch) * 1000).toISOString().replace(/\.000Z$/, 'Z');
  }
  return now().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  if (argv[0] === 'refresh' && !argv.includes('--help') && !argv.includes('-h')) return runRefreshCommand(argv.slice(1), io);
  if (argv[0] === 'diff' && !argv.includes('--help') && !argv.includes('-h')) return runDiffCommand(argv.slice(1), io);
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { ...BUILD_OPTIONS, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    io.err(`error: ${(error as Error).message.split('\n')[0]} (see --help)`);
    return EXIT.usage;
  }
  if (values.help) {
    io.out(HELP);
    return EXIT.ok;
  }
  const command = positionals[0] ?? 'build';
  if (command !== 'build' || positionals.length > 1) {
    io.err(`error: unknown command "${positionals.join(' ')}": the command is "build" (or "refresh", "diff"; see --help)`);
    return EXIT.usage;
  }
  const parsed = flagsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    io.err(`error: ${issue.message}${issue.path.length ? ` (--${issue.path.join('.')})` : ''}`);
    return EXIT.usage;
  }
  const flags = parsed.data;

  let lock: HeldLock | null = null;
  try {
    const at = snapshotTime(flags.at, io.env, io.now);
    const years = flags.years ?? DEFAULT_YEARS;
    const corrections = flags.corrections ? loadCorrections(flags.corrections) : undefined;
    // Usage errors first, so that a mistyped command touches nothing.
    resolveCountries(flags.countries?.split(','));
    // One writer per data directory: a build and a scheduled refresh would each diff against the same prior snapshot.
    lock = acquireLock(flags.out, 'build');
    const started = Date.now();
    const summary = await build({
      outDir: flags.out,
      countries: flags.countries?.split(','),
      fromYear: years.from,
      toYear: years.to,
      at,
      keep: flags.keep,
      corrections,
      force: flags.force,
      workers: flags.workers,
      onStage: (stage, detail) => io.out(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${stage}: ${detail ?? ''}`),
      onProgress: (done, total, country) => {
        if (!io.isTTY) return;
        const elapsed = (Date.now() - started) / 1000;
        const eta = done > 0 ? (elapsed / done) * (total - done) : 0;
        io.progress(`countries ${done}/${total} (${country}) · ${elapsed.toFixed(1)}s elapsed · ETA ${eta.toFixed(0)}s`);
      },
    });
    io.out(summaryLine(summary));
    for (const source of summary.degradedSources) io.err(`notice: ${source.notice ?? `${source.id}: ${source.status}`}`);
    return summary.degradedSources.length > 0 ? EXIT.degraded : EXIT.ok;
  } catch (error) {
    if (error instanceof LockBusyError) {
      io.err(`error: ${error.message}`);
      return EXIT.busy;
    }
    if (error instanceof UsageError || error instanceof CorrectionsError || error instanceof SourcesConfigError) {
      io.err(`error: ${error.message}`);
      return EXIT.usage;
    }
    if (error instanceof ValidationFailed) {
      for (const violation of error.violations.slice(0, 20)) {
        io.err(`invalid: ${violation.file}: ${violation.record}: ${violation.message} (rule: ${violation.rule})`);
      }
      io.err(`error: ${error.message}`);
      return EXIT.invalid;
    }
    io.err(`error: build failed, nothing published: ${(error as Error).message}`);
    return EXIT.failed;
  } finally {
    lock?.release();
  }
}

export function summaryLine(summary: BuildSummary): string {
  const head = summary.status === 'published' ? `published snapshot ${summary.snapshot}` : `unchanged: snapshot ${summary.snapshot} stays published`;
  return (
    `${head} · records ${summary.records} (active ${summary.active}, deprecated ${summary.deprecated})` +
    ` · added ${summary.added} · revised ${summary.revised} · deprecated ${summary.deprecatedNow} · revived ${summary.revived}` +
    ` · files ${summary.files} (written ${summary.written}, linked ${summary.linked})` +
    ` · conflicts ${summary.conflicts}` +
    (summary.degradedSources.length ? ` · sources not fresh: ${summary.degradedSources.map((s) => `${s.id} ${s.status}`).join(', ')}` : '') +
    ` · ${(summary.durationMs / 1000).toFixed(1)}s · peak RSS ${summary.peakRssMb} MB`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const code = await main(process.argv.slice(2), {
    out: (line) => process.stdout.write(process.stdout.isTTY ? `\r\x1b[K${line}\n` : `${line}\n`),
    progress: (line) => process.stdout.write(`\r\x1b[K${line}`),
    err: (line) => process.stderr.write(`${line}\n`),
    isTTY: Boolean(process.stdout.isTTY),
    env: process.env,
    now: () => new Date(),
  });
  process.exitCode = code;
}
