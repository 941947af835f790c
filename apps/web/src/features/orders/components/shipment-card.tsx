// One part of an order on its way: carrier, a tracking link (the carrier's page, in a new tab),
// when it left and arrived, and its lines.
import type { Shipment } from '@portal/domain/erp-documents';
import { formatDateTime } from '@portal/domain/format';
import { Anchor, Badge, Card, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ShipmentCard({ shipment, names }: { shipment: Shipment; names: Map<string, string> }) {
  const { t } = useTranslation();
  const delivered = shipment.status === 'delivered';
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`shipment-${shipment.numero}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={`shipment-${shipment.numero}`}>
            {t('ordering.orderPage.shipmentTitle', { part: shipment.part, numero: shipment.numero })}
          </Title>
          <Badge color={delivered ? 'green' : 'blue'} variant="light" c="var(--mantine-color-text)" tt="none">
            {t(`ordering.orderPage.shipmentStatus.${shipment.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('ordering.orderPage.shippedAt', { when: formatDateTime(shipment.shippedAt) })}
          {shipment.deliveredAt &&
            ` · ${t('ordering.orderPage.deliveredAt', { when: formatDateTime(shipment.deliveredAt) })}`}
        </Text>
        <Text size="sm">
          {t('ordering.orderPage.carrier', { carrier: shipment.carrier })}{' '}
          <Anchor href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
            {t('ordering.orderPage.track', { number: shipment.trackingNumber })}
            <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
            <VisuallyHidden>{t('ordering.orderPage.newTab')}</VisuallyHidden>
          </Anchor>
        </Text>
        <List size="sm" spacing={2}>
          {shipment.lines.map((line) => (
            <List.Item key={line.codigo}>
              {t('ordering.orderPage.lineShipped', {
                quantity: line.quantity,
                codigo: line.codigo,
                nombre: names.get(line.codigo) ?? line.nombre,
              })}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
