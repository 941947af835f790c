// /history/order?codigo=WEB-0001234: an order after it was placed (DESIGN §15): its timeline
// (placed, sent to the ERP, accepted, each shipment, delivered, invoiced), each shipment with its
// lines, carrier and tracking link, the delivery notes and invoices to download, and what is still
// to ship. Another customer's order, or none, is "not found", as the server says.
import type { OrderDocuments } from '@portal/domain/erp-documents';
import { orderTimeline, somethingToShip, stillToShip } from '@portal/domain/erp-documents-rules';
import type { PrintableOrder } from '@portal/domain/ordering-api';
import { formatDateTime } from '@portal/domain/format';
import { Alert, Anchor, Center, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { useOrderDocuments } from './api/fetch-order-documents.ts';
import { usePrintableOrder } from './api/fetch-printable-order.ts';
import { OrderDocumentList } from './components/order-document-list.tsx';
import { OrderStatusBadge } from './components/order-status-badge.tsx';
import { OrderTimeline } from './components/order-timeline.tsx';
import { ShipmentCard } from './components/shipment-card.tsx';

export function OrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('codigo')?.trim() || null;
  useDocumentTitle(code ? t('ordering.orderPage.title', { code }) : t('screens.orderDocuments'));
  const order = usePrintableOrder(code);
  const documents = useOrderDocuments(code);

  let body;
  if (code === null || order.isError || documents.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        {t('ordering.print.notFound')}
      </Alert>
    );
  } else if (order.isPending || documents.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else {
    body = <OrderAfterPlacing printable={order.data} documents={documents.data} />;
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/history" size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('ordering.print.back')}
        </Group>
      </Anchor>
      {body}
    </Stack>
  );
}

function OrderAfterPlacing({
  printable,
  documents,
}: {
  printable: PrintableOrder;
  documents: OrderDocuments;
}) {
  const { t } = useTranslation();
  const { pedido: order, lineasPedido: lines } = printable;
  const names = new Map(lines.map((line) => [line.codigo, line.nombre]));
  const pending = stillToShip(
    lines.map((line) => ({ codigo: line.codigo, quantity: line.Cantidad })),
    documents.shipments,
  );
  const shipping = order.estado === 'accepted' || documents.shipments.length > 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('ordering.orderPage.title', { code: order.Codigo })}</Title>
        <OrderStatusBadge estado={order.estado} />
      </Group>
      <Text size="sm">
        {t('ordering.orderPage.placedOn', { when: formatDateTime(order.fecha) })}
        {order.erpNumero && ` · ${t('ordering.orderPage.erpNumber', { numero: order.erpNumero })}`}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs" component="section" aria-labelledby="order-timeline">
          <Title order={2} size="h3" id="order-timeline">
            {t('ordering.orderPage.timeline.title')}
          </Title>
          <OrderTimeline steps={orderTimeline(order, documents)} />
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="order-documents">
          <Title order={2} size="h3" id="order-documents">
            {t('ordering.orderPage.documents')}
          </Title>
          <OrderDocumentList deliveryNotes={documents.deliveryNotes} invoices={documents.invoices} />
        </Stack>
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="order-shipments">
        <Title order={2} size="h3" id="order-shipments">
          {t('ordering.orderPage.shipments')}
        </Title>
        {documents.shipments.length === 0 ? (
          <Text size="sm">
            {t(shipping ? 'ordering.orderPage.noShipmentYet' : 'ordering.orderPage.notShipping')}
          </Text>
        ) : (
          documents.shipments.map((shipment) => (
            <ShipmentCard key={shipment.numero} shipment={shipment} names={names} />
          ))
        )}
      </Stack>
      {shipping && (
        <Stack gap="xs" component="section" aria-labelledby="order-pending">
          <Title order={2} size="h3" id="order-pending">
            {t('ordering.orderPage.stillToShip')}
          </Title>
          {somethingToShip(pending) ? (
            <List size="sm" spacing={2}>
              {pending
                .filter((line) => line.pending > 0)
                .map((line) => (
                  <List.Item key={line.codigo}>
                    {t('ordering.orderPage.pendingLine', {
                      pending: line.pending,
                      ordered: line.ordered,
                      codigo: line.codigo,
                      nombre: names.get(line.codigo) ?? line.codigo,
                    })}
                  </List.Item>
                ))}
            </List>
          ) : (
            <Text size="sm">{t('ordering.orderPage.allShipped')}</Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
