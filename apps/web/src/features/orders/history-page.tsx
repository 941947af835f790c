// /history: the customer's orders, ten to a page and newest first, with their status as it
// changes; a row opens to show its lines; an order the ERP has not accepted can be cancelled
// (after a confirmation), any order can be ordered again, and the whole history downloaded as CSV,
// one row per order or one per line (with the customer's own codes).
import type { Order, OrdersCsvDetail, ReorderResult } from '@portal/domain/ordering-api';
import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showErrorToast } from '#shared/notifications/notify.ts';
import { useReorder } from '#shared/cart/cart-api.ts';
import { cartDialog } from '#shared/cart/cart-dialog-store.ts';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { ApiError } from '#shared/api/api-error.ts';
import { useCancelOrder } from './api/cancel-order.ts';
import { saveBlob } from '#shared/api/save-blob.ts';
import { fetchOrdersCsv, ORDERS_CSV_ENDPOINT } from './api/download-orders-csv.ts';
import { useCan } from '#shared/session/use-can.ts';
import { useOrders } from './api/fetch-orders.ts';
import { OrdersTable } from './components/orders-table.tsx';
import { ReorderResultDialog } from './components/reorder-result-dialog.tsx';

/** The history's two CSV files: one row per order, or one per order line. */
const CSV_DOWNLOADS = [
  { detall: 'comandes', label: 'ordering.history.downloadOrdersCsv' },
  { detall: 'linies', label: 'ordering.history.downloadLinesCsv' },
] as const satisfies readonly { detall: OrdersCsvDetail; label: string }[];

/** `?page=2` is the second page (1-based for people; the API's is 0-based). */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

export function HistoryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.history'));
  const user = useStoredUser();
  const idCliente = user?.cliente?.codigo ?? null;

  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.history')}</Title>
      {idCliente ? (
        <CustomerHistory idCliente={idCliente} />
      ) : (
        <Alert color="blue" variant="light">
          {t('ordering.history.noCustomer')}
        </Alert>
      )}
    </Stack>
  );
}

function CustomerHistory({ idCliente }: { idCliente: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const orders = useOrders(idCliente, page);
  const cancel = useCancelOrder();
  const can = useCan();
  const reorder = useReorder();
  const [reordered, setReordered] = useState<{ code: string; result: ReorderResult } | null>(null);
  const [downloading, setDownloading] = useState<OrdersCsvDetail | null>(null);

  const goToPage = (next: number) => {
    setParams(next <= 1 ? {} : { page: String(next) });
  };

  const confirmCancel = (order: Order) =>
    modals.openConfirmModal({
      title: t('ordering.history.cancelTitle', { code: order.Codigo }),
      children: <Text size="sm">{t('ordering.history.cancelText')}</Text>,
      labels: { confirm: t('ordering.history.cancelConfirm'), cancel: t('ordering.history.keep') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => cancel.mutate(order.Codigo),
    });

  const startReorder = (order: Order) =>
    reorder.mutate(order.Codigo, { onSuccess: (result) => setReordered({ code: order.Codigo, result }) });

  const download = async (detall: OrdersCsvDetail) => {
    setDownloading(detall);
    try {
      const { blob, name } = await fetchOrdersCsv(idCliente, detall);
      saveBlob(blob, name);
    } catch (error) {
      showErrorToast(
        error instanceof ApiError && error.description
          ? error.description
          : t('ordering.history.downloadError'),
      );
    } finally {
      setDownloading(null);
    }
  };

  let body;
  if (orders.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (orders.isError) {
    body = (
      <Alert color="red" variant="light" title={t('ordering.history.loadError')}>
        <Button size="xs" variant="light" onClick={() => void orders.refetch()}>
          {t('ordering.common.retry')}
        </Button>
      </Alert>
    );
  } else if (orders.data.totalElements === 0) {
    body = (
      <Stack align="center" py="xl" gap="xs">
        <IconHistory size={40} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text c="dimmed">{t('ordering.history.empty')}</Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <OrdersTable
          orders={orders.data.content}
          onCancel={confirmCancel}
          onReorder={startReorder}
          reordering={reorder.isPending ? (reorder.variables ?? null) : null}
        />
        {orders.data.totalPages > 1 && (
          <Group justify="center" component="nav" aria-label={t('ordering.history.pagination')}>
            <Pagination
              total={orders.data.totalPages}
              value={page + 1}
              onChange={goToPage}
              getControlProps={(control) => ({
                'aria-label': t(
                  control === 'previous'
                    ? 'ordering.history.previousPage'
                    : control === 'next'
                      ? 'ordering.history.nextPage'
                      : control === 'first'
                        ? 'ordering.history.firstPage'
                        : 'ordering.history.lastPage',
                ),
              })}
              getItemProps={(item) => ({
                'aria-label': t('ordering.history.page', { page: item }),
                'aria-current': item === page + 1 ? 'page' : undefined,
              })}
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {can(ORDERS_CSV_ENDPOINT) && (
        <Group justify="flex-end" gap="xs">
          {CSV_DOWNLOADS.map(({ detall, label }) => (
            <Button
              key={detall}
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => void download(detall)}
              loading={downloading === detall}
              disabled={orders.data?.totalElements === 0}
            >
              {t(label)}
            </Button>
          ))}
        </Group>
      )}
      {body}
      <ReorderResultDialog
        code={reordered?.code ?? ''}
        result={reordered?.result ?? null}
        onClose={() => setReordered(null)}
        onOpenCart={() => {
          setReordered(null);
          cartDialog.open(0);
        }}
      />
    </Stack>
  );
}
