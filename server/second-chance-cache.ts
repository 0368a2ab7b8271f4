// A cache bounded by the summed weight (approximate bytes) of its entries, so
// memory stays flat however much data is published. Eviction is "second
// chance" (an approximation of least-recently-used): a hit only sets a flag,
// and the flag saves an entry once from eviction, so the hot path of a hit
// does not reorder the map. Loads of one key that overlap share one promise.

interface Entry<V> {
  value: V;
  weight: number;
  used: boolean;
}

export class SecondChanceCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private weight = 0;

  constructor(readonly maxWeight: number) {}

  get size(): number {
    return this.entries.size;
  }

  get totalWeight(): number {
    return this.weight;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    entry.used = true;
    return entry.value;
  }

  set(key: string, value: V, weight: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.weight -= old.weight;
      this.entries.delete(key);
    }
    // An entry heavier than the whole cache is served but not kept.
    if (weight > this.maxWeight) return;
    // Room first, so the new entry is never the one evicted.
    this.evict(this.maxWeight - weight);
    this.entries.set(key, { value, weight, used: false });
    this.weight += weight;
  }

  /** Drops entries oldest first until the weight is within `budget`; a read entry moves to the back once instead. */
  private evict(budget: number): void {
    while (this.weight > budget) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry<V>];
      this.entries.delete(oldest);
      if (entry.used) {
        entry.used = false;
        this.entries.set(oldest, entry);
      } else {
        this.weight -= entry.weight;
      }
    }
  }

  /** The cached value, or the one `load` produces (once, however many callers wait). */
  async getOrLoad(key: string, load: () => Promise<{ value: V; weight: number }>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = load().then(
      ({ value, weight }) => {
        this.loading.delete(key);
        this.set(key, value, weight);
        return value;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }
}
