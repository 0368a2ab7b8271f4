// What a contract version is: its number, whether its files
// are frozen, the lowest plan that may ask for it, and its projection from the
// canonical record to the version's holiday object. Shared pieces of the
// projections (the day's bounds, the weekdays, the two meanings of `public`) live here.

import type { Plan } from '../plans.js';
import { WEEKDAY_NAMES, weekdayOf } from '../dates.js';
import { STATUTORY_TYPES, type LedgerRecord } from '../types.js';

export type ContractHoliday = Record<string, unknown>;

/** A country record of the countries file as every version has it (docs/api.md, countries). */
export interface CountryRecord {
  code: string;
  name: string;
  names: Record<string, string>;
  languages: string[];
  timezones: string[];
  weekend: number[];
  subdivisions: { code: string; name: string; type: string }[];
  years: { from: number; to: number };
}

export interface Contract<V extends string = string> {
  version: V;
  /** Written by the first build that covers a country and year, never rewritten after. */
  frozen: boolean;
  /** The lowest plan whose keys may ask for this version (`dataVersion`). */
  minimumPlan: Plan;
  /** How list-like answers echo the query: the values as sent, or the query string. */
  queryEcho: 'object' | 'string';
  /** Whether answers to a request with `regions` name the codes as answered (`regions`: a code ISO replaced as its current one). */
  answersRegions?: boolean;
  /**
   * What else reads this version, each role held by exactly one contract:
   * `default` answers a request that names no version; `export` is what the
   * ICS/CSV export reads (it needs `revision` and `updatedAt`, and stays put
   * when a newer version comes, so the export's files and ETags do not change).
   */
  roles?: readonly ('default' | 'export')[];
  /** The holiday object of this version; keys in the documented order. */
  project(record: LedgerRecord): ContractHoliday;
  /** The country record of this version's countries file, when it adds to the one every version has. */
  projectCountry?(record: CountryRecord): CountryRecord & Record<string, unknown>;
}

/**
 * A contract as its version's module states it. Each projection writes its object out member by member, in the
 * documented order, rather than spreading an older version's object and adding to it: V8 keeps members added to
 * such a copy in a store of their own, which made a full build's five projections of every record (and their
 * serialisation) a tenth of its time.
 */
export const defineContract = <const V extends string>(contract: Contract<V>): Contract<V> => contract;

/** Each weekday's object, one for every record: projections are never changed after they are made. */
const WEEKDAYS = WEEKDAY_NAMES.map((name, numeric) => Object.freeze({ name, numeric }));

export const weekday = (day: string) => WEEKDAYS[weekdayOf(day)]!;

/**
 * A day's `start` and `end` as the versions that give whole days write them, made once per day: a full build
 * projects every record in five versions, and each of these texts is checked as a date-time, which a text made
 * afresh each time makes the check flatten and hash again (core/contract-schemas.ts remembers its verdicts by text).
 */
const dayBounds = new Map<string, { start: string; end: string }>();

export function wholeDay(day: string): { start: string; end: string } {
  let bounds = dayBounds.get(day);
  if (bounds === undefined) {
    if (dayBounds.size >= 100_000) dayBounds.clear(); // a bound, should a process project many years
    bounds = { start: `${day}T00:00:00Z`, end: `${day}T23:59:59Z` };
    dayBounds.set(day, bounds);
  }
  return bounds;
}

/**
 * The holiday object of 3.1.0 and 3.1.1 (one literal: defineContract's comment says why), which differ only in
 * what `public` means and in their version.
 */
export const regionsHoliday = (record: LedgerRecord, dataVersion: string, isPublic: boolean): ContractHoliday => {
  const { start, end } = wholeDay(record.date);
  return {
    country: record.country,
    date: record.date,
    start,
    end,
    id: record.id,
    localLanguage: record.localLanguage,
    name: record.name,
    name_local: record.nameLocal,
    observed: record.observed,
    public: isPublic,
    subdivisions: record.subdivisions,
    regions: record.regions,
    substitute: record.substitute,
    type: record.type,
    weekday: { date: weekday(record.date), observed: weekday(record.observed) },
    dataVersion,
    deprecated: record.deprecated,
  };
};

/** `public` up to 3.1.0: statutory nationwide. */
export const publicNationwide = (record: LedgerRecord) => record.type === 'public' && record.subdivisions.length === 0;

/** `public` from 3.1.1 on: statutory within the record's own scope. */
export const publicInScope = (record: LedgerRecord) => STATUTORY_TYPES.has(record.type);
