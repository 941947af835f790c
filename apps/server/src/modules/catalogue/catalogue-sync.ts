// How the synchronisation writes the catalogue module's tables (contract §11.2): families,
// attributes, products with their pictures and filter values, prices, stock and promotions, each
// page in batched upserts (the synchronisation's rules in erp-sync/sync-appliers.ts). The module
// owns these tables, so the synchronisation calls this writer, built in the composition root.
import { inArray, sql } from 'drizzle-orm';
import type { ExportItem } from '../../erp/gateway/contract.ts';
import type { Tx } from '../../db/client.ts';
import { customerNames } from '../customers/customer-read.ts';
import type {
  ContributedAppliers,
  ContributedSweeps,
  SyncWriter,
  Unseen,
} from '../erp-sync/sync-appliers.ts';
import { countOf, json, type Applied } from '../erp-sync/sync-sql.ts';
import { prices, products } from './catalogue-sync-products.ts';

async function families(tx: Tx, items: ExportItem<'families'>[]): Promise<Applied> {
  await tx.execute(sql`
    insert into familias (codigo, nombre, nombres, orden)
    select codigo, nombre, nombres, orden
    from json_to_recordset(${json(items)}) as x(codigo text, nombre text, nombres jsonb, orden integer)
    on conflict (codigo) do update set nombre = excluded.nombre, nombres = excluded.nombres, orden = excluded.orden`);
  const subfamilies = items.flatMap((family) =>
    family.subfamilias.map((sub) => ({ ...sub, codigoFamilia: family.codigo })),
  );
  if (subfamilies.length > 0)
    await tx.execute(sql`
      insert into subfamilias (codigo, codigo_familia, nombre, nombres, orden)
      select codigo, "codigoFamilia", nombre, nombres, orden
      from json_to_recordset(${json(subfamilies)})
        as x(codigo text, "codigoFamilia" text, nombre text, nombres jsonb, orden integer)
      on conflict (codigo) do update set codigo_familia = excluded.codigo_familia, nombre = excluded.nombre,
        nombres = excluded.nombres, orden = excluded.orden`);
  return { aplicats: items.length, desactivats: 0 };
}

async function attributes(tx: Tx, items: ExportItem<'attributes'>[]): Promise<Applied> {
  await tx.execute(sql`
    insert into atributos (id_atributo, codigo, nombre, nombres, orden)
    select "idAtributo", codigo, nombre, nombres, orden
    from json_to_recordset(${json(items)})
      as x("idAtributo" integer, codigo text, nombre text, nombres jsonb, orden integer)
    on conflict (id_atributo) do update set codigo = excluded.codigo, nombre = excluded.nombre,
      nombres = excluded.nombres, orden = excluded.orden`);
  const values = items.flatMap((attribute) =>
    attribute.valores.map((value) => ({ ...value, idAtributo: attribute.idAtributo })),
  );
  if (values.length > 0)
    await tx.execute(sql`
      insert into atributo_valores (id_valor, id_atributo, valor, nombres, orden)
      select "idValor", "idAtributo", valor, nombres, orden
      from json_to_recordset(${json(values)})
        as x("idValor" integer, "idAtributo" integer, valor text, nombres jsonb, orden integer)
      on conflict (id_valor) do update set id_atributo = excluded.id_atributo, valor = excluded.valor,
        nombres = excluded.nombres, orden = excluded.orden`);
  return { aplicats: items.length, desactivats: 0 };
}

async function stock(tx: Tx, items: ExportItem<'stock'>[]): Promise<Applied> {
  // The portal keeps one stock figure per product, that of the product's own warehouse. Rows whose
  // stock did not move are not written (counted as read, not applied).
  const n = await countOf(
    tx,
    sql`with up as (
      update productos p set stock = x.stock, updated_at = now()
      from json_to_recordset(${json(items)}) as x(codigo text, "idAlmacen" text, stock integer)
      where p.codigo = x.codigo and p.id_almacen = x."idAlmacen" and p.stock is distinct from x.stock
      returning 1) select count(*) as n from up`,
  );
  return { aplicats: n, desactivats: 0 };
}

async function promotions(tx: Tx, items: ExportItem<'promotions'>[]): Promise<Applied> {
  // Promotions of a customer the portal does not have are skipped (the customers module's names).
  const known = await tx
    .select({ codigo: customerNames.codigo })
    .from(customerNames)
    .where(
      inArray(
        customerNames.codigo,
        items.map((item) => item.codigoCliente),
      ),
    );
  const customers = new Set(known.map((row) => row.codigo));
  const applied = items.filter((item) => customers.has(item.codigoCliente));
  await tx.execute(
    sql`delete from promociones where codigo_cliente in (select value from json_array_elements_text(${json([...customers])}))`,
  );
  const lines = new Map<string, object>();
  for (const item of applied)
    for (const promotion of item.promociones)
      lines.set(`${item.codigoCliente}|${promotion.IdArticulo}|${promotion.CantidadRequerida}`, {
        codigoCliente: item.codigoCliente,
        ...promotion,
      });
  if (lines.size > 0)
    await tx.execute(sql`
      insert into promociones (codigo_cliente, codigo_articulo, cantidad_requerida, valor_promocion)
      select "codigoCliente", "IdArticulo", "CantidadRequerida", "ValorPromocion"::numeric
      from json_to_recordset(${json([...lines.values()])})
        as x("codigoCliente" text, "IdArticulo" text, "CantidadRequerida" integer, "ValorPromocion" text)`);
  return { aplicats: applied.length, desactivats: 0 };
}

export class CatalogueSync implements SyncWriter {
  syncAppliers(): ContributedAppliers {
    return {
      families: (tx, items) => families(tx, items),
      attributes: (tx, items) => attributes(tx, items),
      products: (tx, items, page) => products(tx, items, page),
      prices: (tx, items) => prices(tx, items),
      stock: (tx, items) => stock(tx, items),
      promotions: (tx, items) => promotions(tx, items),
    };
  }

  syncSweeps(): ContributedSweeps {
    return {
      // A product the ERP dropped is deactivated, never deleted: old orders still point at it.
      products: (tx: Tx, unseen: Unseen) =>
        countOf(
          tx,
          sql`with up as (
            update productos t set activo = false
            where t.activo and ${unseen(sql`t.codigo`, sql`t.synced_at`)}
            returning 1) select count(*) as n from up`,
        ),
    };
  }
}
