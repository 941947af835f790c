// The browser session of spec §2: exactly three keys in sessionStorage — `user` (the session
// user with its tokens), `path` (the route being navigated to, which the API client sends as the
// `Path` header) and `actions` (what the current screen allows). Writers notify subscribers so
// React components re-render when the stored user changes (login, language, logout, 401).
import type { Action } from '@portal/domain/access';
import type { SessionUser } from '@portal/domain/auth';

export const SESSION_KEYS = { user: 'user', path: 'path', actions: 'actions' } as const;

const CHANGE_EVENT = 'portal:session-change';

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function readJson(key: string): unknown {
  const raw = sessionStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Partial<SessionUser>;
  return (
    typeof candidate.accessToken === 'string' &&
    candidate.accessToken !== '' &&
    typeof candidate.username === 'string' &&
    Array.isArray(candidate.menu) &&
    Array.isArray(candidate.roles)
  );
}

/** The stored session user, or null when none (or a damaged record) is stored. */
export function getStoredUser(): SessionUser | null {
  const value = readJson(SESSION_KEYS.user);
  return isSessionUser(value) ? value : null;
}

export function setStoredUser(user: SessionUser): void {
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  notify();
}

/** Merges a change (new tokens, the user record as the server now sends it) into the stored user. */
export function updateStoredUser(change: Partial<SessionUser>): SessionUser | null {
  const current = getStoredUser();
  if (!current) return null;
  const next = { ...current, ...change };
  setStoredUser(next);
  return next;
}

/** Forgets the user and what it was allowed to do (a 401 that a refresh could not cure). */
export function clearStoredUser(): void {
  sessionStorage.removeItem(SESSION_KEYS.user);
  sessionStorage.removeItem(SESSION_KEYS.actions);
  notify();
}

export function getStoredPath(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.path);
}

export function setStoredPath(path: string): void {
  sessionStorage.setItem(SESSION_KEYS.path, path);
}

export function getStoredActions(): Action[] {
  const value = readJson(SESSION_KEYS.actions);
  return Array.isArray(value) ? (value as Action[]) : [];
}

export function setStoredActions(actions: readonly Action[]): void {
  sessionStorage.setItem(SESSION_KEYS.actions, JSON.stringify(actions));
  notify();
}

/** Logout and the "no user on a private route" rule clear the whole session storage. */
export function clearSession(): void {
  sessionStorage.clear();
  notify();
}

/** Calls `listener` whenever this tab or another one changes the session. */
export function subscribeToSession(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}
