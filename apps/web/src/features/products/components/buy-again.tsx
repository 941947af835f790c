// "Buy again" above the catalogue on the customer's home screen: what the customer orders most,
// each with how often and its last quantity and date, and the card's own add (the cart's rules and
// messages, card-add-to-cart.tsx) starting at the last quantity as today's lote and minimum allow.
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { buyAgainQuantity, type BuyAgainItem } from '@portal/domain/buy-again';
import { formatDate } from '@portal/domain/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OwnCodeLabel } from '#shared/own-codes/own-code-label.tsx';
import { useBuyAgain } from '../api/get-buy-again.ts';
import { useCartLines, type CartLine } from '../hooks/use-cart-add.ts';
import { CardAddToCart } from './card-add-to-cart.tsx';
import { detailPath } from './product-paths.ts';

function BuyAgainCard({ item, cartLine }: { item: BuyAgainItem; cartLine: CartLine | undefined }) {
  const { t } = useTranslation();
  const { product } = item;
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Text component={Link} to={detailPath(product)} fw={600} td="none" c="inherit">
          {product.nombre}
        </Text>
        <div>
          <Text size="sm" c="dimmed">
            {t('products.card.code')} <span translate="no">{product.codigo}</span>
          </Text>
          <OwnCodeLabel codigo={product.codigo} />
        </div>
        <Text size="sm">
          {t('products.buyAgain.times', { count: item.timesOrdered })} ·{' '}
          {t('products.buyAgain.last', {
            count: item.lastQuantity,
            date: formatDate(item.lastOrderedAt),
          })}
        </Text>
        <CardAddToCart
          product={product}
          cartLine={cartLine}
          initialQuantity={buyAgainQuantity(item.lastQuantity, product)}
        />
      </Stack>
    </Paper>
  );
}

export function BuyAgain() {
  const { t } = useTranslation();
  const buyAgain = useBuyAgain();
  const cartLines = useCartLines();
  const items = buyAgain.data?.productos ?? [];
  if (items.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="buy-again-title" gap="sm">
      <Title order={2} size="h3" id="buy-again-title">
        {t('products.buyAgain.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('products.buyAgain.intro')}
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((item) => (
          <BuyAgainCard key={item.product.codigo} item={item} cartLine={cartLines.get(item.product.codigo)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
