// The server's verdict on each quick-order line: its number, the text as typed, the code and
// quantity it read, and either OK (with any stock warning) or why it cannot go into the cart. A
// table where there is room; on a phone each line is a card with its verdict under it, as the
// order history's cards, so the verdict is never out of sight. Codes break after a hyphen only.
// A line refused only because its product is already in the cart offers to change that line's
// quantity instead (spec §4: a line is changed by its code, never added twice), as the catalogue's
// card and the detail screen do.
import type { QuickOrderVerdict } from '@portal/domain/ordering-api';
import { Badge, Box, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { showSuccessToast } from '../notifications/notify.ts';
import { CodeText } from '../ui/code-text.tsx';
import { Fact } from '../ui/fact.tsx';
import { TableScroll } from '../ui/table-scroll.tsx';
import { useUpdateCartLine } from './cart-api.ts';
import { IssueList } from './issue-list.tsx';
import { CardList } from '../ui/card-list.tsx';

/** Refused for nothing but being in the cart already: its quantity can go to that line instead. */
const onlyAlreadyInCart = (line: QuickOrderVerdict) =>
  line.codigo !== null &&
  line.quantity !== null &&
  line.errors.length > 0 &&
  line.errors.every((issue) => issue.missatge === 'cart.alreadyInCart');

/** Where the cart dialog takes the whole screen. */
const PHONE = '(max-width: 48em)';

export function QuickOrderVerdicts({ lines }: { lines: readonly QuickOrderVerdict[] }) {
  const { t } = useTranslation();
  // Read at the first render, so a phone never flashes the table first.
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const valid = lines.filter((line) => line.ok).length;
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {t('ordering.quick.summary', { ok: valid, total: lines.length })}
      </Text>
      {phone ? <VerdictCards lines={lines} /> : <VerdictTable lines={lines} />}
    </Stack>
  );
}

function Verdict({ line }: { line: QuickOrderVerdict }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      {line.ok ? (
        <Badge color="green" variant="light">
          {t('ordering.quick.ok')}
        </Badge>
      ) : (
        <IssueList color="red" items={line.errors.map((issue) => issue.error_description)} />
      )}
      <IssueList color="orange" items={line.warnings.map((issue) => issue.error_description)} />
      {onlyAlreadyInCart(line) && <ChangeInCart codigo={line.codigo!} quantity={line.quantity!} />}
    </Stack>
  );
}

/** Sets the cart's line of the product to the line's quantity; says so once the cart holds it. */
function ChangeInCart({ codigo, quantity }: { codigo: string; quantity: number }) {
  const { t } = useTranslation(['translation', 'messages']);
  const update = useUpdateCartLine();
  if (update.isSuccess) {
    return (
      <Text size="sm" role="status">
        {t('products.detail.quantityChanged', { count: quantity })}
      </Text>
    );
  }
  const failure =
    update.error instanceof ApiError
      ? (update.error.description ?? t('messages:errors.generic'))
      : update.error
        ? t('errors.network')
        : null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        loading={update.isPending}
        onClick={() =>
          update.mutate(
            { codigo, Cantidad: quantity },
            { onSuccess: () => showSuccessToast(t('products.detail.quantityChanged', { count: quantity })) },
          )
        }
      >
        {t('products.detail.changeInCart')}
      </Button>
      {failure && <IssueList color="red" items={[failure]} />}
    </>
  );
}

function VerdictTable({ lines }: { lines: readonly QuickOrderVerdict[] }) {
  const { t } = useTranslation();
  return (
    <TableScroll minWidth={520} label={t('ordering.quick.tableCaption')}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Caption>{t('ordering.quick.tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('ordering.quick.line')}</Table.Th>
            <Table.Th scope="col">{t('ordering.quick.text')}</Table.Th>
            <Table.Th scope="col">{t('ordering.quick.code')}</Table.Th>
            <Table.Th scope="col">{t('ordering.quick.quantity')}</Table.Th>
            <Table.Th scope="col">{t('ordering.quick.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.lineNumber}>
              <Table.Td>{line.lineNumber}</Table.Td>
              <Table.Td>
                <CodeText code={line.text} ff="monospace" />
              </Table.Td>
              <Table.Td>{line.codigo ? <CodeText code={line.codigo} /> : '—'}</Table.Td>
              <Table.Td>{line.quantity ?? '—'}</Table.Td>
              <Table.Td>
                <Verdict line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function VerdictCards({ lines }: { lines: readonly QuickOrderVerdict[] }) {
  const { t } = useTranslation();
  return (
    <CardList gap="xs" label={t('ordering.quick.tableCaption')}>
      {lines.map((line) => (
        <Paper component="li" key={line.lineNumber} withBorder p="xs" radius="sm">
          <Stack component="dl" gap={4} m={0}>
            <Fact label={t('ordering.quick.line')}>{line.lineNumber}</Fact>
            <Fact label={t('ordering.quick.text')}>
              <CodeText code={line.text} ff="monospace" />
            </Fact>
            <Fact label={t('ordering.quick.code')}>
              {line.codigo ? <CodeText code={line.codigo} /> : '—'}
            </Fact>
            <Fact label={t('ordering.quick.quantity')}>{line.quantity ?? '—'}</Fact>
            {/* The verdict under the line, the whole card wide: its messages can be long. */}
            <Box>
              <Text component="dt" size="sm" c="dimmed">
                {t('ordering.quick.result')}
              </Text>
              <Box component="dd" m={0} mt={2}>
                <Verdict line={line} />
              </Box>
            </Box>
          </Stack>
        </Paper>
      ))}
    </CardList>
  );
}
