// The roles: name (which opens the role's permissions below), how many users hold it, its home
// screen, and rename / delete when the screen's actions allow them.
import type { AdminRole } from '@portal/domain/admin-roles';
import type { AdminScreen } from '@portal/domain/admin-screens';
import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenLabel } from '#shared/i18n/screen-label.ts';
import { SortableTable, type TableColumn } from '#shared/ui/sortable-table.tsx';

interface RolesTableProps {
  roles: readonly AdminRole[];
  screens: readonly AdminScreen[];
  selected: number | null;
  canRename: boolean;
  canDelete: boolean;
  onSelect: (role: AdminRole) => void;
  onRename: (role: AdminRole) => void;
  onDelete: (role: AdminRole) => void;
}

export function RolesTable({
  roles,
  screens,
  selected,
  canRename,
  canDelete,
  onSelect,
  onRename,
  onDelete,
}: RolesTableProps) {
  const { t } = useTranslation();
  const homeOf = (role: AdminRole) => {
    if (role.idPantallaInici === null) return null;
    const screen = screens.find((s) => s.idPantalla === role.idPantallaInici);
    return screen ? screenLabel(screen.name) : role.homePath;
  };
  const columns: TableColumn<AdminRole>[] = [
    {
      key: 'nom',
      header: t('admin.roles.name'),
      render: (role) => (
        <Anchor
          component={Link}
          to={`?rol=${role.idRol}`}
          onClick={() => onSelect(role)}
          aria-label={t('admin.roles.selectRole', { name: role.nom })}
          aria-current={selected === role.idRol ? 'true' : undefined}
          fw={selected === role.idRol ? 700 : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {role.nom}
        </Anchor>
      ),
    },
    { key: 'usuaris', header: t('admin.roles.users'), align: 'right', render: (role) => role.usuaris },
    {
      key: 'home',
      header: t('admin.roles.home'),
      render: (role) =>
        homeOf(role) ?? (
          <Text span size="sm" c="dimmed">
            {t('admin.roles.noHome')}
          </Text>
        ),
    },
  ];
  if (canRename || canDelete) {
    columns.push({
      key: 'actions',
      header: t('admin.common.actions'),
      // A visible header: the kit's visually hidden one is absolutely positioned and escapes
      // the table's scroll box on a phone, widening the page.
      align: 'right',
      render: (role) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {canRename && (
            <ActionIcon
              variant="subtle"
              aria-label={t('admin.roles.renameRole', { name: role.nom })}
              onClick={() => onRename(role)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          )}
          {canDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('admin.roles.deleteRole', { name: role.nom })}
              onClick={() => onDelete(role)}
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
      caption={t('admin.roles.caption')}
      columns={columns}
      rows={roles}
      rowKey={(role) => role.idRol}
      minWidth={400}
    />
  );
}
