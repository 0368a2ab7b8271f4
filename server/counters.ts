// Request counters behind a small interface: this in-memory store (one
// process), or the Redis store that several processes and machines share
// (server/redis-counters.ts, a script doing the same steps).
// `consume` is atomic: it admits a request only if every window has room, and
// then counts it in every window; a refused request is counted nowhere.
// `tally` counts a request that no window can refuse, without an answer.

import { grantsBlock } from './allowance-leases.js';

export interface CounterWindow {
  /** Counter name, e.g. `key_1:day:2026-01-01`. */
  key: string;
  /** Most requests admitted in the window; null means no limit (still counted). */
  limit: number | null;
  /** When the window ends (ms since the epoch); its counter may be dropped after. */
  expiresAt: number;
}

export interface ConsumeResult {
  admitted: boolean;
  /** Each window's count after the call, in the order given. */
  counts: number[];
  /** Index of the first window that was full, or -1 when admitted. */
  refusedBy: number;
}

export interface CounterStore {
  /**
   * A store over the network answers with a promise; the in-memory one answers at once.
   * A store that cannot count now rejects with CountersUnavailableError (answered 503).
   */
  consume(windows: readonly CounterWindow[], now: number): ConsumeResult | Promise<ConsumeResult>;
  /**
   * Counts a request whose windows all have no limit. Nothing reads the count back, so a shared
   * store may add it later together with others (server/tallies.ts); without it, consume is used.
   */
  tally?(windows: readonly CounterWindow[], now: number): void;
  /** Writes what is still waiting; called once when the server stops. */
  close?(): Promise<void>;
  /** Where the counting happens now, for /healthz; a store without it counts in this process. */
  health?(): CounterHealth;
}

/** What /healthz says about the counters. */
export interface CounterHealth {
  /** `process`: this process's memory; `primary`: the cluster primary's memory, shared by its workers; `redis`: Redis. */
  store: 'process' | 'primary' | 'redis';
  /** true when the limits are counted where another process cannot see them though they should be (Redis unreachable). */
  degraded: boolean;
  /** One sentence for operators. */
  detail: string;
}

/** Requests to add to one window's counter (tally's counts, added up), or to take back from it. */
export interface Tally {
  key: string;
  count: number;
  expiresAt: number;
}

/** One window's count, as saved between runs. */
export interface SavedCounter {
  key: string;
  count: number;
  expiresAt: number;
}

/** The store cannot be reached: the request is neither admitted nor counted. */
export class CountersUnavailableError extends Error {}

/** One process's counters. Node runs one handler step at a time, so check-and-count is atomic. */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private nextSweep = 0;
  /** Told of every count made or taken back (the journal that outlives a crash). */
  private recorder: ((key: string, count: number, expiresAt: number) => void) | null = null;

  recordTo(recorder: (key: string, count: number, expiresAt: number) => void): void {
    this.recorder = recorder;
  }

  consume(windows: readonly CounterWindow[], now: number): ConsumeResult {
    this.sweep(now);
    const entries: { count: number; expiresAt: number }[] = [];
    let refusedBy = -1;
    // Synchronous from the check to the increment: nothing can interleave.
    for (let index = 0; index < windows.length; index++) {
      const window = windows[index]!;
      let entry = this.counters.get(window.key);
      if (!entry || entry.expiresAt <= now) {
        entry = { count: 0, expiresAt: window.expiresAt };
        this.counters.set(window.key, entry);
      }
      entries.push(entry);
      if (refusedBy === -1 && window.limit !== null && entry.count >= window.limit) refusedBy = index;
    }
    const counts: number[] = [];
    for (let index = 0; index < entries.length; index++) {
      const entry = entries[index]!;
      if (refusedBy === -1) {
        entry.count++;
        this.recorder?.(windows[index]!.key, 1, entry.expiresAt);
      }
      counts.push(entry.count);
    }
    return { admitted: refusedBy === -1, counts, refusedBy };
  }

  tally(windows: readonly CounterWindow[], now: number): void {
    this.consume(windows, now);
  }

  /**
   * A request that asks for a block of allowance (server/allowance-leases.ts):
   * the whole block is counted if every window is far from its limit
   * (`grantsBlock`), else the request alone. `granted`: the requests counted.
   */
  consumeBlock(
    windows: readonly CounterWindow[],
    now: number,
    block: number,
  ): { result: ConsumeResult; granted: number } {
    const current = windows.map((window) => {
      const entry = this.counters.get(window.key);
      return entry && entry.expiresAt > now ? entry.count : 0;
    });
    if (block <= 1 || !grantsBlock(windows, current, block)) {
      const result = this.consume(windows, now);
      return { result, granted: result.admitted ? 1 : 0 };
    }
    this.add(
      windows.map((window) => ({ key: window.key, count: block, expiresAt: window.expiresAt })),
      now,
    );
    return { result: { admitted: true, counts: current.map((count) => count + block), refusedBy: -1 }, granted: block };
  }

  /** Takes back the unused requests of blocks; a window that ended meanwhile is left alone. */
  giveBack(tallies: readonly Tally[], now: number): void {
    for (const tally of tallies) {
      const entry = this.counters.get(tally.key);
      if (!entry || entry.expiresAt <= now) continue;
      const taken = Math.min(entry.count, tally.count);
      entry.count -= taken;
      this.recorder?.(tally.key, -taken, entry.expiresAt);
    }
  }

  /** Adds counts handed over together (a worker's or a batch's tallies). */
  add(tallies: readonly Tally[], now: number): void {
    this.sweep(now);
    for (const tally of tallies) {
      const entry = this.counters.get(tally.key);
      if (entry && entry.expiresAt > now) entry.count += tally.count;
      else if (tally.expiresAt > now) this.counters.set(tally.key, { count: tally.count, expiresAt: tally.expiresAt });
      else continue;
      this.recorder?.(tally.key, tally.count, this.counters.get(tally.key)!.expiresAt);
    }
  }

  /** The windows still open at `now`, in key order (the same counters give the same bytes). */
  saved(now: number): SavedCounter[] {
    const open: SavedCounter[] = [];
    for (const [key, entry] of this.counters)
      if (entry.expiresAt > now && entry.count > 0) open.push({ key, count: entry.count, expiresAt: entry.expiresAt });
    return open.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** Takes back saved counters; windows that ended meanwhile are left out. */
  restore(saved: readonly SavedCounter[], now: number): void {
    for (const entry of saved)
      if (entry.expiresAt > now) this.counters.set(entry.key, { count: entry.count, expiresAt: entry.expiresAt });
  }

  /** Drops ended windows now and then, so memory follows the number of active keys. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }
}
