// A least-recently-used cache bounded by the summed weight (approximate bytes)
// of its entries, so memory stays flat however much data is published.
// Loads of one key that overlap share one promise.

export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
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
    // Re-insert: a Map iterates in insertion order, so the first key is the least recent.
    this.entries.delete(key);
    this.entries.set(key, entry);
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
    this.entries.set(key, { value, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
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
