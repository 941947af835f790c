// The navigation rules of spec §2 as pure decisions, so they can be tested without a browser.
// The route guard (route-guard.ts) carries them out: it stores the path, then asks
// `decideNavigation`; for a logged-in screen it asks the server for the screen's actions and
// hands the answer to `decideAfterPermissionCheck`.
import { normaliseScreenPath } from '@portal/domain/access-rules';
import type { Action, MenuEntry } from '@portal/domain/access';
import type { SessionUser } from '@portal/domain/auth';

/** Where the session ends up when a user has no home screen (with the "no home page" message). */
export const NOT_FOUND_PATH = '/404';
export const LOGIN_PATH = '/login';
/** The one logged-in screen that needs no permission check (spec §2). */
export const PROFILE_PATH = '/perfil';
export const NO_HOME_PAGE_MESSAGE = 'errors.noHomePage';

/** The stored user as far as navigation cares. */
export type NavigationUser = Pick<SessionUser, 'accessToken' | 'homePath'>;

export type NavigationDecision =
  /** Render the route as asked. */
  | { kind: 'allow' }
  /** Go elsewhere; `message` is a message key the target page shows. */
  | { kind: 'redirect'; to: string; message?: typeof NO_HOME_PAGE_MESSAGE }
  /** No logged-in user on a private route: clear the session storage, then go to /login. */
  | { kind: 'clearAndLogin' }
  /** A logged-in screen: ask `GET /permisos/permis-pantalla` (Path header = `screenPath`). */
  | { kind: 'checkPermissions'; screenPath: string };

export interface NavigationRequest {
  pathname: string;
  storedUser: NavigationUser | null;
  /** Public routes (login, recovery, change password, 404) need no user. */
  isPublic: boolean;
}

/** Logged in means: a stored user record with an access token (spec §4). */
export function isLoggedIn(user: NavigationUser | null): user is NavigationUser {
  return user !== null && typeof user.accessToken === 'string' && user.accessToken.length > 0;
}

/** The login screen is reached at /login and at /. */
export function isLoginPath(pathname: string): boolean {
  const path = normaliseScreenPath(pathname);
  return path === LOGIN_PATH || path === '/';
}

/**
 * Where a logged-in user starts: their home path, or /404 with the "no home page" message when
 * none is set. A home that is itself the login screen would loop, so it counts as none.
 */
export function homeDestination(user: NavigationUser): Extract<NavigationDecision, { kind: 'redirect' }> {
  const home = user.homePath?.trim();
  if (!home || isLoginPath(home))
    return { kind: 'redirect', to: NOT_FOUND_PATH, message: NO_HOME_PAGE_MESSAGE };
  return { kind: 'redirect', to: normaliseScreenPath(home) };
}

export function decideNavigation({ pathname, storedUser, isPublic }: NavigationRequest): NavigationDecision {
  const path = normaliseScreenPath(pathname);
  const loggedIn = isLoggedIn(storedUser);
  if (loggedIn && isLoginPath(path)) return homeDestination(storedUser);
  if (isPublic) return { kind: 'allow' };
  if (!loggedIn) return { kind: 'clearAndLogin' };
  if (path === PROFILE_PATH) return { kind: 'allow' };
  return { kind: 'checkPermissions', screenPath: path };
}

/** What the permission-by-screen call produced. */
export type PermissionCheckOutcome =
  | { kind: 'answer'; body: unknown }
  /** An error status; 401 means the session could not be renewed. */
  | { kind: 'failure'; status: number }
  /** No answer at all (network). */
  | { kind: 'unreachable' };

export type PermissionDecision =
  /** `menu`, when the answer carried one, is the user's menu as it stands now. */
  | { kind: 'storeActions'; actions: Action[]; menu?: MenuEntry[] }
  | { kind: 'redirect'; to: string }
  | { kind: 'clearAndLogin' };

/**
 * Spec §2: an error goes to /404; otherwise the returned list (empty if absent) is stored as the
 * allowed actions. A 401 the client could not cure ends the session instead.
 */
export function decideAfterPermissionCheck(outcome: PermissionCheckOutcome): PermissionDecision {
  if (outcome.kind === 'failure' && outcome.status === 401) return { kind: 'clearAndLogin' };
  if (outcome.kind !== 'answer') return { kind: 'redirect', to: NOT_FOUND_PATH };
  const body = outcome.body;
  if (body === null || typeof body !== 'object') return { kind: 'storeActions', actions: [] };
  const { dades, error, menu } = body as { dades?: unknown; error?: unknown; menu?: unknown };
  if (error === true) return { kind: 'redirect', to: NOT_FOUND_PATH };
  const actions = Array.isArray(dades) ? (dades as Action[]) : [];
  return Array.isArray(menu)
    ? { kind: 'storeActions', actions, menu: menu as MenuEntry[] }
    : { kind: 'storeActions', actions };
}

/** `/404?missatge=errors.noHomePage`: the 404 page shows the message named in the query. */
export function redirectTarget(decision: { to: string; message?: string }): string {
  return decision.message ? `${decision.to}?missatge=${encodeURIComponent(decision.message)}` : decision.to;
}
