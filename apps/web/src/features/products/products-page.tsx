// /products: the catalogue at the customer's prices. Search text, filters, sort, view and page
// live in the address (hooks/catalogue-url-state.ts), so a search can be shared and survives a
// reload; the filter panel's open state is this browser's preference (`filtersExpanded`, spec §4).
import { Box, Button, Drawer, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ProductSearchPage } from '@portal/domain/catalogue';
import { DEFAULT_PRODUCT_PAGE_SIZE } from '@portal/domain/constants';
import { memo, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { useStableCallback } from '#shared/ui/use-stable-callback.ts';
import { productSearchQueryOptions, useProductSearch } from './api/search-products.ts';
import { BuyAgain } from './components/buy-again.tsx';
import { CatalogueFilters } from './components/catalogue-filters.tsx';
import { CatalogueToolbar, FILTERS_PANEL_ID } from './components/catalogue-toolbar.tsx';
import { ProductResults } from './components/product-results.tsx';
import {
  activeFilterCount,
  type CatalogueChange,
  changeCatalogueUrl,
  type CatalogueUrlState,
  clearCatalogueFilters,
  type CatalogueView,
  resetCatalogueSearch,
  searchQueryOf,
} from './hooks/catalogue-url-state.ts';
import { useCatalogueUrl } from './hooks/use-catalogue-url.ts';
import { useFiltersExpanded } from './hooks/use-filters-expanded.ts';

/** Below Mantine's `sm` breakpoint (48em) the filters move into a drawer. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** How many products were found: "more than" the limit when a text search found more than it lists. */
function resultCount(t: TFunction, page: ProductSearchPage): string {
  const key = page.totalIsLowerBound ? 'products.results.countMoreThan' : 'products.results.count';
  return t(key, { count: page.totalElements });
}

export function ProductsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('screens.products'));
  const { state, update: updateAddress, set: setAddress } = useCatalogueUrl();
  const client = useQueryClient();
  // The router applies a new address in a transition, which React renders after the renders
  // already under way (a page of cards still drawing its forms): the search the new address names
  // is asked for now, so its answer is on its way, or in, by the time the page reads it.
  const searchAtOnce = (next: CatalogueUrlState) =>
    void client.prefetchQuery(productSearchQueryOptions(searchQueryOf(next), i18n.language));
  const update: typeof updateAddress = (change, options) => {
    searchAtOnce(changeCatalogueUrl(state, change));
    updateAddress(change, options);
  };
  const set = (next: CatalogueUrlState) => {
    searchAtOnce(next);
    setAddress(next);
  };
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
    if (pastTheEnd) updateAddress({ page: 1 }, { replace: true, flushSync: false });
  }, [pastTheEnd, updateAddress]);

  const page = search.data;
  // Stable handlers: the toolbar, the filters and the results are memoised, so a search's answer
  // (or its busy state) renders the results, not the search box, the sort and the filter groups.
  // Typing replaces the history entry: Back should leave the search, not replay each word. The
  // box shows its own text, so the new address renders without holding the keys back.
  const onSearch = useStableCallback((q: string) => update({ q }, { replace: true, flushSync: false }));
  const onSort = useStableCallback((sort: CatalogueUrlState['sort']) => update({ sort }));
  const onView = useStableCallback((view: CatalogueView) => update({ view }, { replace: true }));
  const onToggleFilters = useStableCallback(() => (isPhone ? setDrawerOpened(true) : setExpanded(!expanded)));
  const onClearFilters = useStableCallback(() => set(clearCatalogueFilters(state)));
  const onPageChange = useStableCallback((next: number) => update({ page: next }));
  const onReset = useStableCallback(() => set(resetCatalogueSearch(state)));
  const onRetry = useStableCallback(() => void search.refetch());
  const filters = (
    <FiltersPanel
      state={state}
      activeFilters={activeFilters}
      onChange={onFilterChange}
      onClear={onClearFilters}
      language={i18n.language}
    />
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
        onSearch={onSearch}
        onSort={onSort}
        onView={onView}
        onToggleFilters={onToggleFilters}
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
              ? `${resultCount(t, page)} · ${t('products.results.pageOf', {
                  page: page.number,
                  pages: page.totalPages,
                })}`
              : ''}
          </Text>
          <ProductResults
            page={page}
            status={search.status}
            fetching={search.isFetching}
            view={state.view}
            pageSize={DEFAULT_PRODUCT_PAGE_SIZE}
            compact={isPhone}
            onPageChange={onPageChange}
            onReset={onReset}
            onRetry={onRetry}
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
          {page ? resultCount(t, page) : t('products.filters.close')}
        </Button>
      </Drawer>
    </Stack>
  );
}

/**
 * The filters' column (or drawer): memoised, it renders again when the address changes, not with
 * each state of the search's request.
 */
const FiltersPanel = memo(function FiltersPanel({
  state,
  activeFilters,
  onChange,
  onClear,
  language,
}: {
  state: CatalogueUrlState;
  activeFilters: number;
  onChange: (change: CatalogueChange) => void;
  onClear: () => void;
  language: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {activeFilters > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={onClear} w="fit-content">
          {t('products.filters.clear')}
        </Button>
      )}
      <CatalogueFilters state={state} onChange={onChange} language={language} />
    </Stack>
  );
});
