// A build worker: takes country tasks from the main thread, answers with results.

import { parentPort } from 'node:worker_threads';
import { buildCountry, type CountryTask } from './build-country.js';
import { CalendarDataError } from '../sources/calendars/engine.js';
import { CorrectionsError } from '../sources/corrections.js';

// One task at a time: the pool sends the next once this one is answered.
parentPort!.on('message', async (task: CountryTask) => {
  try {
    parentPort!.postMessage({ ok: true, result: await buildCountry(task) });
  } catch (error) {
    parentPort!.postMessage({
      ok: false,
      country: task.country,
      // Reviewed data at fault (amendments, a calendar file): the main thread raises it as such (exit code 2).
      kind:
        error instanceof CorrectionsError
          ? 'corrections'
          : error instanceof CalendarDataError
            ? 'calendar-data'
            : 'internal',
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
