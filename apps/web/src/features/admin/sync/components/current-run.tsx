// The run under way, or the last one: a status line in a polite live region (what it is doing,
// or how it ended — the spec's "synchronized correctly"), a labelled progress bar with the
// percentage, what it is reading and how long it has taken and has left, and its counts per
// entity. The status line changes only with the state and the entity, so a screen reader is told
// the steps, not every page; the bar's value can be read at any time.
import type { SyncRun } from '@portal/domain/erp-sync';
import { formatDateTime } from '@portal/domain/format';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList, type DetailItem } from '../../components/detail-list.tsx';
import { STATE_COLORS, formatDuration, runTotals, useSyncLabels } from '../sync-labels.ts';
import { EntityCountsTable } from './entity-counts-table.tsx';

/** The run's status in words: the text of the live region. */
export function useRunStatus(run: SyncRun | null): string {
  const { t } = useTranslation(['translation', 'messages']);
  const labels = useSyncLabels();
  if (!run) return t('admin.sync.current.none');
  switch (run.estat) {
    case 'queued':
      return t('admin.sync.current.queued', { id: run.id });
    case 'running':
      return run.entitat
        ? t('admin.sync.current.running', { id: run.id, entity: labels.entity(run.entitat) })
        : t('admin.sync.current.runningStart', { id: run.id });
    case 'succeeded':
      return t('messages:sync.done');
    case 'failed':
      return t('messages:sync.failed', { error: run.error ?? '' });
  }
}

/**
 * Time elapsed: the server's figure, moving on each second while the run is running (between
 * events the server may be a while on one page).
 */
function useElapsedMs(run: SyncRun): number | null {
  const running = run.estat === 'running' && run.duradaMs !== null;
  const [clock, setClock] = useState<{ run: SyncRun; since: number; now: number } | null>(null);
  useEffect(() => {
    if (!running) return;
    const since = Date.now();
    const timer = window.setInterval(() => setClock({ run, since, now: Date.now() }), 1000);
    return () => window.clearInterval(timer);
  }, [run, running]);
  if (run.duradaMs === null) return null;
  return running && clock?.run === run ? run.duradaMs + (clock.now - clock.since) : run.duradaMs;
}

export function RunStatus({ run }: { run: SyncRun | null }) {
  const status = useRunStatus(run);
  // A failure in the darkest red (5.4:1 on white); Mantine's greens stay under 4.5:1, so success
  // keeps the text colour and says it in words.
  const color = run?.estat === 'failed' ? 'red.9' : undefined;
  return (
    <Text
      role="status"
      aria-live="polite"
      aria-atomic="true"
      fw={600}
      c={color}
      style={{ overflowWrap: 'anywhere' }}
    >
      {status}
    </Text>
  );
}

export function CurrentRun({ run }: { run: SyncRun }) {
  const { t } = useTranslation();
  const labels = useSyncLabels();
  const elapsed = useElapsedMs(run);
  const percent = Math.round(run.percentatge);
  const running = run.estat === 'running';
  const notYet = t('admin.sync.current.notYet');
  const items: DetailItem[] = [
    { key: 'kind', label: t('admin.sync.current.kind'), value: labels.kind(run.tipus) },
    {
      key: 'state',
      label: t('admin.sync.current.state'),
      value: (
        <Badge
          color={STATE_COLORS[run.estat]}
          variant="dot"
          tt="none"
          styles={{ root: { maxWidth: 'none' } }}
        >
          {labels.state(run.estat)}
        </Badge>
      ),
    },
    {
      key: 'origin',
      label: t('admin.sync.current.origin'),
      value: run.demanatPer ? `${labels.origin(run.origen)} (${run.demanatPer})` : labels.origin(run.origen),
    },
    {
      key: 'entity',
      label: t('admin.sync.current.entity'),
      value: run.entitat ? labels.entity(run.entitat) : '—',
    },
    { key: 'page', label: t('admin.sync.current.page'), value: run.pagina ?? '—' },
    {
      key: 'applied',
      label: t('admin.sync.current.applied'),
      value: runTotals(run).applied.toLocaleString('de-DE'),
    },
    {
      key: 'remaining',
      label: t('admin.sync.current.remaining'),
      value: running
        ? run.segonsRestants === null
          ? notYet
          : formatDuration(run.segonsRestants * 1000)
        : '—',
    },
    {
      key: 'elapsed',
      label: t('admin.sync.current.elapsed'),
      value: elapsed === null ? '—' : formatDuration(elapsed),
    },
    {
      key: 'started',
      label: t('admin.sync.current.started'),
      value: run.iniciat ? formatDateTime(run.iniciat) : '—',
    },
    {
      key: 'ended',
      label: t('admin.sync.current.ended'),
      value: run.acabat ? formatDateTime(run.acabat) : '—',
    },
  ];
  if (run.represes > 0) {
    items.push({ key: 'resumed', label: t('admin.sync.current.resumed'), value: run.represes });
  }
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Progress.Root size={22} radius="sm" style={{ flex: 1 }}>
          <Progress.Section
            value={percent}
            color={STATE_COLORS[run.estat] === 'gray' ? 'blue' : STATE_COLORS[run.estat]}
            animated={running}
            aria-label={t('admin.sync.current.progressLabel', { id: run.id })}
          />
        </Progress.Root>
        {/* The bar carries the value for screen readers. */}
        <Text fw={700} aria-hidden miw={48} ta="right">
          {percent} %
        </Text>
      </Group>
      <DetailList items={items} />
      <EntityCountsTable run={run} />
    </Stack>
  );
}
