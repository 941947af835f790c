// /usuaris: the users administration. A paged, sortable list with a text filter (all kept in the
// address); create and edit in a dialog; set a new password; disable or enable a login (a
// disabled user cannot log in and their sessions end); delete after a confirmation naming the
// user. Each action shows only when the screen's stored actions allow its endpoint.
import type { AdminUser } from '@portal/domain/admin-users';
import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '#shared/session/use-can.ts';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { ListPagination } from '#shared/ui/list-pagination.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { confirmDestructive } from '../components/confirm.tsx';
import { ListSearch } from '../components/list-search.tsx';
import { ListState } from '../components/list-states.tsx';
import { PAGE_SIZES, useListParams, type ListSort } from '../hooks/use-list-params.ts';
import { useDeleteUser } from './api/delete-user.ts';
import { useUsers } from './api/fetch-users.ts';
import { unchangedBody, useSaveUser } from './api/save-user.ts';
import { PasswordDialog } from './components/password-dialog.tsx';
import { UserFormDialog } from './components/user-form-dialog.tsx';
import { UsersTable } from './components/users-table.tsx';

const DEFAULT_SORT: ListSort = { field: 'username', direction: 'asc' };

/** The open dialog; closing keeps its user so the closing dialog still shows its title. */
interface Dialog {
  kind: 'form' | 'password';
  user: AdminUser | null;
  opened: boolean;
}

const CLOSED: Dialog = { kind: 'form', user: null, opened: false };

export function UsersScreen() {
  const { t } = useTranslation();
  const can = useCan();
  const selfId = useStoredUser()?.idUsuari ?? null;
  const [params, update] = useListParams(DEFAULT_SORT);
  const users = useUsers(params);
  const toggle = useSaveUser({ formFields: false });
  const remove = useDeleteUser();
  const [dialog, setDialog] = useState<Dialog>(CLOSED);
  const open = (kind: Dialog['kind'], user: AdminUser | null) => setDialog({ kind, user, opened: true });
  const close = () => setDialog((current) => ({ ...current, opened: false }));

  const canCreate = can('POST /usuaris');
  const canEdit = can('PUT /usuaris');
  const canDelete = can('DELETE /usuaris/{id}');

  const toggleActive = (user: AdminUser) => {
    const name = { username: user.username };
    if (!user.actiu) {
      toggle.mutate({ ...unchangedBody(user), actiu: true });
      return;
    }
    confirmDestructive({
      title: t('admin.users.disableTitle', name),
      text: t('admin.users.disableText', name),
      confirmLabel: t('admin.users.disableConfirm'),
      onConfirm: () => toggle.mutate({ ...unchangedBody(user), actiu: false }),
    });
  };

  const askDelete = (user: AdminUser) =>
    confirmDestructive({
      title: t('admin.users.deleteTitle', { username: user.username }),
      text: t('admin.users.deleteText', { username: user.username, email: user.email }),
      confirmLabel: t('admin.users.deleteConfirm'),
      onConfirm: () => remove.mutate(user.idUsuari),
    });

  const page = users.data;
  return (
    <AdminPage
      title={t('screens.usuaris')}
      actions={
        canCreate && (
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => open('form', null)}>
            {t('admin.users.create')}
          </Button>
        )
      }
    >
      <Stack gap="md">
        <Group>
          <ListSearch
            value={params.text}
            onChange={(text) => update({ text })}
            label={t('admin.users.search')}
          />
        </Group>
        <ListState
          isPending={users.isPending}
          isError={users.isError}
          isEmpty={!page || page.content.length === 0}
          onRetry={() => void users.refetch()}
          emptyText={params.text ? t('admin.users.emptyFiltered') : t('admin.users.empty')}
        >
          <UsersTable
            users={page?.content ?? []}
            sort={params.sort}
            onSort={(sort) => update({ sort })}
            canEdit={canEdit}
            canDelete={canDelete}
            selfId={selfId}
            onEdit={(user) => open('form', user)}
            onPassword={(user) => open('password', user)}
            onToggleActive={toggleActive}
            onDelete={askDelete}
          />
        </ListState>
        {page && page.totalElements > 0 && (
          <ListPagination
            page={params.page}
            size={params.size}
            totalElements={page.totalElements}
            totalPages={page.totalPages}
            onPage={(next) => update({ page: next })}
            onSize={(size) => update({ size })}
            sizes={PAGE_SIZES}
          />
        )}
      </Stack>
      <UserFormDialog
        opened={dialog.opened && dialog.kind === 'form'}
        user={dialog.kind === 'form' ? dialog.user : null}
        onClose={close}
      />
      <PasswordDialog
        opened={dialog.opened && dialog.kind === 'password'}
        user={dialog.kind === 'password' ? dialog.user : null}
        onClose={close}
      />
    </AdminPage>
  );
}
