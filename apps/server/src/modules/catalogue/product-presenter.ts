// Shapes database rows into the wire Product of @portal/domain/catalogue, priced for one
// customer (their list, their promotions) and named in the request's language.
import type {
  Media,
  PriceLine,
  Product,
  ProductAttribute,
  ProductType,
  Promotion,
} from '@portal/domain/catalogue';
import { attributeCodeSchema, productTypeSchema } from '@portal/domain/catalogue';
import { smallestOrderableQuantity } from '@portal/domain/cart-quantity';
import type { Language } from '@portal/domain/languages';
import { quotePrice } from '@portal/domain/pricing';
import type { Translations } from '../../db/schema/index.ts';
import type { AttributeValueRow, ProductFields } from './catalogue-repository.ts';

export function translated(base: string, names: Translations | null | undefined, language: Language): string {
  return names?.[language]?.trim() || base;
}

export interface ProductExtras {
  prices: PriceLine[];
  medias: Media[];
  attributes: ProductAttribute[];
}

export function presentProduct(
  row: ProductFields,
  extras: ProductExtras,
  pricing: { idLista: number; promotions: Promotion[] },
  language: Language,
): Product {
  const type: ProductType = productTypeSchema.safeParse(row.tipo).data ?? 'equipment';
  const quantity = smallestOrderableQuantity({ lote: row.lote, minimumQuantity: row.minimumQuantity });
  const quote = quotePrice({
    product: { codigo: row.codigo, offer: row.offer, prices: extras.prices },
    idLista: pricing.idLista,
    quantity,
    promotions: pricing.promotions,
  });
  return {
    id: row.id,
    codigo: row.codigo,
    nombre: translated(row.nombre, row.nombres, language),
    nombres: row.nombres,
    descripcion: translated(row.descripcion, row.descripciones, language),
    descripciones: row.descripciones,
    type,
    codigoFamilia: row.codigoFamilia,
    codigoSubfamilia: row.codigoSubfamilia,
    stock: row.stock,
    lote: row.lote && row.lote > 0 ? row.lote : null,
    minimumQuantity: row.minimumQuantity,
    idAlmacen: row.idAlmacen,
    idLista: row.idLista,
    ean: row.ean,
    offer: quote?.offer ?? row.offer,
    prices: extras.prices,
    medias: extras.medias,
    attributes: extras.attributes,
    finalPrice: quote?.finalPrice ?? null,
    priceNoOffer: quote?.priceNoOffer ?? null,
    discount: quote?.discount ?? null,
    Cantidad: quantity,
  };
}

/** Only the lines a customer may see: their own list, and the base list it falls back to. */
export function visibleLists(idLista: number, baseLista: number): number[] {
  return idLista === baseLista ? [baseLista] : [idLista, baseLista];
}

export function toAttribute(row: AttributeValueRow, language: Language): ProductAttribute | null {
  const codigo = attributeCodeSchema.safeParse(row.codigoAtributo);
  if (!codigo.success) return null;
  return {
    idAtributo: row.idAtributo,
    codigo: codigo.data,
    nombre: translated(row.nombreAtributo, row.nombresAtributo, language),
    idValor: row.idValor,
    valor: translated(row.valor, row.nombresValor, language),
  };
}
