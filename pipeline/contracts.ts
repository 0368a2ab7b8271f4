// Contract versions (decisions §2): each is a projection from the canonical
// record to that version's shape. A new contract means a new projection and a
// new schema; an existing one is never edited in place.

import { WEEKDAY_NAMES, weekdayOf } from './dates.js';
import { STATUTORY_TYPES, type CountryInfo, type LedgerRecord } from './types.js';

export const CONTRACT_VERSIONS = ['3.0.0', '3.1.0', '3.1.1', '3.1.2'] as const;
export type ContractVersion = (typeof CONTRACT_VERSIONS)[number];
export const DEFAULT_VERSION: ContractVersion = '3.1.0';
/** Written by the first build that covers a country and year, never rewritten after. */
export const FROZEN_VERSIONS: ReadonlySet<ContractVersion> = new Set(['3.0.0']);

const weekday = (day: string) => {
  const numeric = weekdayOf(day);
  return { name: WEEKDAY_NAMES[numeric], numeric };
};

/** `public` in 3.1.0 (and 3.0.0): statutory nationwide. */
const publicNationwide = (record: LedgerRecord) => record.type === 'public' && record.subdivisions.length === 0;
/** `public` from 3.1.1 on: statutory within the record's own scope. */
const publicInScope = (record: LedgerRecord) => STATUTORY_TYPES.has(record.type);

export type ContractHoliday = Record<string, unknown>;

/** The spec's holiday object for one contract version; keys in the spec's order. */
export function projectHoliday(record: LedgerRecord, version: ContractVersion): ContractHoliday {
  const base: ContractHoliday = {
    country: record.country,
    date: record.date,
    start: `${record.date}T00:00:00Z`,
    end: `${record.date}T23:59:59Z`,
    id: record.id,
  };
  if (version !== '3.0.0') base.localLanguage = record.localLanguage;
  base.name = record.name;
  base.name_local = record.nameLocal;
  base.observed = record.observed;
  base.public = version === '3.0.0' || version === '3.1.0' ? publicNationwide(record) : publicInScope(record);
  base.subdivisions = record.subdivisions;
  if (version !== '3.0.0') base.regions = record.regions;
  base.substitute = record.substitute;
  base.type = record.type;
  base.weekday = { date: weekday(record.date), observed: weekday(record.observed) };
  base.dataVersion = version;
  base.deprecated = record.deprecated;
  if (version === '3.1.2') {
    base.variant = record.variant;
    base.revision = record.revision;
    base.updatedAt = record.updatedAt;
  }
  return base;
}

export interface CountryEntry extends CountryInfo {
  years: { from: number; to: number };
}

/** A country record of the countries file (decisions §4). */
export function projectCountry(info: CountryInfo, years: { from: number; to: number }): CountryEntry {
  return {
    code: info.code,
    name: info.name,
    names: info.names,
    languages: info.languages,
    timezones: info.timezones,
    weekend: info.weekend,
    subdivisions: info.subdivisions,
    years,
  };
}
