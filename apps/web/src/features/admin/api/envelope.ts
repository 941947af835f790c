// How administration screens talk to the portal resources (`{dades, error, missatge}`, DESIGN
// §4): reads unwrap `dades`; writes always show the response as a notification (spec §7, §8) —
// a 4 s toast, or for the permission calls the 5 s notification at the bottom — and a refused
// form keeps its field errors for the form to show beside each field.
import type { Envelope, FieldError } from '@portal/domain/api';
import { api } from '#shared/api/http-client.ts';
import { ApiError, NetworkError } from '#shared/api/api-error.ts';
import { notifyEnvelope, notifyPermissionResult } from '#shared/notifications/notify.ts';
import { i18n, translateMessageKey } from '#shared/i18n/i18n.ts';

type Query = Record<string, string | number | boolean | null | undefined>;

export async function readDades<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  const envelope = await api.get<Envelope<T>>(path, { query, signal });
  return envelope.dades;
}

export interface WriteOptions {
  /** The permission calls' notification (5 s, bottom) instead of the 4 s toast. */
  permissionNotice?: boolean;
  /**
   * The caller shows field errors itself: a refused request with field errors raises no toast
   * (the form shows them under its fields); any other failure still does.
   */
  formFields?: boolean;
}

/** A write call; resolves with its envelope after notifying it. */
export async function writeEnvelope<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: WriteOptions = {},
): Promise<Envelope<T>> {
  let envelope: Envelope<T>;
  // A permission call's failure is its notification too (5 s, bottom), not the client's toast.
  const silent = options.formFields || options.permissionNotice;
  const notify = options.permissionNotice ? notifyPermissionResult : notifyEnvelope;
  try {
    envelope =
      method === 'POST'
        ? await api.post<Envelope<T>>(path, body, { silent })
        : method === 'PUT'
          ? await api.put<Envelope<T>>(path, body, { silent })
          : await api.delete<Envelope<T>>(path, { silent });
  } catch (error) {
    if (silent && error instanceof ApiError && !(options.formFields && fieldErrorsOf(error))) {
      // Not a field problem: the message goes where every failure of this call goes.
      const text = translateMessageKey(error.body?.missatge) ?? error.description;
      if (text) notify({ error: true, missatge: text });
    } else if (options.permissionNotice && error instanceof NetworkError) {
      notify({ error: true, missatge: i18n.t('errors.network') });
    }
    throw error;
  }
  if (options.permissionNotice) notifyPermissionResult(envelope);
  else notifyEnvelope(envelope);
  return envelope;
}

/** `{field: text}` of a refused request, or null when it carried no field errors. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.body?.errors?.length) return null;
  const errors: Record<string, string> = {};
  for (const fieldError of error.body.errors as FieldError[]) {
    errors[fieldError.field] ??= fieldError.error_description;
  }
  return errors;
}
