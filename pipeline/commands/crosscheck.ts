// The `crosscheck` command: the published snapshot beside the independent
// sources (pipeline/crosscheck.ts, workalendar included), every disagreement
// matched with the reviewed explanations (crosscheck/explanations/,
// pipeline/crosscheck-explanations.ts) and written to a Markdown file and a
// CSV beside it, the agreement per country and in total printed. It exits 8
// when a disagreement has no explanation, naming it.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkYears, resolveCountries, UsageError } from '../build-scope.js';
import { crosscheckTotals, defaultSources, openIn, runCrosscheck, unexplainedIn } from '../crosscheck.js';
import {
  applyExplanations,
  DEFAULT_EXPLANATIONS_DIR,
  explanationTemplate,
  loadExplanations,
} from '../crosscheck-explanations.js';
import {
  agreementText,
  countryAgreement,
  describeDisagreement,
  explanationsSentence,
  notInstalledNote,
  renderCrosscheckCsv,
  renderCrosscheckMarkdown,
} from '../crosscheck-report.js';
import { EXIT, exitCodeOf } from '../exit-codes.js';
import { DEFAULT_REVIEWS_DIR, lawReviewSummary, lawReviewsMarkdown, loadLawReviews } from '../law-reviews.js';
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
  explanations: { type: 'string' },
  reviews: { type: 'string' },
  'explain-template': { type: 'string' },
} as const;

/** Unexplained disagreements the command prints (the report has every one). */
export const PRINTED_UNEXPLAINED = 40;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** A file as the report names it: from the project's root when it lies inside, else in full. */
const shown = (file: string) => {
  const inside = relative(ROOT, file);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : file;
};

const crosscheckFlags = flagsSchema.pick({ out: true, countries: true, years: true });

/** The default report file: beside the data directory's snapshots, one folder per snapshot. */
export const defaultReportPath = (outDir: string, snapshot: string) =>
  join(outDir, 'crosscheck', snapshot, 'crosscheck.md');

/** The CSV beside a Markdown report (`x.md` → `x.csv`, else `x` → `x.csv`). */
export const csvPathOf = (markdown: string) =>
  markdown.endsWith('.md') ? `${markdown.slice(0, -3)}.csv` : `${markdown}.csv`;

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
  const explanationsDir = resolve((values.explanations as string | undefined) ?? DEFAULT_EXPLANATIONS_DIR);
  const reviewsDir = resolve((values.reviews as string | undefined) ?? DEFAULT_REVIEWS_DIR);
  const template = values['explain-template'] as string | undefined;
  const emptyFolder = (['explanations', 'reviews', 'explain-template'] as const).find((flag) => values[flag] === '');
  if (emptyFolder) {
    io.err(`error: ${emptyFolder} must name a folder (--${emptyFolder})`);
    return EXIT.usage;
  }
  try {
    const requested = flags.countries ? resolveCountries(flags.countries.split(',')) : undefined;
    if (flags.years) checkYears(flags.years.from, flags.years.to);
    const published = readPublished(flags.out);
    if (!published)
      throw new UsageError(
        `nothing is published in ${flags.out}: build the dataset first (make data), or name its data directory with --out`,
      );
    const { manifest } = published;
    const missing = (requested ?? []).filter((country) => !manifest.coverage[country]);
    if (missing.length)
      throw new UsageError(
        `snapshot ${manifest.snapshot} has no records of ${missing.join(', ')}: build them first (make data COUNTRIES=${missing.join(',')})`,
      );
    const years = (country: string) => {
      const coverage = manifest.coverage[country]!;
      const from = Math.max(coverage.from, flags.years?.from ?? coverage.from);
      const to = Math.min(coverage.to, flags.years?.to ?? coverage.to);
      return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
    };
    // Read (and checked) before anything runs: a bad file is a usage error, as a bad corrections file is.
    const explanations = loadExplanations(explanationsDir);
    const reviews = loadLawReviews(reviewsDir);
    const { sources, notInstalled } = await defaultSources(
      {
        payloadsDir: payloadsDir(io.env),
        at: manifest.createdAt,
        config: loadSourcesConfig(io.env.SOURCES_CONFIG ? configPath(io.env) : configPath()),
      },
      undefined,
      { workalendar: true },
    );
    const ran = await runCrosscheck({
      dir: published.dir,
      snapshot: manifest.snapshot,
      countries: requested ?? Object.keys(manifest.coverage),
      years,
      sources,
    });
    const result = applyExplanations(
      notInstalled.length ? { ...ran, notInstalled } : ran,
      explanations,
      shown(explanationsDir),
      (each) => `${shown(each.file)}#${each.entry}`,
    );
    const markdown = resolve(report ?? defaultReportPath(flags.out, manifest.snapshot));
    mkdirSync(dirname(markdown), { recursive: true });
    writeFileSync(markdown, `${renderCrosscheckMarkdown(result)}${lawReviewsMarkdown(result, reviews)}`);
    writeFileSync(csvPathOf(markdown), renderCrosscheckCsv(result));

    const totals = crosscheckTotals(result);
    io.out(
      `crosscheck ${manifest.snapshot}: ${totals.agreements} agreements, ${totals.disagreements} disagreements in ${totals.disagreeing.length} of ${totals.countries} countries compared with ${result.sources.length} independent sources (${(result.durationMs / 1000).toFixed(1)}s)${notInstalledNote(result)}`,
    );
    io.out(
      `agreement ${agreementText(totals.agreements, totals.compared)}; disagreements ${explanationsSentence(result)}`,
    );
    io.out(
      lawReviewSummary(
        result.countries.map((country) => country.country),
        reviews,
      ),
    );
    for (const country of result.countries) {
      const unexplained = unexplainedIn(country).length;
      const review = reviews.get(country.country);
      const open = openIn(country).length;
      io.out(
        `  ${country.country}  agreement ${countryAgreement(country)}  ${country.disagreements.length} disagreements, ${unexplained} unexplained${open ? `, ${open} open` : ''}  (${country.sources.map((source) => `${source.id} ${source.agreements}/${source.disagreements}`).join(', ')})  ${review ? `law reviewed ${review.reviewed}` : 'law not reviewed'}`,
      );
    }
    const unexplained = result.countries.flatMap(unexplainedIn);
    if (template !== undefined) {
      mkdirSync(template, { recursive: true });
      const written: string[] = [];
      for (const country of result.countries.filter((each) => unexplainedIn(each).length)) {
        const file = join(template, `${country.country}.json`);
        const reviewed = existsSync(join(explanationsDir, `${country.country}.json`))
          ? (
              JSON.parse(readFileSync(join(explanationsDir, `${country.country}.json`), 'utf8')) as {
                explanations: unknown[];
              }
            ).explanations
          : [];
        writeFileSync(
          file,
          `${JSON.stringify({ country: country.country, explanations: [...reviewed, ...explanationTemplate(result, country.country)] }, null, 2)}\n`,
        );
        written.push(file);
      }
      io.out(
        `explain-template: ${written.length} files in ${template} (the reviewed entries, then one to complete per unexplained disagreement and source: reason and citation are empty, which a check refuses until filled)`,
      );
    }
    io.out(`report: ${markdown}`);
    io.out(`report: ${csvPathOf(markdown)}`);
    if (!unexplained.length) return EXIT.published;
    io.err(
      `error: ${unexplained.length} disagreements have no explanation; fix the data (amendments/) or explain each in ${shown(explanationsDir)}/<CC>.json (crosscheck/README.md):`,
    );
    for (const disagreement of unexplained.slice(0, PRINTED_UNEXPLAINED))
      io.err(`  ${describeDisagreement(disagreement)}`);
    if (unexplained.length > PRINTED_UNEXPLAINED)
      io.err(`  … ${unexplained.length - PRINTED_UNEXPLAINED} more: every one is in ${markdown}`);
    return EXIT.unexplained;
  } catch (error) {
    const code = exitCodeOf(error);
    io.err(
      code === EXIT.failed
        ? `error: crosscheck failed: ${(error as Error).message}`
        : `error: ${(error as Error).message}`,
    );
    return code;
  }
}
