import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, parseAcceptLanguage, resolveLanguage } from './languages.ts';

describe('resolveLanguage', () => {
  it("should take the stored user's language over the browser's", () => {
    expect(resolveLanguage('es', ['en-GB', 'ca'])).toBe('es');
    expect(resolveLanguage('en', ['es-ES'])).toBe('en');
  });

  it("should take the browser's first language of ours, by primary subtag", () => {
    expect(resolveLanguage(null, ['es-ES'])).toBe('es');
    expect(resolveLanguage(undefined, ['fr-FR', 'de', 'EN-us', 'es'])).toBe('en');
    expect(resolveLanguage(undefined, [' ca_ES '])).toBe('ca');
  });

  it('should ignore a stored language that is not one of ours', () => {
    expect(resolveLanguage('fr', ['en-GB'])).toBe('en');
    expect(resolveLanguage('', ['es'])).toBe('es');
  });

  it('should fall back to Catalan', () => {
    expect(DEFAULT_LANGUAGE).toBe('ca');
    expect(resolveLanguage(undefined, ['fr-FR', 'de-DE'])).toBe('ca');
    expect(resolveLanguage(null)).toBe('ca');
    expect(resolveLanguage('pt', [])).toBe('ca');
  });
});

describe('isLanguage', () => {
  it('should know exactly ca, es and en', () => {
    expect(['ca', 'es', 'en', 'ES', 'fr', '', null, 1].map(isLanguage)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('parseAcceptLanguage', () => {
  it('should order the tags by q-value, keeping header order between equals', () => {
    expect(parseAcceptLanguage('fr;q=0.5, es-ES;q=0.9, en')).toEqual(['en', 'es-ES', 'fr']);
    expect(parseAcceptLanguage('ca-ES,ca;q=0.9,es;q=0.9,en;q=0.8')).toEqual(['ca-ES', 'ca', 'es', 'en']);
  });

  it('should drop tags refused with q=0 or with an unreadable weight', () => {
    expect(parseAcceptLanguage('es;q=0, en;q=abc, ca;q=0.1')).toEqual(['ca']);
  });

  it('should give nothing for a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(' , ')).toEqual([]);
  });

  it('should feed resolveLanguage the way a server uses it', () => {
    expect(resolveLanguage(undefined, parseAcceptLanguage('de;q=1, en-US;q=0.8, es;q=0.9'))).toBe('es');
  });
});
