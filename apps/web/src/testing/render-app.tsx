// Renders the real route tree (guards, lazy screens, layout) in jsdom for component tests, with
// the browser APIs Mantine needs that jsdom lacks.
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { buildRoutes } from '../app/router.tsx';
import { setSessionExpiredHandler } from '#shared/api/http-client.ts';
import { applyLanguage } from '#shared/i18n/i18n.ts';
import type { Language } from '@portal/domain/languages';

export function installDomShims(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
}

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
