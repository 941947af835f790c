// A message the login screen shows once, left by whatever ended the session: on purpose (a
// password changed from the profile or from a recovery link: "password changed, log in again";
// a logout in another tab) or not (a session that could not be renewed: "the session expired").
// Kept in memory, not in the router's state: ending the session makes the main layout redirect to
// /login on its own, and that redirect would replace a navigation carrying the state. Not in
// session storage either: spec §2 allows only its three keys, and a reload should not repeat it.
import type { MessageKey } from '@portal/domain/messages';

/** `success`: done as asked; `info`: ended elsewhere; `warning`: ended against the user's wish. */
export type LoginNoticeTone = 'success' | 'info' | 'warning';

export interface LoginNotice {
  key: MessageKey;
  tone: LoginNoticeTone;
}

let pending: LoginNotice | null = null;

export function setLoginNotice(key: MessageKey, tone: LoginNoticeTone = 'success'): void {
  pending = { key, tone };
}

/** The message waiting for the login screen, without consuming it (safe in a render). */
export function peekLoginNotice(): LoginNotice | null {
  return pending;
}

/** Called once the login screen has taken the message, so it is shown only once. */
export function clearLoginNotice(): void {
  pending = null;
}
