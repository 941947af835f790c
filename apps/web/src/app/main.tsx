// Entry point: the session language and the first screen's code and permissions load in
// parallel; the app renders once the language's texts are in. At / and /login the server sends
// the login screen already rendered (prerender.tsx): the app hydrates it when this visit would
// render the very same screen, and renders afresh otherwise.
// Mantine's global styles; each component's own styles come with the chunk that holds the
// component (apps/web/build/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_LANGUAGE } from '@portal/domain/language-codes';
import { setSessionExpiredHandler } from '#shared/api/http-client.ts';
import { applyLanguage, i18n } from '#shared/i18n/i18n.ts';
import { sessionLanguage } from '#shared/session/session-language.ts';
import { isLoginPath, LOGIN_PATH } from './navigation-rules.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const languageReady = applyLanguage(sessionLanguage());
const router = createAppRouter();
setSessionExpiredHandler(() => {
  void router.navigate(LOGIN_PATH, { replace: true });
});

/** Once the navigation rules have run and the first screen's code is in. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The prerendered login screen is hydrated only where this visit shows exactly it: the rules kept
 * the login screen (a logged-in user is sent home), in the language it was rendered in.
 */
function showsPrerenderedScreen(): boolean {
  return (
    isLoginPath(router.state.location.pathname) &&
    router.state.errors === null &&
    i18n.language === DEFAULT_LANGUAGE
  );
}

async function render() {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    await routerReady();
    if (showsPrerenderedScreen()) {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration of the login screen:', error),
      });
      return;
    }
  }
  // The first render replaces what the container holds (the prerendered screen, if any).
  createRoot(container).render(app);
}

void languageReady.catch((error: unknown) => console.error(error)).finally(render);
