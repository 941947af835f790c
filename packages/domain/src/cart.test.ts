import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartLineFrom,
  cartLineSchema,
  findInCart,
  removeFromCart,
  resetCart,
  updateInCart,
  type CartLine,
} from './cart.ts';
import { quotePrice } from './pricing.ts';

function cartLine(codigo: string, Cantidad = 1): CartLine {
  return {
    id: codigo.length,
    codigo,
    title: `Product ${codigo}`,
    offer: false,
    minimumQuantity: 1,
    finalPrice: 10,
    discount: 0,
    Cantidad,
    priceNoOffer: 10,
    medias: [],
    prices: [{ idLista: 5, precioNeto: 10, precioSinDescuento: 10, desdeUnidades: 1 }],
    idAlmacen: '01',
    stock: 5,
    lote: null,
  };
}

describe('cart operations', () => {
  it('should append a new product at the end', () => {
    const result = addToCart([cartLine('A')], cartLine('B'));
    expect(result).toEqual({ ok: true, cart: [cartLine('A'), cartLine('B')] });
  });

  it('should refuse a product already in the cart and leave the cart as it was', () => {
    const cart = [cartLine('A', 2)];
    expect(addToCart(cart, cartLine('A', 5))).toEqual({
      ok: false,
      error: { key: 'cart.alreadyInCart', params: { codigo: 'A' } },
    });
    expect(cart).toEqual([cartLine('A', 2)]);
  });

  it('should not change the cart it was given', () => {
    const cart = [cartLine('A')];
    addToCart(cart, cartLine('B'));
    updateInCart(cart, cartLine('A', 9));
    removeFromCart(cart, 'A');
    expect(cart).toEqual([cartLine('A')]);
  });

  it('should replace a line in place by codigo', () => {
    const cart = [cartLine('A'), cartLine('B'), cartLine('C')];
    expect(updateInCart(cart, cartLine('B', 7)).map((l) => [l.codigo, l.Cantidad])).toEqual([
      ['A', 1],
      ['B', 7],
      ['C', 1],
    ]);
  });

  it('should leave the cart alone when updating a product not in it', () => {
    const cart = [cartLine('A')];
    expect(updateInCart(cart, cartLine('Z'))).toEqual([cartLine('A')]);
  });

  it('should delete by codigo and reset to empty', () => {
    const cart = [cartLine('A'), cartLine('B')];
    expect(removeFromCart(cart, 'A')).toEqual([cartLine('B')]);
    expect(removeFromCart(cart, 'Z')).toEqual(cart);
    expect(resetCart()).toEqual([]);
  });

  it('should find a line by its exact codigo', () => {
    expect(findInCart([cartLine('A')], 'A')?.codigo).toBe('A');
    expect(findInCart([cartLine('A')], 'a')).toBeUndefined();
  });
});

describe('cart lines', () => {
  it('should build a line from a product and its quote', () => {
    const product = {
      id: 7,
      codigo: 'EL-6013',
      minimumQuantity: 2,
      medias: [{ id: 1, url: '/m/1.jpg', tipo: 'image', orden: 0 }],
      prices: [{ idLista: 1, precioNeto: 8.5, precioSinDescuento: 10, desdeUnidades: 1 }],
      idAlmacen: '02',
      stock: 40,
      lote: 2,
    };
    const quote = quotePrice({ product: { ...product, offer: false }, idLista: 1, quantity: 4 })!;
    expect(cartLineFrom(product, quote, 'Electrode 6013')).toEqual({
      id: 7,
      codigo: 'EL-6013',
      title: 'Electrode 6013',
      offer: false,
      minimumQuantity: 2,
      finalPrice: 8.5,
      discount: 6,
      Cantidad: 4,
      priceNoOffer: 10,
      medias: product.medias,
      prices: product.prices,
      idAlmacen: '02',
      stock: 40,
      lote: 2,
    });
  });

  it('should validate the wire shape of a line', () => {
    expect(cartLineSchema.safeParse(cartLine('A')).success).toBe(true);
    expect(cartLineSchema.safeParse({ ...cartLine('A'), Cantidad: 0 }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...cartLine('A'), finalPrice: 1.234 }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...cartLine('A'), lote: 0 }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...cartLine('A'), codigo: '' }).success).toBe(false);
  });
});
