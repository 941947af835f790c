// The customer's price of a product: the final unit price (2 decimals, de-DE, €), and when it
// is reduced the regular price struck through and the percentage off — a saving, shown as good
// news (never in red).
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { formatEuros } from '@portal/domain/format';
import { useTranslation } from 'react-i18next';
import { SAVING_COLOR } from '#shared/ui/money-totals.tsx';
import { discountPercent } from './product-facts.ts';

interface ProductPriceProps {
  finalPrice: number | null;
  priceNoOffer: number | null;
  offer: boolean;
  size?: 'md' | 'xl';
}

export function ProductPrice({ finalPrice, priceNoOffer, offer, size = 'md' }: ProductPriceProps) {
  const { t } = useTranslation();
  if (finalPrice === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('products.card.noPrice')}
      </Text>
    );
  }
  const percent = discountPercent(finalPrice, priceNoOffer);
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text component="span" fw={700} fz={size === 'xl' ? 26 : 'lg'} data-testid="product-price">
        {formatEuros(finalPrice)}
      </Text>
      {percent !== null && priceNoOffer !== null && (
        <Text component="span" size="sm" c="dimmed">
          {/* A struck-through number alone says nothing to a screen reader. */}
          <VisuallyHidden>{t('products.card.before')} </VisuallyHidden>
          <s>{formatEuros(priceNoOffer)}</s>
        </Text>
      )}
      {percent !== null ? (
        <Badge color={SAVING_COLOR} variant="filled" radius="sm">
          {t('products.card.discount', { percent })}
        </Badge>
      ) : (
        offer && (
          <Badge color={SAVING_COLOR} variant="filled" radius="sm">
            {t('products.card.offer')}
          </Badge>
        )
      )}
    </Group>
  );
}
