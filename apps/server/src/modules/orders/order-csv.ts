// The order history as CSV (spec §7 Orders): one row per order, or one per order line with the
// customer's own code beside ours. Headers and statuses in the request's language; money and
// dates in the figures and format the history screen shows; every cell through `csvDocument`,
// which neutralises what a spreadsheet would run as a formula.
import { csvDocument, type CsvValue } from '@portal/domain/csv';
import { formatAmount, formatDateTime } from '@portal/domain/format';
import type { Language } from '@portal/domain/languages';
import { translate, type MessageKey } from '@portal/domain/messages';
import type { Order, OrderLine } from '@portal/domain/ordering-api';

const words = (language: Language) => (key: string) => translate(language, `orders.${key}` as MessageKey);

/** What the order's columns say of it, the same in both files. */
function orderCells(order: Order, t: (key: string) => string): CsvValue[] {
  return [formatDateTime(order.fecha), order.Codigo, order.erpNumero, t(`status.${order.estado}`)];
}

export function ordersCsv(orders: readonly Order[], language: Language): string {
  const t = words(language);
  // The order's money in the same five figures as the cart, the history and the ERP.
  const header = [
    'date',
    'code',
    'erpNumber',
    'status',
    'reference',
    'lines',
    'grossTotal',
    'discountTotal',
    'subtotal',
    'shipping',
    'total',
  ].map((key) => t(`csv.${key}`));
  return csvDocument([
    header,
    ...orders.map((order): CsvValue[] => [
      ...orderCells(order, t),
      order.referencia,
      order.numLineas,
      formatAmount(order.grossTotal),
      formatAmount(order.discountTotal),
      formatAmount(order.subtotal),
      formatAmount(order.shipping),
      formatAmount(order.total),
    ]),
  ]);
}

/** An order with its lines, each line's own code already chosen (`lineOwnCode`). */
export interface OrderWithLines {
  order: Order;
  lines: readonly OrderLine[];
}

export function orderLinesCsv(orders: readonly OrderWithLines[], language: Language): string {
  const t = words(language);
  const header = [
    'date',
    'order',
    'erpNumber',
    'status',
    'productCode',
    'ownCode',
    'product',
    'quantity',
    'unitPrice',
    'discount',
    'lineTotal',
  ].map((key) => t(`csv.${key}`));
  return csvDocument([
    header,
    ...orders.flatMap(({ order, lines }) =>
      lines.map((line): CsvValue[] => [
        ...orderCells(order, t),
        line.codigo,
        line.codigoPropio,
        line.nombre,
        line.Cantidad,
        formatAmount(line.finalPrice),
        formatAmount(line.discount),
        formatAmount(line.lineTotal),
      ]),
    ),
  ]);
}
