// Price lines of one product for the four lists of spec §4: gold (1) cheapest, then distributor
// (6), silver (2), and the base list (5) dearest, each with the product's quantity breaks.
// Margins differ by kind: machines carry thin margins, consumables wide ones.
import type { PriceLine, ProductType } from '../types.ts';
import type { QuantityBreak } from './product-draft.ts';

export const PRICE_LIST_IDS = [1, 2, 5, 6] as const;
export type PriceListId = (typeof PRICE_LIST_IDS)[number];

/** Share of the base price each list pays, by product kind. */
const LIST_FACTORS: Record<ProductType, Record<PriceListId, number>> = {
  equipment: { 1: 0.86, 6: 0.89, 2: 0.94, 5: 1 },
  consumable: { 1: 0.78, 6: 0.83, 2: 0.9, 5: 1 },
  accessory: { 1: 0.8, 6: 0.85, 2: 0.92, 5: 1 },
  service: { 1: 0.9, 6: 0.93, 2: 0.96, 5: 1 },
};

/** Cents, rounded half away from zero; the export sends them as 2-decimal strings. */
const cents = (euros: number) => Math.max(1, Math.round(euros * 100));
const money = (value: number) => (value / 100).toFixed(2);

/**
 * `offer` is the fraction off on every line (0 when not on offer): `precioSinDescuento` keeps
 * the regular price so the card can strike it through.
 */
export function priceLines(
  tipo: ProductType,
  basePrice: number,
  breaks: readonly QuantityBreak[],
  offer: number,
): PriceLine[] {
  const lines: PriceLine[] = [];
  for (const idLista of PRICE_LIST_IDS) {
    const factor = LIST_FACTORS[tipo][idLista];
    for (const { from, off } of breaks) {
      const regular = cents(basePrice * factor * (1 - off));
      const net = offer > 0 ? Math.min(regular, cents((regular / 100) * (1 - offer))) : regular;
      lines.push({
        idLista,
        desdeUnidades: from,
        precioNeto: money(net),
        precioSinDescuento: money(regular),
      });
    }
  }
  return lines;
}
