// Small derivations the cards and the detail screen share: stock level, discount percentage,
// and the quantity breaks of the viewing customer's own price list.
import type { PriceLine, Product } from '@portal/domain/catalogue';
import { BASE_PRICE_LIST } from '@portal/domain/constants';

export type StockLevel = 'out' | 'low' | 'in';

/**
 * Few enough units that a customer ordering a fleet or a pallet should know before ordering.
 * Below the smallest orderable quantity counts as low as well: one order may already exceed it.
 */
export const LOW_STOCK_UNITS = 5;

export function stockLevel(product: Pick<Product, 'stock' | 'Cantidad'>): StockLevel {
  if (product.stock <= 0) return 'out';
  if (product.stock <= LOW_STOCK_UNITS || product.stock < product.Cantidad) return 'low';
  return 'in';
}

/** Services are not stocked (the catalogue gives them a token stock), so no stock is shown. */
export function showsStock(product: Pick<Product, 'type'>): boolean {
  return product.type !== 'service';
}

/** Whole percent off the regular price, or null when there is no reduction to show. */
export function discountPercent(finalPrice: number | null, priceNoOffer: number | null): number | null {
  if (finalPrice === null || priceNoOffer === null || priceNoOffer <= 0 || finalPrice >= priceNoOffer)
    return null;
  return Math.round(((priceNoOffer - finalPrice) / priceNoOffer) * 100);
}

/**
 * The breaks of the list pricing.ts prices this customer with: their own list when the product
 * has lines in it, else the base list as a whole (lists are never mixed break by break). The
 * server sends only these two lists; the other tiers' prices are never shown.
 */
export function customerPriceLines(prices: readonly PriceLine[], idLista: number): PriceLine[] {
  let lines = prices.filter((line) => line.idLista === idLista);
  if (lines.length === 0) lines = prices.filter((line) => line.idLista === BASE_PRICE_LIST);
  return [...lines].sort((a, b) => a.desdeUnidades - b.desdeUnidades);
}
