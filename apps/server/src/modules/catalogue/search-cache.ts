// A short-lived cache of search result pages (ids and total, never prices), kept per instance.
// Buyers repeat the same searches (a family, a popular code, page 2 and back), and a broad text
// match costs a full ranking and count each time; the prices of the page are still computed
// fresh for every request. Entries expire after `ttlMs`, so a catalogue change made by another
// instance shows within that time; this instance clears the cache when it writes the catalogue.
export class SearchCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

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
    const value = await load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
