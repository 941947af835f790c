// Above the results: the search box, the sort order, grid or list, and the button that shows the
// filters (a side panel on wide screens, a drawer on phones).
import {
  Badge,
  Button,
  Center,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconLayoutGrid, IconList } from '@tabler/icons-react';
import type { ProductSort } from '@portal/domain/catalogue';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SORTS, type CatalogueView } from '../hooks/catalogue-url-state.ts';
import { SearchBox } from './search-box.tsx';

export const FILTERS_PANEL_ID = 'catalogue-filters';

const SORT_LABELS = {
  'price,asc': 'priceAsc',
  'price,desc': 'priceDesc',
  'name,asc': 'nameAsc',
  'name,desc': 'nameDesc',
  'reference,asc': 'referenceAsc',
  'reference,desc': 'referenceDesc',
} as const satisfies Record<ProductSort, string>;

interface CatalogueToolbarProps {
  q: string;
  sort: ProductSort | null;
  view: CatalogueView;
  activeFilters: number;
  /** Phones open the filters in a drawer; wider screens show or hide the side panel. */
  filtersInDrawer: boolean;
  filtersExpanded: boolean;
  /** The handlers are stable across renders (the toolbar is memoised). */
  onSearch: (text: string) => void;
  onSort: (sort: ProductSort | null) => void;
  onView: (view: CatalogueView) => void;
  onToggleFilters: () => void;
}

/**
 * Memoised: a search's answer, its busy state and the results' deferred renders leave the search
 * box, the sort and the view switch alone (Mantine's SegmentedControl measures its indicator again
 * each time it renders, a forced layout of the page).
 */
export const CatalogueToolbar = memo(function CatalogueToolbar(props: CatalogueToolbarProps) {
  const { t } = useTranslation();
  const { q, sort, view, activeFilters, filtersInDrawer, filtersExpanded } = props;

  const sortOptions = [
    { value: '', label: t('products.sort.default') },
    ...SORTS.map((value) => ({ value, label: t(`products.sort.${SORT_LABELS[value]}`) })),
  ];

  const viewOption = (value: CatalogueView, icon: ReactNode) => ({
    value,
    label: (
      <Center>
        {icon}
        <VisuallyHidden>{t(`products.view.${value}`)}</VisuallyHidden>
      </Center>
    ),
  });

  return (
    <Group role="search" align="flex-end" gap="sm" wrap="wrap">
      <SearchBox value={q} onSearch={props.onSearch} />
      <NativeSelect
        label={t('products.sort.label')}
        data={sortOptions}
        value={sort ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          props.onSort((SORTS as readonly string[]).includes(value) ? (value as ProductSort) : null);
        }}
        style={{ flex: '0 1 14rem' }}
      />
      <Stack gap={4}>
        <Text component="span" size="sm" fw={500} id="catalogue-view-label">
          {t('products.view.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="catalogue-view-label"
          role="radiogroup"
          value={view}
          onChange={(value) => props.onView(value as CatalogueView)}
          data={[
            viewOption('grid', <IconLayoutGrid size={18} aria-hidden />),
            viewOption('list', <IconList size={18} aria-hidden />),
          ]}
        />
      </Stack>
      <Button
        variant={filtersInDrawer || !filtersExpanded ? 'default' : 'light'}
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          activeFilters > 0 ? (
            <>
              <Badge size="sm" circle aria-hidden>
                {activeFilters}
              </Badge>
              <VisuallyHidden>{t('products.filters.active', { count: activeFilters })}</VisuallyHidden>
            </>
          ) : null
        }
        aria-expanded={filtersInDrawer ? undefined : filtersExpanded}
        aria-controls={filtersInDrawer ? undefined : FILTERS_PANEL_ID}
        aria-haspopup={filtersInDrawer ? 'dialog' : undefined}
        onClick={props.onToggleFilters}
      >
        {filtersInDrawer
          ? t('products.filters.open')
          : filtersExpanded
            ? t('products.filters.hide')
            : t('products.filters.show')}
      </Button>
    </Group>
  );
});
