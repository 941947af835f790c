// How each export entity's page is written into the portal's copy (contract §11.2): batched
// upserts, one statement per table and page, the rows travelling as one JSON parameter that the
// database unpacks with json_to_recordset (fast on PGlite, and far from PostgreSQL's 65,535
// parameters per statement). Each function runs inside the page's transaction.
//
// Rules kept here and nowhere else:
// - Nothing is deleted: a product, customer or contact the ERP dropped comes with `activo: false`
//   (or is swept by a full run, see sync-sweep.ts) and is kept, so old orders still point at it.
// - Prices and promotions come as a complete set per product or per customer, which replaces the
//   portal's set (removed lines disappear).
// - A reference the portal does not have (a family, a country, a customer) never fails the page:
//   a missing family or attribute value is dropped from the row, a contact or promotion of an
//   unknown customer is skipped (counted as read, not applied).
import { DOCUMENT_SYNC_ENTITIES } from '@portal/domain/erp-sync';
import { sql } from 'drizzle-orm';
import type { ExportEntity, ExportItem } from '../../erp/gateway/contract.ts';
import type { Tx } from '../../db/client.ts';
import { recordErpNumeros } from '../service-requests/service-request-erp.ts';
import { prices, products } from './product-appliers.ts';
import { countOf, json, type Applied, type PageRun, type Rows } from './sync-sql.ts';

async function countries(tx: Tx, items: ExportItem<'countries'>[]): Promise<Applied> {
  const n = await countOf(
    tx,
    sql`with up as (
      insert into paises (codigo, nombre, nombres)
      select codigo, nombre, nombres from json_to_recordset(${json(items)}) as x(codigo text, nombre text, nombres jsonb)
      on conflict (codigo) do update set nombre = excluded.nombre, nombres = excluded.nombres
      returning 1) select count(*) as n from up`,
  );
  return { aplicats: n, desactivats: 0 };
}

async function paymentMethods(tx: Tx, items: ExportItem<'payment-methods'>[]): Promise<Applied> {
  const n = await countOf(
    tx,
    sql`with up as (
      insert into formas_pago (codigo, nombre, nombres, activo)
      select codigo, nombre, nombres, activo
      from json_to_recordset(${json(items)}) as x(codigo integer, nombre text, nombres jsonb, activo boolean)
      on conflict (codigo) do update set nombre = excluded.nombre, nombres = excluded.nombres, activo = excluded.activo
      returning 1) select count(*) as n from up`,
  );
  return { aplicats: n, desactivats: items.filter((item) => !item.activo).length };
}

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

async function customers(tx: Tx, items: ExportItem<'customers'>[], runStart: Date): Promise<Applied> {
  const wereActive = await countOf(
    tx,
    sql`select count(*) as n from clientes where activo and codigo in (
      select codigo from json_to_recordset(${json(items.filter((item) => !item.activo))}) as x(codigo text))`,
  );
  const n = await countOf(
    tx,
    sql`with up as (
      insert into clientes (codigo, razon_social, cif, telefono, email, direccion, codigo_postal, poblacion,
        provincia, ciudad, pais, forma_pago, entidad_bancaria, dia_pago, cuenta_contable, id_lista, activo,
        synced_at, updated_at)
      select codigo, "razonSocial", cif, telefono, email, direccion, "codigoPostal", poblacion, provincia,
        ciudad, pais, "formaPago", "entidadBancaria", "diaPago", "cuentaContable", "idLista", activo,
        ${runStart.toISOString()}::timestamptz, now()
      from json_to_recordset(${json(items)}) as x(codigo text, "razonSocial" text, cif text, telefono text,
        email text, direccion text, "codigoPostal" text, poblacion text, provincia text, ciudad text,
        pais text, "formaPago" integer, "entidadBancaria" text, "diaPago" integer, "cuentaContable" text,
        "idLista" integer, activo boolean)
      on conflict (codigo) do update set razon_social = excluded.razon_social, cif = excluded.cif,
        telefono = excluded.telefono, email = excluded.email, direccion = excluded.direccion,
        codigo_postal = excluded.codigo_postal, poblacion = excluded.poblacion, provincia = excluded.provincia,
        ciudad = excluded.ciudad, pais = excluded.pais, forma_pago = excluded.forma_pago,
        entidad_bancaria = excluded.entidad_bancaria, dia_pago = excluded.dia_pago,
        cuenta_contable = excluded.cuenta_contable, id_lista = excluded.id_lista, activo = excluded.activo,
        synced_at = excluded.synced_at, updated_at = now()
      returning 1) select count(*) as n from up`,
  );
  return { aplicats: n, desactivats: wereActive };
}

async function contacts(tx: Tx, items: ExportItem<'contacts'>[], runStart: Date): Promise<Applied> {
  const wereActive = await countOf(
    tx,
    sql`select count(*) as n from cliente_contactos where activo and erp_contact_id in (
      select "erpContactId" from json_to_recordset(${json(items.filter((item) => !item.activo))})
        as x("erpContactId" text))`,
  );
  // A contact of a customer or in a country the portal does not have is skipped (the join).
  const n = await countOf(
    tx,
    sql`with up as (
      insert into cliente_contactos (erp_contact_id, codigo_cliente, nombre_contacto, direccion, codigo_postal,
        poblacion, provincia, ciudad, pais, telefono, email, activo, synced_at)
      select x."erpContactId", x."codigoCliente", x.nombre, x.direccion, x."codigoPostal", x.poblacion,
        x.provincia, x.ciudad, x.pais, x.telefono, x.email, x.activo, ${runStart.toISOString()}::timestamptz
      from json_to_recordset(${json(items)}) as x("erpContactId" text, "codigoCliente" text, nombre text,
        direccion text, "codigoPostal" text, poblacion text, provincia text, ciudad text, pais text,
        telefono text, email text, activo boolean)
      join clientes c on c.codigo = x."codigoCliente"
      join paises p on p.codigo = x.pais
      on conflict (erp_contact_id) do update set codigo_cliente = excluded.codigo_cliente,
        nombre_contacto = excluded.nombre_contacto, direccion = excluded.direccion,
        codigo_postal = excluded.codigo_postal, poblacion = excluded.poblacion, provincia = excluded.provincia,
        ciudad = excluded.ciudad, pais = excluded.pais, telefono = excluded.telefono, email = excluded.email,
        activo = excluded.activo, synced_at = excluded.synced_at
      returning 1) select count(*) as n from up`,
  );
  return { aplicats: n, desactivats: wereActive };
}

async function promotions(tx: Tx, items: ExportItem<'promotions'>[]): Promise<Applied> {
  const known = (await tx.execute(
    sql`select codigo from clientes where codigo in (
      select "codigoCliente" from json_to_recordset(${json(items)}) as x("codigoCliente" text))`,
  )) as unknown as Rows<{ codigo: string }>;
  const customers = new Set(known.rows.map((row) => row.codigo));
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

/**
 * Service requests' work orders (contract §13): the portal's status is the master and stays; a
 * request whose creation answer was lost takes its `erpNumero` here.
 */
async function serviceRequests(tx: Tx, items: ExportItem<'service-requests'>[]): Promise<Applied> {
  return { aplicats: await recordErpNumeros(tx, items), desactivats: 0 };
}

/** The entities other modules write (their own tables): the documents, the own codes, the orders' statuses. */
const CONTRIBUTED_ENTITIES: readonly ExportEntity[] = [
  ...DOCUMENT_SYNC_ENTITIES,
  'cross-references',
  'orders',
];

/**
 * How the entities another module owns are written: that module's service hands these to the
 * synchronisation (built in the composition root), so the synchronisation never touches its tables.
 */
export type ContributedAppliers = {
  [E in ExportEntity]?: (tx: Tx, items: ExportItem<E>[], page: PageRun) => Promise<Applied>;
};

/**
 * Writes one page of `entity`; `runStart` stamps what the run wrote, and a full run (`full`)
 * records what it found unchanged, both for its sweep.
 */
export function applyPage<E extends ExportEntity>(
  tx: Tx,
  entity: E,
  items: ExportItem<E>[],
  runStart: Date,
  full = false,
  contributed: ContributedAppliers = {},
): Promise<Applied> {
  const page: PageRun = { runStart, full };
  if (items.length === 0) return Promise.resolve({ aplicats: 0, desactivats: 0 });
  const applier = contributed[entity] as
    ((tx: Tx, items: ExportItem<E>[], page: PageRun) => Promise<Applied>) | undefined;
  if (applier) return applier(tx, items, page);
  // A runner built without the module that owns these (a tool that syncs the master data alone)
  // reads them and applies nothing, as for a customer the portal does not have.
  if ((CONTRIBUTED_ENTITIES as readonly string[]).includes(entity))
    return Promise.resolve({ aplicats: 0, desactivats: 0 });
  // Each case narrows `items` to its entity (the casts only restate what `entity` already says).
  switch (entity) {
    case 'countries':
      return countries(tx, items as ExportItem<'countries'>[]);
    case 'payment-methods':
      return paymentMethods(tx, items as ExportItem<'payment-methods'>[]);
    case 'families':
      return families(tx, items as ExportItem<'families'>[]);
    case 'attributes':
      return attributes(tx, items as ExportItem<'attributes'>[]);
    case 'products':
      return products(tx, items as ExportItem<'products'>[], page);
    case 'prices':
      return prices(tx, items as ExportItem<'prices'>[]);
    case 'stock':
      return stock(tx, items as ExportItem<'stock'>[]);
    case 'customers':
      return customers(tx, items as ExportItem<'customers'>[], runStart);
    case 'contacts':
      return contacts(tx, items as ExportItem<'contacts'>[], runStart);
    case 'promotions':
      return promotions(tx, items as ExportItem<'promotions'>[]);
    case 'service-requests':
      return serviceRequests(tx, items as ExportItem<'service-requests'>[]);
    default:
      throw new Error(`no applier for ${String(entity)}`);
  }
}
