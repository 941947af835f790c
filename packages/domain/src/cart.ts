// The cart (spec §3 Cart line, §4): a list of lines keyed by `codigo`, and its pure operations.
// Each operation returns a new list, so React state and the server's copy can share them.
import { z } from 'zod';
import { mediaSchema, priceLineSchema, type Product } from './catalogue.ts';
import { moneySchema } from './money.ts';
import type { PriceQuote } from './pricing.ts';
import { ruleIssue, type RuleIssue } from './rule-issue.ts';

export const cartLineSchema = z.object({
  id: z.number().int(),
  codigo: z.string().min(1).max(40),
  title: z.string(),
  offer: z.boolean(),
  minimumQuantity: z.number().int().min(0),
  /** Unit price for `Cantidad` units, promotions included (pricing.ts). */
  finalPrice: moneySchema,
  /** For the whole line: `(priceNoOffer - finalPrice) * Cantidad`. */
  discount: moneySchema,
  Cantidad: z.number().int().min(1),
  priceNoOffer: moneySchema,
  medias: z.array(mediaSchema),
  /** Kept so a quantity change can re-price the line by its breaks without a round trip. */
  prices: z.array(priceLineSchema),
  idAlmacen: z.string(),
  stock: z.number().int(),
  lote: z.number().int().positive().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.array(cartLineSchema);

export type CartChange = { ok: true; cart: CartLine[] } | { ok: false; error: RuleIssue };

export function findInCart(cart: readonly CartLine[], codigo: string): CartLine | undefined {
  return cart.find((line) => line.codigo === codigo);
}

/** Appends a line; a product already in the cart is refused rather than doubled or merged. */
export function addToCart(cart: readonly CartLine[], line: CartLine): CartChange {
  if (findInCart(cart, line.codigo)) {
    return { ok: false, error: ruleIssue('cart.alreadyInCart', { codigo: line.codigo }) };
  }
  return { ok: true, cart: [...cart, line] };
}

/** Replaces the line with the same `codigo` where it stands; a product not in the cart changes nothing. */
export function updateInCart(cart: readonly CartLine[], line: CartLine): CartLine[] {
  return cart.map((existing) => (existing.codigo === line.codigo ? line : existing));
}

export function removeFromCart(cart: readonly CartLine[], codigo: string): CartLine[] {
  return cart.filter((line) => line.codigo !== codigo);
}

export function resetCart(): CartLine[] {
  return [];
}

type CartProduct = Pick<
  Product,
  'id' | 'codigo' | 'minimumQuantity' | 'medias' | 'prices' | 'idAlmacen' | 'stock' | 'lote'
>;

/** The line for a product priced by `quotePrice`; `title` is its name in the session language. */
export function cartLineFrom(product: CartProduct, quote: PriceQuote, title: string): CartLine {
  return {
    id: product.id,
    codigo: product.codigo,
    title,
    offer: quote.offer,
    minimumQuantity: product.minimumQuantity,
    finalPrice: quote.finalPrice,
    discount: quote.discount,
    Cantidad: quote.quantity,
    priceNoOffer: quote.priceNoOffer,
    medias: product.medias,
    prices: product.prices,
    idAlmacen: product.idAlmacen,
    stock: product.stock,
    lote: product.lote,
  };
}
