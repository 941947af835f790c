// The master-data collections kept in key order between changes: each is sorted on the first read
// after it changed (its revision in SandboxState moved, or a reset replaced the state) and reused
// by every later page, so a paged read costs a slice per page instead of a sort.
import type { MasterData, SandboxState } from '../state/sandbox-state.ts';
import { type SortedItems, sortItems } from './paging.ts';

interface Entry {
  source: unknown;
  revision: number;
  sorted: SortedItems<unknown>;
}

/** The item type of a collection. */
export type ItemOf<K extends MasterData> = SandboxState[K] extends Map<unknown, infer T> ? T : never;

export class SortedCollections {
  private readonly entries = new Map<MasterData, Entry>();

  get<K extends MasterData>(
    state: SandboxState,
    collection: K,
    sortKey: (item: ItemOf<K>) => string | number,
  ): SortedItems<ItemOf<K>> {
    type T = ItemOf<K>;
    const source = state[collection] as Map<unknown, T>;
    const revision = state.revisions[collection];
    const entry = this.entries.get(collection);
    if (entry && entry.source === source && entry.revision === revision) {
      return entry.sorted as SortedItems<T>;
    }
    const sorted = sortItems(source.values() as Iterable<T & { updatedAt: string }>, sortKey);
    this.entries.set(collection, { source, revision, sorted });
    return sorted as SortedItems<T>;
  }
}
