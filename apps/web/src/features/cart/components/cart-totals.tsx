// The money of the cart as the server priced it: subtotal, discount, shipping (free from the
// threshold and always for gold customers, spec §9) and total, before VAT.
import type { OrderTotals } from '@portal/domain/ordering-api';
import { formatEuros } from '@portal/domain/format';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function CartTotals({ totals }: { totals: OrderTotals }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="dl" m={0} aria-label={t('ordering.totals.title')}>
      <Row label={t('ordering.totals.subtotal')} value={formatEuros(totals.subtotal)} />
      {totals.discountTotal > 0 && (
        <Row label={t('ordering.totals.discountTotal')} value={`−${formatEuros(totals.discountTotal)}`} />
      )}
      <Row
        label={t('ordering.totals.shipping')}
        value={
          totals.freeShipping ? (
            <Badge color="green" variant="light">
              {t('ordering.totals.freeShipping')}
            </Badge>
          ) : (
            formatEuros(totals.shipping)
          )
        }
      />
      {!totals.freeShipping && (
        <Text size="xs" c="dimmed" ta="right">
          {t('ordering.totals.freeShippingFrom', { amount: formatEuros(totals.freeShippingFrom) })}
        </Text>
      )}
      <Row label={t('ordering.totals.total')} value={formatEuros(totals.total)} strong />
      <Text size="xs" c="dimmed" ta="right">
        {t('ordering.totals.vatNote')}
      </Text>
    </Stack>
  );
}

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text component="dt" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 500} size={strong ? 'lg' : undefined}>
        {value}
      </Text>
    </Group>
  );
}
