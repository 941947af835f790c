// The after-sales form's machine: one bought through the portal or another typed with its purchase
// date, the warranty that date gives, and the serial number.
import { WARRANTY_MONTHS, warrantyOf, type PurchasedEquipment } from '@portal/domain/service-requests';
import { Alert, Fieldset, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DayInput } from '#shared/ui/day-input.tsx';
import { equipmentKey, pickedOf, type SatValues } from '../hooks/use-sat-form.ts';
import { formatDay, today, warrantyEnd } from '../request-days.ts';

const SERIAL_MAX_LENGTH = 60;
const PRODUCT_CODE_MAX_LENGTH = 40;

interface SatMachineFieldsProps {
  form: UseFormReturnType<SatValues>;
  /** The machines bought through the portal. */
  equipment: UseQueryResult<PurchasedEquipment[]>;
}

export function SatMachineFields({ form, equipment }: SatMachineFieldsProps) {
  const { t } = useTranslation();
  const bought = equipment.data;
  const values = form.values;
  const picked = pickedOf(values);
  const pickedItem: PurchasedEquipment | undefined = picked
    ? bought?.find(
        (item) => item.codigoPedido === picked.codigoPedido && item.codigoProducto === picked.codigoProducto,
      )
    : undefined;
  const purchase = values.origen === 'portal' ? (pickedItem?.dataCompra ?? null) : values.dataCompra;

  const equipmentOptions = (bought ?? []).map((item) => ({
    value: equipmentKey(item.codigoPedido, item.codigoProducto),
    label: t('serviceRequests.sat.equipmentOption', {
      name: item.nombre,
      code: item.codigoProducto,
      order: item.codigoPedido,
      date: formatDay(item.dataCompra),
    }),
  }));
  const canPick = (bought?.length ?? 0) > 0;

  return (
    <Fieldset legend={t('serviceRequests.sat.machine')} variant="unstyled">
      <Stack gap="sm">
        {canPick && (
          <Radio.Group label={t('serviceRequests.sat.source')} {...form.getInputProps('origen')}>
            <Stack gap="xs" mt={4}>
              <Radio value="portal" label={t('serviceRequests.sat.sourcePortal')} />
              <Radio value="other" label={t('serviceRequests.sat.sourceOther')} />
            </Stack>
          </Radio.Group>
        )}
        {equipment.isError && (
          <Text size="sm" c="dimmed">
            {t('serviceRequests.sat.equipmentError')}
          </Text>
        )}
        {values.origen === 'portal' ? (
          <Select
            label={t('serviceRequests.sat.equipment')}
            placeholder={t('serviceRequests.sat.equipmentPlaceholder')}
            withAsterisk
            searchable
            allowDeselect={false}
            data={equipmentOptions}
            disabled={equipment.isPending}
            nothingFoundMessage={t('serviceRequests.form.nothingFound')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('equip')}
          />
        ) : (
          <>
            <TextInput
              label={t('serviceRequests.sat.productCode')}
              description={t('serviceRequests.sat.productCodeHint')}
              withAsterisk
              maxLength={PRODUCT_CODE_MAX_LENGTH}
              translate="no"
              {...form.getInputProps('codigoProducto')}
            />
            <DayInput
              label={t('serviceRequests.sat.purchaseDate')}
              description={t('serviceRequests.sat.purchaseDateHint', { months: WARRANTY_MONTHS })}
              withAsterisk
              maxDate={today()}
              {...form.getInputProps('dataCompra')}
            />
          </>
        )}
        {purchase && <Warranty purchase={purchase} />}
        <TextInput
          label={t('serviceRequests.sat.serial')}
          description={t('serviceRequests.sat.serialHint')}
          withAsterisk
          maxLength={SERIAL_MAX_LENGTH}
          translate="no"
          {...form.getInputProps('numeroSerie')}
        />
      </Stack>
    </Fieldset>
  );
}

/** "In warranty until …" or "warranty ended on …", by the domain's rule. */
function Warranty({ purchase }: { purchase: string }) {
  const { t } = useTranslation();
  const inside = warrantyOf(purchase, today()) === 'in';
  const Icon = inside ? IconShieldCheck : IconShieldX;
  return (
    <Alert
      variant="light"
      color={inside ? 'green' : 'gray'}
      p="xs"
      icon={<Icon size={18} aria-hidden />}
      // Read out when the machine or the date changes.
      role="status"
    >
      {t(inside ? 'serviceRequests.sat.warrantyIn' : 'serviceRequests.sat.warrantyOut', {
        date: formatDay(warrantyEnd(purchase)),
      })}
    </Alert>
  );
}
