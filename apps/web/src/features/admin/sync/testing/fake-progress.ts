// Stands in for hooks/use-sync-progress.ts in component tests (`vi.mock`): the test feeds the
// runs the stream would send, and sets the connection's state, without a network.
import { syncRunSchema, type SyncRun } from '@portal/domain/erp-sync';
import { act } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import type { SyncProgress } from '../hooks/use-sync-progress.ts';

const INITIAL: SyncProgress = { run: undefined, connection: 'connecting' };
let progress: SyncProgress = INITIAL;
const listeners = new Set<() => void>();

function set(next: SyncProgress) {
  progress = next;
  act(() => listeners.forEach((listener) => listener()));
}

/** The stream sends this run (checked against the contract). */
export function feedRun(run: SyncRun | null) {
  set({ run: run === null ? null : syncRunSchema.parse(run), connection: 'open' });
}

export function setConnection(connection: SyncProgress['connection']) {
  set({ ...progress, connection });
}

/** Back to "nothing received yet", between tests. */
export function resetProgress() {
  progress = INITIAL;
}

export function useSyncProgress(): SyncProgress {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => progress,
  );
}
