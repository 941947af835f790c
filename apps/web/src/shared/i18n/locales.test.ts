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

/** Placeholder names, with or without a format (`{{count, quantity}}`). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '').sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A plural text's key without its form (`cart.open_one` → `cart.open`). */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

describe('UI catalogues', () => {
  const catalogues = { ca: leaves(ca), es: leaves(es), en: leaves(en) };

  it('have the same texts in Catalan, Spanish and English', () => {
    const bases = (catalogue: Map<string, string>) => [...new Set([...catalogue.keys()].map(baseKey))].sort();
    const reference = bases(catalogues.ca);
    expect(bases(catalogues.es)).toEqual(reference);
    expect(bases(catalogues.en)).toEqual(reference);
  });

  it("give each counted text exactly the plural forms of its language's rules", () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      // i18next asks for the form Intl.PluralRules picks: Catalan and Spanish have a "many"
      // (1.000.000 d'unitats) besides one and other; a missing form would show the key.
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
      const plurals = new Map<string, string[]>();
      for (const key of catalogue.keys()) {
        const form = PLURAL_SUFFIX.exec(key)?.[1];
        if (form) plurals.set(baseKey(key), [...(plurals.get(baseKey(key)) ?? []), form]);
      }
      expect(plurals.size).toBeGreaterThan(0);
      for (const [key, found] of plurals) expect(found.sort(), `${language} ${key}`).toEqual(forms);
      for (const key of plurals.keys()) expect(catalogue.has(key), `${language} ${key}`).toBe(false);
    }
  });

  it('use the same placeholders for a text in every language and leave no text empty', () => {
    const byBase = (catalogue: Map<string, string>) => {
      const found = new Map<string, string[]>();
      for (const [key, text] of catalogue)
        found.set(
          baseKey(key),
          [...new Set([...(found.get(baseKey(key)) ?? []), ...placeholders(text)])].sort(),
        );
      return found;
    };
    const reference = byBase(catalogues.ca);
    const others = { es: byBase(catalogues.es), en: byBase(catalogues.en) };
    for (const [key, names] of reference) {
      expect(others.es.get(key), `es ${key}`).toEqual(names);
      expect(others.en.get(key), `en ${key}`).toEqual(names);
    }
    for (const catalogue of Object.values(catalogues))
      for (const [key, text] of catalogue) expect(text.trim(), key).not.toBe('');
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
      'mailbox',
      'equipmentDetail',
      'accessoryDetail',
      'consumableDetail',
      'serviceDetail',
      'service',
      'serviceRequest',
      'orderPrint',
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
