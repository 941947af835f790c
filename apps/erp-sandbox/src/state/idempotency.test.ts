import { describe, expect, it } from 'vitest';
import { canonicalJson } from './idempotency.ts';

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });

  it('leaves out undefined members, as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: 'x' })).toBe('{"b":"x"}');
  });

  it('tells different values apart', () => {
    expect(canonicalJson({ total: '202.00' })).not.toBe(canonicalJson({ total: '202.0' }));
  });
});
