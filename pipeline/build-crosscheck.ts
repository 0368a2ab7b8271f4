// The cross-check of a build, country by country: the thread that built a
// country compares it at once, with its records still in memory, and the
// main thread joins the countries' parts into the run's result. Compared
// after the build instead, from the ledgers on disk, it read and parsed every
// ledger again and left one core idle at the end of the build.

import { compareText } from '../core/text.js';
import {
  crosscheckCountry,
  labelsOf,
  runSources,
  runYears,
  type CountryCrosscheck,
  type CountrySide,
  type CrosscheckOutcome,
  type CrossSource,
  type RunScope,
} from './crosscheck.js';

/** What a country task needs to compare its country: the run's scope (structured-cloneable: it goes to a worker). */
export type CrosscheckTask = RunScope;

/** One country's part: its comparison, the sources loaded (in order) and those that took part; or why it failed. */
export type CountryCheck =
  | {
      country: CountryCrosscheck | null;
      sources: { id: string; label: string; rule: string }[];
      taking: string[];
      notInstalled: string[];
      ms: number;
    }
  | { error: string };

// Loaded once a thread: the sources hold their packages' data and engines' caches.
const loaded = new Map<string, Promise<{ sources: CrossSource[]; notInstalled: string[] }>>();

function sourcesOf(task: CrosscheckTask) {
  const key = JSON.stringify([
    task.payloadsDir ?? null,
    task.payloadsDir === undefined,
    task.at,
    task.sourcesConfig ?? null,
  ]);
  let sources = loaded.get(key);
  if (!sources) loaded.set(key, (sources = runSources(task)));
  return sources;
}

/** Compares one built country; whatever goes wrong is returned, never thrown (a report must not stop a build). */
export async function checkBuiltCountry(
  country: string,
  side: CountrySide,
  task: CrosscheckTask,
): Promise<CountryCheck> {
  const started = performance.now();
  try {
    const { sources, notInstalled } = await sourcesOf(task);
    const checked = await crosscheckCountry(country, side, { sources, years: runYears(task) });
    return {
      country: checked.country,
      sources: labelsOf(sources),
      taking: checked.taking,
      notInstalled,
      ms: performance.now() - started,
    };
  } catch (error) {
    return { error: `${country}: ${(error as Error).message.split('\n')[0]!}` };
  }
}

/** The run's cross-check from its countries' parts: as one comparison of them all would give it. */
export function joinChecks(snapshot: string, checks: readonly CountryCheck[]): CrosscheckOutcome {
  const failed = checks.find((check) => 'error' in check);
  if (failed) return failed;
  const parts = checks as Exclude<CountryCheck, { error: string }>[];
  const taking = new Set(parts.flatMap((part) => part.taking));
  const notInstalled = parts[0]?.notInstalled ?? [];
  return {
    snapshot,
    sources: (parts[0]?.sources ?? []).filter((source) => taking.has(source.id)),
    countries: parts
      .flatMap((part) => (part.country ? [part.country] : []))
      .sort((a, b) => compareText(a.country, b.country)),
    durationMs: Math.round(parts.reduce((sum, part) => sum + part.ms, 0)),
    ...(notInstalled.length ? { notInstalled } : {}),
  };
}
