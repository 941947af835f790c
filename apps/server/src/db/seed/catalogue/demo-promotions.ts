// Customer promotions of the demo (spec §3 Promotion): a percentage off (`valorPromocion`) from
// a required quantity (`cantidadRequerida`) on one article. Required quantities respect the
// article's lote, so the promotion can actually be reached in the cart.

export interface PromocionRow {
  codigoCliente: string;
  codigoArticulo: string;
  cantidadRequerida: number;
  valorPromocion: string;
}

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

/** A few promotions per customer, a different selection for each (rotating through the pool). */
export function demoPromotions(customerCodes: readonly string[]): PromocionRow[] {
  return customerCodes.flatMap((codigoCliente, customer) =>
    Array.from({ length: PER_CUSTOMER }, (_, k) => {
      const [codigoArticulo, cantidadRequerida, percent] = POOL[(customer * 3 + k) % POOL.length]!;
      return { codigoCliente, codigoArticulo, cantidadRequerida, valorPromocion: percent.toFixed(2) };
    }),
  );
}
