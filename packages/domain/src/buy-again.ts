// "Buy again" on the customer's home screen: the products the customer ordered lately, the most
// often ordered first, each with the quantity and date of its last order, to put back in the cart
// under today's rules (cart-quantity.ts).
import { z } from 'zod';
import { firstOrderableFrom, type QuantityRules } from './cart-quantity.ts';
import { productListItemSchema } from './catalogue.ts';

/** How far back the orders counted go. */
export const BUY_AGAIN_MONTHS = 12;
/** How many products the block offers: what a buyer reorders weekly, not the whole history. */
export const BUY_AGAIN_LIMIT = 12;

export const buyAgainItemSchema = z.object({
  /** The product as the catalogue sells it today, at the customer's prices. */
  product: productListItemSchema,
  /** In how many of the customer's orders of the period it was. */
  timesOrdered: z.number().int().min(1),
  /** The quantity of its most recent order. */
  lastQuantity: z.number().int().min(1),
  lastOrderedAt: z.string().describe('ISO 8601 instant'),
});
export type BuyAgainItem = z.infer<typeof buyAgainItemSchema>;

/** `GET /pedidos/habituales`. */
export const buyAgainSchema = z.object({ productos: z.array(buyAgainItemSchema) });
export type BuyAgain = z.infer<typeof buyAgainSchema>;

/**
 * The quantity to offer: the last one ordered when today's lote and minimum still allow it,
 * otherwise the first orderable quantity above it (a product now sold in tens offers 10, not 7).
 */
export function buyAgainQuantity(lastQuantity: number, rules: QuantityRules): number {
  return firstOrderableFrom(lastQuantity, rules);
}
