// The demo catalogue generator: a catalogue a welding distributor would recognise, priced for
// the four tiers, the same for the same seed, and extensible to benchmark sizes.
import { ATTRIBUTE_CODES, PRODUCT_TYPES } from '@portal/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { productSearchText } from '../../../modules/catalogue/search-text.ts';
import { DEMO_CUSTOMERS } from '../demo-seed.ts';
import { attributeId } from './attributes.ts';
import { BASE_CATALOGUE } from './base-catalogue.ts';
import type { GeneratedCatalogue, PrecioRow } from './catalogue-rows.ts';
import { demoPromotions } from './demo-promotions.ts';
import { FAMILIES } from './families.ts';
import {
  BASE_CATALOGUE_SIZE,
  SERVICE_STOCK,
  generateCatalogue,
  generateCatalogueBatches,
} from './generate-catalogue.ts';

const LISTS = [1, 2, 5, 6] as const;
/** Gold cheapest, then distributor, silver, and the base list dearest (spec §4). */
const CHEAPEST_FIRST = [1, 6, 2, 5] as const;

function linesByProduct(catalogue: GeneratedCatalogue): Map<number, PrecioRow[]> {
  const lines = new Map<number, PrecioRow[]>();
  for (const line of catalogue.precios) {
    const list = lines.get(line.productoId) ?? [];
    list.push(line);
    lines.set(line.productoId, list);
  }
  return lines;
}

describe('the demo catalogue generator', () => {
  const catalogue = generateCatalogue();
  const lines = linesByProduct(catalogue);
  const byCode = new Map(catalogue.productos.map((p) => [p.codigo, p]));
  const basePrice = (codigo: string) => {
    const product = byCode.get(codigo)!;
    const line = lines.get(product.id)!.find((l) => l.idLista === 5 && l.desdeUnidades === 1)!;
    return Number(line.precioSinDescuento);
  };

  it('gives the same catalogue for the same seed, and another one for another seed', () => {
    expect(generateCatalogue({ seed: 42 })).toEqual(generateCatalogue({ seed: 42 }));
    const other = generateCatalogue({ seed: 43 });
    expect(other.productos.map((p) => p.codigo)).toEqual(
      generateCatalogue({ seed: 42 }).productos.map((p) => p.codigo),
    );
    expect(other.productos.map((p) => p.stock)).not.toEqual(
      generateCatalogue({ seed: 42 }).productos.map((p) => p.stock),
    );
  });

  it('has at least 300 products of all four kinds, in every family and subfamily of the tree', () => {
    expect(catalogue.productos.length).toBe(BASE_CATALOGUE_SIZE);
    expect(BASE_CATALOGUE_SIZE).toBeGreaterThanOrEqual(300);
    expect(new Set(catalogue.productos.map((p) => p.tipo))).toEqual(new Set(PRODUCT_TYPES));
    const subfamilies = new Set(catalogue.productos.map((p) => p.codigoSubfamilia));
    for (const sub of catalogue.subfamilias) expect(subfamilies, sub.codigo).toContain(sub.codigo);
    expect(new Set(catalogue.productos.map((p) => p.codigoFamilia))).toEqual(
      new Set(FAMILIES.map((f) => f.codigo)),
    );
    for (const product of catalogue.productos) {
      const sub = catalogue.subfamilias.find((s) => s.codigo === product.codigoSubfamilia)!;
      expect(sub.codigoFamilia).toBe(product.codigoFamilia);
    }
  });

  it('covers the product lines a welding distributor sells', () => {
    const lines: Record<string, string[]> = {
      machines: ['MIG-', 'TIG-', 'MMA-', 'MULTI-', 'PLA-40-M', 'OXI-KIT-', 'ALIM-', 'REF-'],
      wire: ['HC-SG2-', 'HC-SG3-', 'HI-308LSI-', 'HI-316LSI-', 'HA-5356-', 'HA-4043-', 'HT-E71T1-'],
      electrodes: ['ELR-6013-', 'ELB-7018-', 'ELC-6010-', 'ELI-308L-', 'VT-ER70S6-', 'TUN-WL20-'],
      gases: ['GAS-AR-', 'GAS-M21-', 'GAS-CO2-', 'GAS-O2-', 'GAS-C2H2-', 'LLO-AMP-', 'REG-'],
      torches: ['TMIG-', 'TTIG-', 'TIP-M6-10', 'NOZ-', 'DIF-', 'LIN-', 'COL-17-', 'CUP-17-'],
      protection: ['PAN-AD-', 'GUA-', 'JAQ-', 'COR-', 'EXT-'],
      abrasives: ['DCT-', 'DDS-', 'DLA-', 'RAS-'],
      services: ['SRV-REP-', 'SRV-HOM-', 'SRV-WPQR-', 'SRV-MAN-', 'SRV-CAL-50504'],
    };
    for (const [line, prefixes] of Object.entries(lines)) {
      for (const prefix of prefixes) {
        expect(
          [...byCode.keys()].some((codigo) => codigo.startsWith(prefix)),
          `${line}: ${prefix}`,
        ).toBe(true);
      }
    }
    const amperages = catalogue.productos
      .filter((p) => p.tipo === 'equipment' && p.codigoFamilia === 'EQS' && p.codigoSubfamilia !== 'EQS-PER')
      .map((p) => Number(/-(\d+)/.exec(p.codigo)![1]) / 10);
    expect(Math.min(...amperages)).toBe(160);
    expect(Math.max(...amperages)).toBe(500);
  });

  it('prices like a welding distributor', () => {
    expect(basePrice('MIG-3500-T')).toBeGreaterThanOrEqual(2500);
    expect(basePrice('MIG-3500-T')).toBeLessThanOrEqual(4500);
    expect(basePrice('TIP-M6-10')).toBeGreaterThanOrEqual(0.6);
    expect(basePrice('TIP-M6-10')).toBeLessThanOrEqual(1.5);
    expect(basePrice('HC-SG2-10-15')).toBeGreaterThanOrEqual(35);
    expect(basePrice('HC-SG2-10-15')).toBeLessThanOrEqual(60);
    for (const cylinder of ['GAS-AR-50', 'GAS-M21-50', 'LLO-AMP-50-ANY']) {
      expect(basePrice(cylinder)).toBeGreaterThanOrEqual(40);
      expect(basePrice(cylinder)).toBeLessThanOrEqual(120);
    }
    expect(basePrice('SRV-HOM-135')).toBeGreaterThanOrEqual(250);
    expect(basePrice('SRV-HOM-135')).toBeLessThanOrEqual(600);
  });

  it('uses every filter attribute and every declared value, with names in three languages', () => {
    expect(catalogue.atributos.map((a) => a.codigo)).toEqual([...ATTRIBUTE_CODES]);
    const used = new Set(catalogue.productoAtributos.map((link) => link.idValor));
    for (const value of catalogue.atributoValores) expect(used, value.valor).toContain(value.idValor);
    for (const row of [
      ...catalogue.atributos,
      ...catalogue.atributoValores,
      ...catalogue.familias,
      ...catalogue.subfamilias,
    ]) {
      expect(row.nombres.ca && row.nombres.es && row.nombres.en, JSON.stringify(row)).toBeTruthy();
    }
    const brand = attributeId('brand');
    const brands = catalogue.atributoValores.filter((v) => v.idAtributo === brand).map((v) => v.valor);
    expect(brands).toEqual(expect.arrayContaining(['Arcvolt', 'Weldmark', 'Plasmacorp']));
    expect(new Set(catalogue.atributoValores.map((v) => v.idValor)).size).toBe(
      catalogue.atributoValores.length,
    );
  });

  it('gives every product a unique, plain code and names and descriptions in three languages', () => {
    expect(byCode.size).toBe(catalogue.productos.length);
    for (const product of catalogue.productos) {
      expect(product.codigo).toMatch(/^[A-Z0-9][A-Za-z0-9._-]{1,39}$/);
      expect(product.nombre).toBe(product.nombres.es);
      expect(product.descripcion).toBe(product.descripciones.es);
      for (const lang of ['ca', 'es', 'en'] as const) {
        expect(product.nombres[lang], `${product.codigo} ${lang}`).toBeTruthy();
        expect(product.descripciones[lang], `${product.codigo} ${lang}`).toBeTruthy();
      }
      expect(product.searchText).toBe(productSearchText(product));
    }
    // Translated, not copied: Catalan and English names differ for nearly everything.
    const translated = catalogue.productos.filter((p) => p.nombres.ca !== p.nombres.en).length;
    expect(translated / catalogue.productos.length).toBeGreaterThan(0.95);
  });

  it('prices every product in lists 1, 2, 5 and 6 from one unit, gold cheapest and base dearest', () => {
    for (const product of catalogue.productos) {
      const own = lines.get(product.id)!;
      expect(product.idLista).toBe('1,2,5,6');
      for (const list of LISTS) {
        const breaks = own
          .filter((l) => l.idLista === list)
          .sort((a, b) => a.desdeUnidades - b.desdeUnidades);
        expect(breaks[0]?.desdeUnidades, `${product.codigo} list ${list}`).toBe(1);
        for (let i = 1; i < breaks.length; i++) {
          expect(Number(breaks[i]!.precioNeto)).toBeLessThanOrEqual(Number(breaks[i - 1]!.precioNeto));
        }
      }
      for (const line of own) {
        expect(Number(line.precioSinDescuento)).toBeGreaterThanOrEqual(Number(line.precioNeto));
        expect(Number(line.precioNeto)).toBeGreaterThan(0);
        if (!product.offer) expect(line.precioSinDescuento).toBe(line.precioNeto);
      }
      const breakPoints = new Set(own.map((l) => l.desdeUnidades));
      for (const from of breakPoints) {
        const prices = CHEAPEST_FIRST.map((list) =>
          Number(own.find((l) => l.idLista === list && l.desdeUnidades === from)!.precioNeto),
        );
        expect(
          [...prices].sort((a, b) => a - b),
          `${product.codigo} from ${from}`,
        ).toEqual(prices);
      }
      if (product.offer)
        expect(own.some((l) => Number(l.precioSinDescuento) > Number(l.precioNeto))).toBe(true);
      const first = (list: number) =>
        own.find((l) => l.idLista === list && l.desdeUnidades === 1)!.precioNeto;
      expect([
        product.precioOrden1,
        product.precioOrden2,
        product.precioOrden5,
        product.precioOrden6,
      ]).toEqual([first(1), first(2), first(5), first(6)]);
    }
    const equipment = catalogue.productos.filter((p) => p.tipo === 'equipment');
    const singleBreak = equipment.filter((p) => lines.get(p.id)!.every((l) => l.desdeUnidades === 1));
    expect(singleBreak.length / equipment.length).toBeGreaterThan(0.5);
    const consumables = catalogue.productos.filter((p) => p.tipo === 'consumable');
    expect(consumables.every((p) => lines.get(p.id)!.filter((l) => l.idLista === 5).length >= 3)).toBe(true);
  });

  it('puts about one product in ten on offer', () => {
    const share = catalogue.productos.filter((p) => p.offer).length / catalogue.productos.length;
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.18);
  });

  it('sells in batches where the trade does, with a minimum of at least the batch', () => {
    const withLote = catalogue.productos.filter((p) => p.lote !== null);
    expect(withLote.length).toBeGreaterThan(30);
    expect(catalogue.productos.length - withLote.length).toBeGreaterThan(100);
    for (const product of catalogue.productos) {
      expect(product.minimumQuantity).toBeGreaterThanOrEqual(1);
      if (product.lote !== null) expect(product.minimumQuantity).toBeGreaterThanOrEqual(product.lote);
    }
    expect(byCode.get('TIP-M6-10')!.lote).toBe(10);
    expect(byCode.get('ELR-6013-32')!.lote).toBe(5);
    expect(byCode.get('DCT-125-10')!.lote).toBe(25);
  });

  it('has products out of stock, low on stock and plenty, and services with a large stock and no batch', () => {
    const goods = catalogue.productos.filter((p) => p.tipo !== 'service');
    expect(goods.some((p) => p.stock === 0)).toBe(true);
    expect(goods.some((p) => p.stock >= 1 && p.stock <= 5)).toBe(true);
    expect(goods.filter((p) => p.stock > 5).length / goods.length).toBeGreaterThan(0.7);
    for (const service of catalogue.productos.filter((p) => p.tipo === 'service')) {
      expect(service.stock).toBe(SERVICE_STOCK);
      expect(service.lote).toBeNull();
    }
  });

  it('gives every product its picture, and the dearer machines a second one', () => {
    for (const product of catalogue.productos) {
      const own = catalogue.medias.filter((m) => m.productoId === product.id);
      expect(own[0]).toEqual({
        productoId: product.id,
        url: `/media/products/${product.codigo}.svg`,
        tipo: 'image',
        orden: 0,
      });
      if (own.length > 1) {
        expect(product.tipo).toBe('equipment');
        expect(own[1]!.url).toBe(`/media/products/${product.codigo}.2.svg`);
      }
    }
    expect(catalogue.medias.length).toBeGreaterThan(catalogue.productos.length);
  });

  it('keeps every kind in a small catalogue', () => {
    const small = generateCatalogue({ products: 40 });
    expect(small.productos).toHaveLength(40);
    expect(new Set(small.productos.map((p) => p.tipo))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(small.productos.map((p) => p.codigo)).size).toBe(40);
  });

  it('extends to benchmark sizes with variants of the same shape, in batches equal to the whole', () => {
    const size = 2 * BASE_CATALOGUE_SIZE + 123;
    const whole = generateCatalogue({ products: size });
    expect(new Set(whole.productos.map((p) => p.codigo)).size).toBe(size);
    expect(whole.productos.map((p) => p.id)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
    const batched = [...generateCatalogueBatches({ products: size, batchSize: 250 })];
    expect(batched).toHaveLength(Math.ceil(size / 250));
    expect(batched.flatMap((b) => b.productos)).toEqual(whole.productos);
    expect(batched.flatMap((b) => b.precios)).toEqual(whole.precios);
    const variant = whole.productos[BASE_CATALOGUE_SIZE + 7]!;
    const draft = BASE_CATALOGUE[7]!;
    expect(variant.codigo.startsWith(`${draft.codigo}-V`)).toBe(true);
    expect(variant.codigoSubfamilia).toBe(draft.codigoSubfamilia);
    expect(variant.tipo).toBe(draft.tipo);
    // The fast path of the search text gives what productSearchText gives.
    for (const product of whole.productos.filter((_, i) => i % 17 === 0))
      expect(product.searchText).toBe(productSearchText(product));
  });

  it('gives each demo customer a few reachable promotions on articles of the catalogue', () => {
    const promotions = demoPromotions(DEMO_CUSTOMERS.map((c) => c.codigo));
    for (const customer of DEMO_CUSTOMERS)
      expect(promotions.filter((p) => p.codigoCliente === customer.codigo).length).toBeGreaterThanOrEqual(3);
    for (const promotion of promotions) {
      const product = byCode.get(promotion.codigoArticulo);
      expect(product, promotion.codigoArticulo).toBeDefined();
      expect(promotion.cantidadRequerida % (product!.lote ?? 1)).toBe(0);
      expect(promotion.cantidadRequerida).toBeGreaterThanOrEqual(product!.minimumQuantity);
      expect(Number(promotion.valorPromocion)).toBeGreaterThan(0);
      expect(Number(promotion.valorPromocion)).toBeLessThan(100);
    }
    const keys = promotions.map((p) => `${p.codigoCliente}|${p.codigoArticulo}|${p.cantidadRequerida}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
