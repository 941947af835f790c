// One product in the catalogue list: picture, code, name, the customer's price (with the
// regular one struck through when reduced), stock and type, and for a buyer the quantity and the
// add button. Its name links to the detail screen of its kind, carrying the list's address so
// the detail can lead back to it.
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ProductListItem } from '@portal/domain/catalogue';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SaveToListButton } from '#shared/lists/save-to-list-button.tsx';
import { OwnCodeLabel } from '#shared/own-codes/own-code-label.tsx';
import { CardAddToCart } from './card-add-to-cart.tsx';
import { showsStock } from './product-facts.ts';
import { detailPath, type FromListState } from './product-paths.ts';
import { ProductPicture } from './product-picture.tsx';
import { ProductPrice } from './product-price.tsx';
import { StockBadge } from './stock-badge.tsx';
import classes from './products.module.css';

interface ProductCardProps {
  product: ProductListItem;
  /** A user buying for a customer (only they have a cart). */
  buysForCustomer: boolean;
}

/** The name, linking to the detail; the only part of a card that follows the list's address. */
function NameLink({ product }: { product: ProductListItem }) {
  const fromList: FromListState = { listSearch: useLocation().search };
  return (
    <Text
      component={Link}
      to={detailPath(product)}
      state={fromList}
      fw={600}
      className={`${classes.cardLink} ${classes.name}`}
    >
      {product.nombre}
    </Text>
  );
}

/**
 * The quantity and the add button, drawn just after the rest of the card: a new page of results
 * paints its fifteen cards first and adds their forms in a background render (React's deferred
 * value with an initial value), giving way to keys typed meanwhile. The slot keeps the form's
 * height, so nothing moves when it arrives.
 */
function CardAction({ product }: { product: ProductListItem }) {
  const { t } = useTranslation();
  const drawn = useDeferredValue(true, false);
  if (!drawn) return <div className={classes.cardActionSlot} />;
  return (
    <>
      <CardAddToCart product={product} />
      <SaveToListButton
        target={{
          kind: 'product',
          codigo: product.codigo,
          nombre: product.nombre,
          Cantidad: product.Cantidad,
        }}
        ariaLabel={t('shoppingLists.saveProduct', { name: product.nombre })}
      />
    </>
  );
}

/**
 * The same elements in the grid and in the list: the list's layout (product-results.tsx) places
 * them by CSS, so switching views lays the cards out again without rendering them again. Memoised:
 * a card renders when its product does, not with each keystroke or page state around it.
 */
export const ProductCard = memo(function ProductCard({ product, buysForCustomer }: ProductCardProps) {
  const { t } = useTranslation();
  const picture = product.medias.find((media) => media.tipo === 'image') ?? product.medias[0];
  // A product without a price cannot be ordered.
  const canBuy = buysForCustomer && product.finalPrice !== null;

  return (
    <Card withBorder padding="sm" radius="md" className={classes.card} component="article">
      <div className={classes.cardBody}>
        <div className={classes.cardPicture}>
          <ProductPicture src={picture?.url} alt="" />
        </div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {t('products.card.code')} <span translate="no">{product.codigo}</span>
          </Text>
          <OwnCodeLabel codigo={product.codigo} />
          <NameLink product={product} />
          <ProductPrice
            finalPrice={product.finalPrice}
            priceNoOffer={product.priceNoOffer}
            offer={product.offer}
          />
          {product.Cantidad > 1 && (
            <Text size="xs" c="dimmed">
              {t('products.card.minimum', { count: product.Cantidad })}
            </Text>
          )}
          <Group gap={6} mt="auto">
            {showsStock(product) && <StockBadge product={product} />}
            <Badge variant="default" radius="sm">
              {t(`products.types.${product.type}`)}
            </Badge>
          </Group>
          {canBuy && <CardAction product={product} />}
        </Stack>
      </div>
    </Card>
  );
});
