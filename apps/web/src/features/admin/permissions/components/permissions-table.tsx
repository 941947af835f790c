// The permissions: endpoint, description, screen, and edit / delete when the screen's actions
// allow them.
import type { PermissionListItem } from '@portal/domain/admin-permissions';
import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screenLabel } from '#shared/i18n/screen-label.ts';
import { editDeleteColumn } from '#shared/ui/edit-delete-column.tsx';
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
  const actions = editDeleteColumn<PermissionListItem>({
    header: t('admin.common.actions'),
    edit: canEdit
      ? {
          label: (permission) => t('admin.permissions.editPermission', { endPoint: permission.endPoint }),
          onClick: onEdit,
        }
      : null,
    remove: canDelete
      ? {
          label: (permission) => t('admin.permissions.deletePermission', { endPoint: permission.endPoint }),
          onClick: onDelete,
        }
      : null,
  });
  if (actions) columns.push(actions);
  return (
    <SortableTable
      caption={t('admin.permissions.caption')}
      columns={columns}
      rows={permissions}
      rowKey={(permission) => permission.idPermis}
    />
  );
}
