// The end of a run this screen saw under way, or started itself, is notified once — the spec's
// "synchronized correctly" (`sync.done`) or `sync.failed` with the reason — and the overview and
// the history are read again. A run that had already ended when the screen opened is not notified
// (the status text says how it ended). A run first seen under way refreshes the history too.
import type { SyncRun } from '@portal/domain/erp-sync';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '#shared/notifications/notify.ts';
import { SYNC_QUERY_KEY } from '../api/fetch-sync-overview.ts';
import { isUnderWay } from '../sync-labels.ts';

/** Returns `watch(id)`: notify the end of this run (one the screen has just started). */
export function useRunOutcome(run: SyncRun | null) {
  const { t } = useTranslation(['translation', 'messages']);
  const client = useQueryClient();
  const watched = useRef(new Set<number>());

  const watch = useCallback((id: number) => {
    watched.current.add(id);
  }, []);

  useEffect(() => {
    if (!run) return;
    if (isUnderWay(run)) {
      if (!watched.current.has(run.id)) {
        watched.current.add(run.id);
        void client.invalidateQueries({ queryKey: SYNC_QUERY_KEY });
      }
      return;
    }
    if (!watched.current.delete(run.id)) return;
    if (run.estat === 'succeeded') showSuccessToast(t('messages:sync.done'));
    else showErrorToast(t('messages:sync.failed', { error: run.error ?? '' }));
    void client.invalidateQueries({ queryKey: SYNC_QUERY_KEY });
  }, [run, client, t]);

  return watch;
}
