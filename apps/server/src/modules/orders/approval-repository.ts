// SQL of the orders awaiting approval (`pedido_aprovacions`, approval-schema.ts), beside the
// orders they are about. Every method runs on the database or on the transaction it is given.
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { pedidos } from '../../db/schema/index.ts';
import { orderApprovals } from './approval-schema.ts';

export type ApprovalRow = typeof orderApprovals.$inferSelect;
export type Decision = 'approved' | 'rejected' | 'cancelled';
/** The two mails after placing: the approvers' reminder, the company administrator's escalation. */
export type FollowUp = 'remindedAt' | 'escalatedAt';

export class ApprovalRepository extends Repository {
  async insert(values: typeof orderApprovals.$inferInsert): Promise<void> {
    await this.db.insert(orderApprovals).values(values);
  }

  /** The company's orders awaiting approval with their approval rows, oldest first. */
  pendingOf(codigoCliente: string) {
    return this.db
      .select({ order: pedidos, approval: orderApprovals })
      .from(pedidos)
      .innerJoin(orderApprovals, eq(orderApprovals.codigoPedido, pedidos.codigo))
      .where(and(eq(pedidos.codigoCliente, codigoCliente), eq(pedidos.estado, 'awaiting_approval')))
      .orderBy(asc(pedidos.createdAt), asc(pedidos.codigo));
  }

  /**
   * Records the decision if none was made yet, and answers the row; undefined when someone decided
   * (or the buyer cancelled) first, so a decision is taken once however many click at once.
   */
  async decide(codigo: string, decision: Decision, decidedBy: number, decidedAt: Date) {
    const [row] = await this.db
      .update(orderApprovals)
      .set({ decision, decidedBy, decidedAt })
      .where(and(eq(orderApprovals.codigoPedido, codigo), isNull(orderApprovals.decision)))
      .returning();
    return row;
  }

  /** Undecided orders placed before `before` whose follow-up mail was not sent yet. */
  due(followUp: FollowUp, before: Date) {
    return this.db
      .select({ codigo: orderApprovals.codigoPedido })
      .from(orderApprovals)
      .where(
        and(
          isNull(orderApprovals.decision),
          isNull(orderApprovals[followUp]),
          lte(orderApprovals.createdAt, before),
        ),
      )
      .orderBy(asc(orderApprovals.createdAt))
      .limit(500);
  }

  /** Marks the follow-up sent, if it was not and the order is undecided; the row, or undefined. */
  async claim(codigo: string, followUp: FollowUp, at: Date) {
    const [row] = await this.db
      .update(orderApprovals)
      .set({ [followUp]: at })
      .where(
        and(
          eq(orderApprovals.codigoPedido, codigo),
          isNull(orderApprovals.decision),
          isNull(orderApprovals[followUp]),
        ),
      )
      .returning();
    return row;
  }
}
