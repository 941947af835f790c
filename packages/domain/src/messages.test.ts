import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { isMessageKey, MESSAGE_CATALOGUES, translate, type MessageKey } from './messages.ts';

function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}
/** Placeholder names, with or without a format (`{{lote, de}}`). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const catalogues = LANGUAGES.map((language) => new Map(leaves(MESSAGE_CATALOGUES[language])));
  const [ca, es, en] = catalogues as [Map<string, unknown>, Map<string, unknown>, Map<string, unknown>];

  it('should have exactly the same keys in ca, es and en', () => {
    expect([...es.keys()].sort()).toEqual([...ca.keys()].sort());
    expect([...en.keys()].sort()).toEqual([...ca.keys()].sort());
  });

  it('should have a non-empty text for every key', () => {
    for (const catalogue of catalogues) {
      for (const value of catalogue.values())
        expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
    }
  });

  it('should use the same placeholders in every language', () => {
    for (const [key, text] of ca) {
      expect([key, placeholders(es.get(key) as string)]).toEqual([key, placeholders(text as string)]);
      expect([key, placeholders(en.get(key) as string)]).toEqual([key, placeholders(text as string)]);
    }
  });

  it('writes Catalan\'s "de" before a value as it is said', () => {
    expect(translate('ca', 'cart.lote', { lote: 12 })).toBe(
      'Aquest producte només es ven en lots de 12 unitats.',
    );
    expect(translate('ca', 'cart.lote', { lote: 11 })).toBe(
      "Aquest producte només es ven en lots d'11 unitats.",
    );
    expect(translate('es', 'cart.lote', { lote: 11 })).toContain('de 11');
  });

  it('should hold the texts the business rules report', () => {
    const used = [
      'cart.alreadyInCart',
      'cart.lote',
      'cart.minimum',
      'cart.noStock',
      'cart.stockExceeded',
      'cart.wholeUnits',
      'orders.minimumTotal',
      'orders.acceptConditions',
      'orders.emptyCart',
      'orders.deliveryDatePast',
      'quickOrder.malformed',
      'quickOrder.invalidQuantity',
      'quickOrder.unknownCode',
      'quickOrder.duplicate',
      'validation.invalidDate',
    ];
    expect(used.filter((key) => !isMessageKey(key))).toEqual([]);
  });
});

describe('translate', () => {
  it('should render a text in each language with its parameters filled', () => {
    expect(translate('ca', 'cart.lote', { lote: 6 })).toBe(
      'Aquest producte només es ven en lots de 6 unitats.',
    );
    expect(translate('es', 'cart.lote', { lote: 6 })).toBe(
      'Este producto solo se vende en lotes de 6 unidades.',
    );
    // The rule compares the subtotal (goods before shipping), and says so (order.ts checkOrder).
    expect(translate('en', 'orders.minimumTotal', { amount: '100,00' })).toBe(
      'The subtotal (the products, before shipping) must be more than 100,00 €.',
    );
    expect(translate('en', 'errors.rateLimited', { seconds: 30 })).toBe(
      'Too many attempts. Try again in 30 s.',
    );
  });

  it('should leave a placeholder without a value as it is', () => {
    expect(translate('en', 'cart.lote')).toBe('This product is only sold in batches of {{lote}} units.');
  });

  it('should fall back to the key itself for an unknown key', () => {
    expect(translate('es', 'no.such.key' as MessageKey)).toBe('no.such.key');
    expect(translate('en', 'cart' as MessageKey)).toBe('cart');
  });

  it('should tell message keys from other strings', () => {
    expect(isMessageKey('cart.lote')).toBe(true);
    expect(isMessageKey('cart')).toBe(false);
    expect(isMessageKey('cart.nope')).toBe(false);
  });
});
