// The makeup working days a build writes into its snapshot: for each country
// it builds, the reviewed entries (sources/workdays.ts) of the years it
// builds, and the prior snapshot's entries of the country's other years,
// which stay as published like its year files. A country with none has no
// file. Countries the build does not touch keep their file (carry-forward.ts).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { yearOf } from '../core/dates.js';
import { paths } from '../core/snapshot-layout.js';
import { workdaysDocumentText, type MakeupWorkday, type WorkdaysDocument } from '../core/workdays.js';
import type { BuildRun } from './build-run.js';
import { priorFiles } from './publish.js';

/** The entries a snapshot gets for one country: `data`'s within the built years, `prior`'s outside them, by date. */
export function mergeWorkdays(
  data: readonly MakeupWorkday[],
  prior: readonly MakeupWorkday[],
  years: { from: number; to: number },
): MakeupWorkday[] {
  const built = (entry: MakeupWorkday) => yearOf(entry.date) >= years.from && yearOf(entry.date) <= years.to;
  return [...data.filter(built), ...prior.filter((entry) => !built(entry))].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
}

/** Writes `workdays/<CC>.json` of every built country that has entries. */
export function writeWorkdaysFiles(run: BuildRun): void {
  const { writer, prior, options, workdays } = run;
  const byCountry = new Map(workdays.map((document) => [document.country, document.workdays]));
  for (const country of run.countries) {
    const path = paths.workdaysFile(country);
    const published = prior?.manifest.files[path]
      ? (JSON.parse(readFileSync(join(prior.dir, path), 'utf8')) as WorkdaysDocument).workdays
      : [];
    const entries = mergeWorkdays(byCountry.get(country) ?? [], published, {
      from: options.fromYear,
      to: options.toYear,
    });
    if (entries.length) writer.put(path, workdaysDocumentText({ country, workdays: entries }), priorFiles(prior));
  }
}
