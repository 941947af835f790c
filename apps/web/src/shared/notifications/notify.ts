// Toasts and notifications of spec §8/§9: success and failure toasts last 4 s; the
// notifications of permission calls last 5 s and sit at the bottom of the screen.
import { notifications } from '@mantine/notifications';
import type { Envelope } from '@portal/domain/api';
import { PERMISSION_NOTIFICATION_TIMEOUT_MS, TOAST_TIMEOUT_MS } from '@portal/domain/constants';
import { i18n, translateMessageKey } from '../i18n/i18n.ts';

// Bottom right, not top right: a toast over the header would cover the user menu, the cart and the
// language switch (and Mantine pauses a toast while the pointer rests on it).
export const TOAST_POSITION = 'bottom-right' as const;
export const PERMISSION_NOTIFICATION_POSITION = 'bottom-center' as const;

/** Mantine's close button has no name of its own: screen readers would announce "button". */
function closeButtonProps() {
  return { 'aria-label': i18n.t('common.close') };
}

export function showErrorToast(message: string): void {
  notifications.show({
    color: 'red',
    message,
    autoClose: TOAST_TIMEOUT_MS,
    position: TOAST_POSITION,
    closeButtonProps: closeButtonProps(),
  });
}

export function showSuccessToast(message: string): void {
  notifications.show({
    color: 'green',
    message,
    autoClose: TOAST_TIMEOUT_MS,
    position: TOAST_POSITION,
    closeButtonProps: closeButtonProps(),
  });
}

/**
 * A portal envelope's outcome as a toast: an error flag with a message key shows a negative
 * toast, a success message a positive one, and no message nothing.
 */
export function notifyEnvelope(envelope: Pick<Envelope<unknown>, 'error' | 'missatge'>): void {
  const text = translateMessageKey(envelope.missatge) ?? envelope.missatge;
  if (!text) return;
  if (envelope.error) showErrorToast(text);
  else showSuccessToast(text);
}

/** The notification of a permission call (grant, revoke, home, reorder…): 5 s at the bottom. */
export function notifyPermissionResult(envelope: Pick<Envelope<unknown>, 'error' | 'missatge'>): void {
  const text = translateMessageKey(envelope.missatge) ?? envelope.missatge;
  if (!text) return;
  notifications.show({
    color: envelope.error ? 'red' : 'green',
    message: text,
    autoClose: PERMISSION_NOTIFICATION_TIMEOUT_MS,
    position: PERMISSION_NOTIFICATION_POSITION,
    closeButtonProps: closeButtonProps(),
  });
}
