// Renders the real route tree (guards, lazy screens, layout) in jsdom for component tests (the
// browser APIs Mantine needs that jsdom lacks are installed before every test: dom-shims.ts).
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { buildRoutes } from '../app/router.tsx';
import { setSessionExpiredHandler } from '#shared/api/http-client.ts';
import { applyLanguage } from '#shared/i18n/i18n.ts';
import type { Language } from '@portal/domain/languages';

export async function renderApp(path: string, language: Language = 'ca') {
  await applyLanguage(language);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  setSessionExpiredHandler(() => void router.navigate('/login', { replace: true }));
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

export { cleanup };
