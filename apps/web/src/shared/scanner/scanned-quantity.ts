// The quantity a scanned line starts with: the smallest the product can be ordered in (its lote
// or minimum), as the catalogue's card shows it; 1 when the code names no product (the server's
// verdict on the line then says why).
import type { ProductListItem } from '@portal/domain/catalogue';
import type { Page } from '@portal/domain/api';
import { api } from '../api/http-client.ts';

export async function scannedQuantity(code: string): Promise<number> {
  try {
    const page = await api.get<Page<ProductListItem> | undefined>('/productos/search', {
      query: { queryString: code, page: 1, size: 2 },
      silent: true,
    });
    const hits = page?.content ?? [];
    // The search's exact step finds an EAN or an own code as the product it names.
    const product =
      hits.find((hit) => hit.codigo.toUpperCase() === code.toUpperCase() || hit.ean === code) ??
      (hits.length === 1 ? hits[0] : undefined);
    return product && product.Cantidad > 0 ? product.Cantidad : 1;
  } catch {
    return 1;
  }
}
