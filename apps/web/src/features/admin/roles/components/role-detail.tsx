// The selected role: its home screen (a screen on which it holds a permission) and its
// permissions grouped by screen. Grant, revoke and home are the /rols screen's actions; each
// control is enabled only when the screen's stored actions allow its endpoint.
import type { PermissionListItem } from '@portal/domain/admin-permissions';
import type { AdminRole } from '@portal/domain/admin-roles';
import type { AdminScreen } from '@portal/domain/admin-screens';
import { Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenLabel } from '#shared/i18n/screen-label.ts';
import { useCan } from '#shared/session/use-can.ts';
import { ListState } from '../../components/list-states.tsx';
import { usePermissions } from '../../permissions/api/fetch-permissions.ts';
import { ROLE_PERMISSION_ENDPOINTS, useRolePermission } from '../api/role-permission.ts';
import { PermissionMatrix } from './permission-matrix.tsx';

interface RoleDetailProps {
  role: AdminRole;
  screens: readonly AdminScreen[];
  /** Move the focus to the heading (the administrator has just chosen this role). */
  focusHeading: boolean;
}

export function RoleDetail({ role, screens, focusHeading }: RoleDetailProps) {
  const { t } = useTranslation();
  const can = useCan();
  const permissions = usePermissions({ idRol: role.idRol });
  const grant = useRolePermission('donar-permis');
  const revoke = useRolePermission('treure-permis');
  const home = useRolePermission('home');
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading, role.idRol]);

  const list = permissions.data ?? [];
  const change = (permission: PermissionListItem, granted: boolean) => {
    const pair = { idRol: role.idRol, idPermis: permission.idPermis };
    setPending((current) => new Set(current).add(permission.idPermis));
    // mutateAsync: each click settles on its own, even while another one is on its way.
    void (granted ? grant : revoke)
      .mutateAsync(pair)
      .catch(() => undefined) // the API client has shown the failure
      .finally(() =>
        setPending((current) => {
          const next = new Set(current);
          next.delete(permission.idPermis);
          return next;
        }),
      );
  };

  // A screen can be the home screen once the role holds one of its permissions; the call names
  // one such permission (the server takes its screen).
  const homeChoices = screens.filter((screen) =>
    list.some((permission) => permission.granted && permission.idPantalla === screen.idPantalla),
  );
  const chooseHome = (value: string | null) => {
    const permission = list.find((p) => p.granted && p.idPantalla === Number(value));
    if (permission) home.mutate({ idRol: role.idRol, idPermis: permission.idPermis });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="role-detail-title">
      <Title
        order={2}
        id="role-detail-title"
        ref={heading}
        tabIndex={-1}
        style={{ overflowWrap: 'anywhere' }}
      >
        {t('admin.roles.detailTitle', { name: role.nom })}
      </Title>
      <ListState
        isPending={permissions.isPending}
        isError={permissions.isError}
        isEmpty={list.length === 0}
        onRetry={() => void permissions.refetch()}
      >
        <Select
          label={t('admin.roles.home')}
          description={t('admin.roles.homeHint')}
          placeholder={t('admin.roles.noHome')}
          data={homeChoices.map((screen) => ({
            value: String(screen.idPantalla),
            label: screenLabel(screen.name),
          }))}
          value={role.idPantallaInici === null ? null : String(role.idPantallaInici)}
          onChange={chooseHome}
          allowDeselect={false}
          disabled={!can(ROLE_PERMISSION_ENDPOINTS.home) || home.isPending}
          comboboxProps={{ withinPortal: true }}
          maw={420}
        />
        <Text size="sm" c="dimmed">
          {t('admin.roles.matrixHint')}
        </Text>
        <PermissionMatrix
          permissions={list}
          canGrant={can(ROLE_PERMISSION_ENDPOINTS['donar-permis'])}
          canRevoke={can(ROLE_PERMISSION_ENDPOINTS['treure-permis'])}
          pending={pending}
          onChange={change}
        />
      </ListState>
    </Stack>
  );
}
