// The quantity of one cart line as the customer types it: kept locally, sent to the server after
// a pause (or when the field loses focus), and refused or accepted there. The server's refusal
// (lote, minimum) is shown under the field while the cart keeps the last accepted quantity.
import type { CartViewLine } from '@portal/domain/ordering-api';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/api-error.ts';
import { useUpdateCartLine } from '#shared/cart/cart-api.ts';

export const QUANTITY_DEBOUNCE_MS = 600;

function reasons(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const fields = error.body?.errors?.map((field) => field.error_description) ?? [];
  return fields.length > 0 ? [...new Set(fields)] : [error.description ?? ''].filter(Boolean);
}

export function useLineQuantity(
  line: Pick<CartViewLine, 'codigo' | 'Cantidad'>,
  delayMs = QUANTITY_DEBOUNCE_MS,
) {
  const { t } = useTranslation(['translation', 'messages']);
  const update = useUpdateCartLine();
  const [value, setValue] = useState<number | string>(line.Cantidad);
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  // The server's quantity may change under us (a reorder, another tab): follow it unless the
  // customer is editing.
  const [serverQuantity, setServerQuantity] = useState(line.Cantidad);
  if (serverQuantity !== line.Cantidad) {
    setServerQuantity(line.Cantidad);
    if (!pending && errors.length === 0) setValue(line.Cantidad);
  }

  const send = useDebouncedCallback(
    (next: number | string) => {
      setPending(false);
      if (next === '' || typeof next !== 'number') {
        setErrors([t('messages:validation.required')]);
        return;
      }
      if (next === line.Cantidad) return;
      update.mutate(
        { codigo: line.codigo, Cantidad: next },
        {
          onSuccess: () => setErrors([]),
          onError: (error) => {
            const why = reasons(error);
            setErrors(why.length > 0 ? why : [t('messages:errors.generic')]);
          },
        },
      );
    },
    { delay: delayMs, flushOnUnmount: true },
  );

  const change = (next: number | string) => {
    setValue(next);
    setErrors([]);
    setPending(true);
    send(next);
  };

  return { value, change, flush: send.flush, errors, saving: pending || update.isPending };
}
