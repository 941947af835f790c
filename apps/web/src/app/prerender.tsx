// The login screen rendered at build time by React's own server renderer, in Node
// (apps/web/build/prerender-login.ts writes it into dist/login.html): the browser paints it from
// the HTML before the JavaScript arrives, and the entry hydrates it (main.tsx). It is the same
// tree the browser renders at /login — providers, root layout, route — in the default language,
// with the routes' loaders left out: the navigation rules need a browser session, and run in the
// browser before the hydration.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { DEFAULT_LANGUAGE } from '@portal/domain/language-codes';
import { applyLanguage, i18n } from '#shared/i18n/i18n.ts';
import { LOGIN_PATH } from './navigation-rules.ts';
import { AppProviders } from './providers.tsx';
import { buildRoutes } from './router.tsx';

export interface PrerenderedScreen {
  /** What goes inside `<div id="root">`. */
  html: string;
  language: string;
  title: string;
}

function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map(
    ({ loader: _loader, children, ...route }) =>
      (children ? { ...route, children: withoutLoaders(children) } : route) as RouteObject,
  );
}

export async function renderLoginScreen(): Promise<PrerenderedScreen> {
  await applyLanguage(DEFAULT_LANGUAGE);
  const handler = createStaticHandler(withoutLoaders(buildRoutes()));
  const context = await handler.query(new Request(`http://portal${LOGIN_PATH}`));
  if (context instanceof Response) throw new Error(`the login route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return {
    html,
    language: DEFAULT_LANGUAGE,
    title: i18n.t('app.pageTitle', { screen: i18n.t('screens.login') }),
  };
}
