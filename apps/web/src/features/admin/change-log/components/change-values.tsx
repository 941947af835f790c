// The values of a change as people read them: before/after in a table for an update, the fields
// of the record in a definition list for an insert or a delete; nested values (an order's lines,
// an address) as small tables and lists rather than JSON.
import { Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list.tsx';
import type { ChangeDetail } from '../change-detail.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A table that may scroll sideways inside its box: focusable (and named) so that it scrolls by
 * keyboard too, since nothing inside it takes the focus.
 */
function ScrollBox({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="group" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}

/** One value: text for plain values, a list or a table for the nested ones. */
export function ValueView({ value, label }: { value: unknown; label: string }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return (
      <Text span size="sm" c="dimmed" fs="italic">
        {t('admin.changeLog.emptyValue')}
      </Text>
    );
  }
  if (typeof value === 'boolean') return <>{value ? t('admin.common.yes') : t('admin.common.no')}</>;
  if (Array.isArray(value)) {
    if (value.every(isPlainObject)) {
      const columns = [...new Set(value.flatMap((row) => Object.keys(row)))];
      return (
        <ScrollBox label={label} minWidth={columns.length * 90}>
          <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {value.map((row, index) => (
                <Table.Tr key={index}>
                  {columns.map((column) => (
                    <Table.Td key={column}>
                      <ValueView value={row[column]} label={column} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollBox>
      );
    }
    return <>{value.map((item) => (isPlainObject(item) ? JSON.stringify(item) : String(item))).join(', ')}</>;
  }
  if (isPlainObject(value)) {
    return (
      <DetailList
        items={Object.entries(value).map(([field, inner]) => ({
          key: field,
          label: field,
          value: <ValueView value={inner} label={field} />,
        }))}
      />
    );
  }
  return <>{String(value)}</>;
}

export function ChangeValues({ detail }: { detail: ChangeDetail }) {
  const { t } = useTranslation();
  if (detail.kind === 'none') {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.changeLog.noDetail')}
      </Text>
    );
  }
  if (detail.kind === 'value') return <ValueView value={detail.value} label={t('admin.changeLog.value')} />;
  if (detail.kind === 'record') {
    return (
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('admin.changeLog.valuesRecorded')}
        </Title>
        <DetailList
          items={detail.fields.map(({ field, value }) => ({
            key: field,
            label: field,
            value: <ValueView value={value} label={field} />,
          }))}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('admin.changeLog.valuesChanged')}
      </Title>
      <ScrollBox label={t('admin.changeLog.valuesChanged')} minWidth={420}>
        <Table withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.changeLog.field')}</Table.Th>
              <Table.Th scope="col">{t('admin.changeLog.before')}</Table.Th>
              <Table.Th scope="col">{t('admin.changeLog.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.changes.map(({ field, from, to }) => (
              <Table.Tr key={field}>
                <Table.Th scope="row">{field}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <ValueView value={from} label={`${field}: ${t('admin.changeLog.before')}`} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <ValueView value={to} label={`${field}: ${t('admin.changeLog.after')}`} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollBox>
      {detail.others.length > 0 && (
        <DetailList
          items={detail.others.map(({ field, value }) => ({
            key: field,
            label: field,
            value: <ValueView value={value} label={field} />,
          }))}
        />
      )}
    </Stack>
  );
}
