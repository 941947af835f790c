// The web app's refresh token lives in a cookie no script can read, so a new tab
// or a reopened browser renews the session without the token ever touching session storage.
// HttpOnly: out of reach of an injected script. SameSite=Strict: a request another site starts
// does not carry it. Path=/auth/oauth: sent to the token and revoke endpoints only, never with an
// API call. Secure: only over HTTPS (browsers treat http://localhost and 127.0.0.1 as secure too).
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'portal_refresh';
export const REFRESH_COOKIE_PATH = '/auth/oauth';
/**
 * Beside it, readable by the web app and holding nothing secret: "this browser may have a session
 * to restore". Without it a tab does not ask the token endpoint at all, so a visitor who never
 * logged in costs no request, and no failed renewal is logged for them.
 */
export const SESSION_HINT_COOKIE = 'portal_has_session';

export interface RefreshCookieOptions {
  /** Seconds; the refresh token's own life, so the cookie never outlives it. */
  maxAge: number;
  /** False only for a portal served over plain HTTP at another host than this machine (see below). */
  secure: boolean;
}

/**
 * A portal served over plain HTTP at a LAN address (a demo on a colleague's machine) would never
 * get its Secure cookie back, and sessions could then not be renewed: there, and only there, the
 * cookie goes without `Secure`, which protects nothing on a connection without TLS anyway.
 */
export function cookieSecureFor(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  if (url.protocol === 'https:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host.startsWith('127.');
}

export function setRefreshCookie(reply: FastifyReply, token: string, options: RefreshCookieOptions): void {
  const common = { secure: options.secure, sameSite: 'strict', maxAge: options.maxAge } as const;
  reply.setCookie(REFRESH_COOKIE, token, { ...common, httpOnly: true, path: REFRESH_COOKIE_PATH });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...common, httpOnly: false, path: '/' });
}

export function clearRefreshCookie(reply: FastifyReply, options: Pick<RefreshCookieOptions, 'secure'>): void {
  const common = { secure: options.secure, sameSite: 'strict' } as const;
  reply.clearCookie(REFRESH_COOKIE, { ...common, httpOnly: true, path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...common, httpOnly: false, path: '/' });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 500 ? value : undefined;
}

/**
 * A browser's own word on who started the request (Fetch Metadata). SameSite=Strict already keeps
 * the cookie off requests from other sites; this refuses the ones from a sibling subdomain too
 * (same site, other origin). Clients that send no such header (not a browser) are not browsers'
 * victims, and pass.
 */
export function isCrossOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin';
}
