// The master data the ERP owns and the portal copies (spec §3), in the field names of the export
// endpoints. Amounts are 2-decimal strings; `updatedAt` is an ISO instant driving incremental sync.

/** Names in the portal's languages, where the ERP has them. */
export type Translations = Partial<Record<'ca' | 'es' | 'en', string>>;

export interface Country {
  codigo: string;
  nombre: string;
  nombres: Translations;
  updatedAt: string;
}

export interface PaymentMethod {
  codigo: number;
  nombre: string;
  nombres: Translations;
  activo: boolean;
  updatedAt: string;
}

export interface Subfamily {
  codigo: string;
  nombre: string;
  nombres: Translations;
  orden: number;
}

export interface Family {
  codigo: string;
  nombre: string;
  nombres: Translations;
  orden: number;
  subfamilias: Subfamily[];
  updatedAt: string;
}

/** A value of a filter attribute; products name the values they have by `idValor`. */
export interface AttributeValue {
  idValor: number;
  valor: string;
  nombres: Translations;
  orden: number;
}

/** A filter attribute of spec §3 (amperage, diameter, …) with every value it takes. */
export interface Attribute {
  idAtributo: number;
  codigo: string;
  nombre: string;
  nombres: Translations;
  orden: number;
  valores: AttributeValue[];
  updatedAt: string;
}

export type ProductType = 'equipment' | 'consumable' | 'accessory' | 'service';

export interface Product {
  codigo: string;
  nombre: string;
  nombres: Translations;
  descripcion: string;
  descripciones: Translations;
  tipo: ProductType;
  codigoFamilia: string | null;
  codigoSubfamilia: string | null;
  /** Sold only in multiples of this; null: any quantity. */
  lote: number | null;
  minimumQuantity: number;
  idAlmacen: string;
  /** Comma-separated price lists the product has lines in, as ERPs of this kind send it. */
  idLista: string;
  offer: boolean;
  activo: boolean;
  /** The product's GTIN-13; null for what carries no barcode (services). */
  ean: string | null;
  medias: { url: string; tipo: string; orden: number }[];
  /** The `idValor`s of the filter attribute values the product has. */
  atributos: number[];
  updatedAt: string;
}

export interface PriceLine {
  idLista: number;
  desdeUnidades: number;
  precioNeto: string;
  precioSinDescuento: string;
}

/** Every price line of one product: the portal replaces its set, so removed lines disappear. */
export interface ProductPrices {
  codigo: string;
  precios: PriceLine[];
  updatedAt: string;
}

export interface StockLevel {
  codigo: string;
  idAlmacen: string;
  stock: number;
  updatedAt: string;
}

export interface Customer {
  codigo: string;
  razonSocial: string;
  cif: string;
  telefono: string | null;
  email: string | null;
  direccion: string | null;
  codigoPostal: string | null;
  poblacion: string | null;
  provincia: string | null;
  ciudad: string | null;
  pais: string;
  formaPago: number | null;
  entidadBancaria: string | null;
  diaPago: number | null;
  cuentaContable: string | null;
  /** Price list: 1 gold, 2 silver, 5 bronze/base, 6 distributor. */
  idLista: number;
  activo: boolean;
  updatedAt: string;
}

export interface Contact {
  erpContactId: string;
  codigoCliente: string;
  nombre: string;
  direccion: string;
  codigoPostal: string;
  poblacion: string;
  provincia: string;
  ciudad: string;
  pais: string;
  telefono: string | null;
  email: string | null;
  activo: boolean;
  updatedAt: string;
}

export interface Promotion {
  IdArticulo: string;
  CantidadRequerida: number;
  /**
   * EUR (without VAT, 2 decimals) taken off the unit price — the customer's tier net price for the
   * quantity — from CantidadRequerida units; the price never goes below 0 (docs/glossary.md).
   */
  ValorPromocion: string;
}

/** Every promotion of one customer: the portal replaces its set. */
export interface CustomerPromotions {
  codigoCliente: string;
  promociones: Promotion[];
  updatedAt: string;
}

/** One product's reference in a customer's own numbering (the customer's part number). */
export interface CrossReference {
  /** Our product code. */
  codigo: string;
  /** The customer's own code for it. */
  referencia: string;
}

/** Every cross-reference of one customer: the portal replaces the ERP's set for that customer. */
export interface CustomerCrossReferences {
  codigoCliente: string;
  referencias: CrossReference[];
  updatedAt: string;
}

export interface Dataset {
  countries: Country[];
  paymentMethods: PaymentMethod[];
  families: Family[];
  attributes: Attribute[];
  products: Product[];
  prices: ProductPrices[];
  stock: StockLevel[];
  customers: Customer[];
  contacts: Contact[];
  promotions: CustomerPromotions[];
  crossReferences: CustomerCrossReferences[];
}
