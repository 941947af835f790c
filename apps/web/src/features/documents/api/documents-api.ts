// The documents screen's calls: the two lists with their filters, the credit, and the files (a
// PDF, a ZIP of several, a list's CSV, a statement's PDF or CSV) through the shared client.
import type { CreditAnswer, DeliveryNote, DocumentsQuery, InvoicesPage } from '@portal/domain/erp-documents';
import type { Page } from '@portal/domain/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { saveBlob } from '#shared/api/save-blob.ts';

export const DOCUMENTS_QUERY_KEY = ['documents'] as const;
export type DocumentList = 'invoices' | 'delivery-notes';

/** The query's fields that have a value, as the API reads them. */
function queryOf(filters: Partial<DocumentsQuery>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Record<string, string | number>;
}

export function useInvoices(filters: Partial<DocumentsQuery>) {
  return useQuery({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'invoices', filters],
    queryFn: () => api.get<InvoicesPage>('/documents/invoices', { query: queryOf(filters), silent: true }),
  });
}

export function useDeliveryNotes(filters: Partial<DocumentsQuery>) {
  return useQuery({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'delivery-notes', filters],
    queryFn: () =>
      api.get<Page<DeliveryNote>>('/documents/delivery-notes', { query: queryOf(filters), silent: true }),
  });
}

export function useCredit() {
  return useQuery({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'credit'],
    queryFn: () => api.get<CreditAnswer>('/documents/credit', { silent: true }),
  });
}

export async function downloadPdf(list: DocumentList, numero: string): Promise<void> {
  saveBlob(await api.blob(`/documents/${list}/${encodeURIComponent(numero)}/pdf`), `${numero}.pdf`);
}

export async function downloadZip(numeros: readonly string[]): Promise<void> {
  saveBlob(await api.blob('/documents/zip', { query: { items: numeros.join(',') } }), 'documents.zip');
}

export async function downloadListCsv(list: DocumentList, filters: Partial<DocumentsQuery>): Promise<void> {
  const { page: _page, size: _size, ...rest } = filters;
  saveBlob(await api.blob(`/documents/${list}/csv`, { query: queryOf(rest) }), `${list}.csv`);
}

export async function downloadStatement(format: 'pdf' | 'csv', desde: string, fins: string): Promise<void> {
  saveBlob(
    await api.blob(`/documents/statement/${format}`, { query: { desde, fins } }),
    `statement-${desde}-${fins}.${format}`,
  );
}
