// A build's manifest (core/manifest.ts says what it holds) and the summary a
// build returns.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '../core/manifest.js';
import { pathOwner, paths } from '../core/snapshot-layout.js';
import type { BuildRun, BuildSummary } from './build-run.js';
import type { CountryResult } from './build-country.js';

export function makeManifest(
  run: BuildRun,
  coverage: Manifest['coverage'],
  results: CountryResult[],
  changeLogs: string[],
): Manifest {
  const { snapshot, sequence, options, prior, digest, countries, writer, sources } = run;
  const built = new Set(countries);
  const carried = prior ? Object.keys(prior.manifest.coverage).filter((country) => !built.has(country)) : [];
  // Record counts of countries kept as published are read from their ledger files.
  let carriedActive = 0;
  let carriedDeprecated = 0;
  for (const path of Object.keys(writer.files)) {
    const owner = pathOwner(path);
    if (!owner || path !== paths.ledgerRecords(owner.country) || !carried.includes(owner.country)) continue;
    for (const line of readFileSync(join(writer.dir, path), 'utf8').split('\n')) {
      if (!line) continue;
      if ((JSON.parse(line) as { deprecated: boolean }).deprecated) carriedDeprecated++;
      else carriedActive++;
    }
  }
  const active = results.reduce((sum, result) => sum + result.records.active, carriedActive);
  const deprecated = results.reduce((sum, result) => sum + result.records.deprecated, carriedDeprecated);
  const sum = (key: 'added' | 'revised' | 'deprecated' | 'revived') =>
    results.reduce((total, result) => total + result.counts[key], 0);
  const files: Record<string, string> = {};
  for (const path of Object.keys(writer.files).sort()) files[path] = writer.files[path]!;
  return {
    snapshot,
    sequence,
    createdAt: options.at,
    previous: prior?.manifest.snapshot ?? null,
    inputsDigest: digest,
    sources,
    build: { countries, years: { from: options.fromYear, to: options.toYear } },
    coverage,
    counts: {
      records: active + deprecated,
      active,
      deprecated,
      changes: { added: sum('added'), revised: sum('revised'), deprecated: sum('deprecated'), revived: sum('revived') },
      files: Object.keys(files).length + 1,
    },
    changeLogs,
    files,
  };
}

export function buildSummary(
  status: BuildSummary['status'],
  snapshot: string | null,
  manifest: Manifest,
  results: CountryResult[],
  counts: { written: number; linked: number; conflicts: number },
  context: Pick<BuildRun, 'started' | 'degradedSources' | 'sources'>,
): BuildSummary {
  const { written, linked, conflicts } = counts;
  const { started, degradedSources, sources } = context;
  const sum = (key: 'added' | 'revised' | 'deprecated' | 'revived') =>
    results.reduce((total, result) => total + result.counts[key], 0);
  return {
    status,
    snapshot,
    countries: Object.keys(manifest.coverage).length,
    records: manifest.counts.records,
    active: manifest.counts.active,
    deprecated: manifest.counts.deprecated,
    added: sum('added'),
    revised: sum('revised'),
    deprecatedNow: sum('deprecated'),
    revived: sum('revived'),
    files: manifest.counts.files,
    written,
    linked,
    durationMs: Math.round(performance.now() - started),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    conflicts,
    degradedSources,
    sources,
  };
}
