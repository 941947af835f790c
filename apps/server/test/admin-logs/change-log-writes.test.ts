// The customer-side writes an auditor cares about reach the change register in the same
// transaction as the write: an order placed and cancelled, a delivery contact
// created, a user's own profile and language. Each entry names the table, the type, the record,
// who and the values; a refused write leaves no entry, and so does a write that fails inside its
// transaction, while a register that cannot be written stops the write itself.
import type { ChangeLog } from '@portal/domain/admin-logs';
import type { Page } from '@portal/domain/api';
import type { PlacedOrder } from '@portal/domain/ordering-api';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clienteContactos, outbox, pedidos, registreCanvis, usuaris } from '../../src/db/schema/index.ts';
import { adminCaller, callerWith, changesOf, dades, type Caller } from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('change register of customer writes on %s', (kind) => {
  let ctx: TestContext;
  let admin: Caller;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = (await adminCaller(ctx)).api;
    await ctx.factories.product({
      codigo: 'EQ-AUDIT',
      nombre: 'Audited welder',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '250.00' }],
    });
    await ctx.factories.product({
      codigo: 'GLOVES-AUDIT',
      nombre: 'Gloves',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '12.50' }],
    });
  });
  afterAll(() => ctx.close());

  /** A customer with one delivery contact and a logged-in user of it. */
  async function buyer() {
    const customer = await ctx.factories.customer({ idLista: 5, formaPago: 2 });
    const session = await ctx.factories.session({ codigoCliente: customer.codigo, idioma: 'ca' });
    const [contact] = await ctx.testDb.database.db
      .insert(clienteContactos)
      .values({
        codigoCliente: customer.codigo,
        nombreContacto: 'Magatzem',
        direccion: 'Carrer 1',
        codigoPostal: '08400',
        poblacion: 'Granollers',
        pais: 'ES',
      })
      .returning();
    return { customer, user: session.user, contact: contact!, api: callerWith(ctx, session.token) };
  }

  const order = (idContacto: number, Cantidad = 2) => ({
    lineasPedido: [{ codigo: 'EQ-AUDIT', Cantidad }],
    idContacto,
    acceptedConditions: true,
    referencia: 'REF-7',
  });

  const newContact = {
    nombreContacto: 'Obra Sabadell',
    direccion: 'Carrer Nou 12',
    codigoPostal: '08201',
    poblacion: 'Sabadell',
    provincia: 'Barcelona',
  };

  /** Every register row written by one user, oldest first. */
  const entriesBy = (idUsuari: number) =>
    ctx.testDb.database.db
      .select()
      .from(registreCanvis)
      .where(eq(registreCanvis.idUsuari, idUsuari))
      .orderBy(registreCanvis.id);

  /** What `nextval` of a sequence will give, without taking it. */
  async function nextOf(sequence: string): Promise<number> {
    const result = (await ctx.testDb.database.db.execute(
      sql.raw(`select last_value, is_called from ${sequence}`),
    )) as unknown as { rows: { last_value: string | number; is_called: boolean }[] };
    const { last_value, is_called } = result.rows[0]!;
    return Number(last_value) + (is_called ? 1 : 0);
  }

  it('records an order placed: the order with its lines, by its user, readable in the change log', async () => {
    const { user, customer, contact, api } = await buyer();
    const response = await api.post('/pedidos/add', order(contact.id));
    expect(response.statusCode, response.body).toBe(201);
    const code = json<PlacedOrder>(response).Codigo;

    const entries = await changesOf(ctx, 'pedidos', code);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      taula: 'pedidos',
      tipus: 'INSERT',
      idRegistre: code,
      idUsuari: user.idUsuari,
      detall: {
        codigo: code,
        codigoCliente: customer.codigo,
        estado: 'received',
        idContacto: contact.id,
        referencia: 'REF-7',
        subtotal: '500.00',
        total: '500.00',
        lineas: [
          { linea: 1, codigoArticulo: 'EQ-AUDIT', cantidad: 2, precioUnitario: '250.00', total: '500.00' },
        ],
      },
    });
    // The administrator finds it by table and user, with the user's name.
    const page = dades<Page<ChangeLog>>(
      await admin.get(`/registre-canvis?taula=pedidos&usuari=${user.username.toUpperCase()}`),
    );
    expect(page.content).toEqual([
      expect.objectContaining({ idRegistre: code, tipus: 'INSERT', username: user.username }),
    ]);
  });

  it('records a cancellation as the status going from received to cancelled, by who cancelled', async () => {
    const { user, contact, api } = await buyer();
    const code = json<PlacedOrder>(await api.post('/pedidos/add', order(contact.id))).Codigo;
    const cancelled = await api.del(`/pedidos/pedido/${code}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const entries = await changesOf(ctx, 'pedidos', code);
    expect(entries.map((entry) => entry.tipus)).toEqual(['UPDATE', 'INSERT']);
    expect(entries[0]).toMatchObject({
      idUsuari: user.idUsuari,
      detall: { estado: { from: 'received', to: 'cancelled' } },
    });
    // Refused the second time (already cancelled): nothing more is registered.
    expect((await api.del(`/pedidos/pedido/${code}`)).statusCode).toBe(409);
    expect(await changesOf(ctx, 'pedidos', code)).toHaveLength(2);
  });

  it('records a delivery contact created, with its values', async () => {
    const { user, customer, api } = await buyer();
    const response = await api.post('/cliente/contactos/add/contacto?pais=PT', newContact);
    expect(response.statusCode, response.body).toBe(201);
    const id = json<{ id: number }>(response).id;
    const entries = await changesOf(ctx, 'cliente_contactos', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      tipus: 'INSERT',
      idUsuari: user.idUsuari,
      detall: { ...newContact, id, codigoCliente: customer.codigo, pais: 'PT', ciudad: '' },
    });
  });

  it("records a user's own language and contact name changes as before and after", async () => {
    const { user, api } = await buyer();
    const [before] = await ctx.testDb.database.db
      .select({ nomContacte: usuaris.nomContacte })
      .from(usuaris)
      .where(eq(usuaris.idUsuari, user.idUsuari));
    const response = await api.put('/usuaris/self', { idioma: 'en', nomContacte: 'Núria Puig' });
    expect(response.statusCode, response.body).toBe(200);

    const entries = await changesOf(ctx, 'usuaris', user.idUsuari);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      tipus: 'UPDATE',
      idUsuari: user.idUsuari,
      detall: {
        idioma: { from: 'ca', to: 'en' },
        nomContacte: { from: before!.nomContacte ?? null, to: 'Núria Puig' },
      },
    });
    // Only what changed is recorded; saving the same values again records nothing.
    await api.put('/usuaris/self', { idioma: 'es', nomContacte: 'Núria Puig' });
    expect((await changesOf(ctx, 'usuaris', user.idUsuari))[0]!.detall).toEqual({
      idioma: { from: 'en', to: 'es' },
    });
    await api.put('/usuaris/self', { idioma: 'es' });
    expect(await changesOf(ctx, 'usuaris', user.idUsuari)).toHaveLength(2);
  });

  it('registers nothing for a refused write', async () => {
    const { user, contact, api } = await buyer();
    // Below the minimum order (100 EUR), and a quantity of nothing: refused before any write.
    const small = await api.post('/pedidos/add', {
      ...order(contact.id),
      lineasPedido: [{ codigo: 'GLOVES-AUDIT', Cantidad: 1 }],
    });
    expect(small.statusCode, small.body).toBe(422);
    expect((await api.post('/pedidos/add', order(contact.id, 0))).statusCode).toBe(400);
    expect((await api.post('/cliente/contactos/add/contacto?pais=ZZ', newContact)).statusCode).toBe(400);
    expect((await api.put('/usuaris/self', { idioma: 'xx' })).statusCode).toBe(400);
    expect(await entriesBy(user.idUsuari)).toEqual([]);
    const orders = await ctx.testDb.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.idUsuari, user.idUsuari));
    expect(orders).toEqual([]);
  });

  it('leaves neither the write nor its entry when the write fails inside its transaction', async () => {
    const { user, customer, contact, api } = await buyer();
    const db = ctx.testDb.database.db;
    // A stale outbox message already holds the key the next write's message will need: the
    // outbox insert, the transaction's last step after the register's entry, fails.
    const nextCode = `WEB-${String(await nextOf('pedidos_codigo_seq')).padStart(7, '0')}`;
    const stale = { payload: {}, status: 'done' };
    await db.insert(outbox).values({
      ...stale,
      kind: 'order.create',
      referencia: nextCode,
      idempotencyKey: `order-${nextCode}`,
      orderingKey: `order:${nextCode}`,
    });
    expect((await api.post('/pedidos/add', order(contact.id))).statusCode).toBe(500);
    expect(await db.select().from(pedidos).where(eq(pedidos.codigo, nextCode))).toEqual([]);
    expect(await changesOf(ctx, 'pedidos', nextCode)).toEqual([]);

    const nextContact = await nextOf('cliente_contactos_id_seq');
    await db.insert(outbox).values({
      ...stale,
      kind: 'contact.create',
      referencia: String(nextContact),
      idempotencyKey: `contact-${nextContact}`,
      orderingKey: `customer:${customer.codigo}`,
    });
    expect((await api.post('/cliente/contactos/add/contacto?pais=PT', newContact)).statusCode).toBe(500);
    const contacts = await db
      .select()
      .from(clienteContactos)
      .where(eq(clienteContactos.codigoCliente, customer.codigo));
    expect(contacts.map((row) => row.id)).toEqual([contact.id]);

    const placed = json<PlacedOrder>(await api.post('/pedidos/add', order(contact.id))).Codigo;
    await db.insert(outbox).values({
      ...stale,
      kind: 'order.cancel',
      referencia: placed,
      idempotencyKey: `order-cancel-${placed}`,
      orderingKey: `order:${placed}`,
    });
    expect((await api.del(`/pedidos/pedido/${placed}`)).statusCode).toBe(500);
    const [still] = await db.select().from(pedidos).where(eq(pedidos.codigo, placed));
    expect(still!.estado).toBe('received');
    expect((await changesOf(ctx, 'pedidos', placed)).map((entry) => entry.tipus)).toEqual(['INSERT']);

    // Only the one order that was placed is registered for this user.
    const entries = await entriesBy(user.idUsuari);
    expect(entries.map((entry) => [entry.taula, entry.tipus, entry.idRegistre])).toEqual([
      ['pedidos', 'INSERT', placed],
    ]);
  });

  it('does not make the change when its entry cannot be written', async () => {
    const { user, contact, api } = await buyer();
    const db = ctx.testDb.database.db;
    await db.execute(
      sql.raw('alter table registre_canvis add constraint audit_closed check (false) not valid'),
    );
    try {
      expect((await api.put('/usuaris/self', { idioma: 'es', nomContacte: 'Ningú' })).statusCode).toBe(500);
      expect((await api.post('/pedidos/add', order(contact.id))).statusCode).toBe(500);
      expect((await api.post('/cliente/contactos/add/contacto?pais=PT', newContact)).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('alter table registre_canvis drop constraint audit_closed'));
    }
    const [row] = await db
      .select({ idioma: usuaris.idioma, nomContacte: usuaris.nomContacte })
      .from(usuaris)
      .where(eq(usuaris.idUsuari, user.idUsuari));
    expect(row!.idioma).toBe('ca');
    expect(row!.nomContacte).not.toBe('Ningú');
    expect(await db.select().from(pedidos).where(eq(pedidos.idUsuari, user.idUsuari))).toEqual([]);
    expect(
      await db
        .select()
        .from(clienteContactos)
        .where(
          and(eq(clienteContactos.codigoCliente, contact.codigoCliente), eq(clienteContactos.pais, 'PT')),
        ),
    ).toEqual([]);
  });
});
