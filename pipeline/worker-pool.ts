// The worker threads a build runs its countries on: one per core, costliest
// countries first (so that no long one is left for the end, one thread
// working while the other waits); each country's stages run in
// pipeline/worker.ts. With one thread to run on (--workers 1, or four
// countries or fewer without --workers) the countries run in the calling
// thread instead: a second thread would only wait for the first, and starting
// one (loading every module again, about a second) costs a small build more
// than its countries do.

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { pathOwner } from '../core/snapshot-layout.js';
import type { BuildRun } from './build-run.js';
import { buildCountry, type CountryResult, type CountryTask } from './build-country.js';
import type { Published } from './publish.js';
import { CalendarDataError } from '../sources/calendars/engine.js';
import { CorrectionsError } from '../sources/corrections.js';
import * as dateHolidays from '../sources/date-holidays.js';

/** Without --workers, a thread for each this many countries at most: a few countries build faster in one thread than a second thread starts. */
const COUNTRIES_PER_THREAD = 4;

/**
 * A worker's old generation. Without a limit V8 sizes it from the machine's
 * memory and lets garbage pile up over many countries (a worker reached 400 MB
 * with some 70 MB alive, the full build 1 GB); with it, the old generation is
 * collected as it nears the limit: the full build's peak is about 650-700 MB
 * (BENCHMARKS.md). 256 MB held the peak as low but cost time in collections.
 * The costliest country, US, ends with 116 MB in use and builds with 128.
 */
const OLD_GENERATION_MB = 512;

/**
 * The worker threads for a build of `countries` countries (none where they run
 * in the calling thread). Started apart from runCountries so that a build that
 * will run for certain starts them first: they load their modules (about two
 * seconds) while the main thread reads its inputs. The caller terminates them.
 */
export function startWorkers(countries: number, workers?: number): Worker[] {
  const size = poolSize(countries, workers);
  return Array.from({ length: size > 1 ? size : 0 }, () => {
    // From the pipeline's bundle (pipeline/bundle.mjs), the worker's bundle; under tsx, worker.ts through tsx's loader.
    const worker = new Worker(new URL(BUNDLED ? './bundle/worker.mjs' : './worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./worker.ts', import.meta.url).href },
      // The stages allocate many short-lived objects: a larger young generation means fewer scavenges.
      resourceLimits: { maxYoungGenerationSizeMb: 64, maxOldGenerationSizeMb: OLD_GENERATION_MB },
    });
    // A thread that fails before it has a country (while it loads) is kept as failed: its next task fails with it.
    worker.once('error', (error) => failedBeforeTask.set(worker, error));
    return worker;
  });
}

const failedBeforeTask = new WeakMap<Worker, Error>();

declare const __PIPELINE_BUNDLE__: boolean | undefined;
/** Whether this code runs from the pipeline's bundle: the bundler defines the name, nothing else does. */
const BUNDLED = typeof __PIPELINE_BUNDLE__ !== 'undefined' && __PIPELINE_BUNDLE__;

/** Threads that run a build's countries at once: one per core, fewer for a few countries, `workers` when given. */
const poolSize = (countries: number, workers?: number) =>
  Math.max(
    1,
    Math.min(workers ?? Math.min(availableParallelism(), Math.ceil(countries / COUNTRIES_PER_THREAD)), countries),
  );

/** Runs every country's stages on the workers (startWorkers; none: in this thread), costliest countries first. */
export async function runCountries(
  run: BuildRun,
  succeededSources: string[],
  workers: Worker[],
): Promise<CountryResult[]> {
  const { countries, options, snapshot, writer, prior, official, corrections, firstYears } = run;
  const size = Math.max(1, workers.length);
  const idle = [...workers];
  const limit = pLimit(size);
  const weight = new Map(countries.map((country) => [country, dateHolidays.workOf(country)]));
  const order = [...countries].sort((a, b) => weight.get(b)! - weight.get(a)! || (a < b ? -1 : 1));
  const tempName = writer.dir.split('/').pop()!;
  const priorByCountry = groupByCountry(prior);
  const totalWeight = [...weight.values()].reduce((sum, each) => sum + each, 0);
  let done = 0;
  let weightDone = 0;
  try {
    const results = await Promise.all(
      order.map((country) =>
        limit(async () => {
          const worker = idle.pop();
          try {
            const task: CountryTask = {
              country,
              // A state younger than the years asked for (amendments' `since`) is built from its first year.
              fromYear: Math.max(options.fromYear, firstYears[country] ?? options.fromYear),
              toYear: options.toYear,
              at: options.at,
              snapshot,
              outDir: options.outDir,
              tempName,
              prior: prior && { dir: prior.dir, files: priorByCountry.get(country) ?? {} },
              succeededSources,
              officials: official.byCountry.get(country) ?? [],
              corrections: corrections.filter((correction) => correction.country === country),
              ...(options.crosscheck && {
                crosscheck: {
                  at: options.at,
                  fromYear: options.fromYear,
                  toYear: options.toYear,
                  payloadsDir: options.payloadsDir,
                  sourcesConfig: options.sourcesConfig,
                },
              }),
            };
            const result = worker ? await runTask(worker, task) : await inThisThread(task);
            weightDone += weight.get(country)!;
            options.onProgress?.(
              ++done,
              countries.length,
              country,
              totalWeight ? weightDone / totalWeight : done / countries.length,
            );
            return result;
          } finally {
            if (worker) idle.push(worker);
          }
        }),
      ),
    );
    return results.sort((a, b) => (a.country < b.country ? -1 : 1));
  } finally {
    await stopWorkers(workers);
  }
}

export async function stopWorkers(workers: readonly Worker[]): Promise<void> {
  await Promise.all(workers.map((worker) => worker.terminate()));
}

/** The prior snapshot's files, by the country they belong to. */
function groupByCountry(prior: Published | null): Map<string, Record<string, string>> {
  const byCountry = new Map<string, Record<string, string>>();
  for (const [path, digest] of Object.entries(prior?.manifest.files ?? {})) {
    const owner = pathOwner(path);
    if (!owner) continue;
    let files = byCountry.get(owner.country);
    if (!files) byCountry.set(owner.country, (files = {}));
    files[path] = digest;
  }
  return byCountry;
}

/** A country's stages in the calling thread, failing as a worker's would. */
async function inThisThread(task: CountryTask): Promise<CountryResult> {
  try {
    return await buildCountry(task);
  } catch (error) {
    if (error instanceof CorrectionsError || error instanceof CalendarDataError) throw error;
    throw new Error(`country ${task.country} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function runTask(worker: Worker, task: CountryTask): Promise<CountryResult> {
  return new Promise((resolve, reject) => {
    const failed = failedBeforeTask.get(worker);
    if (failed) return reject(new Error(`country ${task.country} failed: ${failed.message}`));
    const onMessage = (message: { ok: boolean; result?: CountryResult; error?: string; kind?: string }) => {
      worker.off('error', onError);
      if (message.ok) resolve(message.result!);
      else if (message.kind === 'corrections') reject(new CorrectionsError(message.error!));
      else if (message.kind === 'calendar-data') reject(new CalendarDataError(message.error!));
      else reject(new Error(`country ${task.country} failed: ${message.error}`));
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      // e.g. ERR_WORKER_OUT_OF_MEMORY: the worker is gone, the country it had is named.
      reject(new Error(`country ${task.country} failed: ${error.message}`));
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(task);
  });
}
