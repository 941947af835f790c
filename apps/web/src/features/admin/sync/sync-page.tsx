// /sincronitzacio: the ERP synchronisation for administrators (DESIGN §7, §10).
// Start a full or incremental run (only with the permission, never while one is under way), follow
// the run live from the progress stream and be told how it ended (the spec's "synchronized
// correctly"), set the schedule of incremental runs, and read the history of runs.
import type { SyncKind, SyncRun } from '@portal/domain/erp-sync';
import { formatDateTime } from '@portal/domain/format';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '#shared/session/use-can.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ListState } from '../components/list-states.tsx';
import { useSyncOverview } from './api/fetch-sync-overview.ts';
import { SAVE_SCHEDULE_ENDPOINT } from './api/save-schedule.ts';
import { START_SYNC_ENDPOINT, useStartSync } from './api/start-sync.ts';
import { CurrentRun, RunStatus } from './components/current-run.tsx';
import { SyncActions } from './components/sync-actions.tsx';
import { SyncHistory } from './components/sync-history.tsx';
import { SyncSchedule } from './components/sync-schedule.tsx';
import { useRunOutcome } from './hooks/use-run-outcome.ts';
import { useSyncProgress } from './hooks/use-sync-progress.ts';
import { isUnderWay, latestRun } from './sync-labels.ts';

export const PROGRESS_ENDPOINT = 'GET /sincronitzacio/progres';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function SyncPage() {
  const { t } = useTranslation();
  const can = useCan();
  const overview = useSyncOverview();
  const progress = useSyncProgress(can(PROGRESS_ENDPOINT));
  const start = useStartSync();
  const [started, setStarted] = useState<SyncRun | null>(null);

  // The stream's copy first: of one run it is the latest.
  const run = latestRun(progress.run, started, overview.data?.actual);
  const watch = useRunOutcome(run);
  const busy = isUnderWay(run);

  const onStart = (tipus: SyncKind) =>
    start.mutate(
      { tipus },
      {
        onSuccess: (created) => {
          watch(created.id);
          setStarted(created);
        },
      },
    );

  const data = overview.data;
  return (
    <AdminPage title={t('screens.sincronitzacio')}>
      <Text>{t('admin.sync.intro')}</Text>
      <ListState
        isPending={overview.isPending}
        isError={overview.isError && !data}
        isEmpty={false}
        onRetry={() => void overview.refetch()}
      >
        {data && (
          <Stack gap="md">
            <Section title={busy || !run ? t('admin.sync.current.title') : t('admin.sync.current.lastTitle')}>
              {can(START_SYNC_ENDPOINT) && (
                <SyncActions
                  busy={busy}
                  starting={start.isPending ? (start.variables?.tipus ?? null) : null}
                  onStart={onStart}
                />
              )}
              <RunStatus run={run} />
              {progress.connection === 'reconnecting' && (
                <Alert color="orange" variant="light">
                  {t('admin.sync.current.reconnecting')}
                </Alert>
              )}
              {run && <CurrentRun run={run} />}
              <Text size="sm" c="dimmed">
                {data.darreraCorrecta
                  ? t('admin.sync.current.lastSuccess', { time: formatDateTime(data.darreraCorrecta) })
                  : t('admin.sync.current.neverSucceeded')}
              </Text>
            </Section>
            <Section title={t('admin.sync.schedule.title')}>
              <SyncSchedule
                key={data.programacio.minuts}
                programacio={data.programacio}
                canSave={can(SAVE_SCHEDULE_ENDPOINT)}
              />
            </Section>
            <Section title={t('admin.sync.history.title')}>
              <SyncHistory />
            </Section>
          </Stack>
        )}
      </ListState>
    </AdminPage>
  );
}
