// The orders module's record of an order awaiting its company's approval (DESIGN §13): why it
// waits (the limits it passed, and the figures they were judged on), the ERP message it will be
// sent as (built when it was placed, so an approval sends the prices of that moment), the mails
// already sent about it, and the decision. The order itself is `pedidos`, with its lines.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuaris } from '../../db/schema/access.ts';
import { pedidos } from '../../db/schema/orders.ts';

export const orderApprovals = pgTable(
  'pedido_aprovacions',
  {
    codigoPedido: text('codigo_pedido')
      .primaryKey()
      .references(() => pedidos.codigo, { onDelete: 'cascade' }),
    /** The limits passed: `order`, `month` (spending-limits.ts in packages/domain). */
    limits: jsonb('limits').$type<string[]>().notNull(),
    orderLimit: numeric('order_limit', { precision: 12, scale: 2 }),
    monthlyLimit: numeric('monthly_limit', { precision: 12, scale: 2 }),
    /** The buyer's spend of the month before this order. */
    monthSpent: numeric('month_spent', { precision: 12, scale: 2 }).notNull(),
    /** The order import as placed; the approver's name is added when it is sent. */
    erpPayload: jsonb('erp_payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the approvers were reminded (48 h), and the company administrator told (5 days). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** `approved`, `rejected` or `cancelled` (by its buyer); null while it waits. */
    decision: text('decision'),
    decidedBy: integer('decided_by').references(() => usuaris.idUsuari, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // The reminders' pass reads the undecided ones only.
    index('pedido_aprovacions_open_idx')
      .on(t.createdAt)
      .where(sql`${t.decision} is null`),
  ],
);
