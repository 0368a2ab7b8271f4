// The dataset of one snapshot, one contract version, each country a module of
// its own (`./countries/<CC>`) that these functions load with import() on
// first use: a bundler that splits on dynamic imports makes one chunk per
// country, and a program loads only the countries it asks about.

import type { Calendar, HolidayOptions, Holiday, WorkingDays, WorkingDaysOptions } from './calendar.js';

export type { Calendar, Country, CountryData, Holiday, HolidayOptions, HolidayType, MakeupWorkday, Weekday, WeekendPeriod, WorkingDays, WorkingDaysOptions } from './calendar.js';
export { calendar } from './calendar.js';

/** The snapshot the package was made from (`<sequence>-<time>`). */
export declare const snapshot: string;
/** The contract version of the records. */
export declare const dataVersion: string;
/** The countries of the package, by code: their names and published years. */
export declare const countries: readonly { code: string; name: string; years: { from: number; to: number } }[];

/** The calendar of a country (ISO 3166-1 alpha-2, any case), its module loaded once. An unknown code rejects with a RangeError. */
export declare function load(country: string): Promise<Calendar>;
/** The holidays of a country and year: `(await load(country)).holidays(year, options)`. */
export declare function holidays(country: string, year: number, options?: HolidayOptions): Promise<Holiday[]>;
/** Whether a holiday falls on or is observed on `date` (YYYY-MM-DD), nationwide or in a listed region. */
export declare function isHoliday(country: string, date: string, options?: HolidayOptions): Promise<boolean>;
/** Working days from `from` to `to` (YYYY-MM-DD), both included, by the country's weekends and makeup working days. */
export declare function workingDays(country: string, from: string, to: string, options?: WorkingDaysOptions): Promise<WorkingDays>;
