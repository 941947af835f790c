// Wire shapes of the cart, delivery contacts, countries and orders (spec §3, §7 Customers and
// Orders). Rules live in cart.ts, cart-quantity.ts, order.ts; this file only says what travels.
import { z } from 'zod';
import { customerProfileSchema } from './accounts.ts';
import { cartLineSchema } from './cart.ts';
import { MAX_LINE_QUANTITY } from './cart-quantity.ts';
import { moneySchema } from './money.ts';
import { rejectionMessageSchema } from './order-rejection.ts';
import { orderStatusSchema } from './order-status.ts';
import { MAX_CODE_LENGTH } from './quick-order.ts';
import { TEXT_MAX_LENGTH } from './validators.ts';

/** A rule's verdict with its text already in the request's language. */
export const issueSchema = z.object({ missatge: z.string(), error_description: z.string() });
export type Issue = z.infer<typeof issueSchema>;

export const paisSchema = z.object({ codigo: z.string(), nombre: z.string() });
export type Pais = z.infer<typeof paisSchema>;

const requiredText = (max = TEXT_MAX_LENGTH) =>
  z.string().trim().min(1, { message: 'validation.required' }).max(max);

/** `POST /cliente/contactos/add/contacto?pais=ES`: a new delivery address. */
export const contactInputSchema = z.object({
  nombreContacto: requiredText(),
  direccion: requiredText(),
  codigoPostal: z.string().trim().min(1, { message: 'validation.required' }).max(10),
  poblacion: requiredText(),
  provincia: z.string().trim().max(TEXT_MAX_LENGTH).default(''),
  ciudad: z.string().trim().max(TEXT_MAX_LENGTH).default(''),
  telefono: z.string().trim().max(20).optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactSchema = z.object({
  id: z.number().int(),
  nombreContacto: z.string(),
  direccion: z.string(),
  codigoPostal: z.string(),
  poblacion: z.string(),
  provincia: z.string(),
  ciudad: z.string(),
  pais: z.string(),
  telefono: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/** A cart line as the server answers it: priced now, with its rule verdicts. */
export const cartViewLineSchema = cartLineSchema.extend({
  lineTotal: moneySchema,
  errors: z.array(issueSchema),
  warnings: z.array(issueSchema),
});
export type CartViewLine = z.infer<typeof cartViewLineSchema>;

/** The order's money (order.ts `summariseOrder`): `grossTotal − discountTotal = subtotal`, `subtotal + shipping = total`. */
export const orderTotalsSchema = z.object({
  /** Goods at the prices without offer. */
  grossTotal: moneySchema,
  /** What the customer saves: Σ `(priceNoOffer − finalPrice) × quantity`. */
  discountTotal: moneySchema,
  /** Goods at their final prices. */
  subtotal: moneySchema,
  shipping: moneySchema,
  freeShipping: z.boolean(),
  total: moneySchema,
  /** The goods must be worth more than this (`pedidoMinimo`). */
  pedidoMinimo: moneySchema,
  /** Shipping charged below the free-shipping threshold (`importeFijo`). */
  importeFijo: moneySchema,
  freeShippingFrom: moneySchema,
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** `GET /carrito` and every cart write answer the whole cart, priced for the customer. */
export const cartViewSchema = z.object({
  lineas: z.array(cartViewLineSchema),
  totals: orderTotalsSchema,
  /** Why the cart cannot be ordered as it is (minimum total, a line's lote…); empty when it can. */
  blocking: z.array(issueSchema),
  missatge: z.string().nullable(),
});
export type CartView = z.infer<typeof cartViewSchema>;

export const cartItemInputSchema = z.object({
  codigo: z.string().trim().min(1).max(MAX_CODE_LENGTH),
  Cantidad: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

export const cartQuantityInputSchema = cartItemInputSchema.pick({ Cantidad: true });

/** `POST /carrito/rapida`: pasted text or CSV; `confirm` adds the valid lines in one step. */
export const quickOrderInputSchema = z.object({
  text: z.string().max(100_000),
  confirm: z.boolean().default(false),
});
export const quickOrderVerdictSchema = z.object({
  lineNumber: z.number().int(),
  text: z.string(),
  codigo: z.string().nullable(),
  quantity: z.number().int().nullable(),
  ok: z.boolean(),
  errors: z.array(issueSchema),
  warnings: z.array(issueSchema),
});
export type QuickOrderVerdict = z.infer<typeof quickOrderVerdictSchema>;
export const quickOrderResultSchema = z.object({
  lines: z.array(quickOrderVerdictSchema),
  added: z.number().int(),
  cart: cartViewSchema.nullable(),
});
export type QuickOrderResult = z.infer<typeof quickOrderResultSchema>;

export const orderLineSchema = z.object({
  linea: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  Cantidad: z.number().int(),
  finalPrice: moneySchema,
  priceNoOffer: moneySchema,
  discount: moneySchema,
  lineTotal: moneySchema,
  /** The customer's own code for the product as it was when the order was placed (null: none). */
  codigoPropio: z.string().nullable().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  Codigo: z.string(),
  codigoCliente: z.string(),
  estado: orderStatusSchema,
  erpNumero: z.string().nullable(),
  /** Why the ERP rejected it, as a message key (`orders.rejection.*`); null unless rejected. */
  motivoRechazo: rejectionMessageSchema.nullable(),
  /** The approver's own words when the company's approver rejected it (DESIGN §13); else null. */
  motiuRebuig: z.string().nullable(),
  fecha: z.string().describe('ISO 8601 instant'),
  referencia: z.string().nullable(),
  fechaEntrega: z.string().nullable(),
  observaciones: z.string().nullable(),
  formaPago: z.number().int().nullable(),
  direccionEntrega: contactSchema.omit({ id: true }),
  /** The money as placed (order.ts), the same figures as the cart it came from. */
  grossTotal: moneySchema,
  discountTotal: moneySchema,
  subtotal: moneySchema,
  shipping: moneySchema,
  total: moneySchema,
  numLineas: z.number().int(),
  /** Whether the customer may still cancel it. */
  cancelable: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * `GET /pedidos/cliente/csv/{idCliente}?detall=…`: the history's CSV with one row per order
 * (`comandes`, the default) or one per order line (`linies`, with the customer's own code).
 */
export const ORDERS_CSV_DETAILS = ['comandes', 'linies'] as const;
export const ordersCsvQuerySchema = z.object({
  detall: z.enum(ORDERS_CSV_DETAILS).default('comandes'),
});
export type OrdersCsvDetail = (typeof ORDERS_CSV_DETAILS)[number];

/** `POST /pedidos/add` answers the order with its lines (spec §3 Order: Codigo and lineasPedido). */
export const placedOrderSchema = orderSchema.extend({
  lineasPedido: z.array(orderLineSchema),
  missatge: z.string().nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** Reorder: what went back into the cart, and what could not, with the reason; products by code and name. */
export const reorderResultSchema = z.object({
  added: z.array(z.object({ codigo: z.string(), nombre: z.string() })),
  skipped: z.array(z.object({ codigo: z.string(), nombre: z.string(), errors: z.array(issueSchema) })),
  cart: cartViewSchema,
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;

/** The customer an order is for, as its printed copy names it. */
export const orderCustomerSchema = customerProfileSchema.pick({
  codigo: true,
  razonSocial: true,
  cif: true,
  telefono: true,
  direccion: true,
  codigoPostal: true,
  poblacion: true,
  provincia: true,
  ciudad: true,
  pais: true,
});

/** `GET /pedidos/pedido/{code}/imprimir`: everything the printed order shows, in one answer. */
export const printableOrderSchema = z.object({
  pedido: orderSchema,
  lineasPedido: z.array(orderLineSchema),
  cliente: orderCustomerSchema,
  /** The order's payment method by name, in the request's language (null when unknown). */
  formaPagoNombre: z.string().nullable(),
  /** The company's contact (`emailContacto`, `telefonoContacto` parameters). */
  empresa: z.object({ emailContacto: z.string().nullable(), telefonoContacto: z.string().nullable() }),
});
export type PrintableOrder = z.infer<typeof printableOrderSchema>;
