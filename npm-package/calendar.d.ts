// One country's holidays, working days and weekends, computed from its data
// module (`<package>/countries/<CC>`) without loading anything else: what a
// bundler should keep when a program imports one country statically.
//
//   import US from '@public-holidays/data/countries/US';
//   import { calendar } from '@public-holidays/data/calendar';
//   calendar(US).holidays(2026, { regions: ['US-CA'] });

/** `public` (nationwide day off), `regional` (a day off in its subdivisions), `bank`, `governmental`, `religious`, `observance`. */
export type HolidayType = 'public' | 'regional' | 'bank' | 'governmental' | 'religious' | 'observance';

/** 0 = Sunday … 6 = Saturday, as in the API. */
export interface Weekday {
  name: 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';
  numeric: number;
}

/** A holiday record: the object the API answers in the package's contract version (3.1.2 by default). */
export interface Holiday {
  country: string;
  /** The day of the holiday, YYYY-MM-DD. */
  date: string;
  start: string;
  end: string;
  /** `<YYYYMMDD>_<hex>`, stable across snapshots. */
  id: string;
  localLanguage: string;
  /** English name. */
  name: string;
  name_local: string;
  /** The day off: the date, or the day the holiday is moved to (its substitute record is observed there too). */
  observed: string;
  /** Statutory within the record's own scope (`public` or `regional`). */
  public: boolean;
  /** Empty: nationwide. */
  subdivisions: string[];
  regions: { code: string; type: 'region' | 'city' }[];
  substitute: boolean;
  type: HolidayType;
  weekday: { date: Weekday; observed: Weekday };
  dataVersion: string;
  deprecated: boolean;
  variant: number;
  revision: number;
  updatedAt: string;
  /** Contract 3.2.0 only. */
  estimated?: boolean;
  /** Contract 3.2.0 only. */
  sources?: string[];
}

/** A country as the countries file of the API describes it. */
export interface Country {
  code: string;
  name: string;
  names: Record<string, string>;
  languages: string[];
  timezones: string[];
  /** Today's weekend days (0 = Sunday … 6 = Saturday). */
  weekend: number[];
  /** The subdivisions and cities with holidays of their own. */
  subdivisions: { code: string; name: string; type: 'region' | 'city' }[];
  years: { from: number; to: number };
}

export interface HolidayOptions {
  /**
   * Subdivision or city codes (an array, or one comma-separated string), any ISO 3166-2 code of the
   * country included: the nationwide holidays plus those observed in a listed code, in a subdivision
   * above it, or in every subdivision below it. A code ISO replaced is read as its current one.
   * An unknown code throws a RangeError.
   */
  regions?: string | readonly string[];
  /** Only these types (an array, or one comma-separated string). */
  types?: HolidayType | string | readonly HolidayType[];
  /** Soft-removed records too (`deprecated: true`); left out by default. */
  includeDeprecated?: boolean;
}

export interface WorkingDaysOptions {
  /** As in HolidayOptions: a regional day off counts only in a listed region. */
  regions?: string | readonly string[];
}

export interface WeekendPeriod {
  from: string;
  to: string;
  weekend: number[];
}

/** The answer of the API's /v3/working-days, without its `query`. */
export interface WorkingDays {
  /** Days that are neither weekend days nor observed statutory holidays; makeup working days count here. */
  workingDays: number;
  /** Days on the weekend in force that day, makeup working days left out. */
  weekendDays: number;
  /** Weekdays on which a statutory holiday is observed; each day counts once. */
  holidayDays: number;
  /** Days in the span, both ends included. */
  days: number;
  /** The records whose observed day removed a working day, by observed day. */
  holidays: Holiday[];
  /** Weekend days the government made working days, counted in workingDays, by date. */
  workdays: { date: string; name: string }[];
  /** The weekend in force on the last day. */
  weekend: number[];
  /** The weekend conventions over the span, one entry each. */
  weekendPeriods: WeekendPeriod[];
}

/** A weekend day a government made a working day (China's 调休), as the snapshot's `workdays/<CC>.json` has it. */
export interface MakeupWorkday {
  date: string;
  name: string;
  /** Absent: nationwide. */
  subdivisions?: string[];
  source: string;
  url?: string;
}

/** What a country module (`<package>/countries/<CC>`) exports: the country's data, stored compactly. */
export interface CountryData {
  /** The layout of this object; a loader reads only the format it knows. */
  format: 1;
  country: Country;
  /** The contract version of the records. */
  dataVersion: string;
  /** Weekends before a change, oldest first: each applied up to (not including) `until`. */
  weekendChanges: { until: string; weekend: number[] }[];
  /** ISO 3166-2 codes of the country, each with the code (or the country) it lies in. */
  iso: Record<string, string>;
  /** Codes ISO replaced, with their current code. */
  replaced: Record<string, string>;
  workdays: MakeupWorkday[];
  /** The members of a record, in order. */
  members: string[];
  /** Members left out of a stored record take these values (or the derived ones). */
  defaults: Record<string, unknown>;
  /** Each published year's records, in the year file's order, stored with what cannot be derived. */
  years: Record<string, Record<string, unknown>[]>;
}

export interface Calendar {
  readonly country: Country;
  /** The holidays of a year, in the year file's order (by date, nationwide first, then by name). Without `regions`, every scope. */
  holidays(year: number, options?: HolidayOptions): Holiday[];
  /** The holidays whose date or observed day is `date` (YYYY-MM-DD): nationwide, or in a listed region. */
  holidaysOn(date: string, options?: HolidayOptions): Holiday[];
  /** Whether holidaysOn(date, options) finds any. Every type counts unless `types` narrows it. */
  isHoliday(date: string, options?: HolidayOptions): boolean;
  /** Working days from `from` to `to` (YYYY-MM-DD), both included: the API's /v3/working-days. */
  workingDays(from: string, to: string, options?: WorkingDaysOptions): WorkingDays;
  /** The weekend days in force on `date`. */
  weekendOn(date: string): number[];
}

/** The calendar of one country module's data. */
export declare function calendar(data: CountryData): Calendar;
