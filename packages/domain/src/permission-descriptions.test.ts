import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language-codes.ts';
import {
  PERMISSION_DESCRIPTIONS,
  permissionDescription,
  storedPermissionDescription,
} from './permission-descriptions.ts';

describe('permission descriptions', () => {
  it('should describe every permission in each language, each its own text', () => {
    for (const [endPoint, texts] of Object.entries(PERMISSION_DESCRIPTIONS)) {
      for (const language of LANGUAGES)
        expect(texts[language].trim(), `${endPoint} ${language}`).not.toBe('');
      expect(texts.ca, endPoint).not.toBe(texts.en);
    }
  });

  it("should show the portal's own description in the reader's language when none is stored", () => {
    const permission = { endPoint: 'GET /usuaris', descripcio: '' };
    expect(LANGUAGES.map((language) => permissionDescription(permission, language))).toEqual([
      'Consultar els usuaris',
      'Consultar los usuarios',
      'List users',
    ]);
  });

  it("should show an administrator's description as written, and nothing for an unknown endpoint without one", () => {
    expect(permissionDescription({ endPoint: 'GET /usuaris', descripcio: 'Veure qui entra' }, 'en')).toBe(
      'Veure qui entra',
    );
    expect(permissionDescription({ endPoint: 'GET /informes', descripcio: '' }, 'es')).toBe('');
    expect(permissionDescription({ endPoint: 'GET /__proto__', descripcio: '' }, 'ca')).toBe('');
  });

  it("should store the portal's own description, in any language, as none, and anything else as sent", () => {
    expect(storedPermissionDescription('GET /usuaris', 'Consultar los usuarios')).toBe('');
    expect(storedPermissionDescription('GET /usuaris', 'List users')).toBe('');
    expect(storedPermissionDescription('GET /usuaris', 'Veure qui entra')).toBe('Veure qui entra');
    // Another permission's text is not this one's own.
    expect(storedPermissionDescription('POST /usuaris', 'List users')).toBe('List users');
    expect(storedPermissionDescription('GET /informes', 'List users')).toBe('List users');
  });
});
