// An order's page (`/history/order?codigo=…`): its timeline, shipments and documents. A screen of
// its own under the history, with the history's actions.
export const ORDER_PAGE_PATH = '/history/order';

export function orderPagePathOf(code: string): string {
  return `${ORDER_PAGE_PATH}?${new URLSearchParams({ codigo: code }).toString()}`;
}
