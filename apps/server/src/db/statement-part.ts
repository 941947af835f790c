// A write one module makes inside another module's single statement (placing an order writes the
// change log's row, the outbox's message and the emptied cart with the order: order-placement.ts),
// built once with named placeholders and prepared with that statement, so that no part of it is
// built again per request. Building the order's statement with Drizzle on every order would
// take a large share of the portal's CPU under load.
//
// The module owning the table writes its part: it alone knows the columns, and it turns its own
// input into the placeholders' values, checking it as it would for a write of its own.
import { sql, type ColumnsSelection } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';

export interface StatementPart<Input> {
  /** The write, its values as placeholders named `<prefix>_<field>`. */
  statement: TypedQueryBuilder<ColumnsSelection>;
  /** The placeholders' values for one write. */
  values(input: Input): Record<string, unknown>;
}

/**
 * The placeholders of a part, named after its prefix: `placeholders('cart').of('idUsuari')` is the
 * placeholder `cart_idUsuari`, and `placeholders('cart').valuesOf({ idUsuari: 7 })` gives its value.
 */
export function placeholders(prefix: string) {
  const of = (field: string) => sql.placeholder(`${prefix}_${field}`);
  return {
    of,
    /** A placeholder for each of `fields`: the values of a row to insert. */
    row: <Field extends string>(fields: readonly Field[]) =>
      Object.fromEntries(fields.map((field) => [field, of(field)])) as Record<Field, ReturnType<typeof of>>,
    valuesOf: (values: Record<string, unknown>): Record<string, unknown> =>
      Object.fromEntries(Object.entries(values).map(([field, value]) => [`${prefix}_${field}`, value])),
  };
}

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement prepared once per database handle, for repositories made anew for each call: built
 * with Drizzle the first time its name is asked for on `db`, kept as long as `db` lives. The name
 * is the statement's name on the server, so one name must always mean one statement.
 */
export function preparedOnce<Statement>(db: object, name: string, build: () => Statement): Statement {
  let statements = preparedByDb.get(db);
  if (!statements) preparedByDb.set(db, (statements = new Map()));
  let statement = statements.get(name) as Statement | undefined;
  if (statement === undefined) statements.set(name, (statement = build()));
  return statement;
}
