// /history/print?codigo=WEB-0001234: an order as a sheet of A4 to print from the browser:
// the company and its contact, the customer's data, the delivery address and the
// conditions, the lines and the money exactly as placed (the server's figures, the same as the
// cart, the history and the ERP had), and the ERP's number. Reached from the history and from the
// order's confirmation; its own screen, so the browser prints the order and nothing else
// (print-page.module.css). Another customer's order, or none, is "not found", as the server says.
import type { PrintableOrder } from '@portal/domain/ordering-api';
import { formatDate, formatDateTime, formatEuros } from '@portal/domain/format';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MoneyTotals, SAVING_COLOR } from '#shared/ui/money-totals.tsx';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { usePrintableOrder } from './api/fetch-printable-order.ts';
import { OrderStatusBadge } from './components/order-status-badge.tsx';
import classes from './print-page.module.css';
import { OwnCodeLabel } from '#shared/own-codes/own-code-label.tsx';

const HISTORY_PATH = '/history';

export function PrintPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.orderPrint'));
  const [params] = useSearchParams();
  const code = params.get('codigo')?.trim() || null;
  const printable = usePrintableOrder(code);

  let body: ReactNode;
  if (code === null || printable.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        {t('ordering.print.notFound')}
      </Alert>
    );
  } else if (printable.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else {
    body = <Sheet printable={printable.data} />;
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" className={classes.noPrint}>
        <Anchor component={Link} to={HISTORY_PATH} size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('ordering.print.back')}
          </Group>
        </Anchor>
        {printable.isSuccess && (
          <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
            {t('ordering.print.print')}
          </Button>
        )}
      </Group>
      {body}
    </Stack>
  );
}

function Sheet({ printable }: { printable: PrintableOrder }) {
  const { t } = useTranslation();
  const { pedido: order, lineasPedido: lines, cliente: customer, empresa: company } = printable;
  const address = order.direccionEntrega;
  return (
    <Box component="article" className={classes.sheet} aria-labelledby="printed-order-title">
      <Group justify="space-between" align="flex-start" gap="lg" mb="lg">
        <Box>
          {/* The letterhead's name, not a heading of the sheet (that is the order's title): not a
              bold paragraph either, which would read as one (axe's p-as-heading). */}
          <Text component="div" fw={700} size="lg">
            {t('app.name')}
          </Text>
          <Text size="sm">{t('app.company')}</Text>
          {company.emailContacto && <Text size="sm">{company.emailContacto}</Text>}
          {company.telefonoContacto && <Text size="sm">{company.telefonoContacto}</Text>}
        </Box>
        <Box ta="right">
          <Title order={1} size="h2" id="printed-order-title">
            {t('ordering.print.title', { code: order.Codigo })}
          </Title>
          <Stack component="dl" gap={0} m={0} align="flex-end">
            <Fact label={t('ordering.history.date')}>{formatDateTime(order.fecha)}</Fact>
            <Fact label={t('ordering.history.erpNumber')}>{order.erpNumero ?? '—'}</Fact>
            <Fact label={t('ordering.history.status')}>
              <OrderStatusBadge estado={order.estado} />
            </Fact>
          </Stack>
        </Box>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" mb="lg">
        <section aria-labelledby="printed-order-customer">
          <Title order={2} size="h5" id="printed-order-customer" mb={4}>
            {t('ordering.print.customer')}
          </Title>
          <Text fw={600}>{customer.razonSocial}</Text>
          <Text size="sm">
            {t('profile.company.cif')}: {customer.cif} · {customer.codigo}
          </Text>
          <AddressLines
            lines={[
              customer.direccion,
              [customer.codigoPostal, customer.poblacion].filter(Boolean).join(' '),
              [customer.provincia, customer.pais].filter(Boolean).join(', '),
              customer.telefono,
            ]}
          />
        </section>
        <section aria-labelledby="printed-order-address">
          <Title order={2} size="h5" id="printed-order-address" mb={4}>
            {t('ordering.summary.address')}
          </Title>
          <Text fw={600}>{address.nombreContacto}</Text>
          <AddressLines
            lines={[
              address.direccion,
              [address.codigoPostal, address.poblacion].filter(Boolean).join(' '),
              [address.provincia, address.pais].filter(Boolean).join(', '),
              address.telefono,
            ]}
          />
        </section>
      </SimpleGrid>

      <section aria-labelledby="printed-order-conditions">
        <Title order={2} size="h5" id="printed-order-conditions" mb={4}>
          {t('ordering.summary.conditions')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4} m={0} mb="lg">
          <Fact label={t('ordering.conditions.referencia')}>
            {order.referencia ?? t('ordering.summary.none')}
          </Fact>
          <Fact label={t('ordering.conditions.fechaEntrega')}>
            {order.fechaEntrega ? formatDate(`${order.fechaEntrega}T12:00:00`) : t('ordering.summary.none')}
          </Fact>
          <Fact label={t('ordering.conditions.formaPago')}>
            {printable.formaPagoNombre ?? order.formaPago ?? '—'}
          </Fact>
          <Fact label={t('ordering.conditions.observaciones')}>
            {order.observaciones ?? t('ordering.summary.none')}
          </Fact>
        </SimpleGrid>
      </section>

      {/* On a phone the table scrolls inside its own box; on paper it is whole. */}
      <Box style={{ overflowX: 'auto' }} mb="md">
        <table className={classes.lines}>
          <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
            {t('ordering.summary.lines')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('ordering.lines.code')}</th>
              <th scope="col">{t('ordering.summary.product')}</th>
              <th scope="col" className={classes.amount}>
                {t('ordering.lines.quantity')}
              </th>
              <th scope="col" className={classes.amount}>
                {t('ordering.lines.unitPrice')}
              </th>
              <th scope="col" className={classes.amount}>
                {t('ordering.lines.discount')}
              </th>
              <th scope="col" className={classes.amount}>
                {t('ordering.lines.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.linea}>
                <td style={{ whiteSpace: 'nowrap' }}>
                  {line.codigo}
                  <OwnCodeLabel codigo={line.codigo} stored={line.codigoPropio} size="xs" />
                </td>
                <td>{line.nombre}</td>
                <td className={classes.amount}>{line.Cantidad}</td>
                <td className={classes.amount}>{formatEuros(line.finalPrice)}</td>
                <td className={classes.amount}>
                  {line.discount > 0 ? (
                    <Text span size="sm" c={SAVING_COLOR}>{`−${formatEuros(line.discount)}`}</Text>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={classes.amount}>{formatEuros(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>

      <Box ml="auto" maw={360}>
        <MoneyTotals totals={order} label={t('ordering.print.totals', { code: order.Codigo })} />
      </Box>
    </Box>
  );
}

function AddressLines({ lines }: { lines: (string | null)[] }) {
  return (
    <>
      {lines
        .filter((line): line is string => Boolean(line && line.trim()))
        .map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed">
        {label}:
      </Text>
      <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
