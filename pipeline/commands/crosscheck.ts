// The `crosscheck` command: the published snapshot beside the independent
// sources (pipeline/crosscheck.ts), every disagreement written to a Markdown
// file and a CSV beside it, a short summary printed. A report, not a gate:
// disagreements still exit 0.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { checkYears, resolveCountries, UsageError } from '../build-scope.js';
import { crosscheckTotals, defaultSources, runCrosscheck } from '../crosscheck.js';
import { notInstalledNote, renderCrosscheckCsv, renderCrosscheckMarkdown } from '../crosscheck-report.js';
import { EXIT, exitCodeOf } from '../exit-codes.js';
import { readPublished } from '../publish.js';
import { payloadsDir } from '../../sources/committed.js';
import { configPath, loadSourcesConfig } from '../../sources/config.js';
import { flagsSchema } from './flags.js';
import { firstIssue, parse, type CliIo } from './io.js';

export const CROSSCHECK_OPTIONS = {
  out: { type: 'string' },
  countries: { type: 'string' },
  years: { type: 'string' },
  report: { type: 'string' },
} as const;

const crosscheckFlags = flagsSchema.pick({ out: true, countries: true, years: true });

/** The default report file: beside the data directory's snapshots, one folder per snapshot. */
export const defaultReportPath = (outDir: string, snapshot: string) => join(outDir, 'crosscheck', snapshot, 'crosscheck.md');

/** The CSV beside a Markdown report (`x.md` → `x.csv`, else `x` → `x.csv`). */
export const csvPathOf = (markdown: string) => (markdown.endsWith('.md') ? `${markdown.slice(0, -3)}.csv` : `${markdown}.csv`);

export async function runCrosscheckCommand(argv: string[], io: CliIo): Promise<number> {
  const values = parse(argv, CROSSCHECK_OPTIONS, io);
  if (!values) return EXIT.usage;
  const parsed = crosscheckFlags.safeParse(values);
  if (!parsed.success) return firstIssue(parsed.error, io);
  const flags = parsed.data;
  const report = values.report as string | undefined;
  if (report === '') {
    io.err('error: report must name a file (--report)');
    return EXIT.usage;
  }
  try {
    const requested = flags.countries ? resolveCountries(flags.countries.split(',')) : undefined;
    if (flags.years) checkYears(flags.years.from, flags.years.to);
    const published = readPublished(flags.out);
    if (!published) throw new UsageError(`nothing is published in ${flags.out}: build the dataset first (make data), or name its data directory with --out`);
    const { manifest } = published;
    const missing = (requested ?? []).filter((country) => !manifest.coverage[country]);
    if (missing.length) throw new UsageError(`snapshot ${manifest.snapshot} has no records of ${missing.join(', ')}: build them first (make data COUNTRIES=${missing.join(',')})`);
    const years = (country: string) => {
      const coverage = manifest.coverage[country]!;
      const from = Math.max(coverage.from, flags.years?.from ?? coverage.from);
      const to = Math.min(coverage.to, flags.years?.to ?? coverage.to);
      return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
    };
    const { sources, notInstalled } = await defaultSources({
      payloadsDir: payloadsDir(io.env),
      at: manifest.createdAt,
      config: loadSourcesConfig(io.env.SOURCES_CONFIG ? configPath(io.env) : configPath()),
    });
    const ran = await runCrosscheck({
      dir: published.dir,
      snapshot: manifest.snapshot,
      countries: requested ?? Object.keys(manifest.coverage),
      years,
      sources,
    });
    const result = notInstalled.length ? { ...ran, notInstalled } : ran;
    const markdown = resolve(report ?? defaultReportPath(flags.out, manifest.snapshot));
    mkdirSync(dirname(markdown), { recursive: true });
    writeFileSync(markdown, renderCrosscheckMarkdown(result));
    writeFileSync(csvPathOf(markdown), renderCrosscheckCsv(result));

    const totals = crosscheckTotals(result);
    io.out(
      `crosscheck ${manifest.snapshot}: ${totals.agreements} agreements, ${totals.disagreements} disagreements in ${totals.disagreeing.length} of ${totals.countries} countries compared with ${result.sources.length} independent sources (${(result.durationMs / 1000).toFixed(1)}s)${notInstalledNote(result)}`,
    );
    for (const country of result.countries.filter((each) => each.disagreements.length)) {
      io.out(`  ${country.country}  ${String(country.disagreements.length).padStart(4)} disagreements  (${country.sources.map((source) => `${source.id} ${source.agreements}/${source.disagreements}`).join(', ')})`);
    }
    io.out(`report: ${markdown}`);
    io.out(`report: ${csvPathOf(markdown)}`);
    return EXIT.published;
  } catch (error) {
    const code = exitCodeOf(error);
    io.err(code === EXIT.failed ? `error: crosscheck failed: ${(error as Error).message}` : `error: ${(error as Error).message}`);
    return code;
  }
}
