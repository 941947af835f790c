// What a failed call throws: the HTTP status and the error body of DESIGN §4 when the server sent
// one, else the body text, so callers and toasts can show the server's own words.
import type { ErrorBody } from '@portal/domain/api';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    readonly bodyText: string,
  ) {
    super(body?.error_description || bodyText || `HTTP ${status}`);
  }

  /** The text to show: the body's `error_description`, else the body text; null when empty. */
  get description(): string | null {
    return this.body?.error_description || this.bodyText.trim() || null;
  }
}

/** The request never got an answer (offline, server down, connection reset). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (value === null || typeof value !== 'object') return false;
  const body = value as Record<string, unknown>;
  return typeof body.error === 'string' && typeof body.error_description === 'string';
}
