// Shapes passed between pipeline stages. All are plain JSON values so that any
// stage can be re-run from the previous stage's output and tested alone.

export const HOLIDAY_TYPES = ['public', 'regional', 'bank', 'governmental', 'religious', 'observance'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

/** Statutory days off: `public` (nationwide) and `regional` (in their scope). */
export const STATUTORY_TYPES: ReadonlySet<HolidayType> = new Set(['public', 'regional']);

export type RegionKind = 'region' | 'city';

/** One holiday occurrence as one source states it, before merging and pairing. */
export interface SourceHoliday {
  source: string;
  country: string;
  /** Subdivision or city code (`DE-BY`, `IT-MILAN`), or null for the whole country. */
  scope: string | null;
  /** Calendar day the holiday falls on, YYYY-MM-DD. */
  date: string;
  /** Day off when the source moved the holiday (a substitute pair is derived from it). */
  observed?: string;
  /** true for a substitute / in-lieu day; `substituteFor` is the day it replaces. */
  substitute: boolean;
  substituteFor?: string;
  /** Stable identity of the holiday within the country (English name, normalised). */
  key: string;
  /** Names by language code; `en` is English, `localLanguage` the local one. */
  names: Record<string, string>;
  localLanguage: string;
  /** The holiday type, already mapped through the source's type rows (core/type-map.ts). */
  type: HolidayType;
  /** Real span of the holiday (UTC instants) and the zone it is kept in. */
  start: string;
  end: string;
  timezone: string;
  /** Other sources that contributed to the row (translations lent in reconciliation). */
  contributors?: string[];
  /** From a feed file published before its year's decisions: later data may add to it. */
  provisional?: boolean;
  /**
   * A computed forecast of the day, which a moon sighting or an announcement
   * not made yet decides (sources/date-holidays.ts `isEstimateRule`); absent
   * means false. Official feeds and corrections never set it; an amendment
   * only when its `add` is marked `estimated` (a forecast of a year to come).
   */
  estimated?: boolean;
  /**
   * On a country-level row only: the state-level subdivisions whose own rules
   * do not keep this holiday on this day (sources/subdivision-removals.ts).
   * The normaliser scopes the country's record to the states that keep it;
   * absent or empty, every state keeps it (or the source speaks for the whole
   * country, as an official feed's nationwide row does).
   */
  removedIn?: string[];
}

/** A canonical record: one holiday occurrence after merging, pairing and id minting. */
export interface HolidayRecord {
  id: string;
  country: string;
  date: string;
  observed: string;
  key: string;
  name: string;
  nameLocal: string;
  localLanguage: string;
  names: Record<string, string>;
  type: HolidayType;
  substitute: boolean;
  subdivisions: string[];
  regions: { code: string; type: RegionKind }[];
  start: string;
  end: string;
  timezone: string;
  variant: number;
  sources: string[];
  /** true when every source row that lists the record is an estimate (docs/api.md, "Contract 3.2.0"). */
  estimated: boolean;
}

/** A record as the ledger keeps it: canonical content plus its history counters. */
export interface LedgerRecord extends HolidayRecord {
  revision: number;
  deprecated: boolean;
  firstSeen: string;
  updatedAt: string;
}

export type ChangeKind = 'added' | 'revised' | 'deprecated' | 'revived';

export interface FieldChange {
  from: unknown;
  to: unknown;
}

/** One line of the change log: what the history and change-feed endpoints serve. */
export interface Change {
  at: string;
  snapshot: string;
  id: string;
  country: string;
  date: string;
  kind: ChangeKind;
  revision: number;
  fields: Record<string, FieldChange>;
  sources: string[];
}

/** Country facts for the countries file. */
export interface CountryInfo {
  code: string;
  name: string;
  names: Record<string, string>;
  languages: string[];
  timezones: string[];
  weekend: number[];
  subdivisions: { code: string; name: string; type: RegionKind }[];
}
