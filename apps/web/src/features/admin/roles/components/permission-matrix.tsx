// A role's permissions, one group per screen, a checkbox each: ticking grants the permission to
// the role, unticking revokes it. A box the administrator may not change (the screen's actions
// lack the grant or the revoke) is shown disabled with its state.
import type { PermissionListItem } from '@portal/domain/admin-permissions';
import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screenLabel } from '#shared/i18n/screen-label.ts';
import { groupByScreen } from '../group-by-screen.ts';

interface PermissionMatrixProps {
  permissions: readonly PermissionListItem[];
  canGrant: boolean;
  canRevoke: boolean;
  /** Permissions whose grant or revoke is on its way. */
  pending: ReadonlySet<number>;
  onChange: (permission: PermissionListItem, granted: boolean) => void;
}

export function PermissionMatrix({
  permissions,
  canGrant,
  canRevoke,
  pending,
  onChange,
}: PermissionMatrixProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {groupByScreen(permissions).map((group) => {
        const granted = group.permissions.filter((permission) => permission.granted).length;
        return (
          <Fieldset
            key={group.idPantalla ?? 'none'}
            legend={
              <>
                <Text span fw={700}>
                  {group.name ? screenLabel(group.name) : t('admin.roles.noScreen')}
                </Text>{' '}
                <Text span size="sm" c="dimmed">
                  ({t('admin.roles.grantedCount', { granted, total: group.permissions.length })})
                </Text>
              </>
            }
            miw={0}
          >
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
              {group.permissions.map((permission) => (
                <Checkbox
                  key={permission.idPermis}
                  checked={permission.granted ?? false}
                  disabled={pending.has(permission.idPermis) || (permission.granted ? !canRevoke : !canGrant)}
                  onChange={(event) => onChange(permission, event.currentTarget.checked)}
                  styles={{ body: { minWidth: 0 }, labelWrapper: { minWidth: 0 } }}
                  label={
                    <>
                      <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {permission.endPoint}
                      </Text>{' '}
                      {permission.descripcio && (
                        <Text span size="xs" c="dimmed" display="block">
                          {permission.descripcio}
                        </Text>
                      )}
                    </>
                  }
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
