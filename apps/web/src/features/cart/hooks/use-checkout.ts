// The checkout's own state, kept while the cart dialog is closed and reopened: the address and
// conditions chosen, the lines whose typed quantity the server refused, which steps the customer
// tried to leave (so their problems show), and the order once placed.
import type { PlacedOrder } from '@portal/domain/ordering-api';
import { useCallback, useState } from 'react';
import { INITIAL_CHECKOUT, type CheckoutConditions, type CheckoutState } from './checkout-rules.ts';

export function useCheckout() {
  const [state, setState] = useState<CheckoutState>(INITIAL_CHECKOUT);
  const [invalidLines, setInvalidLines] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(() => new Set());
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  const setContact = useCallback(
    (idContacto: number) => setState((current) => ({ ...current, idContacto })),
    [],
  );
  const setConditions = useCallback(
    (change: Partial<CheckoutConditions>) =>
      setState((current) => ({ ...current, conditions: { ...current.conditions, ...change } })),
    [],
  );
  const setLineValidity = useCallback((codigo: string, invalid: boolean) => {
    setInvalidLines((current) => {
      if (current.has(codigo) === invalid) return current;
      const next = new Set(current);
      if (invalid) next.add(codigo);
      else next.delete(codigo);
      return next;
    });
  }, []);
  const markAttempted = useCallback(
    (step: number) => setAttempted((current) => new Set(current).add(step)),
    [],
  );

  /** After an order: the next one starts from scratch (the address is kept, it is likely the same). */
  const restart = useCallback(() => {
    setState((current) => ({ ...INITIAL_CHECKOUT, idContacto: current.idContacto }));
    setAttempted(new Set());
    setPlaced(null);
  }, []);

  return {
    state,
    setContact,
    setConditions,
    invalidLines,
    setLineValidity,
    attempted,
    markAttempted,
    placed,
    setPlaced,
    restart,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
