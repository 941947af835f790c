// The customer's price of a product: the final unit price (2 decimals, de-DE, €), and when it
// is reduced the regular price struck through and the percentage off — a saving, shown as good
// news (never in red).
import { Badge } from '@mantine/core';
import { formatEuros } from '@portal/domain/format';
import { useTranslation } from 'react-i18next';
import { SAVING_COLOR } from '#shared/ui/money-totals.tsx';
import { discountPercent } from './product-facts.ts';
import classes from './products.module.css';

interface ProductPriceProps {
  finalPrice: number | null;
  priceNoOffer: number | null;
  offer: boolean;
  size?: 'md' | 'xl';
}

/** Plain elements and classes (products.module.css): a page of results draws fifteen of these. */
export function ProductPrice({ finalPrice, priceNoOffer, offer, size = 'md' }: ProductPriceProps) {
  const { t } = useTranslation();
  if (finalPrice === null) {
    return <p className={classes.dimmed}>{t('products.card.noPrice')}</p>;
  }
  const percent = discountPercent(finalPrice, priceNoOffer);
  return (
    <div className={classes.price}>
      <span className={size === 'xl' ? classes.amountXl : classes.amount} data-testid="product-price">
        {formatEuros(finalPrice)}
      </span>
      {percent !== null && priceNoOffer !== null && (
        <span className={classes.dimmed}>
          {/* A struck-through number alone says nothing to a screen reader. */}
          <span className={classes.visuallyHidden}>{t('products.card.before')} </span>
          <s>{formatEuros(priceNoOffer)}</s>
        </span>
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
    </div>
  );
}
