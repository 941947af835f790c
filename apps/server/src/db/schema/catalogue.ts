// The catalogue (spec §3 Product, Price line, Promotion, families, filter attributes): the
// portal's own copy, filled by the demo seed or by the ERP synchronisation.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientes } from './customers.ts';

/** Names in the interface languages, where the ERP has them: `{ca?, es?, en?}`. */
export type Translations = Partial<Record<'ca' | 'es' | 'en', string>>;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const familias = pgTable('familias', {
  codigo: text('codigo').primaryKey(),
  nombre: text('nombre').notNull(),
  nombres: jsonb('nombres').$type<Translations>().notNull().default({}),
  orden: integer('orden').notNull().default(0),
});

export const subfamilias = pgTable(
  'subfamilias',
  {
    codigo: text('codigo').primaryKey(),
    codigoFamilia: text('codigo_familia')
      .notNull()
      .references(() => familias.codigo, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    nombres: jsonb('nombres').$type<Translations>().notNull().default({}),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('subfamilias_familia_idx').on(t.codigoFamilia)],
);

export const productos = pgTable(
  'productos',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull().unique(),
    nombre: text('nombre').notNull(),
    nombres: jsonb('nombres').$type<Translations>().notNull().default({}),
    descripcion: text('descripcion').notNull().default(''),
    descripciones: jsonb('descripciones').$type<Translations>().notNull().default({}),
    /** equipment, consumable, accessory or service: decides the detail screen. */
    tipo: text('tipo').notNull(),
    codigoFamilia: text('codigo_familia').references(() => familias.codigo, { onDelete: 'set null' }),
    codigoSubfamilia: text('codigo_subfamilia').references(() => subfamilias.codigo, {
      onDelete: 'set null',
    }),
    stock: integer('stock').notNull().default(0),
    /** Sold only in multiples of this (null: any quantity). */
    lote: integer('lote'),
    minimumQuantity: integer('minimum_quantity').notNull().default(1),
    idAlmacen: text('id_almacen').notNull().default('01'),
    /** The product's GTIN-13 from the ERP (check digit verified on the way in); null when it has none. */
    ean: text('ean'),
    /** Comma-separated price lists the product has lines in, as the ERP sends it. */
    idLista: text('id_lista').notNull().default(''),
    offer: boolean('offer').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
    /**
     * Lower-case, accent-free code and names in every language, written with the product; the
     * search compares against it with trigrams (typos, substrings) and code prefixes.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Full-text vector ('simple' configuration: no stemming across languages) of the same words
     * (weight A) and of the names of the product's family and subfamily in every language (weight
     * B), kept by a trigger (migration 0012); the search ranks by where a word matched.
     */
    searchVector: tsvector('search_vector'),
    /**
     * Name sort keys per interface language (the translated name, else the base one), lower case
     * without accents, kept by a trigger so the same order comes out of PGlite and PostgreSQL
     * whatever their collation, from an index.
     */
    sortCa: text('sort_ca').notNull().default(''),
    sortEs: text('sort_es').notNull().default(''),
    sortEn: text('sort_en').notNull().default(''),
    /**
     * Price sort keys: the net price a result list shows for each tier (that of the smallest
     * orderable quantity, in the tier's list or else the base list, as pricing does), so sorting a
     * page by this customer's price reads an index instead of pricing the whole catalogue.
     * Written by `refreshPriceSortKeys` after prices, lotes or minimums change.
     */
    precioOrden1: numeric('precio_orden_1', { precision: 12, scale: 2 }),
    precioOrden2: numeric('precio_orden_2', { precision: 12, scale: 2 }),
    precioOrden5: numeric('precio_orden_5', { precision: 12, scale: 2 }),
    precioOrden6: numeric('precio_orden_6', { precision: 12, scale: 2 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the ERP synchronisation last wrote it: a full run deactivates what it did not see. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
  },
  (t) => {
    // The list indexes hold active products only (`where activo`), as every catalogue query asks:
    // a count or a deep page is then an index-only scan instead of a walk through the wide rows
    // (names, descriptions and search text), which keeps counts and deep pages fast on a large
    // catalogue.
    const active = sql`${t.activo}`;
    return [
      index('productos_activo_idx').on(t.id).where(active),
      // Typed codes are found without regard to case, and a scanned or typed EAN finds its product
      // (code-resolver.ts): a list of hundreds of lines is one indexed query. Not partial: the
      // planner reads an expression's statistics only from a whole-table index, and without them
      // it takes a list of 200 codes for most of the table and scans all of it.
      index('productos_codigo_upper_idx').on(sql`upper(${t.codigo})`),
      index('productos_ean_idx')
        .on(t.ean)
        .where(sql`${t.ean} is not null`),
      index('productos_familia_idx').on(t.codigoFamilia, t.codigoSubfamilia, t.id).where(active),
      index('productos_subfamilia_idx').on(t.codigoSubfamilia, t.id).where(active),
      index('productos_sort_ca_idx')
        .on(sql`${t.sortCa} collate "C"`, t.id)
        .where(active),
      index('productos_sort_es_idx')
        .on(sql`${t.sortEs} collate "C"`, t.id)
        .where(active),
      index('productos_sort_en_idx')
        .on(sql`${t.sortEn} collate "C"`, t.id)
        .where(active),
      // With the id, a page deep into the reference sort is an index-only scan too.
      index('productos_codigo_activo_idx').on(t.codigo, t.id).where(active),
      index('productos_codigo_pattern_idx').on(sql`${t.codigo} text_pattern_ops`),
      index('productos_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
      index('productos_search_vector_idx').using('gin', t.searchVector),
      index('productos_tipo_idx').on(t.tipo, t.id).where(active),
      index('productos_precio_orden_1_idx').on(t.precioOrden1, t.id).where(active),
      index('productos_precio_orden_2_idx').on(t.precioOrden2, t.id).where(active),
      index('productos_precio_orden_5_idx').on(t.precioOrden5, t.id).where(active),
      index('productos_precio_orden_6_idx').on(t.precioOrden6, t.id).where(active),
      // Products without a price come last in both directions (`nulls last`): read backwards, the
      // ascending indexes would put them first, so the descending sort has its own.
      index('productos_precio_orden_1_desc_idx')
        .on(t.precioOrden1.desc().nullsLast(), t.id.desc().nullsFirst())
        .where(active),
      index('productos_precio_orden_2_desc_idx')
        .on(t.precioOrden2.desc().nullsLast(), t.id.desc().nullsFirst())
        .where(active),
      index('productos_precio_orden_5_desc_idx')
        .on(t.precioOrden5.desc().nullsLast(), t.id.desc().nullsFirst())
        .where(active),
      index('productos_precio_orden_6_desc_idx')
        .on(t.precioOrden6.desc().nullsLast(), t.id.desc().nullsFirst())
        .where(active),
    ];
  },
);

/**
 * Every word the products' search vectors hold (a trigger on `productos` adds them; a word no
 * product holds any more may stay): what a word typed as a prefix is looked up as, one whole word
 * at a time, on the full-text index (product-search-query.ts).
 */
export const searchLexemes = pgTable('search_lexemes', { lexeme: text('lexeme').primaryKey() }, (t) => [
  index('search_lexemes_pattern_idx').on(sql`${t.lexeme} text_pattern_ops`),
]);

/** A quantity break of a price list (spec §3 Price line). */
export const precios = pgTable(
  'precios',
  {
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    idLista: integer('id_lista').notNull(),
    desdeUnidades: integer('desde_unidades').notNull(),
    precioNeto: numeric('precio_neto', { precision: 12, scale: 2 }).notNull(),
    precioSinDescuento: numeric('precio_sin_descuento', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productoId, t.idLista, t.desdeUnidades] }),
    // Sorting a page by this customer's price reads the first break of its list in order.
    index('precios_lista_precio_idx').on(t.idLista, t.desdeUnidades, t.precioNeto, t.productoId),
  ],
);

export const medias = pgTable(
  'medias',
  {
    id: serial('id').primaryKey(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    tipo: text('tipo').notNull().default('image'),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('medias_producto_idx').on(t.productoId, t.orden)],
);

/** Filter attributes: amperage, diameter, phase, quality, brand, range, standard, type, spare part type. */
export const atributos = pgTable('atributos', {
  idAtributo: integer('id_atributo').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nombre: text('nombre').notNull(),
  nombres: jsonb('nombres').$type<Translations>().notNull().default({}),
  orden: integer('orden').notNull().default(0),
});

export const atributoValores = pgTable(
  'atributo_valores',
  {
    idValor: integer('id_valor').primaryKey(),
    idAtributo: integer('id_atributo')
      .notNull()
      .references(() => atributos.idAtributo, { onDelete: 'cascade' }),
    valor: text('valor').notNull(),
    nombres: jsonb('nombres').$type<Translations>().notNull().default({}),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [uniqueIndex('atributo_valores_unique_idx').on(t.idAtributo, t.valor)],
);

export const productoAtributos = pgTable(
  'producto_atributos',
  {
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    idValor: integer('id_valor')
      .notNull()
      .references(() => atributoValores.idValor, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productoId, t.idValor] }),
    index('producto_atributos_valor_idx').on(t.idValor, t.productoId),
  ],
);

/** A customer's promotion on one product from a required quantity (spec §3 Promotion). */
export const promociones = pgTable(
  'promociones',
  {
    id: serial('id').primaryKey(),
    codigoCliente: text('codigo_cliente')
      .notNull()
      .references(() => clientes.codigo, { onDelete: 'cascade', onUpdate: 'cascade' }),
    codigoArticulo: text('codigo_articulo').notNull(),
    cantidadRequerida: integer('cantidad_requerida').notNull(),
    valorPromocion: numeric('valor_promocion', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('promociones_cliente_articulo_idx').on(
      t.codigoCliente,
      t.codigoArticulo,
      t.cantidadRequerida,
    ),
  ],
);
