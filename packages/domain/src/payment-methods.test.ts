import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import {
  formaPagoSchema,
  lastDueDay,
  mayPayWith,
  isPaymentMethodCode,
  PAYMENT_METHOD_CODES,
  PAYMENT_METHODS,
  paymentMethodByCode,
  paymentMethodCodeSchema,
  paymentMethodName,
} from './payment-methods.ts';

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
// Spec §3, written out independently of the module's own tables.
const SPEC_CODES = [
  ...range(1, 8),
  ...range(10, 27),
  60,
  ...range(100, 121),
  ...range(200, 210),
  ...range(300, 307),
  ...range(400, 405),
  ...range(500, 502),
  ...range(900, 904),
];

describe('payment methods', () => {
  it('should have every code of the spec and no other, in order', () => {
    expect(SPEC_CODES).toHaveLength(82);
    expect(PAYMENT_METHOD_CODES).toEqual(SPEC_CODES);
  });

  it('should name every code in the three languages, distinctly within each language', () => {
    for (const language of LANGUAGES) {
      const names = PAYMENT_METHODS.map((method) => method.names[language]);
      expect(names.every((name) => name.trim().length > 0)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('should name the methods at sight by family', () => {
    expect(PAYMENT_METHODS.slice(0, 8).map((m) => m.names.en)).toEqual([
      'Cash',
      'Bill at sight',
      'Bank transfer at sight',
      'Promissory note at sight',
      'Draft at sight',
      'Confirming at sight',
      'Check at sight',
      'Card',
    ]);
    expect(paymentMethodByCode(1)?.names).toEqual({ ca: 'Comptat', es: 'Contado', en: 'Cash' });
    expect(paymentMethodByCode(8)?.names).toEqual({ ca: 'Targeta', es: 'Tarjeta', en: 'Card' });
  });

  it('should name deferred methods by family and days from the invoice date', () => {
    expect(paymentMethodByCode(10)?.names).toEqual({
      ca: 'Rebut a 30 dies',
      es: 'Recibo a 30 días',
      en: 'Bill at 30 days',
    });
    expect(paymentMethodByCode(13)?.names).toEqual({
      ca: 'Rebut a 30-60 dies',
      es: 'Recibo a 30-60 días',
      en: 'Bill at 30-60 days',
    });
    expect(paymentMethodByCode(121)?.names.es).toBe('Transferencia a 15-30 días');
    expect(paymentMethodByCode(200)?.names.ca).toBe('Pagaré a 30 dies');
    expect(paymentMethodByCode(307)?.names.es).toBe('Letra de cambio a 15 días');
    expect(paymentMethodByCode(405)?.names.en).toBe('Confirming at 120 days');
    expect(paymentMethodByCode(502)?.names.ca).toBe('Xec a 90 dies');
    expect(paymentMethodByCode(104)?.dueDays).toEqual([30, 60, 90]);
  });

  it('should name cash on delivery and the split forms', () => {
    expect(paymentMethodByCode(60)?.names).toEqual({
      ca: 'Contra reemborsament',
      es: 'Contra reembolso',
      en: 'Cash on delivery',
    });
    expect(paymentMethodByCode(900)?.names).toEqual({
      ca: '50% amb la comanda, 50% a 30 dies',
      es: '50% con el pedido, 50% a 30 días',
      en: '50% at order, 50% at 30 days',
    });
    expect(paymentMethodByCode(904)?.names.en).toBe('30% at order, 70% on delivery');
    expect(paymentMethodByCode(903)?.split).toEqual([
      { percent: 50, due: 'order' },
      { percent: 50, due: 'delivery' },
    ]);
  });

  it('lets a customer pay sooner than its usual terms, never later', () => {
    // Bill at 30-60 days (13): its own, anything due by day 60, nothing due later.
    expect(mayPayWith(13, 13)).toBe(true);
    expect(mayPayWith(13, 1)).toBe(true); // cash at sight
    expect(mayPayWith(13, 11)).toBe(true); // bill at 60 days
    expect(mayPayWith(13, 900)).toBe(true); // half with the order, half at 30 days
    expect(mayPayWith(13, 12)).toBe(false); // bill at 90 days
    expect(mayPayWith(13, 405)).toBe(false); // confirming at 120 days
    // Cash on delivery: only what is paid by delivery.
    expect(mayPayWith(60, 1)).toBe(true);
    expect(mayPayWith(60, 903)).toBe(true);
    expect(mayPayWith(60, 10)).toBe(false);
    // No usual method known: at sight only; an unknown code never.
    expect(mayPayWith(null, 1)).toBe(true);
    expect(mayPayWith(null, 10)).toBe(false);
    expect(mayPayWith(13, 999)).toBe(false);
    expect(lastDueDay(paymentMethodByCode(104)!)).toBe(90);
  });

  it('should make every split add up to 100%', () => {
    const splits = PAYMENT_METHODS.filter((m) => m.family === 'split');
    expect(splits.map((m) => m.code)).toEqual([900, 901, 902, 903, 904]);
    for (const method of splits) expect(method.split.reduce((sum, part) => sum + part.percent, 0)).toBe(100);
  });

  it('should show an unknown code as its number', () => {
    expect(paymentMethodName(999, 'ca')).toBe('999');
    expect(paymentMethodName(2, 'es')).toBe('Recibo a la vista');
  });

  it('should validate codes', () => {
    expect(isPaymentMethodCode(60)).toBe(true);
    expect([9, 28, 59, 61, 99, 122, 211, 308, 406, 503, 899, 905].some(isPaymentMethodCode)).toBe(false);
    expect(isPaymentMethodCode('1')).toBe(false);
    expect(paymentMethodCodeSchema.safeParse(904).success).toBe(true);
    expect(paymentMethodCodeSchema.safeParse(905).success).toBe(false);
    expect(formaPagoSchema.safeParse({ codigo: 3, nombre: 'Transferència a la vista' }).success).toBe(true);
  });
});
