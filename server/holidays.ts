// Which holidays a query selects, and how they are shown: filters on `date`
// (a record belongs to the year of its date), then the requested
// language (ledger `names`) and time zone (ledger span; docs/api.md, Time zones).

import { WEEKDAY_NAMES, weekdayOf, zonedMidnightMs } from '../core/dates.js';
import type { RegionScope } from '../core/iso-3166-2.js';
import type { LedgerData, PublishedHoliday, YearData } from './snapshot.js';
import { spanInZone } from './timezone.js';

export interface HolidayFilter {
  month?: number;
  day?: number;
  /** Exclusive bounds on `date`, YYYY-MM-DD. */
  after?: string;
  before?: string;
  types?: ReadonlySet<string>;
  /** Nationwide holidays plus those observed in any of these codes. */
  regions?: RegionScope;
  publicOnly?: boolean;
  includeDeprecated?: boolean;
}

export const isUnfiltered = (filter: HolidayFilter) =>
  filter.month === undefined &&
  filter.day === undefined &&
  filter.after === undefined &&
  filter.before === undefined &&
  filter.types === undefined &&
  filter.regions === undefined &&
  !filter.publicOnly &&
  !filter.includeDeprecated;

export function inScope(holiday: PublishedHoliday, regions: RegionScope | undefined): boolean {
  return !regions || holiday.subdivisions.length === 0 || regions.keeps(holiday.subdivisions);
}

export function matches(holiday: PublishedHoliday, filter: HolidayFilter): boolean {
  if (holiday.deprecated && !filter.includeDeprecated) return false;
  if (filter.month !== undefined && Number(holiday.date.slice(5, 7)) !== filter.month) return false;
  if (filter.day !== undefined && Number(holiday.date.slice(8, 10)) !== filter.day) return false;
  if (filter.after !== undefined && !(holiday.date > filter.after)) return false;
  if (filter.before !== undefined && !(holiday.date < filter.before)) return false;
  if (filter.types && !filter.types.has(holiday.type)) return false;
  if (filter.publicOnly && !holiday.public) return false;
  return inScope(holiday, filter.regions);
}

/** Indexes into the year file of the holidays the filter keeps, in file order. */
export function selectIndexes(data: YearData, filter: HolidayFilter): number[] {
  const indexes: number[] = [];
  data.holidays.forEach((holiday, index) => {
    if (matches(holiday, filter)) indexes.push(index);
  });
  return indexes;
}

export interface Presentation {
  /** Canonical IANA zone, when one was asked for. */
  timezone?: string;
  /** ISO 639-1 code, when one was asked for. */
  language?: string;
  /** The ledger of the holidays' country and year: names and real spans. */
  ledger: LedgerData | null;
  /** The country's main zone, for a holiday the ledger does not know. */
  countryZone: string;
}

export const needsPresentation = (presentation: Pick<Presentation, 'timezone' | 'language'>) =>
  presentation.timezone !== undefined || presentation.language !== undefined;

const weekdayPart = (day: string) => {
  const numeric = weekdayOf(day);
  return { name: WEEKDAY_NAMES[numeric]!, numeric };
};

/** The holiday as the request asks to see it; keys keep the contract's order. */
export function present(holiday: PublishedHoliday, presentation: Presentation): PublishedHoliday {
  const facts = presentation.ledger?.byId.get(holiday.id);
  const shown: PublishedHoliday = { ...holiday };
  if (presentation.language !== undefined && presentation.language !== 'en') {
    // A language without a translation keeps the English name (docs/data-layout.md).
    shown.name = facts?.names[presentation.language] ?? holiday.name;
  }
  if (presentation.timezone !== undefined) {
    const startMs = facts ? Date.parse(facts.start) : zonedMidnightMs(holiday.date, presentation.countryZone);
    const endMs = facts ? Date.parse(facts.end) : startMs + 86_400_000;
    const span = spanInZone(holiday.date, holiday.observed, startMs, endMs, presentation.timezone);
    shown.date = span.date;
    shown.start = span.start;
    shown.end = span.end;
    shown.observed = span.observed;
    shown.weekday = { date: weekdayPart(span.date), observed: weekdayPart(span.observed) };
  }
  return shown;
}
