// Service requests as customers send and follow them, through the real server on a real
// database: the three kinds' forms, their checks against the customer's own data, the files, the
// Idempotency-Key, the customer's lists, its bought equipment, cancelling, and the one scope
// check that keeps every other customer's requests out of reach.
import type { Page } from '@portal/domain/api';
import { translate, type MessageKey } from '@portal/domain/messages';
import type {
  PurchasedEquipment,
  ServiceRequestDetail,
  ServiceRequestSummary,
} from '@portal/domain/service-requests';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, productos, serviceRequests } from '../../src/db/schema/index.ts';
import { serverErrors, type Dades } from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import {
  api,
  customerWithAddress,
  dayFromToday,
  EXE,
  erpMessagesOf,
  mailsTo,
  maintenanceForm,
  multipart,
  orderBought,
  PDF,
  PNG,
  satForm,
  sendRequest,
  staffSession,
  standardisationForm,
  storedCounts,
  type SendOptions,
} from '../support/service-requests-support.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

const PUBLIC_URL = 'https://portal.test';
const MACHINE = 'EQ-MIG-350';
const OTHER_MACHINE = 'EQ-TIG-200';

type ErrorBody = {
  error: string;
  missatge: string;
  error_description: string;
  errors?: { field: string; missatge: string; error_description: string }[];
};

const detailOf = (response: { body: string }) => json<Dades<ServiceRequestDetail>>(response as never).dades;
const fieldsOf = (response: { body: string }) =>
  (json<ErrorBody>(response as never).errors ?? []).map((e) => [e.field, e.missatge]);

describe.each(databaseKinds())('service requests sent by customers on %s', (kind) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { env: { PUBLIC_URL } });
    await ctx.factories.product({
      codigo: MACHINE,
      nombre: 'MIG welder 350',
      nombres: { ca: 'Soldadora MIG 350', es: 'Soldadora MIG 350 A' },
      tipo: 'equipment',
    });
    await ctx.factories.product({ codigo: OTHER_MACHINE, nombre: 'TIG welder 200', tipo: 'equipment' });
    await ctx.factories.product({ codigo: 'WIRE-08', nombre: 'Welding wire 0.8', tipo: 'consumable' });
  });
  afterAll(() => ctx.close());

  it('receives a SAT request: 201, its number, the reception on the timeline, the ERP message and the mail', async () => {
    const { user, token, customer } = await customerWithAddress(ctx, 'es');
    const before = await storedCounts(ctx);
    const sent = await sendRequest(ctx, token, 'sat', satForm(MACHINE));
    expect(sent.statusCode).toBe(201);
    expect(json(sent).missatge).toBe('serviceRequests.created');
    const request = detailOf(sent);
    expect(request.numero).toMatch(/^SAT-\d{6}$/);
    expect(request).toMatchObject({
      tipus: 'sat',
      estat: 'received',
      codigoCliente: customer.codigo,
      nomCliente: customer.razonSocial,
      resum: `${MACHINE} · SN-2024-0042`,
      garantia: 'in',
      adjunts: [],
      seguents: ['cancelled'],
      solicitant: user.username,
      dataPrevista: null,
      erpNumero: null,
    });
    expect(request.dades).toMatchObject({ codigoProducto: MACHINE, numeroSerie: 'SN-2024-0042' });
    expect(request.historial).toEqual([
      expect.objectContaining({
        tipus: 'status',
        estatAnterior: null,
        estat: 'received',
        autor: user.username,
      }),
    ]);
    expect(await storedCounts(ctx)).toEqual({
      requests: before.requests + 1,
      events: before.events + 1,
      attachments: before.attachments,
      messages: before.messages + 1,
      mails: before.mails + 1,
    });

    const [message] = await erpMessagesOf(ctx, request.numero);
    expect(message).toMatchObject({ kind: 'service.create', referencia: request.numero, status: 'pending' });
    expect(message!.payload).toMatchObject({
      numero: request.numero,
      tipus: 'sat',
      codigoCliente: customer.codigo,
      garantia: 'in',
      dades: { codigoProducto: MACHINE, numeroSerie: 'SN-2024-0042' },
      adjunts: [],
    });

    const [mail] = await mailsTo(ctx, user.email);
    expect(mail).toMatchObject({ kind: 'request.received', language: 'es' });
    expect(mail!.subject).toBe(`Hemos recibido su solicitud ${request.numero}`);
    expect(mail!.bodyText).toContain(`${PUBLIC_URL}/solicitud?numero=${request.numero}`);
    expect(mail!.bodyText).toContain('Tipo: Servicio posventa');

    const read = await api(ctx, token, 'GET', `/solicituds/${request.numero}`);
    expect(read.statusCode).toBe(200);
    expect(detailOf(read)).toEqual(request);
  });

  it('numbers each kind on its own, and shows the address and a summary for maintenance and standardisation', async () => {
    const { token, contact } = await customerWithAddress(ctx);
    const first = detailOf(await sendRequest(ctx, token, 'sat', satForm(MACHINE)));
    const second = detailOf(await sendRequest(ctx, token, 'sat', satForm(MACHINE)));
    expect(Number(second.numero.slice(4))).toBe(Number(first.numero.slice(4)) + 1);

    const maintenance = await sendRequest(ctx, token, 'maintenance', maintenanceForm(MACHINE, contact.id));
    expect(maintenance.statusCode).toBe(201);
    expect(detailOf(maintenance)).toMatchObject({
      numero: expect.stringMatching(/^MNT-\d{6}$/),
      tipus: 'maintenance',
      resum: `IEC/EN 60974-4 · ${MACHINE} (MC-001)`,
      garantia: null,
      adreca: 'Taller central, Carrer de la Forja 12, 08940 Cornellà de Llobregat, Barcelona, ES',
    });
    const standardisation = await sendRequest(ctx, token, 'standardisation', standardisationForm(contact.id));
    expect(standardisation.statusCode).toBe(201);
    const std = detailOf(standardisation);
    expect(std).toMatchObject({
      numero: expect.stringMatching(/^STD-\d{6}$/),
      tipus: 'standardisation',
      resum: 'EN ISO 9606 · 4 · 135, 141',
      adreca: expect.stringContaining('Carrer de la Forja 12'),
    });
    for (const numero of [detailOf(maintenance).numero, std.numero]) {
      expect((await erpMessagesOf(ctx, numero)).map((row) => row.kind)).toEqual(['service.create']);
    }
  });

  it('decides the SAT warranty by the order’s date when the machine came in one, else by the date given', async () => {
    const { token, user, customer } = await customerWithAddress(ctx);
    const who = { codigoCliente: customer.codigo, idUsuari: user.idUsuari };
    const oldOrder = await orderBought(ctx, who, [{ codigo: MACHINE, nombre: 'MIG' }], {
      day: dayFromToday(-3 * 365),
    });
    // The order's date wins over a recent date the customer typed.
    const old = await sendRequest(ctx, token, 'sat', satForm(MACHINE, { codigoPedido: oldOrder }));
    expect(old.statusCode).toBe(201);
    expect(detailOf(old).garantia).toBe('out');

    const recentOrder = await orderBought(ctx, who, [{ codigo: MACHINE, nombre: 'MIG' }], {
      day: dayFromToday(-700),
    });
    const recent = await sendRequest(
      ctx,
      token,
      'sat',
      satForm(MACHINE, { codigoPedido: recentOrder, dataCompra: undefined }),
    );
    expect(detailOf(recent).garantia).toBe('in');

    const typedOld = await sendRequest(
      ctx,
      token,
      'sat',
      satForm(MACHINE, { dataCompra: dayFromToday(-800) }),
    );
    expect(detailOf(typedOld).garantia).toBe('out');
  });

  it('takes a machine bought through the portal even once the catalogue has dropped it', async () => {
    const { token, user, customer } = await customerWithAddress(ctx);
    await ctx.factories.product({ codigo: 'EQ-OLD-1', nombre: 'Old welder', tipo: 'equipment' });
    await ctx.testDb.database.db
      .update(productos)
      .set({ activo: false })
      .where(eq(productos.codigo, 'EQ-OLD-1'));
    const order = await orderBought(ctx, { codigoCliente: customer.codigo, idUsuari: user.idUsuari }, [
      { codigo: 'EQ-OLD-1', nombre: 'Old welder' },
    ]);
    expect(
      (await sendRequest(ctx, token, 'sat', satForm('EQ-OLD-1', { codigoPedido: order }))).statusCode,
    ).toBe(201);
    const without = await sendRequest(ctx, token, 'sat', satForm('EQ-OLD-1'));
    expect(without.statusCode).toBe(400);
    expect(fieldsOf(without)).toEqual([['codigoProducto', 'serviceRequests.unknownProduct']]);
  });

  it('refuses each kind’s invalid fields with a field error in the caller’s language, and stores nothing', async () => {
    const { token, contact } = await customerWithAddress(ctx);
    const before = await storedCounts(ctx);
    const cases: [Parameters<typeof sendRequest>[2], unknown, [string, MessageKey][]][] = [
      ['sat', satForm(MACHINE, { numeroSerie: '  ' }), [['numeroSerie', 'validation.required']]],
      [
        'sat',
        satForm(MACHINE, { lliurament: 'collect', dataCompra: undefined }),
        [
          ['idContacte', 'validation.required'],
          ['dataCompra', 'serviceRequests.purchaseNeeded'],
        ],
      ],
      [
        'sat',
        satForm(MACHINE, { datesPreferides: [1, 2, 3, 4].map(dayFromToday) }),
        [['datesPreferides', 'serviceRequests.tooManyDates']],
      ],
      ['sat', satForm(MACHINE, { dataCompra: '2024-02-30' }), [['dataCompra', 'validation.invalidDate']]],
      [
        'maintenance',
        maintenanceForm(MACHINE, contact.id, { maquines: [] }),
        [['maquines', 'validation.required']],
      ],
      [
        'maintenance',
        maintenanceForm(MACHINE, contact.id, { anual: undefined, tipus: 'yearly' }),
        [
          ['tipus', 'validation.invalidEnum'],
          ['anual', 'validation.required'],
        ],
      ],
      [
        'standardisation',
        standardisationForm(contact.id, { quantitat: 0, processos: ['999'] }),
        [
          ['quantitat', 'validation.tooSmall'],
          ['processos.0', 'validation.invalidEnum'],
        ],
      ],
      [
        'standardisation',
        standardisationForm(contact.id, { telefonContacte: 'call me', idContacte: 2_147_483_648 }),
        [
          ['idContacte', 'validation.tooBig'],
          ['telefonContacte', 'validation.phone'],
        ],
      ],
    ];
    for (const [requestKind, form, expected] of cases) {
      for (const language of ['ca', 'es', 'en'] as const) {
        const response = await sendRequest(ctx, token, requestKind, form, { language });
        expect(response.statusCode).toBe(400);
        const body = json<ErrorBody>(response);
        expect(body.error).toBe('invalid_request');
        expect(body.errors!.map((e) => [e.field, e.missatge]).sort()).toEqual([...expected].sort());
        for (const error of body.errors!) {
          // Texts without parameters read exactly as the catalogue has them in that language.
          const text = translate(language, error.missatge as MessageKey);
          if (!text.includes('{{')) expect(error.error_description).toBe(text);
        }
      }
    }
    // The languages really differ: the same refusal read in three of them.
    const texts = await Promise.all(
      (['ca', 'es', 'en'] as const).map(async (language) => {
        const response = await sendRequest(ctx, token, 'sat', satForm(MACHINE, { numeroSerie: '' }), {
          language,
        });
        return json<ErrorBody>(response).errors![0]!.error_description;
      }),
    );
    expect(texts).toEqual([
      'Aquest camp és obligatori.',
      'Este campo es obligatorio.',
      'This field is required.',
    ]);
    expect(await storedCounts(ctx)).toEqual(before);
  });

  it('refuses preferred dates before today and a purchase after today; today itself is fine', async () => {
    const { token, contact } = await customerWithAddress(ctx);
    const before = await storedCounts(ctx);
    const past = await sendRequest(
      ctx,
      token,
      'maintenance',
      maintenanceForm(MACHINE, contact.id, { datesPreferides: [dayFromToday(2), dayFromToday(-1)] }),
      { language: 'en' },
    );
    expect(past.statusCode).toBe(400);
    expect(json<ErrorBody>(past)).toMatchObject({
      missatge: 'serviceRequests.dateInPast',
      errors: [
        {
          field: 'datesPreferides',
          missatge: 'serviceRequests.dateInPast',
          error_description: 'Choose dates from today on.',
        },
      ],
    });
    const future = await sendRequest(ctx, token, 'sat', satForm(MACHINE, { dataCompra: dayFromToday(1) }));
    expect(fieldsOf(future)).toEqual([['dataCompra', 'serviceRequests.purchaseInFuture']]);
    expect(await storedCounts(ctx)).toEqual(before);
    const onToday = await sendRequest(
      ctx,
      token,
      'standardisation',
      standardisationForm(contact.id, { datesPreferides: [dayFromToday(0)] }),
    );
    expect(onToday.statusCode).toBe(201);
  });

  it('refuses another customer’s address and order, an order without the machine, and unknown products', async () => {
    const mine = await customerWithAddress(ctx);
    const theirs = await customerWithAddress(ctx);
    const theirOrder = await orderBought(
      ctx,
      { codigoCliente: theirs.customer.codigo, idUsuari: theirs.user.idUsuari },
      [{ codigo: MACHINE, nombre: 'MIG' }],
    );
    const me = { codigoCliente: mine.customer.codigo, idUsuari: mine.user.idUsuari };
    const wireOrder = await orderBought(ctx, me, [{ codigo: 'WIRE-08', nombre: 'Wire' }]);
    const cancelledOrder = await orderBought(ctx, me, [{ codigo: MACHINE, nombre: 'MIG' }], {
      estado: 'cancelled',
    });
    const before = await storedCounts(ctx);

    const cases: [Parameters<typeof sendRequest>[2], unknown, [string, string][]][] = [
      [
        'maintenance',
        maintenanceForm(MACHINE, theirs.contact.id),
        [['idContacte', 'serviceRequests.unknownAddress']],
      ],
      [
        'sat',
        satForm(MACHINE, { lliurament: 'collect', idContacte: theirs.contact.id }),
        [['idContacte', 'serviceRequests.unknownAddress']],
      ],
      [
        'sat',
        satForm(MACHINE, { codigoPedido: theirOrder }),
        [['codigoPedido', 'serviceRequests.orderMismatch']],
      ],
      [
        'sat',
        satForm(MACHINE, { codigoPedido: wireOrder }),
        [['codigoPedido', 'serviceRequests.orderMismatch']],
      ],
      [
        'sat',
        satForm(MACHINE, { codigoPedido: cancelledOrder }),
        [['codigoPedido', 'serviceRequests.orderMismatch']],
      ],
      [
        'sat',
        satForm(MACHINE, { codigoPedido: 'WEB-NOPE' }),
        [['codigoPedido', 'serviceRequests.orderMismatch']],
      ],
      ['sat', satForm('NO-SUCH-MACHINE'), [['codigoProducto', 'serviceRequests.unknownProduct']]],
      [
        'maintenance',
        maintenanceForm(MACHINE, mine.contact.id, {
          maquines: [{ codigoProducto: MACHINE }, { codigoProducto: 'NOPE-2' }],
        }),
        [['maquines.1.codigoProducto', 'serviceRequests.unknownProduct']],
      ],
    ];
    for (const [requestKind, form, expected] of cases) {
      const response = await sendRequest(ctx, mine.token, requestKind, form);
      expect(response.statusCode, JSON.stringify(expected)).toBe(400);
      expect(fieldsOf(response)).toEqual(expected);
    }
    expect(await storedCounts(ctx)).toEqual(before);
  });

  it('keeps a PNG and a PDF and gives each back byte for byte with its type', async () => {
    const { token, user } = await customerWithAddress(ctx);
    const sent = await sendRequest(ctx, token, 'sat', satForm(MACHINE), {
      files: [
        { filename: 'foto màquina.png', bytes: PNG, contentType: 'image/png' },
        // The type a browser claims is not what decides: the bytes are.
        { filename: 'C:\\fakepath\\factura (1).pdf', bytes: PDF, contentType: 'application/octet-stream' },
      ],
    });
    expect(sent.statusCode).toBe(201);
    const request = detailOf(sent);
    expect(request.adjunts).toEqual([
      { id: expect.any(Number), nom: 'foto màquina.png', tipus: 'image/png', mida: PNG.length },
      { id: expect.any(Number), nom: 'factura (1).pdf', tipus: 'application/pdf', mida: PDF.length },
    ]);
    const [message] = await erpMessagesOf(ctx, request.numero);
    expect((message!.payload as { adjunts: unknown[] }).adjunts).toEqual([
      { nom: 'foto màquina.png', tipus: 'image/png', mida: PNG.length },
      { nom: 'factura (1).pdf', tipus: 'application/pdf', mida: PDF.length },
    ]);

    const [png, pdf] = request.adjunts;
    const image = await api(ctx, token, 'GET', `/solicituds/${request.numero}/adjunts/${png!.id}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe("inline; filename*=UTF-8''foto%20m%C3%A0quina.png");
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const document = await api(ctx, token, 'GET', `/solicituds/${request.numero}/adjunts/${pdf!.id}`);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe("inline; filename*=UTF-8''factura%20%281%29.pdf");
    expect(document.rawPayload.equals(PDF)).toBe(true);

    // Staff read it too; the sender's user is who the mail went to.
    const staff = await staffSession(ctx);
    const asStaff = await api(ctx, staff.token, 'GET', `/solicituds/${request.numero}/adjunts/${pdf!.id}`);
    expect(asStaff.rawPayload.equals(PDF)).toBe(true);
    expect((await mailsTo(ctx, user.email)).map((mail) => mail.kind)).toEqual(['request.received']);
    // Another request's file id under this number is not this request's file.
    const other = detailOf(await sendRequest(ctx, token, 'sat', satForm(MACHINE)));
    expect((await api(ctx, token, 'GET', `/solicituds/${other.numero}/adjunts/${png!.id}`)).statusCode).toBe(
      404,
    );
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect((await api(ctx, token, 'GET', `/solicituds/${request.numero}/adjunts/${id}`)).statusCode).toBe(
        404,
      );
    }
    // A NUL byte is refused in every route's input, before anything is looked up.
    expect((await api(ctx, token, 'GET', `/solicituds/${request.numero}/adjunts/%00`)).statusCode).toBe(400);
  });

  it('refuses a renamed executable (415, naming it), a sixth file and an 11 MB file (413), storing nothing', async () => {
    const { token } = await customerWithAddress(ctx);
    const before = await storedCounts(ctx);

    const exe = await sendRequest(ctx, token, 'sat', satForm(MACHINE), {
      language: 'en',
      files: [
        { filename: 'ok.png', bytes: PNG, contentType: 'image/png' },
        { filename: 'photo.jpg', bytes: EXE, contentType: 'image/jpeg' },
      ],
    });
    expect(exe.statusCode).toBe(415);
    expect(json<ErrorBody>(exe)).toMatchObject({
      missatge: 'serviceRequests.fileType',
      error_description: 'The file “photo.jpg” is not a JPEG, PNG or WebP image or a PDF.',
    });

    const six = await sendRequest(ctx, token, 'sat', satForm(MACHINE), {
      files: Array.from({ length: 6 }, (_, i) => ({ filename: `p${i}.png`, bytes: PNG })),
    });
    expect(six.statusCode).toBe(413);
    expect(json<ErrorBody>(six)).toMatchObject({
      missatge: 'serviceRequests.tooManyFiles',
      error_description: 'Podeu adjuntar com a màxim 5 fitxers.',
    });

    const huge = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
    const big = await sendRequest(ctx, token, 'sat', satForm(MACHINE), {
      language: 'es',
      files: [
        { filename: 'small.pdf', bytes: PDF },
        { filename: 'huge.png', bytes: huge },
      ],
    });
    expect(big.statusCode).toBe(413);
    expect(json<ErrorBody>(big)).toMatchObject({
      missatge: 'serviceRequests.fileTooBig',
      error_description: 'El archivo «huge.png» ocupa más de 10 MB.',
    });

    const empty = await sendRequest(ctx, token, 'sat', satForm(MACHINE), {
      files: [{ filename: 'empty.pdf', bytes: Buffer.alloc(0) }],
    });
    expect(empty.statusCode).toBe(415);
    expect(await storedCounts(ctx)).toEqual(before);

    // Five files, exactly 10 MB the largest, are within the limits.
    const exactly = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 - PNG.length)]);
    const five = await sendRequest(ctx, token, 'sat', satForm(MACHINE), {
      files: [exactly, PNG, PDF, PNG, PDF].map((bytes, i) => ({ filename: `f${i}`, bytes })),
    });
    expect(five.statusCode).toBe(201);
    expect(detailOf(five).adjunts.map((file) => file.nom)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4']);
  });

  it('takes multipart only on the three sending routes, and refuses a malformed one without a 500', async () => {
    const { token } = await customerWithAddress(ctx);
    const before = await storedCounts(ctx);
    const asJson = await api(ctx, token, 'POST', '/sat/solicitud', satForm(MACHINE));
    expect(asJson.statusCode).toBe(415);
    expect(json(asJson).missatge).toBe('errors.unsupportedMediaType');

    const checks: [SendOptions, number, [string, string][]][] = [
      [{ rawDades: '' }, 400, [['dades', 'validation.required']]],
      [{ rawDades: '{"codigoProducto": ' }, 400, [['dades', 'validation.invalidValue']]],
      [{ rawDades: '{"__proto__": {"admin": true}}' }, 400, [['dades', 'validation.invalidValue']]],
      [
        { rawDades: '{"constructor": {"prototype": {"admin": true}}}' },
        400,
        [['dades', 'validation.invalidValue']],
      ],
      [{ rawDades: '{"codigoProducto": "A\u0000"}' }, 400, [['dades', 'validation.invalidValue']]],
      [{ rawDades: '"just a string"' }, 400, [['dades', 'validation.invalidValue']]],
      [{ rawDades: '[1, 2]' }, 400, [['dades', 'validation.invalidValue']]],
      [{ rawDades: 'null' }, 400, [['dades', 'validation.invalidValue']]],
      [{ extraParts: [{ name: 'comment', value: 'hi' }] }, 400, [['comment', 'validation.invalidValue']]],
      [{ extraParts: [{ name: '__proto__', value: 'x' }] }, 400, []],
      [{ extraParts: [{ name: 'dades', value: '{}' }] }, 400, [['dades', 'validation.invalidValue']]],
      [
        { extraParts: [{ name: 'foto', filename: 'a.png', bytes: PNG }] },
        400,
        [['foto', 'validation.invalidValue']],
      ],
      [{ rawDades: 'x'.repeat(300 * 1024) }, 413, []],
      [{ rawDades: '{"a": ', dadesContentType: 'application/json' }, 400, []],
      [{ rawDades: '{"__proto__": {"x": 1}}', dadesContentType: 'application/json' }, 400, []],
    ];
    for (const [options, status, fields] of checks) {
      const response = await sendRequest(ctx, token, 'sat', satForm(MACHINE), options);
      expect(response.statusCode, JSON.stringify(options).slice(0, 80)).toBe(status);
      expect(fieldsOf(response)).toEqual(fields);
    }
    // The form may also come as a part typed application/json.
    const typed = await sendRequest(ctx, token, 'sat', satForm(MACHINE), {
      dadesContentType: 'application/json',
    });
    expect(typed.statusCode).toBe(201);
    const typedNumero = detailOf(typed).numero;
    // A body cut short, and one whose boundary is not there.
    const { body, contentType } = multipart([{ name: 'dades', value: JSON.stringify(satForm(MACHINE)) }]);
    for (const payload of [body.subarray(0, body.length - 20), Buffer.from('no parts here')]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/sat/solicitud',
        headers: bearer(token, { 'content-type': contentType }),
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const noBoundary = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sat/solicitud',
      headers: bearer(token, { 'content-type': 'multipart/form-data' }),
      payload: body,
    });
    expect(noBoundary.statusCode).toBe(400);

    // Every other route still refuses multipart: the parser is the sending routes' alone.
    const request = detailOf(await sendRequest(ctx, token, 'sat', satForm(MACHINE)));
    const staff = await staffSession(ctx);
    for (const [who, url] of [
      [token, `/api/v1/solicituds/${request.numero}/cancelar`],
      [staff.token, `/api/v1/servei/solicituds/${request.numero}/notes`],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: bearer(who, { 'content-type': contentType }),
        payload: body,
      });
      expect(response.statusCode).toBe(415);
    }
    expect((await storedCounts(ctx)).requests).toBe(before.requests + 2);
    expect(typedNumero).not.toBe(request.numero);
    expect(await serverErrors(ctx)).toEqual([]);
  });

  it('refuses NUL bytes, broken UTF-16, numbers past their column and prototype keys with a 400, never a 500', async () => {
    const { token, contact } = await customerWithAddress(ctx);
    const before = await storedCounts(ctx);
    const sat = JSON.stringify(satForm(MACHINE));
    const raws: [string, [string, string][]][] = [
      [sat.replace('SN-2024-0042', 'SN\\u0000'), [['numeroSerie', 'validation.invalidCharacters']]],
      [sat.replace('SN-2024-0042', 'SN\\ud800'), [['numeroSerie', 'validation.invalidCharacters']]],
      [sat.replace('SN-2024-0042', 'SN\\udc00x'), [['numeroSerie', 'validation.invalidCharacters']]],
      [
        sat.replace('"SN-2024-0042"', '"SN-2024-0042","__proto__":{"x":1}'),
        [['dades', 'validation.invalidValue']],
      ],
    ];
    for (const [rawDades, fields] of raws) {
      const response = await sendRequest(ctx, token, 'sat', null, { rawDades });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(fields);
    }
    const huge = await sendRequest(
      ctx,
      token,
      'standardisation',
      standardisationForm(contact.id, { quantitat: 1e20, idContacte: 9_999_999_999_999 }),
    );
    expect(fieldsOf(huge).sort()).toEqual([
      ['idContacte', 'validation.tooBig'],
      ['quantitat', 'validation.tooBig'],
    ]);
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await sendRequest(ctx, token, 'sat', satForm(MACHINE, { averia: 'Fa soroll 🔥' }));
    expect(emoji.statusCode).toBe(201);
    expect((await storedCounts(ctx)).requests).toBe(before.requests + 1);
    expect(await serverErrors(ctx)).toEqual([]);
  });

  it('answers another customer’s request as 404 whatever the number, on the page, the files and cancel', async () => {
    const owner = await customerWithAddress(ctx);
    const stranger = await customerWithAddress(ctx);
    const theirs = detailOf(
      await sendRequest(ctx, owner.token, 'sat', satForm(MACHINE), {
        files: [{ filename: 'a.png', bytes: PNG }],
      }),
    );
    const fileId = theirs.adjunts[0]!.id;
    const numbers = [
      theirs.numero,
      'SAT-999999',
      'MNT-000000',
      'abc',
      'SAT-00001',
      'sat-000001',
      `SAT-${'1'.repeat(90)}`,
      "SAT-000001'%20or%20'1'%3D'1",
    ];
    for (const numero of numbers) {
      for (const [method, url] of [
        ['GET', `/solicituds/${numero}`],
        ['GET', `/solicituds/${numero}/adjunts/${fileId}`],
        ['POST', `/solicituds/${numero}/cancelar`],
      ] as const) {
        const response = await api(ctx, stranger.token, method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(json(response).missatge).toBe('serviceRequests.notFound');
      }
    }
    // A NUL byte in the number is refused like in any route's input (400), before any lookup: the
    // same answer whether the request exists or not.
    for (const numero of [`${theirs.numero}%00`, '%00']) {
      const response = await api(ctx, stranger.token, 'GET', `/solicituds/${numero}`);
      expect(response.statusCode).toBe(400);
      expect(json(response).missatge).toBe('errors.validation');
    }
    // Past the router's longest path parameter (100 characters) and with broken percent-encoding,
    // the framework refuses the address itself before any route runs (414, 400): the same answer
    // for every such address, so it tells nothing about anyone's requests either.
    expect((await api(ctx, stranger.token, 'GET', `/solicituds/SAT-${'9'.repeat(5000)}`)).statusCode).toBe(
      414,
    );
    expect((await api(ctx, stranger.token, 'GET', '/solicituds/SAT-%ED%A0%80')).statusCode).toBe(400);
    const [row] = await ctx.testDb.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.numero, theirs.numero));
    expect(row!.estat).toBe('received');
    expect((await api(ctx, owner.token, 'GET', `/solicituds/${theirs.numero}`)).statusCode).toBe(200);
    expect(await serverErrors(ctx)).toEqual([]);
  });

  it('makes one request of one Idempotency-Key, and another of another key or another user', async () => {
    const { token, customer } = await customerWithAddress(ctx);
    const colleague = await ctx.factories.session({ codigoCliente: customer.codigo });
    const before = await storedCounts(ctx);
    const first = await sendRequest(ctx, token, 'sat', satForm(MACHINE), {
      idempotencyKey: 'sat-attempt-1',
      files: [{ filename: 'a.png', bytes: PNG }],
    });
    expect(first.statusCode).toBe(201);
    const again = await sendRequest(ctx, token, 'sat', satForm(MACHINE), {
      idempotencyKey: 'sat-attempt-1',
      files: [{ filename: 'a.png', bytes: PNG }],
    });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(json(first));
    expect(await storedCounts(ctx)).toEqual({
      requests: before.requests + 1,
      events: before.events + 1,
      attachments: before.attachments + 1,
      messages: before.messages + 1,
      mails: before.mails + 1,
    });

    const other = await sendRequest(ctx, token, 'sat', satForm(MACHINE), { idempotencyKey: 'sat-attempt-2' });
    expect(other.statusCode).toBe(201);
    expect(detailOf(other).numero).not.toBe(detailOf(first).numero);
    const theirs = await sendRequest(ctx, colleague.token, 'sat', satForm(MACHINE), {
      idempotencyKey: 'sat-attempt-1',
    });
    expect(theirs.statusCode).toBe(201);

    // Sent twice at once: still one request.
    const [a, b] = await Promise.all(
      [0, 1].map(() => sendRequest(ctx, token, 'sat', satForm(MACHINE), { idempotencyKey: 'sat-together' })),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 201]);
    expect(detailOf(a!).numero).toBe(detailOf(b!).numero);
    expect((await storedCounts(ctx)).requests).toBe(before.requests + 4);

    const otherKind = await sendRequest(ctx, token, 'standardisation', standardisationForm(1), {
      idempotencyKey: 'sat-attempt-1',
    });
    expect(otherKind.statusCode).toBe(422);
    expect(json(otherKind).missatge).toBe('serviceRequests.keyReused');
    // The same kind with another form: the key names the first request, not this one.
    const otherForm = await sendRequest(
      ctx,
      token,
      'sat',
      satForm(MACHINE, { averia: 'Another fault entirely.' }),
      {
        idempotencyKey: 'sat-attempt-1',
      },
    );
    expect(otherForm.statusCode, otherForm.body).toBe(422);
    expect(json(otherForm).missatge).toBe('serviceRequests.keyReused');
    for (const key of ['x'.repeat(201), 'tab\there', 'clau-amb-accent-à']) {
      expect(
        (await sendRequest(ctx, token, 'sat', satForm(MACHINE), { idempotencyKey: key })).statusCode,
      ).toBe(400);
    }
    expect((await storedCounts(ctx)).requests).toBe(before.requests + 4);
  });

  it('lists the customer’s own requests of one kind, newest first, page by page', async () => {
    const { token, contact } = await customerWithAddress(ctx);
    const stranger = await customerWithAddress(ctx);
    const sent: string[] = [];
    for (let i = 0; i < 3; i++)
      sent.push(detailOf(await sendRequest(ctx, token, 'sat', satForm(MACHINE))).numero);
    const maintenance = detailOf(
      await sendRequest(ctx, token, 'maintenance', maintenanceForm(MACHINE, contact.id)),
    );
    await sendRequest(ctx, stranger.token, 'sat', satForm(MACHINE));

    const page0 = json<Dades<Page<ServiceRequestSummary>>>(
      await api(ctx, token, 'GET', '/sat/solicituds?page=0&size=2'),
    );
    expect(page0.dades).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(page0.dades.content.map((r) => r.numero)).toEqual([sent[2], sent[1]]);
    expect(page0.dades.content[0]).toMatchObject({
      tipus: 'sat',
      estat: 'received',
      resum: `${MACHINE} · SN-2024-0042`,
    });
    const page1 = json<Dades<Page<ServiceRequestSummary>>>(
      await api(ctx, token, 'GET', '/sat/solicituds?page=1&size=2'),
    );
    expect(page1.dades.content.map((r) => r.numero)).toEqual([sent[0]]);
    const maintenanceList = json<Dades<Page<ServiceRequestSummary>>>(
      await api(ctx, token, 'GET', '/maintenance/solicituds'),
    );
    expect(maintenanceList.dades.content.map((r) => r.numero)).toEqual([maintenance.numero]);
    const none = json<Dades<Page<ServiceRequestSummary>>>(
      await api(ctx, token, 'GET', '/standarization/solicituds'),
    );
    expect(none.dades).toMatchObject({ content: [], totalElements: 0 });
    expect((await api(ctx, token, 'GET', '/sat/solicituds?size=0')).statusCode).toBe(400);
    expect((await api(ctx, token, 'GET', '/sat/solicituds?page=-1')).statusCode).toBe(400);
  });

  it('lists the machines the customer bought, one per product and order, newest order first', async () => {
    const { token, user, customer } = await customerWithAddress(ctx, 'es');
    const stranger = await customerWithAddress(ctx);
    const me = { codigoCliente: customer.codigo, idUsuari: user.idUsuari };
    const older = await orderBought(
      ctx,
      me,
      [
        { codigo: MACHINE, nombre: 'MIG' },
        { codigo: 'WIRE-08', nombre: 'Wire' },
      ],
      { day: dayFromToday(-400) },
    );
    const newer = await orderBought(
      ctx,
      me,
      [
        { codigo: OTHER_MACHINE, nombre: 'TIG' },
        { codigo: MACHINE, nombre: 'MIG' },
      ],
      { day: dayFromToday(-10) },
    );
    await orderBought(ctx, me, [{ codigo: OTHER_MACHINE, nombre: 'TIG' }], { estado: 'cancelled' });
    await orderBought(ctx, { codigoCliente: stranger.customer.codigo, idUsuari: stranger.user.idUsuari }, [
      { codigo: MACHINE, nombre: 'MIG' },
    ]);

    const response = await api(ctx, token, 'GET', '/sat/equips', undefined, 'es');
    expect(response.statusCode).toBe(200);
    expect(json<Dades<PurchasedEquipment[]>>(response).dades).toEqual([
      {
        codigoProducto: OTHER_MACHINE,
        nombre: 'TIG welder 200',
        codigoPedido: newer,
        dataCompra: dayFromToday(-10),
      },
      {
        codigoProducto: MACHINE,
        nombre: 'Soldadora MIG 350 A',
        codigoPedido: newer,
        dataCompra: dayFromToday(-10),
      },
      {
        codigoProducto: MACHINE,
        nombre: 'Soldadora MIG 350 A',
        codigoPedido: older,
        dataCompra: dayFromToday(-400),
      },
    ]);
    const strangers = json<Dades<PurchasedEquipment[]>>(
      await api(ctx, stranger.token, 'GET', '/sat/equips'),
    ).dades;
    expect(strangers.map((e) => e.codigoProducto)).toEqual([MACHINE]);
  });

  it('lets the customer cancel its request while received, and not afterwards', async () => {
    const { token, user } = await customerWithAddress(ctx, 'en');
    const request = detailOf(await sendRequest(ctx, token, 'sat', satForm(MACHINE)));
    const staff = await staffSession(ctx);
    const byStaff = await api(ctx, staff.token, 'POST', `/solicituds/${request.numero}/cancelar`);
    expect(byStaff.statusCode).toBe(403);

    const cancelled = await api(ctx, token, 'POST', `/solicituds/${request.numero}/cancelar`);
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled).missatge).toBe('serviceRequests.cancelled');
    const after = detailOf(cancelled);
    expect(after).toMatchObject({ estat: 'cancelled', seguents: [] });
    const event = after.historial[1]!;
    expect(event).toMatchObject({
      tipus: 'status',
      estatAnterior: 'received',
      estat: 'cancelled',
      autor: user.username,
    });
    const messages = await erpMessagesOf(ctx, request.numero);
    expect(messages.map((m) => [m.kind, m.referencia])).toEqual([
      ['service.create', request.numero],
      ['service.status', `${request.numero}-${event.id}`],
    ]);
    expect(messages[1]!.payload).toMatchObject({
      numero: request.numero,
      seq: event.id,
      status: 'cancelled',
    });
    const mails = await mailsTo(ctx, user.email);
    expect(mails.map((m) => [m.kind, m.language])).toEqual([
      ['request.received', 'en'],
      ['request.status', 'en'],
    ]);
    expect(mails[1]!.subject).toBe(`Request ${request.numero}: Cancelled`);

    const before = await storedCounts(ctx);
    const again = await api(ctx, token, 'POST', `/solicituds/${request.numero}/cancelar`, undefined, 'en');
    expect(again.statusCode).toBe(422);
    expect(json<ErrorBody>(again)).toMatchObject({
      missatge: 'serviceRequests.cannotMove',
      error_description: 'The request cannot move to this status from the one it is in now.',
    });
    expect(await storedCounts(ctx)).toEqual(before);
  });

  it('holds a company registered in the portal until the ERP has created it', async () => {
    const { token, customer } = await customerWithAddress(ctx);
    // Its registration is still on its way to the ERP: the ERP would refuse the request for good.
    await ctx.testDb.database.db.insert(outbox).values({
      kind: 'customer.create',
      referencia: customer.codigo,
      idempotencyKey: `customer-${customer.codigo}`,
      orderingKey: `registration:${customer.codigo}`,
      payload: {},
    });
    const before = await storedCounts(ctx);
    const held = await sendRequest(ctx, token, 'sat', satForm(MACHINE));
    expect(held.statusCode).toBe(422);
    expect(json(held).missatge).toBe('customers.awaitingErp');
    expect(await storedCounts(ctx)).toEqual(before);
  });

  it('keeps customers and staff to their own routes', async () => {
    const { token } = await customerWithAddress(ctx);
    const staff = await staffSession(ctx);
    expect((await sendRequest(ctx, staff.token, 'sat', satForm(MACHINE))).statusCode).toBe(403);
    expect((await api(ctx, staff.token, 'GET', '/sat/solicituds')).statusCode).toBe(403);
    expect((await api(ctx, staff.token, 'GET', '/sat/equips')).statusCode).toBe(403);
    expect((await api(ctx, token, 'GET', '/servei/solicituds')).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/sat/solicituds' });
    expect(anonymous.statusCode).toBe(401);
  });
});
