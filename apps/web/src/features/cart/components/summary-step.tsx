// Step 4: everything the order will say — lines, delivery address, conditions, totals — before
// the customer confirms it. The server's refusal (minimum total, a lote, a field) shows here.
import type { CartView, Contact } from '@portal/domain/ordering-api';
import { formatDate, formatEuros } from '@portal/domain/format';
import { Alert, Divider, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/api-error.ts';
import { useContacts } from '#shared/contacts/fetch-contacts.ts';
import { usePaymentMethods } from '../api/fetch-payment-methods.ts';
import type { CheckoutState } from '../hooks/checkout-rules.ts';
import { MoneyTotals } from '#shared/ui/money-totals.tsx';
import { CreditNotice } from './credit-notice.tsx';
import { formatAddress } from './delivery-step.tsx';

interface SummaryStepProps {
  cart: CartView;
  state: CheckoutState;
  placeError: unknown;
}

function failureTexts(error: unknown, fallback: string, network: string): string[] {
  if (!(error instanceof ApiError)) return [network];
  const fields = (error.body?.errors ?? []).map((field) => field.error_description);
  const texts = [error.description ?? fallback, ...fields];
  return [...new Set(texts)];
}

export function SummaryStep({ cart, state, placeError }: SummaryStepProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const contacts = useContacts();
  // The dialog's own phone breakpoint (cart-dialog.tsx).
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const paymentMethods = usePaymentMethods();
  const contact: Contact | undefined = contacts.data?.find((candidate) => candidate.id === state.idContacto);
  const { referencia, fechaEntrega, formaPago, observaciones } = state.conditions;
  const paymentName = formaPago
    ? (paymentMethods.data?.find((method) => String(method.codigo) === formaPago)?.nombre ?? formaPago)
    : t('ordering.conditions.formaPagoPlaceholder');

  return (
    <Stack gap="md">
      {placeError !== null && placeError !== undefined && (
        <Alert
          color="red"
          variant="light"
          title={t('ordering.summary.failed')}
          icon={<IconAlertCircle aria-hidden />}
        >
          <List size="sm">
            {failureTexts(placeError, t('messages:errors.generic'), t('errors.network')).map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <section aria-labelledby="summary-lines">
        <Title order={3} size="h5" id="summary-lines" mb="xs">
          {t('ordering.summary.lines')}
        </Title>
        {/* A table where there is room; on a phone each line is a card, so the unit price and the
            line total are never cut off or pushed out of sight. */}
        {!isPhone ? (
          <Table striped verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('ordering.lines.code')}</Table.Th>
                <Table.Th scope="col">{t('ordering.summary.product')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('ordering.lines.quantity')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('ordering.lines.unitPrice')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('ordering.lines.lineTotal')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cart.lineas.map((line) => (
                <Table.Tr key={line.codigo}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.codigo}</Table.Td>
                  <Table.Td>{line.title}</Table.Td>
                  <Table.Td ta="right">{line.Cantidad}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatEuros(line.finalPrice)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatEuros(line.lineTotal)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="summary-lines"
          >
            {cart.lineas.map((line) => (
              <Paper component="li" key={line.codigo} withBorder p="xs" radius="sm">
                <Text fw={600} size="sm">
                  {line.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('ordering.lines.code')}: {line.codigo}
                </Text>
                <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
                  <Text size="sm">
                    {t('ordering.summary.quantityTimesPrice', {
                      quantity: line.Cantidad,
                      price: formatEuros(line.finalPrice),
                    })}
                  </Text>
                  <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {formatEuros(line.lineTotal)}
                  </Text>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <section aria-labelledby="summary-address">
          <Title order={3} size="h5" id="summary-address" mb="xs">
            {t('ordering.summary.address')}
          </Title>
          {contact ? (
            <>
              <Text fw={600}>{contact.nombreContacto}</Text>
              <Text size="sm">{formatAddress(contact)}</Text>
              {contact.telefono && <Text size="sm">{contact.telefono}</Text>}
            </>
          ) : (
            <Text c="dimmed">—</Text>
          )}
        </section>
        <section aria-labelledby="summary-conditions">
          <Title order={3} size="h5" id="summary-conditions" mb="xs">
            {t('ordering.summary.conditions')}
          </Title>
          <Stack gap={2} component="dl" m={0}>
            <Fact label={t('ordering.conditions.referencia')}>
              {referencia.trim() || t('ordering.summary.none')}
            </Fact>
            <Fact label={t('ordering.conditions.fechaEntrega')}>
              {fechaEntrega
                ? formatDate(`${fechaEntrega}T12:00:00`)
                : t('ordering.conditions.fechaEntregaPlaceholder')}
            </Fact>
            <Fact label={t('ordering.conditions.formaPago')}>{paymentName}</Fact>
            <Fact label={t('ordering.conditions.observaciones')}>
              {observaciones.trim() || t('ordering.summary.none')}
            </Fact>
          </Stack>
        </section>
      </SimpleGrid>
      <Divider />
      <MoneyTotals totals={cart.totals} />
      <CreditNotice totals={cart.totals} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}
