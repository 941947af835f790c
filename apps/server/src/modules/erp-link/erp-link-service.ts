// The ERP link for administrators: the outbox at a glance, the messages not yet
// delivered, whether the ERP answers, and "retry now" for one message. The outbox's reads are
// `erp/outbox/outbox-repository.ts`, its mechanism `outbox/`; the ERP is reached only through the ERP gateway.
import type { ErpHealth, ErpLink, OutboxMessage } from '@portal/domain/erp-link';
import { ERP_LINK_LIST_LIMIT } from '@portal/domain/erp-link';
import type { MessageKey } from '@portal/domain/messages';
import type { Db } from '../../db/client.ts';
import type { ErpGateway } from '../../erp/gateway/erp-gateway.ts';
import type { ErpMessageKind } from '../../erp/outbox/messages.ts';
import type { OutboxEntry, OutboxRepository } from '../../erp/outbox/outbox-repository.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { ERP_OUTBOX, OutboxQueue } from '../../outbox/outbox-queue.ts';
import { changedFields, recordChange } from '../change-log/change-log.ts';

/** Long enough for a healthy ERP across a network, short enough for a screen that refreshes. */
export const ERP_HEALTH_TIMEOUT_MS = 3000;
/** How long "retry now" waits for the worker's pass before answering what it knows. */
export const RETRY_WAIT_MS = 5000;

export interface ErpLinkDeps {
  db: Db;
  /** The ERP outbox's messages, which the screen lists and retries. */
  outbox: OutboxRepository;
  erp?: ErpGateway | undefined;
  /** Wakes the outbox worker; resolves once a pass begun after the call has ended. */
  wakeOutbox?: (() => Promise<void>) | undefined;
}

/**
 * Which messages "retry now" applies to. Waiting and retrying ones: it only brings their next
 * attempt forward. Refused ones too (the ERP stores no key for a refused write, contract §5, so
 * the same key may be sent again once the cause is fixed, e.g. the customer created in the ERP),
 * EXCEPT an order the ERP refused: the order is then rejected in the portal and the customer sees
 * it so (and may order again); sending it again could put in the ERP an order the customer was
 * told is rejected. One being delivered right now, or already delivered, is left as it is.
 */
export function retryable(entry: Pick<OutboxEntry, 'state' | 'kind'>): boolean {
  if (entry.state === 'waiting' || entry.state === 'retrying') return true;
  return entry.state === 'failed' && entry.kind !== ('order.create' satisfies ErpMessageKind);
}

export function presentMessage(entry: OutboxEntry): OutboxMessage {
  const settled = entry.state === 'done' || entry.state === 'failed';
  return {
    id: entry.id,
    tipus: entry.kind,
    referencia: entry.referencia,
    codiClient: entry.codigoCliente,
    estat: entry.state,
    intents: entry.attempts,
    darrerError: entry.lastError,
    properIntent: settled || entry.state === 'delivering' ? null : entry.nextAttemptAt.toISOString(),
    dataCreacio: entry.createdAt.toISOString(),
    dataProcessat: entry.settledAt?.toISOString() ?? null,
    reintentable: retryable(entry),
  };
}

/** What "retry now" tells the administrator, from the message before and after the worker's pass. */
function outcomeKey(before: OutboxEntry, now: OutboxEntry): MessageKey {
  if (now.state === 'done') return 'admin.erpLink.sent';
  // Not tried yet (the worker is busy, or not running here) or still under way.
  if (now.attempts === before.attempts || now.state === 'delivering') return 'admin.erpLink.queued';
  return now.state === 'failed' ? 'admin.erpLink.refused' : 'admin.erpLink.stillFailing';
}

export class ErpLinkService {
  constructor(private readonly deps: ErpLinkDeps) {}

  async overview(): Promise<ErpLink> {
    const repo = this.deps.outbox;
    // The ERP is asked while the database answers; neither waits for the other.
    const [counts, messages, erp] = await Promise.all([
      repo.counts(),
      repo.undelivered(ERP_LINK_LIST_LIMIT),
      this.health(),
    ]);
    return {
      recompte: {
        enEspera: counts.waiting,
        enCurs: counts.delivering,
        fallits: counts.retrying + counts.failed,
        reintentant: counts.retrying,
        rebutjats: counts.failed,
        lliurats24h: counts.deliveredLast24h,
      },
      missatges: messages.map(presentMessage),
      erp,
    };
  }

  /** Does the ERP answer? Its health endpoint with a short timeout, through the ERP gateway. */
  async health(): Promise<ErpHealth> {
    const { erp } = this.deps;
    const comprovat = () => new Date().toISOString();
    if (!erp) return { estat: 'unconfigured', latenciaMs: null, comprovat: comprovat(), error: null };
    const started = performance.now();
    const answer = await erp.health(ERP_HEALTH_TIMEOUT_MS);
    const latenciaMs = Math.round(performance.now() - started);
    if (answer.kind === 'ok') return { estat: 'up', latenciaMs, comprovat: comprovat(), error: null };
    const error = answer.kind === 'unavailable' ? answer.reason : `ERP answered ${answer.status}`;
    return { estat: 'down', latenciaMs, comprovat: comprovat(), error };
  }

  /**
   * Makes a message due now (its attempts and last error kept), registers who did it, wakes the
   * worker and answers the message as the worker's pass left it, with what became of it.
   */
  async retryNow(id: number, actor: number): Promise<{ message: OutboxMessage; key: MessageKey }> {
    const { db } = this.deps;
    const before = await db.transaction(async (tx) => {
      const repo = this.deps.outbox.in(tx);
      // Locked: no worker claims it between the check and the change.
      const entry = await repo.entry(id, true);
      if (!entry) throw notFound();
      if (entry.state === 'done') return entry;
      if (entry.state === 'delivering') throw conflict('admin.erpLink.beingSent');
      if (!retryable(entry)) throw conflict('admin.erpLink.orderRejected');
      await new OutboxQueue(tx, ERP_OUTBOX).makeDue(id);
      const after = (await repo.entry(id))!;
      await recordChange(tx, {
        taula: 'outbox',
        tipus: 'UPDATE',
        idRegistre: id,
        idUsuari: actor,
        detall: changedFields<{ estat: string; properIntent: string }>(
          { estat: entry.state, properIntent: entry.nextAttemptAt.toISOString() },
          { estat: after.state, properIntent: after.nextAttemptAt.toISOString() },
        ),
      });
      return entry;
    });
    if (before.state === 'done') return { message: presentMessage(before), key: 'admin.erpLink.alreadySent' };

    if (this.deps.wakeOutbox) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.deps.wakeOutbox(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, RETRY_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    const now = (await this.deps.outbox.entry(id))!;
    return { message: presentMessage(now), key: outcomeKey(before, now) };
  }
}
