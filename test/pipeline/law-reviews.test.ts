import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lawReviewSummary, LawReviewError, loadLawReviews } from '../../pipeline/law-reviews.js';
import { countryCodes } from '../../sources/date-holidays.js';
import { tempDir } from '../helpers.js';

const review = {
  country: 'IE',
  reviewed: '2026-11-28',
  laws: [
    {
      citation: 'Organisation of Working Time Act 1997, Schedule 2, as amended by S.I. No. 50 of 2022',
      years: '2023-',
      sets: "ten public holidays, St Brigid's Day among them",
    },
  ],
  compared: 'National public days 2000-2035 against Schedule 2.',
};

function folderWith(files: Record<string, unknown>): string {
  const dir = tempDir('law-reviews');
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

describe('the law review records (reviews/)', () => {
  it("reads the project's records: each one a known country's, in the file named for it, with a law read", () => {
    const reviews = loadLawReviews();
    const known = new Set(countryCodes());
    for (const [country, each] of reviews) {
      expect(known.has(country), country).toBe(true);
      expect(each.file.endsWith(`${country}.json`)).toBe(true);
      expect(each.laws.length).toBeGreaterThan(0);
    }
  });

  it('reads a good record, with its years', () => {
    const reviews = loadLawReviews(folderWith({ 'IE.json': review, 'README.md': '# not a record' }));
    expect([...reviews.keys()]).toEqual(['IE']);
    expect(reviews.get('IE')!.laws[0]!.years).toEqual({ from: 2023, to: Infinity });
  });

  it('refuses a record without a citation, a law, a day or with a stray field, naming the file and the field', () => {
    const refused = (content: unknown, name = 'IE.json') => {
      const dir = folderWith({ [name]: content });
      try {
        loadLawReviews(dir);
      } catch (error) {
        expect(error).toBeInstanceOf(LawReviewError);
        return (error as Error).message.replace(dir, 'DIR');
      }
      throw new Error('accepted');
    };
    expect(refused({ ...review, laws: [{ ...review.laws[0], citation: '' }] })).toMatch(
      /^law review DIR\/IE\.json: field laws\.0\.citation: must say which law/,
    );
    expect(refused({ ...review, laws: [] })).toMatch(/field laws: must name at least one law read/);
    expect(refused({ ...review, reviewed: '2026-02-30' })).toMatch(/field reviewed: must be the day of the review/);
    expect(refused({ ...review, compared: undefined })).toMatch(/field compared:/);
    expect(refused({ ...review, checked: 'yes' })).toMatch(/field \(file\): Unrecognized key: "checked"/);
    expect(refused({ ...review, laws: [{ ...review.laws[0], years: '2023-2020' }] })).toMatch(
      /field laws\.0\.years: the first year must not be after the last/,
    );
    expect(refused(review, 'GB.json')).toMatch(/field country: IE in a file named for GB$/);
    expect(refused({ ...review, country: 'XX' }, 'XX.json')).toMatch(/field country: unknown country XX$/);
    expect(refused('{ not json', 'IE.json')).toMatch(/^law review DIR\/IE\.json: /);
  });

  it('counts the countries reviewed and names the rest', () => {
    const reviews = loadLawReviews(folderWith({ 'IE.json': review }));
    expect(lawReviewSummary(['DE', 'IE', 'FR'], reviews)).toBe(
      'law reviews: 1 of 3 countries reviewed; not yet: DE, FR',
    );
    expect(lawReviewSummary(['DE', 'IE', 'FR'], reviews, 1)).toBe(
      'law reviews: 1 of 3 countries reviewed; not yet: DE and 1 more',
    );
    expect(lawReviewSummary(['IE'], reviews)).toBe('law reviews: 1 of 1 countries reviewed');
  });
});
