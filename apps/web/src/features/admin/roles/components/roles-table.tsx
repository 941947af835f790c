// The roles: name (which opens the role's permissions below), how many users hold it, its home
// screen, and rename / delete when the screen's actions allow them.
import type { AdminRole } from '@portal/domain/admin-roles';
import type { AdminScreen } from '@portal/domain/admin-screens';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenLabel } from '#shared/i18n/screen-label.ts';
import { editDeleteColumn } from '#shared/ui/edit-delete-column.tsx';
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
  const actions = editDeleteColumn<AdminRole>({
    header: t('admin.common.actions'),
    edit: canRename
      ? { label: (role) => t('admin.roles.renameRole', { name: role.nom }), onClick: onRename }
      : null,
    remove: canDelete
      ? { label: (role) => t('admin.roles.deleteRole', { name: role.nom }), onClick: onDelete }
      : null,
  });
  if (actions) columns.push(actions);
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
