import { describe, expect, it } from 'vitest';
import { gtin13Of, isGtin13 } from './gtin.ts';

describe('GTIN-13', () => {
  it('should accept real EANs and refuse a wrong check digit, length or character', () => {
    expect(isGtin13('4006381333931')).toBe(true);
    expect(isGtin13('8412345678905')).toBe(true);
    expect(isGtin13('4006381333932')).toBe(false);
    expect(isGtin13('400638133393')).toBe(false);
    expect(isGtin13('400638133393A')).toBe(false);
    expect(isGtin13(' 4006381333931')).toBe(false);
  });

  it('should complete twelve digits with their check digit', () => {
    expect(gtin13Of('400638133393')).toBe('4006381333931');
    expect(gtin13Of('000000000000')).toBe('0000000000000');
    expect(() => gtin13Of('12')).toThrow();
  });
});
