// A catalogue of a million products for the search benchmark: the sandbox ERP cannot generate
// that many within its 60 s start, so the benchmark copies a database it filled with 100,000
// through the synchronisation and adds copies of those products in SQL, each copy with its own
// codes, a search text of its own and prices moved by up to 30 %, with the same families,
// pictures and attribute values. The database's triggers write the search vectors and name keys
// as they do for synchronised products; the price sort keys are computed as the sync does.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { refreshPriceSortKeys } from '../../apps/server/src/modules/catalogue/price-sort-keys.ts';

export async function multiplyCatalogue(db: Db, copies: number, log: (line: string) => void): Promise<void> {
  const last = (
    (await db.execute(sql`select max(id) as id from productos`)) as unknown as { rows: { id: number }[] }
  ).rows[0]!.id;
  for (let copy = 1; copy <= copies; copy++) {
    const started = performance.now();
    const suffix = `-X${copy}`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into productos (codigo, nombre, nombres, descripcion, descripciones, tipo, codigo_familia,
          codigo_subfamilia, stock, lote, minimum_quantity, id_almacen, id_lista, offer, activo, search_text,
          synced_at)
        select codigo || ${suffix}, nombre, nombres, descripcion, descripciones, tipo, codigo_familia,
          codigo_subfamilia, stock, lote, minimum_quantity, id_almacen, id_lista, offer, activo,
          search_text || ' x' || ${copy}, synced_at
        from productos where id <= ${last}`);
      // Each original product beside its copy.
      const pairs = sql`productos p join productos n on n.codigo = p.codigo || ${suffix}`;
      const originals = sql`p.id <= ${last}`;
      await tx.execute(sql`
        insert into precios (producto_id, id_lista, desde_unidades, precio_neto, precio_sin_descuento)
        select n.id, pr.id_lista, pr.desde_unidades, round(pr.precio_neto * (0.85 + (n.id % 7) * 0.05), 2),
          round(pr.precio_sin_descuento * (0.85 + (n.id % 7) * 0.05), 2)
        from ${pairs} join precios pr on pr.producto_id = p.id where ${originals}`);
      await tx.execute(sql`
        insert into medias (producto_id, url, tipo, orden)
        select n.id, m.url, m.tipo, m.orden from ${pairs} join medias m on m.producto_id = p.id where ${originals}`);
      await tx.execute(sql`
        insert into producto_atributos (producto_id, id_valor)
        select n.id, pa.id_valor from ${pairs} join producto_atributos pa on pa.producto_id = p.id
        where ${originals}`);
    });
    log(`copy ${copy} of ${copies} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await refreshPriceSortKeys(db);
}
