// The lists' calls (`/llistes`): queries keyed under LISTS_KEY, and writes that answer the whole
// list refresh it in the cache; "add all to cart" stores the new cart as every cart write does.
import type { QuickOrderResult } from '@portal/domain/ordering-api';
import type {
  ListCreate,
  ListDetail,
  ListImport,
  ListImportResult,
  ListSummary,
  ListUpdate,
} from '@portal/domain/shopping-lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { saveBlob } from '#shared/api/save-blob.ts';
import { CART_QUERY_KEY } from '#shared/cart/cart-api.ts';

export const LISTS_KEY = ['llistes'] as const;
const listKey = (id: number) => [...LISTS_KEY, id] as const;
const path = (id: number, rest = '') => `/llistes/${id}${rest}`;

export function useLists() {
  return useQuery({ queryKey: LISTS_KEY, queryFn: () => api.get<ListSummary[]>('/llistes') });
}

export function useList(id: number | null) {
  return useQuery({
    queryKey: listKey(id ?? 0),
    queryFn: () => api.get<ListDetail>(path(id!), { silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

/** A write answering the list: it replaces the cached list, and the summaries are read again. */
function useListWrite<TInput>(write: (input: TInput) => Promise<ListDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (list) => {
      client.setQueryData(listKey(list.id), list);
      void client.invalidateQueries({ queryKey: LISTS_KEY, exact: true });
    },
  });
}

export function useCreateList() {
  return useListWrite((input: ListCreate) => api.post<ListDetail>('/llistes', input, { silent: true }));
}

export function useUpdateList(id: number) {
  return useListWrite((input: ListUpdate) => api.put<ListDetail>(path(id), input));
}

export function usePutListLine() {
  return useListWrite(({ id, codigo, Cantidad }: { id: number; codigo: string; Cantidad: number }) =>
    api.post<ListDetail>(path(id, '/lineas'), { codigo, Cantidad }, { silent: true }),
  );
}

export function useUpdateListLine(id: number) {
  return useListWrite(({ codigo, Cantidad }: { codigo: string; Cantidad: number }) =>
    api.put<ListDetail>(path(id, `/lineas/${encodeURIComponent(codigo)}`), { Cantidad }),
  );
}

export function useRemoveListLine(id: number) {
  return useListWrite((codigo: string) =>
    api.delete<ListDetail>(path(id, `/lineas/${encodeURIComponent(codigo)}`)),
  );
}

export function useDeleteList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(path(id)),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: listKey(id) });
      void client.invalidateQueries({ queryKey: LISTS_KEY, exact: true });
    },
  });
}

export function useAddListToCart(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<QuickOrderResult>(path(id, '/carrito')),
    onSuccess: (result) => {
      if (result.cart) client.setQueryData(CART_QUERY_KEY, result.cart);
    },
  });
}

export function useImportList(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ListImport) => api.post<ListImportResult>(path(id, '/importar'), input),
    onSuccess: (result) => {
      client.setQueryData(listKey(id), result.list);
      void client.invalidateQueries({ queryKey: LISTS_KEY, exact: true });
    },
  });
}

export async function downloadListCsv(id: number): Promise<void> {
  const { blob, name } = await api.file(path(id, '/csv'), `llista-${id}.csv`);
  saveBlob(blob, name);
}
