// Where everything lives in a data directory and inside a snapshot: the one
// place the pipeline (which writes) and the server (which reads) take their
// folder and file names from. docs/data-layout.md describes the layout.
//
//   <data dir>/current                  → snapshots/<id>   (the published one)
//   <data dir>/snapshots/<id>/…         one snapshot, laid out as `paths` says
//   <data dir>/runs/<run>/              summaries and reports of every run
//   <data dir>/run-log.ndjson           one line per run

import type { ContractVersion } from './contracts.js';

/** The data directory's entries. */
export const dataDir = {
  /** The symlink to the published snapshot. */
  pointer: 'current',
  snapshots: 'snapshots',
  /** A snapshot's folder, relative to the data directory. */
  snapshot: (id: string) => `snapshots/${id}`,
  runs: 'runs',
  runLog: 'run-log.ndjson',
  /** Prefix of what a build writes before it renames it into place (a snapshot folder, a pointer). */
  temporaryPrefix: '.tmp-',
};

/** Paths inside a snapshot. */
export const paths = {
  manifest: 'manifest.json',
  yearFile: (version: ContractVersion, country: string, year: number) => `${version}/${country}/${year}.json`,
  countriesFile: (version: ContractVersion) => `${version}/countries.json`,
  ledger: 'ledger',
  ledgerRecords: (country: string) => `ledger/${country}.ndjson`,
  ledgerNames: (country: string) => `ledger/${country}.names.json`,
  /** One official source's rows per country, kept so a year leaving the feed's window keeps them. */
  sourceArchive: (source: string, country: string) => `sources/${source}/${country}.ndjson`,
  sourcesFolder: 'sources/',
  /** A country's makeup working days (core/workdays.ts) in the years published; absent when it has none. */
  workdaysFile: (country: string) => `workdays/${country}.json`,
  changeLog: (snapshot: string) => `changes/${snapshot}.ndjson`,
  changeIndex: (snapshot: string) => `changes/${snapshot}.index`,
  conflicts: 'conflicts.ndjson',
  libraryDifferences: 'library-differences.ndjson',
  reports: 'reports',
};

/** Every change log's index. */
export const CHANGE_INDEX_PATTERN = /^changes\/[^/]+\.index$/;

/** Which country (and year, for year files) a snapshot path belongs to, if any. */
export function pathOwner(path: string): { country: string; year: number | null } | null {
  const match = /^\d+\.\d+\.\d+\/([A-Z]{2})\/(\d{4})\.json$/.exec(path);
  if (match) return { country: match[1]!, year: Number(match[2]) };
  const whole =
    /^(?:ledger|sources\/[a-z0-9-]+)\/([A-Z]{2})(?:\.names\.json|\.ndjson)$/.exec(path) ??
    /^workdays\/([A-Z]{2})\.json$/.exec(path);
  return whole ? { country: whole[1]!, year: null } : null;
}
