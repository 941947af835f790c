// Products and their prices, as a page of the export brings them (contract §11.2). A product's
// row, pictures and filter values, and its price lines, are written only where they differ from
// the portal's: a first fill inserts everything, a full run over an unchanged catalogue writes
// almost nothing, which on PGlite (one connection, every search waits for the page being
// written) keeps the catalogue answering during a run.
import { isGtin13 } from '@portal/domain/gtin';
import { sql } from 'drizzle-orm';
import type { ExportItem } from '../../erp/gateway/contract.ts';
import type { Tx } from '../../db/client.ts';
import { countOf, json, type Applied, type PageRun, type Rows } from '../erp-sync/sync-sql.ts';
import { replaceChangedSets } from './catalogue-sync-sets.ts';
import { refreshPriceSortKeys } from './price-sort-keys.ts';
import { productSearchText } from './search-text.ts';

/** The ids of products by code, for the tables that hang from a product. */
async function productIds(tx: Tx, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const result = (await tx.execute(
    sql`select id, codigo from productos where codigo in (select value from json_array_elements_text(${json(codes)}))`,
  )) as unknown as Rows<{ id: number | string; codigo: string }>;
  return new Map(result.rows.map((row) => [row.codigo, Number(row.id)]));
}

export async function products(tx: Tx, items: ExportItem<'products'>[], page: PageRun): Promise<Applied> {
  const rows = items.map((item) => ({
    codigo: item.codigo,
    nombre: item.nombre,
    nombres: item.nombres,
    descripcion: item.descripcion,
    descripciones: item.descripciones,
    tipo: item.tipo,
    codigoFamilia: item.codigoFamilia,
    codigoSubfamilia: item.codigoSubfamilia,
    lote: item.lote,
    minimumQuantity: item.minimumQuantity,
    idAlmacen: item.idAlmacen,
    idLista: item.idLista,
    offer: item.offer,
    activo: item.activo,
    // Only a true GTIN-13 finds a product by its barcode; anything else is as good as none.
    ean: item.ean && isGtin13(item.ean) ? item.ean : null,
    // The one rule for what a search compares against (search-text.ts).
    searchText: productSearchText(item),
  }));
  // Deactivations are counted against the state before this page.
  const wereActive = await countOf(
    tx,
    sql`select count(*) as n from productos where activo and codigo in (
      select codigo from json_to_recordset(${json(rows.filter((row) => !row.activo))}) as x(codigo text))`,
  );
  const stamp = sql`${page.runStart.toISOString()}::timestamptz`;
  const fresh = sql`json_to_recordset(${json(rows)}) as x(codigo text, nombre text, nombres jsonb,
      descripcion text, descripciones jsonb, tipo text, "codigoFamilia" text, "codigoSubfamilia" text,
      lote integer, "minimumQuantity" integer, "idAlmacen" text, "idLista" text, offer boolean,
      activo boolean, ean text, "searchText" text)
    left join familias f on f.codigo = x."codigoFamilia"
    left join subfamilias s on s.codigo = x."codigoSubfamilia"`;
  // Products the portal has are written only where the ERP's row differs (an upsert would run
  // the derived-columns trigger for every row it is offered, changed or not), so a full run over
  // an unchanged catalogue leaves their rows alone. `o` is the row as it was.
  const updated = (await tx.execute(sql`
    update productos p set nombre = x.nombre, nombres = x.nombres, descripcion = x.descripcion,
      descripciones = x.descripciones, tipo = x.tipo, codigo_familia = f.codigo, codigo_subfamilia = s.codigo,
      lote = x.lote, minimum_quantity = x."minimumQuantity", id_almacen = x."idAlmacen", id_lista = x."idLista",
      offer = x.offer, activo = x.activo, ean = x.ean, search_text = x."searchText", synced_at = ${stamp},
      updated_at = now()
    from productos o join ${fresh} on x.codigo = o.codigo
    where p.id = o.id
      and (o.nombre, o.nombres, o.descripcion, o.descripciones, o.tipo, o.codigo_familia, o.codigo_subfamilia,
        o.lote, o.minimum_quantity, o.id_almacen, o.id_lista, o.offer, o.activo, o.ean, o.search_text)
      is distinct from (x.nombre, x.nombres, x.descripcion, x.descripciones, x.tipo, f.codigo, s.codigo,
        x.lote, x."minimumQuantity", x."idAlmacen", x."idLista", x.offer, x.activo, x.ean, x."searchText")
    returning p.id, p.codigo,
      (o.lote is distinct from p.lote or o.minimum_quantity is distinct from p.minimum_quantity) as quantities`)) as unknown as Rows<{
    id: number | string;
    codigo: string;
    quantities: boolean;
  }>;
  // A product whose lote or minimum changed shows (and so sorts by) the price of another quantity
  // (price-sort-keys.ts); its prices may not travel in this run.
  const quantitiesChanged = updated.rows.filter((row) => row.quantities).map((row) => Number(row.id));
  const inserted = (await tx.execute(sql`
    insert into productos (codigo, nombre, nombres, descripcion, descripciones, tipo, codigo_familia,
      codigo_subfamilia, lote, minimum_quantity, id_almacen, id_lista, offer, activo, ean, search_text,
      synced_at, updated_at)
    select x.codigo, x.nombre, x.nombres, x.descripcion, x.descripciones, x.tipo, f.codigo, s.codigo,
      x.lote, x."minimumQuantity", x."idAlmacen", x."idLista", x.offer, x.activo, x.ean, x."searchText",
      ${stamp}, now()
    from ${fresh}
    where not exists (select 1 from productos p where p.codigo = x.codigo)
    returning codigo`)) as unknown as Rows<{ codigo: string }>;
  const written = new Set([...updated.rows, ...inserted.rows].map((row) => row.codigo));
  // Read, and left as it was: a full run's sweep must still count it as seen.
  await page.seen(rows.map((row) => row.codigo).filter((codigo) => !written.has(codigo)));
  const ids = await productIds(
    tx,
    rows.map((row) => row.codigo),
  );
  const pageIds = [...ids.values()];
  const created = new Set(inserted.rows.map((row) => ids.get(row.codigo)!));
  // Pictures and filter values are part of the product: its set replaces the portal's.
  const medias = await replaceChangedSets(
    tx,
    pageIds,
    {
      table: 'medias',
      columns: [
        { column: 'url', field: 'url', type: 'text' },
        { column: 'tipo', field: 'tipo', type: 'text' },
        { column: 'orden', field: 'orden', type: 'integer' },
      ],
      rows: items.flatMap((item) =>
        item.medias.map((media) => ({ productoId: ids.get(item.codigo)!, ...media })),
      ),
    },
    (changedRows) => sql`
      insert into medias (producto_id, url, tipo, orden)
      select "productoId", url, tipo, orden
      from json_to_recordset(${json(changedRows)}) as x("productoId" integer, url text, tipo text, orden integer)`,
    created,
  );
  // Only values the portal has (a missing one is dropped from the product, never fails the page).
  const values = [...new Set(items.flatMap((item) => item.atributos))];
  const known = new Set(
    values.length === 0
      ? []
      : (
          (await tx.execute(
            sql`select id_valor from atributo_valores where id_valor in (select value::int from json_array_elements_text(${json(values)}))`,
          )) as unknown as Rows<{ id_valor: number | string }>
        ).rows.map((row) => Number(row.id_valor)),
  );
  const links = await replaceChangedSets(
    tx,
    pageIds,
    {
      table: 'producto_atributos',
      columns: [{ column: 'id_valor', field: 'idValor', type: 'integer' }],
      rows: items.flatMap((item) =>
        [...new Set(item.atributos)]
          .filter((idValor) => known.has(idValor))
          .map((idValor) => ({ productoId: ids.get(item.codigo)!, idValor })),
      ),
    },
    (changedRows) => sql`
      insert into producto_atributos (producto_id, id_valor)
      select "productoId", "idValor" from json_to_recordset(${json(changedRows)}) as x("productoId" integer, "idValor" integer)`,
    created,
  );
  await refreshPriceSortKeys(tx, quantitiesChanged);
  // Applied: the products written, or whose pictures or filter values were.
  const applied = new Set([...[...written].map((codigo) => ids.get(codigo)!), ...medias, ...links]);
  return { aplicats: applied.size, desactivats: wereActive };
}

export async function prices(tx: Tx, items: ExportItem<'prices'>[]): Promise<Applied> {
  const ids = await productIds(
    tx,
    items.map((item) => item.codigo),
  );
  const known = items.filter((item) => ids.has(item.codigo));
  // A break listed twice keeps its last line rather than failing the page on the primary key.
  const lines = new Map<string, { productoId: number } & Record<string, unknown>>();
  for (const item of known)
    for (const line of item.precios)
      lines.set(`${item.codigo}|${line.idLista}|${line.desdeUnidades}`, {
        productoId: ids.get(item.codigo)!,
        ...line,
      });
  // Only products whose lines changed are written, and only their sort keys worked out again.
  const changed = await replaceChangedSets(
    tx,
    known.map((item) => ids.get(item.codigo)!),
    {
      table: 'precios',
      columns: [
        { column: 'id_lista', field: 'idLista', type: 'integer' },
        { column: 'desde_unidades', field: 'desdeUnidades', type: 'integer' },
        { column: 'precio_neto', field: 'precioNeto', type: 'numeric(12,2)' },
        { column: 'precio_sin_descuento', field: 'precioSinDescuento', type: 'numeric(12,2)' },
      ],
      rows: [...lines.values()],
    },
    (changedRows) => sql`
      insert into precios (producto_id, id_lista, desde_unidades, precio_neto, precio_sin_descuento)
      select "productoId", "idLista", "desdeUnidades", "precioNeto"::numeric, "precioSinDescuento"::numeric
      from json_to_recordset(${json(changedRows)})
        as x("productoId" integer, "idLista" integer, "desdeUnidades" integer, "precioNeto" text,
          "precioSinDescuento" text)`,
  );
  // The price sort keys follow the prices in the same transaction (price-sort-keys.ts).
  await refreshPriceSortKeys(tx, changed);
  return { aplicats: changed.length, desactivats: 0 };
}
