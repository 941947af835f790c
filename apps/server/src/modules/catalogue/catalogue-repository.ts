// Owns the catalogue's tables: products, families, prices, media, attributes, promotions (owners.js).
// Catalogue reads: the page of product ids a search selects, and everything a product card or
// detail needs for a set of ids (price lines of the lists asked, media, attributes).
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { Repository } from '../../db/repository.ts';
import type { Translations } from '../../db/schema/index.ts';
import { TEXT_SEARCH_LIMIT } from '@portal/domain/catalogue';
import {
  atributos,
  atributoValores,
  familias,
  medias,
  productoAtributos,
  productos,
  promociones,
  subfamilias,
} from '../../db/schema/index.ts';
import {
  countQuery,
  fuzzyVariant,
  orderedIdsQuery,
  orderKey,
  pageCountsMatches,
  listedCtes,
  pageQuery,
  parseText,
  type ParsedText,
  textForms,
  whereClause,
  wholeWordsQuery,
  withWholeWords,
  type ProductFilters,
  type SortDirection,
  type SortField,
} from './product-search-query.ts';

type Rows<T> = { rows: T[] };

/** A product as its picture is drawn from it (the media module). */
export interface PictureSubject {
  codigo: string;
  nombre: string;
  tipo: string;
  codigoFamilia: string | null;
  codigoSubfamilia: string | null;
  /** Attribute values by attribute code (brand, amperage, diameter, quality…). */
  attributes: Record<string, string[]>;
}
type PreparedDetails = ReturnType<ReturnType<typeof detailsSelect>['prepare']>;

/** The product columns a card or a detail page shows; the presenter turns them into a Product. */
export type ProductFields = Pick<
  typeof productos.$inferSelect,
  | 'id'
  | 'codigo'
  | 'nombre'
  | 'nombres'
  | 'descripcion'
  | 'descripciones'
  | 'tipo'
  | 'codigoFamilia'
  | 'codigoSubfamilia'
  | 'stock'
  | 'lote'
  | 'minimumQuantity'
  | 'idAlmacen'
  | 'idLista'
  | 'offer'
  | 'ean'
>;

export type ProductWithDetails = ProductFields & {
  /** The visible price lines as the database writes them (parsePriceLines), null when none. */
  priceLines: string | null;
  medias: { id: number; url: string; tipo: string; orden: number }[];
  /** The product's attribute values by id, named through the AttributeDictionary; null when none. */
  attributeValueIds: number[] | null;
  /** The customer's promotions on the product (parsePromotionLines); null when none or not asked. */
  promotionLines: string | null;
};

/** One price line of a product, as parsePriceLines reads it. */
export interface PriceLineRow {
  idLista: number;
  precioNeto: number;
  precioSinDescuento: number;
  desdeUnidades: number;
}

/**
 * "2 10.50 12.00 1,2 9.80 12.00 10" (list, net, without discount, from units; lines by
 * list and quantity) as price lines. Plain text because building a JSON object per line cost the
 * database more than the rest of a page's details (docs/performance.md).
 * parsePromotionLines says why no field can be missing.
 */
export function parsePriceLines(text: string | null): PriceLineRow[] {
  if (!text) return [];
  return text.split(',').map((line) => {
    const [idLista, precioNeto, precioSinDescuento, desdeUnidades] = line.split(' ');
    return {
      idLista: Number(idLista),
      precioNeto: Number(precioNeto),
      precioSinDescuento: Number(precioSinDescuento),
      desdeUnidades: Number(desdeUnidades),
    };
  });
}

/**
 * "10 5.00,50 8.00" (required quantity, amount off; by quantity) as the promotions of the product
 * `codigoArticulo`. All four price columns and both promotion columns are NOT NULL, so each line
 * has all its fields (concat_ws would skip a null one).
 */
export function parsePromotionLines(codigoArticulo: string, text: string | null) {
  if (!text) return [];
  return text.split(',').map((line) => {
    const [cantidadRequerida, valorPromocion] = line.split(' ');
    return {
      codigoArticulo,
      cantidadRequerida: Number(cantidadRequerida),
      valorPromocion: Number(valorPromocion),
    };
  });
}

/** An attribute value with its attribute, both named in every language (attribute-dictionary.ts). */
export interface AttributeValueRow {
  idAtributo: number;
  codigoAtributo: string;
  nombreAtributo: string;
  nombresAtributo: Translations;
  idValor: number;
  valor: string;
  nombresValor: Translations;
}

export interface SearchPage {
  ids: number[];
  /** How many products the search lists: with text, TEXT_SEARCH_LIMIT at most. */
  total: number;
  /** The search found more products than it lists (TEXT_SEARCH_LIMIT). */
  totalIsLowerBound: boolean;
}

/** A page as searchPage reads it: with text, a total of TEXT_SEARCH_LIMIT + 1 means more. */
type PageRead = Omit<SearchPage, 'totalIsLowerBound'>;

function listed(page: PageRead, text: ParsedText | null): SearchPage {
  return text && page.total > TEXT_SEARCH_LIMIT
    ? { ids: page.ids, total: TEXT_SEARCH_LIMIT, totalIsLowerBound: true }
    : { ...page, totalIsLowerBound: false };
}

/** A cache of search totals by filter (a SearchCache<number>; only getOrLoad is needed here). */
export interface CountCache {
  getOrLoad(key: string, load: () => Promise<number>): Promise<number>;
}

/** A cache of every id of a search in its order (a SearchCache<Int32Array>), for deep pages. */
export interface OrderCache {
  getOrLoad(key: string, load: () => Promise<Int32Array>): Promise<Int32Array>;
}

/**
 * From this offset on, a page is sliced from the search's order, loaded once as far as needed and
 * cached, instead of being read by OFFSET: the database walks every row before an offset (a page
 * deep into a large catalogue reads every index entry before it), while loading the order that far costs about one such walk and
 * then serves every page above it. 60 pages of 15: the pages a buyer reads stay one small query.
 */
export const DEEP_OFFSET = 900;
/** The shortest prefix of an order loaded for deep pages (longer ones double: 2^17, 2^18, …). */
export const DEEP_PREFIX = 2 ** 16;

/** The key of a search's total: its filters and text, whatever its sort and page. */
const countKey = (filters: ProductFilters, text: ParsedText | null) =>
  JSON.stringify([filters, text?.mode ?? null, text?.folded ?? null]);

/** "12,7,9" (the database's array_to_string) as ids, without a string per id. */
export function parseIdList(text: string | null | undefined): Int32Array {
  if (!text) return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const ids = new Int32Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 44) {
      ids[n++] = value;
      value = 0;
    } else value = value * 10 + (code - 48);
  }
  ids[n] = value;
  return ids;
}

/**
 * Products with their visible price lines, media and attribute values, in one round trip: a page
 * of 15 cards is one query instead of four. The attribute values come as ids, named from the
 * AttributeDictionary: their names, in three languages, were most of what the query built. `ids`
 * and `lists` are int[] SQL (placeholders when prepared, CatalogueRepository.productsWithDetails);
 * `customer`, when given, the text SQL of the customer whose promotions on each product come
 * with it (a result page then needs no query of its own for them).
 */
export function detailsSelect(db: DbOrTx, ids: SQL, lists: SQL, customer?: SQL) {
  const p = alias(productos, 'p');
  // Written out, not `${p.id}`: in a select of one table Drizzle leaves a column unqualified, and
  // inside `from medias m` a bare "id" would be the picture's own id.
  const productId = sql.raw('p.id');
  const productCodigo = sql.raw('p.codigo');
  return db
    .select({
      id: p.id,
      codigo: p.codigo,
      nombre: p.nombre,
      nombres: p.nombres,
      descripcion: p.descripcion,
      descripciones: p.descripciones,
      tipo: p.tipo,
      codigoFamilia: p.codigoFamilia,
      codigoSubfamilia: p.codigoSubfamilia,
      stock: p.stock,
      lote: p.lote,
      minimumQuantity: p.minimumQuantity,
      idAlmacen: p.idAlmacen,
      idLista: p.idLista,
      offer: p.offer,
      ean: p.ean,
      priceLines: sql<string | null>`(select string_agg(concat_ws(' ', pr.id_lista, pr.precio_neto,
          pr.precio_sin_descuento, pr.desde_unidades), ',' order by pr.id_lista, pr.desde_unidades)
        from precios pr where pr.producto_id = ${productId} and pr.id_lista = any(${lists}))`,
      medias: sql<
        ProductWithDetails['medias']
      >`coalesce((select json_agg(json_build_object('id', m.id, 'url', m.url,
          'tipo', m.tipo, 'orden', m.orden) order by m.orden, m.id)
        from medias m where m.producto_id = ${productId}), '[]'::json)`,
      attributeValueIds: sql<number[] | null>`(select array_agg(pa.id_valor)
        from producto_atributos pa where pa.producto_id = ${productId})`,
      promotionLines: customer
        ? sql<string | null>`(select string_agg(concat_ws(' ', pm.cantidad_requerida, pm.valor_promocion), ','
            order by pm.cantidad_requerida)
          from promociones pm where pm.codigo_cliente = ${customer} and pm.codigo_articulo = ${productCodigo})`
        : sql<string | null>`null::text`,
    })
    .from(p)
    .where(sql`${productId} = any(${ids})`);
}

type PreparedPromotions = ReturnType<CatalogueRepository['preparePromotions']>;

export class CatalogueRepository extends Repository {
  private async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as Rows<T>).rows;
  }

  async searchIds(
    filters: ProductFilters,
    options: {
      offset: number;
      limit: number;
      sort?: { field: SortField; direction: SortDirection } | undefined;
      idLista: number;
      baseLista: number;
      language: 'ca' | 'es' | 'en';
      /** Where the total of a filter may come from instead of the database (see CountCache). */
      countCache?: CountCache;
      /** Where a deep page is sliced from (see DEEP_OFFSET); without it, every page is read by OFFSET. */
      orderCache?: OrderCache;
    },
  ): Promise<SearchPage> {
    const exact = await this.exactText(filters.queryString);
    const page = await this.searchPage(filters, exact, options);
    if (page.total > 0) return listed(page, exact);
    // Nothing matched as typed: try close spellings.
    const fuzzy = fuzzyVariant(exact);
    return fuzzy ? listed(await this.searchPage(filters, fuzzy, options), fuzzy) : listed(page, exact);
  }

  /** The text as typed, its words' prefixes with the whole words they begin (wholeWordsQuery). */
  private async exactText(queryString: string | undefined): Promise<ParsedText | null> {
    const text = parseText(queryString);
    if (!text || text.words.length === 0) return text;
    return withWholeWords(
      text,
      await this.rows<{ form: string; words: string[] }>(wholeWordsQuery(textForms(text))),
    );
  }

  /**
   * The text matcher a result list of these filters uses: the exact one, or close spellings when
   * it finds nothing (as searchIds decides), so that the filter panel counts what the list shows.
   */
  async listedText(filters: ProductFilters, countCache?: CountCache): Promise<ParsedText | null> {
    const exact = await this.exactText(filters.queryString);
    const fuzzy = fuzzyVariant(exact);
    if (!fuzzy) return exact;
    return (await this.total(filters, exact, countCache)) > 0 ? exact : fuzzy;
  }

  /**
   * How many products match (with text, up to TEXT_SEARCH_LIMIT + 1). The total depends on the
   * filters and the text only: every sort and page of one search shares it, so paging through a
   * broad match counts it once.
   */
  private total(filters: ProductFilters, text: ParsedText | null, countCache?: CountCache): Promise<number> {
    const count = async () =>
      Number((await this.rows<{ total: string | number }>(countQuery(filters, text)))[0]?.total ?? 0);
    return countCache ? countCache.getOrLoad(countKey(filters, text), count) : count();
  }

  private async searchPage(
    filters: ProductFilters,
    text: ParsedText | null,
    options: {
      offset: number;
      limit: number;
      sort?: { field: SortField; direction: SortDirection } | undefined;
      idLista: number;
      language: 'ca' | 'es' | 'en';
      countCache?: CountCache;
      orderCache?: OrderCache;
    },
  ): Promise<PageRead> {
    if (text) {
      // A text search's pages stop at the products it lists.
      const room = TEXT_SEARCH_LIMIT - options.offset;
      if (room <= 0) return { ids: [], total: await this.total(filters, text, options.countCache) };
      options = { ...options, limit: Math.min(options.limit, room) };
    }
    if (options.orderCache && options.offset >= DEEP_OFFSET) {
      // The order up to a power of two past the page: a deeper page loads a longer prefix once,
      // and every page above it is a slice of it.
      const upTo = Math.max(DEEP_PREFIX, 2 ** Math.ceil(Math.log2(options.offset + options.limit)));
      const key = JSON.stringify([
        filters,
        text?.mode ?? null,
        text?.folded ?? null,
        orderKey(options.sort, text, options),
        upTo,
      ]);
      const [order, total] = await Promise.all([
        options.orderCache.getOrLoad(key, async () =>
          parseIdList(
            (await this.rows<{ ids: string | null }>(orderedIdsQuery(filters, text, { ...options, upTo })))[0]
              ?.ids,
          ),
        ),
        this.total(filters, text, options.countCache),
      ]);
      return { ids: Array.from(order.subarray(options.offset, options.offset + options.limit)), total };
    }
    if (pageCountsMatches(text)) {
      const rows = await this.rows<{ id: number; total: string | number }>(pageQuery(filters, text, options));
      if (rows.length === 0) {
        // An empty first page: nothing matches. A page past the last has no row to carry the
        // total: counted apart, as other pages are.
        const total = options.offset === 0 ? 0 : await this.total(filters, text, options.countCache);
        return { ids: [], total };
      }
      const total = Number(rows[0]!.total);
      // Kept for this search's other sorts and pages, as its count would be.
      void options.countCache?.getOrLoad(countKey(filters, text), async () => total);
      return { ids: rows.map((row) => Number(row.id)), total };
    }
    const [ids, total] = await Promise.all([
      this.rows<{ id: number }>(pageQuery(filters, text, options)),
      this.total(filters, text, options.countCache),
    ]);
    return { ids: ids.map((row) => Number(row.id)), total };
  }

  /**
   * Products with their visible price lines, media and attribute values, and the promotions of
   * `codigoCliente` (none when null) on each (detailsSelect).
   */
  async productsWithDetails(
    ids: number[],
    lists: number[],
    codigoCliente: string | null,
  ): Promise<ProductWithDetails[]> {
    if (ids.length === 0) return [];
    this.detailsStatement ??= detailsSelect(
      this.db,
      sql`${sql.placeholder('ids')}::int[]`,
      sql`${sql.placeholder('lists')}::int[]`,
      sql`${sql.placeholder('customer')}::text`,
    ).prepare('products_with_details');
    return this.detailsStatement.execute({ ids, lists, customer: codigoCliente });
  }

  // Prepared once, like the promotions below: every uncached result page reads its 15 products,
  // and planning the three subqueries took as long as running them (bench/catalogue/plans.ts).
  private detailsStatement: PreparedDetails | undefined;

  /**
   * The active products of `codigos` with their details, in one round trip: order placement, the
   * cart and quick order price lines by code, and looking the ids up first was a second query.
   */
  async activeWithDetailsByCodigos(codigos: string[], lists: number[]): Promise<ProductWithDetails[]> {
    if (codigos.length === 0) return [];
    this.detailsByCodigosStatement ??= detailsSelect(
      this.db,
      sql`array(select q.id from productos q
        where q.codigo = any(${sql.placeholder('codigos')}::text[]) and q.activo)`,
      sql`${sql.placeholder('lists')}::int[]`,
    ).prepare('products_with_details_by_codigos');
    return this.detailsByCodigosStatement.execute({ codigos, lists });
  }

  private detailsByCodigosStatement: PreparedDetails | undefined;

  async productById(id: number) {
    const rows = await this.db
      .select()
      .from(productos)
      .where(and(eq(productos.id, id), eq(productos.activo, true)))
      .limit(1);
    return rows[0];
  }

  async productByCodigo(codigo: string) {
    const rows = await this.db
      .select()
      .from(productos)
      .where(and(eq(productos.codigo, codigo), eq(productos.activo, true)))
      .limit(1);
    return rows[0];
  }

  /** The codes of the catalogue's machines, as a subquery another module's query filters by. */
  equipmentCodigos() {
    return this.db
      .select({ codigo: productos.codigo })
      .from(productos)
      .where(eq(productos.tipo, 'equipment'));
  }

  /** Products' names by code, on sale or not. */
  async namesByCodigos(codigos: string[]) {
    if (codigos.length === 0) return [];
    return this.db
      .select({ codigo: productos.codigo, nombre: productos.nombre, nombres: productos.nombres })
      .from(productos)
      .where(inArray(productos.codigo, codigos));
  }

  async activeByCodigos(codigos: string[]) {
    if (codigos.length === 0) return [];
    return this.db
      .select({ id: productos.id, codigo: productos.codigo })
      .from(productos)
      .where(and(inArray(productos.codigo, codigos), eq(productos.activo, true)));
  }

  /** Exact codes as the catalogue spells them, found without regard to case (quick order). */
  /** Active products whose code (in any case) or EAN is one of `codigos`, in one query. */
  async codigosMatching(codigos: string[]) {
    if (codigos.length === 0) return [];
    const upper = [...new Set(codigos.map((codigo) => codigo.toUpperCase()))];
    const eans = upper.filter((codigo) => /^\d{13}$/.test(codigo));
    return this.db
      .select({ codigo: productos.codigo, ean: productos.ean })
      .from(productos)
      .where(
        and(
          eq(productos.activo, true),
          eans.length > 0
            ? or(inArray(sql`upper(${productos.codigo})`, upper), inArray(productos.ean, eans))
            : inArray(sql`upper(${productos.codigo})`, upper),
        ),
      );
  }

  async activeProductIds(tipo?: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: productos.id })
      .from(productos)
      .where(and(eq(productos.activo, true), tipo ? eq(productos.tipo, tipo) : undefined))
      .orderBy(asc(productos.sortCa), asc(productos.id));
    return rows.map((row) => row.id);
  }

  async mediasOf(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(medias)
      .where(inArray(medias.productoId, ids))
      .orderBy(asc(medias.productoId), asc(medias.orden));
  }

  async promotionsOf(codigoCliente: string, codigos?: string[]) {
    if (codigos && codigos.length === 0) return [];
    if (codigos) {
      this.promotionsOfCodigosQuery ??= this.preparePromotionsOfCodigos();
      return this.promotionsOfCodigosQuery.execute({ codigoCliente, codigos });
    }
    return this.db
      .select()
      .from(promociones)
      .where(
        and(
          eq(promociones.codigoCliente, codigoCliente),
          codigos ? inArray(promociones.codigoArticulo, codigos) : undefined,
        ),
      )
      .orderBy(asc(promociones.codigoArticulo), asc(promociones.cantidadRequerida));
  }

  // Prepared once: every priced line set (cart, quick order, order placement) asks for it.
  private promotionsOfCodigosQuery: PreparedPromotions | undefined;

  private preparePromotionsOfCodigos() {
    return this.preparePromotions(
      sql`${promociones.codigoArticulo} = any(${sql.placeholder('codigos')}::text[])`,
      'promotions_of_codigos',
    );
  }

  /**
   * A customer's promotions on the products `products` selects, in the order every caller reads
   * them (code, then quantity), prepared under `name`.
   */
  private preparePromotions(products: SQL, name: string) {
    return this.db
      .select()
      .from(promociones)
      .where(and(eq(promociones.codigoCliente, sql.placeholder('codigoCliente')), products))
      .orderBy(asc(promociones.codigoArticulo), asc(promociones.cantidadRequerida))
      .prepare(name);
  }

  /**
   * A customer's promotions on the catalogue's products, each with its product's id (promotions
   * name products by code), by code then quantity: what a result page's promotions are taken from
   * (catalogue-service.ts keeps them per customer as long as the search caches).
   */
  async promotionsOfCustomer(codigoCliente: string) {
    this.promotionsOfCustomerQuery ??= this.preparePromotionsOfCustomer();
    return this.promotionsOfCustomerQuery.execute({ codigoCliente });
  }

  private promotionsOfCustomerQuery:
    ReturnType<CatalogueRepository['preparePromotionsOfCustomer']> | undefined;

  private preparePromotionsOfCustomer() {
    return this.db
      .select({
        productoId: productos.id,
        codigoArticulo: promociones.codigoArticulo,
        cantidadRequerida: promociones.cantidadRequerida,
        valorPromocion: promociones.valorPromocion,
      })
      .from(promociones)
      .innerJoin(productos, eq(productos.codigo, promociones.codigoArticulo))
      .where(eq(promociones.codigoCliente, sql.placeholder('codigoCliente')))
      .orderBy(asc(promociones.codigoArticulo), asc(promociones.cantidadRequerida))
      .prepare('promotions_of_customer');
  }

  /** Every attribute value with its attribute, in the order a product lists them (attribute-dictionary.ts). */
  async attributeValues(): Promise<AttributeValueRow[]> {
    return this.db
      .select({
        idAtributo: atributos.idAtributo,
        codigoAtributo: atributos.codigo,
        nombreAtributo: atributos.nombre,
        nombresAtributo: atributos.nombres,
        idValor: atributoValores.idValor,
        valor: atributoValores.valor,
        nombresValor: atributoValores.nombres,
      })
      .from(atributoValores)
      .innerJoin(atributos, eq(atributos.idAtributo, atributoValores.idAtributo))
      .orderBy(
        asc(atributos.orden),
        asc(atributos.idAtributo),
        asc(atributoValores.orden),
        asc(atributoValores.idValor),
      );
  }

  /**
   * Families and subfamilies, with how many products of a search each holds: every filter of the
   * search but the family and subfamily themselves (a buyer may switch to another family and
   * sees what it would find there). With text, among the products the search lists (listedCtes).
   */
  async familyTree(filters: ProductFilters, text: ParsedText | null) {
    const search = { ...filters, codigoFamilia: undefined, codigoSubfamilia: undefined };
    const listed = listedCtes(search, text);
    const counted = sql`select codigo_familia, codigo_subfamilia, count(*) as n from productos p`;
    const [families, subs, counts] = await Promise.all([
      this.db.select().from(familias).orderBy(asc(familias.orden), asc(familias.codigo)),
      this.db.select().from(subfamilias).orderBy(asc(subfamilias.orden), asc(subfamilias.codigo)),
      this.rows<{ codigo_familia: string | null; codigo_subfamilia: string | null; n: string | number }>(
        listed
          ? sql`${listed} ${counted} where p.id = any(array(select id from listed)) group by 1, 2`
          : sql`${counted} where ${whereClause(search, text)} group by 1, 2`,
      ),
    ]);
    return { families, subs, counts };
  }

  /**
   * Attribute values with how many products of a search match them, the attribute filter left out;
   * with text, among the products the search lists (listedCtes).
   */
  async attributeCounts(filters: ProductFilters, text: ParsedText | null) {
    const search = { ...filters, idAtributo: undefined, idValor: undefined };
    const listed = listedCtes(search, text);
    const [attrs, values, counts] = await Promise.all([
      this.db.select().from(atributos).orderBy(asc(atributos.orden), asc(atributos.idAtributo)),
      this.db.select().from(atributoValores).orderBy(asc(atributoValores.orden), asc(atributoValores.valor)),
      this.rows<{ id_valor: number; n: string | number }>(
        listed
          ? sql`${listed} select pa.id_valor, count(*) as n from producto_atributos pa
              where pa.producto_id = any(array(select id from listed)) group by pa.id_valor`
          : sql`select pa.id_valor, count(*) as n from producto_atributos pa join productos p on p.id = pa.producto_id
              where ${whereClause(search, text)} group by pa.id_valor`,
      ),
    ]);
    return { attrs, values, counts };
  }

  async dropPromotionsOf(codigoCliente: string): Promise<void> {
    await this.db.delete(promociones).where(eq(promociones.codigoCliente, codigoCliente));
  }

  /**
   * The active products among `codigos`, by code, with their attribute values by attribute code
   * (in the attributes' order): what a product's picture is drawn from (the media module).
   */
  async pictureSubjects(codigos: string[]): Promise<Map<string, PictureSubject>> {
    const found = new Map<string, PictureSubject>();
    if (codigos.length === 0) return found;
    const rows = await this.db
      .select({
        id: productos.id,
        codigo: productos.codigo,
        nombre: productos.nombre,
        tipo: productos.tipo,
        codigoFamilia: productos.codigoFamilia,
        codigoSubfamilia: productos.codigoSubfamilia,
      })
      .from(productos)
      .where(and(inArray(productos.codigo, codigos), eq(productos.activo, true)));
    if (rows.length === 0) return found;
    const values = await this.db
      .select({
        productoId: productoAtributos.productoId,
        codigo: atributos.codigo,
        valor: atributoValores.valor,
      })
      .from(productoAtributos)
      .innerJoin(atributoValores, eq(atributoValores.idValor, productoAtributos.idValor))
      .innerJoin(atributos, eq(atributos.idAtributo, atributoValores.idAtributo))
      .where(
        inArray(
          productoAtributos.productoId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(atributos.orden), asc(atributoValores.orden));
    for (const { id, ...product } of rows) {
      const attributes: Record<string, string[]> = {};
      for (const value of values)
        if (value.productoId === id) (attributes[value.codigo] ??= []).push(value.valor);
      found.set(product.codigo, { ...product, attributes });
    }
    return found;
  }
}
