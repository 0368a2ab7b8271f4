// The official sources of one build: run those that speak for the countries
// being built, and keep what each has said per country in the snapshot
// (`sources/<id>/<CC>.ndjson`). A feed keeps only a few years (gov.uk drops
// old ones): a year that leaves its window keeps the rows of the committed
// archive (sources/payloads/<id>/archive), else those it last had, so it
// neither changes nor is deprecated; a source that fails keeps all of them.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { yearOf } from '../core/dates.js';
import { compareText } from '../core/text.js';
import type { PriorFiles } from './publish.js';
import type { SourceHoliday } from '../core/types.js';
import type { SourcesConfig } from '../sources/config.js';
import type { SourceRun } from '../sources/official.js';
import { officialSource } from '../sources/registry.js';
import { runSource } from '../sources/run.js';
import { paths } from '../core/snapshot-layout.js';

/** What one official source gives one country's build. */
export interface CountryOfficial {
  source: string;
  rows: SourceHoliday[];
  /** Years the rows cover, archived ones included. */
  years: number[];
  /** Years this run's payload covers. */
  freshYears: number[];
  /**
   * The fresh years without rejected rows: only there may the source's absence
   * deprecate a record (a row it could not read may be the missing holiday).
   * None when a rejected row's year cannot be read.
   */
  deprecatingYears: number[];
}

export interface OfficialGathering {
  runs: SourceRun[];
  byCountry: Map<string, CountryOfficial[]>;
  /** The archive files to write into the new snapshot. */
  archives: { path: string; text: string }[];
}

export interface GatherOptions {
  config: SourcesConfig;
  countries: readonly string[];
  cacheDir: string;
  at: string;
  prior: PriorFiles | null;
  /** Folder of the committed payloads (default: PAYLOADS_DIR, else sources/payloads); null: none. */
  payloadsDir?: string | null;
  /** Fetch nothing: feeds are read from their cached or committed copies. */
  offline?: boolean;
}

export async function gatherOfficial(options: GatherOptions): Promise<OfficialGathering> {
  const wanted = new Set(options.countries);
  const entries = options.config.sources.filter((entry) => {
    const source = officialSource(entry.id);
    return entry.enabled && source && source.countries.some((country) => wanted.has(country));
  });
  const runs = await Promise.all(
    entries.map((entry) =>
      runSource(officialSource(entry.id)!, entry, {
        cacheDir: options.cacheDir,
        at: options.at,
        payloadsDir: options.payloadsDir,
        offline: options.offline,
      }),
    ),
  );

  const byCountry = new Map<string, CountryOfficial[]>();
  const archives: { path: string; text: string }[] = [];
  for (const run of runs) {
    for (const country of officialSource(run.id)!.countries) {
      if (!wanted.has(country)) continue;
      const freshYears = run.status === 'failed' ? [] : (run.coverage[country] ?? []);
      const fresh = new Set(freshYears);
      // Years outside the payload's window: the committed archive's rows, else what the last snapshot kept.
      const committed = run.archived.filter((row) => row.country === country && !fresh.has(yearOf(row.date)));
      const committedYears = new Set(committed.map((row) => yearOf(row.date)));
      const kept = [
        ...committed,
        ...readArchive(options.prior, run.id, country).filter(
          (row) => !fresh.has(yearOf(row.date)) && !committedYears.has(yearOf(row.date)),
        ),
      ];
      const rejectedYears = new Set(run.rejected.map((issue) => issue.year));
      const deprecatingYears = rejectedYears.has(null) ? [] : freshYears.filter((year) => !rejectedYears.has(year));
      const rows = [...run.rows.filter((row) => row.country === country && fresh.has(yearOf(row.date))), ...kept].sort(
        compareRows,
      );
      if (rows.length === 0) continue;
      archives.push({
        path: paths.sourceArchive(run.id, country),
        text: rows.map((row) => `${JSON.stringify(row)}\n`).join(''),
      });
      const years = [...new Set(rows.map((row) => yearOf(row.date)))].sort((a, b) => a - b);
      byCountry.set(country, [
        ...(byCountry.get(country) ?? []),
        { source: run.id, rows, years, freshYears, deprecatingYears },
      ]);
    }
  }
  return { runs, byCountry, archives };
}

function readArchive(prior: PriorFiles | null, source: string, country: string): SourceHoliday[] {
  const path = paths.sourceArchive(source, country);
  if (!prior || !prior.files[path]) return [];
  return readFileSync(join(prior.dir, path), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SourceHoliday);
}

const compareRows = (a: SourceHoliday, b: SourceHoliday) =>
  compareText(a.date, b.date) ||
  compareText(a.scope ?? '', b.scope ?? '') ||
  compareText(a.key, b.key) ||
  Number(a.substitute) - Number(b.substitute);
