// The outbox messages not yet sent to the ERP: what each asks, for which order or contact and
// customer, where it stands, its attempts, its last error and its next attempt, and "retry now"
// where it applies and the user may.
import type { OutboxMessage, OutboxState } from '@portal/domain/erp-link';
import { formatDateTime } from '@portal/domain/format';
import { Badge, Button, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SortableTable, type TableColumn } from '#shared/ui/sortable-table.tsx';

const STATE_COLORS: Record<OutboxState, string> = {
  waiting: 'gray',
  delivering: 'blue',
  retrying: 'orange',
  failed: 'red',
  done: 'green',
};

function useLabels() {
  const { t } = useTranslation();
  const type = (tipus: string) => {
    switch (tipus) {
      case 'order.create':
        return t('admin.erpLink.types.orderCreate');
      case 'order.cancel':
        return t('admin.erpLink.types.orderCancel');
      case 'contact.create':
        return t('admin.erpLink.types.contactCreate');
      default:
        return tipus;
    }
  };
  const state = (estat: OutboxState) => {
    switch (estat) {
      case 'waiting':
        return t('admin.erpLink.states.waiting');
      case 'delivering':
        return t('admin.erpLink.states.delivering');
      case 'retrying':
        return t('admin.erpLink.states.retrying');
      case 'failed':
        return t('admin.erpLink.states.failed');
      case 'done':
        return t('admin.erpLink.states.done');
    }
  };
  return { type, state };
}

interface OutboxTableProps {
  messages: readonly OutboxMessage[];
  /** Whether the user may retry (the screen's stored actions); without it no button is drawn. */
  canRetry: boolean;
  onRetry: (message: OutboxMessage) => void;
  /** The message being retried now, if any. */
  retryingId: number | null;
}

export function OutboxTable({ messages, canRetry, onRetry, retryingId }: OutboxTableProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const columns: TableColumn<OutboxMessage>[] = [
    { key: 'tipus', header: t('admin.erpLink.columns.type'), render: (m) => labels.type(m.tipus) },
    {
      key: 'referencia',
      header: t('admin.erpLink.columns.reference'),
      nowrap: true,
      render: (m) => (
        <Text size="sm" ff="monospace">
          {m.referencia}
        </Text>
      ),
    },
    {
      key: 'client',
      header: t('admin.erpLink.columns.customer'),
      nowrap: true,
      render: (m) => m.codiClient ?? '—',
    },
    {
      key: 'estat',
      header: t('admin.erpLink.columns.state'),
      render: (m) => (
        <Badge color={STATE_COLORS[m.estat]} variant="dot" tt="none" styles={{ root: { maxWidth: 'none' } }}>
          {labels.state(m.estat)}
        </Badge>
      ),
    },
    { key: 'intents', header: t('admin.erpLink.columns.attempts'), align: 'right', render: (m) => m.intents },
    {
      key: 'darrerError',
      header: t('admin.erpLink.columns.lastError'),
      render: (m) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} maw={360}>
          {m.darrerError ?? '—'}
        </Text>
      ),
    },
    {
      key: 'properIntent',
      header: t('admin.erpLink.columns.nextAttempt'),
      nowrap: true,
      render: (m) => (m.properIntent ? formatDateTime(m.properIntent) : '—'),
    },
    {
      key: 'dataCreacio',
      header: t('admin.erpLink.columns.created'),
      nowrap: true,
      render: (m) => formatDateTime(m.dataCreacio),
    },
  ];
  if (canRetry) {
    columns.push({
      key: 'actions',
      header: t('admin.common.actions'),
      hiddenHeader: true,
      nowrap: true,
      render: (m) =>
        m.reintentable ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={retryingId === m.id}
            disabled={retryingId !== null && retryingId !== m.id}
            onClick={() => onRetry(m)}
            aria-label={t('admin.erpLink.retryLabel', { reference: m.referencia })}
          >
            {t('admin.erpLink.retry')}
          </Button>
        ) : null,
    });
  }
  return (
    <SortableTable
      caption={t('admin.erpLink.caption')}
      columns={columns}
      rows={messages}
      rowKey={(m) => m.id}
      minWidth={1000}
    />
  );
}
