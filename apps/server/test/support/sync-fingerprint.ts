// What a synchronisation leaves in the portal, as a count and a digest per table, keyed by the
// ERP's codes (never the portal's own ids), to compare the end states of two runs or databases.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

export async function fingerprint(db: Db) {
  // Counts come back as text from PostgreSQL (bigint) and as numbers from PGlite.
  const one = async (query: ReturnType<typeof sql>) => {
    const row = ((await db.execute(query)) as unknown as { rows: { n: string | number; d: string | null }[] })
      .rows[0]!;
    return { n: Number(row.n), d: row.d };
  };
  return {
    productos:
      await one(sql`select count(*) as n, md5(string_agg(concat_ws('|', codigo, nombre, nombres::text,
      tipo, codigo_familia, codigo_subfamilia, stock, lote, minimum_quantity, offer, activo, search_text,
      precio_orden_1, precio_orden_5), ',' order by codigo)) as d from productos`),
    precios: await one(sql`select count(*) as n, md5(string_agg(concat_ws('|', p.codigo, pr.id_lista,
      pr.desde_unidades, pr.precio_neto, pr.precio_sin_descuento), ',' order by p.codigo, pr.id_lista,
      pr.desde_unidades)) as d from precios pr join productos p on p.id = pr.producto_id`),
    medias: await one(sql`select count(*) as n, md5(string_agg(url, ',' order by url)) as d from medias`),
    atributos: await one(sql`select count(*) as n, md5(string_agg(concat_ws('|', p.codigo, pa.id_valor), ','
      order by p.codigo, pa.id_valor)) as d from producto_atributos pa join productos p on p.id = pa.producto_id`),
    clientes:
      await one(sql`select count(*) as n, md5(string_agg(concat_ws('|', codigo, razon_social, id_lista,
      activo), ',' order by codigo)) as d from clientes`),
    contactos:
      await one(sql`select count(*) as n, md5(string_agg(concat_ws('|', erp_contact_id, nombre_contacto),
      ',' order by erp_contact_id)) as d from cliente_contactos`),
    promociones:
      await one(sql`select count(*) as n, md5(string_agg(concat_ws('|', codigo_cliente, codigo_articulo,
      cantidad_requerida, valor_promocion), ',' order by codigo_cliente, codigo_articulo, cantidad_requerida)) as d
      from promociones`),
  };
}

/** The catalogue tables' indexes as the database defines them (a first fill drops and rebuilds some). */
export async function catalogueIndexes(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select indexname, indexdef from pg_indexes
    where tablename in ('productos', 'precios', 'medias', 'producto_atributos')
    order by indexname`)) as unknown as { rows: { indexname: string; indexdef: string }[] };
  return result.rows.map((row) => `${row.indexname}: ${row.indexdef}`);
}
