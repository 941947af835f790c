// Tells the other tabs of this browser that the user logged out: they share the
// refresh-token cookie the logout just ended, so they end their own copy of the session at once
// instead of at their next call's 401.
const CHANNEL = 'portal-session';

/**
 * Every channel object of the origin hears a message but the one that sent it, this tab's other
 * listeners included: the tab that logged out must not take its own news for another's.
 */
const THIS_TAB = Math.random().toString(36).slice(2);

type SessionMessage = { kind: 'logout'; from?: string };

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

export function announceLogout(): void {
  const open = channel();
  if (!open) return;
  open.postMessage({ kind: 'logout', from: THIS_TAB } satisfies SessionMessage);
  open.close();
}

/** Calls `listener` when another tab logs out; returns the unsubscribe. */
export function onLogoutElsewhere(listener: () => void): () => void {
  const open = channel();
  if (!open) return () => undefined;
  open.onmessage = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.kind === 'logout' && event.data.from !== THIS_TAB) listener();
  };
  return () => open.close();
}
