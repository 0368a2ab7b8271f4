// Contract versions (decisions §2): one file per version in contracts/, each
// a projection from the canonical record to that version's shape. A new
// contract is a new file (it may build on an earlier projection without
// editing it), a new schema and a line in CONTRACTS; an existing one is never
// edited in place. Everything else here is derived from the list.

import contract300 from './contracts/3.0.0.js';
import contract310 from './contracts/3.1.0.js';
import contract311 from './contracts/3.1.1.js';
import contract312 from './contracts/3.1.2.js';
import contract320 from './contracts/3.2.0.js';
import type { ContractHoliday } from './contracts/contract.js';
import type { CountryInfo, LedgerRecord } from './types.js';

export type { ContractHoliday } from './contracts/contract.js';

/** Oldest first. */
export const CONTRACTS = [contract300, contract310, contract311, contract312, contract320] as const;

export type ContractVersion = (typeof CONTRACTS)[number]['version'];
export const CONTRACT_VERSIONS = CONTRACTS.map((contract) => contract.version) as unknown as readonly [ContractVersion, ...ContractVersion[]];

/** The version answered when a request names none (decisions §2). */
export const DEFAULT_VERSION: ContractVersion = '3.1.0';

/**
 * The version the export reads: it carries the `revision` and `updatedAt` that
 * become the calendar's SEQUENCE and stamps. Named, not the newest, so that a
 * new version (3.2.0, from Growth) changes neither the export's files nor
 * their ETags.
 */
export const EXPORT_VERSION: ContractVersion = '3.1.2';

/** Written by the first build that covers a country and year, never rewritten after. */
export const FROZEN_VERSIONS: ReadonlySet<ContractVersion> = new Set(CONTRACTS.filter((contract) => contract.frozen).map((contract) => contract.version));

const BY_VERSION = new Map<string, (typeof CONTRACTS)[number]>(CONTRACTS.map((contract) => [contract.version, contract]));

export const contractOf = (version: ContractVersion) => BY_VERSION.get(version)!;

/** The spec's holiday object for one contract version; keys in the spec's order. */
export const projectHoliday = (record: LedgerRecord, version: ContractVersion): ContractHoliday => contractOf(version).project(record);

export interface CountryEntry extends CountryInfo {
  years: { from: number; to: number };
}

/** A country record of the countries file (decisions §4); the same in every version. */
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
