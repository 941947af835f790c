// Orders and their lines.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pedidoLineas, pedidos, SEQUENCE_PEDIDOS } from '../../db/schema/index.ts';

export type OrderRow = typeof pedidos.$inferSelect;
export type OrderLineRow = typeof pedidoLineas.$inferSelect;

export class OrderRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Stores an order under the next code, `WEB-0001234`, and its lines, in one statement (the lines'
   * insert is a second CTE reading the order's); answers both as stored. The code comes from a
   * sequence, so instances never collide and codes never repeat, drawn by the order's own insert.
   */
  async insertNumbered(
    order: Omit<typeof pedidos.$inferInsert, 'codigo'>,
    lines: Omit<OrderLineRow, 'codigoPedido'>[],
  ): Promise<{ row: OrderRow; lines: OrderLineRow[] }> {
    const inserted = this.db.$with('inserted_order').as(
      this.db
        .insert(pedidos)
        .values({
          ...order,
          codigo: sql`(select 'WEB-' || lpad(n::text, greatest(7, length(n::text)), '0')
            from nextval(${SEQUENCE_PEDIDOS}) as n)`,
        })
        .returning(),
    );
    // The select's columns are the table's, in the table's order.
    const insertedLines = this.db.$with('inserted_lines').as(
      this.db.insert(pedidoLineas).select(
        sql`select o.codigo, l.linea, l.codigo_articulo, l.nombre, l.cantidad,
          l.precio_unitario, l.precio_sin_oferta, l.descuento, l.total
        from inserted_order o, json_to_recordset(${JSON.stringify(
          lines.map((line) => ({
            linea: line.linea,
            codigo_articulo: line.codigoArticulo,
            nombre: line.nombre,
            cantidad: line.cantidad,
            precio_unitario: line.precioUnitario,
            precio_sin_oferta: line.precioSinOferta,
            descuento: line.descuento,
            total: line.total,
          })),
        )}::json) as l(linea int, codigo_articulo text, nombre text, cantidad int,
          precio_unitario numeric, precio_sin_oferta numeric, descuento numeric, total numeric)`,
      ),
    );
    const [row] = await this.db.with(inserted, insertedLines).select().from(inserted);
    return { row: row!, lines: lines.map((line) => ({ ...line, codigoPedido: row!.codigo })) };
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

  /** Moves an order from one of `from` to `to`; false when it was no longer in one of them. */
  async transition(
    codigo: string,
    from: string[],
    to: string,
    extra: Partial<Pick<OrderRow, 'erpNumero' | 'erpMotivo' | 'erpMotivoCodigo'>> = {},
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
}
