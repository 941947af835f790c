// The error contract of docs/erp-contract.md: every failure answers
// `{ error, error_description, retryable, ...extra }` (OAuth2-compatible, so the token endpoint
// and the API share one shape). Errors are made by the named factories below so codes stay stable.

export class SandboxError extends Error {
  override name = 'SandboxError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** 5xx and 429 may succeed later unchanged; every other 4xx is final (401 means: renew the token). */
  get retryable(): boolean {
    return this.statusCode >= 500 || this.statusCode === 429;
  }

  body(): Record<string, unknown> {
    return { error: this.code, error_description: this.message, retryable: this.retryable, ...this.extra };
  }
}

export interface FieldIssue {
  path: string;
  message: string;
}

export const errors = {
  validation: (details: FieldIssue[]) =>
    new SandboxError(400, 'validation_failed', 'The request does not match the contract', { details }),
  malformedRequest: (message: string) => new SandboxError(400, 'malformed_request', message),
  idempotencyKeyMissing: () =>
    new SandboxError(
      400,
      'idempotency_key_missing',
      'This write needs an Idempotency-Key header (1-255 visible ASCII characters)',
    ),
  invalidToken: () =>
    new SandboxError(401, 'invalid_token', 'The access token is missing, unknown or expired'),
  resetNotAllowed: () =>
    new SandboxError(
      403,
      'reset_not_allowed',
      'Reset is disabled; start the sandbox with ERP_SANDBOX_ALLOW_RESET=true',
    ),
  notFound: (what: string) => new SandboxError(404, 'not_found', `${what} not found`),
  idempotencyKeyReused: () =>
    new SandboxError(
      409,
      'idempotency_key_reused',
      'This Idempotency-Key was already used with a different request',
    ),
  duplicateOrder: (portalCode: string, erpNumber: string) =>
    new SandboxError(
      409,
      'duplicate_order',
      `Order ${portalCode} was already imported as ${erpNumber} under another Idempotency-Key`,
      {
        erpNumber,
      },
    ),
  orderNotCancellable: (status: string) =>
    new SandboxError(
      409,
      'order_not_cancellable',
      `The order can no longer be cancelled (status ${status})`,
      { status },
    ),
  duplicateServiceRequest: (numero: string, erpNumero: string) =>
    new SandboxError(
      409,
      'duplicate_service_request',
      `Service request ${numero} already has work order ${erpNumero} (created under another Idempotency-Key)`,
      { erpNumero },
    ),
  unknownServiceRequest: (numero: string) =>
    new SandboxError(404, 'unknown_service_request', `Service request ${numero} is not in the ERP`),
  customerExists: (codigo: string) =>
    new SandboxError(409, 'customer_exists', `A customer with this CIF already exists (${codigo})`, {
      codigo,
    }),
  unprocessable: (code: string, message: string) => new SandboxError(422, code, message),
  unavailable: (message = 'The ERP is unavailable, try again later') =>
    new SandboxError(503, 'unavailable', message),
  injected: (statusCode: number) =>
    new SandboxError(
      statusCode,
      statusCode === 429 ? 'rate_limited' : statusCode === 500 ? 'internal' : 'unavailable',
      'Injected failure (sandbox errorRate switch)',
    ),
};
