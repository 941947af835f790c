// Owns `pedidos`, `pedido_lineas` and `order_approvals` (db/schema/owners.js).
// Orders and their lines.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  notInArray,
  sql,
  type ColumnsSelection,
  type SQLWrapper,
} from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import { NOTHING_BOUGHT } from '@portal/domain/order-status';
import { Repository } from '../../db/repository.ts';
import { pedidoLineas, pedidos, SEQUENCE_PEDIDOS } from '../../db/schema/index.ts';
import { placeholders, preparedOnce } from '../../db/statement-part.ts';

export type OrderRow = typeof pedidos.$inferSelect;
export type OrderLineRow = typeof pedidoLineas.$inferSelect;

/** What a new order is stored with; the rest (the ERP's number, reasons, `updatedAt`) defaults. */
const NEW_ORDER_FIELDS = [
  'codigo',
  'codigoCliente',
  'idUsuari',
  'estado',
  'idContacto',
  'direccionEntrega',
  'formaPago',
  'referencia',
  'fechaEntrega',
  'observaciones',
  'idLista',
  'subtotal',
  'descuento',
  'portes',
  'total',
  'idempotencyKey',
  'idempotencyHash',
  'createdAt',
] as const;
/** Every field given, null where there is none: a placeholder left undefined would be sent as null. */
export type NewOrder = {
  [Field in (typeof NEW_ORDER_FIELDS)[number]]-?: Exclude<(typeof pedidos.$inferInsert)[Field], undefined>;
};

export class OrderRepository extends Repository {
  /**
   * The next order code, `WEB-0001234`. From a sequence, so instances never collide and codes never
   * repeat; drawn before the order is written (a refused order leaves a gap, as a rolled-back
   * insert would), so that everything stored with the order can quote it.
   */
  async nextCode(): Promise<string> {
    const statement = preparedOnce(this.db, 'next_order_code', () =>
      this.db
        .select({ codigo: sql<string>`'WEB-' || lpad(n::text, greatest(7, length(n::text)), '0')` })
        .from(sql`nextval(${SEQUENCE_PEDIDOS}) as n`)
        .prepare('next_order_code'),
    );
    const [row] = await statement.execute();
    return row!.codigo;
  }

  /**
   * The statement storing an order and its lines together with `alongside` — what other modules
   * write with it (its change-log entry, its ERP message, the emptied cart: db/statement-part.ts)
   * — as ONE statement, each part a CTE of it. One statement is one transaction: all of it is
   * stored or none, in one round trip instead of six (BEGIN, five writes, COMMIT). Built and
   * prepared once; each call gives the order, its lines and the parts' values, and answers the
   * order and its lines as stored.
   */
  prepareInsertWith(alongside: TypedQueryBuilder<ColumnsSelection>[]) {
    const named = placeholders('order');
    const insertedOrder = this.db
      .$with('inserted_order')
      .as(this.db.insert(pedidos).values(named.row(NEW_ORDER_FIELDS)).returning());
    // The lines as one JSON array, whatever their number: a statement with a parameter per line's
    // field would be a different statement for each number of lines. The record's columns are
    // quoted in the lines' own (camelCase) names, so the array is the lines as they are.
    const lineRows = sql`select ${named.of('codigo')}::text, l.linea, l."codigoArticulo", l.nombre, l.cantidad,
      l."precioUnitario", l."precioSinOferta", l.descuento, l.total, l."codigoPropio"
      from jsonb_to_recordset(${named.of('lines')}::jsonb) as l(linea integer, "codigoArticulo" text,
        nombre text, cantidad integer, "precioUnitario" numeric, "precioSinOferta" numeric,
        descuento numeric, total numeric, "codigoPropio" text)`;
    const statement = this.db
      .with(
        insertedOrder,
        this.db.$with('inserted_lines').as(this.db.insert(pedidoLineas).select(lineRows)),
        ...alongside.map((part, index) => this.db.$with(`alongside_${index}`).as(part)),
      )
      .select()
      .from(insertedOrder)
      .prepare('order_insert_with');
    return async (
      order: NewOrder,
      lines: Omit<OrderLineRow, 'codigoPedido'>[],
      alongsideValues: Record<string, unknown>,
    ): Promise<{ row: OrderRow; lines: OrderLineRow[] }> => {
      const [row] = await statement.execute({
        ...named.valuesOf({ ...order, lines: JSON.stringify(lines) }),
        ...alongsideValues,
      });
      return { row: row!, lines: lines.map((line) => ({ ...line, codigoPedido: order.codigo })) };
    };
  }

  /**
   * An order and its lines as plain writes, on the transaction given: the placing of a buyer with
   * spending limits, whose month's spend is read under a lock first (order-approvals.ts).
   */
  async insert(order: NewOrder, lines: Omit<OrderLineRow, 'codigoPedido'>[]) {
    const [row] = await this.db.insert(pedidos).values(order).returning();
    const stored = lines.map((line) => ({ ...line, codigoPedido: order.codigo }));
    if (stored.length > 0) await this.db.insert(pedidoLineas).values(stored);
    return { row: row!, lines: stored };
  }

  /**
   * What a buyer spent in a calendar month from `from` (`YYYY-MM-01`, the portal's time zone):
   * goods before VAT of their orders approved or bound for the ERP, not of rejected, cancelled or
   * still awaiting ones (spending-limits.ts in packages/domain).
   */
  async monthSpend(idUsuari: number, from: string): Promise<string> {
    const [row] = await this.db
      .select({ spent: sql<string>`coalesce(sum(${pedidos.subtotal}), 0)::text` })
      .from(pedidos)
      .where(
        and(
          eq(pedidos.idUsuari, idUsuari),
          inArray(pedidos.estado, ['received', 'sent_to_erp', 'accepted']),
          sql`(${pedidos.createdAt} at time zone 'Europe/Madrid')::date >= ${from}::date`,
        ),
      );
    return row?.spent ?? '0';
  }

  /** A user's order by its Idempotency-Key; prepared, as every placement asks it first. */
  async byIdempotencyKey(idUsuari: number, key: string): Promise<OrderRow | undefined> {
    this.byIdempotencyKeyStatement ??= this.prepareByIdempotencyKey();
    const rows = await this.byIdempotencyKeyStatement.execute({ idUsuari, key });
    return rows[0];
  }

  private byIdempotencyKeyStatement: ReturnType<OrderRepository['prepareByIdempotencyKey']> | undefined;

  private prepareByIdempotencyKey() {
    return this.db
      .select()
      .from(pedidos)
      .where(
        and(
          eq(pedidos.idUsuari, sql.placeholder('idUsuari')),
          eq(pedidos.idempotencyKey, sql.placeholder('key')),
        ),
      )
      .limit(1)
      .prepare('order_by_idempotency_key');
  }

  async byCode(codigo: string) {
    const rows = await this.db.select().from(pedidos).where(eq(pedidos.codigo, codigo)).limit(1);
    return rows[0];
  }

  linesOf(codigo: string) {
    return this.db
      .select()
      .from(pedidoLineas)
      .where(eq(pedidoLineas.codigoPedido, codigo))
      .orderBy(asc(pedidoLineas.linea));
  }

  /**
   * Every line of a customer's orders, in line order within each order: the history's CSV by line
   * in one query (the lines' primary key starts with the order, the orders' index with the customer).
   */
  linesOfCustomer(codigoCliente: string) {
    return this.db
      .select(getTableColumns(pedidoLineas))
      .from(pedidoLineas)
      .innerJoin(pedidos, eq(pedidos.codigo, pedidoLineas.codigoPedido))
      .where(eq(pedidos.codigoCliente, codigoCliente))
      .orderBy(asc(pedidoLineas.codigoPedido), asc(pedidoLineas.linea));
  }

  /**
   * A customer's lines of the products `products` selects (a subquery of codes, the catalogue's),
   * in orders whose status is not one of `excluding`, newest order first: one statement, so the
   * limit counts the lines that match.
   */
  boughtLines(codigoCliente: string, products: SQLWrapper, limit: number) {
    return this.db
      .select({
        codigoArticulo: pedidoLineas.codigoArticulo,
        codigoPedido: pedidos.codigo,
        fecha: pedidos.createdAt,
      })
      .from(pedidoLineas)
      .innerJoin(pedidos, eq(pedidos.codigo, pedidoLineas.codigoPedido))
      .where(
        and(
          eq(pedidos.codigoCliente, codigoCliente),
          notInArray(pedidos.estado, [...NOTHING_BOUGHT]),
          inArray(pedidoLineas.codigoArticulo, products),
        ),
      )
      .orderBy(desc(pedidos.createdAt), desc(pedidos.codigo), asc(pedidoLineas.linea))
      .limit(limit);
  }

  /** Orders the ERP has registered and not yet taken on, the least recently asked about first. */
  async awaitingErpNews(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ codigo: pedidos.codigo })
      .from(pedidos)
      .where(eq(pedidos.estado, 'sent_to_erp'))
      .orderBy(asc(pedidos.updatedAt))
      .limit(limit);
    return rows.map((row) => row.codigo);
  }

  /** Asked about with no news: to the back of `awaitingErpNews`. */
  async touchAwaitingErpNews(codigo: string): Promise<void> {
    await this.db
      .update(pedidos)
      .set({ updatedAt: new Date() })
      .where(and(eq(pedidos.codigo, codigo), eq(pedidos.estado, 'sent_to_erp')));
  }

  async lineCounts(codigos: string[]): Promise<Map<string, number>> {
    if (codigos.length === 0) return new Map();
    const rows = await this.db
      .select({ codigo: pedidoLineas.codigoPedido, n: count() })
      .from(pedidoLineas)
      .where(
        sql`${pedidoLineas.codigoPedido} in (${sql.join(
          codigos.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      )
      .groupBy(pedidoLineas.codigoPedido);
    return new Map(rows.map((row) => [row.codigo, Number(row.n)]));
  }

  async pageOf(codigoCliente: string, page: number, size: number) {
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(pedidos)
        .where(eq(pedidos.codigoCliente, codigoCliente))
        .orderBy(desc(pedidos.createdAt), desc(pedidos.codigo))
        .limit(size)
        .offset(page * size),
      this.db.select({ n: count() }).from(pedidos).where(eq(pedidos.codigoCliente, codigoCliente)),
    ]);
    return { rows, total: Number(total[0]?.n ?? 0) };
  }

  allOf(codigoCliente: string) {
    return this.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.codigoCliente, codigoCliente))
      .orderBy(desc(pedidos.createdAt), desc(pedidos.codigo));
  }

  /**
   * The products of a customer's orders placed in the last `months` months (those in which
   * nothing was bought do not count), in how many orders each was, and the
   * quantity and instant of its latest order; the most often ordered first, then the most recent.
   * One query over the customer's orders by the (customer, date) index.
   */
  async frequentProducts(codigoCliente: string, months: number, limit: number) {
    const result = (await this.db.execute(sql`
      select l.codigo_articulo as codigo,
        count(distinct p.codigo) as times,
        (array_agg(l.cantidad order by p.created_at desc, p.codigo desc, l.linea desc))[1] as last_quantity,
        max(p.created_at) as last_at
      from ${pedidos} p
      join ${pedidoLineas} l on l.codigo_pedido = p.codigo
      where p.codigo_cliente = ${codigoCliente}
        and p.created_at >= now() - make_interval(months => ${months}::int)
        and ${notInArray(sql`p.estado`, [...NOTHING_BOUGHT])}
      group by l.codigo_articulo
      order by times desc, last_at desc, codigo
      limit ${limit}`)) as unknown as {
      rows: {
        codigo: string;
        times: number | string;
        last_quantity: number | string;
        last_at: Date | string;
      }[];
    };
    return result.rows.map((row) => ({
      codigo: row.codigo,
      times: Number(row.times),
      lastQuantity: Number(row.last_quantity),
      lastAt: new Date(row.last_at),
    }));
  }

  /** Moves an order from one of `from` to `to`; false when it was no longer in one of them. */
  async transition(
    codigo: string,
    from: string[],
    to: string,
    extra: Partial<Pick<OrderRow, 'erpNumero' | 'erpMotivo' | 'erpMotivoCodigo' | 'motiuRebuig'>> = {},
  ) {
    const rows = await this.db
      .update(pedidos)
      .set({ estado: to, updatedAt: new Date(), ...extra })
      .where(
        and(
          eq(pedidos.codigo, codigo),
          sql`${pedidos.estado} in (${sql.join(
            from.map((f) => sql`${f}`),
            sql`, `,
          )})`,
        ),
      )
      .returning({ codigo: pedidos.codigo });
    return rows.length > 0;
  }

  /** Every order of one customer given to another. */
  async moveCustomer(from: string, to: string): Promise<void> {
    await this.db.update(pedidos).set({ codigoCliente: to }).where(eq(pedidos.codigoCliente, from));
  }
}
