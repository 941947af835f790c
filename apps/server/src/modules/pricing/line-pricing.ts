// Prices lines of (code, quantity) for a buyer from the server's own catalogue, with each line's
// quantity verdicts. The cart view, quick order, reorder and order placement all use it, so a
// line is priced and judged the same way wherever it appears, and never by the client.
import { cartLineFrom, type CartLine } from '@portal/domain/cart';
import { checkQuantity } from '@portal/domain/cart-quantity';
import type { Product } from '@portal/domain/catalogue';
import type { Language } from '@portal/domain/languages';
import { translate } from '@portal/domain/messages';
import type { Issue } from '@portal/domain/ordering-api';
import { quotePrice } from '@portal/domain/pricing';
import type { RuleIssue } from '@portal/domain/rule-issue';
import type { Buyer, CatalogueService } from '../catalogue/catalogue-service.ts';

export interface PricedItem {
  codigo: string;
  quantity: number;
  product: Product;
  line: CartLine;
  lineTotal: number;
  errors: Issue[];
  warnings: Issue[];
}

export function toIssue(issue: RuleIssue, language: Language): Issue {
  return { missatge: issue.key, error_description: translate(language, issue.key, issue.params) };
}

export async function priceItems(
  catalogue: CatalogueService,
  items: { codigo: string; quantity: number }[],
  buyer: Buyer,
  language: Language,
): Promise<{ priced: PricedItem[]; missing: string[] }> {
  const { products, promotions } = await catalogue.pricedByCodigos(
    items.map((item) => item.codigo),
    buyer,
    language,
  );
  const priced: PricedItem[] = [];
  const missing: string[] = [];
  for (const item of items) {
    const product = products.get(item.codigo);
    const quote = product
      ? quotePrice({ product, idLista: buyer.idLista, quantity: item.quantity, promotions })
      : null;
    if (!product || !quote) {
      missing.push(item.codigo);
      continue;
    }
    const verdict = checkQuantity(item.quantity, product);
    priced.push({
      codigo: item.codigo,
      quantity: item.quantity,
      product,
      line: cartLineFrom(product, quote, product.nombre),
      lineTotal: quote.lineTotal,
      errors: verdict.errors.map((issue) => toIssue(issue, language)),
      warnings: verdict.warnings.map((issue) => toIssue(issue, language)),
    });
  }
  return { priced, missing };
}
