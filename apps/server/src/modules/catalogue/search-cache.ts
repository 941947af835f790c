// A short-lived cache of catalogue search results, kept per instance.
// Buyers repeat the same searches (a family, a popular code, page 2 and back), and a broad text
// match costs a full ranking and count each time. Entries expire after `ttlMs`, so a catalogue
// change made by another instance shows within that time; a writer of the catalogue in this
// instance calls clear().
//
// Concurrent misses of one key share one load: when a page is first asked for by many buyers at
// once (or by a benchmark's 16 connections), the database runs the search once, not 16 times.
// A key still asked for near the end of its life is reloaded in the background while the entry
// keeps answering (refresh ahead): a popular search never expires into a burst of slow misses,
// and no entry is ever served older than its TTL.
import { inBackground } from '../../db/connection-queue.ts';

/** The share of its TTL after which an entry that is asked for is reloaded in the background. */
const REFRESH_AHEAD_AT = 0.8;

export class SearchCache<T> {
  private readonly entries = new Map<
    string,
    { value: T; expires: number; refreshAfter: number; weight: number }
  >();
  private readonly loading = new Map<string, Promise<T>>();
  /** Bumped by clear(): a load begun before a catalogue write must not be kept after it. */
  private generation = 0;
  private totalWeight = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly limits: {
      maxEntries?: number;
      /** What an entry costs against `maxWeight` (e.g. the length of a serialized answer). */
      weigh?: (value: T) => number;
      maxWeight?: number;
    } = {},
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
      if (now >= hit.refreshAfter && !this.loading.has(key)) {
        // A failed refresh leaves the entry to expire; the next miss then tries again. Nobody
        // waits for it: on PGlite, requests' statements go first (db/connection-queue.ts).
        inBackground(() => this.load(key, load)).catch(() => undefined);
      }
      return hit.value;
    }
    return this.loading.get(key) ?? this.load(key, load);
  }

  private load(key: string, load: () => Promise<T>): Promise<T> {
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
        if (generation === this.generation) this.keep(key, value);
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
    this.totalWeight = 0;
  }

  private keep(key: string, value: T): void {
    this.drop(key);
    const weight = this.limits.weigh?.(value) ?? 0;
    const now = Date.now();
    this.entries.set(key, {
      value,
      expires: now + this.ttlMs,
      refreshAfter: now + this.ttlMs * REFRESH_AHEAD_AT,
      weight,
    });
    this.totalWeight += weight;
    const maxEntries = this.limits.maxEntries ?? 5000;
    const maxWeight = this.limits.maxWeight ?? Infinity;
    // Least recently used first, until both limits hold (the newest entry always stays).
    while (this.entries.size > 1 && (this.entries.size > maxEntries || this.totalWeight > maxWeight)) {
      this.drop(this.entries.keys().next().value!);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalWeight -= entry.weight;
    this.entries.delete(key);
  }
}
