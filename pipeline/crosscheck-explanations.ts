// The reviewed explanations of the cross-check's disagreements
// (crosscheck/explanations/<CC>.json, crosscheck/README.md): for a day a
// source and the dataset disagree on, why, with a citation. A disagreement is
// explained when every source that disagrees with the dataset on it has an
// explanation that matches; `crosscheck` exits 8 while any is not.
//
// An explanation matches a disagreement of a source when:
// - `source` is the source's id (`workalendar`, `engine:islamic`, …);
// - `what` is which side lists the day: `source` (the source lists it, the
//   dataset does not), `dataset` (the dataset lists it, the source does
//   not), `dataset-in-part` (the source lists it for the place, the dataset
//   for part of it only), `other-day` (a holiday dated by a calendar engine:
//   the source's day differs);
// - the day is `date`, one of `dates`, or within `years` (a rule: then
//   `name` or `namePattern` is required, so that a rule covers one holiday);
// - `name` (case-insensitive) is one of the names the listing side gives it
//   (both sides' for `dataset-in-part` and `other-day`), or `namePattern`, a
//   regular expression (case-insensitive), matches one;
// - `place`, when given, is the place compared (null: the whole country; a
//   list: any of them); absent, any place;
// - `subject`, when given, is the subject (`days off`, `working days`,
//   `1 Shawwal`); absent, any;
// - each source of `agreeing`, when given, compared the day and agrees with
//   the dataset on it (an official feed, a package made for the country):
//   an explanation that rests on another source holds only where it does.
// An explanation with `open: true` records a disagreement reviewed and not
// settled (no primary text of either side found): it is counted apart.
// Fixing the data (an amendment) is the other way to settle a disagreement;
// an explanation says why the dataset is right, or why the source's list is
// not comparable there (an observance it lists, an estimate it computes).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isCalendarDay, yearOf } from '../core/dates.js';
import { compareText } from '../core/text.js';
import { years as yearsSchema } from '../sources/corrections.js';
import { countryCodes } from '../sources/date-holidays.js';
import {
  DAYS_OFF,
  listsDays,
  unexplainedOf,
  type CrosscheckResult,
  type Disagreement,
  type ExplanationRef,
  type ExplanationsRead,
} from './crosscheck.js';

/** The reviewed explanations: one file per country. */
export const DEFAULT_EXPLANATIONS_DIR = fileURLToPath(new URL('../crosscheck/explanations/', import.meta.url));

export const WHAT = ['source', 'dataset', 'dataset-in-part', 'other-day'] as const;
export type What = (typeof WHAT)[number];

const day = z.string().refine(isCalendarDay, 'must be a calendar day YYYY-MM-DD');
const place = z.union([
  z.string().regex(/^[A-Z]{2}-[A-Z0-9-]+$/, 'must be a subdivision code such as DE-BY, or null for the whole country'),
  z.null(),
]);

const explanationSchema = z
  .object({
    source: z.string().min(1, "must name the source's id (workalendar, engine:islamic, …)"),
    what: z.enum(WHAT),
    date: day.optional(),
    dates: z.array(day).min(1).optional(),
    years: yearsSchema.optional(),
    name: z.string().min(1).optional(),
    namePattern: z
      .string()
      .min(1)
      .refine((pattern) => {
        try {
          new RegExp(pattern, 'iu');
          return true;
        } catch {
          return false;
        }
      }, 'must be a regular expression')
      .optional(),
    place: z.union([place, z.array(place).min(1)]).optional(),
    subject: z.string().min(1).optional(),
    agreeing: z.array(z.string().min(1)).min(1).optional(),
    reason: z.string().trim().min(20, 'must say why, in a sentence or more'),
    citation: z.string().trim().min(1, 'must cite the law, notice or page the reason rests on'),
    /**
     * Reviewed and not settled: neither side's day could be checked against a primary text (a law, decree or
     * notice of those years that no reachable source holds). The reason says what was searched; the citation what
     * the dataset's day rests on. Counted and shown apart from the explained; it does not fail the command.
     */
    open: z.literal(true).optional(),
    /** Free text a reviewer may keep: what each side said, who checked it. */
    note: z.string().optional(),
  })
  .strict()
  .superRefine((entry, context) => {
    const given = [entry.date, entry.dates, entry.years].filter((each) => each !== undefined).length;
    if (given !== 1)
      context.addIssue({
        code: 'custom',
        path: ['date'],
        message: 'give one of date, dates (days) or years (a rule, with name or namePattern)',
      });
    if (entry.years && entry.name === undefined && entry.namePattern === undefined)
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'a rule over years needs name or namePattern: the holiday it explains',
      });
    if (entry.name !== undefined && entry.namePattern !== undefined)
      context.addIssue({ code: 'custom', path: ['namePattern'], message: 'give name or namePattern, not both' });
  });

const fileSchema = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in upper case'),
    explanations: z.array(explanationSchema),
  })
  .strict();

export type ExplanationEntry = z.infer<typeof explanationSchema>;

export interface Explanation extends ExplanationEntry {
  country: string;
  /** The file, and the entry's place in it (from 1). */
  file: string;
  entry: number;
}

export class CrosscheckExplanationsError extends Error {}

/** Reads and checks every file of a folder of explanations; a bad entry names the file, the entry and the field. */
export function loadExplanations(dir: string = DEFAULT_EXPLANATIONS_DIR): Explanation[] {
  if (!existsSync(dir)) throw new CrosscheckExplanationsError(`explanations ${dir}: no such folder`);
  const known = new Set(countryCodes());
  const explanations: Explanation[] = [];
  for (const name of readdirSync(dir)
    .filter((each) => each.endsWith('.json'))
    .sort(compareText)) {
    const path = join(dir, name);
    const stem = basename(name, '.json');
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new CrosscheckExplanationsError(`explanations ${path}: ${(error as Error).message}`);
    }
    const parsed = fileSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const [top, index, ...field] = issue.path;
      const where =
        top === 'explanations' && index !== undefined
          ? `entry ${Number(index) + 1}${field.length ? `, field ${field.join('.')}` : ''}`
          : `field ${issue.path.join('.') || '(file)'}`;
      throw new CrosscheckExplanationsError(`explanations ${path}: ${where}: ${issue.message}`);
    }
    const { country } = parsed.data;
    if (country !== stem)
      throw new CrosscheckExplanationsError(
        `explanations ${path}: field country: ${country} in a file named for ${stem}`,
      );
    if (!known.has(country))
      throw new CrosscheckExplanationsError(`explanations ${path}: field country: unknown country code ${country}`);
    parsed.data.explanations.forEach((entry, index) =>
      explanations.push({ ...entry, country, file: path, entry: index + 1 }),
    );
  }
  return explanations;
}

/** Which side lists the day, in a disagreement of a source that disagrees with the dataset. */
export function whatOf(disagreement: Disagreement, source: string): What {
  const said = disagreement.sources[source] ?? null;
  if (!listsDays(disagreement.subject)) return said ? 'other-day' : 'dataset';
  if (!said) return 'dataset';
  return disagreement.dataset ? 'dataset-in-part' : 'source';
}

/** The names an explanation's `name` is matched with: the listing side's, both for a day both sides have. */
function namesOf(disagreement: Disagreement, source: string, what: What): string[] {
  const said = disagreement.sources[source]?.names ?? [];
  const dataset = disagreement.dataset?.names ?? [];
  return what === 'source' ? said : what === 'dataset' ? dataset : [...said, ...dataset];
}

/** Whether an explanation matches the disagreement of one source. */
export function matches(explanation: Explanation, disagreement: Disagreement, source: string): boolean {
  if (explanation.country !== disagreement.country || explanation.source !== source) return false;
  const what = whatOf(disagreement, source);
  if (explanation.what !== what) return false;
  if (explanation.subject !== undefined && explanation.subject !== disagreement.subject) return false;
  if (explanation.place !== undefined) {
    const places = Array.isArray(explanation.place) ? explanation.place : [explanation.place];
    if (!places.includes(disagreement.place)) return false;
  }
  if (
    explanation.agreeing?.some((other) => !(other in disagreement.sources) || disagreement.disagreeing.includes(other))
  )
    return false;
  const date = disagreement.date;
  if (explanation.date !== undefined && explanation.date !== date) return false;
  if (explanation.dates !== undefined && !explanation.dates.includes(date)) return false;
  if (explanation.years !== undefined && (yearOf(date) < explanation.years.from || yearOf(date) > explanation.years.to))
    return false;
  const names = namesOf(disagreement, source, what);
  if (explanation.name !== undefined && !names.some((name) => name.toLowerCase() === explanation.name!.toLowerCase()))
    return false;
  if (explanation.namePattern !== undefined) {
    const pattern = new RegExp(explanation.namePattern, 'iu');
    if (!names.some((name) => pattern.test(name))) return false;
  }
  return true;
}

export interface ExplainedResult extends CrosscheckResult {
  explanations: ExplanationsRead;
}

/** Each disagreement with the explanations that match it (the first that matches, per source). */
export function applyExplanations(
  result: CrosscheckResult,
  explanations: readonly Explanation[],
  dir: string,
  atOf: (explanation: Explanation) => string = (each) => `${each.file}#${each.entry}`,
): ExplainedResult {
  const compared = new Set(result.countries.map((country) => country.country));
  const relevant = explanations.filter((each) => compared.has(each.country));
  const used = new Set<Explanation>();
  const countries = result.countries.map((country) => {
    const own = relevant.filter((each) => each.country === country.country);
    const disagreements = country.disagreements.map((disagreement) => {
      // An explanation the run found (an announcement, pipeline/crosscheck/announced.ts) stands; the files are read for the rest.
      const found: Record<string, ExplanationRef> = { ...disagreement.explanations };
      for (const source of disagreement.disagreeing) {
        if (found[source]) continue;
        const explanation = own.find((each) => matches(each, disagreement, source));
        if (!explanation) continue;
        used.add(explanation);
        found[source] = {
          reason: explanation.reason,
          citation: explanation.citation,
          at: atOf(explanation),
          ...(explanation.open ? { open: true as const } : {}),
        };
      }
      return Object.keys(found).length ? { ...disagreement, explanations: found } : disagreement;
    });
    return { ...country, disagreements };
  });
  const unused = relevant
    .filter((each) => !used.has(each))
    .map((each) => ({ at: atOf(each), file: each.file, entry: each.entry }));
  return { ...result, countries, explanations: { dir, read: relevant.length, unused } };
}

/** A skeleton entry per unexplained disagreement and source, for a reviewer to complete (reason and citation left empty). */
export function explanationTemplate(result: CrosscheckResult, country: string): Record<string, unknown>[] {
  const entries: Record<string, unknown>[] = [];
  for (const disagreement of result.countries.find((each) => each.country === country)?.disagreements ?? []) {
    for (const source of unexplainedOf(disagreement)) {
      const what = whatOf(disagreement, source);
      const said = disagreement.sources[source];
      const name = (what === 'dataset' ? disagreement.dataset?.names : said?.names)?.[0];
      entries.push({
        source,
        what,
        date: disagreement.date,
        ...(name ? { name } : {}),
        place: disagreement.place,
        ...(disagreement.subject === DAYS_OFF ? {} : { subject: disagreement.subject }),
        reason: '',
        citation: '',
        note: `dataset: ${disagreement.dataset ? `${disagreement.dataset.date} ${disagreement.dataset.names.join(' / ')}${disagreement.dataset.note ? ` (${disagreement.dataset.note})` : ''}` : 'nothing'}; ${source}: ${said ? `${said.date} ${said.names.join(' / ')}` : 'nothing'}`,
      });
    }
  }
  return entries;
}
