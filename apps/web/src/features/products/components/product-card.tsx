// One product in the catalogue list: picture, code, name, the customer's price (with the
// regular one struck through when reduced), stock and type, and for a buyer the quantity and the
// add button. Its name links to the detail screen of its kind, carrying the list's address so
// the detail can lead back to it.
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ProductListItem } from '@portal/domain/catalogue';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import type { CatalogueView } from '../hooks/catalogue-url-state.ts';
import { CardAddToCart } from './card-add-to-cart.tsx';
import { showsStock } from './product-facts.ts';
import { detailPath, type FromListState } from './product-paths.ts';
import { ProductPicture } from './product-picture.tsx';
import { ProductPrice } from './product-price.tsx';
import { StockBadge } from './stock-badge.tsx';
import classes from './products.module.css';

interface ProductCardProps {
  product: ProductListItem;
  view: CatalogueView;
}

export function ProductCard({ product, view }: ProductCardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const fromList: FromListState = { listSearch: location.search };
  const picture = product.medias.find((media) => media.tipo === 'image') ?? product.medias[0];
  // Only a user buying for a customer has a cart; a product without a price cannot be ordered.
  const canBuy = Boolean(useStoredUser()?.cliente) && product.finalPrice !== null;

  const facts = (
    <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
      <Text size="sm" c="dimmed">
        {t('products.card.code')} <span translate="no">{product.codigo}</span>
      </Text>
      <Text
        component={Link}
        to={detailPath(product)}
        state={fromList}
        fw={600}
        className={`${classes.cardLink} ${classes.name}`}
      >
        {product.nombre}
      </Text>
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
      {canBuy && <CardAddToCart product={product} />}
    </Stack>
  );

  if (view === 'list') {
    return (
      <Card withBorder padding="sm" radius="md" className={classes.card} component="article">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <div className={classes.listPicture}>
            <ProductPicture src={picture?.url} alt="" height={96} />
          </div>
          {facts}
        </Group>
      </Card>
    );
  }

  return (
    <Card withBorder padding="sm" radius="md" className={classes.card} component="article">
      <Stack gap="sm" h="100%">
        <ProductPicture src={picture?.url} alt="" height={160} />
        {facts}
      </Stack>
    </Card>
  );
}
