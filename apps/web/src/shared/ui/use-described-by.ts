// Mantine sets a field's `aria-describedby` from its own description and error only, and drops
// one passed in. Messages shown elsewhere (under a field and its button together) are tied to the
// field with this ref instead, so a screen reader reads them with it (WCAG 1.3.1, 3.3.1).
import { useCallback } from 'react';

export function useDescribedBy(ids: string | undefined) {
  return useCallback(
    (node: HTMLInputElement | null) => {
      if (!node) return;
      if (ids) node.setAttribute('aria-describedby', ids);
      else node.removeAttribute('aria-describedby');
    },
    [ids],
  );
}
