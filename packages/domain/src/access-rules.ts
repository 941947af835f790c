// Access rules the web app's first download needs, without zod (access.ts holds the wire schemas
// and re-exports these): a zod schema in a module of the first download carries zod with it.

/** True when an action list allows an endpoint such as `DELETE /usuaris/{id}`. */
export function allows(actions: readonly { endPoint: string }[], endPoint: string): boolean {
  return actions.some((action) => action.endPoint === endPoint);
}

/** Normalises a route path as the `Path` header sends it: leading slash, no trailing one. */
export function normaliseScreenPath(path: string): string {
  const clean = path.split('?')[0]!.split('#')[0]!.trim();
  const withSlash = clean.startsWith('/') ? clean : `/${clean}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}
