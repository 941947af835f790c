// Spec §2: the actions stored after each navigation decide what a screen offers. A button or
// menu entry whose endpoint (e.g. `DELETE /usuaris/{id}`) is not among them is not shown; the
// server refuses the call with 403 all the same, so hiding is a courtesy, not the control.
import { allows } from '@portal/domain/access';
import { useCallback } from 'react';
import { useStoredActions } from './use-stored-user.ts';

/** `can('DELETE /usuaris/{id}')`: true when the current screen's stored actions allow it. */
export function useCan(): (endPoint: string) => boolean {
  const actions = useStoredActions();
  return useCallback((endPoint: string) => allows(actions, endPoint), [actions]);
}
