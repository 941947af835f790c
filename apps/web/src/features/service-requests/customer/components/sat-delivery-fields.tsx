// The after-sales form's delivery: the customer brings the machine, or wants it collected from one
// of its addresses.
import { Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { SatValues } from '../hooks/use-sat-form.ts';
import { SiteSelect } from './site-select.tsx';

export function SatDeliveryFields({ form }: { form: UseFormReturnType<SatValues> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Radio.Group label={t('serviceRequests.sat.delivery')} {...form.getInputProps('lliurament')}>
        <Stack gap="xs" mt={4}>
          <Radio value="bring" label={t('serviceRequests.sat.bring')} />
          <Radio value="collect" label={t('serviceRequests.sat.collect')} />
        </Stack>
      </Radio.Group>
      {form.values.lliurament === 'collect' && (
        <SiteSelect
          label={t('serviceRequests.sat.collectAddress')}
          inputProps={form.getInputProps('idContacte')}
          onChange={(id) => form.setFieldValue('idContacte', id)}
        />
      )}
    </Stack>
  );
}
