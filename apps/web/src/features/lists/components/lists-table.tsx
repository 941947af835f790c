// The lists the user may use: name (opening the list), private or shared, owner, lines and who
// changed it last.
import type { ListSummary } from '@portal/domain/shopping-lists';
import { formatDateTime } from '@portal/domain/format';
import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableScroll } from '#shared/ui/table-scroll.tsx';

export function ListsTable({ lists, selected }: { lists: ListSummary[]; selected: number | null }) {
  const { t } = useTranslation();
  return (
    <TableScroll minWidth={620} label={t('shoppingLists.tableCaption')}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Caption>{t('shoppingLists.tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('shoppingLists.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('shoppingLists.columns.visibility')}</Table.Th>
            <Table.Th scope="col">{t('shoppingLists.columns.owner')}</Table.Th>
            <Table.Th scope="col">{t('shoppingLists.columns.lines')}</Table.Th>
            <Table.Th scope="col">{t('shoppingLists.columns.changed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lists.map((list) => (
            <Table.Tr key={list.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/llistes?id=${list.id}`}
                  fw={600}
                  aria-current={selected === list.id ? 'page' : undefined}
                >
                  {list.nombre}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={list.compartida ? 'blue' : 'gray'}>
                  {list.compartida ? t('shoppingLists.shared') : t('shoppingLists.private')}
                </Badge>
              </Table.Td>
              <Table.Td>{list.propietario}</Table.Td>
              <Table.Td>{list.numLineas}</Table.Td>
              <Table.Td>
                {t('shoppingLists.changedBy', {
                  name: list.modificadoPor,
                  date: formatDateTime(list.modificado),
                })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
