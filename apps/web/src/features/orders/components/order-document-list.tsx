// An order's delivery notes and invoices, each with its PDF to download.
import type { DeliveryNote, Invoice } from '@portal/domain/erp-documents';
import { formatDate, formatEuros } from '@portal/domain/format';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloadDocument, type DocumentKind } from '../api/download-document.ts';

const STATUS_COLORS = { pending: 'yellow', overdue: 'red', paid: 'green' } as const;

export function OrderDocumentList({
  deliveryNotes,
  invoices,
}: {
  deliveryNotes: DeliveryNote[];
  invoices: Invoice[];
}) {
  const { t } = useTranslation();
  const download = useDownloadDocument();
  const busy = (kind: DocumentKind, numero: string) =>
    download.isPending && download.variables?.kind === kind && download.variables.numero === numero;
  const button = (kind: DocumentKind, numero: string, label: string) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy(kind, numero)}
      onClick={() => download.mutate({ kind, numero })}
      aria-label={label}
    >
      {t('ordering.orderPage.pdf')}
    </Button>
  );
  if (deliveryNotes.length === 0 && invoices.length === 0)
    return <Text size="sm">{t('ordering.orderPage.noDocuments')}</Text>;
  return (
    <Stack gap="xs">
      {deliveryNotes.map((note) => (
        <Group key={note.numero} justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">
            {t('ordering.orderPage.deliveryNote', { numero: note.numero, date: formatDate(note.date) })}
          </Text>
          {button(
            'delivery-notes',
            note.numero,
            t('ordering.orderPage.downloadDeliveryNote', { numero: note.numero }),
          )}
        </Group>
      ))}
      {invoices.map((invoice) => (
        <Group key={invoice.numero} justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              {t(
                invoice.kind === 'invoice' ? 'ordering.orderPage.invoice' : 'ordering.orderPage.creditNote',
                {
                  numero: invoice.numero,
                  date: formatDate(invoice.date),
                  total: formatEuros(invoice.total),
                },
              )}
            </Text>
            {invoice.kind === 'invoice' && (
              <Badge
                color={STATUS_COLORS[invoice.status]}
                variant="light"
                c="var(--mantine-color-text)"
                tt="none"
              >
                {t(`ordering.orderPage.invoiceStatus.${invoice.status}`)}
              </Badge>
            )}
          </Group>
          {button(
            'invoices',
            invoice.numero,
            t('ordering.orderPage.downloadInvoice', { numero: invoice.numero }),
          )}
        </Group>
      ))}
    </Stack>
  );
}
