// The orders module's read interface for other modules' queries (it owns `pedidos`): each order's
// customer, as a selection another module's query joins in its one statement (the ERP link screen
// lists, filters and counts outbox messages by their order's customer).
// A plain subquery: PostgreSQL pulls it up into the join, so the plan is that of a direct join.
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { pedidos } from '../../db/schema/index.ts';

/** Each order's code and customer. */
export const orderCustomers = new QueryBuilder()
  .select({ codigo: pedidos.codigo, codigoCliente: pedidos.codigoCliente })
  .from(pedidos)
  .as('order_customers');
