// The customers module's read interface for other modules' queries (it owns `clientes`): a
// customer's name and terms by code, as selections another module's query joins in its one
// statement: a list shows, filters and searches by the name, the request guard reads the price
// list, neither with a query of its own.
// A plain subquery: PostgreSQL pulls it up into the join, so the plan is that of a direct join.
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { clientes } from '../../db/schema/index.ts';

const query = new QueryBuilder();

/** Each customer's code and company name. */
export const customerNames = query
  .select({ codigo: clientes.codigo, razonSocial: clientes.razonSocial })
  .from(clientes)
  .as('customer_names');

/** Each customer's name with the terms every priced request needs: price list, payment method. */
export const customerTerms = query
  .select({
    codigo: clientes.codigo,
    razonSocial: clientes.razonSocial,
    idLista: clientes.idLista,
    formaPago: clientes.formaPago,
  })
  .from(clientes)
  .as('customer_terms');
