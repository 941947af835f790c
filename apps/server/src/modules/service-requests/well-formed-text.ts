// A request's form (multipart `dades`) is parsed by its own code, not by a route schema, so the
// check every route gets in front of its schema (`http/storable-input.ts`) is made here: text
// PostgreSQL can store in `jsonb` (a request's form, an outbox payload), with the same rule and
// message as everywhere else (`isStorableText` in packages/domain).
import { isStorableText, UNSTORABLE_TEXT } from '@portal/domain/wire-types';
import type { FieldIssue } from '../../http/errors.ts';

export { dropUnpairedSurrogates } from '@portal/domain/wire-types';

/** A field error for every string (and object key) in `value` the database could not store. */
export function illFormedText(value: unknown, path: string[] = []): FieldIssue[] {
  const field = () => path.join('.') || '(root)';
  if (typeof value === 'string')
    return isStorableText(value) ? [] : [{ field: field(), key: UNSTORABLE_TEXT }];
  if (Array.isArray(value)) return value.flatMap((item, i) => illFormedText(item, [...path, String(i)]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      isStorableText(key) ? illFormedText(item, [...path, key]) : [{ field: field(), key: UNSTORABLE_TEXT }],
    );
  }
  return [];
}
