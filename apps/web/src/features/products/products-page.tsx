// /products: the catalogue at the customer's prices. Search text, filters, sort, view and page
// live in the address (hooks/catalogue-url-state.ts), so a search can be shared and survives a
// reload; the filter panel's open state is this browser's preference (`filtersExpanded`, spec §4).
import { Box, Button, Drawer, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DEFAULT_PRODUCT_PAGE_SIZE } from '@portal/domain/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { useStableCallback } from '#shared/ui/use-stable-callback.ts';
import { useProductSearch } from './api/search-products.ts';
import { BuyAgain } from './components/buy-again.tsx';
import { CatalogueFilters } from './components/catalogue-filters.tsx';
import { CatalogueToolbar, FILTERS_PANEL_ID } from './components/catalogue-toolbar.tsx';
import { ProductResults } from './components/product-results.tsx';
import {
  activeFilterCount,
  type CatalogueChange,
  clearCatalogueFilters,
  resetCatalogueSearch,
  searchQueryOf,
} from './hooks/catalogue-url-state.ts';
import { useCatalogueUrl } from './hooks/use-catalogue-url.ts';
import { useFiltersExpanded } from './hooks/use-filters-expanded.ts';

/** Below Mantine's `sm` breakpoint (48em) the filters move into a drawer. */
const PHONE_QUERY = '(max-width: 47.99em)';

export function ProductsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('screens.products'));
  const { state, update, set } = useCatalogueUrl();
  const [expanded, setExpanded] = useFiltersExpanded();
  const [drawerOpened, setDrawerOpened] = useState(false);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const search = useProductSearch(searchQueryOf(state), i18n.language);
  const activeFilters = activeFilterCount(state);
  const onFilterChange = useStableCallback((change: CatalogueChange) => update(change));

  // A shared or bookmarked address may name a page that no longer exists (the server answers
  // 204 past the end): start again from page 1 rather than claim that nothing matches.
  const pastTheEnd = search.isSuccess && !search.isPlaceholderData && search.data === null && state.page > 1;
  useEffect(() => {
    if (pastTheEnd) update({ page: 1 }, { replace: true, flushSync: false });
  }, [pastTheEnd, update]);

  const page = search.data;
  const filters = (
    <Stack gap="md">
      {activeFilters > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => set(clearCatalogueFilters(state))}
          w="fit-content"
        >
          {t('products.filters.clear')}
        </Button>
      )}
      <CatalogueFilters state={state} onChange={onFilterChange} language={i18n.language} />
    </Stack>
  );

  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.products')}</Title>
      {/* What the customer orders most, on the catalogue as it opens: not over a search's results. */}
      {state.q === '' && activeFilters === 0 && state.page === 1 && <BuyAgain />}
      <CatalogueToolbar
        q={state.q}
        sort={state.sort}
        view={state.view}
        activeFilters={activeFilters}
        filtersInDrawer={isPhone}
        filtersExpanded={expanded}
        // Typing replaces the history entry: Back should leave the search, not replay each word.
        // The box shows its own text, so the new address renders without holding the keys back.
        onSearch={(q) => update({ q }, { replace: true, flushSync: false })}
        onSort={(sort) => update({ sort })}
        onView={(view) => update({ view }, { replace: true })}
        onToggleFilters={() => (isPhone ? setDrawerOpened(true) : setExpanded(!expanded))}
      />

      <Group align="flex-start" gap="lg" wrap="nowrap">
        {!isPhone && expanded && (
          <Box
            component="aside"
            id={FILTERS_PANEL_ID}
            aria-label={t('products.filters.title')}
            w={280}
            style={{ flexShrink: 0 }}
          >
            {filters}
          </Box>
        )}
        <Stack
          component="section"
          aria-labelledby="catalogue-results"
          gap="sm"
          style={{ flex: 1, minWidth: 0 }}
        >
          <VisuallyHidden component="h2" id="catalogue-results">
            {t('products.results.title')}
          </VisuallyHidden>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {page
              ? `${t('products.results.count', { count: page.totalElements })} · ${t(
                  'products.results.pageOf',
                  {
                    page: page.number,
                    pages: page.totalPages,
                  },
                )}`
              : ''}
          </Text>
          <ProductResults
            page={page}
            status={search.status}
            fetching={search.isFetching}
            view={state.view}
            pageSize={DEFAULT_PRODUCT_PAGE_SIZE}
            compact={isPhone}
            onPageChange={(next) => update({ page: next })}
            onReset={() => set(resetCatalogueSearch(state))}
            onRetry={() => void search.refetch()}
          />
        </Stack>
      </Group>

      <Drawer
        opened={isPhone && drawerOpened}
        onClose={() => setDrawerOpened(false)}
        title={t('products.filters.title')}
        position="left"
        size="85%"
        closeButtonProps={{ 'aria-label': t('products.filters.close') }}
      >
        {filters}
        <Button fullWidth mt="lg" onClick={() => setDrawerOpened(false)}>
          {page ? t('products.results.count', { count: page.totalElements }) : t('products.filters.close')}
        </Button>
      </Drawer>
    </Stack>
  );
}
