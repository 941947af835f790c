// The router: the login screen, then every other route inside the lazily loaded layout that
// provides TanStack Query (query-layout.tsx): the other public routes, the private ones inside the
// lazily loaded main layout, and the catch-all 404. Every route's loader is the navigation guard,
// so the rules of spec §2 run before any screen renders.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadAllTexts } from '#shared/i18n/i18n.ts';
import { PageLoader } from './page-loader.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { isLoginPath } from './navigation-rules.ts';
import { guardRoute } from './route-guard.ts';
import { notFoundRoute, PRIVATE_ROUTES, PUBLIC_ROUTES, type AppRoute } from './route-table.ts';

const isLoginRoute = (route: AppRoute) => isLoginPath(route.path);

/**
 * The rules run again when the screen changes, not when only the address's search part does (the
 * catalogue's text, filters, sort, view and page): a screen's permissions are the same for any
 * search of it, and asking again would put a round trip before every search's results.
 */
export const onScreenChange: RouteObject['shouldRevalidate'] = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    loader: guardRoute(route.access === 'public'),
    shouldRevalidate: onScreenChange,
    lazy: async () => {
      const [Component] = await Promise.all([route.screen(), route.allTexts && loadAllTexts()]);
      return { Component };
    },
  };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        ...PUBLIC_ROUTES.filter(isLoginRoute).map(toRouteObject),
        {
          lazy: async () => ({ Component: (await import('./query-layout.tsx')).QueryLayout }),
          children: [
            ...PUBLIC_ROUTES.filter((route) => !isLoginRoute(route)).map(toRouteObject),
            {
              // The logged-in screens' texts come with their layout (the first screen has only its own).
              lazy: async () => {
                const [{ MainLayout }] = await Promise.all([
                  import('./layout/main-layout.tsx'),
                  loadAllTexts(),
                ]);
                return { Component: MainLayout };
              },
              children: PRIVATE_ROUTES.map(toRouteObject),
            },
            toRouteObject(notFoundRoute),
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
