import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUES, translate } from './messages.ts';
import { KNOWN_REJECTION_CODES, REJECTION_MESSAGE_KEYS, rejectionMessageOf } from './order-rejection.ts';

describe('rejectionMessageOf', () => {
  it("should tell a credit-limit rejection in the customer's language, never in the ERP's English", () => {
    expect(rejectionMessageOf('credit_limit')).toBe('orders.rejection.creditLimit');
    expect(translate('ca', rejectionMessageOf('credit_limit'))).toMatch(/límit de crèdit/);
    expect(translate('es', rejectionMessageOf('credit_limit'))).toMatch(/límite de crédito/);
  });

  it('should name every refusal the ERP contract lists', () => {
    expect(
      [
        'unknown_customer',
        'empty_order',
        'unknown_payment_method',
        'unknown_country',
        'invalid_line',
        'totals_mismatch',
      ].map(rejectionMessageOf),
    ).not.toContain('orders.rejection.other');
  });

  it('should fall back to a general message for an unknown, missing or prototype code', () => {
    for (const code of ['something_new', '', null, undefined, '__proto__', 'toString', 'constructor']) {
      expect(rejectionMessageOf(code)).toBe('orders.rejection.other');
    }
  });

  it('should have a text for every known code in the three languages', () => {
    for (const language of ['ca', 'es', 'en'] as const) {
      for (const code of [...KNOWN_REJECTION_CODES, 'other']) {
        const key = rejectionMessageOf(code);
        const text = translate(language, key);
        expect(text, `${language} ${key}`).not.toBe(key);
        expect(text.length).toBeGreaterThan(10);
      }
      expect(
        Object.keys(MESSAGE_CATALOGUES[language].orders.rejection).map((key) => `orders.rejection.${key}`),
      ).toEqual([...REJECTION_MESSAGE_KEYS]);
    }
  });
});
