// The catalogue search as the address bar holds it, so a search can be shared, bookmarked and
// survives a reload: `/products?q=wire&family=FIL&attribute=2&value=2009&sort=price,asc&page=2`.
// Pure functions: reading tolerates any hand-edited address (unknown values are dropped),
// writing leaves defaults out so the address stays short.
import { DEFAULT_PRODUCT_PAGE, DEFAULT_PRODUCT_PAGE_SIZE } from '@portal/domain/constants';
import type { ProductSearchQuery, ProductSort, ProductType } from '@portal/domain/catalogue';

// The domain's PRODUCT_SORTS and PRODUCT_TYPES, rebuilt from records the compiler checks to be
// exhaustive: importing any value from catalogue.ts also pulls in money.ts, whose decimal.js the
// bundler cannot drop (code the list screen never runs).
const SORT_OPTIONS: Record<ProductSort, true> = {
  'price,asc': true,
  'price,desc': true,
  'name,asc': true,
  'name,desc': true,
  'reference,asc': true,
  'reference,desc': true,
};
export const SORTS = Object.keys(SORT_OPTIONS) as ProductSort[];

const TYPE_OPTIONS: Record<ProductType, true> = {
  equipment: true,
  consumable: true,
  accessory: true,
  service: true,
};
export const TYPES = Object.keys(TYPE_OPTIONS) as ProductType[];

export const CATALOGUE_VIEWS = ['grid', 'list'] as const;
export type CatalogueView = (typeof CATALOGUE_VIEWS)[number];

export interface AttributeFilter {
  idAtributo: number;
  idValor: number;
}

export interface CatalogueUrlState {
  /** The search text as typed (trimmed). */
  q: string;
  /** 1-based, as the API counts (spec §9). */
  page: number;
  /** null: the server's order (relevance for a text search, else name). */
  sort: ProductSort | null;
  family: string | null;
  subfamily: string | null;
  /** The API filters by one attribute value at a time. */
  attribute: AttributeFilter | null;
  type: ProductType | null;
  view: CatalogueView;
}

export const URL_PARAMS = {
  q: 'q',
  page: 'page',
  sort: 'sort',
  family: 'family',
  subfamily: 'subfamily',
  attribute: 'attribute',
  value: 'value',
  type: 'type',
  view: 'view',
} as const;

/** The search box's limit is the API's (`queryString` max 100). */
export const MAX_QUERY_LENGTH = 100;

export const DEFAULT_CATALOGUE_STATE: CatalogueUrlState = {
  q: '',
  page: DEFAULT_PRODUCT_PAGE,
  sort: null,
  family: null,
  subfamily: null,
  attribute: null,
  type: null,
  view: 'grid',
};

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

function code(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length > 0 && trimmed.length <= 30 ? trimmed : null;
}

export function readCatalogueUrl(params: URLSearchParams): CatalogueUrlState {
  const idAtributo = positiveInt(params.get(URL_PARAMS.attribute));
  const idValor = positiveInt(params.get(URL_PARAMS.value));
  const family = code(params.get(URL_PARAMS.family));
  return {
    q: (params.get(URL_PARAMS.q) ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    page: positiveInt(params.get(URL_PARAMS.page)) ?? DEFAULT_PRODUCT_PAGE,
    sort: oneOf(SORTS, params.get(URL_PARAMS.sort)),
    family,
    // A subfamily only means something inside its family.
    subfamily: family ? code(params.get(URL_PARAMS.subfamily)) : null,
    attribute: idAtributo && idValor ? { idAtributo, idValor } : null,
    type: oneOf(TYPES, params.get(URL_PARAMS.type)),
    view: oneOf(CATALOGUE_VIEWS, params.get(URL_PARAMS.view)) ?? 'grid',
  };
}

export function writeCatalogueUrl(state: CatalogueUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set(URL_PARAMS.q, state.q);
  if (state.family) params.set(URL_PARAMS.family, state.family);
  if (state.family && state.subfamily) params.set(URL_PARAMS.subfamily, state.subfamily);
  if (state.attribute) {
    params.set(URL_PARAMS.attribute, String(state.attribute.idAtributo));
    params.set(URL_PARAMS.value, String(state.attribute.idValor));
  }
  if (state.type) params.set(URL_PARAMS.type, state.type);
  if (state.sort) params.set(URL_PARAMS.sort, state.sort);
  if (state.view !== 'grid') params.set(URL_PARAMS.view, state.view);
  if (state.page !== DEFAULT_PRODUCT_PAGE) params.set(URL_PARAMS.page, String(state.page));
  return params;
}

export type CatalogueChange = Partial<CatalogueUrlState>;

/**
 * Applies a change. Anything that changes which products match starts again at page 1 (the old
 * page number may not exist any more); a new family drops the subfamily of the old one.
 */
export function changeCatalogueUrl(state: CatalogueUrlState, change: CatalogueChange): CatalogueUrlState {
  const next = { ...state, ...change };
  if ('family' in change && change.family !== state.family && !('subfamily' in change)) next.subfamily = null;
  const refiltered = (['q', 'sort', 'family', 'subfamily', 'attribute', 'type'] as const).some(
    (key) => key in change,
  );
  if (refiltered && !('page' in change)) next.page = DEFAULT_PRODUCT_PAGE;
  return next;
}

/** The filter panel's "clear": drops family, subfamily, attribute and type; keeps the text. */
export function clearCatalogueFilters(state: CatalogueUrlState): CatalogueUrlState {
  return { ...state, family: null, subfamily: null, attribute: null, type: null, page: DEFAULT_PRODUCT_PAGE };
}

/** The empty state's way out: no text and no filter, in the order and view the user chose. */
export function resetCatalogueSearch(state: CatalogueUrlState): CatalogueUrlState {
  return { ...DEFAULT_CATALOGUE_STATE, view: state.view, sort: state.sort };
}

/** How many filters narrow the list (for the filter button's badge). */
export function activeFilterCount(state: CatalogueUrlState): number {
  return [state.family, state.subfamily, state.attribute, state.type].filter((value) => value !== null)
    .length;
}

/** The `GET /productos/search` query of a state (spec §9: pages of 15). */
export function searchQueryOf(state: CatalogueUrlState): ProductSearchQuery {
  return {
    page: state.page,
    size: DEFAULT_PRODUCT_PAGE_SIZE,
    sort: state.sort ?? undefined,
    queryString: state.q || undefined,
    codigoFamilia: state.family ?? undefined,
    codigoSubfamilia: state.subfamily ?? undefined,
    idAtributo: state.attribute?.idAtributo,
    idValor: state.attribute?.idValor,
    type: state.type ?? undefined,
  };
}
