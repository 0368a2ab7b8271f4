// The invariant sweep of a published snapshot, from its files alone: each
// country's ledger against the per-country invariants, every year and
// countries file against its contract schema again, and the list of holidays
// that still lack an English name.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_VERSIONS } from '../core/contracts.js';
import {
  countryInvariants,
  lackingEnglishName,
  OFFICIAL_FEED_CHECK,
  type InvariantOptions,
  type InvariantViolation,
} from './invariants.js';
import { readLedger } from './ledger-files.js';
import { feedCorrectedDays } from './reproduction.js';
import type { Correction } from '../sources/corrections.js';
import type { Manifest } from '../core/manifest.js';
import type { SourceHoliday } from '../core/types.js';
import { ContractValidator } from './validate.js';
import { yearOf } from '../core/dates.js';
import { compareText } from '../core/text.js';
import { pathOwner, paths } from '../core/snapshot-layout.js';

export interface SweepReport {
  countries: number;
  records: number;
  files: number;
  violations: InvariantViolation[];
  /** Holidays published without an English name, excepted or not: `<country>|<key>` and the local name. */
  lackingEnglish: { country: string; key: string; nameLocal: string; records: number }[];
}

/**
 * Sweeps one snapshot folder (e.g. the resolved `current`). `corrections`: the amendments the build used, for the
 * days they correct an official feed on (`correctsFeed`), which the feed's archive still has as the feed said.
 */
export function sweepSnapshot(
  dir: string,
  options: InvariantOptions & { corrections?: readonly Correction[] } = {},
): SweepReport {
  const manifest = JSON.parse(readFileSync(join(dir, paths.manifest), 'utf8')) as Manifest;
  const violations: InvariantViolation[] = [];
  const lacking = new Map<string, SweepReport['lackingEnglish'][number]>();
  let records = 0;
  for (const [country, years] of Object.entries(manifest.coverage).sort(([a], [b]) => compareText(a, b))) {
    const ledger = readLedger(dir, country);
    records += ledger.length;
    const own = (options.corrections ?? []).filter((correction) => correction.country === country);
    const officials = officialArchives(dir, manifest, country).map((official) => ({
      ...official,
      correctedDays: feedCorrectedDays(own, official.source),
    }));
    violations.push(
      ...countryInvariants(
        ledger,
        { country, years, officials },
        { officialReproduction: OFFICIAL_FEED_CHECK, ...options },
      ),
    );
    for (const record of lackingEnglishName(ledger.filter((r) => !r.deprecated))) {
      const key = `${country}|${record.key}`;
      const entry = lacking.get(key) ?? { country, key: record.key, nameLocal: record.nameLocal, records: 0 };
      entry.records++;
      lacking.set(key, entry);
    }
  }
  let files = 0;
  const validator = ContractValidator.shared();
  for (const path of Object.keys(manifest.files).sort()) {
    const version = CONTRACT_VERSIONS.find((candidate) => path.startsWith(`${candidate}/`));
    if (!version) continue;
    files++;
    const kind = path.endsWith('/countries.json') ? 'countriesFile' : 'yearFile';
    for (const problem of validator.check(version, kind, JSON.parse(readFileSync(join(dir, path), 'utf8')), path)) {
      violations.push({
        invariant: 'schema',
        country: pathOwner(path)?.country ?? '',
        id: '',
        date: '',
        name: path,
        message: `${problem.record}: ${problem.message} (rule: ${problem.rule})`,
      });
    }
  }
  return {
    countries: Object.keys(manifest.coverage).length,
    records,
    files,
    violations,
    lackingEnglish: [...lacking.values()],
  };
}

/** What each official feed said for a country, from the snapshot's archives. */
function officialArchives(dir: string, manifest: Manifest, country: string) {
  const out: { source: string; rows: SourceHoliday[]; years: number[]; incompleteYears: number[] }[] = [];
  for (const source of manifest.sources) {
    const path = paths.sourceArchive(source.id, country);
    if (!manifest.files[path]) continue;
    const rows = readFileSync(join(dir, path), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SourceHoliday);
    const years = [...new Set(rows.map((row) => yearOf(row.date)))].sort((a, b) => a - b);
    // A rejected row leaves its year incomplete; one whose year cannot be read, every year of the payload.
    const rejected = source.rejectedRows ?? [];
    const incompleteYears = rejected.some((issue) => issue.year === null)
      ? (source.coverage?.[country] ?? years)
      : rejected.map((issue) => issue.year as number);
    out.push({ source: source.id, rows, years, incompleteYears });
  }
  return out;
}
