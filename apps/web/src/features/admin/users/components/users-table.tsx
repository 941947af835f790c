// The users list: user name, e-mail, contact, customer (code and company), roles, enabled or
// disabled, language and the actions the screen's permissions allow for each row.
import type { AdminUser } from '@portal/domain/admin-users';
import { LANGUAGE_NAMES, isLanguage } from '@portal/domain/languages';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconKey, IconPencil, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableTable, type TableColumn } from '#shared/ui/sortable-table.tsx';
import type { ListSort } from '../../hooks/use-list-params.ts';
import { roleLabel } from './role-label.ts';
import { EmailText } from '#shared/ui/email-text.tsx';

export interface UserRowActions {
  canEdit: boolean;
  canDelete: boolean;
  /** The session's own user: it may be edited, not disabled nor deleted. */
  selfId: number | null;
  onEdit: (user: AdminUser) => void;
  onPassword: (user: AdminUser) => void;
  onToggleActive: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

interface UsersTableProps extends UserRowActions {
  users: readonly AdminUser[];
  sort: ListSort | null;
  onSort: (sort: ListSort) => void;
}

function RowAction({
  label,
  onClick,
  color,
  children,
}: {
  label: string;
  onClick: () => void;
  color?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function UsersTable({ users, sort, onSort, ...actions }: UsersTableProps) {
  const { t } = useTranslation();
  const withActions = actions.canEdit || actions.canDelete;

  const columns: TableColumn<AdminUser>[] = [
    {
      key: 'username',
      header: t('admin.users.fields.username'),
      sortField: 'username',
      render: (user) => (
        <Text fw={600} size="sm">
          {user.username}
        </Text>
      ),
    },
    {
      key: 'email',
      header: t('admin.users.fields.email'),
      sortField: 'email',
      render: (user) => <EmailText email={user.email} />,
    },
    {
      key: 'nomContacte',
      header: t('admin.users.fields.contactName'),
      sortField: 'nomContacte',
      render: (user) => user.nomContacte ?? '',
    },
    {
      key: 'customer',
      header: t('admin.users.fields.customer'),
      sortField: 'codigoCliente',
      render: (user) =>
        user.codigoCliente ? (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {user.codigoCliente}
            </Text>
            <Text size="sm">{user.razonSocial}</Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.users.staff')}
          </Text>
        ),
    },
    {
      key: 'roles',
      header: t('admin.users.fields.roles'),
      render: (user) =>
        user.roles.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.users.noRoles')}
          </Text>
        ) : (
          <Group gap={4}>
            {user.roles.map((role) => (
              <Badge key={role.idRol} variant="light" color="gray" tt="none">
                {roleLabel(role.nom)}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      key: 'actiu',
      header: t('admin.users.fields.status'),
      nowrap: true,
      render: (user) =>
        // The dot carries the colour, the text the meaning: dark text keeps its contrast.
        user.actiu ? (
          <Badge color="green" variant="dot" tt="none">
            {t('admin.users.active')}
          </Badge>
        ) : (
          <Badge color="red" variant="dot" tt="none">
            {t('admin.users.disabled')}
          </Badge>
        ),
    },
    {
      key: 'idioma',
      header: t('admin.users.fields.language'),
      sortField: 'idioma',
      nowrap: true,
      render: (user) => (isLanguage(user.idioma) ? LANGUAGE_NAMES[user.idioma] : user.idioma),
    },
  ];

  if (withActions) {
    columns.push({
      key: 'actions',
      header: t('admin.common.actions'),
      hiddenHeader: true,
      nowrap: true,
      render: (user) => {
        const self = user.idUsuari === actions.selfId;
        const name = { username: user.username };
        return (
          <Group gap={2} wrap="nowrap">
            {actions.canEdit && (
              <>
                <RowAction label={t('admin.users.edit', name)} onClick={() => actions.onEdit(user)}>
                  <IconPencil size={18} aria-hidden />
                </RowAction>
                <RowAction
                  label={t('admin.users.setPasswordFor', name)}
                  onClick={() => actions.onPassword(user)}
                >
                  <IconKey size={18} aria-hidden />
                </RowAction>
                {!self &&
                  (user.actiu ? (
                    <RowAction
                      label={t('admin.users.disable', name)}
                      color="orange"
                      onClick={() => actions.onToggleActive(user)}
                    >
                      <IconUserOff size={18} aria-hidden />
                    </RowAction>
                  ) : (
                    <RowAction
                      label={t('admin.users.enable', name)}
                      color="green"
                      onClick={() => actions.onToggleActive(user)}
                    >
                      <IconUserCheck size={18} aria-hidden />
                    </RowAction>
                  ))}
              </>
            )}
            {actions.canDelete && !self && (
              <RowAction
                label={t('admin.users.delete', name)}
                color="red"
                onClick={() => actions.onDelete(user)}
              >
                <IconTrash size={18} aria-hidden />
              </RowAction>
            )}
          </Group>
        );
      },
    });
  }

  return (
    <SortableTable
      caption={t('admin.users.caption')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.idUsuari}
      sort={sort}
      onSort={onSort}
      minWidth={1000}
    />
  );
}
