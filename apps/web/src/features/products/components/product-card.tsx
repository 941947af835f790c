// One product in the catalogue list: picture, code, name, the customer's price (with the
// regular one struck through when reduced), stock and type, and for a buyer the quantity and the
// add button. Its name links to the detail screen of its kind, carrying the list's address so
// the detail can lead back to it.
import { Badge } from '@mantine/core';
import type { ProductListItem } from '@portal/domain/catalogue';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SaveToListButton } from '#shared/lists/save-to-list-button.tsx';
import type { CartLine } from '../hooks/use-cart-add.ts';
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
  /** The customer's own code for it, if any (the list reads the customer's codes once for all). */
  ownCode: string | undefined;
  /** Its line in the cart, if any (read once by the list, like the own codes). */
  cartLine: CartLine | undefined;
}

/** The name, linking to the detail; the only part of a card that follows the list's address. */
function NameLink({ product }: { product: ProductListItem }) {
  const fromList: FromListState = { listSearch: useLocation().search };
  return (
    <Link to={detailPath(product)} state={fromList} className={`${classes.cardLink} ${classes.name}`}>
      {product.nombre}
    </Link>
  );
}

/**
 * The quantity and the add button, drawn just after the rest of the card: a new page of results
 * paints its fifteen cards first and adds their forms in a background render (React's deferred
 * value with an initial value), giving way to keys typed meanwhile. The slot keeps the form's
 * height, so nothing moves when it arrives.
 */
function CardAction({ product, cartLine }: { product: ProductListItem; cartLine: CartLine | undefined }) {
  const { t } = useTranslation();
  const drawn = useDeferredValue(true, false);
  if (!drawn) return <div className={classes.cardActionSlot} />;
  return (
    <>
      <CardAddToCart product={product} cartLine={cartLine} />
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
export const ProductCard = memo(function ProductCard({
  product,
  buysForCustomer,
  ownCode,
  cartLine,
}: ProductCardProps) {
  const { t } = useTranslation();
  const picture = product.medias.find((media) => media.tipo === 'image') ?? product.medias[0];
  // A product without a price cannot be ordered.
  const canBuy = buysForCustomer && product.finalPrice !== null;

  // Plain elements styled by products.module.css rather than Mantine's Card, Stack, Group and
  // Text: a page of results draws fifteen cards at once, and each of those layout components
  // costs a render of its own (theme, style props) for what a class does.
  return (
    <article className={classes.card}>
      <div className={classes.cardBody}>
        <div className={classes.cardPicture}>
          {/* A new element for another picture: a reused one would show the previous product's
              picture until the new one has loaded. */}
          <ProductPicture key={picture?.url} src={picture?.url} alt="" />
        </div>
        <div className={classes.cardFacts}>
          <p className={classes.dimmed}>
            {t('products.card.code')} <span translate="no">{product.codigo}</span>
          </p>
          {ownCode && (
            <p className={classes.dimmed}>
              {t('ownCodes.label')} <span translate="no">{ownCode}</span>
            </p>
          )}
          <NameLink product={product} />
          <ProductPrice
            finalPrice={product.finalPrice}
            priceNoOffer={product.priceNoOffer}
            offer={product.offer}
          />
          {product.Cantidad > 1 && (
            <p className={`${classes.dimmed} ${classes.small}`}>
              {t('products.card.minimum', { count: product.Cantidad })}
            </p>
          )}
          <div className={classes.cardBadges}>
            {showsStock(product) && <StockBadge product={product} />}
            <Badge variant="default" radius="sm">
              {t(`products.types.${product.type}`)}
            </Badge>
          </div>
          {/* Its own for each product (the card itself is reused for the next page's product in its
              place): the quantity typed and an add under way never pass to another product. */}
          {canBuy && <CardAction key={product.id} product={product} cartLine={cartLine} />}
        </div>
      </div>
    </article>
  );
});
