// The ERP's channel of the outbox (DESIGN §7): each message (messages.ts) is sent with its
// idempotency key, so a retry after a lost answer never doubles a write, and a final answer is
// settled by the message's handler (handlers.ts): the order sent or rejected, the contact's ERP id
// stored … Claiming, leases, back-off and the error log are the outbox's (outbox/).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  OutboxDelivery,
  type Delivery,
  type OutboxChannel,
  type OutboxDeliveryOptions,
} from '../../outbox/outbox-delivery.ts';
import { ERP_OUTBOX, type OutboxClaim } from '../../outbox/outbox-queue.ts';
import type { ErpGateway } from '../gateway/erp-gateway.ts';
import { describeIssues } from '../gateway/http-erp-gateway.ts';
import { MESSAGE_HANDLERS, type MessageHandler, type StoredMessage } from './handlers.ts';
import type { ErpOrderStatus } from '../../modules/orders/erp-order-status.ts';
import type { CustomerLinkParts } from './customer-link.ts';
import { erpMessage, type ErpMessageKind } from './messages.ts';

export type OutboxWorker = OutboxDelivery;

/** The modules' parts the handlers settle answers with, built by the composition root. */
export interface ErpOutboxParts {
  /** The orders module's writer of the ERP's order statuses. */
  orderStatus: ErpOrderStatus;
  /** Each module's part in linking a registered customer to the ERP's code. */
  customerLink: CustomerLinkParts;
}

/** The worker that delivers the outbox to the ERP; `concurrency` messages at once. */
export function erpOutboxWorker(
  db: Db,
  erp: ErpGateway,
  log: FastifyBaseLogger,
  options: OutboxDeliveryOptions = {},
  /** Built by the composition root (services.ts `erpOutboxPartsOf` for one outside an app). */
  parts: ErpOutboxParts,
): OutboxWorker {
  return new OutboxDelivery(db, new ErpChannel(db, erp, parts), log, options);
}

class ErpChannel implements OutboxChannel {
  readonly table = ERP_OUTBOX;
  readonly name = 'OutboxWorker';
  /** 2 s, 4 s, 8 s … up to 5 minutes. */
  readonly backoff = { first: 2, max: 300 };

  constructor(
    private readonly db: Db,
    private readonly erp: ErpGateway,
    private readonly parts: ErpOutboxParts,
  ) {}

  describe(claim: OutboxClaim) {
    return { codi: String(claim.row.referencia), metode: String(claim.row.kind) };
  }

  /** Parses the claimed row into the union; one that does not parse is settled as failed. */
  async deliver(delivery: Delivery): Promise<void> {
    const { row, id, attempts } = delivery.claim;
    const parsed = erpMessage.safeParse({ kind: row.kind, referencia: row.referencia, payload: row.payload });
    if (!parsed.success) {
      const issues = describeIssues(parsed.error);
      await delivery.recordError('OUTBOX_UNREADABLE', `The outbox message cannot be read: ${issues}`);
      await delivery.failed(`unreadable message: ${issues}`.slice(0, 500));
      return;
    }
    const message = { ...parsed.data, id, attempts, idempotencyKey: String(row.idempotency_key) };
    await this.dispatch(parsed.data.kind, message, delivery);
  }

  /**
   * The one place messages are dispatched: their handler sends them, a final answer is settled
   * by it, and anything else (ERP away, slow, erroring, or answering out of contract) waits with
   * back-off. Generic over the kind so the handler and the message are known to match.
   */
  private async dispatch<T extends ErpMessageKind>(
    kind: T,
    message: StoredMessage<T>,
    delivery: Delivery,
  ): Promise<void> {
    const handler: MessageHandler<T> = MESSAGE_HANDLERS[kind];
    let answer: Awaited<ReturnType<MessageHandler<T>['send']>>;
    try {
      answer = await handler.send(this.erp, message, { db: this.db, orderStatus: this.parts.orderStatus });
    } catch (error) {
      answer = { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
    }
    if (answer === 'skip') {
      await delivery.delivered();
      return;
    }
    // The ERP may have it even so: its idempotency key makes the next attempt safe.
    if (answer.kind === 'unavailable') return delivery.retryLater(answer.reason, 'ERP_UNAVAILABLE');
    await handler.settle({ db: this.db, ...this.parts, erp: this.erp, delivery }, message, answer);
  }
}
