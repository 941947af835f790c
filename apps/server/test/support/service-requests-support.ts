// What the service request API tests share: a customer with an address, a logged-in member of the
// service department, orders bought on a chosen day, the three kinds' valid forms, real file
// bytes (and a renamed executable), multipart bodies built byte by byte (so a test can put in them
// what a browser never would), and the rows a request leaves behind.
import { randomBytes } from 'node:crypto';
import { isoDateIn } from '@portal/domain/order-body';
import type { ServiceRequestKind } from '@portal/domain/service-requests';
import { REQUEST_ROUTE } from '@portal/domain/service-requests';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  clienteContactos,
  mailOutbox,
  outbox,
  pedidoLineas,
  pedidos,
  rols,
  serviceRequestAttachments,
  serviceRequestEvents,
  serviceRequests,
  usuariRols,
} from '../../src/db/schema/index.ts';
import { bearer, type TestContext } from './test-app.ts';

// ── Days ────────────────────────────────────────────────────────────────────────────────────

/** Today as the portal counts it (Europe/Madrid). */
export const today = () => isoDateIn(new Date());

/** The day `n` days from today (negative: before), as `YYYY-MM-DD`. */
export function dayFromToday(n: number): string {
  const noon = new Date(`${today()}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + n);
  return noon.toISOString().slice(0, 10);
}

// ── People ──────────────────────────────────────────────────────────────────────────────────

/** A customer company, one of its users logged in (in `idioma`), and one of its addresses. */
export async function customerWithAddress(
  ctx: TestContext,
  idioma = 'ca',
  company: Parameters<TestContext['factories']['customer']>[0] = {},
) {
  const customer = await ctx.factories.customer(company);
  const session = await ctx.factories.session({ codigoCliente: customer.codigo, idioma });
  const [contact] = await ctx.testDb.database.db
    .insert(clienteContactos)
    .values({
      codigoCliente: customer.codigo,
      nombreContacto: 'Taller central',
      direccion: 'Carrer de la Forja 12',
      codigoPostal: '08940',
      poblacion: 'Cornellà de Llobregat',
      provincia: 'Barcelona',
      pais: 'ES',
    })
    .returning();
  return { customer, ...session, contact: contact! };
}

/** A member of the service department: a user without a customer, with the seeded SERVEI role. */
export async function staffSession(ctx: TestContext, idioma = 'ca') {
  const db = ctx.testDb.database.db;
  const user = await ctx.factories.user({ role: null, codigoCliente: null, idioma });
  const [role] = await db.select().from(rols).where(eq(rols.nom, 'SERVEI'));
  await db.insert(usuariRols).values({ idUsuari: user.idUsuari, idRol: role!.idRol });
  const tokens = await ctx.factories.login(user);
  return { user, token: tokens.access_token };
}

/** An order of the customer placed on `day` with these products, as the orders module stores it. */
export async function orderBought(
  ctx: TestContext,
  who: { codigoCliente: string; idUsuari: number },
  products: { codigo: string; nombre: string }[],
  options: { day?: string; estado?: string } = {},
) {
  const db = ctx.testDb.database.db;
  const codigo = `WEB-T${randomBytes(3).toString('hex').toUpperCase()}`;
  await db.insert(pedidos).values({
    codigo,
    codigoCliente: who.codigoCliente,
    idUsuari: who.idUsuari,
    estado: options.estado ?? 'accepted',
    direccionEntrega: {},
    idLista: 5,
    subtotal: '100.00',
    descuento: '0.00',
    portes: '0.00',
    total: '100.00',
    // Late morning in Madrid on that day, whatever the test machine's zone.
    createdAt: new Date(`${options.day ?? today()}T10:00:00Z`),
  });
  await db.insert(pedidoLineas).values(
    products.map((product, i) => ({
      codigoPedido: codigo,
      linea: i + 1,
      codigoArticulo: product.codigo,
      nombre: product.nombre,
      cantidad: 1,
      precioUnitario: '100.00',
      precioSinOferta: '100.00',
      descuento: '0.00',
      total: '100.00',
    })),
  );
  return codigo;
}

// ── Forms ───────────────────────────────────────────────────────────────────────────────────

const contactFields = { personaContacte: 'Jordi Puig', telefonContacte: '+34 600 000 001' };

export function satForm(codigoProducto: string, extra: Record<string, unknown> = {}) {
  return {
    codigoProducto,
    numeroSerie: 'SN-2024-0042',
    dataCompra: dayFromToday(-100),
    averia: "L'arc s'apaga al cap de pocs segons.",
    lliurament: 'bring',
    datesPreferides: [dayFromToday(3)],
    ...contactFields,
    ...extra,
  };
}

export function maintenanceForm(
  codigoProducto: string,
  idContacte: number,
  extra: Record<string, unknown> = {},
) {
  return {
    tipus: 'inspection_60974_4',
    maquines: [{ codigoProducto, numeroSerie: 'MC-001' }],
    idContacte,
    datesPreferides: [dayFromToday(5), dayFromToday(6)],
    anual: true,
    observacions: 'Tres màquines a la nau 2.',
    ...contactFields,
    ...extra,
  };
}

export function standardisationForm(idContacte: number, extra: Record<string, unknown> = {}) {
  return {
    tipus: 'welder_iso_9606',
    quantitat: 4,
    processos: ['135', '141'],
    materials: 'Acer al carboni S275, 10 mm',
    idContacte,
    datesPreferides: [dayFromToday(10)],
    ...contactFields,
    ...extra,
  };
}

// ── Files ───────────────────────────────────────────────────────────────────────────────────

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A small but whole PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** The start of a Windows executable ("MZ"), whatever name it is given. */
export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(256)]);

// ── Multipart ───────────────────────────────────────────────────────────────────────────────

export type Part =
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; contentType?: string; bytes: Buffer };

/** A multipart/form-data body, built by hand: names, types and bytes exactly as given. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const header =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n` +
          (part.contentType ? `Content-Type: ${part.contentType}\r\n\r\n` : '\r\n')
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(header, 'utf8'), 'value' in part ? Buffer.from(part.value, 'utf8') : part.bytes);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface SendOptions {
  files?: { filename: string; bytes: Buffer; contentType?: string }[];
  idempotencyKey?: string;
  language?: string;
  /** The `dades` part's text as it is, instead of the form as JSON. */
  rawDades?: string;
  /** A Content-Type for the `dades` part (browsers send none for text). */
  dadesContentType?: string;
  /** Parts sent besides `dades` and the files. */
  extraParts?: Part[];
}

/** `POST /{sat|maintenance|standarization}/solicitud` as the web app sends it. */
export function sendRequest(
  ctx: TestContext,
  token: string,
  kind: ServiceRequestKind,
  form: unknown,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipart([
    {
      name: 'dades',
      value: options.rawDades ?? JSON.stringify(form),
      ...(options.dadesContentType ? { contentType: options.dadesContentType } : {}),
    },
    ...(options.files ?? []).map((file) => ({ name: 'fitxers', ...file })),
    ...(options.extraParts ?? []),
  ]);
  const headers: Record<string, string> = {
    'content-type': contentType,
    'accept-language': options.language ?? 'ca',
  };
  if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${REQUEST_ROUTE[kind]}/solicitud`,
    headers: bearer(token, headers),
    payload: body,
  });
}

/** A JSON call to `/api/v1<url>` as the given user. */
export function api(
  ctx: TestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  language = 'ca',
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token, {
      'accept-language': language,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    }),
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

// ── What is stored ──────────────────────────────────────────────────────────────────────────

/** How many requests, timeline events, files, ERP messages and mails the database holds. */
export async function storedCounts(ctx: TestContext) {
  const db = ctx.testDb.database.db;
  const [requests, events, attachments, messages, mails] = await Promise.all([
    db.select({ id: serviceRequests.id }).from(serviceRequests),
    db.select({ id: serviceRequestEvents.id }).from(serviceRequestEvents),
    db.select({ id: serviceRequestAttachments.id }).from(serviceRequestAttachments),
    db.select({ id: outbox.id }).from(outbox),
    db.select({ id: mailOutbox.id }).from(mailOutbox),
  ]);
  return {
    requests: requests.length,
    events: events.length,
    attachments: attachments.length,
    messages: messages.length,
    mails: mails.length,
  };
}

/** The ERP outbox rows about one request (`referencia` is its number, or `<numero>-<event>`). */
export async function erpMessagesOf(ctx: TestContext, numero: string) {
  const rows = await ctx.testDb.database.db.select().from(outbox).orderBy(outbox.id);
  return rows.filter((row) => row.referencia === numero || row.referencia.startsWith(`${numero}-`));
}

/** The mails written to an address, oldest first. */
export function mailsTo(ctx: TestContext, address: string) {
  return ctx.testDb.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, address))
    .orderBy(mailOutbox.id);
}
