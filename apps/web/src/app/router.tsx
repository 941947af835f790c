// The router: public routes, the private ones inside the lazily loaded main layout, and the
// catch-all 404. Every route's loader is the navigation guard, so the rules of spec §2 run before
// any screen renders.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadAllTexts } from '#shared/i18n/i18n.ts';
import { PageLoader } from './page-loader.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { guardRoute } from './route-guard.ts';
import { notFoundRoute, PRIVATE_ROUTES, PUBLIC_ROUTES, type AppRoute } from './route-table.ts';

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    loader: guardRoute(route.access === 'public'),
    lazy: async () => ({ Component: await route.screen() }),
  };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        ...PUBLIC_ROUTES.map(toRouteObject),
        {
          // The logged-in screens' texts come with their layout (the first screen has only its own).
          lazy: async () => {
            const [{ MainLayout }] = await Promise.all([import('./layout/main-layout.tsx'), loadAllTexts()]);
            return { Component: MainLayout };
          },
          children: PRIVATE_ROUTES.map(toRouteObject),
        },
        toRouteObject(notFoundRoute),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
