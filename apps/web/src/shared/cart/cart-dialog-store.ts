// Whether the cart dialog is shown (spec §4: "the cart dialog can be shown or hidden"), and at
// which checkout step it opens. A tiny external store, so the header button, a product screen's
// "view cart" link and the dialog itself share it without prop drilling.
import { useSyncExternalStore } from 'react';

export type CartStep = 0 | 1 | 2 | 3;

interface CartDialogState {
  opened: boolean;
  step: CartStep;
}

let state: CartDialogState = { opened: false, step: 0 };
const listeners = new Set<() => void>();

function set(next: Partial<CartDialogState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const cartDialog = {
  open: (step: CartStep = 0) => set({ opened: true, step }),
  close: () => set({ opened: false }),
  setStep: (step: CartStep) => set({ step }),
  get: () => state,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartDialog(): CartDialogState {
  return useSyncExternalStore(subscribe, cartDialog.get, cartDialog.get);
}
