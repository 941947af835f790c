// How the synchronisation writes the customers module's tables (contract §11.2): countries,
// payment methods, customers and their delivery addresses, each page in batched upserts (the
// synchronisation's rules in erp-sync/sync-appliers.ts). The module owns these tables, so the
// synchronisation calls this writer, built in the composition root, and never writes them itself.
import { sql, type SQL } from 'drizzle-orm';
import type { ExportItem } from '../../erp/gateway/contract.ts';
import type { Tx } from '../../db/client.ts';
import type {
  ContributedAppliers,
  ContributedSweeps,
  SyncWriter,
  Unseen,
} from '../erp-sync/sync-appliers.ts';
import { countOf, json, type Applied } from '../erp-sync/sync-sql.ts';

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

/**
 * A full run's sweep of one table: the rows an earlier run brought in and this one did not find
 * are deactivated, never deleted (orders and requests still point at them).
 */
function deactivateUnseen(table: 'clientes' | 'cliente_contactos', key: SQL) {
  return (tx: Tx, unseen: Unseen): Promise<number> =>
    countOf(
      tx,
      sql`with up as (
        update ${sql.raw(table)} t set activo = false
        where t.activo and ${unseen(key, sql`t.synced_at`)}
        returning 1) select count(*) as n from up`,
    );
}

export class CustomerSync implements SyncWriter {
  syncAppliers(): ContributedAppliers {
    return {
      countries: (tx, items) => countries(tx, items),
      'payment-methods': (tx, items) => paymentMethods(tx, items),
      customers: (tx, items, page) => customers(tx, items, page.runStart),
      contacts: (tx, items, page) => contacts(tx, items, page.runStart),
    };
  }

  syncSweeps(): ContributedSweeps {
    return {
      customers: deactivateUnseen('clientes', sql`t.codigo`),
      contacts: deactivateUnseen('cliente_contactos', sql`t.erp_contact_id`),
    };
  }
}
