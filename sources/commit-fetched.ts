// The payloads a published run fetched fresh become the committed copies
// (sources/payloads/<id>/) when asked for (`tsx pipeline/cli.ts payloads`,
// `make payloads`), so that the upstream change and the dataset diff are
// reviewed together and a fresh clone builds from them. A run itself keeps
// them in its data directory's payload cache and only names them: a
// deployment's checkout stays as it was cloned.

import { existsSync } from 'node:fs';
import type { SourcesConfig } from './config.js';
import { commitPayloads, readCommitted } from './committed.js';
import { lastGoodPayload } from './payload-cache.js';
import type { Payload, SourceRun } from './official.js';
import { officialSource } from './registry.js';
import { evaluatePayloads } from './run.js';

/** What a run says of one source: its id, status, payloads and the years they cover (the manifest keeps the same). */
export type FetchedSource = Pick<SourceRun, 'id' | 'status' | 'payloads' | 'coverage'>;

/** The ok sources whose payloads differ from the committed copies in `dir` (none when the folder is missing). */
export function pendingFetched(dir: string, sources: readonly FetchedSource[]): string[] {
  if (!existsSync(dir)) return [];
  return sources
    .filter((run) => run.status === 'ok' && run.payloads.length > 0)
    .filter((run) => {
      const committed = readCommitted(dir, run.id);
      return run.payloads.some((payload) => committed?.byUrl.get(payload.url)?.digest !== payload.digest);
    })
    .map((run) => run.id);
}

/**
 * Writes the fresh payloads of every source that was `ok` and whose payloads
 * differ from the committed ones. A replaced copy whose years the new payloads
 * do not all cover moves to the source's archive. Returns the files written,
 * relative to `dir`.
 */
export function commitFetched(
  dir: string,
  sources: readonly FetchedSource[],
  config: SourcesConfig,
  cacheDir: string,
): string[] {
  const written: string[] = [];
  // Only into a folder that exists: a run never creates the project's payloads folder somewhere unexpected.
  if (!existsSync(dir)) return written;
  for (const run of sources) {
    const source = officialSource(run.id);
    const settings = config.sources.find((entry) => entry.id === run.id);
    if (!source || !settings || run.status !== 'ok' || run.payloads.length === 0) continue;
    const committed = readCommitted(dir, run.id);
    const changed = run.payloads.filter((payload) => committed?.byUrl.get(payload.url)?.digest !== payload.digest);
    if (changed.length === 0) continue;
    const bodies = changed
      .map((payload) => lastGoodPayload(payload.url, cacheDir))
      .filter((payload): payload is Payload => payload !== null);
    const fresh = bodies.filter((payload, index) => payload.digest === changed[index]!.digest);
    if (fresh.length !== changed.length) continue; // the cache no longer has what was fetched: leave the committed copy
    // The years the committed copies cover that the new payloads do not: the old copies are archived, not dropped.
    const oldSet = committed ? [...committed.byUrl.values()] : [];
    const oldEvaluation = oldSet.length ? evaluatePayloads(source, settings, oldSet) : null;
    const newYears = new Set(
      Object.entries(run.coverage).flatMap(([country, years]) => years.map((year) => `${country}|${year}`)),
    );
    const yearsLost =
      oldEvaluation?.ok === true &&
      Object.entries(oldEvaluation.coverage).some(([country, years]) =>
        years.some((year) => !newYears.has(`${country}|${year}`)),
      );
    written.push(...commitPayloads(dir, run.id, fresh, yearsLost));
  }
  return written;
}
