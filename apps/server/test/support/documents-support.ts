// What the tests of the documents after an order share: a portal on a database of its own with a
// sandbox ERP on a hand-driven clock, the demo's customers C0001 and C0003 with a buyer each, a
// product to order, a counter of the PDFs asked of the ERP, and helpers to place an order (through
// the API and the outbox, as a customer does) and to run a documents synchronisation.
import type { LightMyRequestResponse } from 'fastify';
import { clienteContactos } from '../../src/db/schema/index.ts';
import type { ErpGateway } from '../../src/erp/gateway/erp-gateway.ts';
import { HttpErpGateway } from '../../src/erp/gateway/http-erp-gateway.ts';
import type { DatabaseKind } from './databases.ts';
import { startSyncSandbox, type SyncSandbox } from './sync-sandbox.ts';
import { bearer, createTestApp, json, type TestContext } from './test-app.ts';
import type { Switches } from '@portal/erp-sandbox/switches';

export class ManualClock {
  ms = Date.now();
  readonly now = () => this.ms;
  advance(seconds: number) {
    this.ms += seconds * 1000;
  }
}

export interface Buyer {
  codigoCliente: string;
  token: string;
  idContacto: number;
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
}

export interface DocumentsWorld {
  ctx: TestContext;
  sandbox: SyncSandbox;
  clock: ManualClock;
  pdfFetches: string[];
  gold: Buyer;
  bronze: Buyer;
  placeOrder(buyer: Buyer, quantity?: number): Promise<string>;
  syncDocuments(): Promise<void>;
  close(): Promise<void>;
}

export async function documentsWorld(
  kind: DatabaseKind,
  switches: Partial<Switches> = {},
): Promise<DocumentsWorld> {
  const clock = new ManualClock();
  const sandbox = await startSyncSandbox({ clock: clock.now, switches });
  const pdfFetches: string[] = [];
  const ctx = await createTestApp(kind, {
    erp: (db) => {
      const real = new HttpErpGateway(
        { baseUrl: sandbox.url, username: 'portal', password: 'sandbox-secret' },
        { db },
      );
      const counting = Object.create(real) as ErpGateway;
      counting.documentPdf = (pdfKind, numero) => {
        pdfFetches.push(`${pdfKind}/${numero}`);
        return real.documentPdf(pdfKind, numero);
      };
      return counting;
    },
  });
  await ctx.factories.product({
    codigo: 'EQ-MIG-200',
    nombre: 'MIG 200',
    tipo: 'equipment',
    stock: 50,
    prices: [1, 2, 5, 6].map((idLista) => ({ idLista, desdeUnidades: 1, precioNeto: '150.00' })),
  });
  const buyer = async (codigoCliente: string, idLista: number): Promise<Buyer> => {
    await ctx.factories.customer({ codigo: codigoCliente, idLista, formaPago: 2 });
    const session = await ctx.factories.session({ codigoCliente });
    const [contact] = await ctx.testDb.database.db
      .insert(clienteContactos)
      .values({
        codigoCliente,
        nombreContacto: 'Taller',
        direccion: 'Carrer 1',
        codigoPostal: '08001',
        poblacion: 'Barcelona',
        pais: 'ES',
      })
      .returning();
    return {
      codigoCliente,
      token: session.token,
      idContacto: contact!.id,
      call: (method, url, payload) =>
        ctx.app.inject({
          method,
          url: `/api/v1${url}`,
          headers: bearer(session.token, { 'accept-language': 'en' }),
          ...(payload === undefined ? {} : { payload: payload as object }),
        }),
    };
  };
  const gold = await buyer('C0001', 1);
  const bronze = await buyer('C0003', 5);
  let orders = 0;
  return {
    ctx,
    sandbox,
    clock,
    pdfFetches,
    gold,
    bronze,
    async placeOrder(who, quantity = 2) {
      orders += 1;
      const placed = await who.call('POST', '/pedidos/add', {
        lineasPedido: [{ codigo: 'EQ-MIG-200', Cantidad: quantity }],
        idContacto: who.idContacto,
        acceptedConditions: true,
      });
      if (placed.statusCode !== 201) throw new Error(`order ${orders}: ${placed.statusCode} ${placed.body}`);
      await ctx.app.services.outbox!.drain();
      return json<{ Codigo: string }>(placed).Codigo;
    },
    async syncDocuments() {
      const sync = ctx.app.services.sync;
      await sync.service.start('documents', 'admin', 'test');
      await sync.worker.drain();
      const run = await sync.service.current();
      if (run?.estat !== 'succeeded') throw new Error(`documents run ${run?.estat}: ${run?.error}`);
    },
    async close() {
      await ctx.close();
      await sandbox.close();
    },
  };
}
