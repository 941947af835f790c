// The words of the synchronisation screen for the contract's codes (kinds, states, origins, the
// 11 entities), the colour of each state, which run to show, and durations as people read them.
import type { SyncEntity, SyncKind, SyncOrigin, SyncRun, SyncState } from '@portal/domain/erp-sync';
import { useTranslation } from 'react-i18next';

export const STATE_COLORS: Record<SyncState, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};

export function useSyncLabels() {
  const { t } = useTranslation();
  return {
    kind: (kind: SyncKind) => t(`admin.sync.kinds.${kind}`),
    state: (state: SyncState) => t(`admin.sync.states.${state}`),
    origin: (origin: SyncOrigin) => t(`admin.sync.origins.${origin}`),
    entity: (entity: SyncEntity) => t(`admin.sync.entities.${entity}`),
  };
}

/** Queued or running: no other run may start. */
export const isUnderWay = (run: SyncRun | null | undefined) =>
  run?.estat === 'queued' || run?.estat === 'running';

/**
 * The run to show of those known (the stream's, the overview's, the one just started): the newest
 * by id; of two copies of one run, the first given (the stream's, which is the latest).
 */
export function latestRun(...runs: (SyncRun | null | undefined)[]): SyncRun | null {
  let latest: SyncRun | null = null;
  for (const run of runs) if (run && (!latest || run.id > latest.id)) latest = run;
  return latest;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `42 s`, `3 min 05 s`, `1 h 02 min` (the units read the same in Catalan, Spanish and English). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${pad(seconds % 60)} s`;
  return `${Math.floor(minutes / 60)} h ${pad(minutes % 60)} min`;
}

/** Items applied and refused over every entity of a run. */
export function runTotals(run: SyncRun): { applied: number; refused: number } {
  let applied = 0;
  let refused = 0;
  for (const counts of Object.values(run.comptes)) {
    applied += counts?.aplicats ?? 0;
    refused += counts?.rebutjats ?? 0;
  }
  return { applied, refused };
}
