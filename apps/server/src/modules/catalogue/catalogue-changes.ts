// Tells this instance's catalogue caches that the catalogue was written (a synchronisation run
// ended), so a buyer never sees, for up to SEARCH_CACHE_SECONDS, the list from before a run an
// administrator just watched finish. Other instances' caches expire on their own (documented in
// docs/decisions.md).
export class CatalogueChanges {
  private readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }
}
