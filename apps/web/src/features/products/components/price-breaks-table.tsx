// The customer's quantity breaks: from how many units each unit price applies, in their own
// price list only (never another tier's), counted from the first quantity the customer can order
// in each (cart-quantity.ts `orderableBreaks`: a product sold in tens has no "from 1" row). The
// break that prices the quantity being typed is marked, so the customer sees why the unit price
// just changed.
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { PriceLine } from '@portal/domain/catalogue';
import { formatEuros, formatQuantity } from '@portal/domain/format';
import { useTranslation } from 'react-i18next';

interface PriceBreaksTableProps {
  lines: (PriceLine & { fromQuantity: number })[];
  /** `desdeUnidades` of the break pricing the typed quantity; null when none is typed. */
  currentFrom: number | null;
  labelledBy: string;
}

export function PriceBreaksTable({ lines, currentFrom, labelledBy }: PriceBreaksTableProps) {
  const { t } = useTranslation();
  const showsListPrice = lines.some((line) => line.precioSinDescuento > line.precioNeto);
  return (
    <Table withTableBorder aria-labelledby={labelledBy} data-testid="price-breaks">
      <Table.Caption>{t('products.detail.pricesCaption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('products.detail.fromUnits')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('products.detail.netPrice')}
          </Table.Th>
          {showsListPrice && (
            <Table.Th scope="col" ta="right">
              {t('products.detail.listPrice')}
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => {
          const current = line.desdeUnidades === currentFrom;
          return (
            <Table.Tr key={line.desdeUnidades} bg={current ? 'var(--mantine-color-blue-0)' : undefined}>
              <Table.Td>
                {formatQuantity(line.fromQuantity)}
                {current && (
                  <IconCheck size={16} aria-hidden style={{ marginLeft: 6, verticalAlign: 'text-bottom' }} />
                )}
                {current && <VisuallyHidden> ({t('products.detail.appliesNow')})</VisuallyHidden>}
              </Table.Td>
              <Table.Td ta="right" fw={current ? 700 : undefined}>
                {formatEuros(line.precioNeto)}
              </Table.Td>
              {showsListPrice && (
                <Table.Td ta="right">
                  <Text component="span" size="sm" c="dimmed">
                    {line.precioSinDescuento > line.precioNeto ? (
                      <s>{formatEuros(line.precioSinDescuento)}</s>
                    ) : (
                      '—'
                    )}
                  </Text>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
