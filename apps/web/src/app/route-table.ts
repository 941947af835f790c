// Every route of spec §2 with its access and its lazily loaded screen. Public routes need no
// user; private ones render inside the main layout after the navigation rules let them through.
import type { ComponentType } from 'react';
import { ACCESSIBILITY_STATEMENT_PATH } from '#shared/ui/site-footer.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';

export type RouteAccess = 'public' | 'private';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  /** Loads the screen's module only when the route is first visited. */
  screen: () => Promise<ComponentType>;
  /** A public screen whose texts are not among the first screen's (text-parts.ts): it loads the rest. */
  allTexts?: true;
}

/**
 * Every visitor's first screen comes with the entry rather than lazily: as its own chunks it
 * would be some twenty small files fetched after the entry has run, each a round trip on a slow
 * network (docs/performance.md, Web app).
 */
const loginScreen = () => Promise.resolve(LoginPage);

const publicRoutes: AppRoute[] = [
  {
    path: '/',
    access: 'public',
    screen: loginScreen,
  },
  {
    path: '/login',
    access: 'public',
    screen: loginScreen,
  },
  {
    path: '/recuperar-contrasenya',
    access: 'public',
    screen: () => import('../features/auth/password-recovery-page.tsx').then((m) => m.PasswordRecoveryPage),
  },
  {
    path: '/canviar-contrasenya',
    access: 'public',
    screen: () => import('../features/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
  },
  {
    // The link mailed to a new address (the "change e-mail" screen's confirmation).
    path: '/confirmar-email',
    access: 'public',
    screen: () => import('../features/auth/confirm-email-page.tsx').then((m) => m.ConfirmEmailPage),
  },
  {
    // The link mailed to someone a company administrator invited (DESIGN §13).
    path: '/invitacio',
    access: 'public',
    screen: () => import('../features/auth/invitation-page.tsx').then((m) => m.InvitationPage),
  },
  {
    path: ACCESSIBILITY_STATEMENT_PATH,
    access: 'public',
    allTexts: true,
    screen: () =>
      import('../features/accessibility/accessibility-statement-page.tsx').then(
        (m) => m.AccessibilityStatementPage,
      ),
  },
  {
    path: '/404',
    access: 'public',
    screen: () => import('../features/errors/not-found-page.tsx').then((m) => m.NotFoundPage),
  },
];

const privateRoutes: AppRoute[] = [
  {
    path: '/equip',
    access: 'private',
    screen: () => import('../features/team/team-page.tsx').then((m) => m.TeamPage),
  },
  {
    path: '/aprovacions',
    access: 'private',
    screen: () => import('../features/approvals/approvals-page.tsx').then((m) => m.ApprovalsPage),
  },
  {
    path: '/products',
    access: 'private',
    screen: () => import('../features/products/products-page.tsx').then((m) => m.ProductsPage),
  },
  {
    path: '/equipments/product/detail',
    access: 'private',
    screen: () => import('../features/products/product-detail-page.tsx').then((m) => m.EquipmentDetailPage),
  },
  {
    path: '/accessories/product/detail',
    access: 'private',
    screen: () => import('../features/products/product-detail-page.tsx').then((m) => m.AccessoryDetailPage),
  },
  {
    path: '/consumables/product/detail',
    access: 'private',
    screen: () => import('../features/products/product-detail-page.tsx').then((m) => m.ConsumableDetailPage),
  },
  {
    path: '/services/product/detail',
    access: 'private',
    screen: () => import('../features/products/product-detail-page.tsx').then((m) => m.ServiceDetailPage),
  },
  {
    path: '/history',
    access: 'private',
    screen: () => import('../features/orders/history-page.tsx').then((m) => m.HistoryPage),
  },
  {
    // An order as printed; the order is `?codigo=`, and the screen has the history's actions.
    path: '/history/print',
    access: 'private',
    screen: () => import('../features/orders/print-page.tsx').then((m) => m.PrintPage),
  },
  {
    // An order after placing it: timeline, shipments and documents; the order is `?codigo=`.
    path: '/history/order',
    access: 'private',
    screen: () => import('../features/orders/order-page.tsx').then((m) => m.OrderPage),
  },
  {
    path: '/documents',
    access: 'private',
    screen: () => import('../features/documents/documents-page.tsx').then((m) => m.DocumentsPage),
  },
  {
    path: '/llistes',
    access: 'private',
    screen: () => import('../features/lists/lists-page.tsx').then((m) => m.ListsPage),
  },
  {
    path: '/sat',
    access: 'private',
    screen: () => import('../features/service-requests/sat-page.tsx').then((m) => m.SatPage),
  },
  {
    path: '/maintenance',
    access: 'private',
    screen: () => import('../features/service-requests/maintenance-page.tsx').then((m) => m.MaintenancePage),
  },
  {
    path: '/standarization',
    access: 'private',
    screen: () =>
      import('../features/service-requests/standarization-page.tsx').then((m) => m.StandarizationPage),
  },
  {
    // A service request's page, for its customer and for staff; the request is `?numero=`.
    path: '/solicitud',
    access: 'private',
    screen: () => import('../features/service-requests/request-page.tsx').then((m) => m.RequestPage),
  },
  {
    // The service department's back office.
    path: '/servei',
    access: 'private',
    screen: () => import('../features/service-requests/back-office-page.tsx').then((m) => m.BackOfficePage),
  },
  {
    path: '/usuaris',
    access: 'private',
    screen: () => import('../features/admin/users-page.tsx').then((m) => m.UsersPage),
  },
  {
    path: '/rols',
    access: 'private',
    screen: () => import('../features/admin/roles-page.tsx').then((m) => m.RolesPage),
  },
  {
    path: '/permisos',
    access: 'private',
    screen: () => import('../features/admin/permissions-page.tsx').then((m) => m.PermissionsPage),
  },
  {
    path: '/pantalles',
    access: 'private',
    screen: () => import('../features/admin/screens/screens-page.tsx').then((m) => m.ScreensPage),
  },
  {
    path: '/params',
    access: 'private',
    screen: () => import('../features/admin/params/params-page.tsx').then((m) => m.ParamsPage),
  },
  {
    path: '/log-errors',
    access: 'private',
    screen: () => import('../features/admin/error-log/error-log-page.tsx').then((m) => m.ErrorLogPage),
  },
  {
    path: '/registre-canvis',
    access: 'private',
    screen: () => import('../features/admin/change-log/change-log-page.tsx').then((m) => m.ChangeLogPage),
  },
  {
    path: '/enllac-erp',
    access: 'private',
    screen: () => import('../features/admin/erp-link/erp-link-page.tsx').then((m) => m.ErpLinkPage),
  },
  {
    path: '/sincronitzacio',
    access: 'private',
    screen: () => import('../features/admin/sync/sync-page.tsx').then((m) => m.SyncPage),
  },
  {
    path: '/bustia',
    access: 'private',
    screen: () => import('../features/admin/mailbox/mailbox-page.tsx').then((m) => m.MailboxPage),
  },
  {
    path: '/perfil',
    access: 'private',
    screen: () => import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage),
  },
];

/** The catch-all 404 page is public: anyone may see that an address does not exist. */
export const notFoundRoute: AppRoute = {
  path: '*',
  access: 'public',
  screen: () => import('../features/errors/not-found-page.tsx').then((m) => m.NotFoundPage),
};

export const PUBLIC_ROUTES: readonly AppRoute[] = publicRoutes;
export const PRIVATE_ROUTES: readonly AppRoute[] = privateRoutes;
