// The building blocks of every wire schema, holding what the database can store: text without NUL
// or unpaired UTF-16 surrogates (PostgreSQL refuses both, in `text` and in `jsonb`), integers
// inside the column's range (`integer` is 4 bytes), and lookups by a client's key that cannot
// reach Object.prototype. A value past these rules would otherwise fail in the database as a 500;
// here it is a field error in the request's language (DESIGN §4).
import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/** PostgreSQL `integer` (ids, quantities, counters): anything past it fails in the database. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** The message of text the database cannot store. */
export const UNSTORABLE_TEXT: MessageKey = 'validation.invalidCharacters';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No NUL and no unpaired surrogate: text PostgreSQL takes in `text` and in `jsonb`. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value);
}

/** The text with every unpaired surrogate dropped (a file's name, shown and sent back as is). */
export function dropUnpairedSurrogates(text: string): string {
  return text.replace(new RegExp(UNPAIRED_SURROGATE.source, 'g'), '');
}

/** Trimmed, storable text up to `max` characters; `min` 1 makes it required. */
export function safeText(max: number, min = 0) {
  return z.string().trim().min(min).max(max).refine(isStorableText, { message: UNSTORABLE_TEXT });
}

/** A database id (`serial` / `integer` key) in a JSON body. */
export const dbIdSchema = z.number().int().min(1).max(INT4_MAX);

/** A database id in a path or a query string, where it arrives as text. */
export const dbIdTextSchema = z.coerce.number().int().min(1).max(INT4_MAX);

/** An integer a 4-byte column (or an offset computed from it) can hold, in a JSON body. */
export function int4Schema(min: number, max: number) {
  return z.number().int().min(Math.max(min, INT4_MIN)).max(Math.min(max, INT4_MAX));
}

/** The same, arriving as text (a query string). */
export function int4TextSchema(min: number, max: number) {
  return z.coerce.number().int().min(Math.max(min, INT4_MIN)).max(Math.min(max, INT4_MAX));
}

/**
 * The value stored under `key` in `record` only if `record` itself holds it: `__proto__`,
 * `constructor` or `toString` from a client never reach Object.prototype's members.
 */
export function ownValue<V>(record: Readonly<Partial<Record<string, V>>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Object keys that name JavaScript's prototype machinery: never a field of this API. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface InputProblem {
  path: (string | number)[];
  message: MessageKey;
}

/**
 * No request of this API nests deeper. JSON.parse takes any depth, but walking a value 100,000
 * arrays deep (this check, zod, a serializer) would overflow the stack: a 500, not a 400.
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first string (or object key) in a parsed request part the database could not store, the
 * first key naming the prototype machinery, or the first value nested past MAX_INPUT_DEPTH: where
 * it is and why. `undefined` when clean. Walks what JSON, a query string or a form can carry.
 */
export function findInputProblem(value: unknown, path: (string | number)[] = []): InputProblem | undefined {
  if (typeof value === 'string')
    return isStorableText(value) ? undefined : { path, message: UNSTORABLE_TEXT };
  if (value !== null && typeof value === 'object' && path.length >= MAX_INPUT_DEPTH)
    return { path, message: 'validation.invalidValue' };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findInputProblem(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (!isStorableText(key)) return { path: [...path, key], message: UNSTORABLE_TEXT };
      if (PROTOTYPE_KEYS.has(key)) return { path: [...path, key], message: 'validation.invalidValue' };
      const found = findInputProblem((value as Record<string, unknown>)[key], [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
