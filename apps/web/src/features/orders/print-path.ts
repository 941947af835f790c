// The printed order's screen: its address (a screen of its own, `/history/print?codigo=…`, so the
// browser prints just the order) and the permission its data needs.
export const PRINT_PATH = '/history/print';
export const PRINT_ENDPOINT = 'GET /pedidos/pedido/{code}/imprimir';

export function printPathOf(code: string): string {
  return `${PRINT_PATH}?${new URLSearchParams({ codigo: code }).toString()}`;
}
