// The values of a change as people read them: before/after in a table for an update, the fields
// of the record in a definition list for an insert or a delete; nested values (an order's lines,
// an address) as small tables and lists rather than JSON. Every field, nested ones too, is named
// by `fieldLabel` (its path within the values: ['lineas', 'total']), as the screens name it, and
// a stored code (a status, a role) is shown in words by `valueLabel`.
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

/** Names a field by its path within the change's values. */
export type FieldLabel = (path: readonly string[]) => string;
/** Words for a code stored at a path (a status, a role); the code itself where there are none. */
export type ValueLabel = (path: readonly string[], value: string) => string;

interface ValueViewProps {
  value: unknown;
  /** What the value is, for a screen reader (a scrolling table's name). */
  label: string;
  /** Where the value sits within the change's values. */
  path: readonly string[];
  fieldLabel: FieldLabel;
  valueLabel: ValueLabel;
}

/** One value: text for plain values, a list or a table for the nested ones. */
export function ValueView({ value, label, path, fieldLabel, valueLabel }: ValueViewProps) {
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
                    {fieldLabel([...path, column])}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {value.map((row, index) => (
                <Table.Tr key={index}>
                  {columns.map((column) => (
                    <Table.Td key={column}>
                      <ValueView
                        value={row[column]}
                        label={fieldLabel([...path, column])}
                        path={[...path, column]}
                        fieldLabel={fieldLabel}
                        valueLabel={valueLabel}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollBox>
      );
    }
    return (
      <>
        {value
          .map((item) => (isPlainObject(item) ? JSON.stringify(item) : valueLabel(path, String(item))))
          .join(', ')}
      </>
    );
  }
  if (isPlainObject(value)) {
    return (
      <DetailList
        items={Object.entries(value).map(([field, inner]) => ({
          key: field,
          label: fieldLabel([...path, field]),
          value: (
            <ValueView
              value={inner}
              label={fieldLabel([...path, field])}
              path={[...path, field]}
              fieldLabel={fieldLabel}
              valueLabel={valueLabel}
            />
          ),
        }))}
      />
    );
  }
  return <>{typeof value === 'string' ? valueLabel(path, value) : String(value)}</>;
}

export function ChangeValues({
  detail,
  fieldLabel,
  valueLabel,
}: {
  detail: ChangeDetail;
  fieldLabel: FieldLabel;
  valueLabel: ValueLabel;
}) {
  const { t } = useTranslation();
  /** The value of a top-level field. */
  const view = (name: string, value: unknown, label = fieldLabel([name])) => (
    <ValueView value={value} label={label} path={[name]} fieldLabel={fieldLabel} valueLabel={valueLabel} />
  );
  if (detail.kind === 'none') {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.changeLog.noDetail')}
      </Text>
    );
  }
  if (detail.kind === 'value') {
    return (
      <ValueView
        value={detail.value}
        label={t('admin.changeLog.value')}
        path={[]}
        fieldLabel={fieldLabel}
        valueLabel={valueLabel}
      />
    );
  }
  if (detail.kind === 'record') {
    return (
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('admin.changeLog.valuesRecorded')}
        </Title>
        <DetailList
          items={detail.fields.map(({ field: name, value }) => ({
            key: name,
            label: fieldLabel([name]),
            value: view(name, value),
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
            {detail.changes.map(({ field: name, from, to }) => (
              <Table.Tr key={name}>
                <Table.Th scope="row">{fieldLabel([name])}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {view(name, from, `${fieldLabel([name])}: ${t('admin.changeLog.before')}`)}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {view(name, to, `${fieldLabel([name])}: ${t('admin.changeLog.after')}`)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollBox>
      {detail.others.length > 0 && (
        <DetailList
          items={detail.others.map(({ field: name, value }) => ({
            key: name,
            label: fieldLabel([name]),
            value: view(name, value),
          }))}
        />
      )}
    </Stack>
  );
}
