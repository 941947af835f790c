// The catalogue search state read from and written to the address bar (see catalogue-url-state.ts).
//
// Every change of the address is a navigation, and the navigation guard asks the server for the
// screen's permissions before it completes. Until then the state is read from the address being
// navigated to, so a radio button, the sort or the page shows the user's choice at once (and its
// search starts at once) instead of a round trip later; changes made in quick succession build
// on each other for the same reason. The router applies its state in a transition, which would
// let a controlled radio button snap back until then: user choices are flushed synchronously.
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import {
  changeCatalogueUrl,
  readCatalogueUrl,
  writeCatalogueUrl,
  type CatalogueChange,
  type CatalogueUrlState,
} from './catalogue-url-state.ts';

export interface UpdateOptions {
  /** Keeps typing in the search box out of the back-button history. */
  replace?: boolean;
  /** Default true; false when called from an effect, where React cannot flush synchronously. */
  flushSync?: boolean;
}

export interface CatalogueUrl {
  state: CatalogueUrlState;
  update: (change: CatalogueChange, options?: UpdateOptions) => void;
  /** Replaces the whole state (clear filters, reset). */
  set: (next: CatalogueUrlState) => void;
}

export function useCatalogueUrl(): CatalogueUrl {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const pending =
    navigation.location && navigation.location.pathname === location.pathname
      ? navigation.location.search
      : null;
  const search = pending ?? `?${params.toString()}`;
  const state = useMemo(() => readCatalogueUrl(new URLSearchParams(search)), [search]);

  const update = useCallback(
    (change: CatalogueChange, { replace = false, flushSync = true }: UpdateOptions = {}) => {
      setParams(writeCatalogueUrl(changeCatalogueUrl(state, change)), { replace, flushSync });
    },
    [state, setParams],
  );

  const set = useCallback(
    (next: CatalogueUrlState) => setParams(writeCatalogueUrl(next), { flushSync: true }),
    [setParams],
  );

  return { state, update, set };
}
