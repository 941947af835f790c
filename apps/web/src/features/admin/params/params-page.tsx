// /params: the key–value settings the portal reads (the minimum order, the shipping amount, the
// contact e-mail and phone) and any other an administrator keeps. A paged, sortable list with a
// text filter, all kept in the address; create, change a value (checked as its key needs) and
// delete after a confirmation — each only when the screen's actions allow it.
import type { Param } from '@portal/domain/admin-params';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '#shared/session/use-can.ts';
import { editDeleteColumn } from '#shared/ui/edit-delete-column.tsx';
import type { TableColumn } from '#shared/ui/sortable-table.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { confirmDestructive } from '../components/confirm.tsx';
import { ListSearch } from '../components/list-search.tsx';
import { PagedList } from '../components/paged-list.tsx';
import { useListParams, type ListSort } from '../hooks/use-list-params.ts';
import { useDeleteParam } from './api/delete-param.ts';
import { useParamPage } from './api/fetch-params.ts';
import { ParamDialog } from './components/param-dialog.tsx';
import { ParamMeaning } from './components/param-meaning.tsx';

const DEFAULT_SORT: ListSort = { field: 'clau', direction: 'asc' };

export function ParamsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [list, update] = useListParams(DEFAULT_SORT);
  const page = useParamPage(list);
  const remove = useDeleteParam();
  const [dialog, setDialog] = useState<{ opened: boolean; param: Param | null }>({
    opened: false,
    param: null,
  });

  const canCreate = can('POST /params');
  const canEdit = can('PUT /params');
  const canDelete = can('DELETE /params/{id}');

  const askDelete = (param: Param) =>
    confirmDestructive({
      title: t('admin.params.deleteTitle', { clau: param.clau }),
      text: t('admin.params.deleteText', { clau: param.clau, valor: param.valor }),
      confirmLabel: t('admin.params.deleteConfirm'),
      onConfirm: () => remove.mutate(param.idParam),
    });

  const columns: TableColumn<Param>[] = [
    {
      key: 'clau',
      header: t('admin.params.key'),
      sortField: 'clau',
      render: (param) => (
        <Stack gap={0}>
          {/* The key above its meaning, not a heading of the cell (axe's p-as-heading). */}
          <Text component="div" fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {param.clau}
          </Text>
          <ParamMeaning clau={param.clau} size="xs" />
        </Stack>
      ),
    },
    {
      key: 'valor',
      header: t('admin.params.value'),
      sortField: 'valor',
      render: (param) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {param.valor}
        </Text>
      ),
    },
  ];
  const actions = editDeleteColumn<Param>({
    header: t('admin.common.actions'),
    hiddenHeader: true,
    size: 'lg',
    edit: canEdit
      ? {
          label: (param) => t('admin.params.editLabel', { clau: param.clau }),
          onClick: (param) => setDialog({ opened: true, param }),
        }
      : null,
    remove: canDelete
      ? { label: (param) => t('admin.params.deleteLabel', { clau: param.clau }), onClick: askDelete }
      : null,
  });
  if (actions) columns.push(actions);

  return (
    <AdminPage
      title={t('screens.params')}
      actions={
        canCreate && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setDialog({ opened: true, param: null })}
          >
            {t('admin.params.create')}
          </Button>
        )
      }
    >
      <Group>
        <ListSearch
          value={list.text}
          onChange={(text) => update({ text })}
          label={t('admin.params.search')}
        />
      </Group>
      <PagedList
        query={page}
        list={list}
        update={update}
        caption={t('admin.params.caption')}
        columns={columns}
        rowKey={(param) => param.idParam}
        emptyText={t('admin.params.empty')}
        minWidth={560}
      />
      <ParamDialog
        opened={dialog.opened}
        param={dialog.param}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
    </AdminPage>
  );
}
