import type { ListDetail, ListImportResult, ListSummary } from '@portal/domain/shopping-lists';
import type { QuickOrderResult } from '@portal/domain/ordering-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clienteContactos, registreCanvis } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('lists on %s', (kind) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.factories.product({ codigo: 'WIRE-10', nombre: 'Steel wire 1.0', stock: 50 });
    await ctx.factories.product({
      codigo: 'TIP-10',
      nombre: 'Contact tip',
      lote: 10,
      minimumQuantity: 10,
      stock: 0,
    });
    await ctx.factories.product({ codigo: 'FORMULA', nombre: '=HYPERLINK("http://x","y")' });
  });
  afterAll(() => ctx.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  function caller(token: string) {
    return (method: Method, url: string, payload?: unknown) =>
      ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: bearer(token, { 'accept-language': 'en' }),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
  }

  /** A customer company with two users (a buyer and a colleague), and another company's user. */
  async function company() {
    const customer = await ctx.factories.customer();
    const owner = await ctx.factories.session({ codigoCliente: customer.codigo });
    const colleague = await ctx.factories.session({ codigoCliente: customer.codigo });
    const stranger = await ctx.factories.session();
    return {
      customer,
      owner: { ...owner, call: caller(owner.token) },
      colleague: { ...colleague, call: caller(colleague.token) },
      stranger: { ...stranger, call: caller(stranger.token) },
    };
  }

  async function newList(call: ReturnType<typeof caller>, body: object) {
    const response = await call('POST', '/llistes', body);
    expect(response.statusCode, response.body).toBe(201);
    return json<ListDetail>(response);
  }

  it('keeps a private list to its owner: colleagues and other companies get 404', async () => {
    const { owner, colleague, stranger } = await company();
    const list = await newList(owner.call, { nombre: 'Weekly consumables' });
    expect(list).toMatchObject({ nombre: 'Weekly consumables', compartida: false, propia: true, lineas: [] });

    expect(json<ListSummary[]>(await owner.call('GET', '/llistes')).map((l) => l.id)).toEqual([list.id]);
    expect(json<ListSummary[]>(await colleague.call('GET', '/llistes'))).toEqual([]);
    for (const call of [colleague.call, stranger.call]) {
      const read = await call('GET', `/llistes/${list.id}`);
      expect(read.statusCode).toBe(404);
      expect(json(read).error_description).toBe('The list was not found.');
      expect(
        (await call('POST', `/llistes/${list.id}/lineas`, { codigo: 'WIRE-10', Cantidad: 1 })).statusCode,
      ).toBe(404);
      expect((await call('POST', `/llistes/${list.id}/carrito`)).statusCode).toBe(404);
      expect((await call('DELETE', `/llistes/${list.id}`)).statusCode).toBe(404);
    }
  });

  it('shares a list with the company: colleagues read and edit it, only the owner unshares or deletes it', async () => {
    const { owner, colleague, stranger } = await company();
    const list = await newList(owner.call, { nombre: 'Shop floor', compartida: true });

    const seen = json<ListSummary[]>(await colleague.call('GET', '/llistes'));
    expect(seen).toMatchObject([{ id: list.id, compartida: true, propia: false }]);
    const edited = await colleague.call('POST', `/llistes/${list.id}/lineas`, {
      codigo: 'wire-10',
      Cantidad: 4,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<ListDetail>(edited)).toMatchObject({
      lineas: [{ codigo: 'WIRE-10', Cantidad: 4 }],
      modificadoPor: colleague.user.username,
      propietario: owner.user.username,
    });

    // Another company never reaches it, shared or not.
    expect((await stranger.call('GET', `/llistes/${list.id}`)).statusCode).toBe(404);
    expect(json<ListSummary[]>(await stranger.call('GET', '/llistes'))).toEqual([]);

    const unshare = await colleague.call('PUT', `/llistes/${list.id}`, { compartida: false });
    expect(unshare.statusCode).toBe(403);
    expect(json(unshare).error_description).toBe(
      'Only the person who created the list can share, unshare or delete it.',
    );
    expect((await colleague.call('DELETE', `/llistes/${list.id}`)).statusCode).toBe(403);
    // Renaming is an edit like the lines.
    expect((await colleague.call('PUT', `/llistes/${list.id}`, { nombre: 'Floor 2' })).statusCode).toBe(200);

    expect((await owner.call('PUT', `/llistes/${list.id}`, { compartida: false })).statusCode).toBe(200);
    expect((await colleague.call('GET', `/llistes/${list.id}`)).statusCode).toBe(404);
    expect((await owner.call('DELETE', `/llistes/${list.id}`)).statusCode).toBe(204);
    expect((await owner.call('GET', `/llistes/${list.id}`)).statusCode).toBe(404);

    // The change log says who changed what.
    const changes = await ctx.testDb.database.db
      .select()
      .from(registreCanvis)
      .where(and(eq(registreCanvis.taula, 'shopping_lists'), eq(registreCanvis.idRegistre, String(list.id))));
    expect(changes.map((c) => [c.tipus, c.idUsuari])).toEqual([
      ['INSERT', owner.user.idUsuari],
      ['UPDATE', colleague.user.idUsuari],
      ['UPDATE', colleague.user.idUsuari],
      ['UPDATE', owner.user.idUsuari],
      ['DELETE', owner.user.idUsuari],
    ]);
    expect(changes[1]!.detall).toEqual({ linea: { codigo: 'WIRE-10', cantidad: 4 } });
  });

  it('saves the cart as a list, refuses an empty cart, and copies only the customer’s own orders', async () => {
    const { owner, stranger, customer } = await company();
    const empty = await owner.call('POST', '/llistes', { nombre: 'From cart', desdeCarrito: true });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).error_description).toBe('The cart is empty: there is nothing to save.');

    await owner.call('POST', '/carrito', { codigo: 'WIRE-10', Cantidad: 3 });
    await owner.call('POST', '/carrito', { codigo: 'TIP-10', Cantidad: 20 });
    const fromCart = await newList(owner.call, { nombre: 'From cart', desdeCarrito: true, compartida: true });
    expect(fromCart.lineas.map((l) => [l.codigo, l.Cantidad])).toEqual([
      ['TIP-10', 20],
      ['WIRE-10', 3],
    ]);

    const [contact] = await ctx.testDb.database.db
      .insert(clienteContactos)
      .values({
        codigoCliente: customer.codigo,
        nombreContacto: 'T',
        direccion: 'C 1',
        codigoPostal: '08001',
        poblacion: 'B',
        pais: 'ES',
      })
      .returning();
    const placed = await owner.call('POST', '/pedidos/add', {
      lineasPedido: [{ codigo: 'WIRE-10', Cantidad: 3 }],
      idContacto: contact!.id,
      acceptedConditions: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const code = json<{ Codigo: string }>(placed).Codigo;
    const fromOrder = await newList(owner.call, { nombre: 'From order', desdePedido: code });
    expect(fromOrder.lineas.map((l) => [l.codigo, l.Cantidad])).toEqual([['WIRE-10', 3]]);
    expect((await stranger.call('POST', '/llistes', { nombre: 'x', desdePedido: code })).statusCode).toBe(
      404,
    );
  });

  it('prices lines today and adds them all to the cart with quick order’s verdict per line', async () => {
    const { owner, colleague } = await company();
    const list = await newList(owner.call, { nombre: 'Mixed', compartida: true });
    await owner.call('POST', `/llistes/${list.id}/lineas`, { codigo: 'WIRE-10', Cantidad: 2 });
    await owner.call('POST', `/llistes/${list.id}/lineas`, { codigo: 'TIP-10', Cantidad: 15 });
    await owner.call('POST', `/llistes/${list.id}/lineas`, { codigo: 'FORMULA', Cantidad: 1 });
    expect(
      (await owner.call('POST', `/llistes/${list.id}/lineas`, { codigo: 'NOPE', Cantidad: 1 })).statusCode,
    ).toBe(404);

    const detail = json<ListDetail>(await colleague.call('GET', `/llistes/${list.id}`));
    const tip = detail.lineas.find((l) => l.codigo === 'TIP-10')!;
    expect(tip.errors.map((e) => e.error_description)).toEqual([
      'This product is only sold in batches of 10 units.',
    ]);
    expect(tip.warnings.map((w) => w.missatge)).toEqual(['cart.noStock']);
    expect(detail.lineas.find((l) => l.codigo === 'WIRE-10')).toMatchObject({
      nombre: 'Steel wire 1.0',
      producto: { finalPrice: 100, lineTotal: 200 },
      errors: [],
    });

    await colleague.call('POST', '/carrito', { codigo: 'FORMULA', Cantidad: 1 });
    const added = await colleague.call('POST', `/llistes/${list.id}/carrito`);
    expect(added.statusCode, added.body).toBe(200);
    const result = json<QuickOrderResult>(added);
    expect(result.added).toBe(1);
    expect(result.lines.map((l) => [l.codigo, l.ok, l.errors.map((e) => e.missatge)])).toEqual([
      ['WIRE-10', true, []],
      ['TIP-10', false, ['cart.lote']],
      ['FORMULA', false, ['cart.alreadyInCart']],
    ]);
    expect(result.cart!.lineas.map((l) => [l.codigo, l.Cantidad]).sort()).toEqual([
      ['FORMULA', 1],
      ['WIRE-10', 2],
    ]);
    // The owner's cart is untouched: the colleague's add went to the colleague's cart.
    expect(json<{ lineas: unknown[] }>(await owner.call('GET', '/carrito')).lineas).toEqual([]);
  });

  it('imports CSV with ; or , separators, quotes, a BOM and a header, with a verdict per line', async () => {
    const { owner } = await company();
    const list = await newList(owner.call, { nombre: 'Imported' });
    const csv =
      '\uFEFFcodigo;cantidad;nombre\r\n"WIRE-10";"5";"Wire; spool"\r\nTIP-10;20\r\nNOPE;1\r\nWIRE-10;2\r\nTIP-10;x\r\n';
    const response = await owner.call('POST', `/llistes/${list.id}/importar`, { text: csv });
    expect(response.statusCode, response.body).toBe(200);
    const result = json<ListImportResult>(response);
    expect(result.written).toBe(2);
    expect(result.lines.map((l) => [l.lineNumber, l.ok, l.errors.map((e) => e.missatge)])).toEqual([
      [2, true, []],
      [3, true, []],
      [4, false, ['quickOrder.unknownCode']],
      [5, false, ['quickOrder.duplicate']],
      [6, false, ['quickOrder.invalidQuantity']],
    ]);
    expect(result.list.lineas.map((l) => [l.codigo, l.Cantidad]).sort()).toEqual([
      ['TIP-10', 20],
      ['WIRE-10', 5],
    ]);

    const commas = await owner.call('POST', `/llistes/${list.id}/importar`, {
      text: 'code,quantity\n"tip-10",30\n',
      replace: true,
    });
    expect(json<ListImportResult>(commas).list.lineas.map((l) => [l.codigo, l.Cantidad])).toEqual([
      ['TIP-10', 30],
    ]);
  });

  it('refuses a 5 MB file cleanly and changes nothing', async () => {
    const { owner } = await company();
    const list = await newList(owner.call, { nombre: 'Big' });
    await owner.call('POST', `/llistes/${list.id}/lineas`, { codigo: 'WIRE-10', Cantidad: 1 });
    const line = 'WIRE-10;1\n';
    const huge = line.repeat(Math.ceil((5 * 1024 * 1024) / line.length));
    const response = await owner.call('POST', `/llistes/${list.id}/importar`, { text: huge, replace: true });
    expect(response.statusCode).toBe(413);
    expect(json(response).error_description).toBe('The request is too large.');
    const after = json<ListDetail>(await owner.call('GET', `/llistes/${list.id}`));
    expect(after.lineas.map((l) => [l.codigo, l.Cantidad])).toEqual([['WIRE-10', 1]]);
  });

  it('exports CSV with a BOM, reading back in, and never a formula', async () => {
    const { owner } = await company();
    const list = await newList(owner.call, { nombre: 'Export; "x"' });
    await owner.call('POST', `/llistes/${list.id}/lineas`, { codigo: 'FORMULA', Cantidad: 2 });
    await owner.call('POST', `/llistes/${list.id}/lineas`, { codigo: 'WIRE-10', Cantidad: 7 });
    const response = await owner.call('GET', `/llistes/${list.id}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="llista-Export___x_.csv"');
    expect(response.body).toBe(
      '\uFEFFcodigo;cantidad;codigo_propio;nombre\r\nFORMULA;2;;"\'=HYPERLINK(""http://x"",""y"")"\r\nWIRE-10;7;;Steel wire 1.0\r\n',
    );
    const other = await newList(owner.call, { nombre: 'Round trip' });
    const back = json<ListImportResult>(
      await owner.call('POST', `/llistes/${other.id}/importar`, { text: response.body }),
    );
    expect(back.list.lineas.map((l) => [l.codigo, l.Cantidad])).toEqual([
      ['FORMULA', 2],
      ['WIRE-10', 7],
    ]);
  });

  it('keeps a deleted login’s shared lists for its company, handed to its administrator; its private ones go', async () => {
    const { customer, owner, colleague } = await company();
    const administrator = await ctx.factories.session({
      role: 'ADMIN_EMPRESA',
      codigoCliente: customer.codigo,
    });
    const shared = await newList(owner.call, { nombre: 'Workshop consumables', compartida: true });
    expect(
      (await owner.call('POST', `/llistes/${shared.id}/lineas`, { codigo: 'WIRE-10', Cantidad: 3 }))
        .statusCode,
    ).toBe(200);
    const private_ = await newList(owner.call, { nombre: 'Mine' });
    const admin = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    const removed = await caller(admin.token)('DELETE', `/usuaris/${owner.user.idUsuari}`);
    expect(removed.statusCode, removed.body).toBe(200);

    const kept = json<ListDetail>(await caller(administrator.token)('GET', `/llistes/${shared.id}`));
    expect(kept).toMatchObject({ nombre: 'Workshop consumables', compartida: true, propia: true });
    expect(kept.lineas.map((line) => [line.codigo, line.Cantidad])).toEqual([['WIRE-10', 3]]);
    expect((await colleague.call('GET', `/llistes/${shared.id}`)).statusCode).toBe(200);
    expect((await caller(administrator.token)('GET', `/llistes/${private_.id}`)).statusCode).toBe(404);
    const logged = await ctx.testDb.database.db
      .select()
      .from(registreCanvis)
      .where(
        and(eq(registreCanvis.taula, 'shopping_lists'), eq(registreCanvis.idRegistre, String(shared.id))),
      );
    expect(logged.at(-1)).toMatchObject({ tipus: 'UPDATE', idUsuari: admin.user.idUsuari });
  });

  it('has no lists for staff', async () => {
    const admin = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    expect((await caller(admin.token)('GET', '/llistes')).statusCode).toBe(403);
  });
});
