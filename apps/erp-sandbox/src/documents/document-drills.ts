// /_sandbox drills for the ERP's documents: move an order's fulfilment forward, record a payment,
// issue a credit note, change a customer's credit limit, and read every document as it stands.
// Each write is journaled, so it survives a restart.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errors } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import { amountSchema, toUnits } from '../money.ts';
import type { OrderService } from '../orders/order-service.ts';
import { portalCodeSchema } from '../orders/order-schema.ts';
import type { SandboxStore } from '../storage/sandbox-store.ts';
import { buildLedger } from './ledger.ts';

const numeroParams = z.object({ numero: z.string().min(1).max(60) });

/** Makes the demo's past the first time the sandbox starts on an empty journal (and after a reset). */
export async function ensureHistory(store: SandboxStore, clock: () => number): Promise<void> {
  if (store.state.documents.historyAnchor === null) await store.commit({ v: 1, at: clock(), t: 'history' });
}

export function documentDrills(
  app: FastifyInstance,
  deps: { store: SandboxStore; orders: OrderService; clock: () => number },
): void {
  const { store, clock } = deps;
  const ledger = async () => {
    await store.settled();
    return buildLedger(store.state, clock(), '');
  };

  app.get('/documents', async (request) => {
    const { codigoCliente } = parseWith(z.object({ codigoCliente: z.string().optional() }), request.query);
    const all = await ledger();
    if (!codigoCliente) return all;
    const mine = <T extends { codigoCliente: string }>(items: T[]) =>
      items.filter((i) => i.codigoCliente === codigoCliente);
    return {
      shipments: mine(all.shipments),
      deliveryNotes: mine(all.deliveryNotes),
      invoices: mine(all.invoices),
      credit: mine(all.credit),
    };
  });

  app.post('/orders/:portalCode/advance', async (request) => {
    const { portalCode } = parseWith(z.object({ portalCode: portalCodeSchema }), request.params);
    const { seconds } = parseWith(
      z
        .object({
          seconds: z
            .number()
            .int()
            .min(1)
            .max(365 * 24 * 3600),
        })
        .strict(),
      request.body,
    );
    return deps.orders.advance(portalCode, seconds);
  });

  app.post('/invoices/:numero/payments', async (request) => {
    const { numero } = parseWith(numeroParams, request.params);
    const invoice = (await ledger()).invoices.find(
      (item) => item.numero === numero && item.kind === 'invoice',
    );
    if (!invoice) throw errors.notFound(`Invoice ${numero}`);
    await store.commit({ v: 1, at: clock(), t: 'invoice-paid', numero });
    return (await ledger()).invoices.find((item) => item.numero === numero);
  });

  app.post('/credit-notes', async (request) => {
    const body = parseWith(
      z
        .object({
          invoice: z.string().min(1).max(60),
          base: amountSchema,
          reason: z.string().trim().min(1).max(200),
        })
        .strict(),
      request.body,
    );
    const all = await ledger();
    const invoice = all.invoices.find((item) => item.numero === body.invoice && item.kind === 'invoice');
    if (!invoice) throw errors.notFound(`Invoice ${body.invoice}`);
    const credited = all.invoices
      .filter((item) => item.corrects === invoice.numero)
      .reduce((sum, item) => sum - toUnits(item.base), 0n);
    if (toUnits(body.base) <= 0n || credited + toUnits(body.base) > toUnits(invoice.base))
      throw errors.unprocessable(
        'invalid_credit_note',
        'A credit note credits more than 0 and at most what the invoice has left',
      );
    const numero = `AB-${String(store.state.documents.lastCreditNote + 1).padStart(6, '0')}`;
    const at = clock();
    await store.commit({
      v: 1,
      at,
      t: 'credit-note',
      note: {
        numero,
        invoice: invoice.numero,
        codigoCliente: invoice.codigoCliente,
        portalCode: invoice.portalCode,
        erpNumber: invoice.erpNumber,
        base: body.base,
        reason: body.reason,
        at,
      },
    });
    return (await ledger()).invoices.find((item) => item.numero === numero);
  });

  app.put('/credit/:codigoCliente', async (request) => {
    const { codigoCliente } = parseWith(
      z.object({ codigoCliente: z.string().min(1).max(40) }),
      request.params,
    );
    const { limit } = parseWith(z.object({ limit: amountSchema }).strict(), request.body);
    if (!store.state.customers.has(codigoCliente)) throw errors.notFound(`Customer ${codigoCliente}`);
    await store.commit({ v: 1, at: clock(), t: 'credit-limit', codigoCliente, limit });
    return (await ledger()).credit.find((item) => item.codigoCliente === codigoCliente);
  });
}
