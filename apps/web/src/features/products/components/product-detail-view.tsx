// One product's detail: breadcrumb back to the list it was opened from, pictures, name, code,
// stock, lote and minimum, the quantity and add-to-cart panel, then the description, the
// customer's quantity-break prices and the characteristics.
import { Anchor, Badge, Breadcrumbs, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { orderableBreaks, smallestOrderableQuantity } from '@portal/domain/cart-quantity';
import type { Product, Promotion } from '@portal/domain/catalogue';
import { formatEuros } from '@portal/domain/format';
import { quotePrice, type PriceListId } from '@portal/domain/pricing';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { quantityFeedback } from '../hooks/quantity-feedback.ts';
import { AddToCartPanel } from './add-to-cart-panel.tsx';
import { AttributesTable } from './attributes-table.tsx';
import { PriceBreaksTable } from './price-breaks-table.tsx';
import { customerPriceLines, showsStock } from './product-facts.ts';
import { ProductGallery } from './product-gallery.tsx';
import { backToListPath } from './product-paths.ts';
import { StockBadge } from './stock-badge.tsx';
import { OwnCodeLabel } from '#shared/own-codes/own-code-label.tsx';
import { OwnCodeEditor } from '#shared/own-codes/own-code-editor.tsx';

interface ProductDetailViewProps {
  product: Product;
  idLista: PriceListId;
  promotions: readonly Promotion[];
  canBuy: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

export function ProductDetailView({ product, idLista, promotions, canBuy }: ProductDetailViewProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const minimum = smallestOrderableQuantity(product);
  // The field starts at the smallest quantity that can be ordered, as the list's price does.
  const [value, setValue] = useState<number | string>(minimum);
  const feedback = quantityFeedback(value, product);
  const quote =
    feedback.orderable === null
      ? null
      : quotePrice({ product, idLista, quantity: feedback.orderable, promotions });
  const lines = orderableBreaks(customerPriceLines(product.prices, idLista), product);
  const ownPromotions = promotions
    .filter((promotion) => promotion.IdArticulo === product.codigo)
    .sort((a, b) => a.CantidadRequerida - b.CantidadRequerida);

  return (
    <Stack gap="lg">
      <nav aria-label={t('products.detail.breadcrumb')}>
        <Breadcrumbs>
          <Anchor component={Link} to={backToListPath(location.state)}>
            {t('screens.products')}
          </Anchor>
          <Text component="span" aria-current="page" lineClamp={1}>
            {product.nombre}
          </Text>
        </Breadcrumbs>
      </nav>

      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ProductGallery medias={product.medias} name={product.nombre} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={1}>{product.nombre}</Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('products.detail.code')} <span translate="no">{product.codigo}</span>
              </Text>
              <OwnCodeLabel codigo={product.codigo} />
              <Badge variant="default" radius="sm">
                {t(`products.types.${product.type}`)}
              </Badge>
              {showsStock(product) && <StockBadge product={product} />}
            </Group>
            <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0}>
              {showsStock(product) && (
                <Fact label={t('products.detail.stock')}>
                  {t('products.detail.units', { count: Math.max(product.stock, 0) })}
                </Fact>
              )}
              <Fact label={t('products.detail.lote')}>
                {product.lote
                  ? t('products.detail.units', { count: product.lote })
                  : t('products.detail.noLote')}
              </Fact>
              <Fact label={t('products.detail.minimum')}>
                {t('products.detail.units', { count: minimum })}
              </Fact>
            </SimpleGrid>
            <AddToCartPanel
              product={product}
              value={value}
              onValueChange={setValue}
              feedback={feedback}
              quote={quote}
              canBuy={canBuy}
            />
            {canBuy && <OwnCodeEditor codigo={product.codigo} />}
          </Stack>
        </Grid.Col>
      </Grid>

      {product.descripcion && (
        <Stack component="section" gap="xs" aria-labelledby="product-description">
          <Title order={2} size="h3" id="product-description">
            {t('products.detail.description')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{product.descripcion}</Text>
        </Stack>
      )}

      {lines.length > 0 && (
        <Stack component="section" gap="xs" aria-labelledby="product-prices">
          <Title order={2} size="h3" id="product-prices">
            {t('products.detail.prices')}
          </Title>
          <PriceBreaksTable
            lines={lines}
            currentFrom={quote?.desdeUnidades ?? null}
            labelledBy="product-prices"
          />
          {ownPromotions.length > 0 && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('products.detail.promotions')}
              </Text>
              {ownPromotions.map((promotion) => (
                <Text key={promotion.CantidadRequerida} size="sm">
                  {t('products.detail.promotion', {
                    amount: formatEuros(promotion.ValorPromocion),
                    count: promotion.CantidadRequerida,
                  })}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      )}

      {product.attributes.length > 0 && (
        <Stack component="section" gap="xs" aria-labelledby="product-attributes">
          <Title order={2} size="h3" id="product-attributes">
            {t('products.detail.attributes')}
          </Title>
          <AttributesTable attributes={product.attributes} labelledBy="product-attributes" />
        </Stack>
      )}
    </Stack>
  );
}
