// Authentication and permission checks at the edge of every route (DESIGN §6). Each API route
// declares its access: `public`, `authenticated`, or `permission` — the permission being the
// route's own `METHOD /path` (e.g. `DELETE /usuaris/{id}`), the same string the permissions
// table and the web app's action list use. A route without a declaration fails the start.
// @fastify/swagger's types add `security` to a route's schema, wherever this file is compiled.
import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, invalidToken, unauthorized } from '../http/errors.ts';
import type { UserAccounts } from '../modules/users/user-accounts.ts';
import type { TokenService } from '../modules/auth/tokens.ts';

export type RouteAccess = 'public' | 'authenticated' | 'permission';

/** A guarded route as declared: the authorization matrix and the fuzzer are generated from these. */
export interface DeclaredRoute {
  method: string;
  /** Fastify's path, `/api/v1/usuaris/:id`. */
  url: string;
  access: RouteAccess;
  /** `DELETE /usuaris/{id}` for `permission` routes, else null. */
  permission: string | null;
}

export interface AuthContext {
  idUsuari: number;
  username: string;
  idioma: string;
  /** The customer company the user buys for; null for staff. Customer data is scoped to it. */
  codigoCliente: string | null;
  /** That customer's price list (null for staff). */
  idLista: number | null;
  /** The user's e-mail, as now stored (an order tells the ERP who placed it). */
  email: string | null;
  /** That customer's usual payment method, an order's when it names none (null for staff). */
  formaPago: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const API_PREFIX = '/api/v1';

/** `/api/v1/usuaris/:id` + DELETE → `DELETE /usuaris/{id}`. */
export function permissionOf(method: string, url: string): string {
  const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
  return `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export default fp(
  async function accessControl(app: FastifyInstance, opts: { users: UserAccounts; tokens: TokenService }) {
    const declared = new Set<string>();
    const routes: DeclaredRoute[] = [];
    app.decorate('declaredPermissions', declared);
    app.decorate('declaredRoutes', routes);
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      const guarded = route.url.startsWith(API_PREFIX) || route.url.startsWith('/auth');
      if (!guarded) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
      // The OpenAPI document says so of what is served without a token (security: []): the
      // document's default is the bearer token.
      if (access === 'public') route.schema = { ...route.schema, security: [] };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        const permission = access === 'permission' ? permissionOf(method, route.url) : null;
        if (permission) declared.add(permission);
        routes.push({ method, url: route.url, access, permission });
      }
    });

    app.addHook('onRequest', async (request) => {
      const mode = request.routeOptions.config?.access;
      if (!mode) return;
      const needed =
        mode === 'permission'
          ? permissionOf(request.method === 'HEAD' ? 'GET' : request.method, request.routeOptions.url ?? '')
          : null;
      let permitted = false;
      const header = request.headers.authorization;
      if (header) {
        const match = /^Bearer\s+(\S+)$/i.exec(header);
        if (!match) throw unauthorized();
        const verdict = await opts.tokens.verifyAccess(match[1]!);
        if (verdict === 'expired' || verdict === 'invalid') {
          if (mode !== 'public') throw invalidToken();
        } else {
          // The user and the route's permission in one query.
          const found = await opts.users.sessionUser(verdict.idUsuari, verdict.sessionId, needed);
          // A token of an older session version belongs to sessions a password change or a
          // disabled account has ended, and one of a revoked session to a logout: the same as
          // no session.
          const user = found && found.sessioVersio === verdict.sessionVersion ? found : undefined;
          if (!user && mode !== 'public') throw invalidToken();
          if (user) {
            permitted = Boolean(user.permitted);
            request.auth = {
              idUsuari: user.idUsuari,
              username: user.username,
              idioma: user.idioma,
              codigoCliente: user.codigoCliente,
              idLista: user.idLista,
              email: user.email,
              formaPago: user.formaPago,
            };
          }
        }
      }
      if (mode === 'public') return;
      if (!request.auth) throw unauthorized();
      if (mode === 'permission' && !permitted) throw forbidden();
    });
  },
  { name: 'access-control', dependencies: ['error-handler'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `METHOD /path` a route requires; the seed checks that each exists as a permission. */
    declaredPermissions: Set<string>;
    /** Every route under /api/v1 and /auth with its declared access. */
    declaredRoutes: readonly DeclaredRoute[];
  }
}
