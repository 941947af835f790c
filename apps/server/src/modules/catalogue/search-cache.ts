// A short-lived cache of search result pages (ids and total, never prices), kept per instance.
// Buyers repeat the same searches (a family, a popular code, page 2 and back), and a broad text
// match costs a full ranking and count each time; the prices of the page are still computed
// fresh for every request. Entries expire after `ttlMs`, so a catalogue change made by another
// instance shows within that time; a writer of the catalogue in this instance calls clear().
//
// Concurrent misses of one key share one load: when a page is first asked for by many buyers at
// once (or by a benchmark's 16 connections), the database runs the search once, not 16 times.
export class SearchCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  /** Bumped by clear(): a load begun before a catalogue write must not be kept after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // Re-insert so the Map's order is least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    // Only this load's own entry: after a clear() the key may already hold a newer load.
    const forget = () => {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    };
    const loaded: Promise<T> = load().then(
      (value) => {
        forget();
        // A load that raced a clear() may hold what the catalogue was before the write: serve it
        // to those who waited for it, but do not keep it.
        if (generation === this.generation) {
          this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
          if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        }
        return value;
      },
      (error: unknown) => {
        // A failed load is not cached: the next request tries again.
        forget();
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
