// /rols: the roles (name, users holding each, home screen), create, rename and delete (refused
// by the server while users hold the role); the role chosen in the list (`?rol=3`, kept in the
// address) shows its home screen and its permissions grouped by screen, granted and revoked one
// checkbox at a time.
import type { AdminRole } from '@portal/domain/admin-roles';
import { Button, Grid, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '#shared/session/use-can.ts';
import { AdminPage } from './components/admin-page.tsx';
import { confirmDestructive } from './components/confirm.tsx';
import { ListState } from './components/list-states.tsx';
import { useScreens } from './permissions/api/fetch-screens.ts';
import { useDeleteRole } from './roles/api/delete-role.ts';
import { useRoles } from './roles/api/fetch-roles.ts';
import { RoleDetail } from './roles/components/role-detail.tsx';
import { RoleNameDialog } from './roles/components/role-name-dialog.tsx';
import { RolesTable } from './roles/components/roles-table.tsx';

const ROLE_PARAM = 'rol';

export function RolesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const roles = useRoles();
  const screens = useScreens();
  const remove = useDeleteRole();
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get(ROLE_PARAM)) || null;
  const selected = roles.data?.find((role) => role.idRol === selectedId) ?? null;
  // Focus follows a choice made in the list, not a role that comes with the address.
  const [chosenHere, setChosenHere] = useState(false);

  const [dialogOpened, dialog] = useDisclosure(false);
  const [renaming, setRenaming] = useState<AdminRole | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const openDialog = (role: AdminRole | null) => {
    setRenaming(role);
    setDialogKey((key) => key + 1);
    dialog.open();
  };

  const select = (idRol: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (idRol === null) next.delete(ROLE_PARAM);
      else next.set(ROLE_PARAM, String(idRol));
      return next;
    });

  const confirmDelete = (role: AdminRole) =>
    confirmDestructive({
      title: t('admin.roles.deleteTitle', { name: role.nom }),
      text: t('admin.roles.deleteText', { name: role.nom }),
      confirmLabel: t('admin.roles.deleteConfirm'),
      onConfirm: () =>
        remove.mutate(role, {
          onSuccess: () => {
            if (selectedId === role.idRol) select(null);
          },
        }),
    });

  return (
    <AdminPage
      title={t('screens.rols')}
      actions={
        can('POST /rols') && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openDialog(null)}>
            {t('admin.roles.create')}
          </Button>
        )
      }
    >
      <ListState
        isPending={roles.isPending}
        isError={roles.isError}
        isEmpty={roles.data?.length === 0}
        onRetry={() => void roles.refetch()}
        emptyText={t('admin.roles.empty')}
      >
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, xl: 5 }}>
            <RolesTable
              roles={roles.data ?? []}
              screens={screens.data ?? []}
              selected={selected?.idRol ?? null}
              canRename={can('PUT /rols')}
              canDelete={can('DELETE /rols/{id}')}
              onSelect={() => setChosenHere(true)}
              onRename={openDialog}
              onDelete={confirmDelete}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 7 }}>
            {selected ? (
              <RoleDetail
                key={selected.idRol}
                role={selected}
                screens={screens.data ?? []}
                focusHeading={chosenHere}
              />
            ) : (
              <Text c="dimmed">{selectedId ? t('admin.roles.unknownRole') : t('admin.roles.pickRole')}</Text>
            )}
          </Grid.Col>
        </Grid>
      </ListState>
      <RoleNameDialog
        key={dialogKey}
        opened={dialogOpened}
        role={renaming}
        onClose={dialog.close}
        onSaved={(saved) => {
          if (!renaming) {
            setChosenHere(true);
            select(saved.idRol);
          }
        }}
      />
    </AdminPage>
  );
}
