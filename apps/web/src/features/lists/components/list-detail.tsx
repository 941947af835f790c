// One list: its lines at today's prices with their problems, "add all to cart" with a verdict per
// line, CSV out and in, and for its owner sharing and deleting. Renaming is open to whoever may
// use it, as its lines are.
import type { ListDetail as ListDetailData } from '@portal/domain/shopping-lists';
import type { QuickOrderResult } from '@portal/domain/ordering-api';
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { formatDateTime } from '@portal/domain/format';
import { modals } from '@mantine/modals';
import { IconDownload, IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cartDialog } from '#shared/cart/cart-dialog-store.ts';
import { QuickOrderVerdicts } from '#shared/cart/quick-order-verdicts.tsx';
import { showErrorToast } from '#shared/notifications/notify.ts';
import { ApiError } from '#shared/api/api-error.ts';
import { refusalText } from '#shared/forms/server-refusal.ts';
import { ScanButton } from '#shared/scanner/scan-button.tsx';
import { scannedQuantity } from '#shared/scanner/scanned-quantity.ts';
import {
  downloadListCsv,
  useAddListToCart,
  useDeleteList,
  usePutListLine,
  useRemoveListLine,
  useUpdateList,
  useUpdateListLine,
} from '../api/lists-api.ts';
import { ListImport } from './list-import.tsx';
import { ListLinesTable } from './list-lines-table.tsx';

export function ListDetail({ list }: { list: ListDetailData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addAll = useAddListToCart(list.id);
  const update = useUpdateList(list.id);
  const remove = useDeleteList();
  const updateLine = useUpdateListLine(list.id);
  const removeLine = useRemoveListLine(list.id);
  const putLine = usePutListLine();
  const [added, setAdded] = useState<QuickOrderResult | null>(null);
  const [downloading, setDownloading] = useState(false);

  /** A scanned label adds its product at the smallest quantity it is ordered in. */
  const scanLine = async (code: string) => {
    const quantity = await scannedQuantity(code);
    try {
      await putLine.mutateAsync({ id: list.id, codigo: code, Cantidad: quantity });
      return t('scanner.added', { code, count: quantity });
    } catch (error) {
      return `${code}: ${refusalText(error)}`;
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadListCsv(list.id);
    } catch (error) {
      if (!(error instanceof ApiError)) showErrorToast(t('shoppingLists.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('shoppingLists.deleteTitle', { name: list.nombre }),
      children: <Text size="sm">{t('shoppingLists.deleteText')}</Text>,
      labels: { confirm: t('shoppingLists.deleteConfirm'), cancel: t('shoppingLists.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => remove.mutate(list.id, { onSuccess: () => void navigate('/llistes') }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="list-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} id="list-title">
              {list.nombre}
            </Title>
            <Group gap="xs">
              <Badge variant="light" color={list.compartida ? 'blue' : 'gray'}>
                {list.compartida ? t('shoppingLists.shared') : t('shoppingLists.private')}
              </Badge>
              <Text size="sm" c="dimmed">
                {t('shoppingLists.ownedBy', { name: list.propietario })}
              </Text>
            </Group>
          </Stack>
          {list.propia && (
            <Group gap="sm">
              <Switch
                label={t('shoppingLists.shareWithCompany')}
                checked={list.compartida}
                onChange={(event) => update.mutate({ compartida: event.currentTarget.checked })}
                disabled={update.isPending}
              />
              <Button
                variant="outline"
                color="red.9"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={confirmDelete}
              >
                {t('shoppingLists.delete')}
              </Button>
            </Group>
          )}
        </Group>

        <Group gap="sm">
          <Button
            leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
            onClick={() => addAll.mutate(undefined, { onSuccess: setAdded })}
            loading={addAll.isPending}
            disabled={list.lineas.length === 0}
          >
            {t('shoppingLists.addAllToCart')}
          </Button>
          <ScanButton onCode={scanLine} />
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => void download()}
            loading={downloading}
          >
            {t('shoppingLists.downloadCsv')}
          </Button>
        </Group>

        {added && (
          <Alert color={added.added > 0 ? 'green' : 'orange'} variant="light" role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('shoppingLists.addedToCart', { count: added.added })}</Text>
              {added.added > 0 && (
                <Button size="xs" variant="light" onClick={() => cartDialog.open()}>
                  {t('shoppingLists.viewCart')}
                </Button>
              )}
              {added.lines.some((line) => !line.ok) && <QuickOrderVerdicts lines={added.lines} />}
            </Stack>
          </Alert>
        )}

        <Tabs defaultValue="lines">
          <Tabs.List mb="sm">
            <Tabs.Tab value="lines">{t('shoppingLists.tabs.lines', { count: list.lineas.length })}</Tabs.Tab>
            <Tabs.Tab value="import">{t('shoppingLists.tabs.import')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="lines">
            {list.lineas.length === 0 ? (
              <Text c="dimmed">{t('shoppingLists.empty')}</Text>
            ) : (
              <ListLinesTable
                lines={list.lineas}
                onQuantity={(codigo, Cantidad) => updateLine.mutate({ codigo, Cantidad })}
                onRemove={(codigo) => removeLine.mutate(codigo)}
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="import">
            <ListImport id={list.id} />
          </Tabs.Panel>
        </Tabs>
        <Text size="xs" c="dimmed">
          {t('shoppingLists.changedBy', { name: list.modificadoPor, date: formatDateTime(list.modificado) })}
        </Text>
      </Stack>
    </Paper>
  );
}
