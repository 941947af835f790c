// The customer's own data (spec §7 `/clientes/codigo|login|email`, `PUT /clientes/update`)
// through the real server: a customer's user reaches its own customer only (another's answers
// 404, exactly as one that does not exist), staff reach any; a change is saved in the portal at
// once and reaches the sandbox ERP (a separate process) through the outbox worker, newest first;
// the ERP's own fields cannot be changed; bad fields are refused with 400 and nothing changes.
import type { CustomerProfile } from '@portal/domain/accounts';
import { translate } from '@portal/domain/messages';
import { paymentMethodName } from '@portal/domain/payment-methods';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientes, logErrors, outbox, registreCanvis } from '../../src/db/schema/index.ts';
import { enqueueErpMessage } from '../../src/erp/outbox/messages.ts';
import { callerWith, serverErrors } from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { sandboxGateway, startTestSandbox, type TestSandbox } from '../support/sandbox.ts';
import { createTestApp, json, type TestContext } from '../support/test-app.ts';

/** The editable company data (customerUpdateSchema), as the profile form sends it. */
function companyData(codigo: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    codigo,
    razonSocial: 'Electrodos del Turia SL',
    cif: 'B46123451',
    telefono: '+34 961 000 111',
    direccion: 'Polígon Industrial 3, nau 7',
    codigoPostal: '46980',
    poblacion: 'Paterna',
    provincia: 'València',
    ciudad: 'Paterna',
    pais: 'ES',
    entidadBancaria: 'ES91 2100 0418 4502 0005 1332',
    ...overrides,
  };
}

describe.each(databaseKinds())('the customer’s own data on %s', (kind) => {
  let ctx: TestContext;
  let sandbox: TestSandbox;
  const db = () => ctx.testDb.database.db;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    ctx = await createTestApp(kind, { erp: sandboxGateway(sandbox, 5000) });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await sandbox?.close();
  });
  afterEach(async () => expect(await serverErrors(ctx)).toEqual([]));

  /** A customer of this portal with its company administrator logged in for it. */
  async function customerWithUser(overrides: Partial<typeof clientes.$inferInsert> = {}) {
    const customer = await ctx.factories.customer({
      email: `compres-${Math.random().toString(36).slice(2, 8)}@tallers.example`,
      formaPago: 1,
      ...overrides,
    });
    const session = await ctx.factories.session({ codigoCliente: customer.codigo, role: 'ADMIN_EMPRESA' });
    return { customer, ...session, api: callerWith(ctx, session.token) };
  }
  const profileOf = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBe(200);
    return json<CustomerProfile>(response as never);
  };
  const row = async (codigo: string) =>
    (await db().select().from(clientes).where(eq(clientes.codigo, codigo)))[0]!;
  const updateMessages = (codigo: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'customer.update'), sql`${outbox.payload} ->> 'codigoCliente' = ${codigo}`))
      .orderBy(outbox.id);
  const erpCustomer = async (codigo: string) => {
    const page = await sandboxGateway(sandbox, 5000)(db()).exportPage('customers', { page: 1, size: 1000 });
    if (page.kind !== 'ok') throw new Error(JSON.stringify(page));
    return page.value.items.find((item) => item.codigo === codigo);
  };
  const keysPresented = async () => {
    const response = await fetch(`${sandbox.baseUrl}/_sandbox/idempotency-keys`);
    return ((await response.json()) as { items: { key: string; presentations: number }[] }).items;
  };

  it('answers a user its own customer by code, by login and by e-mail, with the payment method named', async () => {
    const { customer, user, api } = await customerWithUser();
    const expected = {
      codigo: customer.codigo,
      razonSocial: customer.razonSocial,
      cif: customer.cif,
      email: customer.email,
      formaPago: 1,
      idLista: 5,
      activo: true,
    };
    for (const url of [
      `/clientes/codigo/${customer.codigo}`,
      `/clientes/login/${user.username}`,
      `/clientes/login/${encodeURIComponent(user.email.toUpperCase())}`,
      `/clientes/email/${encodeURIComponent(customer.email!)}`,
      `/clientes/email/${encodeURIComponent(user.email)}`,
    ]) {
      const response = await api.call('GET', url, undefined, 'es');
      expect(json(response)).not.toHaveProperty('dades');
      expect(profileOf(response), url).toMatchObject({
        ...expected,
        formaPagoNombre: paymentMethodName(1, 'es'),
      });
    }
    const inEnglish = profileOf(
      await api.call('GET', `/clientes/codigo/${customer.codigo}`, undefined, 'en'),
    );
    expect(inEnglish.formaPagoNombre).toBe(paymentMethodName(1, 'en'));
  });

  it('answers another customer exactly as one that does not exist (404, never 403)', async () => {
    const { api } = await customerWithUser();
    const other = await customerWithUser();
    const unknown = await api.call('GET', '/clientes/codigo/NO-SUCH-CUSTOMER', undefined, 'en');
    expect(unknown.statusCode).toBe(404);
    for (const url of [
      `/clientes/codigo/${other.customer.codigo}`,
      `/clientes/login/${other.user.username}`,
      `/clientes/email/${encodeURIComponent(other.customer.email!)}`,
      `/clientes/email/${encodeURIComponent(other.user.email)}`,
    ]) {
      const response = await api.call('GET', url, undefined, 'en');
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).toBe(unknown.body);
    }
    // A staff user has no customer: asking by their login finds none for a customer either.
    const staff = await ctx.factories.user({ role: 'ADMINISTRADOR' });
    expect((await api.get(`/clientes/login/${staff.username}`)).statusCode).toBe(404);
  });

  it('lets staff (a user without a customer) reach any customer', async () => {
    const one = await customerWithUser();
    const two = await customerWithUser();
    const admin = callerWith(ctx, (await ctx.factories.session({ role: 'ADMINISTRADOR' })).token);
    expect(profileOf(await admin.get(`/clientes/codigo/${one.customer.codigo}`)).codigo).toBe(
      one.customer.codigo,
    );
    expect(profileOf(await admin.get(`/clientes/login/${two.user.username}`)).codigo).toBe(
      two.customer.codigo,
    );
    expect(
      profileOf(await admin.get(`/clientes/email/${encodeURIComponent(two.customer.email!)}`)).codigo,
    ).toBe(two.customer.codigo);
    expect((await admin.get('/clientes/codigo/NO-SUCH-CUSTOMER')).statusCode).toBe(404);
  });

  it('refuses callers without a session (401) and without the permission (403); bad input is a 400', async () => {
    const { customer, api } = await customerWithUser();
    const anonymous = callerWith(ctx, null);
    const roleless = callerWith(ctx, (await ctx.factories.session({ role: null })).token);
    for (const [method, url, body] of [
      ['GET', `/clientes/codigo/${customer.codigo}`, undefined],
      ['GET', `/clientes/login/anyone`, undefined],
      ['GET', `/clientes/email/anyone%40example.com`, undefined],
      ['PUT', '/clientes/update', companyData(customer.codigo)],
    ] as const) {
      expect((await anonymous.call(method, url, body)).statusCode).toBe(401);
      expect((await roleless.call(method, url, body)).statusCode).toBe(403);
    }
    // A buyer, a viewer and an approver read the company's data; only its administrator changes it.
    for (const role of ['CLIENT', 'CONSULTA', 'APROVADOR'] as const) {
      const member = callerWith(
        ctx,
        (await ctx.factories.session({ codigoCliente: customer.codigo, role })).token,
      );
      expect((await member.get(`/clientes/codigo/${customer.codigo}`)).statusCode, role).toBe(200);
      const refused = await member.call('PUT', '/clientes/update', companyData(customer.codigo), 'en');
      expect(refused.statusCode, role).toBe(403);
    }
    expect((await row(customer.codigo)).razonSocial).toBe(customer.razonSocial);
    expect((await api.get('/clientes/codigo/C%00001')).statusCode).toBe(400);
    expect((await api.get(`/clientes/codigo/${'C'.repeat(41)}`)).statusCode).toBe(400);
  });

  it('saves a change in the portal at once and, through the outbox, in the ERP', async () => {
    // Demo customer C0004 of the sandbox ERP, as the synchronisation would have brought it.
    const { customer, user, api } = await customerWithUser({
      codigo: 'C0004',
      cif: 'B46123451',
      razonSocial: 'Electrodos del Turia SL',
      formaPago: 1,
      idLista: 6,
      diaPago: 15,
      cuentaContable: '430000004',
      syncedAt: new Date(),
    });
    const before = await erpCustomer('C0004');
    const body = companyData(customer.codigo, {
      razonSocial: 'Electrodos y Soldadura del Turia SL',
      direccion: 'Carrer de la Ciència 12',
      provincia: '',
      // The payment day the company asks for: saved and sent (the ERP confirms it).
      diaPago: 20,
      // The ERP's own fields: not in the schema, dropped, never saved nor sent.
      formaPago: 3,
      idLista: 1,
      cuentaContable: '999',
      email: 'hijack@example.com',
      activo: false,
    });
    const response = await api.call('PUT', '/clientes/update', body, 'es');
    const saved = profileOf(response);
    expect(saved).toMatchObject({
      codigo: 'C0004',
      razonSocial: 'Electrodos y Soldadura del Turia SL',
      direccion: 'Carrer de la Ciència 12',
      provincia: null,
      entidadBancaria: 'ES9121000418450200051332',
      formaPago: 1,
      formaPagoNombre: paymentMethodName(1, 'es'),
      idLista: 6,
      diaPago: 20,
      cuentaContable: '430000004',
      email: customer.email,
      activo: true,
    });
    expect(profileOf(await api.get('/clientes/codigo/C0004'))).toMatchObject({
      razonSocial: 'Electrodos y Soldadura del Turia SL',
    });

    const [change] = await db()
      .select()
      .from(registreCanvis)
      .where(and(eq(registreCanvis.taula, 'clientes'), eq(registreCanvis.idRegistre, 'C0004')))
      .orderBy(desc(registreCanvis.id))
      .limit(1);
    expect(change).toMatchObject({ tipus: 'UPDATE', idUsuari: user.idUsuari });
    expect(change!.detall).toMatchObject({
      razonSocial: { from: 'Electrodos del Turia SL', to: 'Electrodos y Soldadura del Turia SL' },
    });
    const [message] = await updateMessages('C0004');
    expect(message).toMatchObject({
      referencia: `C0004-${change!.id}`,
      idempotencyKey: `customer-update-C0004-${change!.id}`,
      status: 'pending',
    });
    expect(Object.keys((message!.payload as { customer: object }).customer).sort()).toEqual(
      [
        'razonSocial',
        'cif',
        'telefono',
        'direccion',
        'codigoPostal',
        'poblacion',
        'provincia',
        'ciudad',
        'pais',
        'entidadBancaria',
        'diaPago',
      ].sort(),
    );

    await ctx.app.services.outbox!.drain();
    expect((await updateMessages('C0004'))[0]!.status).toBe('done');
    const after = await erpCustomer('C0004');
    expect(after).toMatchObject({
      razonSocial: 'Electrodos y Soldadura del Turia SL',
      direccion: 'Carrer de la Ciència 12',
      provincia: null,
      entidadBancaria: 'ES9121000418450200051332',
      diaPago: 20,
      // The ERP's own fields are the ERP's still.
      formaPago: before!.formaPago,
      idLista: before!.idLista,
      cuentaContable: before!.cuentaContable,
      email: before!.email,
    });
    expect(Date.parse(after!.updatedAt)).toBeGreaterThan(Date.parse(before!.updatedAt));

    // Without `entidadBancaria` and `diaPago` both stay; a change that changes nothing sends nothing.
    const { entidadBancaria: _kept, diaPago: _day, ...withoutIban } = body;
    profileOf(await api.put('/clientes/update', withoutIban));
    expect(await row('C0004')).toMatchObject({ entidadBancaria: 'ES9121000418450200051332', diaPago: 20 });
    expect(await updateMessages('C0004')).toHaveLength(1);
  });

  it('sends only the newest of a customer’s changes that wait together', async () => {
    const { api } = await customerWithUser({ codigo: 'C0003', cif: 'A28345676', syncedAt: new Date() });
    const data = companyData('C0003', { cif: 'A28345676', razonSocial: 'Soldamar SA' });
    profileOf(await api.put('/clientes/update', { ...data, telefono: '+34 910 000 001' }));
    profileOf(await api.put('/clientes/update', { ...data, telefono: '+34 910 000 002' }));
    const [older, newer] = await updateMessages('C0003');
    await ctx.app.services.outbox!.drain();
    expect((await updateMessages('C0003')).map((message) => message.status)).toEqual(['done', 'done']);
    const keys = (await keysPresented()).map((entry) => entry.key);
    expect(keys).toContain(newer!.idempotencyKey);
    expect(keys).not.toContain(older!.idempotencyKey);
    expect(await erpCustomer('C0003')).toMatchObject({
      razonSocial: 'Soldamar SA',
      telefono: '+34 910 000 002',
    });
  });

  it('records a change the ERP refuses in the error log and marks it failed; the portal keeps it', async () => {
    // A customer the ERP does not know: its update is a 404 there.
    const { customer, api } = await customerWithUser();
    profileOf(await api.put('/clientes/update', companyData(customer.codigo)));
    await ctx.app.services.outbox!.drain();
    const [message] = await updateMessages(customer.codigo);
    expect(message).toMatchObject({ status: 'failed', lastError: 'refused by the ERP (404)' });
    const logged = await db().select().from(logErrors).where(eq(logErrors.codi, message!.referencia));
    expect(logged).toEqual([
      expect.objectContaining({ codiError: 'ERP_404', classe: 'OutboxWorker', metode: 'customer.update' }),
    ]);
    expect((await row(customer.codigo)).razonSocial).toBe('Electrodos del Turia SL');
  });

  it('answers another customer’s code with 404 and changes nothing; staff may change any', async () => {
    const { api } = await customerWithUser();
    const other = await customerWithUser();
    const refused = await api.put('/clientes/update', companyData(other.customer.codigo));
    expect(refused.statusCode).toBe(404);
    expect((await row(other.customer.codigo)).razonSocial).toBe(other.customer.razonSocial);
    expect(await updateMessages(other.customer.codigo)).toEqual([]);

    const admin = callerWith(ctx, (await ctx.factories.session({ role: 'ADMINISTRADOR' })).token);
    const byStaff = profileOf(await admin.put('/clientes/update', companyData(other.customer.codigo)));
    expect(byStaff.razonSocial).toBe('Electrodos del Turia SL');
    expect(await updateMessages(other.customer.codigo)).toHaveLength(1);
  });

  it('refuses bad fields with 400 in the request’s language and changes nothing', async () => {
    const { customer, api } = await customerWithUser();
    const range = { min: 0, max: 30 };
    const cases: [Record<string, unknown>, string, string, Record<string, number>?][] = [
      [{ diaPago: 31 }, 'diaPago', 'validation.range', range],
      [{ diaPago: -1 }, 'diaPago', 'validation.range', range],
      [{ diaPago: 2 ** 40 }, 'diaPago', 'validation.range', range],
      [{ diaPago: 2.5 }, 'diaPago', 'validation.invalidNumber'],
      [{ diaPago: '10' }, 'diaPago', 'validation.invalidNumber'],
      [{ entidadBancaria: 'ES91 2100 0418 4502 0005 1333' }, 'entidadBancaria', 'validation.iban'],
      [{ entidadBancaria: 'DE8937040044053201300' }, 'entidadBancaria', 'validation.iban'],
      [{ cif: 'B46123452' }, 'cif', 'validation.cif'],
      [{ razonSocial: 'Tallers\u0000' }, 'razonSocial', 'validation.invalidCharacters'],
      [{ pais: 'ZZ' }, 'pais', 'validation.invalidValue'],
    ];
    for (const [overrides, field, key, params] of cases) {
      const response = await api.call(
        'PUT',
        '/clientes/update',
        companyData(customer.codigo, overrides),
        'es',
      );
      expect(response.statusCode, response.body).toBe(400);
      const issue = json<{ errors: { field: string; missatge: string; error_description: string }[] }>(
        response,
      ).errors.find((entry) => entry.field === field);
      expect(issue, response.body).toMatchObject({
        missatge: key,
        error_description: translate('es', key as never, params),
      });
    }
    expect(await row(customer.codigo)).toMatchObject({
      razonSocial: customer.razonSocial,
      entidadBancaria: null,
      diaPago: customer.diaPago,
    });
    expect(await updateMessages(customer.codigo)).toEqual([]);
  });

  it('refuses to change a registered company the ERP has not created yet', async () => {
    const customer = await ctx.factories.customer({
      codigo: `REG${String(Date.now()).slice(-6)}`,
      cif: 'B46123451',
    });
    await enqueueErpMessage(db(), {
      kind: 'customer.create',
      referencia: customer.codigo,
      payload: { customer: { razonSocial: customer.razonSocial, cif: customer.cif } },
    });
    // Held back: this test is about the refusal, not the delivery.
    await db().execute(
      sql`update outbox set next_attempt_at = now() + interval '1 hour' where referencia = ${customer.codigo}`,
    );
    const admin = callerWith(ctx, (await ctx.factories.session({ role: 'ADMINISTRADOR' })).token);
    const refused = await admin.call('PUT', '/clientes/update', companyData(customer.codigo), 'en');
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({
      missatge: 'customers.pendingErp',
      error_description: translate('en', 'customers.pendingErp'),
    });
    expect((await row(customer.codigo)).razonSocial).toBe(customer.razonSocial);
    expect(await updateMessages(customer.codigo)).toEqual([]);
    // It can still be read.
    expect(profileOf(await admin.get(`/clientes/codigo/${customer.codigo}`)).codigo).toBe(customer.codigo);
  });
});
