import { describe, expect, it } from 'vitest';
import type { Invoice, Shipment } from './erp-documents.ts';
import { monthsBetween, statementQuerySchema } from './erp-documents.ts';
import {
  invoiceTotals,
  orderTimeline,
  somethingToShip,
  statementOf,
  stillToShip,
} from './erp-documents-rules.ts';

const shipment = (
  part: number,
  shippedAt: string,
  deliveredAt: string | null,
  lines: [string, number][],
): Shipment => ({
  numero: `EX-PV1-${part}`,
  codigoPedido: 'WEB-1',
  erpNumero: 'PV1',
  part,
  status: deliveredAt ? 'delivered' : 'in_transit',
  carrier: 'SEUR',
  trackingNumber: `SE${part}`,
  trackingUrl: 'http://127.0.0.1:4100/tracking/SE1',
  shippedAt,
  deliveredAt,
  deliveryNote: `AL-PV1-${part}`,
  lines: lines.map(([codigo, quantity]) => ({ codigo, nombre: codigo, quantity })),
});

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  numero: 'FA-PV1',
  kind: 'invoice',
  codigoPedido: 'WEB-1',
  erpNumero: 'PV1',
  date: '2026-06-02',
  deliveryNotes: [],
  corrects: null,
  base: 100,
  vat: 21,
  total: 121,
  dues: [{ dueDate: '2026-07-02', amount: 121, paidAt: null }],
  status: 'pending',
  reason: null,
  nextDueDate: '2026-07-02',
  ...overrides,
});

describe('orderTimeline', () => {
  it('goes placed, sent, accepted, then each part shipped and delivered and the invoice, in time order', () => {
    const steps = orderTimeline(
      { fecha: '2026-06-01T10:00:00.000Z', estado: 'accepted' },
      {
        shipments: [
          shipment(1, '2026-06-01T10:10:00.000Z', '2026-06-01T10:30:00.000Z', [['A', 1]]),
          shipment(2, '2026-06-01T10:15:00.000Z', null, [['B', 1]]),
        ],
        invoices: [invoice(), invoice({ numero: 'AB-1', kind: 'credit_note' })],
      },
    );
    expect(steps.map((s) => ('part' in s ? `${s.kind}${s.part}` : s.kind))).toEqual([
      'placed',
      'sentToErp',
      'accepted',
      'shipped1',
      'shipped2',
      'delivered1',
      'invoiced',
    ]);
  });

  it('ends at the refusal or the cancellation, and shows no acceptance before the ERP has it', () => {
    expect(
      orderTimeline({ fecha: 'x', estado: 'rejected' }, { shipments: [], invoices: [] }).map((s) => s.kind),
    ).toEqual(['placed', 'sentToErp', 'rejected']);
    expect(
      orderTimeline({ fecha: 'x', estado: 'cancelled' }, { shipments: [], invoices: [] }).map((s) => s.kind),
    ).toEqual(['placed', 'cancelled']);
    expect(
      orderTimeline({ fecha: 'x', estado: 'sent_to_erp' }, { shipments: [], invoices: [] }).map(
        (s) => s.kind,
      ),
    ).toEqual(['placed', 'sentToErp']);
  });
});

describe('stillToShip', () => {
  it('takes what every shipment carried off each ordered product', () => {
    const pending = stillToShip(
      [
        { codigo: 'A', quantity: 2 },
        { codigo: 'B', quantity: 5 },
      ],
      [
        shipment(1, 't', null, [
          ['A', 2],
          ['B', 2],
        ]),
      ],
    );
    expect(pending).toEqual([
      { codigo: 'A', ordered: 2, shipped: 2, pending: 0 },
      { codigo: 'B', ordered: 5, shipped: 2, pending: 3 },
    ]);
    expect(somethingToShip(pending)).toBe(true);
    expect(
      somethingToShip(stillToShip([{ codigo: 'A', quantity: 1 }], [shipment(1, 't', null, [['A', 1]])])),
    ).toBe(false);
  });
});

describe('invoiceTotals', () => {
  it('adds invoices and credit notes exactly, and what is still owed', () => {
    expect(
      invoiceTotals([
        invoice({ total: 0.1, dues: [{ dueDate: 'd', amount: 0.1, paidAt: null }] }),
        invoice({ total: 0.2, dues: [{ dueDate: 'd', amount: 0.2, paidAt: '2026-06-03T00:00:00Z' }] }),
        invoice({ kind: 'credit_note', total: -0.05, dues: [] }),
      ]),
    ).toEqual({ total: 0.25, pending: 0.1 });
  });
});

describe('statementOf', () => {
  const sources = [
    {
      numero: 'FA-1',
      kind: 'invoice' as const,
      date: '2026-03-10',
      total: 121,
      dues: [{ amount: 121, paidAt: '2026-04-09T08:00:00.000Z' }],
    },
    {
      numero: 'FA-2',
      kind: 'invoice' as const,
      date: '2026-04-15',
      total: 60.5,
      dues: [
        { amount: 30.25, paidAt: null },
        { amount: 30.25, paidAt: '2026-05-15T00:00:00.000Z' },
      ],
    },
    { numero: 'AB-1', kind: 'credit_note' as const, date: '2026-04-20', total: -12.1, dues: [] },
  ];

  it('opens with what was owed before, lists each invoice, credit note and payment with its balance, and closes', () => {
    const statement = statementOf(sources, '2026-04-01', '2026-04-30');
    expect(statement.opening).toBe(121);
    expect(statement.entries).toEqual([
      { date: '2026-04-09', kind: 'payment', numero: 'FA-1', amount: -121, balance: 0 },
      { date: '2026-04-15', kind: 'invoice', numero: 'FA-2', amount: 60.5, balance: 60.5 },
      { date: '2026-04-20', kind: 'credit_note', numero: 'AB-1', amount: -12.1, balance: 48.4 },
    ]);
    expect(statement.closing).toBe(48.4);
    expect(statementOf(sources, '2026-01-01', '2026-12-31').closing).toBe(18.15);
  });
});

describe('monthsBetween and the statement range', () => {
  it('allows 24 months and refuses a day more, and an inverted range', () => {
    expect(statementQuerySchema.safeParse({ desde: '2024-03-31', fins: '2026-03-31' }).success).toBe(true);
    expect(statementQuerySchema.safeParse({ desde: '2024-03-31', fins: '2026-04-01' }).success).toBe(false);
    expect(statementQuerySchema.safeParse({ desde: '2026-04-02', fins: '2026-04-01' }).success).toBe(false);
    expect(monthsBetween('2026-01-01', '2026-03-31')).toBe(3);
  });
});
