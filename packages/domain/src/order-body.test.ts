import { describe, expect, it } from 'vitest';
import {
  deliveryDateProblem,
  isIsoDate,
  isoDateIn,
  isWeekend,
  orderBodySchema,
  orderBodySchemaFor,
} from './order-body.ts';

const body = {
  lineasPedido: [
    { codigo: 'TIP-M6', Cantidad: 10 },
    { codigo: 'EL-6013', Cantidad: 2 },
  ],
  idContacto: 3,
  formaPago: 10,
  referencia: 'PO-2025-0042',
  fechaEntrega: '2025-06-12',
  observaciones: 'Deliver before noon',
  acceptedConditions: true,
};

/** The issues of a failed parse as `path: message`. */
function issues(result: ReturnType<typeof orderBodySchema.safeParse>): string[] {
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('order body', () => {
  it('should accept a complete body and trim the codes', () => {
    const result = orderBodySchemaFor('2025-06-10').safeParse({
      ...body,
      lineasPedido: [{ codigo: '  TIP-M6 ', Cantidad: 10 }],
    });
    expect(result.success && result.data.lineasPedido).toEqual([{ codigo: 'TIP-M6', Cantidad: 10 }]);
  });

  it('should accept the minimal body', () => {
    const minimal = { lineasPedido: [{ codigo: 'A', Cantidad: 1 }], idContacto: 1, acceptedConditions: true };
    expect(orderBodySchema.safeParse(minimal).success).toBe(true);
  });

  it('should drop any price the client sends', () => {
    const result = orderBodySchema.safeParse({
      ...body,
      total: 1,
      lineasPedido: [{ codigo: 'A', Cantidad: 1, finalPrice: 0.01, priceNoOffer: 0.01 }],
    });
    expect(result.success && result.data.lineasPedido).toEqual([{ codigo: 'A', Cantidad: 1 }]);
    expect(result.success && 'total' in result.data).toBe(false);
  });

  it('should want at least one line and no product twice', () => {
    expect(issues(orderBodySchema.safeParse({ ...body, lineasPedido: [] }))).toEqual([
      'lineasPedido: orders.emptyCart',
    ]);
    const twice = [
      { codigo: 'A', Cantidad: 1 },
      { codigo: 'A', Cantidad: 2 },
    ];
    expect(issues(orderBodySchema.safeParse({ ...body, lineasPedido: twice }))).toEqual([
      'lineasPedido.1.codigo: cart.alreadyInCart',
    ]);
  });

  it('should want whole quantities from 1', () => {
    for (const Cantidad of [0, -1, 1.5, 1_000_000]) {
      expect(orderBodySchema.safeParse({ ...body, lineasPedido: [{ codigo: 'A', Cantidad }] }).success).toBe(
        false,
      );
    }
  });

  it('should limit the reference to 30 characters and the remarks to 500', () => {
    expect(orderBodySchema.safeParse({ ...body, referencia: 'R'.repeat(30) }).success).toBe(true);
    expect(orderBodySchema.safeParse({ ...body, referencia: 'R'.repeat(31) }).success).toBe(false);
    expect(orderBodySchema.safeParse({ ...body, observaciones: 'o'.repeat(500) }).success).toBe(true);
    expect(orderBodySchema.safeParse({ ...body, observaciones: 'o'.repeat(501) }).success).toBe(false);
  });

  it('should accept only known payment method codes', () => {
    expect(orderBodySchema.safeParse({ ...body, formaPago: 60 }).success).toBe(true);
    expect(issues(orderBodySchema.safeParse({ ...body, formaPago: 28 }))).toEqual([
      'formaPago: validation.invalidValue',
    ]);
    expect(orderBodySchema.safeParse({ ...body, formaPago: '10' }).success).toBe(false);
  });

  it('should want a delivery contact', () => {
    const { idContacto: _omitted, ...withoutContact } = body;
    expect(orderBodySchema.safeParse(withoutContact).success).toBe(false);
    expect(orderBodySchema.safeParse({ ...body, idContacto: 0 }).success).toBe(false);
  });

  it('should want the commercial conditions accepted', () => {
    expect(issues(orderBodySchema.safeParse({ ...body, acceptedConditions: false }))).toEqual([
      'acceptedConditions: orders.acceptConditions',
    ]);
    const { acceptedConditions: _omitted, ...unanswered } = body;
    expect(orderBodySchema.safeParse(unanswered).success).toBe(false);
  });

  it('should refuse a wished delivery date before today, accept today', () => {
    const schema = orderBodySchemaFor('2025-06-10');
    expect(issues(schema.safeParse({ ...body, fechaEntrega: '2025-06-09' }))).toEqual([
      'fechaEntrega: orders.deliveryDatePast',
    ]);
    expect(schema.safeParse({ ...body, fechaEntrega: '2025-06-10' }).success).toBe(true);
    expect(orderBodySchema.safeParse({ ...body, fechaEntrega: '2020-01-01' }).success).toBe(true);
  });

  it('should refuse a wished delivery date on a Saturday or a Sunday', () => {
    // 10 June 2025 is a Tuesday; the 14th and 15th are the weekend after it.
    const schema = orderBodySchemaFor('2025-06-10');
    for (const fechaEntrega of ['2025-06-14', '2025-06-15']) {
      expect(issues(schema.safeParse({ ...body, fechaEntrega }))).toEqual([
        'fechaEntrega: orders.deliveryDateWeekend',
      ]);
    }
    expect(schema.safeParse({ ...body, fechaEntrega: '2025-06-13' }).success).toBe(true);
    expect(schema.safeParse({ ...body, fechaEntrega: '2025-06-16' }).success).toBe(true);
  });

  it('should refuse dates that do not exist or are not ISO', () => {
    for (const fechaEntrega of ['2025-02-30', '2025-13-01', '10/06/2025', '2025-6-1', '']) {
      expect(issues(orderBodySchema.safeParse({ ...body, fechaEntrega }))).toEqual([
        'fechaEntrega: validation.invalidDate',
      ]);
    }
  });

  it('should report every broken rule together', () => {
    const result = orderBodySchemaFor('2025-06-10').safeParse({
      ...body,
      fechaEntrega: '2025-06-01',
      acceptedConditions: false,
    });
    expect(issues(result)).toEqual([
      'fechaEntrega: orders.deliveryDatePast',
      'acceptedConditions: orders.acceptConditions',
    ]);
  });
});

describe('wished delivery dates', () => {
  it('should know the weekend of any day, whatever the time zone', () => {
    expect(['2025-06-13', '2025-06-14', '2025-06-15', '2025-06-16'].map(isWeekend)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    // 29 February 2024 was a Thursday, 1 January 2028 is a Saturday.
    expect(isWeekend('2024-02-29')).toBe(false);
    expect(isWeekend('2028-01-01')).toBe(true);
  });

  it('should say what is wrong with a date: first the past, then the weekend', () => {
    expect(deliveryDateProblem('2025-06-07', '2025-06-10')).toBe('orders.deliveryDatePast');
    expect(deliveryDateProblem('2025-06-09', '2025-06-10')).toBe('orders.deliveryDatePast');
    expect(deliveryDateProblem('2025-06-14', '2025-06-10')).toBe('orders.deliveryDateWeekend');
    expect(deliveryDateProblem('2025-06-10', '2025-06-10')).toBeNull();
  });
});

describe('dates', () => {
  it('should know real days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-04-31')).toBe(false);
  });

  it("should give today's date in the company's time zone", () => {
    const lateEvening = new Date('2025-06-09T22:30:00Z');
    expect(isoDateIn(lateEvening)).toBe('2025-06-10');
    expect(isoDateIn(lateEvening, 'UTC')).toBe('2025-06-09');
    expect(isoDateIn(new Date('2025-01-01T00:30:00Z'), 'America/New_York')).toBe('2024-12-31');
  });
});
