// /permisos: the permissions, filtered by screen and/or role (`idPantalla`, `idRol`, kept in the
// address; with a role only the permissions it holds are listed); create, edit and delete them,
// each answer shown as the permission notification (5 s, bottom).
import type { PermissionListItem } from '@portal/domain/admin-permissions';
import { Anchor, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenLabel } from '#shared/i18n/screen-label.ts';
import { useCan } from '#shared/session/use-can.ts';
import { AdminPage } from './components/admin-page.tsx';
import { confirmDestructive } from './components/confirm.tsx';
import { ListState } from './components/list-states.tsx';
import { useListParams } from './hooks/use-list-params.ts';
import { useDeletePermission } from './permissions/api/delete-permission.ts';
import { usePermissions } from './permissions/api/fetch-permissions.ts';
import { useScreens } from './permissions/api/fetch-screens.ts';
import { PermissionDialog } from './permissions/components/permission-dialog.tsx';
import { PermissionsTable } from './permissions/components/permissions-table.tsx';
import { useRoles } from './roles/api/fetch-roles.ts';

/**
 * "Any" is an option of its own rather than Mantine's clear button, which is hidden from the
 * keyboard and screen readers (and too small a target once shown).
 */
const ANY = 'any';

/** A filter's id from the address; anything but a positive integer means no filter. */
function idFrom(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function PermissionsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [{ filters }, update] = useListParams(null);
  const idRol = idFrom(filters.idRol);
  const idPantalla = idFrom(filters.idPantalla);
  const permissions = usePermissions({ idRol, idPantalla }, { keepPrevious: true });
  const screens = useScreens();
  const roles = useRoles();
  const remove = useDeletePermission();
  const role = roles.data?.find((r) => r.idRol === idRol);
  const rows = (permissions.data ?? []).filter((p) => idRol === undefined || p.granted);

  const [dialogOpened, dialog] = useDisclosure(false);
  const [editing, setEditing] = useState<PermissionListItem | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const openDialog = (permission: PermissionListItem | null) => {
    setEditing(permission);
    setDialogKey((key) => key + 1);
    dialog.open();
  };

  const confirmDelete = (permission: PermissionListItem) =>
    confirmDestructive({
      title: t('admin.permissions.deleteTitle', { endPoint: permission.endPoint }),
      text: t('admin.permissions.deleteText', { endPoint: permission.endPoint }),
      confirmLabel: t('admin.permissions.deleteConfirm'),
      onConfirm: () => remove.mutate(permission),
    });

  return (
    <AdminPage
      title={t('screens.permisos')}
      actions={
        can('POST /permisos') && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openDialog(null)}>
            {t('admin.permissions.create')}
          </Button>
        )
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('admin.permissions.filterScreen')}
          searchable
          allowDeselect={false}
          data={[
            { value: ANY, label: t('admin.permissions.anyScreen') },
            ...(screens.data ?? []).map((screen) => ({
              value: String(screen.idPantalla),
              label: screenLabel(screen.name),
            })),
          ]}
          nothingFoundMessage={t('admin.common.empty')}
          value={idPantalla === undefined ? ANY : String(idPantalla)}
          onChange={(value) => update({ filters: { idPantalla: value === ANY ? null : value } })}
          style={{ flex: '1 1 220px' }}
          maw={360}
        />
        <Select
          label={t('admin.permissions.filterRole')}
          searchable
          allowDeselect={false}
          data={[
            { value: ANY, label: t('admin.permissions.anyRole') },
            ...(roles.data ?? []).map((r) => ({ value: String(r.idRol), label: r.nom })),
          ]}
          nothingFoundMessage={t('admin.common.empty')}
          value={idRol === undefined ? ANY : String(idRol)}
          onChange={(value) => update({ filters: { idRol: value === ANY ? null : value } })}
          disabled={roles.isError}
          style={{ flex: '1 1 220px' }}
          maw={360}
        />
      </Group>
      {role && (
        // A note, not an alert: nothing went wrong, and it is read with the list.
        <Paper withBorder p="sm">
          <Stack gap={4}>
            <Text size="sm">{t('admin.permissions.roleNote', { name: role.nom })}</Text>
            <Anchor component={Link} to={`/rols?rol=${role.idRol}`} size="sm">
              {t('admin.permissions.changeOnRoles')}
            </Anchor>
          </Stack>
        </Paper>
      )}
      <ListState
        isPending={permissions.isPending}
        isError={permissions.isError}
        isEmpty={rows.length === 0}
        onRetry={() => void permissions.refetch()}
        emptyText={t('admin.permissions.empty')}
      >
        <Stack gap="xs">
          <PermissionsTable
            permissions={rows}
            canEdit={can('PUT /permisos')}
            canDelete={can('DELETE /permisos/{id}')}
            onEdit={openDialog}
            onDelete={confirmDelete}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('lists.total', { count: rows.length })}
          </Text>
        </Stack>
      </ListState>
      <PermissionDialog
        key={dialogKey}
        opened={dialogOpened}
        permission={editing}
        screens={screens.data ?? []}
        onClose={dialog.close}
      />
    </AdminPage>
  );
}
