// Catalogue reads: the page of product ids a search selects, and everything a product card or
// detail needs for a set of ids (price lines of the lists asked, media, attributes).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Translations } from '../../db/schema/index.ts';
import {
  atributos,
  atributoValores,
  familias,
  medias,
  productos,
  promociones,
  subfamilias,
} from '../../db/schema/index.ts';
import {
  fuzzyVariant,
  orderClause,
  parseText,
  type ParsedText,
  whereClause,
  type ProductFilters,
  type SortDirection,
  type SortField,
} from './product-search-query.ts';

type Rows<T> = { rows: T[] };

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
>;

export type ProductWithDetails = ProductFields & {
  prices: {
    idLista: number;
    precioNeto: number | string;
    precioSinDescuento: number | string;
    desdeUnidades: number;
  }[];
  medias: { id: number; url: string; tipo: string; orden: number }[];
  attributes: {
    idAtributo: number;
    codigoAtributo: string;
    nombreAtributo: string;
    nombresAtributo: Translations;
    idValor: number;
    valor: string;
    nombresValor: Translations;
  }[];
};

export interface SearchPage {
  ids: number[];
  total: number;
}

/** A cache of search totals by filter (a SearchCache<number>; only getOrLoad is needed here). */
export interface CountCache {
  getOrLoad(key: string, load: () => Promise<number>): Promise<number>;
}

export class CatalogueRepository {
  constructor(private readonly db: DbOrTx) {}

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
    },
  ): Promise<SearchPage> {
    const exact = parseText(filters.queryString);
    const page = await this.searchPage(filters, exact, options);
    if (page.total > 0) return page;
    // Nothing matched as typed: try close spellings.
    const fuzzy = fuzzyVariant(exact);
    return fuzzy ? this.searchPage(filters, fuzzy, options) : page;
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
    },
  ): Promise<SearchPage> {
    const where = whereClause(filters, text);
    const order = orderClause(options.sort, text, { idLista: options.idLista }, options.language);
    const countRows = async () =>
      Number(
        (
          await this.rows<{ total: string | number }>(
            sql`select count(*) as total from productos p where ${where}`,
          )
        )[0]?.total ?? 0,
      );
    // The total depends on the filters and the text only: every sort and page of one search
    // shares it, so paging through a broad match counts it once.
    const countKey = JSON.stringify([filters, text?.mode ?? null, text?.folded ?? null]);
    const [ids, total] = await Promise.all([
      // The id only: a deep page is then an index-only scan of the sort's index.
      this.rows<{ id: number }>(
        sql`select p.id from productos p where ${where} order by ${order} limit ${options.limit} offset ${options.offset}`,
      ),
      options.countCache ? options.countCache.getOrLoad(countKey, countRows) : countRows(),
    ]);
    return { ids: ids.map((row) => Number(row.id)), total };
  }

  /**
   * Products with their visible price lines, media and attributes in one round trip (json_agg per
   * product): a page of 15 cards is one query instead of four.
   */
  async productsWithDetails(ids: number[], lists: number[]): Promise<ProductWithDetails[]> {
    if (ids.length === 0) return [];
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const listList = sql.join(
      lists.map((id) => sql`${id}`),
      sql`, `,
    );
    return this.rows<ProductWithDetails>(sql`
      select p.id, p.codigo, p.nombre, p.nombres, p.descripcion, p.descripciones, p.tipo,
        p.codigo_familia as "codigoFamilia", p.codigo_subfamilia as "codigoSubfamilia", p.stock, p.lote,
        p.minimum_quantity as "minimumQuantity", p.id_almacen as "idAlmacen", p.id_lista as "idLista", p.offer,
        coalesce((select json_agg(json_build_object('idLista', pr.id_lista, 'precioNeto', pr.precio_neto,
            'precioSinDescuento', pr.precio_sin_descuento, 'desdeUnidades', pr.desde_unidades)
            order by pr.id_lista, pr.desde_unidades)
          from precios pr where pr.producto_id = p.id and pr.id_lista in (${listList})), '[]'::json) as prices,
        coalesce((select json_agg(json_build_object('id', m.id, 'url', m.url, 'tipo', m.tipo, 'orden', m.orden) order by m.orden, m.id)
          from medias m where m.producto_id = p.id), '[]'::json) as medias,
        coalesce((select json_agg(json_build_object('idAtributo', a.id_atributo, 'codigoAtributo', a.codigo,
            'nombreAtributo', a.nombre, 'nombresAtributo', a.nombres, 'idValor', av.id_valor, 'valor', av.valor,
            'nombresValor', av.nombres) order by a.orden, av.orden)
          from producto_atributos pa join atributo_valores av on av.id_valor = pa.id_valor
          join atributos a on a.id_atributo = av.id_atributo where pa.producto_id = p.id), '[]'::json) as attributes
      from productos p where p.id in (${idList})`);
  }

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

  async activeByCodigos(codigos: string[]) {
    if (codigos.length === 0) return [];
    return this.db
      .select({ id: productos.id, codigo: productos.codigo })
      .from(productos)
      .where(and(inArray(productos.codigo, codigos), eq(productos.activo, true)));
  }

  /** Exact codes as the catalogue spells them, found without regard to case (quick order). */
  async codigosMatching(codigos: string[]) {
    if (codigos.length === 0) return [];
    const upper = [...new Set(codigos.map((codigo) => codigo.toUpperCase()))];
    return this.db
      .select({ codigo: productos.codigo })
      .from(productos)
      .where(and(inArray(sql`upper(${productos.codigo})`, upper), eq(productos.activo, true)));
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

  /** A customer's promotions on the given products (promotions name products by code). */
  async promotionsOnProducts(codigoCliente: string, ids: number[]) {
    if (ids.length === 0) return [];
    this.promotionsOnProductsQuery ??= this.preparePromotionsOnProducts();
    return this.promotionsOnProductsQuery.execute({ codigoCliente, ids });
  }

  // Prepared once: every search request asks for the buyer's promotions on its page, and
  // building the Drizzle query cost more CPU than the database took to answer it.
  private promotionsOnProductsQuery:
    ReturnType<CatalogueRepository['preparePromotionsOnProducts']> | undefined;

  private preparePromotionsOnProducts() {
    return this.db
      .select()
      .from(promociones)
      .where(
        and(
          eq(promociones.codigoCliente, sql.placeholder('codigoCliente')),
          sql`${promociones.codigoArticulo} in (select p.codigo from productos p where p.id = any(${sql.placeholder('ids')}))`,
        ),
      )
      .orderBy(asc(promociones.codigoArticulo), asc(promociones.cantidadRequerida))
      .prepare('promotions_on_products');
  }

  /** Families and subfamilies with how many active products each holds. */
  async familyTree() {
    const [families, subs, counts] = await Promise.all([
      this.db.select().from(familias).orderBy(asc(familias.orden), asc(familias.codigo)),
      this.db.select().from(subfamilias).orderBy(asc(subfamilias.orden), asc(subfamilias.codigo)),
      this.rows<{ codigo_familia: string | null; codigo_subfamilia: string | null; n: string | number }>(
        sql`select codigo_familia, codigo_subfamilia, count(*) as n from productos where activo group by 1, 2`,
      ),
    ]);
    return { families, subs, counts };
  }

  /** Attribute values with how many products match them within the other filters. */
  async attributeCounts(filters: ProductFilters) {
    const where = whereClause(
      { ...filters, idAtributo: undefined, idValor: undefined },
      parseText(filters.queryString),
    );
    const [attrs, values, counts] = await Promise.all([
      this.db.select().from(atributos).orderBy(asc(atributos.orden), asc(atributos.idAtributo)),
      this.db.select().from(atributoValores).orderBy(asc(atributoValores.orden), asc(atributoValores.valor)),
      this.rows<{ id_valor: number; n: string | number }>(
        sql`select pa.id_valor, count(*) as n from producto_atributos pa join productos p on p.id = pa.producto_id
            where ${where} group by pa.id_valor`,
      ),
    ]);
    return { attrs, values, counts };
  }
}
