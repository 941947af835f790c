// The documents screen's state in the address (`?llista=delivery-notes&desde=…&estat=overdue&page=2`),
// so a filtered list can be shared and survives a reload.
import { INVOICE_STATUSES, type DocumentsQuery, type InvoiceStatus } from '@portal/domain/erp-documents';
import { useSearchParams } from 'react-router';
import type { DocumentList } from '../api/documents-api.ts';

export type FilterName = 'desde' | 'fins' | 'numero' | 'pedido' | 'estat';

export function useDocumentFilters() {
  const [params, setParams] = useSearchParams();
  const list: DocumentList = params.get('llista') === 'delivery-notes' ? 'delivery-notes' : 'invoices';
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1) || 0;
  const estat = params.get('estat');
  const filters: Partial<DocumentsQuery> = {
    desde: params.get('desde') || undefined,
    fins: params.get('fins') || undefined,
    numero: params.get('numero') || undefined,
    pedido: params.get('pedido') || undefined,
    estat:
      list === 'invoices' && (INVOICE_STATUSES as readonly string[]).includes(estat ?? '')
        ? (estat as InvoiceStatus)
        : undefined,
    page,
    size: 20,
  };
  const update = (change: Partial<Record<FilterName | 'llista' | 'page', string | null>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(change)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      // A new filter starts again at the first page.
      if (!('page' in change)) next.delete('page');
      return next;
    });
  return { list, filters, update, clear: () => setParams(list === 'invoices' ? {} : { llista: list }) };
}
