// A build worker: takes country tasks from the main thread, answers with results.

import { parentPort } from 'node:worker_threads';
import { buildCountry, type CountryTask } from './build-country.js';

parentPort!.on('message', (task: CountryTask) => {
  try {
    parentPort!.postMessage({ ok: true, result: buildCountry(task) });
  } catch (error) {
    parentPort!.postMessage({ ok: false, country: task.country, error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
});
