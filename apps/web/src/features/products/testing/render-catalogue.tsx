// Renders the catalogue screens for component tests: the app's providers as the feature needs
// them (translations, Mantine with its toasts, TanStack Query) and a memory router holding the
// list and the four detail routes, so links, the address and the breadcrumb work as in the app.
// Features may not import the app shell (lint), so the app's route guard is not part of these
// tests; a test can put a stand-in in its place (`guard`).
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Language } from '@portal/domain/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { applyLanguage, i18n } from '#shared/i18n/i18n.ts';
import { DETAIL_PATHS, PRODUCTS_PATH } from '../components/product-paths.ts';
import {
  AccessoryDetailPage,
  ConsumableDetailPage,
  EquipmentDetailPage,
  ServiceDetailPage,
} from '../product-detail-page.tsx';
import { ProductsPage } from '../products-page.tsx';

interface RenderOptions {
  language?: Language;
  /**
   * Stands for the app's navigation guard, which asks the server before every navigation
   * completes (the first one included): a test can hold navigations pending with it.
   */
  guard?: () => Promise<unknown>;
}

export async function renderCatalogue(path: string, { language = 'en', guard }: RenderOptions = {}) {
  await applyLanguage(language);
  const loader = guard ? async () => (await guard(), null) : undefined;
  const router = createMemoryRouter(
    [
      { path: PRODUCTS_PATH, Component: ProductsPage, loader },
      { path: DETAIL_PATHS.equipment, Component: EquipmentDetailPage, loader },
      { path: DETAIL_PATHS.consumable, Component: ConsumableDetailPage, loader },
      { path: DETAIL_PATHS.accessory, Component: AccessoryDetailPage, loader },
      { path: DETAIL_PATHS.service, Component: ServiceDetailPage, loader },
    ],
    { initialEntries: [path] },
  );
  // As the app's client: no retries (a failure shows at once), no refetch on focus.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <main>
            {/* As the app's `react-router/dom` provider does: router updates can be flushed at once. */}
            <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
          </main>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { router, ...view };
}

export { cleanup };
