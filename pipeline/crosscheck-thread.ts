// The report's cross-check of a large build on a thread of its own
// (startCrosscheck), begun as soon as the countries' ledgers are written, so
// that it runs on the core the country workers leave idle while the main
// thread writes the change logs and diffs the snapshot. A small build checks
// in the calling thread: starting a thread (loading every module again)
// would cost it more than the check.

import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { crosscheckRun, type CrosscheckOutcome, type RunCrosscheckOptions } from './crosscheck.js';

/** Builds of more countries than this check on a thread of their own. */
const THREAD_FROM_COUNTRIES = 5;

/** The cross-check of a run's countries; never rejects (crosscheckRun returns its failures). */
export function startCrosscheck(options: RunCrosscheckOptions): Promise<CrosscheckOutcome> {
  if (options.countries.length < THREAD_FROM_COUNTRIES) return crosscheckRun(options);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./crosscheck-thread.ts', import.meta.url).href, options },
    });
    const settle = (outcome: CrosscheckOutcome) => {
      resolve(outcome);
      void worker.terminate();
    };
    worker.once('message', settle);
    worker.once('error', (error) => settle({ error: error.message.split('\n')[0]! }));
    worker.once('exit', (code) => settle({ error: `the cross-check thread stopped (exit ${code})` }));
  });
}

// On the thread: check, answer, and let the thread end.
if (!isMainThread && (workerData as { options?: unknown } | null)?.options) {
  parentPort!.postMessage(await crosscheckRun((workerData as { options: RunCrosscheckOptions }).options));
}
