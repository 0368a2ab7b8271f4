// The pipeline's command line: `tsx pipeline/cli.ts build|refresh|diff|crosscheck|payloads|package [options]`.

import { parseArgs } from 'node:util';
import { DEFAULT_YEARS, YEAR_LIMITS } from './build-scope.js';
import { DEFAULT_GUARDS } from './guards.js';
import { EXIT } from './exit-codes.js';
import { runDiffCommand } from './commands/diff.js';
import { runCrosscheckCommand } from './commands/crosscheck.js';
import { BUILD_OPTIONS } from './commands/flags.js';
import { DEFAULT_PACKAGE_CONTRACT, DEFAULT_PACKAGE_DIR, DEFAULT_PACKAGE_NAME, PACKAGED_CONTRACTS } from './package.js';
import { flagError, type CliIo } from './commands/io.js';
import { runPackageCommand } from './commands/package.js';
import { runPayloadsCommand } from './commands/payloads.js';
import { runPublishCommand } from './commands/publish.js';

export const HELP = `Usage: tsx pipeline/cli.ts build [options]      (or: make data)
       tsx pipeline/cli.ts refresh [options]    (or: make refresh; for cron and CI)

Both take the data directory's lock (refresh.lock; a lock left by a process
that is gone is taken over), then fetch the official sources, build,
validate every file against schemas/, diff against the published snapshot,
check the guards, write the reports and publish atomically. They print one
line per stage and write a JSON run summary and the reports to
OUT/runs/<time>-<pid>/ and a line to OUT/run-log.ndjson; a published
snapshot also lists its reports (reports/changes.md, .html, .csv) in its
manifest. A run whose records equal the published ones publishes nothing.
\`build\` also shows progress on a terminal and ends with a summary line;
it checks its flags before it takes the lock.

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
                      see docs/pipeline.md)
  --force             build even when the inputs are unchanged since the
                      published snapshot
  --offline           fetch nothing: read every official feed from its cached
                      or committed copy (sources/payloads/)

Fresh payloads that went live stay in OUT/cache: a run never writes into the
checkout, and names them on its \`payloads:\` line; the payloads command
below makes them the committed copies.
  --workers N         worker threads (default: one per core, one per 4 countries at most; 1 runs the countries in the main thread)
  --dry-run           do everything but publish
  --accept-changes    publish even when a guard trips
  --config FILE       guard thresholds (default: refresh.config.json, or
                      REFRESH_CONFIG): {"guards": {"maxDeprecatedShare": ${DEFAULT_GUARDS.maxDeprecatedShare},
                      "maxChanges": ${DEFAULT_GUARDS.maxChanges}, "maxRenamedShare": ${DEFAULT_GUARDS.maxRenamedShare}}}
  --max-deprecated-share S   hold when one run would deprecate more than
                      this share (0-1) of a country's active records
  --max-renamed-share S      hold when one run would rename (English or local
                      name) more than this share (0-1) of a country's active records
  --max-changes N     hold when one run would change more than N records
  --summary FILE      also write the JSON run summary to FILE
  -h, --help          this text

A first build (nothing published yet) is never held: it has nothing to protect.

Environment:
  SOURCE_DATE_EPOCH   Unix seconds used as the snapshot time when --at is absent
  SOURCES_CONFIG      the sources configuration (default: sources.config.json):
                      which official feeds run, from which URLs
  REFRESH_CONFIG      the guard thresholds file when --config is absent
  COUNTRIES, YEARS, OUT, KEEP, CORRECTIONS
                      the make variables behind the flags of the same names;
                      DATA_FLAGS and REFRESH_FLAGS pass any other flags
                      (make data DATA_FLAGS=--accept-changes)

Exit codes of build and refresh:
  ${EXIT.published}  published (a dry run: would publish)
  ${EXIT.failed}  failed: nothing was published; the prior snapshot is still served
  ${EXIT.usage}  usage error: bad flag, unknown country code, impossible year range,
     bad corrections, sources or guard config file
  ${EXIT.invalid}  invalid output: a file broke its contract schema, or the records an
     invariant (pipeline/invariants.ts); nothing was published
  ${EXIT.publishedStale}  published, but some official sources were stale (their last good
     payload was used) or failed (date-holidays and the archived rows stood in);
     nothing they had given was deprecated
  ${EXIT.unchanged}  nothing changed: no record differs from the published snapshot (or
     the inputs are those it was built from); nothing was published
  ${EXIT.held}  held by a guard: nothing was published (a dry run: would be held);
     the reports say why; rerun with --accept-changes to publish
  ${EXIT.busy}  another build or refresh holds the lock (refresh.lock): nothing was done

\`make data\` and \`make refresh\` treat 4 and 5 as success.

Usage: tsx pipeline/cli.ts diff --from ID --to ID [--out DIR] [--reports DIR]
                                                 (or: make diff FROM=<id> TO=<id>)

Writes the Markdown, HTML and CSV reports of what changed between two kept
snapshots (named by id, sequence number or "current") to --reports (default:
OUT/diffs/<from>..<to>/). Exit codes: 0 written, 1 failed, 2 unknown snapshot
or bad flag.

Usage: tsx pipeline/cli.ts crosscheck [--out DIR] [--countries US,DE] [--years 2020-2030]
                                      [--report FILE] [--explanations DIR] [--reviews DIR]
                                      [--explain-template DIR]
                                      (or: make crosscheck)

Compares the snapshot published in --out (default: dist-data) with the
independent sources the project runs offline: npm packages made for one
country, the calendar engines, the committed official payloads, and
workalendar's calendars (Debian's python3-workalendar: make crosscheck
installs it) (pipeline/crosscheck/). Matches every disagreement with the
reviewed explanations in --explanations (default: crosscheck/explanations/,
one <CC>.json per country, each entry with its reason and citation; see
crosscheck/README.md). Writes every disagreement, with what each side says and
its explanation, to FILE as Markdown (default:
OUT/crosscheck/<snapshot>/crosscheck.md) and beside it as CSV, prints the
agreement per country and in total, and names the unexplained disagreements.
It also prints which countries have a law review on record in --reviews
(default: reviews/, one <CC>.json per country: the laws read, what was
compared and what is open; see reviews/README.md), and lists them at the end
of the report.
--explain-template DIR also writes DIR/<CC>.json: a country's reviewed entries,
then a skeleton per unexplained disagreement for a reviewer to complete (its
reason and citation empty, which the check refuses until filled).
Exit codes: 0 every disagreement explained; ${EXIT.failed} failed; ${EXIT.usage} bad flag, unknown
country, nothing published, or a bad explanations or review file (it names
the file, entry and field); it exits ${EXIT.unexplained} when a disagreement has no explanation.

Usage: tsx pipeline/cli.ts payloads [--out DIR]      (or: make payloads)

Writes the fresh payloads the published snapshot in --out (default: dist-data)
was built from, kept in OUT/cache, into the committed copies
(sources/payloads/, or PAYLOADS_DIR), archiving a copy whose years the new
one drops, and lists the files, to review and commit with the run's reports.
Exit codes: 0 written (or nothing to write), 1 failed, 2 bad flag or nothing
published.

Usage: tsx pipeline/cli.ts package [--out DIR] [--contract VERSION] [--package-dir DIR]
                                   [--name NAME]      (or: make package)

Writes the snapshot published in --out (default: dist-data) as an npm package
of one contract version (default: ${DEFAULT_PACKAGE_CONTRACT}; ${PACKAGED_CONTRACTS.join(' or ')}): the folder
PACKAGE_DIR/package (default: ${DEFAULT_PACKAGE_DIR}/package), each country a module of
its own with a typed loader, and its \`npm pack\` tarball beside it, named
${DEFAULT_PACKAGE_NAME} (or --name) at version 1.<YYYYMMDD>.<sequence> of the
snapshot id; prints the packed and unpacked sizes (docs/package.md). Exit
codes: 0 written, 1 failed, 2 bad flag, unknown contract or nothing published.
`;

export async function main(argv: string[], io: CliIo): Promise<number> {
  const help = argv.includes('--help') || argv.includes('-h');
  if (argv[0] === 'refresh' && !help) return runPublishCommand('refresh', argv.slice(1), io);
  if (argv[0] === 'diff' && !help) return runDiffCommand(argv.slice(1), io);
  if (argv[0] === 'crosscheck' && !help) return runCrosscheckCommand(argv.slice(1), io);
  if (argv[0] === 'payloads' && !help) return runPayloadsCommand(argv.slice(1), io);
  if (argv[0] === 'package' && !help) return runPackageCommand(argv.slice(1), io);
  let values: Record<string, string | boolean | undefined>;
  let tokens: NonNullable<ReturnType<typeof parseArgs>['tokens']>;
  try {
    ({ values, tokens } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      tokens: true,
      options: { ...BUILD_OPTIONS, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    io.err(flagError(error, [...Object.keys(BUILD_OPTIONS), 'help']));
    return EXIT.usage;
  }
  if (values.help) {
    io.out(HELP);
    return EXIT.published;
  }
  const positionals = tokens.filter((token) => token.kind === 'positional');
  // A build takes minutes and writes a data directory: it runs only when asked for by name.
  if (positionals.length === 0) {
    if (argv.length === 0) io.out(HELP);
    else io.err('error: name a command: build, refresh, diff, crosscheck, payloads or package (see --help)');
    return EXIT.usage;
  }
  const command = positionals[0]!.value;
  if (command !== 'build' || positionals.length > 1) {
    io.err(
      `error: unknown command "${positionals.map((token) => token.value).join(' ')}": the command is "build" (or "refresh", "diff", "crosscheck", "payloads", "package"; see --help)`,
    );
    return EXIT.usage;
  }
  return runPublishCommand(
    'build',
    argv.filter((_, index) => index !== positionals[0]!.index),
    io,
  );
}

/** The command line of this process: its arguments, its stdout and stderr; sets its exit code. */
export async function runCommandLine(): Promise<void> {
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

if (import.meta.url === `file://${process.argv[1]}`) await runCommandLine();
