// The whole type table (core/type-map.ts): every source's own rows, read from
// the sources themselves (`types` of sources/date-holidays.ts and of each
// registered official source), never listed twice.

import { type SourceTypes, sourceTypes, type TypeRule } from '../core/type-map.js';
import type { HolidayType } from '../core/types.js';
import { types as dateHolidaysTypes } from './date-holidays.js';
import { OFFICIAL_SOURCES } from './registry.js';

/** Each source's table: date-holidays first, then the official sources in registry order. */
export const SOURCE_TYPES: readonly SourceTypes[] = [
  dateHolidaysTypes,
  ...Object.values(OFFICIAL_SOURCES).map((source) => source.types),
];

/** Every row of every source. */
export const TYPE_TABLE: readonly TypeRule[] = SOURCE_TYPES.flatMap((types) => types.rows);

/** A source's table; an unknown source has no rows (every category of it is unknown). */
export function typesOf(source: string): SourceTypes {
  return SOURCE_TYPES.find((types) => types.source === source) ?? sourceTypes(source, []);
}

/** The published type for a source category, or null when the row is out of scope; throws UnknownCategoryError for a category the source lacks. */
export function mapType(source: string, category: string, religious: boolean): HolidayType | null {
  return typesOf(source).type(category, religious);
}

/** The types that reproduce a source's rows besides their own (`reproducedAlsoBy`), for pipeline/reproduction.ts. */
export function reproducingTypes(source: string): ReadonlySet<HolidayType> {
  return typesOf(source).reproducing;
}
