// Blocks of allowance a process takes from the shared counters at once, for
// a key far from its limits: the next requests of that key are admitted here
// without a round trip, until the block is used up. Only for keys whose
// smallest limit is large (a Builder's 10,000 a day, not an Explorer's 100),
// and only while every window stays far from its limit (the shared store
// decides, atomically): near a limit every request is counted one by one, so
// a limit admits exactly its number. A block not used up is given back after
// a second without use, and when the server stops.

/** A counter window as server/counters.ts defines it (its shape only: that module uses this one). */
interface CounterWindow {
  key: string;
  limit: number | null;
  expiresAt: number;
}

/** Requests per block. */
export const LEASE_BLOCK = 32;
/** A key leases only if each of its limited windows allows at least this many requests. */
export const LEASE_MIN_LIMIT = 10_000;
/** A block is granted only while each limited window has room for this many blocks after it. */
export const LEASE_FAR_BLOCKS = 8;
/** An unused block goes back after this long without use. */
export const LEASE_IDLE_MS = 1000;

interface Lease {
  windows: readonly CounterWindow[];
  /** Each window's shared count when the last block was granted (the block included). */
  counts: number[];
  /** Requests of the block(s) not used yet. */
  unused: number;
  lastUse: number;
}

/** Units to give back to each window's counter. */
export interface GivenBack {
  windows: readonly CounterWindow[];
  units: number;
}

/** Whether a store grants a block: every limited window has room for LEASE_FAR_BLOCKS blocks after it (the Redis script says the same in Lua). */
export const grantsBlock = (windows: readonly CounterWindow[], counts: readonly number[], block: number) =>
  windows.every((window, index) => window.limit === null || counts[index]! + block * LEASE_FAR_BLOCKS <= window.limit);

/** The same windows (keys of the same day and month) are one lease. */
export const leaseId = (windows: readonly CounterWindow[]) => windows.map((window) => window.key).join('\n');

export class AllowanceLeases {
  private readonly leases = new Map<string, Lease>();
  /** Keys whose block request is queued or under way: their other requests are counted one by one meanwhile. */
  private readonly asking = new Set<string>();

  /**
   * Admits a request from its key's block, if one has room: the counts it
   * reports are the shared counts when the block was granted, less the
   * requests of the block not used yet (they may lag what other processes
   * counted since).
   */
  take(id: string, now: number): number[] | null {
    const lease = this.leases.get(id);
    if (!lease || lease.unused === 0) return null;
    lease.unused--;
    lease.lastUse = now;
    return lease.counts.map((count) => count - lease.unused);
  }

  /** The block size to ask for with a request counted in the shared store (1: counted alone). */
  blockFor(id: string, windows: readonly CounterWindow[]): number {
    const limits = windows.flatMap((window) => (window.limit === null ? [] : [window.limit]));
    if (limits.length === 0 || Math.min(...limits) < LEASE_MIN_LIMIT || this.asking.has(id)) return 1;
    this.asking.add(id);
    return LEASE_BLOCK;
  }

  /**
   * The shared store answered a request that asked for a block: `granted`
   * requests were counted (1: the block was refused, the request counted
   * alone). Returns the counts the request reports.
   */
  answered(id: string, windows: readonly CounterWindow[], counts: number[], granted: number, now: number): number[] {
    this.asking.delete(id);
    if (granted <= 1) return counts;
    const lease = this.leases.get(id);
    if (lease) {
      lease.unused += granted - 1;
      lease.counts = counts;
      lease.lastUse = now;
    } else {
      this.leases.set(id, { windows, counts, unused: granted - 1, lastUse: now });
    }
    const unused = this.leases.get(id)!.unused;
    return counts.map((count) => count - unused);
  }

  /** A request that asked for a block got no answer (the store is down): the key may ask again. */
  unanswered(id: string): void {
    this.asking.delete(id);
  }

  /** Takes out the blocks unused for LEASE_IDLE_MS, or whose day has ended (all of them with `everything`): their units go back. */
  idle(now: number, everything = false): GivenBack[] {
    const back: GivenBack[] = [];
    for (const [id, lease] of this.leases) {
      const ended = lease.windows.some((window) => window.expiresAt <= now);
      if (!everything && !ended && now - lease.lastUse < LEASE_IDLE_MS) continue;
      if (lease.unused > 0) back.push({ windows: lease.windows, units: lease.unused });
      this.leases.delete(id);
    }
    return back;
  }

  /** Requests leased and not used yet, over every key. */
  get outstanding(): number {
    let units = 0;
    for (const lease of this.leases.values()) units += lease.unused;
    return units;
  }
}
