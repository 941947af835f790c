// The catalogue's filters: product type, the family tree (a family's subfamilies open under it)
// and the attribute values, each counted within the current search (facet counts: what choosing
// it would find with the text and the other filters as they are). Native radio buttons throughout,
// so each group is one tab stop and the arrow keys move within it. The API filters by one
// attribute value at a time, so choosing a value of one attribute leaves the others at "any".
import { Accordion, Alert, Box, Button, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FacetQuery, FamilyNode, FilterAttribute, ProductType } from '@portal/domain/catalogue';
import { useTranslation } from 'react-i18next';
import { useFamilies } from '../api/get-families.ts';
import { useFilterAttributes } from '../api/get-filter-attributes.ts';
import { TYPES, type CatalogueChange, type CatalogueUrlState } from '../hooks/catalogue-url-state.ts';
import classes from './products.module.css';

interface CatalogueFiltersProps {
  state: CatalogueUrlState;
  onChange: (change: CatalogueChange) => void;
  language: string;
}

const ALL = '';

function TypeFilter({ state, onChange }: Omit<CatalogueFiltersProps, 'language'>) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('products.filters.type')}
      value={state.type ?? ALL}
      onChange={(value) => onChange({ type: value === ALL ? null : (value as ProductType) })}
    >
      <Stack gap={6} mt={6}>
        <Radio value={ALL} label={t('products.filters.allTypes')} />
        {TYPES.map((type) => (
          <Radio key={type} value={type} label={t(`products.types.${type}`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function FamilyFilter({
  families,
  state,
  onChange,
}: Omit<CatalogueFiltersProps, 'language'> & { families: FamilyNode[] }) {
  const { t } = useTranslation();
  const label = (name: string, count: number) => t('products.filters.withCount', { name, count });
  // Empty branches are left out, except the one the address names (it may be empty after a sync).
  const shown = families.filter((family) => family.count > 0 || family.codigo === state.family);
  return (
    <Radio.Group
      label={t('products.filters.family')}
      value={state.family ?? ALL}
      onChange={(value) => onChange({ family: value === ALL ? null : value })}
    >
      <Stack gap={6} mt={6}>
        <Radio value={ALL} label={t('products.filters.allFamilies')} />
        {shown.map((family) => (
          <Box key={family.codigo}>
            <Radio value={family.codigo} label={label(family.nombre, family.count)} />
            {family.codigo === state.family && family.subfamilias.length > 0 && (
              <Radio.Group
                label={t('products.filters.subfamily')}
                value={state.subfamily ?? ALL}
                onChange={(value) => onChange({ subfamily: value === ALL ? null : value })}
                pl="lg"
                mt={6}
                size="sm"
              >
                <Stack gap={6} mt={4}>
                  <Radio value={ALL} label={t('products.filters.allSubfamilies')} />
                  {family.subfamilias
                    .filter((sub) => sub.count > 0 || sub.codigo === state.subfamily)
                    .map((sub) => (
                      <Radio key={sub.codigo} value={sub.codigo} label={label(sub.nombre, sub.count)} />
                    ))}
                </Stack>
              </Radio.Group>
            )}
          </Box>
        ))}
      </Stack>
    </Radio.Group>
  );
}

function AttributeFilter({
  attributes,
  state,
  onChange,
}: Omit<CatalogueFiltersProps, 'language'> & { attributes: FilterAttribute[] }) {
  const { t } = useTranslation();
  const selected = state.attribute;
  // Values that would find nothing are left out, except the chosen one.
  const withValues = attributes
    .map((attribute) => ({
      ...attribute,
      values: attribute.values.filter(
        (value) =>
          value.count > 0 ||
          (selected?.idAtributo === attribute.idAtributo && selected.idValor === value.idValor),
      ),
    }))
    .filter((attribute) => attribute.values.length > 0);
  if (withValues.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {t('products.filters.attributes')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('products.filters.attributesHint')}
      </Text>
      <Accordion
        multiple
        variant="contained"
        defaultValue={selected ? [String(selected.idAtributo)] : []}
        chevronPosition="right"
      >
        {withValues.map((attribute) => {
          const value = selected?.idAtributo === attribute.idAtributo ? String(selected.idValor) : ALL;
          return (
            <Accordion.Item key={attribute.idAtributo} value={String(attribute.idAtributo)}>
              <Accordion.Control>{attribute.nombre}</Accordion.Control>
              <Accordion.Panel>
                <Radio.Group
                  label={attribute.nombre}
                  classNames={{ label: classes.visuallyHidden }}
                  value={value}
                  onChange={(next) =>
                    onChange({
                      attribute:
                        next === ALL ? null : { idAtributo: attribute.idAtributo, idValor: Number(next) },
                    })
                  }
                >
                  <Stack gap={6} className={classes.filterScroll}>
                    <Radio value={ALL} label={t('products.filters.anyValue')} />
                    {attribute.values.map((option) => (
                      <Radio
                        key={option.idValor}
                        value={String(option.idValor)}
                        label={t('products.filters.withCount', { name: option.nombre, count: option.count })}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}

function FilterLoader() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')}>
      <Loader size="sm" />
    </Box>
  );
}

function FilterError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('products.filters.loadError')}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('products.filters.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function CatalogueFilters({ state, onChange, language }: CatalogueFiltersProps) {
  // The whole search: each panel's counts leave its own filter out on the server.
  const facetQuery: FacetQuery = {
    queryString: state.q || undefined,
    codigoFamilia: state.family ?? undefined,
    codigoSubfamilia: state.subfamily ?? undefined,
    idAtributo: state.attribute?.idAtributo,
    idValor: state.attribute?.idValor,
    type: state.type ?? undefined,
  };
  const families = useFamilies(facetQuery, language);
  const attributes = useFilterAttributes(facetQuery, language);

  return (
    <Stack gap="lg">
      <TypeFilter state={state} onChange={onChange} />
      {families.isPending ? (
        <FilterLoader />
      ) : families.isError ? (
        <FilterError onRetry={() => void families.refetch()} />
      ) : (
        <FamilyFilter families={families.data} state={state} onChange={onChange} />
      )}
      {attributes.isPending ? (
        <FilterLoader />
      ) : attributes.isError ? (
        <FilterError onRetry={() => void attributes.refetch()} />
      ) : (
        <AttributeFilter attributes={attributes.data} state={state} onChange={onChange} />
      )}
    </Stack>
  );
}
