// React view of the stored session: re-renders when the user or the actions are set, changed
// or cleared.
import { useSyncExternalStore } from 'react';
import type { Action } from '@portal/domain/access';
import type { SessionUser } from '@portal/domain/auth';
import { getStoredActions, getStoredUser, SESSION_KEYS, subscribeToSession } from './session-storage.ts';

// useSyncExternalStore needs a stable snapshot: parse again only when the stored text changed.
let lastRawUser: string | null = null;
let lastUser: SessionUser | null = null;

function userSnapshot(): SessionUser | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.user);
  if (raw !== lastRawUser) {
    lastRawUser = raw;
    lastUser = getStoredUser();
  }
  return lastUser;
}

let lastRawActions: string | null = null;
let lastActions: Action[] = [];

function actionsSnapshot(): Action[] {
  const raw = sessionStorage.getItem(SESSION_KEYS.actions);
  if (raw !== lastRawActions) {
    lastRawActions = raw;
    lastActions = getStoredActions();
  }
  return lastActions;
}

export function useStoredUser(): SessionUser | null {
  return useSyncExternalStore(subscribeToSession, userSnapshot, () => null);
}

/** The actions the current screen allows, as the navigation guard stored them. */
export function useStoredActions(): Action[] {
  return useSyncExternalStore(subscribeToSession, actionsSnapshot, () => lastActions);
}
