// Customer promotions of the demo (spec §3 Promotion), per demo customer: an amount in EUR taken
// off the unit price (`ValorPromocion`) from a required quantity (`CantidadRequerida`) on one
// article (docs/glossary.md). Each amount is a round percentage of the customer's own net price
// at the required quantity, to the cent. Required quantities respect the article's lote, so the
// promotion can actually be reached in the cart.
import type { CustomerPromotions, PriceLine, ProductPrices } from '../types.ts';

/** [article code, required quantity, percentage off]; all from the hand-written catalogue. */
const POOL: readonly (readonly [string, number, number])[] = [
  ['HC-SG2-10-15', 20, 5],
  ['HC-SG2-10-15', 40, 8],
  ['ELR-6013-32', 10, 8],
  ['TIP-M6-10', 100, 10],
  ['DCT-125-10', 100, 12],
  ['GAS-M21-50', 5, 5],
  ['GUA-MIG-10', 24, 10],
  ['NOZ-24-CON', 20, 8],
  ['MIG-3500-T', 2, 4],
  ['SRV-HOM-135', 3, 10],
  ['TUN-WL20-24', 50, 10],
  ['DLA-125-Z60', 50, 8],
  ['HI-308LSI-10-15', 5, 6],
  ['PAN-AD-TC', 3, 7],
  ['SRV-CAL-50504', 4, 10],
  ['ELB-7018-32', 20, 9],
];

const PER_CUSTOMER = 5;

/** The line of `idLista` that prices `quantity` units: the highest break not above it. */
function lineFor(precios: readonly PriceLine[], idLista: number, quantity: number): PriceLine | undefined {
  let chosen: PriceLine | undefined;
  for (const line of precios) {
    if (line.idLista !== idLista || line.desdeUnidades > quantity) continue;
    if (!chosen || line.desdeUnidades > chosen.desdeUnidades) chosen = line;
  }
  return chosen;
}

const toCents = (decimal: string) => Math.round(Number(decimal) * 100);
const fromCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** EUR off that leaves the net price where `percent` % off (rounded half up to the cent) left it. */
function amountOff(precioNeto: string, percent: number): string {
  const net = toCents(precioNeto);
  const after = Math.floor((net * (100 - percent) + 50) / 100);
  return fromCents(net - after);
}

/**
 * A few promotions per customer, a different selection for each (rotating through the pool), on
 * the articles the catalogue holds (a small catalogue may lack some).
 */
export function demoPromotions(
  customers: readonly { codigo: string; idLista: number }[],
  prices: ReadonlyMap<string, ProductPrices>,
  updatedAt: string,
): CustomerPromotions[] {
  return customers.map((customer, position) => ({
    codigoCliente: customer.codigo,
    promociones: Array.from(
      { length: PER_CUSTOMER },
      (_, k) => POOL[(position * 3 + k) % POOL.length]!,
    ).flatMap(([IdArticulo, CantidadRequerida, percent]) => {
      const line = lineFor(prices.get(IdArticulo)?.precios ?? [], customer.idLista, CantidadRequerida);
      return line
        ? [{ IdArticulo, CantidadRequerida, ValorPromocion: amountOff(line.precioNeto, percent) }]
        : [];
    }),
    updatedAt,
  }));
}
