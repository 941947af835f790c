// The result area of the catalogue: skeleton cards on the first load, the empty state (the
// server's 204) with a way out, the error state with a retry, else the page of cards and the
// pagination. The previous page stays on screen, marked busy, while the next one loads.
import {
  Alert,
  Button,
  Card,
  Center,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import type { ProductListItem, ProductSearchPage } from '@portal/domain/catalogue';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnCodes } from '#shared/own-codes/own-codes-api.ts';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { useCartLines } from '../hooks/use-cart-add.ts';
import type { CatalogueView } from '../hooks/catalogue-url-state.ts';
import { ProductCard } from './product-card.tsx';
import classes from './products.module.css';

const GRID_COLUMNS = { base: 1, xs: 2, md: 3, xl: 4 } as const;

interface ProductResultsProps {
  page: ProductSearchPage | null | undefined;
  status: 'pending' | 'error' | 'success';
  fetching: boolean;
  view: CatalogueView;
  pageSize: number;
  /** Phones: fewer page buttons, so the pagination fits a 320 px screen. */
  compact: boolean;
  onPageChange: (page: number) => void;
  onReset: () => void;
  onRetry: () => void;
}

/**
 * One list of cards for both views: the view is a class on it (products.module.css), so a switch
 * is a new layout of the same elements. Memoised, and fed only what the cards show: a page marked
 * busy or a keystroke in the search box renders none of it again.
 */
const ProductList = memo(function ProductList({
  products,
  view,
}: {
  products: ProductListItem[];
  view: CatalogueView;
}) {
  // Only a user buying for a customer has a cart.
  const buysForCustomer = Boolean(useStoredUser()?.cliente);
  // The customer's own codes and the cart's lines, read here once rather than by each card.
  const ownCodes = useOwnCodes();
  const cartLines = useCartLines();
  return (
    <ul className={view === 'grid' ? classes.grid : classes.list}>
      {/* Keyed by place, not by product: a new page of results updates the cards already on
          screen (their texts, prices and badges) rather than removing them and building new ones.
          What belongs to one product (its picture, the quantity typed, an add under way) is keyed
          by the product inside the card (product-card.tsx). */}
      {products.map((product, index) => (
        <li key={index}>
          <ProductCard
            product={product}
            buysForCustomer={buysForCustomer}
            ownCode={ownCodes?.get(product.codigo)}
            cartLine={cartLines.get(product.codigo)}
          />
        </li>
      ))}
    </ul>
  );
});

function LoadingCards({ count, view }: { count: number; view: CatalogueView }) {
  const { t } = useTranslation();
  const cards = Array.from({ length: count }, (_, index) => (
    <Card key={index} withBorder padding="sm" radius="md" aria-hidden>
      <Stack gap="sm">
        {view === 'grid' && <Skeleton height={160} />}
        <Skeleton height={12} width="40%" />
        <Skeleton height={16} />
        <Skeleton height={20} width="50%" />
      </Stack>
    </Card>
  ));
  return (
    <div role="status" aria-label={t('products.results.loading')}>
      {view === 'grid' ? (
        <SimpleGrid cols={GRID_COLUMNS} spacing="md">
          {cards}
        </SimpleGrid>
      ) : (
        <Stack gap="sm">{cards}</Stack>
      )}
    </div>
  );
}

/** Memoised (its handlers are stable): the page around it renders with each change of the address. */
export const ProductResults = memo(function ProductResults(props: ProductResultsProps) {
  const { page, status, fetching, view, pageSize, compact, onPageChange, onReset, onRetry } = props;
  const { t } = useTranslation();
  // A new page of cards renders in the background, giving way to the keys typed meanwhile. Until
  // it is in, the cards on screen are the previous ones: still marked busy, not passed off as the
  // answer.
  const products = useDeferredValue(page?.content);
  const busy = fetching || (products !== undefined && products !== page?.content);

  if (status === 'pending') return <LoadingCards count={pageSize} view={view} />;

  if (status === 'error') {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('products.error.title')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('products.error.text')}</Text>
          <Button onClick={onRetry} loading={fetching}>
            {t('products.error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (!page) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" maw={420} ta="center">
          <IconSearchOff size={48} aria-hidden color="var(--mantine-color-gray-6)" />
          <Title order={2} size="h3">
            {t('products.empty.title')}
          </Title>
          <Text c="dimmed">{t('products.empty.text')}</Text>
          <Button variant="light" onClick={onReset}>
            {t('products.empty.reset')}
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="md" aria-busy={busy} style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <ProductList products={products ?? page.content} view={view} />
      {page.totalPages > 1 && (
        <nav aria-label={t('products.pagination.label')}>
          <Center>
            <Pagination
              total={page.totalPages}
              value={page.number}
              onChange={onPageChange}
              withEdges={!compact}
              siblings={compact ? 0 : 1}
              size={compact ? 'sm' : 'md'}
              getItemProps={(item) => ({ 'aria-label': t('products.pagination.page', { page: item }) })}
              getControlProps={(control) => ({ 'aria-label': t(`products.pagination.${control}`) })}
            />
          </Center>
        </nav>
      )}
    </Stack>
  );
});
