// Entry point: the session language and the first screen's code and permissions load in
// parallel; the app renders once the language's texts are in.
// Mantine's global styles; each component's own styles come with the chunk that holds the
// component (apps/web/build/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setSessionExpiredHandler } from '#shared/api/http-client.ts';
import { applyLanguage } from '#shared/i18n/i18n.ts';
import { sessionLanguage } from '#shared/session/session-language.ts';
import { LOGIN_PATH } from './navigation-rules.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const languageReady = applyLanguage(sessionLanguage());
const router = createAppRouter();
setSessionExpiredHandler(() => {
  void router.navigate(LOGIN_PATH, { replace: true });
});

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

languageReady.catch((error: unknown) => console.error(error)).finally(render);
