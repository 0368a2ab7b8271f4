import type { HolidayType } from './types.js';

// The one table that maps each source's own holiday categories to the
// published types (docs/data-layout.md). A row gives the type for a holiday that the
// source lists for a whole country; the normaliser turns `public` into
// `regional` when the merged record is observed in some subdivisions only.
// `null` drops the row (school holidays are out of scope).

export interface TypeRule {
  source: string;
  category: string;
  /** Whether the holiday is a religious feast (the adapter decides). */
  religious: boolean;
  type: HolidayType | null;
  /**
   * Other types a record may take and still reproduce the feed's row: a
   * category that does not settle statutory status. Hong Kong's general
   * holidays close banks, schools and government offices; the Employment
   * Ordinance decides which are statutory, and the others are typed `bank`
   * (amendments/HK.json).
   */
  reproducedAlsoBy?: readonly HolidayType[];
}

export const TYPE_TABLE: readonly TypeRule[] = [
  { source: 'date-holidays', category: 'public', religious: false, type: 'public' },
  { source: 'date-holidays', category: 'public', religious: true, type: 'public' },
  { source: 'date-holidays', category: 'bank', religious: false, type: 'bank' },
  { source: 'date-holidays', category: 'bank', religious: true, type: 'bank' },
  { source: 'date-holidays', category: 'optional', religious: false, type: 'observance' },
  { source: 'date-holidays', category: 'optional', religious: true, type: 'religious' },
  { source: 'date-holidays', category: 'observance', religious: false, type: 'observance' },
  { source: 'date-holidays', category: 'observance', religious: true, type: 'religious' },
  { source: 'date-holidays', category: 'school', religious: false, type: null },
  { source: 'date-holidays', category: 'school', religious: true, type: null },
  // Official feeds: one row per category an adapter gives.
  { source: 'gov-uk', category: 'bank holiday', religious: false, type: 'public' },
  { source: 'gov-uk', category: 'extra bank holiday', religious: false, type: 'public' },
  { source: 'jp-cao', category: 'national holiday', religious: false, type: 'public' },
  { source: 'jp-cao', category: 'citizens holiday', religious: false, type: 'public' },
  { source: 'au-data-gov', category: 'public', religious: false, type: 'public' },
  { source: 'au-data-gov', category: 'part-day', religious: false, type: 'public' },
  { source: 'au-data-gov', category: 'bank', religious: false, type: 'bank' },
  { source: 'hk-1823', category: 'general holiday', religious: false, type: 'public', reproducedAlsoBy: ['bank'] },
  { source: 'ca-holidays', category: 'statutory', religious: false, type: 'public' },
  { source: 'ca-holidays', category: 'optional', religious: false, type: 'observance' },
  { source: 'sg-data-gov', category: 'public holiday', religious: false, type: 'public' },
];

const INDEX = new Map(TYPE_TABLE.map((rule) => [`${rule.source}|${rule.category}|${rule.religious}`, rule.type]));

/** The types that reproduce a source's rows besides their own (`reproducedAlsoBy`), for pipeline/reproduction.ts. */
export function reproducingTypes(source: string): ReadonlySet<HolidayType> {
  return new Set(TYPE_TABLE.filter((rule) => rule.source === source).flatMap((rule) => rule.reproducedAlsoBy ?? []));
}

export class UnknownCategoryError extends Error {}

/** The published type for a source category, or null when the row is out of scope. */
export function mapType(source: string, category: string, religious: boolean): HolidayType | null {
  const key = `${source}|${category}|${religious}`;
  if (!INDEX.has(key)) {
    const known = TYPE_TABLE.filter((rule) => rule.source === source).map((rule) => rule.category);
    throw new UnknownCategoryError(
      `unknown category "${category}" for source ${source} (known: ${[...new Set(known)].join(', ')})`,
    );
  }
  return INDEX.get(key)!;
}
