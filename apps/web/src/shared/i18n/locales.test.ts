import { describe, expect, it } from 'vitest';
import caMessages from '@portal/domain/messages/ca.json';
import enMessages from '@portal/domain/messages/en.json';
import esMessages from '@portal/domain/messages/es.json';
import ca from './locales/ca.json';
import en from './locales/en.json';
import es from './locales/es.json';

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') found.set(path, value);
    else for (const [k, v] of leaves(value, `${path}.`)) found.set(k, v);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('UI catalogues', () => {
  const catalogues = { ca: leaves(ca), es: leaves(es), en: leaves(en) };

  it('have the same keys in Catalan, Spanish and English', () => {
    const reference = [...catalogues.ca.keys()].sort();
    expect([...catalogues.es.keys()].sort()).toEqual(reference);
    expect([...catalogues.en.keys()].sort()).toEqual(reference);
  });

  it('use the same placeholders for a key in every language and leave no text empty', () => {
    for (const [key, text] of catalogues.ca) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(catalogues.es.get(key)!), `es ${key}`).toEqual(placeholders(text));
      expect(placeholders(catalogues.en.get(key)!), `en ${key}`).toEqual(placeholders(text));
    }
  });

  it('name every screen the server seeds, in each language', () => {
    const screens = [
      'products',
      'history',
      'sat',
      'maintenance',
      'standarization',
      'usuaris',
      'rols',
      'permisos',
      'pantalles',
      'params',
      'logErrors',
      'registreCanvis',
      'enllacErp',
      'sincronitzacio',
      'equipmentDetail',
      'accessoryDetail',
      'consumableDetail',
      'serviceDetail',
    ];
    for (const catalogue of Object.values(catalogues)) {
      for (const screen of screens) expect(catalogue.has(`screens.${screen}`), screen).toBe(true);
    }
  });

  it('can render the server message keys the web app shows itself', () => {
    for (const messages of [caMessages, enMessages, esMessages]) {
      const keys = leaves(messages);
      expect(keys.has('errors.noHomePage')).toBe(true);
      expect(keys.has('validation.required')).toBe(true);
      expect(keys.has('errors.generic')).toBe(true);
    }
  });
});
