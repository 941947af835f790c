import { describe, expect, it, vi } from 'vitest';
import { AttributeDictionary, valuesOf } from './attribute-dictionary.ts';
import { parsePriceLines, parsePromotionLines, type AttributeValueRow } from './catalogue-repository.ts';
import { byCodeAndQuantity } from './catalogue-service.ts';
import { SearchCache } from './search-cache.ts';

const value = (idAtributo: number, idValor: number, valor: string): AttributeValueRow => ({
  idAtributo,
  codigoAtributo: `attr-${idAtributo}`,
  nombreAtributo: `Attr ${idAtributo}`,
  nombresAtributo: {},
  idValor,
  valor,
  nombresValor: {},
});

describe('attribute dictionary', () => {
  it('reads the values once while the cache holds them', async () => {
    const read = vi.fn(async () => [value(1, 10, '200 A')]);
    const dictionary = new AttributeDictionary(read, new SearchCache(60_000));
    const held = await dictionary.current();
    expect(await dictionary.covering([10], held)).toBe(held);
    await dictionary.current();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads the values again when a product names one it does not hold', async () => {
    const rows = [value(1, 10, '200 A')];
    const read = vi.fn(async () => [...rows]);
    const dictionary = new AttributeDictionary(read, new SearchCache(60_000));
    const held = await dictionary.current();
    rows.push(value(1, 11, '350 A'));
    const covering = await dictionary.covering([10, 11], held);
    expect(read).toHaveBeenCalledTimes(2);
    expect(valuesOf([11], covering).map((v) => v.valor)).toEqual(['350 A']);
    // And keeps the new reading for the next request.
    expect(await dictionary.current()).toBe(covering);
  });

  it('lists a product’s values in the dictionary’s order, leaving out one it does not know', () => {
    const rows = [value(2, 20, 'Ø 1,0'), value(1, 10, '200 A'), value(1, 11, '350 A')];
    const dictionary = new Map(rows.map((row, rank) => [row.idValor, { rank, value: row }]));
    expect(valuesOf([11, 99, 20], dictionary).map((v) => v.idValor)).toEqual([20, 11]);
    expect(valuesOf([11], dictionary)[0]).toEqual(rows[2]);
    expect(valuesOf(null, dictionary)).toEqual([]);
  });
});

describe('price and promotion lines as the details query writes them', () => {
  it('reads list, net, undiscounted price and quantity of each line', () => {
    expect(parsePriceLines('2 10.50 12.00 1,2 9.80 12.00 10')).toEqual([
      { idLista: 2, precioNeto: 10.5, precioSinDescuento: 12, desdeUnidades: 1 },
      { idLista: 2, precioNeto: 9.8, precioSinDescuento: 12, desdeUnidades: 10 },
    ]);
    expect(parsePriceLines(null)).toEqual([]);
  });

  it('reads required quantity and amount of each promotion, and lists them by code then quantity', () => {
    const lines = [
      ...parsePromotionLines('MIG-350', '1 310.00,10 400.50'),
      ...parsePromotionLines('ELR-6013', '5 1.20'),
      ...parsePromotionLines('none', null),
    ];
    expect(lines.sort(byCodeAndQuantity)).toEqual([
      { codigoArticulo: 'ELR-6013', cantidadRequerida: 5, valorPromocion: 1.2 },
      { codigoArticulo: 'MIG-350', cantidadRequerida: 1, valorPromocion: 310 },
      { codigoArticulo: 'MIG-350', cantidadRequerida: 10, valorPromocion: 400.5 },
    ]);
  });
});
