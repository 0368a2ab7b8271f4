import type { HolidayType } from './types.js';

// How a source's own holiday categories map to the published types
// (docs/data-layout.md). Each source declares its rows in its own module
// (`types` of sources/<id>.ts, `types` of sources/date-holidays.ts); the whole
// table is their union (sources/type-table.ts). A row gives the type for a
// holiday that the source lists for a whole country; the normaliser turns
// `public` into `regional` when the merged record is observed in some
// subdivisions only. `null` drops the row (school holidays are out of scope).

/** One row of a source's table: its category (and feast flag) to a published type. */
export interface TypeRow {
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

/** A row of the whole table: the source it belongs to, and the row. */
export interface TypeRule extends TypeRow {
  source: string;
}

export class UnknownCategoryError extends Error {}

/** One source's rows, and the lookups the source and the pipeline make in them. */
export interface SourceTypes {
  source: string;
  rows: readonly TypeRule[];
  /** The published type for one of the source's categories, or null when the row is out of scope; throws on a category it lacks. */
  type(category: string, religious: boolean): HolidayType | null;
  /** The types that reproduce the source's rows besides their own (`reproducedAlsoBy`), for pipeline/reproduction.ts. */
  reproducing: ReadonlySet<HolidayType>;
}

/** A source's table from its rows. */
export function sourceTypes(source: string, rows: readonly TypeRow[]): SourceTypes {
  const rules: TypeRule[] = rows.map((row) => ({ source, ...row }));
  const index = new Map(rules.map((rule) => [`${rule.category}|${rule.religious}`, rule.type]));
  return {
    source,
    rows: rules,
    type(category, religious) {
      const key = `${category}|${religious}`;
      if (!index.has(key)) {
        const known = [...new Set(rules.map((rule) => rule.category))];
        throw new UnknownCategoryError(
          `unknown category "${category}" for source ${source} (known: ${known.join(', ')})`,
        );
      }
      return index.get(key)!;
    },
    reproducing: new Set(rules.flatMap((rule) => rule.reproducedAlsoBy ?? [])),
  };
}
