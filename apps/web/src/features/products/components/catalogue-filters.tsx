// The catalogue's filters: product type, the family tree (a family's subfamilies open under it)
// and the attribute values, each counted within the current search (facet counts: what choosing
// it would find with the text and the other filters as they are). Native radio buttons throughout,
// so each group is one tab stop and the arrow keys move within it. The API filters by one
// attribute value at a time, so choosing a value of one attribute leaves the others at "any".
import { Accordion, Alert, Box, Button, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FacetQuery, FamilyNode, FilterAttribute, ProductType } from '@portal/domain/catalogue';
import { memo, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFamilies } from '../api/get-families.ts';
import { useFilterAttributes } from '../api/get-filter-attributes.ts';
import { TYPES, type CatalogueChange, type CatalogueUrlState } from '../hooks/catalogue-url-state.ts';
import classes from './products.module.css';

interface CatalogueFiltersProps {
  state: CatalogueUrlState;
  /** Stable across renders (the filters are memoised). */
  onChange: (change: CatalogueChange) => void;
  language: string;
}

const ALL = '';

type OnChange = CatalogueFiltersProps['onChange'];

const TypeFilter = memo(function TypeFilter({
  type,
  onChange,
}: {
  type: ProductType | null;
  onChange: OnChange;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('products.filters.type')}
      value={type ?? ALL}
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
});

const FamilyFilter = memo(function FamilyFilter({
  families,
  family: chosenFamily,
  subfamily: chosenSubfamily,
  onChange,
}: {
  families: FamilyNode[];
  family: string | null;
  subfamily: string | null;
  onChange: OnChange;
}) {
  const { t } = useTranslation();
  const label = (name: string, count: number) => t('products.filters.withCount', { name, count });
  // Empty branches are left out, except the one the address names (it may be empty after a sync).
  const shown = families.filter((family) => family.count > 0 || family.codigo === chosenFamily);
  return (
    <Radio.Group
      label={t('products.filters.family')}
      value={chosenFamily ?? ALL}
      onChange={(value) => onChange({ family: value === ALL ? null : value })}
    >
      <Stack gap={6} mt={6}>
        <Radio value={ALL} label={t('products.filters.allFamilies')} />
        {shown.map((family) => (
          <Box key={family.codigo}>
            <Radio value={family.codigo} label={label(family.nombre, family.count)} />
            {family.codigo === chosenFamily && family.subfamilias.length > 0 && (
              <Radio.Group
                label={t('products.filters.subfamily')}
                value={chosenSubfamily ?? ALL}
                onChange={(value) => onChange({ subfamily: value === ALL ? null : value })}
                pl="lg"
                mt={6}
                size="sm"
              >
                <Stack gap={6} mt={4}>
                  <Radio value={ALL} label={t('products.filters.allSubfamilies')} />
                  {family.subfamilias
                    .filter((sub) => sub.count > 0 || sub.codigo === chosenSubfamily)
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
});

const AttributeFilter = memo(function AttributeFilter({
  attributes,
  attributeId,
  valueId,
  onChange,
}: {
  attributes: FilterAttribute[];
  /** The chosen attribute value, if any. */
  attributeId: number | undefined;
  valueId: number | undefined;
  onChange: OnChange;
}) {
  const { t } = useTranslation();
  const selected =
    attributeId === undefined || valueId === undefined ? null : { idAtributo: attributeId, idValor: valueId };
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
  // Mantine keeps a closed panel's content in the page, hidden: only the open ones are drawn, so
  // the counts of a new search render the values in sight, not every value of every attribute.
  const [open, setOpen] = useState<string[]>(() => (selected ? [String(selected.idAtributo)] : []));
  if (withValues.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {t('products.filters.attributes')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('products.filters.attributesHint')}
      </Text>
      <Accordion multiple variant="contained" value={open} onChange={setOpen} chevronPosition="right">
        {withValues.map((attribute) => {
          const value = selected?.idAtributo === attribute.idAtributo ? String(selected.idValor) : ALL;
          return (
            <Accordion.Item key={attribute.idAtributo} value={String(attribute.idAtributo)}>
              <Accordion.Control>{attribute.nombre}</Accordion.Control>
              <Accordion.Panel>
                {open.includes(String(attribute.idAtributo)) && (
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
                          label={t('products.filters.withCount', {
                            name: option.nombre,
                            count: option.count,
                          })}
                        />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
});

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
  // New counts render in the background, after the results they were asked with.
  const familyData = useDeferredValue(families.data);
  const attributeData = useDeferredValue(attributes.data);

  return (
    <Stack gap="lg">
      <TypeFilter type={state.type} onChange={onChange} />
      {families.isPending ? (
        <FilterLoader />
      ) : families.isError ? (
        <FilterError onRetry={() => void families.refetch()} />
      ) : (
        <FamilyFilter
          families={familyData ?? families.data}
          family={state.family}
          subfamily={state.subfamily}
          onChange={onChange}
        />
      )}
      {attributes.isPending ? (
        <FilterLoader />
      ) : attributes.isError ? (
        <FilterError onRetry={() => void attributes.refetch()} />
      ) : (
        <AttributeFilter
          attributes={attributeData ?? attributes.data}
          attributeId={state.attribute?.idAtributo}
          valueId={state.attribute?.idValor}
          onChange={onChange}
        />
      )}
    </Stack>
  );
}
