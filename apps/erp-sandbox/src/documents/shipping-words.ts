// The sandbox's stand-ins for what a warehouse and its carriers give a shipment: a carrier, a
// tracking number, and the batch each product came from. Derived from the shipment's number, so the
// same shipment always gets the same ones.
import { createHash } from 'node:crypto';

export const CARRIERS = ['SEUR', 'MRW', 'GLS', 'DHL'] as const;

function hashNumber(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

export function carrierOf(shipment: string): string {
  return CARRIERS[hashNumber(shipment) % CARRIERS.length]!;
}

/** Ten digits after the carrier's first letters, e.g. `SE4820193377`. */
export function trackingNumberOf(shipment: string): string {
  const digits = String(hashNumber(`tracking:${shipment}`))
    .padStart(10, '0')
    .slice(-10);
  return `${carrierOf(shipment).slice(0, 2)}${digits}`;
}

/** `L2606-4821`: the month the batch was made (that of the shipment) and a number. */
export function batchOf(codigo: string, shippedAt: number): string {
  const month = new Date(shippedAt).toISOString().slice(2, 7).replace('-', '');
  return `L${month}-${String(1000 + (hashNumber(`batch:${codigo}:${month}`) % 9000))}`;
}
