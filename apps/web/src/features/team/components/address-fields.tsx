// The delivery addresses a member may send orders to: every address of the company (those it adds
// later too), or only those ticked. Shown in the member dialog for the roles that order.
import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TeamAddress } from '@portal/domain/company-team';
import { useTranslation } from 'react-i18next';

export interface AddressValues {
  /** Every address of the company, or only the ticked ones. */
  abast: 'all' | 'some';
  /** The ticked addresses' ids, as the checkboxes hold them. */
  adreces: string[];
}

/** The form's choice as the API takes it: null is every address. */
export const scopeOf = ({ abast, adreces }: AddressValues) => (abast === 'all' ? null : adreces.map(Number));

export function AddressFields<V extends AddressValues>({
  form,
  addresses,
}: {
  form: UseFormReturnType<V>;
  addresses: TeamAddress[];
}) {
  const { t } = useTranslation();
  const { abast } = form.getValues();
  return (
    <Stack gap="xs">
      <Radio.Group
        {...form.getInputProps('abast')}
        key={form.key('abast')}
        label={t('team.addresses')}
        description={t('team.addressesHelp')}
      >
        <Stack gap={6} mt={6}>
          <Radio value="all" label={t('team.allAddressesChoice')} />
          <Radio value="some" label={t('team.someAddressesChoice')} />
        </Stack>
      </Radio.Group>
      {abast === 'some' &&
        (addresses.length === 0 ? (
          <Text size="sm">{t('team.noAddresses')}</Text>
        ) : (
          <Checkbox.Group
            {...form.getInputProps('adreces')}
            key={form.key('adreces')}
            label={t('team.allowedAddresses')}
          >
            <Stack gap={6} mt={6}>
              {addresses.map((address) => (
                <Checkbox
                  key={address.id}
                  value={String(address.id)}
                  label={`${address.nombreContacto} · ${address.direccion}, ${address.poblacion}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ))}
    </Stack>
  );
}
