// The live progress of the synchronisation as React state: the run the stream last sent
// (undefined until the first event) and the state of the connection. Component tests put a fake
// in the place of this module (testing/fake-progress.ts) and feed runs without a network.
import type { SyncRun } from '@portal/domain/erp-sync';
import { useEffect, useState } from 'react';
import { subscribeSyncProgress, type ProgressConnection } from '../api/sync-progress-stream.ts';

export interface SyncProgress {
  run: SyncRun | null | undefined;
  connection: ProgressConnection;
}

/** Follows the stream while mounted and `enabled` (the user may read it). */
export function useSyncProgress(enabled = true): SyncProgress {
  const [progress, setProgress] = useState<SyncProgress>({ run: undefined, connection: 'connecting' });
  useEffect(() => {
    if (!enabled) return;
    return subscribeSyncProgress({
      onRun: (run) => setProgress({ run, connection: 'open' }),
      onConnection: (connection) => setProgress((current) => ({ ...current, connection })),
    });
  }, [enabled]);
  return progress;
}
