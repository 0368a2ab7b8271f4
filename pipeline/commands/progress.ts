// Progress of a build. On a terminal one line is rewritten after each
// country. Without one (cron, CI, `make run` piped) a timer prints a
// `progress:` line every ten seconds from the start of the run to its end,
// so a log shows the run is alive even while no country finishes and during
// the stages after the countries (validate, diff, reports): the stage under
// way, countries done of total, elapsed time and, while the countries are
// built, the ETA. The ETA comes from the share of the work done (countries
// weighted by their states and regions), not from the count of countries:
// the biggest go first.

import type { CliIo } from './io.js';

export const PLAIN_PROGRESS_EVERY_MS = 10_000;

/** The stage under way after a stage line (publish-run.ts prints a stage's line as it ends; `build`'s as the countries start). */
const STAGE_AFTER: Readonly<Record<string, string>> = {
  lock: 'fetch',
  recover: 'fetch',
  fetch: 'build',
  rejected: 'build',
  build: 'build',
  validate: 'diff',
  diff: 'guards',
  guards: 'report',
  report: 'publish',
  payloads: 'publish',
  publish: 'summary',
};

export interface ProgressReporter {
  /** One more country built (the worker pool's onProgress). */
  country: (done: number, total: number, country: string, share: number) => void;
  /** Prints a stage line and notes the stage it leads to. */
  line: (line: string) => void;
  /** Stops the timer: the run is over. */
  stop: () => void;
}

/** setInterval, not keeping the process alive. */
function everyRealInterval(ms: number, tick: () => void): () => void {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
}

/** The reporter of one run; `countries` is how many it builds, when known before the first is done. */
export function progressReporter(io: CliIo, countries: number | null = null): ProgressReporter {
  const started = io.now().getTime();
  let stage = 'lock';
  let done = 0;
  let total = countries;
  let share = 0;
  const elapsedSeconds = () => (io.now().getTime() - started) / 1000;

  const tick = () => {
    const elapsed = elapsedSeconds();
    const building = stage === 'build' && (total === null || done < total);
    const now = stage === 'build' && !building ? 'validate' : stage;
    const eta = building ? ` · ETA ${share > 0 ? `${((elapsed / share) * (1 - share)).toFixed(0)}s` : 'unknown'}` : '';
    io.out(`progress: ${now} · countries ${done}/${total ?? '?'} · ${elapsed.toFixed(1)}s elapsed${eta}`);
  };
  const stopTimer = io.isTTY ? () => {} : (io.every ?? everyRealInterval)(PLAIN_PROGRESS_EVERY_MS, tick);

  return {
    country(doneNow, totalNow, country, shareNow) {
      done = doneNow;
      total = totalNow;
      share = shareNow;
      if (!io.isTTY) return;
      const elapsed = elapsedSeconds();
      const eta = shareNow > 0 ? (elapsed / shareNow) * (1 - shareNow) : 0;
      io.progress(
        `countries ${doneNow}/${totalNow} (${country}) · ${elapsed.toFixed(1)}s elapsed · ETA ${eta.toFixed(0)}s`,
      );
    },
    line(line) {
      const name = /^(?:\[\s*\d+(?:\.\d+)?s\] )?([a-z]+):/.exec(line)?.[1];
      if (name && Object.hasOwn(STAGE_AFTER, name)) stage = STAGE_AFTER[name]!;
      io.out(line);
    },
    stop: stopTimer,
  };
}
