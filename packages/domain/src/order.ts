// The money of an order and the rules it must meet before it is sent (spec §5, §9; DESIGN §5).
// `summariseOrder` is the order's one pricing step (goods before the discount, discount, goods,
// shipping, total); nothing else in the web app or the server adds amounts up.
//
// Decisions the spec leaves open:
// - The minimum (`pedidoMinimo`, default 100 EUR, strictly greater than) and the free-shipping
//   threshold (500 EUR, from and including) are measured on the goods: the sum of the lines at
//   their final prices, promotions applied, before shipping and before VAT. Shipping cannot
//   lift an order over the minimum, and VAT is the ERP's business on the invoice.
// - "Shipping is paid from 500 euros, and always for gold" means the company pays it then;
//   otherwise the order carries the fixed `importeFijo` parameter.
// - An `importeFijo` missing or unreadable charges nothing rather than an amount nobody set;
//   a `pedidoMinimo` missing or unreadable falls back to the spec's 100 EUR.
import { FREE_SHIPPING_FROM_EUR, MINIMUM_ORDER_TOTAL_EUR, PRICE_LISTS, type ParamKey } from './constants.ts';
import { formatAmount } from './format.ts';
import { notNegative, sumMoney, toMoney, toWireAmount, type MoneyValue } from './money.ts';
import type { OrderTotals } from './ordering-api.ts';
import { lineMoney, priceListOf } from './pricing.ts';
import { ruleIssue, type RuleIssue } from './rule-issue.ts';

export interface OrderSettings {
  /** The goods total must be greater than this. */
  pedidoMinimo: number;
  /** Shipping charged when it is not free. */
  importeFijo: number;
}

export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  pedidoMinimo: MINIMUM_ORDER_TOTAL_EUR,
  importeFijo: 0,
};

function readAmount(value: string | null | undefined): number | undefined {
  const text = (value ?? '').trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  return toWireAmount(text);
}

/** Reads the parameters table's text values (`"15.00"`, `"100"`, `"15,5"`). */
export function orderSettingsFromParams(params: Partial<Record<ParamKey, string | null>>): OrderSettings {
  return {
    pedidoMinimo: readAmount(params.pedidoMinimo) ?? DEFAULT_ORDER_SETTINGS.pedidoMinimo,
    importeFijo: readAmount(params.importeFijo) ?? DEFAULT_ORDER_SETTINGS.importeFijo,
  };
}

export function isFreeShipping(goodsTotal: MoneyValue, idLista: number | null | undefined): boolean {
  return (
    priceListOf(idLista) === PRICE_LISTS.gold ||
    toMoney(goodsTotal).greaterThanOrEqualTo(FREE_SHIPPING_FROM_EUR)
  );
}

export function shippingFor(
  goodsTotal: MoneyValue,
  idLista: number | null | undefined,
  settings: OrderSettings,
): number {
  return isFreeShipping(goodsTotal, idLista) ? 0 : toWireAmount(notNegative(settings.importeFijo));
}

/** A line as priced by `quotePrice` (unit prices), whichever side priced it. */
export interface PricedLine {
  codigo: string;
  quantity: number;
  finalPrice: number;
  priceNoOffer: number;
}

export interface SummaryLine extends PricedLine {
  /** `finalPrice × quantity`. */
  lineTotal: number;
  /** `(priceNoOffer − finalPrice) × quantity`. */
  discount: number;
}

/**
 * The money of an order, the one pricing step the cart, the checkout, the placed order, the
 * history, the CSV, the printable order and the ERP payload all read (STYLE.md "A rule in one
 * place"). Every figure is exact in cents and they add up by construction:
 *
 *     grossTotal − discountTotal = subtotal
 *     subtotal   + shipping      = total
 */
export interface OrderSummary {
  lines: SummaryLine[];
  /** Goods at the prices without offer: Σ `priceNoOffer × quantity` (the ERP's `gross`). */
  grossTotal: number;
  /** What the customer saves against the prices without offer: Σ line `discount`. */
  discountTotal: number;
  /**
   * Goods at their final prices, `grossTotal − discountTotal` (the ERP's `net`): what the
   * minimum order and the free-shipping threshold look at.
   */
  subtotal: number;
  shipping: number;
  freeShipping: boolean;
  /** `subtotal + shipping`, before VAT. */
  total: number;
}

export function summariseOrder(
  lines: readonly PricedLine[],
  idLista: number | null | undefined,
  settings: OrderSettings,
): OrderSummary {
  const priced = lines.map((line) => ({
    line,
    money: lineMoney(line.finalPrice, line.priceNoOffer, line.quantity),
  }));
  const grossTotal = sumMoney(priced.map(({ money }) => money.grossTotal));
  const discountTotal = sumMoney(priced.map(({ money }) => money.discount));
  const subtotal = grossTotal.minus(discountTotal);
  const freeShipping = isFreeShipping(subtotal, idLista);
  const shipping = shippingFor(subtotal, idLista, settings);
  return {
    lines: priced.map(({ line, money }): SummaryLine => ({
      ...line,
      finalPrice: toWireAmount(money.finalPrice),
      priceNoOffer: toWireAmount(money.priceNoOffer),
      lineTotal: toWireAmount(money.lineTotal),
      discount: toWireAmount(money.discount),
    })),
    grossTotal: toWireAmount(grossTotal),
    discountTotal: toWireAmount(discountTotal),
    subtotal: toWireAmount(subtotal),
    shipping,
    freeShipping,
    total: toWireAmount(subtotal.plus(shipping)),
  };
}

/** The totals a cart and the checkout show: the order's money and the rules' thresholds. */
export function orderTotalsOf(summary: OrderSummary, settings: OrderSettings): OrderTotals {
  return {
    grossTotal: summary.grossTotal,
    discountTotal: summary.discountTotal,
    subtotal: summary.subtotal,
    shipping: summary.shipping,
    freeShipping: summary.freeShipping,
    total: summary.total,
    pedidoMinimo: settings.pedidoMinimo,
    importeFijo: settings.importeFijo,
    freeShippingFrom: FREE_SHIPPING_FROM_EUR,
  };
}

/**
 * A placed order's money as stored (its subtotal, discount, shipping and total, fixed when it was
 * placed): the goods before the discount are the goods plus the discount, exactly, since both
 * are sums of whole cents.
 */
export function storedOrderMoney(stored: {
  subtotal: MoneyValue;
  discountTotal: MoneyValue;
  shipping: MoneyValue;
  total: MoneyValue;
}): Pick<OrderSummary, 'grossTotal' | 'discountTotal' | 'subtotal' | 'shipping' | 'total'> {
  return {
    grossTotal: toWireAmount(toMoney(stored.subtotal).plus(toMoney(stored.discountTotal))),
    discountTotal: toWireAmount(stored.discountTotal),
    subtotal: toWireAmount(stored.subtotal),
    shipping: toWireAmount(stored.shipping),
    total: toWireAmount(stored.total),
  };
}

/** What stops an order from being sent, in the order a customer would fix it. */
export function checkOrder(
  summary: Pick<OrderSummary, 'lines' | 'subtotal'>,
  acceptedConditions: boolean,
  settings: OrderSettings,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (summary.lines.length === 0) issues.push(ruleIssue('orders.emptyCart'));
  if (!toMoney(summary.subtotal).greaterThan(settings.pedidoMinimo)) {
    issues.push(ruleIssue('orders.minimumTotal', { amount: formatAmount(settings.pedidoMinimo) }));
  }
  if (!acceptedConditions) issues.push(ruleIssue('orders.acceptConditions'));
  return issues;
}
