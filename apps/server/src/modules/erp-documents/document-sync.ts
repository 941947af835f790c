// How the synchronisation writes the ERP's documents into this module's tables (contract §14): one
// statement per page and table, the rows as one JSON parameter (as modules/erp-sync does for the
// master data). A document of a customer the portal does not have is skipped (the join on the
// customers module's `customerNames`): a document is only ever kept with its own customer. What a page brought that the
// portal did not have yet (a shipment, an invoice) is handed to `onNew`, in the page's
// transaction, so the customer's notice is written with it.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { ExportItem } from '../../erp/gateway/contract.ts';
import { customerNames } from '../customers/customer-read.ts';
import { countOf, json, type Applied, type Rows } from '../erp-sync/sync-sql.ts';

/** What a page brought for the first time: shipments (by number) and invoices (not credit notes). */
export interface NewDocuments {
  shipments: string[];
  invoices: string[];
}

export type OnNewDocuments = (tx: Tx, news: NewDocuments) => Promise<void>;

async function inserted(
  tx: Tx,
  query: ReturnType<typeof sql>,
): Promise<{ applied: number; fresh: string[] }> {
  const result = (await tx.execute(query)) as unknown as Rows<{ numero: string; fresh: boolean }>;
  return {
    applied: result.rows.length,
    fresh: result.rows.filter((row) => row.fresh).map((row) => row.numero),
  };
}

export async function applyShipments(
  tx: Tx,
  items: ExportItem<'shipments'>[],
  onNew?: OnNewDocuments,
): Promise<Applied> {
  // `xmax = 0` only on a row this statement inserted (an update leaves the old version's id).
  const { applied, fresh } = await inserted(
    tx,
    sql`insert into shipments (numero, codigo_cliente, codigo_pedido, erp_numero, part, status, carrier,
        tracking_number, tracking_url, shipped_at, delivered_at, delivery_note, lines, erp_updated_at, synced_at)
      select x.numero, x."codigoCliente", x."portalCode", x."erpNumber", x.part, x.status, x.carrier,
        x."trackingNumber", x."trackingUrl", x."shippedAt", x."deliveredAt", x."deliveryNote", x.lines,
        x."updatedAt", now()
      from json_to_recordset(${json(items)}) as x(numero text, "codigoCliente" text, "portalCode" text,
        "erpNumber" text, part integer, status text, carrier text, "trackingNumber" text, "trackingUrl" text,
        "shippedAt" timestamptz, "deliveredAt" timestamptz, "deliveryNote" text, lines jsonb, "updatedAt" timestamptz)
      join ${customerNames} on ${customerNames.codigo} = x."codigoCliente"
      on conflict (numero) do update set codigo_cliente = excluded.codigo_cliente,
        codigo_pedido = excluded.codigo_pedido, erp_numero = excluded.erp_numero, part = excluded.part,
        status = excluded.status, carrier = excluded.carrier, tracking_number = excluded.tracking_number,
        tracking_url = excluded.tracking_url, shipped_at = excluded.shipped_at, delivered_at = excluded.delivered_at,
        delivery_note = excluded.delivery_note, lines = excluded.lines, erp_updated_at = excluded.erp_updated_at,
        synced_at = now()
      returning numero, (xmax = 0) as fresh`,
  );
  if (onNew && fresh.length > 0) await onNew(tx, { shipments: fresh, invoices: [] });
  return { aplicats: applied, desactivats: 0 };
}

export async function applyDeliveryNotes(tx: Tx, items: ExportItem<'delivery-notes'>[]): Promise<Applied> {
  const n = await countOf(
    tx,
    sql`with up as (
      insert into delivery_notes (numero, codigo_cliente, codigo_pedido, erp_numero, shipment, date, lines,
        erp_updated_at, synced_at)
      select x.numero, x."codigoCliente", x."portalCode", x."erpNumber", x.shipment, x.date, x.lines, x."updatedAt", now()
      from json_to_recordset(${json(items)}) as x(numero text, "codigoCliente" text, "portalCode" text,
        "erpNumber" text, shipment text, date date, lines jsonb, "updatedAt" timestamptz)
      join ${customerNames} on ${customerNames.codigo} = x."codigoCliente"
      on conflict (numero) do update set codigo_cliente = excluded.codigo_cliente,
        codigo_pedido = excluded.codigo_pedido, erp_numero = excluded.erp_numero, shipment = excluded.shipment,
        date = excluded.date, lines = excluded.lines, erp_updated_at = excluded.erp_updated_at, synced_at = now()
      returning 1) select count(*) as n from up`,
  );
  return { aplicats: n, desactivats: 0 };
}

export async function applyInvoices(
  tx: Tx,
  items: ExportItem<'invoices'>[],
  onNew?: OnNewDocuments,
): Promise<Applied> {
  const { applied, fresh } = await inserted(
    tx,
    sql`insert into invoices (numero, kind, codigo_cliente, codigo_pedido, erp_numero, date, delivery_notes,
        corrects, forma_pago, lines, base, vat_rate, vat, total, dues, status, erp_updated_at, synced_at)
      select x.numero, x.kind, x."codigoCliente", x."portalCode", x."erpNumber", x.date, x."deliveryNotes",
        x.corrects, x."paymentMethodCode", x.lines, x.base::numeric, x."vatRate"::numeric, x.vat::numeric,
        x.total::numeric, x.dues, x.status, x."updatedAt", now()
      from json_to_recordset(${json(items)}) as x(numero text, kind text, "codigoCliente" text, "portalCode" text,
        "erpNumber" text, date date, "deliveryNotes" jsonb, corrects text, "paymentMethodCode" integer, lines jsonb,
        base text, "vatRate" text, vat text, total text, dues jsonb, status text, "updatedAt" timestamptz)
      join ${customerNames} on ${customerNames.codigo} = x."codigoCliente"
      on conflict (numero) do update set kind = excluded.kind, codigo_cliente = excluded.codigo_cliente,
        codigo_pedido = excluded.codigo_pedido, erp_numero = excluded.erp_numero, date = excluded.date,
        delivery_notes = excluded.delivery_notes, corrects = excluded.corrects, forma_pago = excluded.forma_pago,
        lines = excluded.lines, base = excluded.base, vat_rate = excluded.vat_rate, vat = excluded.vat,
        total = excluded.total, dues = excluded.dues, status = excluded.status,
        erp_updated_at = excluded.erp_updated_at, synced_at = now()
      returning numero, (xmax = 0 and kind = 'invoice') as fresh`,
  );
  if (onNew && fresh.length > 0) await onNew(tx, { shipments: [], invoices: fresh });
  return { aplicats: applied, desactivats: 0 };
}

export async function applyCredit(tx: Tx, items: ExportItem<'credit'>[]): Promise<Applied> {
  const n = await countOf(
    tx,
    sql`with up as (
      insert into customer_credit (codigo_cliente, credit_limit, used, available, overdue, erp_updated_at, synced_at)
      select x."codigoCliente", x."limit"::numeric, x.used::numeric, x.available::numeric, x.overdue::numeric,
        x."updatedAt", now()
      from json_to_recordset(${json(items)}) as x("codigoCliente" text, "limit" text, used text, available text,
        overdue text, "updatedAt" timestamptz)
      join ${customerNames} on ${customerNames.codigo} = x."codigoCliente"
      on conflict (codigo_cliente) do update set credit_limit = excluded.credit_limit, used = excluded.used,
        available = excluded.available, overdue = excluded.overdue, erp_updated_at = excluded.erp_updated_at,
        synced_at = now()
      returning 1) select count(*) as n from up`,
  );
  return { aplicats: n, desactivats: 0 };
}
