// The outbox's messages (DESIGN §7, §10): what the portal has promised to write to the ERP, as one
// discriminated union on `kind`. A message is enqueued by `enqueueErpMessage` in the caller's own
// transaction (with the order, the contact … it is about), and the worker parses each stored row
// back into this union before delivering it (outbox-worker.ts, handlers in handlers.ts).
//
// A new kind of message (after-sales requests, say) is one member here, one line in
// MESSAGE_KINDS, and one handler in handlers.ts; the compiler refuses a member without them.
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { placeholders, type StatementPart } from '../../db/statement-part.ts';
import {
  contactBody,
  customerBody,
  customerUpdateBody,
  orderImportBody,
  serviceRequestBody,
  serviceStatusBody,
} from '../gateway/contract.ts';

/** An order code as the ERP keys it (contract §6). */
const portalCode = z.string().regex(/^[A-Za-z0-9._-]{1,40}$/);

export const erpMessage = z.discriminatedUnion('kind', [
  /** Import an order (contract §6); `referencia` is its code. */
  z.object({
    kind: z.literal('order.create'),
    referencia: portalCode,
    payload: orderImportBody,
  }),
  /** Tell the ERP an order was cancelled (contract §8). */
  z.object({
    kind: z.literal('order.cancel'),
    referencia: portalCode,
    payload: z.object({ portalCode }),
  }),
  /** A delivery contact the customer added (contract §9); `referencia` is its portal id. */
  z.object({
    kind: z.literal('contact.create'),
    referencia: z.string().regex(/^\d+$/),
    payload: z.object({ codigoCliente: z.string().min(1), contact: contactBody }),
  }),
  /**
   * A customer registered in the portal (contract §10; registration enqueues it). `referencia` is the
   * portal's own reference of the registration, which links the ERP's `codigo` back to it.
   */
  z.object({
    kind: z.literal('customer.create'),
    referencia: z.string().min(1).max(200),
    payload: z.object({ customer: customerBody }),
  }),
  /**
   * A customer's own change to its company data (contract §10.1). Each change is a write of its
   * own, so `referencia` is `<codigo>-<id of its change-register row>`: unique per change (the id
   * alone makes it so; the codigo, with any character a key may not carry as `_`, is for people),
   * and an administrator finds the change from the message. Only customers the ERP already knows
   * are updated (the profile refuses a change while the registration is still on its way).
   */
  z.object({
    kind: z.literal('customer.update'),
    referencia: z.string().regex(/^[A-Za-z0-9._-]{1,40}-\d{1,12}$/),
    payload: z.object({ codigoCliente: z.string().min(1).max(40), customer: customerUpdateBody }),
  }),
  /**
   * A service request a customer sent (contract §13); `referencia` is its number
   * (`SAT-000123`). The ERP opens a work order for it.
   */
  z.object({
    kind: z.literal('service.create'),
    referencia: z.string().regex(/^(SAT|MNT|STD)-\d{6,}$/),
    payload: serviceRequestBody,
  }),
  /**
   * A change of a service request's status, made in the portal's back office or by the customer
   * (cancel). `referencia` is `<numero>-<id of its timeline event>`: one write per change; the
   * ERP keeps the change with the highest `seq`, so two changes arriving out of order end right.
   */
  z.object({
    kind: z.literal('service.status'),
    referencia: z.string().regex(/^(SAT|MNT|STD)-\d{6,}-\d{1,12}$/),
    payload: serviceStatusBody,
  }),
]);

export type ErpMessage = z.infer<typeof erpMessage>;
export type ErpMessageKind = ErpMessage['kind'];
/** The member of the union with that `kind`. */
export type ErpMessageOf<T extends ErpMessageKind> = Extract<ErpMessage, { kind: T }>;

/**
 * Per kind: the idempotency key's prefix (the key is `<prefix>-<referencia>`: one write per thing,
 * however often it is retried; contract §5) and what `referencia` names, so queries can join it.
 * The prefixes are those of rows already stored: changing one would make the ERP see a new write.
 */
export const MESSAGE_KINDS = {
  'order.create': { keyPrefix: 'order', about: 'order' },
  'order.cancel': { keyPrefix: 'order-cancel', about: 'order' },
  'contact.create': { keyPrefix: 'contact', about: 'contact' },
  'customer.create': { keyPrefix: 'customer', about: 'customer' },
  'customer.update': { keyPrefix: 'customer-update', about: 'customer' },
  'service.create': { keyPrefix: 'service', about: 'service' },
  'service.status': { keyPrefix: 'service-status', about: 'service' },
} as const satisfies Record<
  ErpMessageKind,
  { keyPrefix: string; about: 'order' | 'contact' | 'customer' | 'service' }
>;

export const ERP_MESSAGE_KINDS = Object.keys(MESSAGE_KINDS) as ErpMessageKind[];
/** The kinds whose `referencia` is an order code (their customer is the order's). */
export const ORDER_MESSAGE_KINDS = ERP_MESSAGE_KINDS.filter((kind) => MESSAGE_KINDS[kind].about === 'order');

export function idempotencyKeyOf(message: Pick<ErpMessage, 'kind' | 'referencia'>): string {
  return `${MESSAGE_KINDS[message.kind].keyPrefix}-${message.referencia}`;
}

/**
 * The messages that must reach the ERP in the order they were written share an ordering key: an
 * order's import and its cancellation, a customer's contacts and company changes. Messages of
 * different keys are delivered side by side. A service request's status changes need no line of
 * their own: the ERP keeps the highest `seq`, and one that comes before its request is retried.
 */
export function orderingKeyOf(message: ErpMessage): string {
  switch (message.kind) {
    case 'order.create':
    case 'order.cancel':
      return `order:${message.referencia}`;
    case 'contact.create':
    case 'customer.update':
      return `customer:${message.payload.codigoCliente}`;
    case 'customer.create':
      // Its customer code is the ERP's answer: nothing of it can be queued before it.
      return `registration:${message.referencia}`;
    case 'service.create':
      return `service:${message.referencia}`;
    case 'service.status':
      return `service-status:${message.referencia}`;
  }
}

/**
 * Stores a message for the worker, in the caller's transaction: the message is committed exactly
 * when what it is about is. It is checked against its schema first, so a message the worker could
 * not read (or the ERP would refuse as malformed) fails the caller's transaction instead.
 */
export async function enqueueErpMessage(tx: DbOrTx, message: ErpMessage): Promise<void> {
  await erpMessageInsert(tx, message);
}

/**
 * The stored row of a message, checked against its schema first: a message the worker could not
 * read (or the ERP would refuse as malformed) fails the write it comes with instead.
 */
function rowOf(message: ErpMessage) {
  const checked = erpMessage.parse(message);
  return {
    kind: checked.kind,
    referencia: checked.referencia,
    idempotencyKey: idempotencyKeyOf(checked),
    orderingKey: orderingKeyOf(checked),
    payload: checked.payload,
  };
}

function erpMessageInsert(db: DbOrTx, message: ErpMessage) {
  return db.insert(outbox).values(rowOf(message));
}

/**
 * The message's insert as a part of a larger statement, prepared once (db/statement-part.ts): a
 * write made of one statement (placing an order) carries it, so the message commits exactly with
 * the write.
 */
export function erpMessageInsertPart(db: DbOrTx, prefix: string): StatementPart<ErpMessage> {
  const named = placeholders(prefix);
  return {
    statement: db
      .insert(outbox)
      .values(named.row(['kind', 'referencia', 'idempotencyKey', 'orderingKey', 'payload']))
      .returning({ id: outbox.id }),
    values: (message) => named.valuesOf(rowOf(message)),
  };
}
