// The product detail screens of spec §2, one per kind (equipments/, consumables/, accessories/,
// services/ …/product/detail?id=). They share one view; a product opened under another kind's
// address is sent to its own, so the screen's name and permissions match what is shown.
import { Alert, Anchor, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMessageQuestion } from '@tabler/icons-react';
import type { ProductType } from '@portal/domain/catalogue';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { customerServiceDialog } from '#shared/customer-service/customer-service-dialog-store.ts';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { useProduct } from './api/get-product.ts';
import { usePromotions } from './api/get-promotions.ts';
import { ProductDetailView } from './components/product-detail-view.tsx';
import { backToListPath, detailPath } from './components/product-paths.ts';
import { useCustomerPricing } from './hooks/use-customer-pricing.ts';

const SCREEN_NAMES = {
  equipment: 'screens.equipmentDetail',
  consumable: 'screens.consumableDetail',
  accessory: 'screens.accessoryDetail',
  service: 'screens.serviceDetail',
} as const satisfies Record<ProductType, string>;

/** `?id=` as a product id, or null when it cannot be one (then nothing is asked of the server). */
export function productIdOf(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id >= 1 ? id : null;
}

function MissingProduct() {
  const { t } = useTranslation(['translation', 'messages']);
  const location = useLocation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('products.detail.notFoundTitle')}</Title>
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        {t('messages:errors.productInfoMissing')}
      </Alert>
      <Anchor component={Link} to={backToListPath(location.state)}>
        {t('products.detail.backToList')}
      </Anchor>
    </Stack>
  );
}

function LoadingDetail() {
  const { t } = useTranslation();
  return (
    <Grid gutter="xl" role="status" aria-label={t('app.loading')}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton height={360} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Skeleton height={32} width="80%" />
          <Skeleton height={16} width="40%" />
          <Skeleton height={160} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** "Ask about this product": the customer-service dialog, naming the product and sending its codigo. */
function AskAboutProduct({ codigo, nombre }: { codigo: string; nombre: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('customerService.productQuestion')}
      </Text>
      <Button
        variant="light"
        leftSection={<IconMessageQuestion size={18} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => customerServiceDialog.open({ codigo, nombre })}
      >
        {t('customerService.askAboutProduct')}
      </Button>
    </Group>
  );
}

function ProductDetailScreen({ type }: { type: ProductType }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = productIdOf(params.get('id'));
  const product = useProduct(id, i18n.language);
  const { codigoCliente, idLista } = useCustomerPricing();
  const promotions = usePromotions(codigoCliente);
  useDocumentTitle(product.data?.nombre ?? t(SCREEN_NAMES[type]));

  if (id === null) return <MissingProduct />;
  if (product.isPending) return <LoadingDetail />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) return <MissingProduct />;
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('products.detail.loadError')}</Text>
          <Button onClick={() => void product.refetch()} loading={product.isFetching}>
            {t('products.detail.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (product.data.type !== type) {
    return <Navigate to={detailPath(product.data)} state={location.state} replace />;
  }
  return (
    <Stack gap="xl">
      <ProductDetailView
        // A new product starts with its own smallest quantity, not the previous one's.
        key={product.data.id}
        product={product.data}
        idLista={idLista}
        promotions={promotions.data?.promociones ?? []}
        canBuy={codigoCliente !== null}
      />
      <AskAboutProduct codigo={product.data.codigo} nombre={product.data.nombre} />
    </Stack>
  );
}

export function EquipmentDetailPage() {
  return <ProductDetailScreen type="equipment" />;
}

export function AccessoryDetailPage() {
  return <ProductDetailScreen type="accessory" />;
}

export function ConsumableDetailPage() {
  return <ProductDetailScreen type="consumable" />;
}

export function ServiceDetailPage() {
  return <ProductDetailScreen type="service" />;
}
