// The one HTTP client of the web app (spec §7, DESIGN §4): data under /api/v1, authentication
// under /auth. When a user with a token is stored it sends `Authorization: Bearer`, `Path` (the
// route being shown) and `Accept-Language` (the user's language). No timeout. A 401 is cured by
// one renewal from the refresh-token cookie and a replay; if that fails the stored user is
// cleared and the app goes to /login, which says the session expired. Other failures show the
// server's `error_description` (or body text) as a toast. JSON, form-encoded and multipart bodies,
// extra headers (an Idempotency-Key), and answers read as JSON, files or an event stream all go
// through here, so there is one renewal path.
import { i18n } from '../i18n/i18n.ts';
import { showErrorToast } from '../notifications/notify.ts';
import { setLoginNotice } from '../session/login-notice.ts';
import {
  clearStoredUser,
  getStoredPath,
  getStoredUser,
  updateStoredUser,
} from '../session/session-storage.ts';
import { ApiError, isErrorBody, NetworkError } from './api-error.ts';
import { mayHaveSession, renewFromCookie } from './token-renewal.ts';

export const API_BASE = '/api/v1';
export const AUTH_BASE = '/auth';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body (the OAuth2 endpoints). */
  form?: Record<string, string>;
  /** A multipart body (files); the browser writes its Content-Type with the boundary. */
  formData?: FormData;
  /** Headers beyond the session's, such as `Idempotency-Key` (a replay after renewal sends them again). */
  headers?: Record<string, string>;
  /** The caller shows failures itself: no error toast. */
  silent?: boolean;
  /** Send this token instead of the stored user's (right after login, before the user is stored). */
  accessToken?: string;
  /** The `Accept` header; JSON unless the call reads a file. */
  accept?: string;
  signal?: AbortSignal;
}

let onSessionExpired: () => void = () => window.location.assign('/login');

/** The app decides how to reach /login (its router) when a session cannot be renewed. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** The headers every call carries, per spec §7: only with a stored user that has a token. */
export function sessionHeaders(accessTokenOverride?: string): Record<string, string> {
  const path = getStoredPath() ?? window.location.pathname;
  if (accessTokenOverride) return { Authorization: `Bearer ${accessTokenOverride}`, Path: path };
  const user = getStoredUser();
  if (!user?.accessToken) return {};
  return { Authorization: `Bearer ${user.accessToken}`, Path: path, 'Accept-Language': user.idioma };
}

function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

async function send(base: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: options.accept ?? 'application/json',
    ...options.headers,
    ...sessionHeaders(options.accessToken),
  };
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  try {
    return await fetch(buildUrl(base, path, options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (!options.silent) showErrorToast(i18n.t('errors.network'));
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
}

// Refresh tokens rotate, so concurrent 401s share one renewal: a second one with the cookie the
// first already used would end the session (token-renewal.ts).
let refreshInFlight: Promise<boolean> | null = null;

async function renewAccessToken(): Promise<boolean> {
  if (!mayHaveSession()) return false;
  const accessToken = await renewFromCookie();
  return accessToken !== null && updateStoredUser({ accessToken }) !== null;
}

/** True when the session now holds a token newer than `rejectedToken`. */
async function renewSession(rejectedToken: string): Promise<boolean> {
  const user = getStoredUser();
  if (!user) return false;
  if (user.accessToken !== rejectedToken) return true; // another call already renewed it
  refreshInFlight ??= renewAccessToken().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function readBody(response: Response): Promise<{ json: unknown; text: string }> {
  const text = await response.text();
  if (!text) return { json: undefined, text };
  try {
    return { json: JSON.parse(text) as unknown, text };
  } catch {
    return { json: undefined, text };
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const { json, text } = await readBody(response);
  return new ApiError(response.status, isErrorBody(json) ? json : null, text);
}

function report(error: ApiError, options: RequestOptions): void {
  if (!options.silent) showErrorToast(error.description ?? i18n.t('messages:errors.generic'));
}

/** A session that could not be renewed: the login page says so (a toast would vanish with the screen). */
function endSession(): void {
  setLoginNotice('errors.tokenExpired', 'warning');
  clearStoredUser();
  onSessionExpired();
}

/** One call, renewed once on a 401; resolves with a successful response, else throws (and toasts). */
async function exchange(base: string, path: string, options: RequestOptions): Promise<Response> {
  const tokenSent = options.accessToken ?? getStoredUser()?.accessToken;
  let response = await send(base, path, options);

  if (response.status === 401 && tokenSent && !options.accessToken) {
    if (await renewSession(tokenSent)) response = await send(base, path, options);
    if (response.status === 401) {
      const error = await toApiError(response);
      endSession();
      throw error;
    }
  }

  if (!response.ok) {
    const error = await toApiError(response);
    report(error, options);
    throw error;
  }
  return response;
}

/** One call; resolves with the parsed body (undefined for an empty answer such as 204). */
export async function request<T>(base: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { json, text } = await readBody(await exchange(base, path, options));
  return (json === undefined ? (text === '' ? undefined : text) : json) as T;
}

/**
 * A file under /api/v1 (a service request's attachment) as a Blob typed by the answer's
 * Content-Type: it needs the session's Authorization like any call, so an `<img src>` or a plain
 * link cannot fetch it; the caller shows it through an object URL.
 */
export async function requestBlob(
  path: string,
  options: Omit<RequestOptions, 'method' | 'json' | 'form'> = {},
) {
  const response = await exchange(API_BASE, path, { accept: '*/*', ...options, method: 'GET' });
  return response.blob();
}

/** The file name an answer proposes (`Content-Disposition`), else `fallback`. */
function proposedName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** A file under /api/v1 (a CSV export) with the name the server proposes for saving it. */
export async function requestFile(
  path: string,
  fallbackName: string,
  options: Omit<RequestOptions, 'method' | 'json' | 'form'> = {},
): Promise<{ blob: Blob; name: string }> {
  const response = await exchange(API_BASE, path, { accept: '*/*', ...options, method: 'GET' });
  return { blob: await response.blob(), name: proposedName(response, fallbackName) };
}

/**
 * A `fetch` for readers that judge the answer themselves (an event stream's reader): the session's
 * headers on every attempt, a 401 renewed once and replayed like any call, and the answer handed
 * back whatever its status, never toasted.
 */
export async function sessionFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const attempt = () =>
    fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), ...sessionHeaders() } });
  const tokenSent = getStoredUser()?.accessToken;
  let response = await attempt();
  if (response.status !== 401 || !tokenSent) return response;
  if (await renewSession(tokenSent)) response = await attempt();
  if (response.status === 401) endSession();
  return response;
}

/** Calls under /api/v1. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'json' | 'form'>) =>
    request<T>(API_BASE, path, { ...options, method: 'GET' }),
  post: <T>(path: string, json?: unknown, options?: Omit<RequestOptions, 'method' | 'json'>) =>
    request<T>(API_BASE, path, { ...options, method: 'POST', json }),
  /** A multipart POST (a form with files). */
  upload: <T>(path: string, formData: FormData, options?: Omit<RequestOptions, 'method' | 'json' | 'form'>) =>
    request<T>(API_BASE, path, { ...options, method: 'POST', formData }),
  put: <T>(path: string, json?: unknown, options?: Omit<RequestOptions, 'method' | 'json'>) =>
    request<T>(API_BASE, path, { ...options, method: 'PUT', json }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'json' | 'form'>) =>
    request<T>(API_BASE, path, { ...options, method: 'DELETE' }),
  /** A GET whose answer is a file: see `requestBlob`. */
  blob: (path: string, options?: Omit<RequestOptions, 'method' | 'json' | 'form'>) =>
    requestBlob(path, options),
  /** A GET whose answer is a file to save: see `requestFile`. */
  file: (path: string, fallbackName: string, options?: Omit<RequestOptions, 'method' | 'json' | 'form'>) =>
    requestFile(path, fallbackName, options),
};

/** Form-encoded POSTs under /auth (the OAuth2 token and revoke endpoints). */
export function authPost<T>(
  path: string,
  form: Record<string, string>,
  options?: Omit<RequestOptions, 'form'>,
) {
  return request<T>(AUTH_BASE, path, { ...options, method: 'POST', form });
}
