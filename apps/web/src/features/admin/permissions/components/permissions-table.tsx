// The permissions: endpoint, description, screen, and edit / delete when the screen's actions
// allow them.
import type { PermissionListItem } from '@portal/domain/admin-permissions';
import { ActionIcon, Code, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screenLabel } from '#shared/i18n/screen-label.ts';
import { SortableTable, type TableColumn } from '#shared/ui/sortable-table.tsx';

interface PermissionsTableProps {
  permissions: readonly PermissionListItem[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (permission: PermissionListItem) => void;
  onDelete: (permission: PermissionListItem) => void;
}

export function PermissionsTable({
  permissions,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: PermissionsTableProps) {
  const { t } = useTranslation();
  const columns: TableColumn<PermissionListItem>[] = [
    {
      key: 'endPoint',
      header: t('admin.permissions.endPoint'),
      nowrap: true,
      render: (permission) => <Code>{permission.endPoint}</Code>,
    },
    { key: 'descripcio', header: t('admin.permissions.descripcio'), render: (p) => p.descripcio },
    {
      key: 'pantalla',
      header: t('admin.permissions.screen'),
      render: (permission) =>
        permission.pantalla ? (
          screenLabel(permission.pantalla)
        ) : (
          <Text span size="sm" c="dimmed">
            {t('admin.permissions.noScreen')}
          </Text>
        ),
    },
  ];
  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      header: t('admin.common.actions'),
      // A visible header: the kit's visually hidden one is absolutely positioned and escapes
      // the table's scroll box on a phone, widening the page.
      align: 'right',
      render: (permission) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {canEdit && (
            <ActionIcon
              variant="subtle"
              aria-label={t('admin.permissions.editPermission', { endPoint: permission.endPoint })}
              onClick={() => onEdit(permission)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          )}
          {canDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('admin.permissions.deletePermission', { endPoint: permission.endPoint })}
              onClick={() => onDelete(permission)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ),
    });
  }
  return (
    <SortableTable
      caption={t('admin.permissions.caption')}
      columns={columns}
      rows={permissions}
      rowKey={(permission) => permission.idPermis}
    />
  );
}
