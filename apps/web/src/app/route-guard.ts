// Carries out the navigation rules (navigation-rules.ts) as the loader of every route, so they
// run before a screen renders: store the path, redirect or clear the session as decided, and for
// a logged-in screen fetch and store its allowed actions.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { api } from '#shared/api/http-client.ts';
import { ApiError, NetworkError } from '#shared/api/api-error.ts';
import { restoreSession } from '#shared/session/restore-session.ts';
import { loginPathFor } from '#shared/session/return-path.ts';
import {
  clearSession,
  getStoredUser,
  setStoredActions,
  setStoredPath,
  updateStoredUser,
} from '#shared/session/session-storage.ts';
import {
  decideAfterPermissionCheck,
  decideNavigation,
  isLoginPath,
  LOGIN_PATH,
  redirectTarget,
  type PermissionCheckOutcome,
} from './navigation-rules.ts';

async function checkScreenPermissions(signal: AbortSignal): Promise<PermissionCheckOutcome> {
  try {
    // The Path header carries the screen: the path stored just before this call.
    const body = await api.get<unknown>('/permisos/permis-pantalla', { silent: true, signal });
    return { kind: 'answer', body };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'failure', status: error.status };
    if (error instanceof NetworkError) return { kind: 'unreachable' };
    throw error;
  }
}

export function guardRoute(isPublic: boolean) {
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const { pathname, search } = new URL(request.url);
    setStoredPath(pathname);
    // A tab with no session of its own (opened from another, or the browser reopened) takes the
    // browser's from the refresh-token cookie before the rules below send it to /login.
    if (!getStoredUser() && (!isPublic || isLoginPath(pathname))) await restoreSession();

    const decision = decideNavigation({ pathname, storedUser: getStoredUser(), isPublic });
    switch (decision.kind) {
      case 'allow':
        return null;
      case 'redirect':
        throw redirect(redirectTarget(decision));
      case 'clearAndLogin':
        clearSession();
        throw redirect(loginPathFor(pathname, search));
      case 'checkPermissions': {
        const outcome = decideAfterPermissionCheck(await checkScreenPermissions(request.signal));
        if (outcome.kind === 'storeActions') {
          setStoredActions(outcome.actions);
          // The menu follows a reorder or a revoked screen at the next navigation.
          if (outcome.menu && JSON.stringify(outcome.menu) !== JSON.stringify(getStoredUser()?.menu)) {
            updateStoredUser({ menu: outcome.menu });
          }
          return null;
        }
        if (outcome.kind === 'clearAndLogin') {
          clearSession();
          throw redirect(LOGIN_PATH);
        }
        throw redirect(redirectTarget(outcome));
      }
    }
  };
}
