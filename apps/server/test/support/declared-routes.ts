// The API's operations as the routes declare them (the access-control plugin records each guarded
// route with its access), for the tests generated from them: the authorization matrix and the
// fuzzer. A route added to the server is in both without anyone writing a case for it.
import type { FastifyInstance } from 'fastify';
import type { DeclaredRoute } from '../../src/plugins/access-control.ts';

export type { DeclaredRoute };

/** `/api/v1/usuaris/:id` → `['id']`. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** The route's path with each parameter replaced (percent-encoded) by `valueOf(name)`. */
export function concreteUrl(route: Pick<DeclaredRoute, 'url'>, valueOf: (name: string) => string): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(valueOf(name)));
}

/** `GET /api/v1/usuaris/:id` — how a test names an operation. */
export const operationName = (route: Pick<DeclaredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** Every operation, in a stable order; the OpenAPI document must list exactly these. */
export function declaredOperations(app: FastifyInstance): DeclaredRoute[] {
  return [...app.declaredRoutes].sort((a, b) => operationName(a).localeCompare(operationName(b)));
}

/** The OpenAPI document's operations under /api/v1 and /auth, as `METHOD /fastify/:path`. */
export function openApiOperations(doc: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1') || path.startsWith('/auth'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    )
    .sort();
}
