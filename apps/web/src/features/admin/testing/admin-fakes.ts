// What the fake administration APIs of the component tests share beyond the app's own fake API
// (src/testing/fake-api.ts): paging and sorting an array as the server does, and the
// administrator's session.
import type { Page } from '@portal/domain/api';
import type { SessionUser } from '@portal/domain/auth';
import { customerUser } from '../../../testing/session-user.ts';

/** The administrator as `GET /usuaris/self` describes them, with the screen's menu. */
export function adminSessionUser(
  menu: SessionUser['menu'],
  overrides: Partial<SessionUser> = {},
): SessionUser {
  return customerUser({
    idUsuari: 1,
    username: 'admin',
    email: 'admin@portal.example',
    idioma: 'en',
    language: { id: 'en', name: 'English' },
    homePath: '/usuaris',
    roles: [{ idRol: 1, nom: 'ADMINISTRADOR' }],
    cliente: null,
    menu,
    ...overrides,
  });
}

/** One page of `rows` as the API pages them: 0-based `page` and `size` (20) from the query. */
export function pageOf<T>(rows: readonly T[], query: URLSearchParams): Page<T> {
  const page = Number(query.get('page') ?? 0);
  const size = Number(query.get('size') ?? 20);
  return {
    content: rows.slice(page * size, page * size + size),
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / size),
    number: page,
    size,
  };
}

/** `rows` in the order of the query's `sort=field,asc|desc` (else `fallback`), text without case. */
export function sortedBy<T extends object>(
  rows: readonly T[],
  query: URLSearchParams,
  fallback: string,
): T[] {
  const [field = '', direction = 'asc'] = (query.get('sort') ?? fallback).split(',');
  const text = (row: T) => String((row as Record<string, unknown>)[field]).toLowerCase();
  return [...rows].sort((a, b) => {
    const order = text(a).localeCompare(text(b));
    return direction === 'desc' ? -order : order;
  });
}
