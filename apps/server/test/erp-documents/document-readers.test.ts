// Who of a customer company sees its documents and credit (DESIGN §15), on PGlite and PostgreSQL:
// every user by default; the company administrator keeps a company role away, and that role's
// users then get 403 on every documents route, no documents on an order's page (its shipments
// still), no documents screen in their menu or through the screen check, and no mail about
// documents. The administrator itself always sees them; nobody else decides.
import type { DocumentReaders, OrderDocuments } from '@portal/domain/erp-documents';
import type { SelfUser } from '@portal/domain/auth';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registreCanvis } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { documentsWorld, type DocumentsWorld } from '../support/documents-support.ts';
import { bearer, json } from '../support/test-app.ts';

describe.each(databaseKinds())('who sees documents and credit on %s', (kind) => {
  let world: DocumentsWorld;
  let codigo: string;
  type Caller = ReturnType<typeof callerOf>;
  let administrator: Caller;
  let viewer: Caller & { email: string };

  function callerOf(token: string) {
    return (method: 'GET' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      world.ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: bearer(token, { 'accept-language': 'en', ...headers }),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
  }

  beforeAll(async () => {
    world = await documentsWorld(kind);
    const admin = await world.ctx.factories.session({ role: 'ADMIN_EMPRESA', codigoCliente: 'C0001' });
    const consulta = await world.ctx.factories.session({ role: 'CONSULTA', codigoCliente: 'C0001' });
    administrator = callerOf(admin.token);
    viewer = Object.assign(callerOf(consulta.token), { email: consulta.user.email });
    await world.syncDocuments();
    codigo = await world.placeOrder(world.gold, 3);
    world.clock.advance(20 * 60);
    await world.syncDocuments();
  });
  afterAll(() => world?.close());

  const menuOf = async (call: Caller) =>
    json<{ dades: SelfUser }>(await call('GET', '/usuaris/self')).dades.menu.map((entry) => entry.url);
  const screenCheck = (call: Caller) =>
    call('GET', '/permisos/permis-pantalla', undefined, { path: '/documents' });
  const mails = async () =>
    (
      (await world.ctx.testDb.database.db.execute(
        sql`select recipient from mail_outbox where kind = 'order.shipped'`,
      )) as unknown as { rows: { recipient: string }[] }
    ).rows.map((row) => row.recipient);

  it('lets every user see them until the company administrator decides otherwise', async () => {
    expect(json<DocumentReaders>(await administrator('GET', '/documents/lectors'))).toEqual({
      comprador: true,
      aprovador: true,
      consulta: true,
    });
    expect((await viewer('GET', '/documents/invoices')).statusCode).toBe(200);
    expect(await menuOf(viewer)).toContain('/documents');
    // Only the company administrator decides.
    expect((await world.gold.call('GET', '/documents/lectors')).statusCode).toBe(403);
    expect(
      (
        await world.gold.call('PUT', '/documents/lectors', {
          comprador: true,
          aprovador: true,
          consulta: false,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses what is not a choice of the three roles, and changes nothing', async () => {
    for (const body of [
      { comprador: true, aprovador: true, consulta: 'no' },
      { comprador: true, aprovador: true },
      { comprador: true, aprovador: true, consulta: false, administrador: false },
    ]) {
      const refused = await administrator('PUT', '/documents/lectors', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    // A prototype key, as a hostile client writes it (an object literal would set the prototype).
    const prototyped = await administrator(
      'PUT',
      '/documents/lectors',
      '{"comprador":true,"aprovador":true,"consulta":false,"__proto__":{"consulta":true}}',
      { 'content-type': 'application/json' },
    );
    expect(prototyped.statusCode).toBe(400);
    expect(json<DocumentReaders>(await administrator('GET', '/documents/lectors')).consulta).toBe(true);
  });

  it('keeps a role away from documents, credit, the screen and the mails; its shipments stay on the order', async () => {
    const saved = await administrator('PUT', '/documents/lectors', {
      comprador: true,
      aprovador: true,
      consulta: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<DocumentReaders>(saved)).toEqual({ comprador: true, aprovador: true, consulta: false });
    const logged = await world.ctx.testDb.database.db
      .select()
      .from(registreCanvis)
      .where(and(eq(registreCanvis.taula, 'document_hidden_roles'), eq(registreCanvis.idRegistre, 'C0001')));
    expect(logged.at(-1)!.detall).toEqual({ consulta: { from: true, to: false } });

    for (const url of [
      '/documents/invoices',
      '/documents/delivery-notes',
      '/documents/credit',
      '/documents/statement?desde=2026-01-01&fins=2026-06-30',
    ])
      expect((await viewer('GET', url)).statusCode, url).toBe(403);
    expect((await screenCheck(viewer)).statusCode).toBe(403);
    expect(await menuOf(viewer)).not.toContain('/documents');
    const order = json<OrderDocuments>(await viewer('GET', `/documents/pedido/${codigo}`));
    expect(order.shipments.length).toBeGreaterThan(0);
    expect(order).toMatchObject({ deliveryNotes: [], invoices: [] });

    // The buyer and the administrator still see everything.
    expect((await world.gold.call('GET', '/documents/invoices')).statusCode).toBe(200);
    expect((await administrator('GET', '/documents/credit')).statusCode).toBe(200);
    expect((await screenCheck(administrator)).statusCode).toBe(200);
    expect(await menuOf(administrator)).toContain('/documents');
    const buyerOrder = json<OrderDocuments>(await world.gold.call('GET', `/documents/pedido/${codigo}`));
    expect(buyerOrder.invoices.length).toBeGreaterThan(0);

    // The next order's shipment is mailed to the buyer, not to the viewer.
    const before = (await mails()).length;
    await world.placeOrder(world.gold, 2);
    world.clock.advance(10 * 60);
    await world.syncDocuments();
    const shipped = (await mails()).slice(before);
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped).not.toContain(viewer.email);

    // Given back, the viewer sees them again.
    await administrator('PUT', '/documents/lectors', { comprador: true, aprovador: true, consulta: true });
    expect((await viewer('GET', '/documents/invoices')).statusCode).toBe(200);
    expect(await menuOf(viewer)).toContain('/documents');
  });
});
