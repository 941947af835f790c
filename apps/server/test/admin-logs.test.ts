import type { ChangeLog, ErrorLog } from '@portal/domain/admin-logs';
import type { Page } from '@portal/domain/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logErrors, registreCanvis } from '../src/db/schema/index.ts';
import { adminCaller, changesOf, dades, serverErrors, uniqueName, type Caller } from './admin-support.ts';
import { databaseKinds } from './support/databases.ts';
import { createTestApp, json, type TestContext } from './support/test-app.ts';

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
      dataHora: new Date(now - (count - i) * 3_600_000),
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
