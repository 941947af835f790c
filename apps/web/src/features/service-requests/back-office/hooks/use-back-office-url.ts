// The back office's list state from the address, and a setter that writes a change back into it
// (back-office-url.ts says how).
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readBackOfficeUrl, writeBackOfficeUrl, type BackOfficePatch } from './back-office-url.ts';

export function useBackOfficeUrl() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readBackOfficeUrl(params), [params]);
  // Two changes in a row (a date, then the other) must both land: each builds on the address last
  // written. A change of address is a navigation that waits for the route's guard (a permission
  // check), and the router may show an earlier address of ours while a later one is on its way;
  // such an address must not replace the later one, or the later change would be lost. An address
  // nobody here wrote (the back button, a link) is the list's new state.
  const latest = useRef(params);
  /** Addresses written and not yet shown, oldest first. */
  const onTheWay = useRef<string[]>([]);
  useLayoutEffect(() => {
    const shown = onTheWay.current.indexOf(params.toString());
    if (shown === -1) {
      onTheWay.current = [];
      latest.current = params;
    } else {
      onTheWay.current = onTheWay.current.slice(shown + 1);
    }
  }, [params]);

  const update = useCallback(
    (patch: BackOfficePatch) => {
      const next = writeBackOfficeUrl(latest.current, patch);
      latest.current = next;
      onTheWay.current.push(next.toString());
      // Typing in a text filter should not fill the history with one entry per pause.
      const typing = ['client', 'text'].some((key) => patch.filters && key in patch.filters);
      setParams(next, { replace: typing });
    },
    [setParams],
  );

  return [state, update] as const;
}
