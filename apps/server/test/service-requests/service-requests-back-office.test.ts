// The service department's side of service requests, through the real server on a real
// database with a real SMTP server: moving a request through its life, notes, what each change
// writes (timeline, ERP outbox, mail in the sender's language), the moves that are refused, and
// the back office's filters and sorts.
import type { Page } from '@portal/domain/api';
import type { ServiceRequestDetail, ServiceRequestSummary } from '@portal/domain/service-requests';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests, usuaris } from '../../src/db/schema/index.ts';
import { createMailTestApp, PUBLIC_URL, type MailTestContext } from '../support/accounts-support.ts';
import { serverErrors, type Dades } from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import {
  api,
  customerWithAddress,
  dayFromToday,
  erpMessagesOf,
  mailsTo,
  maintenanceForm,
  satForm,
  sendRequest,
  staffSession,
  standardisationForm,
  storedCounts,
} from '../support/service-requests-support.ts';
import { json, type TestContext } from '../support/test-app.ts';

const MACHINE = 'EQ-MIG-350';
const OTHER_MACHINE = 'EQ-PLASMA-45';

const detailOf = (response: { body: string }) => json<Dades<ServiceRequestDetail>>(response as never).dades;
const fieldsOf = (response: { body: string }) =>
  (json<{ errors?: { field: string; missatge: string }[] }>(response as never).errors ?? []).map((e) => [
    e.field,
    e.missatge,
  ]);
/** `22/05/2026` from `2026-05-22`. */
const displayDay = (iso: string) => iso.split('-').reverse().join('/');

describe.each(databaseKinds())('the service department’s back office on %s', (kind) => {
  let t: MailTestContext;
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof staffSession>>;

  beforeAll(async () => {
    t = await createMailTestApp(kind);
    ctx = t.ctx;
    await ctx.factories.product({ codigo: MACHINE, nombre: 'MIG welder 350', tipo: 'equipment' });
    await ctx.factories.product({ codigo: OTHER_MACHINE, nombre: 'Plasma cutter 45', tipo: 'equipment' });
    staff = await staffSession(ctx);
  });
  afterAll(() => t.close());

  const move = (numero: string, body: unknown, token = staff.token, language = 'ca') =>
    api(ctx, token, 'PUT', `/servei/solicituds/${numero}/estat`, body, language);
  const note = (numero: string, text: unknown, token = staff.token) =>
    api(ctx, token, 'POST', `/servei/solicituds/${numero}/notes`, { text });
  const list = async (query: string, token = staff.token) => {
    const response = await api(ctx, token, 'GET', `/servei/solicituds?${query}`);
    expect(response.statusCode, query).toBe(200);
    return json<Dades<Page<ServiceRequestSummary>>>(response).dades;
  };
  it('moves a request through its life with notes; each change an event, an ERP message (not notes) and a mail', async () => {
    const customer = await customerWithAddress(ctx, 'es');
    const request = detailOf(
      await sendRequest(ctx, customer.token, 'maintenance', maintenanceForm(MACHINE, customer.contact.id)),
    );
    const day = dayFromToday(7);

    const accepted = await move(request.numero, {
      estat: 'accepted',
      dataPrevista: day,
      nota: 'Vindrem amb dos tècnics.',
    });
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).missatge).toBe('serviceRequests.statusChanged');
    expect(detailOf(accepted)).toMatchObject({
      estat: 'accepted',
      dataPrevista: day,
      seguents: ['in_progress', 'rejected'],
    });
    expect(detailOf(accepted).historial[1]).toMatchObject({
      tipus: 'status',
      estatAnterior: 'received',
      estat: 'accepted',
      dataPrevista: day,
      nota: 'Vindrem amb dos tècnics.',
      autor: staff.user.username,
    });
    // The customer reads the same request, with nothing left for it to do.
    const asCustomer = detailOf(await api(ctx, customer.token, 'GET', `/solicituds/${request.numero}`));
    expect(asCustomer).toMatchObject({ estat: 'accepted', seguents: [] });

    expect((await move(request.numero, { estat: 'in_progress' })).statusCode).toBe(200);
    const noted = await note(request.numero, 'Falta una peça; arriba dimarts.');
    expect(noted.statusCode).toBe(200);
    expect(json(noted).missatge).toBe('serviceRequests.noteAdded');
    expect(detailOf(noted).estat).toBe('in_progress');
    expect(
      (await move(request.numero, { estat: 'done', nota: 'Revisades les tres màquines.' })).statusCode,
    ).toBe(200);
    const closed = detailOf(await move(request.numero, { estat: 'closed' }));
    expect(closed).toMatchObject({ estat: 'closed', dataPrevista: day, seguents: [] });
    expect(closed.historial.map((e) => [e.tipus, e.estatAnterior, e.estat, e.nota])).toEqual([
      ['status', null, 'received', null],
      ['status', 'received', 'accepted', 'Vindrem amb dos tècnics.'],
      ['status', 'accepted', 'in_progress', null],
      ['note', null, null, 'Falta una peça; arriba dimarts.'],
      ['status', 'in_progress', 'done', 'Revisades les tres màquines.'],
      ['status', 'done', 'closed', null],
    ]);

    // One ERP message per change of status, each with the request's whole state; none for the note.
    const statusEvents = closed.historial.filter((e) => e.tipus === 'status' && e.estatAnterior);
    const messages = await erpMessagesOf(ctx, request.numero);
    expect(messages.map((m) => [m.kind, m.referencia])).toEqual([
      ['service.create', request.numero],
      ...statusEvents.map((e) => ['service.status', `${request.numero}-${e.id}`]),
    ]);
    expect(messages.slice(1).map((m) => m.payload)).toEqual(
      statusEvents.map((e) => ({
        numero: request.numero,
        seq: e.id,
        status: e.estat,
        scheduledDate: day,
        reason: null,
        at: e.data,
      })),
    );

    // The sender reads every step by mail, in Spanish, through a real SMTP server.
    await t.deliver();
    const arrived = await t.mailsTo(customer.user.email);
    expect(arrived.map((mail) => mail.subject)).toEqual([
      `Hemos recibido su solicitud ${request.numero}`,
      `Solicitud ${request.numero}: Aceptada`,
      `Solicitud ${request.numero}: En curso`,
      `Nueva nota en la solicitud ${request.numero}`,
      `Solicitud ${request.numero}: Hecha`,
      `Solicitud ${request.numero}: Cerrada`,
    ]);
    expect(arrived[1]!.text).toContain(`Fecha prevista: ${displayDay(day)}`);
    expect(arrived[1]!.text).toContain('Vindrem amb dos tècnics.');
    expect(arrived[3]!.text).toContain('Falta una peça; arriba dimarts.');
    for (const mail of arrived)
      expect(mail.text).toContain(`${PUBLIC_URL}/solicitud?numero=${request.numero}`);
    expect((await t.outboxTo(customer.user.email)).every((row) => row.language === 'es')).toBe(true);
  });

  it('refuses a move the status does not allow with a 422, and changes nothing', async () => {
    const customer = await customerWithAddress(ctx);
    const request = detailOf(await sendRequest(ctx, customer.token, 'sat', satForm(MACHINE)));
    const before = await storedCounts(ctx);
    for (const estat of ['in_progress', 'done', 'closed'] as const) {
      const refused = await move(request.numero, { estat }, staff.token, 'es');
      expect(refused.statusCode).toBe(422);
      expect(json(refused)).toMatchObject({
        missatge: 'serviceRequests.cannotMove',
        error_description: 'La solicitud no puede pasar a este estado desde el estado en que está ahora.',
      });
    }
    expect(await storedCounts(ctx)).toEqual(before);
    expect(detailOf(await api(ctx, staff.token, 'GET', `/solicituds/${request.numero}`)).estat).toBe(
      'received',
    );

    await move(request.numero, { estat: 'accepted', dataPrevista: dayFromToday(1) });
    await move(request.numero, { estat: 'in_progress' });
    const afterStart = await storedCounts(ctx);
    // Too late to reject once the work has started, to accept twice, or for the customer to cancel.
    expect((await move(request.numero, { estat: 'rejected', motiu: 'No.' })).statusCode).toBe(422);
    expect(
      (await move(request.numero, { estat: 'accepted', dataPrevista: dayFromToday(2) })).statusCode,
    ).toBe(422);
    expect(
      (await api(ctx, customer.token, 'POST', `/solicituds/${request.numero}/cancelar`)).statusCode,
    ).toBe(422);
    expect(await storedCounts(ctx)).toEqual(afterStart);
    expect(detailOf(await api(ctx, staff.token, 'GET', `/solicituds/${request.numero}`))).toMatchObject({
      estat: 'in_progress',
      dataPrevista: dayFromToday(1),
    });
  });

  it('rejects with the reason the customer reads, which the ERP and the mail carry too', async () => {
    const customer = await customerWithAddress(ctx, 'en');
    const request = detailOf(await sendRequest(ctx, customer.token, 'sat', satForm(MACHINE)));
    const rejected = await move(request.numero, {
      estat: 'rejected',
      motiu: 'We do not service this brand.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(detailOf(rejected)).toMatchObject({
      estat: 'rejected',
      motiuRebuig: 'We do not service this brand.',
      seguents: [],
    });
    const [, message] = await erpMessagesOf(ctx, request.numero);
    expect(message!.payload).toMatchObject({ status: 'rejected', reason: 'We do not service this brand.' });
    const [, mail] = await mailsTo(ctx, customer.user.email);
    expect(mail).toMatchObject({
      kind: 'request.status',
      language: 'en',
      subject: `Request ${request.numero}: Rejected`,
    });
    expect(mail!.bodyText).toContain('We do not service this brand.');
  });

  it('asks the day for accepted (from today on) and the reason for rejected, and refuses what jsonb cannot hold', async () => {
    const customer = await customerWithAddress(ctx);
    const request = detailOf(await sendRequest(ctx, customer.token, 'sat', satForm(MACHINE)));
    const before = await storedCounts(ctx);
    const cases: [unknown, [string, string][]][] = [
      [{ estat: 'accepted' }, [['dataPrevista', 'validation.required']]],
      [
        { estat: 'accepted', dataPrevista: dayFromToday(-1) },
        [['dataPrevista', 'serviceRequests.dateInPast']],
      ],
      [{ estat: 'accepted', dataPrevista: '2026-13-01' }, [['dataPrevista', 'validation.invalidDate']]],
      [{ estat: 'rejected' }, [['motiu', 'validation.required']]],
      [{ estat: 'rejected', motiu: '   ' }, [['motiu', 'validation.required']]],
      [{ estat: 'rejected', motiu: 'x'.repeat(501) }, [['motiu', 'validation.textTooLong']]],
      [{ estat: 'rejected', motiu: 'Broken \ud800 text' }, [['motiu', 'validation.invalidCharacters']]],
      [{ estat: 'done', nota: 'NUL \u0000 here' }, [['nota', 'validation.invalidCharacters']]],
    ];
    for (const [body, fields] of cases) {
      const response = await move(request.numero, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(response)).toEqual(fields);
    }
    // A status staff never set by hand, a prototype key, and the text as raw JSON.
    expect((await move(request.numero, { estat: 'cancelled' })).statusCode).toBe(400);
    expect((await move(request.numero, { estat: 'received' })).statusCode).toBe(400);
    expect((await move(request.numero, '{"estat":"closed","__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await note(request.numero, '')).statusCode).toBe(400);
    expect((await note(request.numero, 'x'.repeat(2001))).statusCode).toBe(400);
    expect(fieldsOf(await note(request.numero, 'half a pair \udc00'))).toEqual([
      ['text', 'validation.invalidCharacters'],
    ]);
    expect(
      (
        await api(
          ctx,
          staff.token,
          'POST',
          `/servei/solicituds/${request.numero}/notes`,
          '{"text":"a\\u0000b"}',
        )
      ).statusCode,
    ).toBe(400);
    expect(await storedCounts(ctx)).toEqual(before);
    expect(await serverErrors(ctx)).toEqual([]);
    // Today itself is a fine day to schedule.
    expect(
      (await move(request.numero, { estat: 'accepted', dataPrevista: dayFromToday(0) })).statusCode,
    ).toBe(200);
  });

  it('writes no mail once the sender’s user is gone, and still moves the request and tells the ERP', async () => {
    const customer = await customerWithAddress(ctx);
    const request = detailOf(await sendRequest(ctx, customer.token, 'sat', satForm(MACHINE)));
    await ctx.testDb.database.db.delete(usuaris).where(eq(usuaris.idUsuari, customer.user.idUsuari));
    const before = await storedCounts(ctx);
    const accepted = await move(request.numero, { estat: 'accepted', dataPrevista: dayFromToday(3) });
    expect(accepted.statusCode).toBe(200);
    // The timeline keeps the name the sender had.
    expect(detailOf(accepted).solicitant).toBe(customer.user.username);
    expect((await note(request.numero, 'Trucarem abans.')).statusCode).toBe(200);
    expect(await storedCounts(ctx)).toEqual({
      ...before,
      events: before.events + 2,
      messages: before.messages + 1,
    });
  });

  it('lets staff read any customer’s request, and answers 404 for numbers that are not requests', async () => {
    const customer = await customerWithAddress(ctx);
    const request = detailOf(await sendRequest(ctx, customer.token, 'sat', satForm(MACHINE)));
    const read = await api(ctx, staff.token, 'GET', `/solicituds/${request.numero}`);
    expect(read.statusCode).toBe(200);
    expect(detailOf(read).seguents).toEqual(['accepted', 'rejected']);
    for (const numero of ['SAT-999999', 'abc', `SAT-${'0'.repeat(80)}`]) {
      for (const response of [
        await api(ctx, staff.token, 'GET', `/solicituds/${numero}`),
        await move(numero, { estat: 'in_progress' }),
        await note(numero, 'Hola'),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(json(response).missatge).toBe('serviceRequests.notFound');
      }
    }
  });

  it('keeps the back office to staff: a customer’s user gets 403 on each of its routes', async () => {
    const customer = await customerWithAddress(ctx);
    const request = detailOf(await sendRequest(ctx, customer.token, 'sat', satForm(MACHINE)));
    const before = await storedCounts(ctx);
    expect((await api(ctx, customer.token, 'GET', '/servei/solicituds')).statusCode).toBe(403);
    expect(
      (await move(request.numero, { estat: 'accepted', dataPrevista: dayFromToday(1) }, customer.token))
        .statusCode,
    ).toBe(403);
    expect((await note(request.numero, 'Jo mateix', customer.token)).statusCode).toBe(403);
    expect(await storedCounts(ctx)).toEqual(before);
    // Administrators hold the back office's permissions too.
    const admin = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    expect((await api(ctx, admin.token, 'GET', '/servei/solicituds')).statusCode).toBe(200);
  });

  it('filters by kind, status, customer, days of reception and text, and sorts', async () => {
    const tag = `Q${Math.random().toString(36).slice(2, 8)}`;
    const a = await customerWithAddress(ctx, 'ca', { razonSocial: `Tallers Pùig ${tag} SL` });
    const b = await customerWithAddress(ctx, 'ca', { razonSocial: `Metàl·lics García ${tag} SA` });
    const puig = a.customer;
    const aSat = detailOf(
      await sendRequest(ctx, a.token, 'sat', satForm(MACHINE, { numeroSerie: 'SERIAL-AAA-7' })),
    );
    const aMaintenance = detailOf(
      await sendRequest(
        ctx,
        a.token,
        'maintenance',
        maintenanceForm(OTHER_MACHINE, a.contact.id, {
          maquines: [{ codigoProducto: OTHER_MACHINE, numeroSerie: 'MC-ZZZ-9' }],
        }),
      ),
    );
    const bStd = detailOf(
      await sendRequest(ctx, b.token, 'standardisation', standardisationForm(b.contact.id)),
    );
    const bSat = detailOf(await sendRequest(ctx, b.token, 'sat', satForm(MACHINE)));
    await move(bSat.numero, { estat: 'accepted', dataPrevista: dayFromToday(4) });
    // Received late at night ten days ago in UTC: already the next day in Madrid.
    await ctx.testDb.database.db
      .update(serviceRequests)
      .set({ createdAt: new Date(`${dayFromToday(-10)}T23:30:00Z`) })
      .where(eq(serviceRequests.numero, aSat.numero));

    const numeros = async (query: string) => (await list(query)).content.map((r) => r.numero);
    const all = [aSat.numero, aMaintenance.numero, bStd.numero, bSat.numero];

    // Newest first by default; the one received ten days ago last.
    expect(await numeros(`text=${tag}`)).toEqual([
      bSat.numero,
      bStd.numero,
      aMaintenance.numero,
      aSat.numero,
    ]);
    expect(await numeros(`text=${tag}&tipus=maintenance`)).toEqual([aMaintenance.numero]);
    expect(await numeros(`text=${tag}&estat=accepted`)).toEqual([bSat.numero]);
    expect(await numeros(`client=${puig.codigo}`)).toEqual([aMaintenance.numero, aSat.numero]);
    expect(await numeros(`client=${encodeURIComponent(`PUIG ${tag}`)}`)).toEqual([
      aMaintenance.numero,
      aSat.numero,
    ]);
    expect(await numeros(`client=${encodeURIComponent(`metal·lics garcia ${tag}`)}`)).toEqual([
      bSat.numero,
      bStd.numero,
    ]);
    // Part of a code is not the code.
    expect(await numeros(`client=${puig.codigo.slice(0, -1)}`)).toEqual([]);

    // Days of reception in Madrid: 23:30 UTC ten days ago is nine days ago there.
    const nineAgo = dayFromToday(-9);
    expect(await numeros(`text=${tag}&desde=${nineAgo}&fins=${nineAgo}`)).toEqual([aSat.numero]);
    expect(await numeros(`text=${tag}&fins=${dayFromToday(-10)}`)).toEqual([]);
    expect(await numeros(`text=${tag}&desde=${dayFromToday(0)}`)).toEqual([
      bSat.numero,
      bStd.numero,
      aMaintenance.numero,
    ]);
    expect(await numeros(`text=${tag}&desde=${dayFromToday(0)}&fins=${dayFromToday(-1)}`)).toEqual([]);

    // Text: part of the number, a serial, a machine of a maintenance request, the company name.
    expect(await numeros(`text=${aSat.numero.toLowerCase()}`)).toEqual([aSat.numero]);
    expect(await numeros('text=serial-aaa')).toEqual([aSat.numero]);
    expect(await numeros('text=mc-zzz')).toEqual([aMaintenance.numero]);
    expect(await numeros(`text=${OTHER_MACHINE}&client=${puig.codigo}`)).toEqual([aMaintenance.numero]);
    expect(await numeros(`text=${encodeURIComponent(`garcia ${tag}`)}`)).toEqual([bSat.numero, bStd.numero]);
    expect(await numeros('text=%25')).not.toContain(aSat.numero);

    // Sorts: by number (code points), status (by the life of a request), scheduled day.
    expect(await numeros(`text=${tag}&sort=numero,asc`)).toEqual([...all].sort());
    expect(await numeros(`text=${tag}&sort=numero,desc`)).toEqual([...all].sort().reverse());
    expect((await numeros(`text=${tag}&sort=estat,desc`))[0]).toBe(bSat.numero);
    expect((await numeros(`text=${tag}&sort=estat,asc`)).at(-1)).toBe(bSat.numero);
    expect((await numeros(`text=${tag}&sort=dataPrevista,asc`))[0]).toBe(bSat.numero);
    expect(await numeros(`text=${tag}&sort=dataCreacio,asc`)).toEqual([
      aSat.numero,
      aMaintenance.numero,
      bStd.numero,
      bSat.numero,
    ]);

    const page = await list(`text=${tag}&size=3&page=1`);
    expect(page).toMatchObject({ totalElements: 4, totalPages: 2, number: 1, size: 3 });
    expect(page.content.map((r) => r.numero)).toEqual([aSat.numero]);
    expect(page.content[0]).toMatchObject({
      tipus: 'sat',
      estat: 'received',
      codigoCliente: puig.codigo,
      nomCliente: puig.razonSocial,
      resum: `${MACHINE} · SERIAL-AAA-7`,
    });

    for (const query of [
      'sort=nom,asc',
      'sort=numero,up',
      'estat=lost',
      'tipus=repair',
      'desde=2026-02-30',
      'text=a%00b',
      'size=1000',
    ]) {
      expect((await api(ctx, staff.token, 'GET', `/servei/solicituds?${query}`)).statusCode, query).toBe(400);
    }
    expect(await serverErrors(ctx)).toEqual([]);
  });
});
