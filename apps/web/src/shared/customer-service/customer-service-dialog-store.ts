// Whether the customer-service dialog is shown, and the product it asks about. A tiny external
// store like the cart dialog's: the user menu and a product's detail open it, the main layout's
// user menu hosts the (lazily loaded) dialog, and features do not import each other.
import { useSyncExternalStore } from 'react';

/** The product a question is about, as the dialog shows it and sends its `codigo`. */
export interface ServiceProduct {
  codigo: string;
  nombre: string;
}

export interface CustomerServiceDialogState {
  opened: boolean;
  product: ServiceProduct | null;
  /** Set at the first opening and kept: the host loads the dialog's code only from then on. */
  requested: boolean;
}

let state: CustomerServiceDialogState = { opened: false, product: null, requested: false };
const listeners = new Set<() => void>();

function set(next: Partial<CustomerServiceDialogState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const customerServiceDialog = {
  open: (product: ServiceProduct | null = null) => set({ opened: true, product, requested: true }),
  close: () => set({ opened: false }),
  get: () => state,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCustomerServiceDialog(): CustomerServiceDialogState {
  return useSyncExternalStore(subscribe, customerServiceDialog.get, customerServiceDialog.get);
}
