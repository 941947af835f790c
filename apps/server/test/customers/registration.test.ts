// Registering a company (spec §7 `POST /clientes/create`) through the real server: the
// customer and its user are created inactive, the ERP message and two mails are written in the same
// transaction, the mails reach a real SMTP server, the outbox worker delivers the customer to the
// sandbox ERP (a separate process) and the portal's customer takes the ERP's code — also when the
// synchronisation brought the ERP's record first, and on a `409 customer_exists`. Refusals (already
// registered, bad fields, too many requests) create nothing.
import { translate } from '@portal/domain/messages';
import { isValidTaxId } from '@portal/domain/validators';
import type { Product } from '@portal/domain/catalogue';
import type { Page } from '@portal/domain/api';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clienteContactos,
  clientes,
  mailOutbox,
  outbox,
  params,
  pedidos,
  rateLimitHits,
  registreCanvis,
  rols,
  shoppingLists,
  usuariRols,
  usuaris,
} from '../../src/db/schema/index.ts';
import type { HttpErpGateway } from '../../src/erp/gateway/http-erp-gateway.ts';
import { applyPage } from '../../src/modules/erp-sync/sync-appliers.ts';
import { CustomerSync } from '../../src/modules/customers/customer-sync.ts';
import { serverErrors } from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { sandboxGateway, startTestSandbox, type TestSandbox } from '../support/sandbox.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';
import { TestSmtp } from '../support/test-smtp.ts';

const STAFF_MAIL = 'atencio@soldadures.example';
const PUBLIC_URL = 'https://portal.example';

/** A valid company CIF (`B` + 7 digits + control digit), different each call. */
let cifCounter = 0;
function freshCif(): string {
  const digits = String((Date.now() * 7 + ++cifCounter * 7919) % 10_000_000).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  const cif = `B${digits}${(10 - (sum % 10)) % 10}`;
  if (!isValidTaxId(cif)) throw new Error(`test data: ${cif} is not a valid CIF`);
  return cif;
}

let mailCounter = 0;
const freshEmail = (local = 'compres') =>
  `${local}.${Date.now().toString(36)}${++mailCounter}@tallers.example`;

function application(overrides: Record<string, unknown> = {}) {
  return {
    razonSocial: 'Soldadures del Vallès SL',
    cif: freshCif(),
    telefono: '+34 938 000 000',
    direccion: 'Carrer de la Indústria 14',
    codigoPostal: '08400',
    poblacion: 'Granollers',
    provincia: 'Barcelona',
    ciudad: 'Granollers',
    pais: 'ES',
    nomContacte: 'Marta Puig',
    email: freshEmail(),
    password: 'una-contrasenya-llarga',
    confirmPassword: 'una-contrasenya-llarga',
    idioma: 'es',
    ...overrides,
  };
}

describe.each(databaseKinds())('registering a company on %s', (kind) => {
  let ctx: TestContext;
  let sandbox: TestSandbox;
  let smtp: TestSmtp;
  const db = () => ctx.testDb.database.db;

  beforeAll(async () => {
    [sandbox, smtp] = await Promise.all([startTestSandbox(), TestSmtp.start()]);
    ctx = await createTestApp(kind, {
      erp: sandboxGateway(sandbox, 5000),
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <no-reply@portal.example>', PUBLIC_URL },
    });
    await db().update(params).set({ valor: STAFF_MAIL }).where(eq(params.clau, 'emailContacto'));
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([sandbox?.close(), smtp?.stop()]);
  });
  // Every test comes from the same address: each starts with its own allowance.
  beforeEach(async () => {
    await db().delete(rateLimitHits).where(like(rateLimitHits.bucket, 'register:%'));
  });
  afterEach(async () => expect(await serverErrors(ctx)).toEqual([]));

  const register = (body: unknown, language = 'es') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/clientes/create',
      headers: { 'accept-language': language },
      payload: body as object,
    });
  const registered = async (body = application()) => {
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(201);
    return { body, codigo: json<{ codigo: string }>(response).codigo };
  };
  const userByEmail = async (email: string) =>
    (
      await db()
        .select()
        .from(usuaris)
        .where(eq(sql`lower(${usuaris.email})`, email.toLowerCase()))
    )[0];
  const customer = async (codigo: string) =>
    (await db().select().from(clientes).where(eq(clientes.codigo, codigo)))[0];
  const createMessage = async (codigo: string) =>
    (
      await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'customer.create'), eq(outbox.referencia, codigo)))
    )[0]!;
  const login = (username: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const counts = async () => {
    const count = async (table: typeof clientes | typeof usuaris | typeof outbox | typeof mailOutbox) =>
      Number(
        (
          await db()
            .select({ n: sql<number>`count(*)` })
            .from(table)
        )[0]!.n,
      );
    return {
      clientes: await count(clientes),
      usuaris: await count(usuaris),
      outbox: await count(outbox),
      mails: await count(mailOutbox),
    };
  };
  /** The ERP's customers as its export gives them, through the portal's own gateway. */
  const erpCustomers = async () => {
    const page = await sandboxGateway(sandbox, 5000)(db()).exportPage('customers', { page: 1, size: 1000 });
    if (page.kind !== 'ok') throw new Error(`export: ${JSON.stringify(page)}`);
    return page.value.items;
  };

  it('creates an inactive customer and user, the ERP message and two mails, and refuses the login', async () => {
    const body = application({
      email: freshEmail('Marta.Puig'),
      cif: ` ${freshCif().toLowerCase()} `,
      diaPago: 25,
    });
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(201);
    // A customer resource: the resource itself (DESIGN §4).
    const answer = json<{ codigo: string }>(response);
    expect(Object.keys(answer)).toEqual(['codigo']);
    const { codigo } = answer;
    expect(codigo).toMatch(/^REG\d{6}$/);

    const email = (body.email as string).toLowerCase();
    const cif = (body.cif as string).trim().toUpperCase();
    expect(await customer(codigo)).toMatchObject({
      razonSocial: 'Soldadures del Vallès SL',
      cif,
      email,
      telefono: '+34 938 000 000',
      pais: 'ES',
      idLista: 5,
      diaPago: 25,
      syncedAt: null,
      activo: true,
    });
    const user = (await userByEmail(email))!;
    expect(user).toMatchObject({
      username: email.slice(0, email.indexOf('@')),
      codigoCliente: codigo,
      nomContacte: 'Marta Puig',
      idioma: 'es',
      activo: false,
      altaPendent: true,
    });
    expect(await ctx.app.services.hasher.verify('una-contrasenya-llarga', user.passwordHash)).toBe(true);
    const roles = await db()
      .select({ nom: rols.nom })
      .from(usuariRols)
      .innerJoin(rols, eq(rols.idRol, usuariRols.idRol))
      .where(eq(usuariRols.idUsuari, user.idUsuari));
    // A registered company's first login is its company administrator.
    expect(roles).toEqual([{ nom: 'ADMIN_EMPRESA' }]);

    expect(await createMessage(codigo)).toMatchObject({
      status: 'pending',
      idempotencyKey: `customer-${codigo}`,
      payload: {
        customer: {
          razonSocial: 'Soldadures del Vallès SL',
          cif,
          email,
          idLista: 5,
          pais: 'ES',
          diaPago: 25,
        },
      },
    });
    const mails = await db()
      .select({ tipus: mailOutbox.kind, destinatari: mailOutbox.recipient, idioma: mailOutbox.language })
      .from(mailOutbox)
      .where(sql`${mailOutbox.recipient} = ${email} or ${mailOutbox.bodyText} like ${`%${codigo}%`}`);
    expect(mails).toEqual(
      expect.arrayContaining([
        { tipus: 'registration.received', destinatari: email, idioma: 'es' },
        { tipus: 'registration.pending', destinatari: STAFF_MAIL, idioma: 'ca' },
      ]),
    );
    expect(mails).toHaveLength(2);
    const changes = await db()
      .select({ taula: registreCanvis.taula, tipus: registreCanvis.tipus, idUsuari: registreCanvis.idUsuari })
      .from(registreCanvis)
      .where(sql`(${registreCanvis.taula} = 'clientes' and ${registreCanvis.idRegistre} = ${codigo})
        or (${registreCanvis.taula} = 'usuaris' and ${registreCanvis.idRegistre} = ${String(user.idUsuari)})`);
    expect(changes).toEqual(
      expect.arrayContaining([
        { taula: 'clientes', tipus: 'INSERT', idUsuari: user.idUsuari },
        { taula: 'usuaris', tipus: 'INSERT', idUsuari: user.idUsuari },
      ]),
    );

    // Not until an administrator activates it: neither by user name nor by e-mail.
    for (const name of [user.username, email]) {
      const refused = await login(name, 'una-contrasenya-llarga');
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ error: 'invalid_grant' });
    }

    // Both mails reach the SMTP server: the applicant's in Spanish, customer service's with the
    // code and a link to the users screen.
    await ctx.app.services.mail.worker.drain();
    const toApplicant = smtp.to(email);
    expect(toApplicant).toHaveLength(1);
    expect(toApplicant[0]!.mail.text).toContain('Marta Puig');
    expect(toApplicant[0]!.mail.text).toContain('Soldadures del Vallès SL');
    const toStaff = smtp.to(STAFF_MAIL).filter((mail) => mail.mail.text?.includes(codigo));
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]!.mail.text).toContain(`${PUBLIC_URL}/usuaris`);
    expect(toStaff[0]!.mail.text).toContain(user.username);
    expect(toStaff[0]!.mail.replyTo?.text).toContain(email);
  });

  it('gives the next free user name when the e-mail’s local part is taken', async () => {
    const first = await registered(application({ email: 'taller.nou@primer.example' }));
    const second = await registered(application({ email: 'Taller.Nou@segon.example' }));
    expect((await userByEmail('taller.nou@primer.example'))!.username).toBe('taller.nou');
    expect((await userByEmail('taller.nou@segon.example'))!.username).toBe('taller.nou-2');
    expect(first.codigo).not.toBe(second.codigo);
  });

  it('delivers the customer to the ERP; the customer takes the ERP’s code and its user follows', async () => {
    const { body, codigo } = await registered(application({ diaPago: 12 }));
    await ctx.app.services.outbox!.drain();

    const message = await createMessage(codigo);
    expect(message.status).toBe('done');
    expect(await customer(codigo)).toBeUndefined();
    const user = (await userByEmail(body.email))!;
    expect(user.codigoCliente).toMatch(/^C\d{4,}$/);
    const erpCodigo = user.codigoCliente!;
    expect(await customer(erpCodigo)).toMatchObject({ cif: body.cif, idLista: 5, email: body.email });
    const inErp = (await erpCustomers()).find((item) => item.codigo === erpCodigo);
    expect(inErp).toMatchObject({
      cif: body.cif,
      razonSocial: body.razonSocial,
      email: body.email,
      idLista: 5,
      diaPago: 12,
    });
    const [link] = await db()
      .select()
      .from(registreCanvis)
      .where(and(eq(registreCanvis.taula, 'clientes'), eq(registreCanvis.idRegistre, erpCodigo)));
    expect(link!.detall).toEqual({ codigo: { from: codigo, to: erpCodigo }, enllac: 'renamed' });

    // A settle repeated after a crash (the answer came, the process died before the worker moved
    // on): the ERP replays its answer and the link, already made, is left as it is.
    await db().execute(
      sql`update outbox set status = 'pending', next_attempt_at = now(), settled_at = null where id = ${message.id}`,
    );
    await ctx.app.services.outbox!.drain();
    expect((await createMessage(codigo)).status).toBe('done');
    expect((await userByEmail(body.email))!.codigoCliente).toBe(erpCodigo);
    expect(await customer(erpCodigo)).toBeDefined();
  });

  it('moves users, contacts, orders, lists, own codes and document roles to the ERP’s record when the synchronisation brought it first', async () => {
    const { body, codigo } = await registered();
    const user = (await userByEmail(body.email))!;
    const [contact] = await db()
      .insert(clienteContactos)
      .values({
        codigoCliente: codigo,
        nombreContacto: 'Magatzem',
        direccion: 'Carrer 1',
        codigoPostal: '08400',
        poblacion: 'Granollers',
        pais: 'ES',
      })
      .returning();
    // What the company kept in the portal meanwhile: a list, its own code for a product, a role
    // kept from its documents.
    const [list] = await db()
      .insert(shoppingLists)
      .values({ codigoCliente: codigo, idUsuari: user.idUsuari, nombre: 'Taller' })
      .returning();
    await db().execute(
      sql`insert into own_codes (codigo_cliente, codigo, codigo_propio) values (${codigo}, 'ELEC-6013', 'MY-6013')`,
    );
    await db().execute(
      sql`insert into document_hidden_roles (codigo_cliente, rol) values (${codigo}, 'consulta')`,
    );
    const orderCode = `WEB-T${Date.now().toString(36).toUpperCase()}`;
    await db().insert(pedidos).values({
      codigo: orderCode,
      codigoCliente: codigo,
      idUsuari: user.idUsuari,
      direccionEntrega: {},
      idLista: 5,
      subtotal: '0',
      descuento: '0',
      portes: '0',
      total: '0',
    });

    // The ERP creates the customer (the outbox's request, as if its answer had been lost) and the
    // synchronisation imports it before the outbox hears back.
    const message = await createMessage(codigo);
    const gateway: HttpErpGateway = sandboxGateway(sandbox, 5000)(db());
    const created = await gateway.createCustomer(
      (message.payload as { customer: unknown }).customer,
      message.idempotencyKey,
    );
    if (created.kind !== 'ok') throw new Error(JSON.stringify(created));
    const erpCodigo = created.value.codigo;
    const erpRecord = (await erpCustomers()).filter((item) => item.codigo === erpCodigo);
    const appliers = new CustomerSync().syncAppliers();
    await db().transaction((tx) =>
      applyPage(tx, 'customers', erpRecord, { runStart: new Date(), full: false }, appliers),
    );
    const imported = (await customer(erpCodigo))!;
    expect(imported.syncedAt).not.toBeNull();

    await ctx.app.services.outbox!.drain();
    expect((await createMessage(codigo)).status).toBe('done');
    expect(await customer(codigo)).toBeUndefined();
    // The ERP's record is the one kept, with the ERP's data (its account code, for one).
    expect(await customer(erpCodigo)).toMatchObject({
      cuentaContable: erpRecord[0]!.cuentaContable,
      syncedAt: imported.syncedAt,
    });
    expect((await userByEmail(body.email))!.codigoCliente).toBe(erpCodigo);
    const [movedContact] = await db()
      .select()
      .from(clienteContactos)
      .where(eq(clienteContactos.id, contact!.id));
    expect(movedContact!.codigoCliente).toBe(erpCodigo);
    const [movedOrder] = await db().select().from(pedidos).where(eq(pedidos.codigo, orderCode));
    expect(movedOrder!.codigoCliente).toBe(erpCodigo);
    const [movedList] = await db().select().from(shoppingLists).where(eq(shoppingLists.id, list!.id));
    expect(movedList!.codigoCliente).toBe(erpCodigo);
    const kept = (await db().execute(sql`select
        (select count(*) from own_codes where codigo_cliente = ${erpCodigo} and codigo_propio = 'MY-6013') as codes,
        (select count(*) from document_hidden_roles where codigo_cliente = ${erpCodigo} and rol = 'consulta') as roles`)) as unknown as {
      rows: { codes: string | number; roles: string | number }[];
    };
    expect([Number(kept.rows[0]!.codes), Number(kept.rows[0]!.roles)]).toEqual([1, 1]);
    const [link] = await db()
      .select()
      .from(registreCanvis)
      .where(and(eq(registreCanvis.taula, 'clientes'), eq(registreCanvis.idRegistre, erpCodigo)));
    expect(link!.detall).toEqual({ codigo: { from: codigo, to: erpCodigo }, enllac: 'merged' });
  });

  it('links to the ERP’s existing customer when the ERP answers 409 customer_exists', async () => {
    // C0002's CIF in the sandbox's demo data; this portal has no customer with it.
    const { body, codigo } = await registered(application({ cif: 'B-08456782' }));
    await ctx.app.services.outbox!.drain();
    expect((await createMessage(codigo)).status).toBe('done');
    expect(await customer(codigo)).toBeUndefined();
    expect((await userByEmail(body.email))!.codigoCliente).toBe('C0002');
    expect(await customer('C0002')).toMatchObject({ cif: 'B08456782' });
  });

  it('refuses an e-mail a user has, or a CIF a customer has, with the same message and nothing created', async () => {
    const existing = await ctx.factories.user({ role: 'ADMINISTRADOR' });
    const { body } = await registered();
    const before = await counts();
    const attempts = [
      application({ email: existing.email.toUpperCase() }),
      application({ email: body.email.replace('compres', 'COMPRES') }),
      application({
        cif: `${body.cif.slice(0, 1).toLowerCase()}-${body.cif.slice(1, 5)} ${body.cif.slice(5)}`,
      }),
    ];
    for (const attempt of attempts) {
      const response = await register(attempt, 'en');
      expect(response.statusCode, JSON.stringify(attempt)).toBe(409);
      expect(json(response)).toEqual({
        error: 'conflict',
        missatge: 'users.alreadyRegistered',
        error_description: translate('en', 'users.alreadyRegistered'),
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('ends a race between two registrations with one e-mail in one 201 and one 409', async () => {
    const email = freshEmail();
    const before = await counts();
    const answers = await Promise.all([
      register(application({ email })),
      register(application({ email: email.toUpperCase() })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const after = await counts();
    expect(after.usuaris - before.usuaris).toBe(1);
    expect(after.clientes - before.clientes).toBe(1);
  });

  it('answers bad fields with 400 and the spec’s messages in the request’s language, creating nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cif: 'B12345678' }, 'cif', 'validation.cif'],
      [{ password: 'curta', confirmPassword: 'curta' }, 'password', 'validation.passwordLength'],
      [{ confirmPassword: 'una-altra-contrasenya' }, 'confirmPassword', 'validation.passwordsDontMatch'],
      [{ email: 'no-es-un-correu' }, 'email', 'validation.email'],
      [{ telefono: '93 abc' }, 'telefono', 'validation.phone'],
      [{ razonSocial: '' }, 'razonSocial', 'validation.required'],
      [{ razonSocial: 'Tallers\u0000 SL' }, 'razonSocial', 'validation.invalidCharacters'],
      [{ razonSocial: 'x'.repeat(101) }, 'razonSocial', 'validation.textTooLong'],
      [{ pais: 'ZZ' }, 'pais', 'validation.invalidValue'],
      [{ diaPago: 31 }, 'diaPago', 'validation.range'],
      [{ diaPago: 1.5 }, 'diaPago', 'validation.invalidNumber'],
    ];
    for (const [overrides, field, key] of cases) {
      for (const language of ['ca', 'es', 'en'] as const) {
        const response = await register(application(overrides), language);
        expect(response.statusCode, `${field} ${response.body}`).toBe(400);
        const errors = json<{ errors: { field: string; missatge: string; error_description: string }[] }>(
          response,
        ).errors;
        const issue = errors.find((entry) => entry.field === field);
        expect(issue, `${field}: ${response.body}`).toMatchObject({ missatge: key });
        if (key === 'validation.range')
          expect(issue!.error_description).toBe(translate(language, key, { min: 0, max: 30 }));
        else if (key !== 'validation.textTooLong')
          expect(issue!.error_description).toBe(translate(language, key as never));
      }
      await db().delete(rateLimitHits).where(like(rateLimitHits.bucket, 'register:%'));
    }
    // A prototype key is refused by the JSON parser itself.
    const proto = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/clientes/create',
      headers: { 'content-type': 'application/json' },
      payload: `{"__proto__": {"actiu": true}, ${JSON.stringify(application()).slice(1)}`,
    });
    expect(proto.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses a sixth request from one address within the hour with 429', async () => {
    const { body } = await registered();
    // Refused requests count too: they are how a script would learn who is registered.
    for (let i = 0; i < 4; i++)
      expect((await register(application({ email: body.email }))).statusCode).toBe(409);
    const limited = await register(application(), 'en');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ error: 'too_many_requests', missatge: 'errors.rateLimited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the applicant in once an administrator activates the login, at the base price list', async () => {
    const product = await ctx.factories.product();
    const { body, codigo } = await registered();
    const user = (await userByEmail(body.email))!;
    const admin = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    const [clientRole] = await db().select().from(rols).where(eq(rols.nom, 'CLIENT'));
    const activated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/usuaris',
      headers: bearer(admin.token),
      payload: {
        idUsuari: user.idUsuari,
        username: user.username,
        email: user.email,
        nomContacte: user.nomContacte,
        idioma: user.idioma,
        codigoCliente: codigo,
        roles: [clientRole!.idRol],
        actiu: true,
      },
    });
    expect(activated.statusCode, activated.body).toBe(200);

    const loggedIn = await login(user.username, body.password);
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    const token = json<{ access_token: string }>(loggedIn).access_token;
    const search = await ctx.app.inject({
      url: `/api/v1/productos/search?queryString=${encodeURIComponent(product.codigo)}`,
      headers: bearer(token),
    });
    expect(search.statusCode, search.body).toBe(200);
    const [found] = json<Page<Product>>(search).content;
    // The factory's product: 80 gold, 90 silver, 100 base (5), 85 distributor.
    expect(found).toMatchObject({ codigo: product.codigo, finalPrice: 100, priceNoOffer: 100 });

    // Until the ERP has created the company, an order or a contact would be refused there for
    // good (unknown customer): the portal holds them back with a message instead.
    const contact = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/cliente/contactos/add/contacto?pais=ES',
        headers: bearer(token),
        payload: {
          nombreContacto: 'Obra',
          direccion: 'Carrer 1',
          codigoPostal: '43870',
          poblacion: 'Amposta',
        },
      });
    const held = await contact();
    expect(held.statusCode, held.body).toBe(422);
    expect(json(held)).toMatchObject({ missatge: 'customers.awaitingErp' });
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pedidos/add',
      headers: bearer(token),
      payload: {
        lineasPedido: [{ codigo: product.codigo, Cantidad: 2 }],
        idContacto: 1,
        acceptedConditions: true,
      },
    });
    expect(order.statusCode, order.body).toBe(422);
    expect(json(order)).toMatchObject({ missatge: 'customers.awaitingErp' });

    // Once the ERP has answered with its code, the same session adds the contact.
    await ctx.app.services.outbox!.drain();
    const added = await contact();
    expect(added.statusCode, added.body).toBe(201);
  });
});
