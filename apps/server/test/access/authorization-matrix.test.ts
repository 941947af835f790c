// The authorization matrix, generated from the route declarations: every operation the
// server declares × every kind of caller — the administrator, the service department, a user of
// each customer tier, a disabled user, a logged-out session, no token — answers as the route's
// declared access and the permissions seeded in the database say: 401 without a live session, 403
// without the permission, neither with it. No expectation is written per route. Then every route
// that names a customer's object is tried by another customer with the first one's identifiers.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permisos, promociones, rolPermisos, rols, usuariRols, usuaris } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { DatabaseDigest } from '../support/db-digest.ts';
import {
  concreteUrl,
  declaredOperations,
  openApiOperations,
  operationName,
  pathParams,
  type DeclaredRoute,
} from '../support/declared-routes.ts';
import { bodySchemaOf, exampleOf, operationOf, type OpenApiDocument } from '../support/openapi-values.ts';
import { PNG, satForm, sendRequest, staffSession } from '../support/service-requests-support.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

interface Caller {
  name: string;
  token: string | null;
  /** A live session: false for no token, a disabled user and a logged-out session. */
  live: boolean;
  /** `METHOD /path` permissions the caller's roles hold, read from the database. */
  grants: Set<string>;
  codigoCliente: string | null;
  username: string | null;
  email: string | null;
}

type Expected = 'open' | 401 | 403;

/** What the declarations and the seeded permissions say this caller gets. */
function expectedFor(route: DeclaredRoute, caller: Caller): Expected {
  if (route.access === 'public') return 'open';
  if (!caller.live) return 401;
  if (route.access === 'authenticated') return 'open';
  return caller.grants.has(route.permission!) ? 'open' : 403;
}

const NO_ID = '2147483647';

/**
 * A path parameter's value for a caller: its own customer where the route names a customer (so
 * the answer is about access, not about someone else's data), else something that does not exist
 * (so no write succeeds and changes the rows later cells depend on).
 */
function pathValue(
  route: DeclaredRoute,
  name: string,
  caller: Pick<Caller, 'codigoCliente' | 'username' | 'email'>,
  anyCustomer: string,
): string {
  const under = (prefix: string) => route.url.startsWith(`/api/v1${prefix}`);
  const customer = caller.codigoCliente ?? anyCustomer;
  switch (name) {
    case 'idCliente':
      return customer;
    case 'id':
      return under('/promociones/cliente/') ? customer : NO_ID;
    case 'code':
      return under('/clientes/codigo/') ? customer : 'WEB-9999999';
    case 'login':
      return caller.username ?? 'nobody';
    case 'email':
      return under('/clientes/email/') && caller.email ? caller.email : 'nobody@example.com';
    case 'numero':
      return 'SAT-999999';
    case 'codigo':
      return 'NO-SUCH-PRODUCT';
    case 'token':
      return 'no-such-token';
    default:
      throw new Error(`No matrix value for :${name} of ${route.url}: add one to pathValue`);
  }
}

describe.each(databaseKinds())('authorization matrix on %s', (kind) => {
  let ctx: TestContext;
  let routes: DeclaredRoute[];
  const callers: Caller[] = [];

  async function grantsOf(idUsuari: number): Promise<Set<string>> {
    const rows = await ctx.testDb.database.db
      .selectDistinct({ endPoint: permisos.endPoint })
      .from(usuariRols)
      .innerJoin(rolPermisos, eq(rolPermisos.idRol, usuariRols.idRol))
      .innerJoin(permisos, eq(permisos.idPermis, rolPermisos.idPermis))
      .where(eq(usuariRols.idUsuari, idUsuari));
    return new Set(rows.map((row) => row.endPoint));
  }

  async function caller(
    name: string,
    user: { idUsuari: number; username: string; email: string },
    token: string,
    live = true,
  ) {
    const [row] = await ctx.testDb.database.db
      .select()
      .from(usuaris)
      .where(eq(usuaris.idUsuari, user.idUsuari));
    callers.push({
      name,
      token,
      live,
      grants: await grantsOf(user.idUsuari),
      codigoCliente: row!.codigoCliente,
      username: user.username,
      email: user.email,
    });
  }

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    routes = declaredOperations(ctx.app);
    const admin = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    await caller('administrator', admin.user, admin.token);
    const servei = await staffSession(ctx);
    await caller('service', { ...servei.user }, servei.token);
    for (const [tier, idLista] of [
      ['gold', 1],
      ['silver', 2],
      ['bronze', 5],
      ['distributor', 6],
    ] as const) {
      const customer = await ctx.factories.customer({ idLista, formaPago: 2 });
      const session = await ctx.factories.session({ codigoCliente: customer.codigo });
      await caller(tier, session.user, session.token);
    }
    // Each company role of one company (DESIGN §13): the company administrator, an approver and
    // a viewer beside the tiers' buyers above.
    const team = await ctx.factories.customer({ idLista: 1, formaPago: 2 });
    for (const [name, role] of [
      ['company administrator', 'ADMIN_EMPRESA'],
      ['approver', 'APROVADOR'],
      ['viewer', 'CONSULTA'],
    ] as const) {
      const session = await ctx.factories.session({ role, codigoCliente: team.codigo });
      await caller(name, session.user, session.token);
    }
    // A customer's user whose login an administrator disabled after it logged in.
    const disabled = await ctx.factories.session();
    const [client] = await ctx.testDb.database.db.select().from(rols).where(eq(rols.nom, 'CLIENT'));
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/usuaris',
      headers: bearer(admin.token),
      payload: {
        idUsuari: disabled.user.idUsuari,
        username: disabled.user.username,
        email: disabled.user.email,
        roles: [client!.idRol],
        codigoCliente: disabled.user.codigoCliente,
        actiu: false,
      },
    });
    expect(off.statusCode, off.body).toBe(200);
    await caller('disabled', disabled.user, disabled.token, false);
    // A session its user ended by logging out (RFC 7009 revocation of the refresh token).
    const loggedOut = await ctx.factories.session();
    const revoke = await ctx.app.inject({
      method: 'POST',
      url: '/auth/oauth/revoke',
      payload: { token: loggedOut.refreshToken },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    await caller('logged out', loggedOut.user, loggedOut.token, false);
    callers.push({
      name: 'no token',
      token: null,
      live: false,
      grants: new Set(),
      codigoCliente: null,
      username: null,
      email: null,
    });
  });
  afterAll(() => ctx.close());

  it('lists in the OpenAPI document exactly the operations the routes declare', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(
      await ctx.app.inject('/api/docs/json'),
    );
    expect(openApiOperations(doc)).toEqual(routes.map(operationName).sort());
  });

  it('marks in the OpenAPI document the operations served without a token as public, and only those', async () => {
    const doc = json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      await ctx.app.inject('/api/docs/json'),
    );
    const described = Object.entries(doc.paths)
      .filter(([url]) => url.startsWith('/api/v1') || url.startsWith('/auth'))
      .flatMap(([url, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          name: `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`,
          isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        })),
      );
    const publicOnes = routes
      .filter((route) => route.access === 'public')
      .map(operationName)
      .sort();
    expect(publicOnes.length).toBeGreaterThan(3);
    expect(
      described
        .filter((op) => op.isPublic)
        .map((op) => op.name)
        .sort(),
    ).toEqual(publicOnes);
  });

  it('answers every operation × every caller as the declarations and the seeded permissions say', async () => {
    const anyCustomer = callers.find((c) => c.codigoCliente)!.codigoCliente!;
    const wrong: string[] = [];
    const tally = new Map<string, Record<string, number>>();
    let requests = 0;
    let authenticatedGets = 0;
    for (const route of routes) {
      for (const who of callers) {
        const url = concreteUrl(route, (name) => pathValue(route, name, who, anyCustomer));
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: who.token ? bearer(who.token, { 'accept-language': 'en' }) : { 'accept-language': 'en' },
        });
        requests++;
        const expected = expectedFor(route, who);
        const status = response.statusCode;
        const got: Expected = status === 401 || status === 403 ? status : 'open';
        const counts = tally.get(who.name) ?? { open: 0, 401: 0, 403: 0 };
        counts[String(got)]!++;
        tally.set(who.name, counts);
        if (got !== expected || status >= 500)
          wrong.push(
            `${who.name}: ${route.method} ${url} → ${status} (expected ${expected}) ${response.body.slice(0, 200)}`,
          );
        if (status >= 400) expectErrorContract(response, `${who.name} ${route.method} ${url}`);
        // No answer of the API is kept by a cache, the authenticated GETs above all (ASVS V8.2.1).
        if (response.headers['cache-control'] !== 'no-store')
          wrong.push(
            `${who.name}: ${route.method} ${url} cache-control ${String(response.headers['cache-control'])}`,
          );
        if (route.method === 'GET' && route.access !== 'public' && got === 'open' && status < 300)
          authenticatedGets++;
      }
    }
    process.stdout.write(
      `[authorization matrix, ${kind}] ${routes.length} operations × ${callers.length} callers = ${requests} requests; ` +
        `${authenticatedGets} authenticated GET answers checked for no-store\n` +
        [...tally]
          .map(([name, c]) => `  ${name.padEnd(21)} open ${c.open}, 401 ${c[401]}, 403 ${c[403]}`)
          .join('\n') +
        '\n',
    );
    expect(wrong).toEqual([]);
    expect(requests).toBe(routes.length * callers.length);
    expect(callers.map((c) => c.name)).toEqual([
      'administrator',
      'service',
      'gold',
      'silver',
      'bronze',
      'distributor',
      'company administrator',
      'approver',
      'viewer',
      'disabled',
      'logged out',
      'no token',
    ]);
    // Every kind of answer happened: the matrix is not vacuous.
    for (const name of ['disabled', 'logged out', 'no token'])
      expect(tally.get(name)![401]).toBeGreaterThan(50);
    for (const name of ['administrator', 'service', 'gold', 'company administrator', 'approver', 'viewer'])
      expect(tally.get(name)![403]).toBeGreaterThan(5);
    expect(authenticatedGets).toBeGreaterThan(30);
  });

  describe("another customer's objects", () => {
    it('answer 404 on every route that names one, and nothing of theirs changes', async () => {
      const db = ctx.testDb.database.db;
      await ctx.factories.product({
        codigo: 'MATRIX-MIG',
        tipo: 'equipment',
        prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '400.00' }],
      });
      const alice = await ownerWithEverything();
      const bob = await ctx.factories.session({ codigoCliente: (await ctx.factories.customer()).codigo });
      const bobGrants = await grantsOf(bob.user.idUsuari);
      const digest = new DatabaseDigest(db, {
        // Counts of requests per user and address: every request may count, refused or not.
        rate_limit_hits: 'request counters, written by design on every counted request',
      });
      const before = await digest.take();
      const named = routes.filter(
        (route) =>
          route.access !== 'public' &&
          // Names a catalogue product, which every customer reaches: the caller's own code for it
          // is the caller's own (own-codes.test.ts shows no customer reads another's).
          route.url !== '/api/v1/codis-propis/:codigo' &&
          pathParams(route.url).length > 0 &&
          (route.access === 'authenticated' || bobGrants.has(route.permission!)),
      );
      const doc = json<OpenApiDocument>(await ctx.app.inject('/api/docs/json'));
      const answers: string[] = [];
      for (const route of named) {
        const url = concreteUrl(route, (name) => aliceValue(route, name, alice));
        // A well-formed body where the route takes one, so the request reaches the scope check.
        const body = exampleOf(bodySchemaOf(operationOf(doc, route)));
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: bearer(bob.token, { 'accept-language': 'en' }),
          ...(body === undefined ? {} : { payload: body as object }),
        });
        answers.push(`${route.method} ${url} → ${response.statusCode}`);
        expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBe(404);
        expectErrorContract(response, url);
      }
      // Named in the query string, or in the body: the same refusal, never her data.
      const contacts = await ctx.app.inject({
        url: `/api/v1/cliente/contactos?clienteCodigo=${alice.codigoCliente}`,
        headers: bearer(bob.token),
      });
      expect(contacts.statusCode, contacts.body).toBe(404);
      const order = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/pedidos/add',
        headers: bearer(bob.token),
        payload: {
          lineasPedido: [{ codigo: 'MATRIX-MIG', Cantidad: 1 }],
          idContacto: alice.idContacto,
          acceptedConditions: true,
        },
      });
      expect(order.statusCode, order.body).toBeGreaterThanOrEqual(400);
      expect(order.statusCode, order.body).toBeLessThan(500);
      expect(DatabaseDigest.changed(before, await digest.take())).toEqual([]);
      // Lists and other answers without a name in them do not carry her data either.
      for (const route of routes.filter(
        (r) => r.method === 'GET' && pathParams(r.url).length === 0 && r.access !== 'public',
      )) {
        const response = await ctx.app.inject({ url: route.url, headers: bearer(bob.token) });
        for (const secret of alice.secrets)
          expect(response.body, `${route.url} shows ${secret}`).not.toContain(secret);
      }
      process.stdout.write(
        `[authorization matrix, ${kind}] ${named.length} routes naming a customer's object tried by another customer:\n  ${answers.join('\n  ')}\n`,
      );
      expect(named.length).toBeGreaterThanOrEqual(12);
    });
  });

  /** A customer with one of every customer-scoped object: order, lines, contact, cart line, promotion, request with a file. */
  async function ownerWithEverything() {
    const db = ctx.testDb.database.db;
    const customer = await ctx.factories.customer({
      idLista: 5,
      formaPago: 2,
      razonSocial: 'Secret Alice Works SL',
    });
    const session = await ctx.factories.session({ codigoCliente: customer.codigo });
    const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: bearer(session.token),
        ...(payload ? { payload } : {}),
      });
    const contact = await call('POST', '/cliente/contactos/add/contacto?pais=ES', {
      nombreContacto: 'Alice secret workshop',
      direccion: 'Carrer Secret 1',
      codigoPostal: '08001',
      poblacion: 'Barcelona',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const idContacto = json<{ id: number }>(contact).id;
    const placed = await call('POST', '/pedidos/add', {
      lineasPedido: [{ codigo: 'MATRIX-MIG', Cantidad: 1 }],
      idContacto,
      referencia: 'ALICE-REF-77',
      acceptedConditions: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderCode = json<{ Codigo: string }>(placed).Codigo;
    expect((await call('POST', '/carrito', { codigo: 'MATRIX-MIG', Cantidad: 1 })).statusCode).toBe(200);
    await db.insert(promociones).values({
      codigoCliente: customer.codigo,
      codigoArticulo: 'MATRIX-MIG',
      cantidadRequerida: 1,
      valorPromocion: '10',
    });
    const request = await sendRequest(ctx, session.token, 'sat', satForm('MATRIX-MIG'), {
      files: [{ filename: 'alice.png', bytes: PNG, contentType: 'image/png' }],
    });
    expect(request.statusCode, request.body).toBe(201);
    const detail = json<{ dades: { numero: string; adjunts: { id: number }[] } }>(request).dades;
    // A shared list: shared with Alice's company, never with another.
    const list = await call('POST', '/llistes', {
      nombre: 'Alice secret list',
      compartida: true,
      desdeCarrito: true,
    });
    expect(list.statusCode, list.body).toBe(201);
    return {
      listId: String(json<{ id: number }>(list).id),
      codigoCliente: customer.codigo,
      username: session.user.username,
      email: session.user.email,
      idContacto,
      orderCode,
      numero: detail.numero,
      attachmentId: String(detail.adjunts[0]!.id),
      cartCodigo: 'MATRIX-MIG',
      secrets: [
        customer.codigo,
        orderCode,
        detail.numero,
        'Alice secret workshop',
        'ALICE-REF-77',
        'Secret Alice Works',
        'Alice secret list',
      ],
    };
  }
});

/** Alice's identifier for each path parameter; a new parameter fails here until it is named. */
function aliceValue(
  route: DeclaredRoute,
  name: string,
  alice: {
    codigoCliente: string;
    username: string;
    email: string;
    orderCode: string;
    numero: string;
    attachmentId: string;
    cartCodigo: string;
    listId: string;
  },
): string {
  const under = (prefix: string) => route.url.startsWith(`/api/v1${prefix}`);
  switch (name) {
    case 'idCliente':
      return alice.codigoCliente;
    case 'id':
      if (under('/promociones/cliente/')) return alice.codigoCliente;
      if (under('/solicituds/')) return alice.attachmentId;
      if (under('/llistes/')) return alice.listId;
      break;
    case 'code':
      return under('/clientes/codigo/') ? alice.codigoCliente : alice.orderCode;
    case 'login':
      return alice.username;
    case 'email':
      return alice.email;
    case 'numero':
      return alice.numero;
    case 'codigo':
      return alice.cartCodigo;
  }
  throw new Error(`No owner's value for :${name} of ${route.url}: add one to aliceValue`);
}

function expectErrorContract(response: LightMyRequestResponse, what: string) {
  const body = json<Record<string, unknown>>(response);
  expect(typeof body.error, what).toBe('string');
  expect(typeof body.missatge, what).toBe('string');
  expect(typeof body.error_description, what).toBe('string');
}
