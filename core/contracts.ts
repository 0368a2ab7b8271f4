// Contract versions: one file per version in contracts/, each a projection
// from the canonical record to that version's shape. A new contract is a new
// file (it may build on an earlier projection without editing it), a new
// schema and a line in CONTRACTS; an existing one's projection is never
// edited in place. Everything else here is derived from the list: the
// versions, the frozen ones, and which one holds the default and export roles.

import contract300 from './contracts/3.0.0.js';
import contract310 from './contracts/3.1.0.js';
import contract311 from './contracts/3.1.1.js';
import contract312 from './contracts/3.1.2.js';
import contract320 from './contracts/3.2.0.js';
import type { Contract, ContractHoliday } from './contracts/contract.js';
import type { CountryInfo, LedgerRecord } from './types.js';

export type { ContractHoliday } from './contracts/contract.js';

/** Oldest first. */
export const CONTRACTS = [contract300, contract310, contract311, contract312, contract320] as const;

export type ContractVersion = (typeof CONTRACTS)[number]['version'];
export const CONTRACT_VERSIONS = CONTRACTS.map((contract) => contract.version) as unknown as readonly [
  ContractVersion,
  ...ContractVersion[],
];

/** The one contract holding a role (`roles` in its file). */
function withRole(role: 'default' | 'export'): ContractVersion {
  const holders = CONTRACTS.filter((contract) => (contract as Contract).roles?.includes(role));
  if (holders.length !== 1)
    throw new Error(`exactly one contract version must have the role ${role}; found ${holders.length}`);
  return holders[0]!.version;
}

/** The version answered when a request names none. */
export const DEFAULT_VERSION: ContractVersion = withRole('default');

/** The version the export reads (its `revision` and `updatedAt` become the calendar's SEQUENCE and stamps). */
export const EXPORT_VERSION: ContractVersion = withRole('export');

/** Written by the first build that covers a country and year, never rewritten after. */
export const FROZEN_VERSIONS: ReadonlySet<ContractVersion> = new Set(
  CONTRACTS.filter((contract) => contract.frozen).map((contract) => contract.version),
);

const BY_VERSION = new Map<string, (typeof CONTRACTS)[number]>(
  CONTRACTS.map((contract) => [contract.version, contract]),
);

export const contractOf = (version: ContractVersion) => BY_VERSION.get(version)!;

/** The holiday object of one contract version; keys in the documented order. */
export const projectHoliday = (record: LedgerRecord, version: ContractVersion): ContractHoliday =>
  contractOf(version).project(record);

export interface CountryEntry extends CountryInfo {
  years: { from: number; to: number };
}

/** A country record of a version's countries file (docs/api.md, Endpoints): every version's, and what the version adds. */
export function projectCountry(
  info: CountryInfo,
  years: { from: number; to: number },
  version: ContractVersion,
): CountryEntry {
  const record: CountryEntry = {
    code: info.code,
    name: info.name,
    names: info.names,
    languages: info.languages,
    timezones: info.timezones,
    weekend: info.weekend,
    subdivisions: info.subdivisions,
    years,
  };
  const contract: Contract = contractOf(version);
  return contract.projectCountry ? (contract.projectCountry(record) as CountryEntry) : record;
}
