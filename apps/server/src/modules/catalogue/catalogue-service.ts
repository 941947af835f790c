// Catalogue reads for one customer: search, one product, all products, media, filter panels.
// Prices are always those of the caller's own customer (DESIGN §6): the `userType` a client
// sends is never trusted to pick a list.
import type {
  FacetQuery,
  FamilyNode,
  FilterAttribute,
  Media,
  Product,
  ProductSearchPage,
  ProductSearchQuery,
  Promotion,
} from '@portal/domain/catalogue';
import { parseProductSort } from '@portal/domain/catalogue';
import { BASE_PRICE_LIST } from '@portal/domain/constants';
import type { Language } from '@portal/domain/languages';
import { priceListOf } from '@portal/domain/pricing';
import type { SQLWrapper } from 'drizzle-orm';
import type { CustomerRowsMover } from '../customers/customer-rows.ts';
import { authorizeCustomer } from '../../http/customer-scope.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { AttributeDictionary, valuesOf, type AttributeValues } from './attribute-dictionary.ts';
import {
  type CatalogueRepository,
  type PictureSubject,
  parsePriceLines,
  parsePromotionLines,
  type ProductWithDetails,
  type SearchPage,
} from './catalogue-repository.ts';
import type { ProductFilters } from './product-search-query.ts';
import { SearchCache } from './search-cache.ts';
import { presentProduct, toAttribute, translated, visibleLists } from './product-presenter.ts';

export interface Buyer {
  codigoCliente: string | null;
  idLista: number;
}

function toPromotion(row: {
  codigoArticulo: string;
  cantidadRequerida: number;
  valorPromocion: string | number;
}): Promotion {
  return {
    IdArticulo: row.codigoArticulo,
    CantidadRequerida: row.cantidadRequerida,
    ValorPromocion: Number(row.valorPromocion),
  };
}

/**
 * The order promotions are listed in everywhere (and keyed by in the search answers' cache): by
 * product code, then required quantity. Sorted here, by code units, whichever query read them:
 * the database's collation may order codes otherwise.
 */
export function byCodeAndQuantity(
  a: { codigoArticulo: string; cantidadRequerida: number },
  b: { codigoArticulo: string; cantidadRequerida: number },
): number {
  if (a.codigoArticulo !== b.codigoArticulo) return a.codigoArticulo < b.codigoArticulo ? -1 : 1;
  return a.cantidadRequerida - b.cantidadRequerida;
}

/** A search's filters as the repository takes them; one shape, so a search and its facets share counts. */
function filtersOf(query: FacetQuery): ProductFilters {
  return {
    queryString: query.queryString,
    codigoFamilia: query.codigoFamilia,
    codigoSubfamilia: query.codigoSubfamilia,
    idAtributo: query.idAtributo,
    idValor: query.idValor,
    tipo: query.type,
  };
}

/** A customer's promotions with their products' ids, by code then quantity. */
type CustomerPromotions = Awaited<ReturnType<CatalogueRepository['promotionsOfCustomer']>>;

export type { PictureSubject };

export class CatalogueService {
  constructor(
    private readonly repo: CatalogueRepository,
    private readonly searchCache: SearchCache<SearchPage> = new SearchCache(0),
    private readonly countCache: SearchCache<number> = new SearchCache(0),
    private readonly orderCache: SearchCache<Int32Array> = new SearchCache(0),
    attributeCache: SearchCache<AttributeValues> = new SearchCache(0),
    /**
     * Each customer's promotions, as a result page takes them: they change only with a
     * synchronisation run, as prices do, so they are kept as long as a result list's prices and
     * emptied with them (docs/decisions.md). The detail, the cart and orders read them afresh.
     */
    private readonly promotionCache: SearchCache<CustomerPromotions> = new SearchCache(0),
  ) {
    this.attributes = new AttributeDictionary(() => this.repo.attributeValues(), attributeCache);
  }

  private readonly attributes: AttributeDictionary;

  /** Products' rows with the attribute dictionary that names their values, read side by side. */
  private async withAttributes(
    rows: Promise<ProductWithDetails[]>,
  ): Promise<{ rows: ProductWithDetails[]; attributes: AttributeValues }> {
    const [read, held] = await Promise.all([rows, this.attributes.current()]);
    const attributes = await this.attributes.covering(
      read.flatMap((row) => row.attributeValueIds ?? []),
      held,
    );
    return { rows: read, attributes };
  }

  /** The price list and customer a request prices for: the user's own customer, or the base list. */
  async buyerOf(auth: AuthContext): Promise<Buyer> {
    if (!auth.codigoCliente) return { codigoCliente: null, idLista: BASE_PRICE_LIST };
    return { codigoCliente: auth.codigoCliente, idLista: priceListOf(auth.idLista) };
  }

  async promotionsFor(buyer: Buyer, codigos?: string[]): Promise<Promotion[]> {
    if (!buyer.codigoCliente) return [];
    return (await this.repo.promotionsOf(buyer.codigoCliente, codigos)).map(toPromotion);
  }

  /** The buyer's promotions on the products of `ids`, by code then quantity (byCodeAndQuantity). */
  async promotionsOnProducts(buyer: Buyer, ids: number[]): Promise<Promotion[]> {
    const codigoCliente = buyer.codigoCliente;
    if (!codigoCliente) return [];
    // In the portal's order of codes, as the detail's are sorted (a page's key quotes them).
    const promotions = await this.promotionCache.getOrLoad(codigoCliente, async () =>
      (await this.repo.promotionsOfCustomer(codigoCliente)).sort(byCodeAndQuantity),
    );
    if (promotions.length === 0) return [];
    const onPage = new Set(ids);
    return promotions.filter((row) => onPage.has(row.productoId)).map(toPromotion);
  }

  /** Loads and prices products by id, keeping the order of `ids` (productsAndPromotions). */
  async productsForIds(ids: number[], buyer: Buyer, language: Language): Promise<Product[]> {
    return (await this.productsAndPromotions(ids, buyer, language)).products;
  }

  /**
   * Products by id, priced for the buyer in the order of `ids`, and the buyer's promotions on them
   * (code, then quantity), read with the products in one query. `promotions`, when given, prices
   * instead and none are read: a caller that keyed a cache by the promotions it read before must
   * price with those very ones.
   */
  private async productsAndPromotions(
    ids: number[],
    buyer: Buyer,
    language: Language,
    promotions?: Promotion[],
  ): Promise<{ products: Product[]; promotions: Promotion[] }> {
    if (ids.length === 0) return { products: [], promotions: promotions ?? [] };
    const { rows, attributes } = await this.withAttributes(
      this.repo.productsWithDetails(
        ids,
        visibleLists(buyer.idLista, BASE_PRICE_LIST),
        // The promotions are read with the products only when the caller has none to give.
        promotions ? null : buyer.codigoCliente,
      ),
    );
    const pricing =
      promotions ??
      rows
        .flatMap((row) => parsePromotionLines(row.codigo, row.promotionLines))
        .sort(byCodeAndQuantity)
        .map(toPromotion);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const products = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.present(row, attributes, buyer, language, pricing)] : [];
    });
    return { products, promotions: pricing };
  }

  private present(
    row: ProductWithDetails,
    attributes: AttributeValues,
    buyer: Buyer,
    language: Language,
    promotions: Promotion[],
  ): Product {
    return presentProduct(
      row,
      {
        prices: parsePriceLines(row.priceLines),
        medias: row.medias,
        attributes: valuesOf(row.attributeValueIds, attributes).flatMap(
          (value) => toAttribute(value, language) ?? [],
        ),
      },
      { idLista: buyer.idLista, promotions },
      language,
    );
  }

  /** Active products by code, priced for the buyer, keyed by code. */
  async productsForCodigos(
    codigos: string[],
    buyer: Buyer,
    language: Language,
  ): Promise<Map<string, Product>> {
    return (await this.pricedByCodigos(codigos, buyer, language)).products;
  }

  /**
   * Active products by code, priced for the buyer and keyed by code, with the buyer's promotions
   * on those codes (line pricing needs both): two round trips (three with the attribute dictionary
   * to read), side by side.
   */
  async pricedByCodigos(
    codigos: string[],
    buyer: Buyer,
    language: Language,
  ): Promise<{ products: Map<string, Product>; promotions: Promotion[] }> {
    const [{ rows, attributes }, promotions] = await Promise.all([
      this.withAttributes(
        this.repo.activeWithDetailsByCodigos(codigos, visibleLists(buyer.idLista, BASE_PRICE_LIST)),
      ),
      this.promotionsFor(buyer, codigos),
    ]);
    const products = new Map(
      rows.map((row) => [row.codigo, this.present(row, attributes, buyer, language, promotions)]),
    );
    return { products, promotions };
  }

  /**
   * The catalogue's own code for each typed code that names an active product, by the typed code
   * in upper case: our code in any case, or the product's EAN. A code wins over an EAN.
   */
  async canonicalCodigos(codigos: string[]): Promise<Map<string, string>> {
    const rows = await this.repo.codigosMatching(codigos);
    const found = new Map<string, string>();
    for (const row of rows) if (row.ean && !found.has(row.ean)) found.set(row.ean, row.codigo);
    for (const row of rows) found.set(row.codigo.toUpperCase(), row.codigo);
    return found;
  }

  /** The page of products a search selects (ids and the total), before any pricing. */
  async searchHits(query: ProductSearchQuery, buyer: Buyer, language: Language): Promise<SearchPage> {
    const { userType: _ignored, ...search } = query;
    // The price list matters only to a price sort; the language only to a name sort.
    const key = JSON.stringify([search, query.sort?.startsWith('price') ? buyer.idLista : 0, language]);
    return this.searchCache.getOrLoad(key, () =>
      this.repo.searchIds(filtersOf(query), {
        offset: (query.page - 1) * query.size,
        limit: query.size,
        sort: query.sort ? parseProductSort(query.sort) : undefined,
        idLista: buyer.idLista,
        baseLista: BASE_PRICE_LIST,
        language,
        countCache: this.countCache,
        // With the cache off (SEARCH_CACHE_SECONDS=0) every page is read by OFFSET.
        ...(this.orderCache.enabled ? { orderCache: this.orderCache } : {}),
      }),
    );
  }

  /**
   * The hits of a search as a page of cards priced for the buyer, with the buyer's promotions on
   * its products (read with them, or `promotions` when given: productsAndPromotions).
   */
  async pageOfHits(
    hits: SearchPage,
    query: Pick<ProductSearchQuery, 'page' | 'size'>,
    buyer: Buyer,
    language: Language,
    promotions: Promotion[],
  ): Promise<ProductSearchPage> {
    const { products } = await this.productsAndPromotions(hits.ids, buyer, language, promotions);
    return {
      content: products.map(({ nombres: _n, descripcion: _d, descripciones: _ds, ...card }) => card),
      totalElements: hits.total,
      totalPages: Math.ceil(hits.total / query.size),
      number: query.page,
      size: query.size,
      totalIsLowerBound: hits.totalIsLowerBound,
    };
  }

  async productById(id: number, buyer: Buyer, language: Language): Promise<Product> {
    const row = await this.repo.productById(id);
    if (!row) throw notFound('errors.productInfoMissing');
    const [product] = await this.productsForIds([row.id], buyer, language);
    return product!;
  }

  async allProducts(buyer: Buyer, language: Language): Promise<Product[]> {
    return this.productsForIds(await this.repo.activeProductIds(), buyer, language);
  }

  /** Which of `codigos` are products on sale (exact codes), for other modules' checks. */
  async onSale(codigos: readonly string[]): Promise<Set<string>> {
    const rows = await this.repo.activeByCodigos([...new Set(codigos)]);
    return new Set(rows.map((row) => row.codigo));
  }

  /**
   * The catalogue's machines (products of type `equipment`) as a subquery of their codes, for
   * another module's query to filter its own rows by in one statement.
   */
  equipmentCodigos(): SQLWrapper {
    return this.repo.equipmentCodigos();
  }

  /** Products' names in `language` by code, on sale or not: what was bought keeps its name. */
  async namesOf(codigos: readonly string[], language: Language): Promise<Map<string, string>> {
    const rows = await this.repo.namesByCodigos([...new Set(codigos)]);
    return new Map(rows.map((row) => [row.codigo, translated(row.nombre, row.nombres, language)]));
  }

  /** The active products among `codigos`, by code, as the media module draws their pictures. */
  pictureSubjects(codigos: string[]): Promise<Map<string, PictureSubject>> {
    return this.repo.pictureSubjects(codigos);
  }

  /** A product on sale by its code, named in `language`, for other modules' messages; else null. */
  async productName(codigo: string, language: Language): Promise<{ codigo: string; nombre: string } | null> {
    const row = await this.repo.productByCodigo(codigo);
    return row ? { codigo: row.codigo, nombre: translated(row.nombre, row.nombres, language) } : null;
  }

  async mediasOfCodigo(codigo: string): Promise<Media[]> {
    const row = await this.repo.productByCodigo(codigo);
    if (!row) throw notFound('errors.productInfoMissing');
    const rows = await this.repo.mediasOf([row.id]);
    return rows.map(({ id, url, tipo, orden }) => ({ id, url, tipo, orden }));
  }

  /** The family tree with how many products of the search each branch holds (facet counts). */
  async familyTree(query: FacetQuery, language: Language): Promise<FamilyNode[]> {
    const filters = filtersOf(query);
    const { families, subs, counts } = await this.repo.familyTree(
      filters,
      await this.repo.listedText(filters, this.countCache),
    );
    const familyCount = new Map<string, number>();
    const subCount = new Map<string, number>();
    for (const row of counts) {
      const n = Number(row.n);
      if (row.codigo_familia)
        familyCount.set(row.codigo_familia, (familyCount.get(row.codigo_familia) ?? 0) + n);
      if (row.codigo_subfamilia)
        subCount.set(row.codigo_subfamilia, (subCount.get(row.codigo_subfamilia) ?? 0) + n);
    }
    return families.map((family) => ({
      codigo: family.codigo,
      nombre: translated(family.nombre, family.nombres, language),
      count: familyCount.get(family.codigo) ?? 0,
      subfamilias: subs
        .filter((sub) => sub.codigoFamilia === family.codigo)
        .map((sub) => ({
          codigo: sub.codigo,
          nombre: translated(sub.nombre, sub.nombres, language),
          count: subCount.get(sub.codigo) ?? 0,
        })),
    }));
  }

  /** The filter attributes with how many products of the search each value holds (facet counts). */
  async filterAttributes(query: FacetQuery, language: Language): Promise<FilterAttribute[]> {
    const filters = filtersOf(query);
    const { attrs, values, counts } = await this.repo.attributeCounts(
      filters,
      await this.repo.listedText(filters, this.countCache),
    );
    const countOf = new Map(counts.map((row) => [Number(row.id_valor), Number(row.n)]));
    return attrs.flatMap((attr) => {
      const parsed = toAttribute(
        {
          idAtributo: attr.idAtributo,
          codigoAtributo: attr.codigo,
          nombreAtributo: attr.nombre,
          nombresAtributo: attr.nombres,
          idValor: 0,
          valor: '',
          nombresValor: {},
        },
        language,
      );
      if (!parsed) return [];
      return [
        {
          idAtributo: attr.idAtributo,
          codigo: parsed.codigo,
          nombre: parsed.nombre,
          values: values
            .filter((value) => value.idAtributo === attr.idAtributo)
            .map((value) => ({
              idValor: value.idValor,
              valor: value.valor,
              nombre: translated(value.valor, value.nombres, language),
              count: countOf.get(value.idValor) ?? 0,
            })),
        },
      ];
    });
  }

  /** A customer's promotions, for whoever reaches that customer (customer-scope.ts). */
  async promotionsOfCustomer(auth: AuthContext, requested: string): Promise<Promotion[]> {
    const codigoCliente = authorizeCustomer(auth, requested);
    return (await this.repo.promotionsOf(codigoCliente)).map(toPromotion);
  }
}

/**
 * A registered company's part of the catalogue when the ERP confirms its code
 * (erp/outbox/customer-link.ts): promotions come from the ERP for its own codes only, so the
 * provisional customer's, if any, go rather than move.
 */
export function promotionsMover(catalogue: CatalogueRepository): CustomerRowsMover {
  return { moveCustomerRows: (tx, provisional) => catalogue.in(tx).dropPromotionsOf(provisional) };
}
