import { describe, expect, it } from 'vitest';
import {
  customerPromotionsSchema,
  familyNodeSchema,
  filterAttributeSchema,
  parseProductSort,
  priceLineSchema,
  productSchema,
  productSearchQuerySchema,
  PRODUCT_SORTS,
  type Product,
} from './catalogue.ts';

const product: Product = {
  id: 1,
  codigo: 'TIP-M6',
  nombre: 'Punta de contacte M6',
  nombres: { ca: 'Punta de contacte M6', es: 'Punta de contacto M6' },
  type: 'consumable',
  codigoFamilia: 'MIG',
  codigoSubfamilia: 'MIG-TIPS',
  stock: 120,
  lote: 10,
  minimumQuantity: 10,
  idAlmacen: '01',
  idLista: '1,2,5',
  ean: null,
  offer: false,
  prices: [{ idLista: 1, precioNeto: 0.85, precioSinDescuento: 1.2, desdeUnidades: 1 }],
  medias: [{ id: 4, url: '/media/tip-m6.jpg', tipo: 'image', orden: 0 }],
  attributes: [{ idAtributo: 2, codigo: 'diameter', nombre: 'Diàmetre', idValor: 21, valor: '1.0 mm' }],
  finalPrice: 0.85,
  priceNoOffer: 1.2,
  discount: 3.5,
  Cantidad: 10,
};

describe('product', () => {
  it('should accept a full product and one without a price for the customer', () => {
    expect(productSchema.parse(product)).toEqual(product);
    const unpriced = { ...product, finalPrice: null, priceNoOffer: null, discount: null, nombres: undefined };
    expect(productSchema.safeParse(unpriced).success).toBe(true);
  });

  it('should refuse unknown types, broken list ids and amounts finer than a cent', () => {
    expect(productSchema.safeParse({ ...product, type: 'tool' }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, idLista: '1;2' }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, idLista: '1,,2' }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, idLista: '' }).success).toBe(true);
    expect(productSchema.safeParse({ ...product, finalPrice: 0.855 }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, lote: 0 }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, nombres: { fr: 'Pointe' } }).success).toBe(false);
  });

  it('should refuse a price line with a negative or sub-cent amount', () => {
    const priceLine = { idLista: 5, precioNeto: 10, precioSinDescuento: 12, desdeUnidades: 1 };
    expect(priceLineSchema.safeParse(priceLine).success).toBe(true);
    expect(priceLineSchema.safeParse({ ...priceLine, precioNeto: -1 }).success).toBe(false);
    expect(priceLineSchema.safeParse({ ...priceLine, precioSinDescuento: 12.001 }).success).toBe(false);
    expect(priceLineSchema.safeParse({ ...priceLine, desdeUnidades: 1.5 }).success).toBe(false);
  });
});

describe('promotions, families and filters', () => {
  it('should read the customer promotions answer', () => {
    const answer = { promociones: [{ IdArticulo: 'TIP-M6', CantidadRequerida: 50, ValorPromocion: 12.5 }] };
    expect(customerPromotionsSchema.parse(answer)).toEqual(answer);
    // An amount in EUR: any size (the price floors at 0), never negative, at most 2 decimals.
    const large = { promociones: [{ IdArticulo: 'TIP-M6', CantidadRequerida: 50, ValorPromocion: 1250 }] };
    expect(customerPromotionsSchema.parse(large)).toEqual(large);
    for (const ValorPromocion of [-0.01, 0.125]) {
      const bad = { promociones: [{ IdArticulo: 'TIP-M6', CantidadRequerida: 50, ValorPromocion }] };
      expect(customerPromotionsSchema.safeParse(bad).success).toBe(false);
    }
    const fromZero = { promociones: [{ IdArticulo: 'TIP-M6', CantidadRequerida: 0, ValorPromocion: 5 }] };
    expect(customerPromotionsSchema.safeParse(fromZero).success).toBe(false);
  });

  it('should read a family node with its subfamilies', () => {
    const node = {
      codigo: 'MIG',
      nombre: 'MIG/MAG',
      count: 12,
      subfamilias: [{ codigo: 'MIG-TIPS', nombre: 'Puntes', count: 12 }],
    };
    expect(familyNodeSchema.parse(node)).toEqual(node);
  });

  it('should read filter attributes by the spec codes only', () => {
    const filter = {
      idAtributo: 9,
      codigo: 'sparePartType',
      nombre: 'Tipus de recanvi',
      values: [{ idValor: 90, valor: 'nozzle', nombre: 'Broquet', count: 4 }],
    };
    expect(filterAttributeSchema.safeParse(filter).success).toBe(true);
    expect(filterAttributeSchema.safeParse({ ...filter, codigo: 'colour' }).success).toBe(false);
  });
});

describe('product search query', () => {
  it('should default to the first page of 15', () => {
    expect(productSearchQuerySchema.parse({})).toEqual({ page: 1, size: 15 });
  });

  it('should read query-string values', () => {
    expect(
      productSearchQuerySchema.parse({
        page: '3',
        size: '50',
        sort: 'price,desc',
        queryString: '  electrode 6013 ',
        userType: '2',
        codigoFamilia: 'MIG',
        codigoSubfamilia: 'MIG-TIPS',
        idAtributo: '4',
        idValor: '41',
        type: 'consumable',
      }),
    ).toEqual({
      page: 3,
      size: 50,
      sort: 'price,desc',
      queryString: 'electrode 6013',
      userType: 2,
      codigoFamilia: 'MIG',
      codigoSubfamilia: 'MIG-TIPS',
      idAtributo: 4,
      idValor: 41,
      type: 'consumable',
    });
  });

  it('should bound page and size', () => {
    const ok = (query: object) => productSearchQuerySchema.safeParse(query).success;
    expect([ok({ page: 0 }), ok({ page: 1 }), ok({ page: 10_000 }), ok({ page: 10_001 })]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect([ok({ size: 0 }), ok({ size: 1 }), ok({ size: 100 }), ok({ size: 101 })]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(ok({ page: '1.5' })).toBe(false);
  });

  it('should accept the six sorts as field,direction and nothing else', () => {
    expect(PRODUCT_SORTS).toEqual([
      'price,asc',
      'price,desc',
      'name,asc',
      'name,desc',
      'reference,asc',
      'reference,desc',
    ]);
    for (const sort of ['price', 'PRICE,ASC', 'price desc', 'stock,asc']) {
      expect(productSearchQuerySchema.safeParse({ sort }).success).toBe(false);
    }
    expect(parseProductSort('reference,desc')).toEqual({ field: 'reference', direction: 'desc' });
  });

  it('should limit the text to 100 characters and ids to positive integers', () => {
    expect(productSearchQuerySchema.safeParse({ queryString: 'a'.repeat(100) }).success).toBe(true);
    expect(productSearchQuerySchema.safeParse({ queryString: 'a'.repeat(101) }).success).toBe(false);
    expect(productSearchQuerySchema.safeParse({ idValor: 'abc' }).success).toBe(false);
    expect(productSearchQuerySchema.safeParse({ idAtributo: '0' }).success).toBe(false);
    expect(productSearchQuerySchema.safeParse({ codigoFamilia: 'F'.repeat(31) }).success).toBe(false);
  });
});
