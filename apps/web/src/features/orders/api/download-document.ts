// A delivery note's or an invoice's PDF (the ERP's, kept by the portal), fetched with the session
// through the shared client and saved under its number.
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { saveBlob } from '#shared/api/save-blob.ts';

export type DocumentKind = 'delivery-notes' | 'invoices';

export async function downloadDocument(kind: DocumentKind, numero: string): Promise<void> {
  const blob = await api.blob(`/documents/${kind}/${encodeURIComponent(numero)}/pdf`, {
    accept: 'application/pdf',
  });
  saveBlob(blob, `${numero}.pdf`);
}

export function useDownloadDocument() {
  return useMutation({
    mutationFn: ({ kind, numero }: { kind: DocumentKind; numero: string }) => downloadDocument(kind, numero),
  });
}
