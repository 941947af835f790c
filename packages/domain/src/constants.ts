// Business constants of spec §9 that are not parameters an administrator can change.
export const TOAST_TIMEOUT_MS = 4000;
export const PERMISSION_NOTIFICATION_TIMEOUT_MS = 5000;
export const DEFAULT_PRODUCT_PAGE_SIZE = 15;
export const DEFAULT_PRODUCT_PAGE = 1;

/** Parameter keys the portal reads (table `params`), with their defaults when absent. */
export const PARAM_KEYS = [
  'emailContacto',
  'telefonoContacto',
  'importeFijo',
  'pedidoMinimo',
  'sincronitzacioMinuts',
  'sincronitzacioDocumentsMinuts',
  'creditPolicy',
] as const;
export type ParamKey = (typeof PARAM_KEYS)[number];

/** Price list ids of the customer tiers (spec §4). */
export const PRICE_LISTS = { gold: 1, silver: 2, bronze: 5, distributor: 6 } as const;
export const BASE_PRICE_LIST = PRICE_LISTS.bronze;
export type Tier = keyof typeof PRICE_LISTS;
export const MINIMUM_ORDER_TOTAL_EUR = 100;
export const FREE_SHIPPING_FROM_EUR = 500;
