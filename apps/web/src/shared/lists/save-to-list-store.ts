// What the "save to a list" dialog saves, and whether it is shown. A tiny external store like the
// cart dialog's: a product card, the detail screen, the cart and an order of the history open it,
// the main layout hosts the (lazily loaded) dialog, and features do not import each other.
import { useSyncExternalStore } from 'react';

export type SaveToListTarget =
  | { kind: 'product'; codigo: string; nombre: string; Cantidad: number }
  | { kind: 'cart' }
  | { kind: 'order'; codigo: string };

export interface SaveToListState {
  target: SaveToListTarget | null;
  /** Set at the first opening and kept: the host loads the dialog's code only from then on. */
  requested: boolean;
}

let state: SaveToListState = { target: null, requested: false };
const listeners = new Set<() => void>();

function set(next: Partial<SaveToListState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const saveToListDialog = {
  open: (target: SaveToListTarget) => set({ target, requested: true }),
  close: () => set({ target: null }),
  get: () => state,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSaveToListDialog(): SaveToListState {
  return useSyncExternalStore(subscribe, saveToListDialog.get, saveToListDialog.get);
}
