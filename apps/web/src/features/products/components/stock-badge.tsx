// Out of stock / low / in stock. Colours were picked for at least 4.5:1 contrast of the badge's
// small bold text; the words carry the meaning, the colour only repeats it.
import { Badge } from '@mantine/core';
import type { Product } from '@portal/domain/catalogue';
import { useTranslation } from 'react-i18next';
import { stockLevel, type StockLevel } from './product-facts.ts';

const COLORS: Record<StockLevel, string> = { out: 'red.9', low: 'yellow.3', in: 'teal.9' };

export function StockBadge({ product }: { product: Pick<Product, 'stock' | 'Cantidad'> }) {
  const { t } = useTranslation();
  const level = stockLevel(product);
  return (
    <Badge color={COLORS[level]} variant="filled" autoContrast radius="sm">
      {t(`products.stock.${level}`)}
    </Badge>
  );
}
