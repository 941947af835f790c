// Orders and their lines.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pedidoLineas, pedidos, SEQUENCE_PEDIDOS } from '../../db/schema/index.ts';

export type OrderRow = typeof pedidos.$inferSelect;
export type OrderLineRow = typeof pedidoLineas.$inferSelect;

export class OrderRepository {
  constructor(private readonly db: DbOrTx) {}

  /** `WEB-0001234`: from a sequence, so instances never collide and codes never repeat. */
  async nextCode(): Promise<string> {
    const result = (await this.db.execute(sql`select nextval(${SEQUENCE_PEDIDOS}) as n`)) as unknown as {
      rows: { n: string | number }[];
    };
    return `WEB-${String(result.rows[0]!.n).padStart(7, '0')}`;
  }

  async byIdempotencyKey(idUsuari: number, key: string) {
    const rows = await this.db
      .select()
      .from(pedidos)
      .where(and(eq(pedidos.idUsuari, idUsuari), eq(pedidos.idempotencyKey, key)))
      .limit(1);
    return rows[0];
  }

  async byCode(codigo: string) {
    const rows = await this.db.select().from(pedidos).where(eq(pedidos.codigo, codigo)).limit(1);
    return rows[0];
  }

  async insert(order: typeof pedidos.$inferInsert, lines: (typeof pedidoLineas.$inferInsert)[]) {
    await this.db.insert(pedidos).values(order);
    if (lines.length > 0) await this.db.insert(pedidoLineas).values(lines);
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
