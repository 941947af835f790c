// Where a product's detail lives: each kind has its own screen (spec §2), reached with `?id=`.
// The list's own address travels in the navigation state, so the detail's breadcrumb returns to
// the same search, page and filters.
import type { ProductType } from '@portal/domain/catalogue';

export const PRODUCTS_PATH = '/products';

export const DETAIL_PATHS: Record<ProductType, string> = {
  equipment: '/equipments/product/detail',
  consumable: '/consumables/product/detail',
  accessory: '/accessories/product/detail',
  service: '/services/product/detail',
};

export function detailPath(product: { id: number; type: ProductType }): string {
  return `${DETAIL_PATHS[product.type]}?id=${product.id}`;
}

/** What the list hands the detail screen through the history entry's state. */
export interface FromListState {
  listSearch: string;
}

/** The list address to go back to: the one the product was opened from, else the plain list. */
export function backToListPath(state: unknown): string {
  const search = (state as Partial<FromListState> | null)?.listSearch;
  return typeof search === 'string' && (search === '' || search.startsWith('?'))
    ? `${PRODUCTS_PATH}${search}`
    : PRODUCTS_PATH;
}
