// The money of a cart or an order as the server priced it (the domain's one pricing step,
// order.ts), shown top to bottom so it adds up as it reads: the goods before the discount, the discount taken off,
// the subtotal (the goods at their final prices), shipping (free from the threshold and always for
// gold customers, spec §9) and the total, before VAT. Nothing is computed here.
import type { OrderTotals } from '@portal/domain/ordering-api';
import { formatEuros } from '@portal/domain/format';
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Savings are good news: the discount is shown in the theme's reassuring colour, never in red. */
export const SAVING_COLOR = 'teal.9';

type Money = Pick<OrderTotals, 'grossTotal' | 'discountTotal' | 'subtotal' | 'shipping' | 'total'> & {
  freeShipping?: boolean;
};

interface MoneyTotalsProps {
  totals: Money & Partial<Pick<OrderTotals, 'freeShippingFrom'>>;
  /** The list's accessible name (the cart's totals, or an order's). */
  label?: string;
}

export function MoneyTotals({ totals, label }: MoneyTotalsProps) {
  const { t } = useTranslation();
  const discounted = totals.discountTotal > 0;
  const freeShipping = totals.freeShipping ?? totals.shipping === 0;
  return (
    // A named group (a description list cannot carry a name of its own).
    <Box role="group" aria-label={label ?? t('ordering.totals.title')}>
      {/* A description list holds only its term and value pairs; the notes follow it. */}
      <Stack gap={4} component="dl" m={0}>
        {discounted && (
          <>
            <Row label={t('ordering.totals.grossTotal')} value={formatEuros(totals.grossTotal)} />
            <Row
              label={t('ordering.totals.discountTotal')}
              value={<Text span c={SAVING_COLOR} fw={600}>{`−${formatEuros(totals.discountTotal)}`}</Text>}
            />
          </>
        )}
        <Row label={t('ordering.totals.subtotal')} value={formatEuros(totals.subtotal)} />
        <Row
          label={t('ordering.totals.shipping')}
          value={
            freeShipping ? (
              <Badge color={SAVING_COLOR} variant="filled" tt="none">
                {t('ordering.totals.freeShipping')}
              </Badge>
            ) : (
              formatEuros(totals.shipping)
            )
          }
        />
        <Row label={t('ordering.totals.total')} value={formatEuros(totals.total)} strong />
      </Stack>
      {!freeShipping && totals.freeShippingFrom !== undefined && (
        <Text size="xs" c="dimmed" ta="right">
          {t('ordering.totals.freeShippingFrom', { amount: formatEuros(totals.freeShippingFrom) })}
        </Text>
      )}
      <Text size="xs" c="dimmed" ta="right">
        {t('ordering.totals.vatNote')}
      </Text>
    </Box>
  );
}

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text component="dt" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 500} size={strong ? 'lg' : undefined} ta="right">
        {value}
      </Text>
    </Group>
  );
}
