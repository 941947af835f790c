// Orders over their buyer's spending limits (DESIGN §13). A buyer with limits has their order
// placed here, in a transaction of its own: their limits row is locked first (company-team's
// BuyerLimits), so a second order of theirs waits and then counts the first in the month's spend
// — two orders placed at once cannot both slip under the monthly limit. An order within the
// limits is stored as placement stores any other (with its ERP message); one over them is stored
// whole, priced, `awaiting_approval`, with the ERP message it will become kept aside and a mail
// to every approver of the company, and nothing for the ERP.
//
// An approver of the company (or its administrator) then approves it — checked again against the
// catalogue's rules and minimums, and sent at the prices of its placing (docs/decisions.md) — or
// rejects it with a reason its buyer is mailed. The buyer may cancel it meanwhile (order-service).
// Approvers are reminded after 48 h and the company administrator told after 5 days (`remind`).
import {
  APPROVAL_ESCALATION_DAYS,
  APPROVAL_REMINDER_HOURS,
  passedLimitSchema,
  type PendingApproval,
} from '@portal/domain/approvals';
import { COMPANY_ROLE_NAMES } from '@portal/domain/company-roles';
import { formatEuros } from '@portal/domain/format';
import { isLanguage, type Language } from '@portal/domain/languages';
import type { MailKind } from '@portal/domain/mailbox';
import { NOT_APPROVED } from '@portal/domain/order-rejection';
import type { Order } from '@portal/domain/ordering-api';
import { monthStart, passedLimits } from '@portal/domain/spending-limits';
import type { Db, DbOrTx } from '../../db/client.ts';
import { enqueueErpMessage } from '../../erp/outbox/messages.ts';
import { authorize, ownCustomer } from '../../http/customer-scope.ts';
import { conflict } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { mailLine, portalLink } from '../accounts/account-mail.ts';
import type { CartService } from '../cart/cart-service.ts';
import { recordChange, type Change } from '../change-log/change-log.ts';
import type { BuyerLimits } from '../company-team/buyer-limits.ts';
import type { OrderPricing } from '../pricing/order-pricing.ts';
import type { CompanyMember, CompanyMembers } from '../users/company-members.ts';
import type { ApprovalRepository } from './approval-repository.ts';
import { checkPriced } from './order-checks.ts';
import { presentLine, presentOrder } from './order-presenter.ts';
import type { ErpOrderPayload } from './erp-order-payload.ts';
import type { NewOrder, OrderRepository, OrderLineRow, OrderRow } from './order-repository.ts';

export interface OrderApprovalDeps {
  db: Db;
  orders: OrderRepository;
  /** The approvals' own rows (`pedido_aprovacions`). */
  approvalRows: ApprovalRepository;
  limits: BuyerLimits;
  members: CompanyMembers;
  cart: CartService;
  pricing: OrderPricing;
  /** `PUBLIC_URL`, which the mails' links start with. */
  publicUrl: string;
  /** Wakes the mail worker after a commit that wrote mail. */
  onMailQueued: () => void;
}

/** Who decides: an approver (a buyer who also approves holds this role too) or the company administrator. */
const APPROVERS = [COMPANY_ROLE_NAMES.aprovador, COMPANY_ROLE_NAMES.administrador];
const HOUR_MS = 60 * 60 * 1000;
/** The change log's table of approvals and rejections. */
export const APPROVALS_TABLE = 'pedido_aprovacions';

const nameOf = (member: Pick<CompanyMember, 'nomContacte' | 'username'>) =>
  mailLine(member.nomContacte?.trim() || member.username);
const languageOf = (member: CompanyMember): Language => (isLanguage(member.idioma) ? member.idioma : 'ca');

export class OrderApprovals {
  constructor(private readonly deps: OrderApprovalDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** Whether the buyer has limits at all: only then is their order placed here. */
  limitsOf(auth: AuthContext) {
    return this.deps.limits.of(this.db, auth.idUsuari);
  }

  /**
   * Stores an order of a buyer with limits, judged under the lock on their limits: within them,
   * with its ERP message like any order; over them, awaiting approval, its approvers mailed.
   */
  async place(
    auth: AuthContext,
    order: NewOrder,
    lines: Omit<OrderLineRow, 'codigoPedido'>[],
    change: Change,
    erpPayload: ErpOrderPayload,
  ): Promise<{ row: OrderRow; lines: OrderLineRow[] }> {
    let mailed = false;
    const stored = await this.db.transaction(async (tx) => {
      const limits = await this.deps.limits.locked(tx, auth.idUsuari);
      const repo = this.deps.orders.in(tx);
      const monthSpent =
        limits && limits.monthlyLimit !== null
          ? await repo.monthSpend(auth.idUsuari, monthStart(order.createdAt))
          : '0';
      const passed = limits ? passedLimits(order.subtotal, limits, monthSpent) : [];
      const awaiting = passed.length > 0;
      const result = await repo.insert(
        { ...order, estado: awaiting ? 'awaiting_approval' : 'received' },
        lines,
      );
      await recordChange(tx, {
        ...change,
        detall: { ...(change.detall as object), estado: result.row.estado, limits: passed },
      });
      if (awaiting) {
        await this.deps.approvalRows.in(tx).insert({
          codigoPedido: order.codigo,
          limits: passed,
          orderLimit: limits!.orderLimit === null ? null : String(limits!.orderLimit),
          monthlyLimit: limits!.monthlyLimit === null ? null : String(limits!.monthlyLimit),
          monthSpent: String(monthSpent),
          erpPayload,
          createdAt: order.createdAt,
        });
        mailed = await this.mailApprovers(tx, 'approval.requested', result.row, passed, APPROVERS);
      } else {
        await enqueueErpMessage(tx, { kind: 'order.create', referencia: order.codigo, payload: erpPayload });
      }
      await this.deps.cart.emptyIn(tx, auth);
      return result;
    });
    if (mailed) this.deps.onMailQueued();
    return stored;
  }

  /** The company's orders awaiting approval, oldest first, with their lines and why they wait. */
  async pending(auth: AuthContext): Promise<PendingApproval[]> {
    const codigoCliente = ownCustomer(auth);
    const rows = await this.deps.approvalRows.pendingOf(codigoCliente);
    const repo = this.deps.orders;
    const [members, lines] = await Promise.all([
      this.deps.members.list(this.db, codigoCliente),
      Promise.all(rows.map((row) => repo.linesOf(row.order.codigo))),
    ]);
    const names = new Map(members.map((member) => [member.idUsuari, nameOf(member)]));
    return rows.map(({ order, approval }, index) => ({
      pedido: presentOrder(order, lines[index]!.length),
      lineasPedido: lines[index]!.map(presentLine),
      comprador: names.get(order.idUsuari) ?? String(order.idUsuari),
      limits: approval.limits.map((limit) => passedLimitSchema.parse(limit)),
      limitPedido: approval.orderLimit === null ? null : Number(approval.orderLimit),
      limitMensual: approval.monthlyLimit === null ? null : Number(approval.monthlyLimit),
      gastMes: Number(approval.monthSpent),
    }));
  }

  /**
   * Approves an order of the caller's company: checked again against today's catalogue (products
   * still sold, lote and minimum quantities, the order minimum), refused while its prices differ
   * from today's, then sent to the ERP through the outbox exactly as a normal order, with the
   * buyer's and the approver's names; the buyer is mailed.
   */
  async approve(auth: AuthContext, codigo: string, language: Language): Promise<Order> {
    const row = await this.awaitingOf(auth, codigo);
    const repo = this.deps.orders;
    const lines = await repo.linesOf(codigo);
    await this.checkStillOrderable(auth, lines, language);
    const [buyer, approver] = await Promise.all([
      this.deps.members.find(this.db, row.idUsuari),
      this.deps.members.find(this.db, auth.idUsuari),
    ]);
    const decidedAt = new Date();
    await this.db.transaction(async (tx) => {
      const approval = await this.decide(tx, auth, row, 'approved', decidedAt);
      if (!(await this.deps.orders.in(tx).transition(codigo, ['awaiting_approval'], 'received'))) {
        throw conflict('approvals.notAwaiting');
      }
      const payload = approval.erpPayload as ErpOrderPayload;
      await enqueueErpMessage(tx, {
        kind: 'order.create',
        referencia: codigo,
        payload: {
          ...payload,
          placedBy: payload.placedBy && { ...payload.placedBy, name: buyer ? nameOf(buyer) : null },
          approvedBy: {
            username: auth.username,
            name: approver ? nameOf(approver) : auth.username,
            approvedAt: decidedAt.toISOString(),
          },
        },
      });
      await this.tellBuyer(tx, auth, codigo, buyer, approver, null);
    });
    if (buyer?.actiu) this.deps.onMailQueued();
    return presentOrder((await repo.byCode(codigo))!, lines.length);
  }

  /** Rejects an order of the caller's company with the approver's reason; its buyer is mailed. */
  async reject(auth: AuthContext, codigo: string, motiu: string): Promise<Order> {
    const row = await this.awaitingOf(auth, codigo);
    const [buyer, approver] = await Promise.all([
      this.deps.members.find(this.db, row.idUsuari),
      this.deps.members.find(this.db, auth.idUsuari),
    ]);
    await this.db.transaction(async (tx) => {
      await this.decide(tx, auth, row, 'rejected', new Date(), motiu);
      const moved = await this.deps.orders.in(tx).transition(codigo, ['awaiting_approval'], 'rejected', {
        erpMotivoCodigo: NOT_APPROVED,
        motiuRebuig: motiu,
      });
      if (!moved) throw conflict('approvals.notAwaiting');
      await this.tellBuyer(tx, auth, codigo, buyer, approver, motiu);
    });
    if (buyer?.actiu) this.deps.onMailQueued();
    const repo = this.deps.orders;
    const lines = await repo.linesOf(codigo);
    return presentOrder((await repo.byCode(codigo))!, lines.length);
  }

  /**
   * Mails the buyer (if still active) who decided their order: approved when `motiu` is null,
   * rejected with that reason otherwise. In the decision's transaction.
   */
  private async tellBuyer(
    tx: DbOrTx,
    auth: AuthContext,
    codigo: string,
    buyer: CompanyMember | undefined,
    approver: CompanyMember | undefined,
    motiu: string | null,
  ): Promise<void> {
    if (!buyer?.actiu) return;
    const common = {
      to: buyer.email,
      idioma: languageOf(buyer),
    };
    const params = {
      nom: nameOf(buyer),
      order: codigo,
      aprovador: approver ? nameOf(approver) : mailLine(auth.username),
      link: portalLink(this.deps.publicUrl, '/history'),
    };
    await enqueueMail(
      tx,
      motiu === null
        ? { kind: 'approval.approved', ...common, params }
        : { kind: 'approval.rejected', ...common, params: { ...params, motiu } },
    );
  }

  /** The buyer cancelled it while it waited (order-service.ts): no one need decide any more. */
  async cancelled(tx: DbOrTx, codigo: string, idUsuari: number): Promise<void> {
    await this.deps.approvalRows.in(tx).decide(codigo, 'cancelled', idUsuari, new Date());
  }

  /**
   * One pass of the reminders (a scheduled job, app.ts): approvers are mailed again about orders
   * waiting 48 h, the company administrator about those waiting 5 days; each once, claimed by
   * the update that marks it, so two instances never mail twice. `now` is the clock, for tests.
   */
  async remind(now = new Date()): Promise<{ reminded: number; escalated: number }> {
    const stages = [
      {
        kind: 'approval.reminder' as const,
        followUp: 'remindedAt' as const,
        before: new Date(now.getTime() - APPROVAL_REMINDER_HOURS * HOUR_MS),
        roles: APPROVERS,
      },
      {
        kind: 'approval.escalated' as const,
        followUp: 'escalatedAt' as const,
        before: new Date(now.getTime() - APPROVAL_ESCALATION_DAYS * 24 * HOUR_MS),
        roles: [COMPANY_ROLE_NAMES.administrador],
      },
    ];
    const counts = { reminded: 0, escalated: 0 };
    let mailed = false;
    for (const stage of stages) {
      for (const { codigo } of await this.deps.approvalRows.due(stage.followUp, stage.before)) {
        const sent = await this.db.transaction(async (tx) => {
          const claimed = await this.deps.approvalRows.in(tx).claim(codigo, stage.followUp, now);
          const order = await this.deps.orders.in(tx).byCode(codigo);
          if (!claimed || order?.estado !== 'awaiting_approval') return false;
          const limits = claimed.limits.map((limit) => passedLimitSchema.parse(limit));
          return this.mailApprovers(tx, stage.kind, order, limits, stage.roles);
        });
        if (sent) {
          mailed = true;
          counts[stage.kind === 'approval.reminder' ? 'reminded' : 'escalated'] += 1;
        }
      }
    }
    if (mailed) this.deps.onMailQueued();
    return counts;
  }

  /** An order of the caller's company awaiting approval, placed by someone else. */
  private async awaitingOf(auth: AuthContext, codigo: string): Promise<OrderRow> {
    const row = authorize(auth, await this.deps.orders.byCode(codigo));
    if (row.estado !== 'awaiting_approval') throw conflict('approvals.notAwaiting');
    // Approving one's own order would make the limit nobody's business but the buyer's.
    if (row.idUsuari === auth.idUsuari) throw conflict('approvals.ownOrder');
    return row;
  }

  /** Records the decision once (a second approver's click finds it taken) and its change-log entry. */
  private async decide(
    tx: DbOrTx,
    auth: AuthContext,
    row: OrderRow,
    decision: 'approved' | 'rejected',
    decidedAt: Date,
    motiu?: string,
  ) {
    const approval = await this.deps.approvalRows
      .in(tx)
      .decide(row.codigo, decision, auth.idUsuari, decidedAt);
    if (!approval) throw conflict('approvals.notAwaiting');
    // Under the approvals' table, which the company's team screen lists with its own changes.
    await recordChange(tx, {
      taula: APPROVALS_TABLE,
      tipus: 'UPDATE',
      idRegistre: row.codigo,
      idUsuari: auth.idUsuari,
      detall: {
        codigoCliente: row.codigoCliente,
        accio: decision,
        pedido: row.codigo,
        estado: { from: 'awaiting_approval', to: decision === 'approved' ? 'received' : 'rejected' },
        ...(motiu === undefined ? {} : { motiu }),
      },
    });
    return approval;
  }

  /**
   * The order's lines priced today must still be orderable as they are (the catalogue's rules, the
   * order minimum) and cost what they cost when it was placed; else nothing is sent.
   */
  private async checkStillOrderable(auth: AuthContext, lines: OrderLineRow[], language: Language) {
    const pricedOrder = await this.deps.pricing.price(
      auth,
      lines.map((line) => ({ codigo: line.codigoArticulo, quantity: line.cantidad })),
      language,
    );
    // The buyer accepted the conditions when placing it.
    checkPriced(pricedOrder, true);
    const { summary } = pricedOrder;
    const today = new Map(summary.lines.map((line) => [line.codigo, line]));
    const changed = lines.some((line) => {
      const now = today.get(line.codigoArticulo);
      return (
        !now ||
        now.finalPrice.toFixed(2) !== Number(line.precioUnitario).toFixed(2) ||
        now.priceNoOffer.toFixed(2) !== Number(line.precioSinOferta).toFixed(2)
      );
    });
    if (changed) throw conflict('approvals.pricesChanged');
  }

  /** Mails those of the order's company holding `roles` (but its buyer); whether anyone was. */
  private async mailApprovers(
    tx: DbOrTx,
    kind: Extract<MailKind, 'approval.requested' | 'approval.reminder' | 'approval.escalated'>,
    order: OrderRow,
    limits: ('order' | 'month')[],
    roles: string[],
  ): Promise<boolean> {
    const members = await this.deps.members.list(tx, order.codigoCliente);
    const buyer = members.find((member) => member.idUsuari === order.idUsuari);
    const recipients = members.filter(
      (member) =>
        member.actiu &&
        member.idUsuari !== order.idUsuari &&
        member.roleNames.some((name) => roles.includes(name)),
    );
    for (const member of recipients) {
      await enqueueMail(tx, {
        kind,
        to: member.email,
        idioma: languageOf(member),
        params: {
          nom: nameOf(member),
          comprador: buyer ? nameOf(buyer) : String(order.idUsuari),
          order: order.codigo,
          subtotal: formatEuros(order.subtotal),
          limits,
          link: `${portalLink(this.deps.publicUrl, '/aprovacions')}?pedido=${encodeURIComponent(order.codigo)}`,
        },
      });
    }
    return recipients.length > 0;
  }
}
