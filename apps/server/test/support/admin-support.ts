// Helpers shared by the administration API tests: calls as a given user, and the change
// register rows a write left behind.
import type { LightMyRequestResponse } from 'fastify';
import { and, desc, eq, like } from 'drizzle-orm';
import { logErrors, registreCanvis } from '../../src/db/schema/index.ts';
import { bearer, json, type TestContext } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Caller {
  call(method: Method, url: string, payload?: unknown, language?: string): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

/** Calls `/api/v1<url>` with the token (or none), in Catalan unless told. */
export function callerWith(ctx: TestContext, token: string | null): Caller {
  const call: Caller['call'] = (method, url, payload, language = 'ca') =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token, { 'accept-language': language }) : { 'accept-language': language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload),
    put: (url, payload) => call('PUT', url, payload),
    del: (url) => call('DELETE', url),
  };
}

/** A logged-in administrator and a caller for them. */
export async function adminCaller(ctx: TestContext) {
  const session = await ctx.factories.session({ role: 'ADMINISTRADOR' });
  return { ...session, api: callerWith(ctx, session.token) };
}

export type Dades<T = Record<string, unknown>> = { dades: T; error: boolean; missatge: string | null };
export const dades = <T = Record<string, unknown>>(response: LightMyRequestResponse) =>
  json<Dades<T>>(response).dades;

/** The change-register rows of one record, newest first. */
export function changesOf(ctx: TestContext, taula: string, idRegistre: number | string) {
  return ctx.testDb.database.db
    .select()
    .from(registreCanvis)
    .where(and(eq(registreCanvis.taula, taula), eq(registreCanvis.idRegistre, String(idRegistre))))
    .orderBy(desc(registreCanvis.id));
}

/** Something unique for names in this test run. */
export const uniqueName = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

/**
 * Requests that ended in a 500: the error handler keeps each in the error log with the route.
 * Tests check after each case that there are none, whatever odd input they sent.
 */
export async function serverErrors(ctx: TestContext) {
  const rows = await ctx.testDb.database.db
    .select({ metode: logErrors.metode, missatge: logErrors.missatge })
    .from(logErrors)
    .where(like(logErrors.metode, '% /api/v1/%'));
  return rows;
}
