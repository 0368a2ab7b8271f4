// The law review's record (reviews/<CC>.json, reviews/README.md): for each
// country, the holiday laws a reviewer read, how its yearly days are set,
// what was compared with the dataset and what came of it. The data's own
// files cite a law for each change; this says that the country as a whole
// was read against its law, when, and what is still open, so that a country
// nobody has reviewed yet shows as such in `make crosscheck`.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isCalendarDay } from '../core/dates.js';
import { compareText } from '../core/text.js';
import { years } from '../sources/corrections.js';
import { countryCodes } from '../sources/date-holidays.js';

/** The project's review records: one file per country. */
export const DEFAULT_REVIEWS_DIR = fileURLToPath(new URL('../reviews/', import.meta.url));

const text = (what: string) => z.string().trim().min(10, `must say ${what}`);

const lawSchema = z
  .object({
    citation: text('which law, decree or code: its title, number and date'),
    url: z.url().optional(),
    years: years.optional(),
    sets: text('what the law sets: the holidays, substitutes or statuses it gives'),
  })
  .strict();

const reviewSchema = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in upper case'),
    reviewed: z.string().refine(isCalendarDay, 'must be the day of the review, YYYY-MM-DD'),
    laws: z.array(lawSchema).min(1, 'must name at least one law read'),
    yearly: z
      .object({ how: text('how the days of each year are set'), citation: text('who announces them, and where') })
      .strict()
      .optional(),
    compared: text('what was compared with the dataset (years, places, which days) and the outcome'),
    fixed: z.array(text('the data change and its file')).optional(),
    open: z.array(text('the question left open')).optional(),
  })
  .strict();

export type LawReview = z.infer<typeof reviewSchema> & { file: string };

export class LawReviewError extends Error {}

/** Reads and checks every review record of a folder; a bad one names the file and the field. */
export function loadLawReviews(dir: string = DEFAULT_REVIEWS_DIR): Map<string, LawReview> {
  const reviews = new Map<string, LawReview>();
  if (!existsSync(dir)) throw new LawReviewError(`law reviews ${dir}: no such folder`);
  const known = new Set(countryCodes());
  for (const name of readdirSync(dir)
    .filter((each) => each.endsWith('.json'))
    .sort(compareText)) {
    const path = join(dir, name);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new LawReviewError(`law review ${path}: ${(error as Error).message}`);
    }
    const parsed = reviewSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new LawReviewError(`law review ${path}: field ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    }
    const { country } = parsed.data;
    const stem = basename(name, '.json');
    if (country !== stem)
      throw new LawReviewError(`law review ${path}: field country: ${country} in a file named for ${stem}`);
    if (!known.has(country)) throw new LawReviewError(`law review ${path}: field country: unknown country ${country}`);
    reviews.set(country, { ...parsed.data, file: path });
  }
  return reviews;
}

/** One line for a report: how many of the countries compared have a review record, and which do not. */
export function lawReviewSummary(countries: string[], reviews: Map<string, LawReview>, named = 40): string {
  const missing = countries.filter((country) => !reviews.has(country));
  const reviewed = countries.length - missing.length;
  const list = missing.length
    ? `; not yet: ${missing.slice(0, named).join(', ')}${missing.length > named ? ` and ${missing.length - named} more` : ''}`
    : '';
  return `law reviews: ${reviewed} of ${countries.length} countries reviewed${list}`;
}

/** The report's section: each country compared, with its review's day and laws, or that it has none. */
export function lawReviewsMarkdown(
  result: { countries: { country: string }[] },
  reviews: Map<string, LawReview>,
): string {
  const countries = result.countries.map((each) => each.country);
  const lines = ['', '## Law reviews', '', `${lawReviewSummary(countries, reviews, Infinity)}.`, ''];
  lines.push('| country | reviewed | laws read | open questions |', '|---|---|---|---:|');
  for (const country of countries) {
    const review = reviews.get(country);
    lines.push(
      review
        ? `| ${country} | ${review.reviewed} | ${review.laws.map((law) => law.citation.replaceAll('|', '\\|')).join('; ')} | ${review.open?.length ?? 0} |`
        : `| ${country} | not yet | | |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
