// The portal envelope of a successful administrative answer; `missatge` is the key of the toast
// the web app shows (null: nothing to say, as for reads).
import type { Envelope } from '@portal/domain/api';
import type { MessageKey } from '@portal/domain/messages';

export function answer<T>(dades: T, missatge: MessageKey | null = null): Envelope<T> {
  return { dades, error: false, missatge };
}
