// The rows the generator produces, one interface per table, in the schema's property names:
// plain data that the writer inserts as they are and tests can inspect.
import type { Translations } from '../../schema/catalogue.ts';
import type { PriceLineRow } from './price-lines.ts';

export interface FamiliaRow {
  codigo: string;
  nombre: string;
  nombres: Translations;
  orden: number;
}
export interface SubfamiliaRow extends FamiliaRow {
  codigoFamilia: string;
}
export interface AtributoRow {
  idAtributo: number;
  codigo: string;
  nombre: string;
  nombres: Translations;
  orden: number;
}
export interface AtributoValorRow {
  idValor: number;
  idAtributo: number;
  valor: string;
  nombres: Translations;
  orden: number;
}
export interface ProductoRow {
  id: number;
  codigo: string;
  nombre: string;
  nombres: Translations;
  descripcion: string;
  descripciones: Translations;
  tipo: string;
  codigoFamilia: string;
  codigoSubfamilia: string;
  stock: number;
  lote: number | null;
  minimumQuantity: number;
  idAlmacen: string;
  idLista: string;
  offer: boolean;
  activo: boolean;
  searchText: string;
  /** First-break net price of each list: the price sort keys (see refreshPriceSortKeys). */
  precioOrden1: string;
  precioOrden2: string;
  precioOrden5: string;
  precioOrden6: string;
}
export type PrecioRow = PriceLineRow;
export interface MediaRow {
  productoId: number;
  url: string;
  tipo: string;
  orden: number;
}
export interface ProductoAtributoRow {
  productoId: number;
  idValor: number;
}

export interface CatalogueReference {
  familias: FamiliaRow[];
  subfamilias: SubfamiliaRow[];
  atributos: AtributoRow[];
  atributoValores: AtributoValorRow[];
}

export interface ProductBatch {
  productos: ProductoRow[];
  precios: PrecioRow[];
  medias: MediaRow[];
  productoAtributos: ProductoAtributoRow[];
}

export type GeneratedCatalogue = CatalogueReference & ProductBatch;
