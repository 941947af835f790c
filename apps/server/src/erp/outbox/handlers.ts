// What each kind of outbox message does, in one table keyed by `kind`: how it is sent through the
// ERP gateway, and how the ERP's final answer (delivered or refused) is settled in the portal.
// Retries, back-off and the error log's "every 1st and 5th failure" are the worker's, the same
// for every kind (outbox-worker.ts).
import type { Db } from '../../db/client.ts';
import { recordErpNumero } from '../../modules/service-requests/service-request-erp.ts';
import type { ErpOrderStatus } from '../../modules/orders/erp-order-status.ts';
import type {
  ErpErrorBody,
  OrderStatusAnswer,
  ServiceRequestCreatedAnswer,
  ServiceStatusAnswer,
} from '../gateway/contract.ts';
import type { ErpGateway, ErpResult } from '../gateway/erp-gateway.ts';
import type { ErpMessageOf, ErpMessageKind } from './messages.ts';
import { linkRegisteredCustomer, supersededCustomerUpdate, type CustomerLinkParts } from './customer-link.ts';
import { refusedForGood } from './outbox-repository.ts';
import type { Delivery } from '../../outbox/outbox-delivery.ts';

/** A message as claimed from the outbox: parsed, with its row's delivery fields. */
export type StoredMessage<T extends ErpMessageKind> = ErpMessageOf<T> & {
  id: number;
  idempotencyKey: string;
  attempts: number;
};

/** What the ERP answers each kind with when it accepts it. */
interface AnswerOf {
  'order.create': OrderStatusAnswer;
  'order.cancel': OrderStatusAnswer;
  'contact.create': { erpContactId: string };
  'customer.create': { codigo: string };
  'customer.update': { codigo: string };
  'service.create': ServiceRequestCreatedAnswer;
  'service.status': ServiceStatusAnswer;
}

/** A final answer: delivered, or refused for good (the worker retries the rest). */
export type FinalAnswer<A> = Exclude<ErpResult<A>, { kind: 'unavailable' }>;

/** What a handler sends with: the database, and the orders module's writer of order statuses. */
export interface SendContext {
  db: Db;
  orderStatus: ErpOrderStatus;
}

export interface SettleContext extends SendContext {
  erp: ErpGateway;
  /** Each module's part in linking a registered customer to the ERP's code. */
  customerLink: CustomerLinkParts;
  /**
   * The message's settling: delivered or failed, put off with back-off (an answer that needs the
   * ERP again, which is away), an entry in the error log.
   */
  delivery: Delivery;
}

export interface MessageHandler<T extends ErpMessageKind> {
  /** `skip`: nothing to tell the ERP any more; the message is done. */
  send(
    erp: ErpGateway,
    message: StoredMessage<T>,
    ctx: SendContext,
  ): Promise<ErpResult<AnswerOf[T]> | 'skip'>;
  settle(ctx: SettleContext, message: StoredMessage<T>, answer: FinalAnswer<AnswerOf[T]>): Promise<void>;
}

/** Every kind has its handler: a member added to the union without one does not compile. */
export type MessageHandlers = { [T in ErpMessageKind]: MessageHandler<T> };

/** A refusal in words for the error log and the order's reason. */
function refusalText(error: ErpErrorBody): string {
  return error.error_description ?? error.error;
}

async function applyStatus(ctx: SettleContext, codigo: string, answer: OrderStatusAnswer) {
  await ctx.orderStatus.apply(ctx.db, codigo, {
    status: answer.status,
    erpNumber: answer.erpNumber ?? null,
    reason: answer.reason ?? null,
    reasonCode: answer.reasonCode ?? null,
  });
}

export const MESSAGE_HANDLERS: MessageHandlers = {
  'order.create': {
    async send(erp, message, { db, orderStatus }) {
      // Cancelled before it left: the ERP never needs to hear of it.
      if (!(await orderStatus.awaitsImport(db, message.referencia))) return 'skip';
      return erp.importOrder(message.payload, message.idempotencyKey);
    },
    async settle(ctx, message, answer) {
      if (answer.kind === 'ok') {
        await applyStatus(ctx, message.referencia, answer.value);
        return ctx.delivery.delivered();
      }
      // The ERP already holds this order code under another key (an import from before a
      // restore, say): it is delivered; its status comes from the ERP's own record.
      if (answer.status === 409 && answer.error.error === 'duplicate_order') {
        const current = await ctx.erp.orderStatus(message.referencia);
        if (current.kind === 'unavailable') return ctx.delivery.retryLater(current.reason);
        if (current.kind === 'ok') {
          await applyStatus(ctx, message.referencia, current.value);
          return ctx.delivery.delivered();
        }
      }
      // The ERP refused the import itself: the order is rejected, and an administrator should know.
      const reason = refusalText(answer.error).slice(0, 500);
      await ctx.orderStatus.rejectedByErp(ctx.db, message.referencia, reason, answer.error.error);
      await ctx.delivery.recordError(`ERP_${answer.status}`, reason);
      return ctx.delivery.failed(reason);
    },
  },

  'order.cancel': {
    send: (erp, message) => erp.cancelOrder(message.referencia, message.idempotencyKey),
    async settle(ctx, message, answer) {
      // 404: the import never reached the ERP, so there is nothing to cancel there.
      if (answer.kind === 'ok' || answer.status === 404) return ctx.delivery.delivered();
      await ctx.delivery.recordError(
        `ERP_${answer.status}`,
        `The ERP refused to cancel ${message.referencia}: ${refusalText(answer.error)}`.slice(0, 500),
      );
      return ctx.delivery.failed(`cancel refused (${answer.status})`);
    },
  },

  'contact.create': {
    send: (erp, message) =>
      erp.createContact(message.payload.codigoCliente, message.payload.contact, message.idempotencyKey),
    async settle(ctx, message, answer) {
      if (answer.kind === 'refused') {
        await ctx.delivery.recordError(`ERP_${answer.status}`, refusalText(answer.error).slice(0, 500));
        return ctx.delivery.failed('refused by the ERP');
      }
      const { erpContactId } = answer.value;
      const contactId = Number(message.referencia);
      await ctx.db.transaction(async (tx) => {
        await ctx.customerLink.customers.storeContactErpId(tx, contactId, erpContactId);
        await ctx.delivery.queue.in(tx).delivered(ctx.delivery.claim);
      });
    },
  },

  'customer.create': {
    send: (erp, message) => erp.createCustomer(message.payload.customer, message.idempotencyKey),
    async settle(ctx, message, answer) {
      // The ERP's `codigo`: the one it created, or, on a 409 customer_exists, the one it already
      // had for that CIF (contract §10). Either way the registered customer takes it, and the
      // message is settled in the same transaction, so a crash leaves both or neither; a settle
      // repeated after a crash finds the link made and only marks the message done.
      const link = (erpCodigo: string) =>
        ctx.db.transaction(async (tx) => {
          await linkRegisteredCustomer(tx, ctx.customerLink, message.referencia, erpCodigo);
          await ctx.delivery.queue.in(tx).delivered(ctx.delivery.claim);
        });
      if (answer.kind === 'ok') return link(answer.value.codigo);
      if (answer.status === 409 && answer.error.error === 'customer_exists' && answer.error.codigo)
        return link(answer.error.codigo);
      await ctx.delivery.recordError(`ERP_${answer.status}`, refusalText(answer.error).slice(0, 500));
      return ctx.delivery.failed('refused by the ERP');
    },
  },

  'customer.update': {
    async send(erp, message, { db }) {
      // A newer change of this customer carries all of its data: this one has nothing to add.
      if (await supersededCustomerUpdate(db, message.payload.codigoCliente, message.id)) return 'skip';
      return erp.updateCustomer(
        message.payload.codigoCliente,
        message.payload.customer,
        message.idempotencyKey,
      );
    },
    async settle(ctx, message, answer) {
      if (answer.kind === 'ok') return ctx.delivery.delivered();
      // The portal's copy keeps the customer's change; the ERP's record does not have it, and its
      // next synchronisation brings the ERP's data back. An administrator must know.
      await ctx.delivery.recordError(
        `ERP_${answer.status}`,
        `The ERP refused the change to customer ${message.payload.codigoCliente}: ${refusalText(answer.error)}`.slice(
          0,
          500,
        ),
      );
      return ctx.delivery.failed(`refused by the ERP (${answer.status})`);
    },
  },

  'service.create': {
    send: (erp, message) => erp.createServiceRequest(message.payload, message.idempotencyKey),
    async settle(ctx, message, answer) {
      // The ERP's work order number: the one it opened, or, on a 409 duplicate_service_request,
      // the one it already had for this number (a creation sent before under a key the portal
      // no longer has): the request is delivered either way. Number and settle commit together.
      const record = (erpNumero: string) =>
        ctx.db.transaction(async (tx) => {
          await recordErpNumero(tx, message.referencia, erpNumero);
          await ctx.delivery.queue.in(tx).delivered(ctx.delivery.claim);
        });
      if (answer.kind === 'ok') return record(answer.value.erpNumero);
      if (answer.status === 409 && answer.error.error === 'duplicate_service_request') {
        if (answer.error.erpNumero) return record(answer.error.erpNumero);
        // A 409 that does not name the work order: the ERP's own record does.
        const current = await ctx.erp.serviceRequestStatus(message.referencia);
        if (current.kind === 'unavailable') return ctx.delivery.retryLater(current.reason);
        if (current.kind === 'ok') return record(current.value.erpNumero);
      }
      // Refused (an unknown customer, a broken request): the request stays in the portal, where
      // the back office handles it; the ERP has no work order for it, and an administrator must know.
      await ctx.delivery.recordError(
        `ERP_${answer.status}`,
        `The ERP refused service request ${message.referencia}: ${refusalText(answer.error)}`.slice(0, 500),
      );
      return ctx.delivery.failed(`refused by the ERP (${answer.status})`);
    },
  },

  'service.status': {
    send: (erp, message) =>
      erp.updateServiceRequestStatus(message.payload.numero, message.payload, message.idempotencyKey),
    async settle(ctx, message, answer) {
      // The ERP keeps the change with the highest seq, so an answer naming a newer status is fine.
      if (answer.kind === 'ok') return ctx.delivery.delivered();
      const { numero } = message.payload;
      // The ERP does not have the request yet: its creation may still be in the outbox (the ERP
      // was down, say), so the change waits for it, unless the ERP refused the creation for good.
      if (
        answer.status === 404 &&
        answer.error.error === 'unknown_service_request' &&
        !(await refusedForGood(ctx.db, { kind: 'service.create', referencia: numero }))
      ) {
        return ctx.delivery.retryLater(`the ERP does not have service request ${numero} yet`);
      }
      await ctx.delivery.recordError(
        `ERP_${answer.status}`,
        `The ERP refused the status change ${message.referencia}: ${refusalText(answer.error)}`.slice(0, 500),
      );
      return ctx.delivery.failed(`refused by the ERP (${answer.status})`);
    },
  },
};
