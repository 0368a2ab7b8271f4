// Counts that no limit reads: a key whose every window is unlimited (Titan)
// is still counted, but nothing waits for the count, so a shared store need
// not make one round trip per request. A TallyBuffer adds them up per counter
// and hands them over together, at most TALLY_FLUSH_MS after the first one,
// and when the server stops (CounterStore.close).

import type { CounterWindow, Tally } from './counters.js';

/** How long a count may wait in a worker before it reaches the shared store. */
export const TALLY_FLUSH_MS = 100;

export class TallyBuffer {
  private pending = new Map<string, Tally>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly write: (tallies: Tally[]) => void) {}

  add(windows: readonly CounterWindow[]): void {
    for (const window of windows) {
      const known = this.pending.get(window.key);
      if (known) known.count++;
      else this.pending.set(window.key, { key: window.key, count: 1, expiresAt: window.expiresAt });
    }
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), TALLY_FLUSH_MS);
    // Waiting counts do not keep a process alive: close() writes them.
    this.timer.unref();
  }

  /** Hands over what is pending now (nothing when nothing is). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    const tallies = [...this.pending.values()];
    this.pending = new Map();
    this.write(tallies);
  }
}
