// Named error factories with a stable code and a message key (DESIGN §4): services throw these,
// and the error handler turns them into the translated error body.
import type { MessageKey, MessageParams } from '@portal/domain/messages';

export interface FieldIssue {
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    /** Stable machine code: OAuth2's names where they apply (`invalid_grant`), else ours. */
    readonly code: string,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly fields: FieldIssue[] = [],
    /** Extra headers the answer needs, e.g. `Retry-After`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

export const badRequest = (
  key: MessageKey = 'errors.validation',
  fields: FieldIssue[] = [],
  params?: MessageParams,
) => new AppError(400, 'invalid_request', key, params, fields);
export const unauthorized = (key: MessageKey = 'errors.unauthorized') =>
  new AppError(401, 'unauthorized', key);
export const invalidToken = () => new AppError(401, 'invalid_token', 'errors.tokenExpired');
export const forbidden = () => new AppError(403, 'forbidden', 'errors.forbidden');
export const notFound = (key: MessageKey = 'errors.notFound') => new AppError(404, 'not_found', key);
export const conflict = (key: MessageKey = 'errors.conflict', params?: MessageParams) =>
  new AppError(409, 'conflict', key, params);
export const unprocessable = (key: MessageKey, params?: MessageParams, fields: FieldIssue[] = []) =>
  new AppError(422, 'business_rule', key, params, fields);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'too_many_requests', 'errors.rateLimited', { seconds: retryAfterSeconds }, [], {
    'retry-after': String(retryAfterSeconds),
  });
export const serviceUnavailable = () => new AppError(503, 'service_unavailable', 'errors.serviceUnavailable');
