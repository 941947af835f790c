// /enllac-erp: the ERP link for administrators — where to look when a customer
// says an order has not arrived. Whether the ERP answers, the outbox's counts, and the messages
// not yet sent with their last error and next attempt, each with "retry now" where it applies.
// Read again every 10 s while open, and at the press of a button.
import { ERP_LINK_LIST_LIMIT, type OutboxMessage } from '@portal/domain/erp-link';
import { formatDateTime } from '@portal/domain/format';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '#shared/session/use-can.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ListState } from '../components/list-states.tsx';
import { ERP_LINK_REFRESH_MS, useErpLink } from './api/fetch-erp-link.ts';
import { RETRY_ENDPOINT, useRetryMessage } from './api/retry-message.ts';
import { OutboxSummary } from './components/outbox-summary.tsx';
import { OutboxTable } from './components/outbox-table.tsx';

export function ErpLinkPage() {
  const { t } = useTranslation();
  const can = useCan();
  const link = useErpLink();
  const retry = useRetryMessage();
  const data = link.data;

  const onRetry = (message: OutboxMessage) => {
    // The outcome is notified by the write itself; a refusal by the API client.
    retry.mutate(message.id);
  };
  const open = data ? data.recompte.enEspera + data.recompte.enCurs + data.recompte.fallits : 0;

  return (
    <AdminPage
      title={t('screens.enllacErp')}
      actions={
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={link.isFetching}
          onClick={() => void link.refetch()}
        >
          {t('admin.erpLink.refresh')}
        </Button>
      }
    >
      <Text>{t('admin.erpLink.intro')}</Text>
      <ListState
        isPending={link.isPending}
        isError={link.isError && !data}
        isEmpty={false}
        onRetry={() => void link.refetch()}
      >
        {data && (
          <Stack gap="md">
            {link.isError && (
              <Alert color="orange" variant="light" role="alert">
                {t('admin.erpLink.staleData', { time: formatDateTime(link.dataUpdatedAt) })}
              </Alert>
            )}
            <OutboxSummary counts={data.recompte} erp={data.erp} />
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {t('admin.erpLink.updatedAt', {
                  time: formatDateTime(link.dataUpdatedAt),
                  seconds: ERP_LINK_REFRESH_MS / 1000,
                })}
              </Text>
              {data.missatges.length < open && data.missatges.length >= ERP_LINK_LIST_LIMIT && (
                <Text size="sm" c="dimmed">
                  {t('admin.erpLink.listLimit', { shown: data.missatges.length, total: open })}
                </Text>
              )}
            </Group>
            <ListState
              isPending={false}
              isError={false}
              isEmpty={data.missatges.length === 0}
              onRetry={() => void link.refetch()}
              emptyText={t('admin.erpLink.empty')}
            >
              <OutboxTable
                messages={data.missatges}
                canRetry={can(RETRY_ENDPOINT)}
                onRetry={onRetry}
                retryingId={retry.isPending ? (retry.variables ?? null) : null}
              />
            </ListState>
          </Stack>
        )}
      </ListState>
    </AdminPage>
  );
}
