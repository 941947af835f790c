// The product's characteristics (amperage, diameter, standard…) as a two-column table; an
// attribute with several values (a product meeting two standards) shows them on one row.
import { Table } from '@mantine/core';
import type { ProductAttribute } from '@portal/domain/catalogue';
import { useTranslation } from 'react-i18next';

export function AttributesTable({
  attributes,
  labelledBy,
}: {
  attributes: ProductAttribute[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const rows = new Map<number, { nombre: string; valores: string[] }>();
  for (const attribute of attributes) {
    const row = rows.get(attribute.idAtributo) ?? { nombre: attribute.nombre, valores: [] };
    row.valores.push(attribute.valor);
    rows.set(attribute.idAtributo, row);
  }
  return (
    <Table withTableBorder striped aria-labelledby={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('products.detail.attribute')}</Table.Th>
          <Table.Th scope="col">{t('products.detail.value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...rows].map(([id, row]) => (
          <Table.Tr key={id}>
            <Table.Th scope="row" fw={500}>
              {row.nombre}
            </Table.Th>
            <Table.Td>{row.valores.join(', ')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
