// A link into the portal opened without a session (an approval request's mail, a bookmark) goes
// to the login screen with the screen asked for in `?next=`, and the login goes on to it rather
// than to the home screen. Only a path of this site is followed: `next` never leads off the portal.

/** The login screen's parameter that carries the screen asked for. */
export const NEXT_PARAM = 'next';

/** `/login?next=…` for a screen asked for without a session; `/login` alone for the start screens. */
export function loginPathFor(pathname: string, search: string): string {
  if (pathname === '/' || pathname === '/login' || pathname === '') return '/login';
  return `/login?${new URLSearchParams({ [NEXT_PARAM]: `${pathname}${search}` }).toString()}`;
}

/**
 * The screen to go on to after the login: `next` when it is a path of this site (one leading
 * slash, no scheme, no host, no backslash a browser would read as a slash), else null.
 */
export function returnPathOf(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return null;
  const url = new URL(next, 'http://portal.invalid');
  if (url.origin !== 'http://portal.invalid') return null;
  if (url.pathname === '/' || url.pathname === '/login') return null;
  return `${url.pathname}${url.search}`;
}
