// The company role, "also approves" (a buyer only) and the two spending limits, as the invitation
// and the member dialogs both ask them. An empty limit is no limit.
import { Checkbox, NumberInput, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COMPANY_ROLES, type CompanyRole } from '@portal/domain/company-roles';
import { useTranslation } from 'react-i18next';

export interface RoleValues {
  rol: CompanyRole;
  aprova: boolean;
  limitPedido: number | '';
  limitMensual: number | '';
}

export function RoleFields<V extends RoleValues>({
  form,
  disabledRole = false,
}: {
  form: UseFormReturnType<V>;
  /** One's own role: shown, not changed. */
  disabledRole?: boolean;
}) {
  const { t } = useTranslation();
  const values = form.getValues();
  const limitProps = {
    min: 0,
    decimalScale: 2,
    decimalSeparator: ',',
    thousandSeparator: '.',
    suffix: ' €',
    hideControls: true,
    description: t('team.limitHelp'),
  };
  return (
    <Stack gap="sm">
      <Select
        {...form.getInputProps('rol')}
        key={form.key('rol')}
        label={t('team.role')}
        data={COMPANY_ROLES.map((rol) => ({ value: rol, label: t(`team.roles.${rol}`) }))}
        allowDeselect={false}
        disabled={disabledRole}
        required
      />
      {values.rol === 'comprador' && !disabledRole && (
        <Checkbox
          {...form.getInputProps('aprova', { type: 'checkbox' })}
          key={form.key('aprova')}
          label={t('team.alsoApproves')}
        />
      )}
      <NumberInput
        {...form.getInputProps('limitPedido')}
        key={form.key('limitPedido')}
        label={t('team.orderLimit')}
        {...limitProps}
      />
      <NumberInput
        {...form.getInputProps('limitMensual')}
        key={form.key('limitMensual')}
        label={t('team.monthlyLimit')}
        {...limitProps}
      />
    </Stack>
  );
}

/** The form's limit as the API takes it: empty is no limit. */
export const limitOf = (value: number | '') => (value === '' ? null : value);
