import { describe, expect, it } from 'vitest';
import {
  dbIdSchema,
  dbIdTextSchema,
  dropUnpairedSurrogates,
  findInputProblem,
  INT4_MAX,
  int4Schema,
  int4TextSchema,
  isStorableText,
  MAX_INPUT_DEPTH,
  ownValue,
  safeText,
} from './wire-types.ts';

describe('storable text', () => {
  it('should refuse NUL and unpaired surrogates and take everything else, pairs included', () => {
    expect(isStorableText('Calderería Montseny · 🔥 €')).toBe(true);
    expect(isStorableText('')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('\ud83d\ud83d\udd25')).toBe(false);
    expect(isStorableText('\ud83d\udd25')).toBe(true);
  });

  it('should drop only the unpaired halves', () => {
    expect(dropUnpairedSurrogates('a\ud800b\ud83d\udd25c\udc00')).toBe('ab\ud83d\udd25c');
  });

  it('should answer a field error with its own message, after trimming and the length', () => {
    const schema = safeText(5, 1);
    expect(schema.parse('  abc ')).toBe('abc');
    expect(schema.safeParse('a\u0000').error?.issues[0]?.message).toBe('validation.invalidCharacters');
    expect(schema.safeParse('\udbff').error?.issues[0]?.message).toBe('validation.invalidCharacters');
    expect(schema.safeParse('toolong').success).toBe(false);
    expect(schema.safeParse('  ').success).toBe(false);
  });
});

describe('integers the column can hold', () => {
  it('should take ids from 1 to the int4 maximum, in JSON and as text', () => {
    expect(dbIdSchema.parse(INT4_MAX)).toBe(INT4_MAX);
    for (const bad of [0, -1, INT4_MAX + 1, 1.5, Number.NaN])
      expect(dbIdSchema.safeParse(bad).success).toBe(false);
    expect(dbIdTextSchema.parse('2147483647')).toBe(INT4_MAX);
    for (const bad of ['2147483648', '1e400', '1.5', 'abc', '-3', ''])
      expect(dbIdTextSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('should never widen past int4, whatever bounds are asked for', () => {
    expect(int4Schema(0, Number.MAX_SAFE_INTEGER).safeParse(INT4_MAX + 1).success).toBe(false);
    expect(int4Schema(Number.MIN_SAFE_INTEGER, 0).safeParse(-INT4_MAX - 2).success).toBe(false);
    expect(int4TextSchema(0, 10).parse('10')).toBe(10);
    expect(int4TextSchema(0, 10).safeParse('11').success).toBe(false);
  });
});

describe('own-key lookups', () => {
  it("should find a record's own keys and nothing of Object.prototype", () => {
    const checks: Record<string, number> = { importeFijo: 1 };
    expect(ownValue(checks, 'importeFijo')).toBe(1);
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(ownValue(checks, key), key).toBeUndefined();
  });
});

describe('findInputProblem', () => {
  it('should name the first value or key the database could not store, with its path', () => {
    expect(findInputProblem({ a: 'ok', b: [{ c: 'x\u0000' }] })).toEqual({
      path: ['b', 0, 'c'],
      message: 'validation.invalidCharacters',
    });
    expect(findInputProblem({ ['k\ud800']: 1 })).toEqual({
      path: ['k\ud800'],
      message: 'validation.invalidCharacters',
    });
    expect(findInputProblem('\udc00')).toEqual({ path: [], message: 'validation.invalidCharacters' });
  });

  it('should refuse keys naming the prototype machinery, however they were parsed', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const parsed = JSON.parse(`{"a":{"${key}":{"x":1}}}`) as unknown;
      expect(findInputProblem(parsed), key).toEqual({ path: ['a', key], message: 'validation.invalidValue' });
    }
  });

  it('should refuse nesting deeper than any request needs, without overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem(deep)?.path).toHaveLength(MAX_INPUT_DEPTH);
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) fine = [fine];
    expect(findInputProblem(fine)).toBeUndefined();
  });

  it('should pass clean input of every JSON kind', () => {
    expect(
      findInputProblem({ n: 1, t: true, z: null, s: 'Montseny 🔥', l: [1, 'a', { b: [] }] }),
    ).toBeUndefined();
    expect(findInputProblem(undefined)).toBeUndefined();
  });
});
