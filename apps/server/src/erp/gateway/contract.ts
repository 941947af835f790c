// The ERP contract's answers (docs/erp-contract.md), as zod schemas: every answer the gateway
// receives is parsed by one of these, never cast. Unknown fields are ignored (contract §1), so
// the ERP can add fields without breaking the portal. Only the gateway parses answers with this
// file; the synchronisation and the outbox receive the parsed types. The request bodies at the
// end are what the outbox stores and sends.
import { ownCodeSchema } from '@portal/domain/own-codes';
import { z } from 'zod';

/** Money as the contract sends it: a decimal string, never a JSON number (contract §1). */
export const erpMoney = z.string().regex(/^-?\d{1,10}(\.\d{1,4})?$/, 'a decimal string such as "12.50"');
/** An instant with offset (contract §1). */
export const erpInstant = z.iso.datetime({ offset: true });
const translations = z
  .object({ ca: z.string().optional(), es: z.string().optional(), en: z.string().optional() })
  .default({});
/** A database integer: the ERP must not hand the portal a value its columns cannot hold. */
const int32 = z.number().int().min(-2_147_483_648).max(2_147_483_647);
const count = int32.min(0);

// ---- §3 token -------------------------------------------------------------------------------

export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().positive().optional(),
});

// ---- §6-§8 orders ---------------------------------------------------------------------------

export const erpOrderStatus = z.enum(['accepted', 'in_preparation', 'shipped', 'rejected', 'cancelled']);

/** Import, status and cancel answers share this shape (§6, §7, §8). */
export const orderStatusAnswer = z.object({
  portalCode: z.string(),
  erpNumber: z.string().nullable().optional(),
  status: erpOrderStatus,
  updatedAt: erpInstant.optional(),
  reasonCode: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
});
export type OrderStatusAnswer = z.infer<typeof orderStatusAnswer>;

// ---- §9, §10 contacts and customers ---------------------------------------------------------

export const contactCreatedAnswer = z.object({ erpContactId: z.string().min(1) });
export const customerCreatedAnswer = z.object({ codigo: z.string().min(1) });
/** §10.1: the customer's `codigo`, as the ERP keeps it. */
export const customerUpdatedAnswer = z.object({ codigo: z.string().min(1) });

/** A refusal's body (§4): the OAuth2-like error shape, plus whatever the endpoint adds. */
export const erpErrorBody = z.looseObject({
  error: z.string(),
  error_description: z.string().optional(),
  retryable: z.boolean().optional(),
  status: z.string().optional(),
  codigo: z.string().optional(),
  /** §13: a `duplicate_service_request` names the work order the ERP already has. */
  erpNumero: z.string().optional(),
});
export type ErpErrorBody = z.infer<typeof erpErrorBody>;

// ---- §13 service requests -------------------------------------------------------------------

/** `SAT-000123`, `MNT-…`, `STD-…`: a service request's number, as the portal gives it. */
const serviceNumero = z.string().regex(/^(SAT|MNT|STD)-\d{6,}$/);
export const serviceRequestStatus = z.enum([
  'received',
  'accepted',
  'in_progress',
  'done',
  'closed',
  'rejected',
  'cancelled',
]);

/** `POST /api/service-requests`: the work order the ERP opened for the request. */
export const serviceRequestCreatedAnswer = z.object({
  numero: serviceNumero,
  erpNumero: z.string().min(1).max(40),
  status: serviceRequestStatus,
});
export type ServiceRequestCreatedAnswer = z.infer<typeof serviceRequestCreatedAnswer>;

/** `PUT /api/service-requests/{numero}/status`: the status the ERP holds after the change. */
export const serviceStatusAnswer = z.object({ numero: serviceNumero, status: serviceRequestStatus });
export type ServiceStatusAnswer = z.infer<typeof serviceStatusAnswer>;

/** `GET /api/service-requests/{numero}`: the ERP's record of the request. */
export const serviceRequestRecordAnswer = z.object({
  numero: serviceNumero,
  erpNumero: z.string().min(1).max(40),
  codigoCliente: z.string(),
  status: serviceRequestStatus,
  scheduledDate: z.iso.date().nullable(),
  reason: z.string().nullable().optional(),
  seq: z.number().int().min(0).optional(),
  updatedAt: erpInstant,
});
export type ServiceRequestRecordAnswer = z.infer<typeof serviceRequestRecordAnswer>;

// ---- §11.4 health ---------------------------------------------------------------------------

export const healthAnswer = z.object({ status: z.string(), orders: z.number().optional() });

// ---- §11 master-data export -----------------------------------------------------------------

export const exportCountry = z.object({
  codigo: z.string().regex(/^[A-Z]{2}$/),
  nombre: z.string().min(1),
  nombres: translations,
  updatedAt: erpInstant,
});

export const exportPaymentMethod = z.object({
  codigo: count,
  nombre: z.string().min(1),
  nombres: translations,
  activo: z.boolean().default(true),
  updatedAt: erpInstant,
});

export const exportFamily = z.object({
  codigo: z.string().min(1).max(40),
  nombre: z.string().min(1),
  nombres: translations,
  orden: int32.default(0),
  subfamilias: z
    .array(
      z.object({
        codigo: z.string().min(1).max(40),
        nombre: z.string().min(1),
        nombres: translations,
        orden: int32.default(0),
      }),
    )
    .default([]),
  updatedAt: erpInstant,
});

/** Filter attributes (amperage, diameter …) with their values; products name values by `idValor`. */
export const exportAttribute = z.object({
  idAtributo: count,
  codigo: z.string().min(1).max(40),
  nombre: z.string().min(1),
  nombres: translations,
  orden: int32.default(0),
  valores: z
    .array(
      z.object({
        idValor: count,
        valor: z.string().min(1),
        nombres: translations,
        orden: int32.default(0),
      }),
    )
    .default([]),
  updatedAt: erpInstant,
});

export const exportProduct = z.object({
  codigo: z.string().min(1).max(40),
  nombre: z.string().min(1),
  nombres: translations,
  descripcion: z.string().default(''),
  descripciones: translations,
  tipo: z.enum(['equipment', 'consumable', 'accessory', 'service']),
  codigoFamilia: z.string().nullable(),
  codigoSubfamilia: z.string().nullable(),
  lote: count.min(1).nullable(),
  minimumQuantity: count.min(1),
  idAlmacen: z.string().min(1).max(10),
  idLista: z.string(),
  offer: z.boolean(),
  activo: z.boolean(),
  /** GTIN-13; a value that is not one (wrong length or check digit) is kept out by the applier. */
  ean: z.string().max(40).nullable().optional(),
  medias: z.array(z.object({ url: z.string().min(1), tipo: z.string(), orden: int32 })).default([]),
  /** The `idValor`s of the filter attributes this product has. */
  atributos: z.array(count).default([]),
  updatedAt: erpInstant,
});

export const exportPriceLine = z.object({
  idLista: count,
  desdeUnidades: count.min(1),
  precioNeto: erpMoney,
  precioSinDescuento: erpMoney,
});

export const exportPrices = z.object({
  codigo: z.string().min(1).max(40),
  precios: z.array(exportPriceLine),
  updatedAt: erpInstant,
});

export const exportStock = z.object({
  codigo: z.string().min(1).max(40),
  idAlmacen: z.string().min(1).max(10),
  stock: int32,
  updatedAt: erpInstant,
});

export const exportCustomer = z.object({
  codigo: z.string().min(1).max(40),
  razonSocial: z.string().min(1),
  cif: z.string().min(1),
  telefono: z.string().nullable(),
  email: z.string().nullable(),
  direccion: z.string().nullable(),
  codigoPostal: z.string().nullable(),
  poblacion: z.string().nullable(),
  provincia: z.string().nullable(),
  ciudad: z.string().nullable(),
  pais: z.string().regex(/^[A-Z]{2}$/),
  formaPago: int32.nullable(),
  entidadBancaria: z.string().nullable(),
  diaPago: int32.nullable(),
  cuentaContable: z.string().nullable(),
  idLista: z.union([z.literal(1), z.literal(2), z.literal(5), z.literal(6)]),
  activo: z.boolean(),
  updatedAt: erpInstant,
});

export const exportContact = z.object({
  erpContactId: z.string().min(1).max(40),
  codigoCliente: z.string().min(1).max(40),
  nombre: z.string().min(1),
  direccion: z.string(),
  codigoPostal: z.string(),
  poblacion: z.string(),
  provincia: z.string(),
  ciudad: z.string(),
  pais: z.string().regex(/^[A-Z]{2}$/),
  telefono: z.string().nullable(),
  email: z.string().nullable(),
  activo: z.boolean(),
  updatedAt: erpInstant,
});

/**
 * `ValorPromocion`: EUR (without VAT) taken off the unit price from `CantidadRequerida` units
 * (docs/glossary.md); never negative.
 */
export const exportPromotions = z.object({
  codigoCliente: z.string().min(1).max(40),
  promociones: z.array(
    z.object({
      IdArticulo: z.string().min(1).max(40),
      CantidadRequerida: count.min(1),
      ValorPromocion: erpMoney.refine((value) => !value.startsWith('-'), 'never negative'),
    }),
  ),
  updatedAt: erpInstant,
});

/**
 * A customer's cross-references (§11.2): its own code for each of our products it has one for, as
 * one complete set; the portal's own-codes rules apply to each (ownCodeSchema).
 */
export const exportCrossReferences = z.object({
  codigoCliente: z.string().min(1).max(40),
  referencias: z.array(z.object({ codigo: z.string().min(1).max(40), referencia: ownCodeSchema })),
  updatedAt: erpInstant,
});

export const exportOrder = z.object({
  portalCode: z.string(),
  erpNumber: z.string(),
  customerCodigo: z.string(),
  status: erpOrderStatus,
  updatedAt: erpInstant,
  reasonCode: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
});

/** A service request's work order and mirrored status (§13); the portal takes only `erpNumero`. */
export const exportServiceRequest = z.object({
  numero: serviceNumero,
  erpNumero: z.string().min(1).max(40),
  codigoCliente: z.string(),
  status: serviceRequestStatus,
  scheduledDate: z.iso.date().nullable(),
  updatedAt: erpInstant,
});

// ---- §14 the documents after an order -------------------------------------------------------

/** A document's number (`EX-PV0000001-1`, `FA-PV0000001` …): it travels in URLs. */
const documentNumero = z.string().regex(/^[A-Za-z0-9._-]{1,60}$/);
const customerCode = z.string().min(1).max(40);
const portalCode = z.string().min(1).max(40).nullable();
/** Two decimals, as the documents' amounts are (a credit note's are negative). */
const documentMoney = z.string().regex(/^-?\d{1,10}(\.\d{1,2})?$/, 'an amount such as "12.50"');
const documentLine = z.object({
  codigo: z.string().min(1).max(40),
  nombre: z.string().max(300),
  quantity: count.min(1),
});

export const exportShipment = z.object({
  numero: documentNumero,
  codigoCliente: customerCode,
  portalCode,
  erpNumber: z.string().min(1).max(40),
  part: count.min(1),
  status: z.enum(['in_transit', 'delivered']),
  carrier: z.string().min(1).max(100),
  trackingNumber: z.string().min(1).max(100),
  trackingUrl: z.url({ protocol: /^https?$/ }).max(1000),
  shippedAt: erpInstant,
  deliveredAt: erpInstant.nullable(),
  deliveryNote: documentNumero,
  lines: z.array(documentLine).max(1000),
  updatedAt: erpInstant,
});

export const exportDeliveryNote = z.object({
  numero: documentNumero,
  codigoCliente: customerCode,
  portalCode,
  erpNumber: z.string().min(1).max(40),
  shipment: documentNumero,
  date: z.iso.date(),
  lines: z.array(documentLine.extend({ batch: z.string().max(60).nullable() })).max(1000),
  updatedAt: erpInstant,
});

export const exportInvoice = z.object({
  numero: documentNumero,
  kind: z.enum(['invoice', 'credit_note']),
  codigoCliente: customerCode,
  portalCode,
  erpNumber: z.string().min(1).max(40).nullable(),
  date: z.iso.date(),
  deliveryNotes: z.array(documentNumero).max(100),
  corrects: documentNumero.nullable(),
  paymentMethodCode: int32.nullable(),
  lines: z
    .array(
      z.object({
        codigo: z.string().min(1).max(40).nullable(),
        nombre: z.string().max(300),
        quantity: count.min(1),
        amount: documentMoney,
      }),
    )
    .max(1000),
  base: documentMoney,
  vatRate: documentMoney,
  vat: documentMoney,
  total: documentMoney,
  dues: z
    .array(z.object({ dueDate: z.iso.date(), amount: documentMoney, paidAt: erpInstant.nullable() }))
    .max(24),
  status: z.enum(['pending', 'overdue', 'paid']),
  updatedAt: erpInstant,
});

export const exportCredit = z.object({
  codigoCliente: customerCode,
  limit: documentMoney,
  used: documentMoney,
  available: documentMoney,
  overdue: documentMoney,
  updatedAt: erpInstant,
});

/** §14.3: a PDF is bytes that begin `%PDF-`; anything else breaks the contract. */
export const pdfBytes = z.custom<Uint8Array>(
  (value) =>
    value instanceof Uint8Array &&
    value.length > 5 &&
    Buffer.from(value.subarray(0, 5)).toString('latin1') === '%PDF-',
  'not a PDF (its first bytes are not %PDF-)',
);

/** Every entity of the export API, in the order a run applies them (references before users). */
export const EXPORT_ITEM_SCHEMAS = {
  countries: exportCountry,
  'payment-methods': exportPaymentMethod,
  families: exportFamily,
  attributes: exportAttribute,
  products: exportProduct,
  prices: exportPrices,
  stock: exportStock,
  customers: exportCustomer,
  contacts: exportContact,
  promotions: exportPromotions,
  'cross-references': exportCrossReferences,
  orders: exportOrder,
  'service-requests': exportServiceRequest,
  shipments: exportShipment,
  'delivery-notes': exportDeliveryNote,
  invoices: exportInvoice,
  credit: exportCredit,
} as const;

export type ExportEntity = keyof typeof EXPORT_ITEM_SCHEMAS;
export const EXPORT_ENTITIES = Object.keys(EXPORT_ITEM_SCHEMAS) as ExportEntity[];
export type ExportItem<E extends ExportEntity> = z.output<(typeof EXPORT_ITEM_SCHEMAS)[E]>;

/**
 * A page's envelope. Items are checked one by one by the gateway (a refused item is skipped and
 * reported with its key; the page goes on), so the envelope holds them as unknown here.
 */
export const exportPageEnvelope = z.object({
  items: z.array(z.unknown()),
  page: count.min(1),
  size: count.min(1),
  total: count,
  nextUpdatedSince: erpInstant.nullable(),
});

/** A page as the synchronisation receives it: the items that passed their schema, and the others. */
export interface ExportPage<E extends ExportEntity> {
  items: ExportItem<E>[];
  /** Items the schema refused: their key (as far as it could be read) and the first issue. */
  rejected: { key: string; issue: string }[];
  page: number;
  size: number;
  total: number;
  nextUpdatedSince: string | null;
}

/** The key an item is identified by in reports (contract §11.2's key column). */
export function exportItemKey(entity: ExportEntity, item: unknown): string {
  const record = (item ?? {}) as Record<string, unknown>;
  const field = {
    countries: 'codigo',
    'payment-methods': 'codigo',
    families: 'codigo',
    attributes: 'idAtributo',
    products: 'codigo',
    prices: 'codigo',
    stock: 'codigo',
    customers: 'codigo',
    contacts: 'erpContactId',
    promotions: 'codigoCliente',
    'cross-references': 'codigoCliente',
    orders: 'erpNumber',
    'service-requests': 'numero',
    shipments: 'numero',
    'delivery-notes': 'numero',
    invoices: 'numero',
    credit: 'codigoCliente',
  }[entity];
  const value = record[field];
  const key = typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
  return entity === 'stock' && typeof record.idAlmacen === 'string' ? `${key}/${record.idAlmacen}` : key;
}

// ---- §6, §9, §10, §10.1 request bodies ---------------------------------------------------------
// What the portal writes to the ERP. The outbox stores these as its messages' payloads
// (erp/outbox/messages.ts) and checks them when enqueuing, so a portal bug is caught in the
// transaction that made it, not days later as an ERP 400.

const erpInstantOrNull = erpInstant.nullable();
const isoDate = z.iso.date();

/** The order import (§6); built by modules/orders/erp-order-payload.ts. */
export const orderImportBody = z.object({
  portalCode: z.string().regex(/^[A-Za-z0-9._-]{1,40}$/),
  customerCodigo: z.string().min(1),
  placedAt: erpInstantOrNull,
  placedBy: z
    .object({
      username: z.string(),
      email: z.string().nullable(),
      /** The buyer's name; sent with an order their company approved. */
      name: z.string().nullable().optional(),
    })
    .nullable(),
  /** Who approved an order over its buyer's spending limits (DESIGN §13); absent for the others. */
  approvedBy: z
    .object({ username: z.string(), name: z.string(), approvedAt: erpInstant })
    .nullable()
    .optional(),
  lines: z.array(
    z.object({
      codigo: z.string().min(1),
      quantity: z.number().int().min(1),
      unitPrice: erpMoney,
      discount: erpMoney,
      description: z.string().nullable().optional(),
    }),
  ),
  deliveryContact: z.object({
    erpContactId: z.string().nullable(),
    nombre: z.string(),
    direccion: z.string(),
    codigoPostal: z.string(),
    poblacion: z.string(),
    provincia: z.string(),
    ciudad: z.string(),
    pais: z.string(),
    telefono: z.string().nullable(),
  }),
  paymentMethodCode: int32,
  purchaseOrderRef: z.string().nullable(),
  wishedDate: isoDate.nullable(),
  observations: z.string().nullable(),
  currency: z.literal('EUR'),
  totals: z.object({
    gross: erpMoney,
    discount: erpMoney,
    net: erpMoney,
    shipping: erpMoney,
    total: erpMoney,
  }),
});
export type OrderImportBody = z.infer<typeof orderImportBody>;

/** A delivery contact for `POST /api/customers/{codigo}/contacts` (§9). */
export const contactBody = z.object({
  nombre: z.string().min(1),
  direccion: z.string().min(1),
  codigoPostal: z.string().min(1),
  poblacion: z.string().min(1),
  provincia: z.string().optional(),
  ciudad: z.string().optional(),
  pais: z.string().regex(/^[A-Z]{2}$/),
  telefono: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
});
export type ContactBody = z.infer<typeof contactBody>;

/** A new customer for `POST /api/customers` (§10): the customer export's field names. */
export const customerBody = z.object({
  razonSocial: z.string().min(1),
  cif: z.string().min(1),
  telefono: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  direccion: z.string().nullable().optional(),
  codigoPostal: z.string().nullable().optional(),
  poblacion: z.string().nullable().optional(),
  provincia: z.string().nullable().optional(),
  ciudad: z.string().nullable().optional(),
  pais: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  formaPago: int32.nullable().optional(),
  entidadBancaria: z.string().nullable().optional(),
  diaPago: int32.nullable().optional(),
  cuentaContable: z.string().nullable().optional(),
  idLista: z.union([z.literal(1), z.literal(2), z.literal(5), z.literal(6)]).optional(),
});
export type CustomerBody = z.infer<typeof customerBody>;

/**
 * A customer's own changes for `PUT /api/customers/{codigo}` (§10.1): the company data a customer
 * may edit in the portal. Payment method, price list, payment day and account code are the ERP's
 * and never sent. An absent `entidadBancaria` leaves the ERP's unchanged; null clears it.
 */
export const customerUpdateBody = z.object({
  razonSocial: z.string().min(1),
  cif: z.string().min(1),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  codigoPostal: z.string().nullable(),
  poblacion: z.string().nullable(),
  provincia: z.string().nullable(),
  ciudad: z.string().nullable(),
  pais: z.string().regex(/^[A-Z]{2}$/),
  entidadBancaria: z.string().nullable().optional(),
  diaPago: int32.nullable().optional(),
});
export type CustomerUpdateBody = z.infer<typeof customerUpdateBody>;

/**
 * A service request as the ERP takes it (contract §13, `POST /api/service-requests`): its number,
 * kind and customer, the form as the customer filled it (the domain's schemas), the warranty the
 * portal decided, and the files' names and sizes (the files stay in the portal).
 */
export const serviceRequestBody = z.object({
  numero: serviceNumero,
  tipus: z.enum(['sat', 'maintenance', 'standardisation']),
  codigoCliente: z.string().min(1).max(40),
  dades: z.record(z.string(), z.unknown()),
  garantia: z.enum(['in', 'out']).nullable(),
  adjunts: z.array(z.object({ nom: z.string(), tipus: z.string(), mida: z.number().int() })).max(5),
  creadaAt: erpInstant,
});
export type ServiceRequestBody = z.infer<typeof serviceRequestBody>;

/** A change of a request's status (§13, `PUT /api/service-requests/{numero}/status`). */
export const serviceStatusBody = z.object({
  numero: serviceNumero,
  /** The portal's timeline event id: the ERP keeps the change with the highest. */
  seq: z.number().int().min(1),
  status: serviceRequestStatus,
  scheduledDate: z.iso.date().nullable(),
  reason: z.string().max(500).nullable(),
  at: erpInstant,
});
export type ServiceStatusBody = z.infer<typeof serviceStatusBody>;
