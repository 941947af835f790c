// The error log and the change register as administrators read them: lists, filters, marking an
// error solved and not solved; and the two writers of the error log (the server's error handler
// and the ERP outbox worker), each made to fail for real and read back through the API.
import type { ChangeLog, ErrorLog } from '@portal/domain/admin-logs';
import type { Page } from '@portal/domain/api';
import type { PlacedOrder } from '@portal/domain/ordering-api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clienteContactos, clientes, logErrors, pedidos, registreCanvis } from '../../src/db/schema/index.ts';
import {
  adminCaller,
  callerWith,
  changesOf,
  dades,
  serverErrors,
  uniqueName,
  type Caller,
} from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { sandboxGateway, startTestSandbox, type TestSandbox } from '../support/sandbox.ts';
import { createTestApp, json, type TestContext } from '../support/test-app.ts';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(databaseKinds())('error log and change register on %s', (kind) => {
  let ctx: TestContext;
  let api: Caller;
  let adminId: number;
  let adminName: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const admin = await adminCaller(ctx);
    api = admin.api;
    adminId = admin.user.idUsuari;
    adminName = admin.user.username;
  });
  afterAll(() => ctx.close());
  afterEach(async () => expect(await serverErrors(ctx)).toEqual([]));

  /** Errors as the ERP worker would log them, an hour apart, oldest first. */
  const logSome = async (tag: string, count: number, resolt = false) => {
    const now = Date.now();
    const rows = Array.from({ length: count }, (_, i) => ({
      createdAt: new Date(now - (count - i) * 3_600_000),
      codiError: 'ERP_TIMEOUT',
      codi: tag,
      metode: 'ERP pedidos',
      missatge: `${tag} attempt ${i}`,
      resolt,
    }));
    return ctx.testDb.database.db.insert(logErrors).values(rows).returning();
  };

  it('lists the error log newest first, filtered by solved flag and text', async () => {
    const tag = uniqueName('err');
    await logSome(tag, 3);
    await logSome(tag, 1, true);
    const page = dades<Page<ErrorLog>>(await api.get(`/log-errors?text=${tag}`));
    expect(page.totalElements).toBe(4);
    const times = page.content.map((entry) => Date.parse(entry.dataHora));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.content[0]).toMatchObject({
      codiError: 'ERP_TIMEOUT',
      codi: tag,
      resolt: true,
      metode: 'ERP pedidos',
    });
    expect(page.content[3]).toMatchObject({ missatge: `${tag} attempt 0`, resolt: false, dataResolt: null });

    const open = dades<Page<ErrorLog>>(await api.get(`/log-errors?text=${tag}&resolt=false`));
    expect(open.totalElements).toBe(3);
    const solved = dades<Page<ErrorLog>>(await api.get(`/log-errors?text=${tag}&resolt=true`));
    expect(solved.totalElements).toBe(1);
    const oldestFirst = dades<Page<ErrorLog>>(
      await api.get(`/log-errors?text=${tag}&resolt=false&sort=dataHora,asc&size=1`),
    );
    expect(oldestFirst).toMatchObject({
      totalPages: 3,
      content: [expect.objectContaining({ missatge: `${tag} attempt 0` })],
    });
    for (const query of ['resolt=yes', 'resolt=1', 'sort=missatge', 'size=-1']) {
      expect((await api.get(`/log-errors?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('marks an error solved with the date, once, and registers it', async () => {
    const [entry] = await logSome(uniqueName('err'), 1);
    const before = Date.now();
    const response = await api.put(`/log-errors/${entry!.id}/resolt`);
    expect(response.statusCode).toBe(200);
    expect(json(response).missatge).toBe('admin.logErrors.resolved');
    const solved = dades<ErrorLog>(response);
    expect(solved.resolt).toBe(true);
    expect(Date.parse(solved.dataResolt!)).toBeGreaterThanOrEqual(before - 1000);
    // Marking it again keeps the first date and registers nothing new.
    const again = dades<ErrorLog>(await api.put(`/log-errors/${entry!.id}/resolt`));
    expect(again.dataResolt).toBe(solved.dataResolt);
    const changes = await changesOf(ctx, 'log_errors', entry!.id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      tipus: 'UPDATE',
      idUsuari: adminId,
      detall: { resolt: { from: false, to: true } },
    });

    expect((await api.put('/log-errors/999999/resolt')).statusCode).toBe(404);
    expect((await api.put('/log-errors/abc/resolt')).statusCode).toBe(400);
  });

  it('filters the error log by screen, class and a range of instants, and refuses a reversed range', async () => {
    const tag = uniqueName('err');
    const now = Date.now();
    await ctx.testDb.database.db.insert(logErrors).values([
      {
        createdAt: new Date(now - 50 * HOUR),
        codiError: 'A',
        codi: tag,
        missatge: 'old',
        pantalla: '/params',
        classe: 'TypeError',
      },
      {
        createdAt: new Date(now - 30 * HOUR),
        codiError: 'B',
        codi: tag,
        missatge: 'mid',
        pantalla: '/usuaris',
        classe: 'TypeError',
      },
      {
        createdAt: new Date(now - 10 * HOUR),
        codiError: 'C',
        codi: tag,
        missatge: 'new',
        pantalla: '/params',
        classe: 'OutboxWorker',
      },
    ]);
    const codes = async (query: string) =>
      dades<Page<ErrorLog>>(await api.get(`/log-errors?text=${tag}&${query}`)).content.map(
        (e) => e.codiError,
      );

    expect(await codes('pantalla=/params')).toEqual(['C', 'A']);
    expect(await codes('classe=TypeError')).toEqual(['B', 'A']);
    expect(await codes('pantalla=/params&classe=TypeError')).toEqual(['A']);
    // A part of the value, in any case.
    expect(await codes('pantalla=/PARAM')).toEqual(['C', 'A']);
    expect(await codes('classe=worker')).toEqual(['C']);
    expect(await codes('pantalla=/comandes')).toEqual([]);
    const from = encodeURIComponent(iso(now - 40 * HOUR));
    const to = encodeURIComponent(iso(now - 20 * HOUR));
    expect(await codes(`desde=${from}`)).toEqual(['C', 'B']);
    expect(await codes(`fins=${to}`)).toEqual(['B', 'A']);
    expect(await codes(`desde=${from}&fins=${to}`)).toEqual(['B']);
    // Both ends are included; an instant written with another offset is the same instant.
    const mid = now - 30 * HOUR;
    const at = encodeURIComponent(iso(mid));
    expect(await codes(`desde=${at}&fins=${at}`)).toEqual(['B']);
    const sameAtPlusTwo = encodeURIComponent(iso(mid + 2 * HOUR).replace('Z', '+02:00'));
    expect(await codes(`desde=${sameAtPlusTwo}&fins=${at}`)).toEqual(['B']);
    expect(
      await codes(`desde=${encodeURIComponent(iso(mid + 1))}&fins=${encodeURIComponent(iso(mid + HOUR))}`),
    ).toEqual([]);

    const reversed = await api.get(`/log-errors?desde=${to}&fins=${from}`);
    expect(reversed.statusCode).toBe(400);
    expect(json<{ errors: { field: string; missatge: string }[] }>(reversed).errors).toEqual([
      expect.objectContaining({ field: 'fins', missatge: 'admin.logs.invalidRange' }),
    ]);
    for (const query of [
      'desde=yesterday',
      'fins=2026-13-01T00:00:00Z',
      'desde=2026-03-01',
      `classe=${'c'.repeat(201)}`,
    ]) {
      expect((await api.get(`/log-errors?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('marks a solved error not solved again, clearing its date, and registers both changes', async () => {
    const [entry] = await logSome(uniqueName('err'), 1);
    const solved = dades<ErrorLog>(await api.put(`/log-errors/${entry!.id}/resolt`, { resolt: true }));
    expect(solved.resolt).toBe(true);
    const reopened = await api.put(`/log-errors/${entry!.id}/resolt`, { resolt: false });
    expect(reopened.statusCode).toBe(200);
    expect(json(reopened).missatge).toBe('admin.logErrors.unresolved');
    expect(dades<ErrorLog>(reopened)).toMatchObject({ id: entry!.id, resolt: false, dataResolt: null });
    // Already not solved: nothing changes and nothing more is registered.
    expect(dades<ErrorLog>(await api.put(`/log-errors/${entry!.id}/resolt`, { resolt: false })).resolt).toBe(
      false,
    );
    const changes = await changesOf(ctx, 'log_errors', entry!.id);
    expect(changes.map((change) => change.detall)).toEqual([
      { resolt: { from: true, to: false }, dataResolt: { from: solved.dataResolt, to: null } },
      { resolt: { from: false, to: true }, dataResolt: { from: null, to: solved.dataResolt } },
    ]);
    expect(changes[0]).toMatchObject({ tipus: 'UPDATE', idUsuari: adminId });
    // Solved again, it gets a new date.
    const again = dades<ErrorLog>(await api.put(`/log-errors/${entry!.id}/resolt`, { resolt: true }));
    expect(again.resolt).toBe(true);
    expect(Date.parse(again.dataResolt!)).toBeGreaterThanOrEqual(Date.parse(solved.dataResolt!));
    for (const body of [{ resolt: 'no' }, { resolt: 1 }]) {
      expect((await api.put(`/log-errors/${entry!.id}/resolt`, body)).statusCode).toBe(400);
    }
    const stored = dades<Page<ErrorLog>>(await api.get(`/log-errors?text=${entry!.codi}`)).content[0];
    expect(stored).toMatchObject({ resolt: true, dataResolt: again.dataResolt });
  });

  it('lists the change register newest first with who made each change, filtered by table and type', async () => {
    const clau = uniqueName('reg');
    const created = dades<{ idParam: number }>(await api.post('/params', { clau, valor: 'u' }));
    await api.put('/params', { idParam: created.idParam, clau, valor: 'dos' });
    const page = dades<Page<ChangeLog>>(await api.get('/registre-canvis?taula=params&size=200'));
    expect(page.content.every((entry) => entry.taula === 'params')).toBe(true);
    const ours = page.content.filter((entry) => entry.idRegistre === String(created.idParam));
    expect(ours.map((entry) => entry.tipus)).toEqual(['UPDATE', 'INSERT']);
    expect(ours[0]).toMatchObject({
      idUsuari: adminId,
      username: adminName,
      detall: { valor: { from: 'u', to: 'dos' } },
    });
    const times = page.content.map((entry) => Date.parse(entry.dataHora));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const inserts = dades<Page<ChangeLog>>(
      await api.get('/registre-canvis?taula=params&tipus=INSERT&size=200'),
    );
    expect(inserts.content.every((entry) => entry.tipus === 'INSERT')).toBe(true);
    expect(dades<Page<ChangeLog>>(await api.get('/registre-canvis?taula=no_such_table')).totalElements).toBe(
      0,
    );
  });

  it('filters the change register by user name and by a range of instants', async () => {
    const other = await adminCaller(ctx);
    const taula = uniqueName('t');
    const now = Date.now();
    await ctx.testDb.database.db.insert(registreCanvis).values([
      { taula, tipus: 'INSERT', idRegistre: '1', idUsuari: adminId, createdAt: new Date(now - 50 * HOUR) },
      {
        taula,
        tipus: 'UPDATE',
        idRegistre: '1',
        idUsuari: other.user.idUsuari,
        createdAt: new Date(now - 30 * HOUR),
      },
      { taula, tipus: 'DELETE', idRegistre: '1', idUsuari: adminId, createdAt: new Date(now - 10 * HOUR) },
    ]);
    const types = async (query: string) =>
      dades<Page<ChangeLog>>(await api.get(`/registre-canvis?taula=${taula}&${query}`)).content.map(
        (entry) => entry.tipus,
      );
    expect(await types(`usuari=${adminName}`)).toEqual(['DELETE', 'INSERT']);
    // Any case, but the whole name.
    expect(await types(`usuari=${other.user.username.toUpperCase()}`)).toEqual(['UPDATE']);
    expect(await types(`usuari=${adminName.slice(0, -1)}`)).toEqual([]);
    const from = encodeURIComponent(iso(now - 40 * HOUR));
    const to = encodeURIComponent(iso(now - 20 * HOUR));
    expect(await types(`desde=${from}`)).toEqual(['DELETE', 'UPDATE']);
    expect(await types(`fins=${to}`)).toEqual(['UPDATE', 'INSERT']);
    expect(await types(`desde=${from}&fins=${to}&usuari=${other.user.username}`)).toEqual(['UPDATE']);
    const counted = dades<Page<ChangeLog>>(
      await api.get(`/registre-canvis?taula=${taula}&usuari=${adminName}&size=1`),
    );
    expect(counted).toMatchObject({ totalElements: 2, totalPages: 2 });

    const reversed = await api.get(`/registre-canvis?desde=${to}&fins=${from}`);
    expect(reversed.statusCode).toBe(400);
    expect(json<{ errors: { field: string; missatge: string }[] }>(reversed).errors[0]).toMatchObject({
      field: 'fins',
      missatge: 'admin.logs.invalidRange',
    });
    for (const query of ['desde=abc', 'fins=2026-02-30T00:00:00Z', `usuari=${'u'.repeat(101)}`]) {
      expect((await api.get(`/registre-canvis?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('pages the change register, and keeps changes by users who no longer exist', async () => {
    await ctx.testDb.database.db.insert(registreCanvis).values(
      Array.from({ length: 5 }, (_, i) => ({
        taula: 'proves',
        tipus: 'UPDATE',
        idRegistre: String(i),
        idUsuari: 2_000_000_000,
      })),
    );
    const first = dades<Page<ChangeLog>>(await api.get('/registre-canvis?taula=proves&size=2&page=0'));
    expect(first).toMatchObject({ totalElements: 5, totalPages: 3, number: 0, size: 2 });
    expect(first.content[0]).toMatchObject({ username: null, idUsuari: 2_000_000_000 });
    const last = dades<Page<ChangeLog>>(await api.get('/registre-canvis?taula=proves&size=2&page=2'));
    expect(last.content).toHaveLength(1);
    const ids = [...first.content, ...last.content].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(3);
    for (const query of ['tipus=MERGE', 'sort=detall', `taula=${'t'.repeat(61)}`, 'page=x']) {
      expect((await api.get(`/registre-canvis?${query}`)).statusCode, query).toBe(400);
    }
    expect(
      (await api.get(`/registre-canvis?taula=${encodeURIComponent("params' or 1=1 --")}`)).statusCode,
    ).toBe(200);
  });
});

describe.each(databaseKinds())('the writers of the error log on %s', (kind) => {
  let ctx: TestContext;
  let sandbox: TestSandbox;
  let admin: Caller;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    ctx = await createTestApp(kind, { erp: sandboxGateway(sandbox) });
    admin = (await adminCaller(ctx)).api;
    await ctx.factories.product({
      codigo: 'EQ-LOG',
      prices: [
        { idLista: 1, desdeUnidades: 1, precioNeto: '250.00' },
        { idLista: 5, desdeUnidades: 1, precioNeto: '300.00' },
      ],
    });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await sandbox?.close();
  });
  beforeEach(() => sandbox.setSwitches({ down: false, downMode: '503', errorRate: 0, latencyMs: 0 }));

  /** A user of the customer with a delivery contact, who places one order; returns its code. */
  async function placeOrder(codigoCliente: string): Promise<string> {
    const [known] = await ctx.testDb.database.db
      .select()
      .from(clientes)
      .where(eq(clientes.codigo, codigoCliente));
    if (!known) await ctx.factories.customer({ codigo: codigoCliente, idLista: 1 });
    const session = await ctx.factories.session({ codigoCliente });
    const [contact] = await ctx.testDb.database.db
      .insert(clienteContactos)
      .values({
        codigoCliente,
        nombreContacto: 'Magatzem',
        direccion: 'Carrer 1',
        codigoPostal: '08400',
        poblacion: 'Granollers',
        pais: 'ES',
      })
      .returning();
    const response = await callerWith(ctx, session.token).post('/pedidos/add', {
      lineasPedido: [{ codigo: 'EQ-LOG', Cantidad: 1 }],
      idContacto: contact!.id,
      acceptedConditions: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<PlacedOrder>(response).Codigo;
  }

  const logged = async (query: string) =>
    dades<Page<ErrorLog>>(await admin.get(`/log-errors?${query}`)).content;

  it('logs a request the server fails on, with its route and screen, and answers without the cause', async () => {
    const db = ctx.testDb.database.db;
    // The database refuses the query: the parameters' table is not where the server expects it.
    await db.execute(sql.raw('alter table params rename to params_moved'));
    let response;
    try {
      response = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/params',
        headers: { ...(await adminHeaders()), path: '/params' },
      });
    } finally {
      await db.execute(sql.raw('alter table params_moved rename to params'));
    }
    expect(response.statusCode).toBe(500);
    expect(json(response)).toMatchObject({ error: 'server_error', missatge: 'errors.generic' });
    expect(response.body).not.toContain('params_moved');
    expect(response.body).not.toMatch(/relation|select/i);

    const [entry] = await logged(`pantalla=${encodeURIComponent('/params')}`);
    expect(entry).toMatchObject({
      metode: 'GET /api/v1/params',
      pantalla: '/params',
      resolt: false,
      dataResolt: null,
    });
    expect(entry!.missatge).toMatch(/params/);
    expect(entry!.codiError).toMatch(/\S/);
    expect(entry!.classe).toMatch(/\S/);
    expect(Date.now() - Date.parse(entry!.dataHora)).toBeLessThan(60_000);
    // The class it was logged under finds it too, and it can be marked solved.
    expect((await logged(`classe=${encodeURIComponent(entry!.classe!)}`)).map((e) => e.id)).toContain(
      entry!.id,
    );
    expect(await serverErrors(ctx)).toEqual([{ metode: 'GET /api/v1/params', missatge: entry!.missatge }]);
    expect(dades<ErrorLog>(await admin.put(`/log-errors/${entry!.id}/resolt`, { resolt: true })).resolt).toBe(
      true,
    );
  });

  it('logs an order the ERP cannot take while it is down, once, with the order code', async () => {
    await sandbox.setSwitches({ down: true });
    const code = await placeOrder('C0001');
    await ctx.app.services.outbox!.drain();
    const entries = await logged(`classe=OutboxWorker&text=${code}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      codiError: 'ERP_UNAVAILABLE',
      codi: code,
      classe: 'OutboxWorker',
      metode: 'order.create',
      resolt: false,
    });
    expect(entries[0]!.missatge).toMatch(/attempt 1, next in [\d.]+ s/);
    // The order waits for the ERP; once it is back, the order goes and nothing more is logged.
    await sandbox.setSwitches({ down: false });
    await ctx.testDb.database.db.execute(
      sql`update outbox set next_attempt_at = now() where status = 'pending'`,
    );
    await ctx.app.services.outbox!.drain();
    const [order] = await ctx.testDb.database.db.select().from(pedidos).where(eq(pedidos.codigo, code));
    expect(order!.estado).toBe('sent_to_erp');
    expect(await logged(`classe=OutboxWorker&text=${code}`)).toHaveLength(1);
  });

  it('logs an order the ERP refuses, with its answer', async () => {
    // A customer the ERP does not know: its import is refused (422) and the order rejected.
    const code = await placeOrder('PORTAL-ONLY');
    await ctx.app.services.outbox!.drain();
    const [entry] = await logged(`classe=OutboxWorker&text=${code}`);
    expect(entry).toMatchObject({ codiError: 'ERP_422', codi: code, metode: 'order.create', resolt: false });
    expect(entry!.missatge).toMatch(/PORTAL-ONLY/);
    const [order] = await ctx.testDb.database.db.select().from(pedidos).where(eq(pedidos.codigo, code));
    expect(order!.estado).toBe('rejected');
  });

  async function adminHeaders() {
    const { token } = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    return { authorization: `Bearer ${token}` };
  }
});
