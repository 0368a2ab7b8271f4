// Progress of the countries stage. On a terminal one line is rewritten after
// each country; without one (cron, CI, `make run` piped) a `progress:` line is
// printed at most every ten seconds, so a log shows the run is alive. The ETA
// comes from the share of the work done (countries weighted by their states
// and regions), not from the count of countries: the biggest go first.

import type { CliIo } from './io.js';

export const PLAIN_PROGRESS_EVERY_MS = 10_000;

export function progressReporter(io: CliIo): (done: number, total: number, country: string, share: number) => void {
  const started = io.now().getTime();
  let printed = started;
  return (done, total, country, share) => {
    const now = io.now().getTime();
    const elapsed = (now - started) / 1000;
    const eta = share > 0 ? (elapsed / share) * (1 - share) : 0;
    const line = `countries ${done}/${total} (${country}) · ${elapsed.toFixed(1)}s elapsed · ETA ${eta.toFixed(0)}s`;
    if (io.isTTY) io.progress(line);
    else if (now - printed >= PLAIN_PROGRESS_EVERY_MS && done < total) {
      printed = now;
      io.out(`progress: ${line}`);
    }
  };
}
