// The money of an order and the rules it must meet before it is sent (spec §5, §9; DESIGN §5).
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
import { notNegative, roundMoney, sumMoney, toMoney, toWireAmount, type MoneyValue } from './money.ts';
import { priceListOf } from './pricing.ts';
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
  lineTotal: number;
  discount: number;
}

export interface OrderSummary {
  lines: SummaryLine[];
  /** Goods at their final prices: what the minimum and the free-shipping threshold look at. */
  subtotal: number;
  /** What the customer saves against the prices without offer. */
  discountTotal: number;
  shipping: number;
  freeShipping: boolean;
  /** Subtotal plus shipping, before VAT. */
  total: number;
}

export function summariseOrder(
  lines: readonly PricedLine[],
  idLista: number | null | undefined,
  settings: OrderSettings,
): OrderSummary {
  const summaryLines = lines.map((line): SummaryLine => {
    const finalPrice = roundMoney(notNegative(line.finalPrice));
    const priceNoOffer = roundMoney(notNegative(line.priceNoOffer));
    return {
      ...line,
      lineTotal: toWireAmount(finalPrice.times(line.quantity)),
      discount: toWireAmount(notNegative(priceNoOffer.minus(finalPrice)).times(line.quantity)),
    };
  });
  const subtotal = sumMoney(summaryLines.map((line) => line.lineTotal));
  const discountTotal = sumMoney(summaryLines.map((line) => line.discount));
  const freeShipping = isFreeShipping(subtotal, idLista);
  const shipping = shippingFor(subtotal, idLista, settings);
  return {
    lines: summaryLines,
    subtotal: toWireAmount(subtotal),
    discountTotal: toWireAmount(discountTotal),
    shipping,
    freeShipping,
    total: toWireAmount(subtotal.plus(shipping)),
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
