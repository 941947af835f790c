// A list's lines at today's price for the customer: code, name, usual quantity (changed in place),
// unit price and line total, stock, and what stops the line from being ordered as it is.
import type { ListLine } from '@portal/domain/shopping-lists';
import { formatEuros } from '@portal/domain/format';
import { ActionIcon, NumberInput, Table, Text, VisuallyHidden } from '@mantine/core';
import { MAX_LINE_QUANTITY } from '@portal/domain/cart-quantity';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IssueList } from '#shared/cart/issue-list.tsx';
import { OwnCodeLabel } from '#shared/own-codes/own-code-label.tsx';
import { TableScroll } from '#shared/ui/table-scroll.tsx';

interface ListLinesTableProps {
  lines: ListLine[];
  onQuantity: (codigo: string, Cantidad: number) => void;
  onRemove: (codigo: string) => void;
}

export function ListLinesTable({ lines, onQuantity, onRemove }: ListLinesTableProps) {
  const { t } = useTranslation();
  return (
    <TableScroll minWidth={760} label={t('shoppingLists.linesCaption')}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Caption>{t('shoppingLists.linesCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('shoppingLists.columns.code')}</Table.Th>
            <Table.Th scope="col">{t('shoppingLists.columns.product')}</Table.Th>
            <Table.Th scope="col">{t('shoppingLists.columns.quantity')}</Table.Th>
            <Table.Th scope="col">{t('shoppingLists.columns.price')}</Table.Th>
            <Table.Th scope="col">{t('shoppingLists.columns.total')}</Table.Th>
            <Table.Th scope="col">{t('shoppingLists.columns.stock')}</Table.Th>
            <Table.Th scope="col">{t('shoppingLists.columns.problems')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('shoppingLists.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <LineRow key={line.codigo} line={line} onQuantity={onQuantity} onRemove={onRemove} />
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function LineRow({ line, onQuantity, onRemove }: { line: ListLine } & Omit<ListLinesTableProps, 'lines'>) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>(line.Cantidad);
  const commit = () => {
    const quantity = Number(value);
    if (Number.isInteger(quantity) && quantity >= 1 && quantity !== line.Cantidad)
      onQuantity(line.codigo, quantity);
    else setValue(line.Cantidad);
  };
  return (
    <Table.Tr>
      <Table.Td>
        <span translate="no">{line.codigo}</span>
        <OwnCodeLabel codigo={line.codigo} size="xs" />
      </Table.Td>
      <Table.Td>{line.nombre}</Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={t('shoppingLists.quantityOf', { codigo: line.codigo })}
          value={value}
          onChange={setValue}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          min={1}
          max={MAX_LINE_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          w={110}
          size="xs"
        />
      </Table.Td>
      <Table.Td>{line.producto ? formatEuros(line.producto.finalPrice) : '—'}</Table.Td>
      <Table.Td>{line.producto ? formatEuros(line.producto.lineTotal) : '—'}</Table.Td>
      <Table.Td>{line.producto ? line.producto.stock : '—'}</Table.Td>
      <Table.Td>
        {line.errors.length === 0 && line.warnings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('shoppingLists.noProblems')}
          </Text>
        ) : (
          <>
            <IssueList color="red.9" items={line.errors.map((issue) => issue.error_description)} />
            <IssueList color="orange.9" items={line.warnings.map((issue) => issue.error_description)} />
          </>
        )}
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={t('shoppingLists.removeLine', { codigo: line.codigo })}
          onClick={() => onRemove(line.codigo)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
