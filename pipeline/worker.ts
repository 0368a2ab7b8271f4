// A build worker: takes country tasks from the main thread, answers with results.

import { parentPort } from 'node:worker_threads';
import { buildCountry, type CountryTask } from './build-country.js';
import { CorrectionsError } from '../sources/corrections.js';

parentPort!.on('message', (task: CountryTask) => {
  try {
    parentPort!.postMessage({ ok: true, result: buildCountry(task) });
  } catch (error) {
    parentPort!.postMessage({
      ok: false,
      country: task.country,
      kind: error instanceof CorrectionsError ? 'corrections' : 'internal',
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
