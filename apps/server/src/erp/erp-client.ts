// The connector to the company's ERP (docs/erp-contract.md): an OAuth2 password-grant token,
// renewed when the ERP answers 401, and JSON calls that report what happened instead of
// throwing, so the outbox worker can tell a final refusal from a reason to retry.
export interface ErpConfig {
  baseUrl: string;
  username: string;
  password: string;
  /** Per call; the ERP answering slowly must not hold a worker forever. */
  timeoutMs?: number;
}

export type ErpAnswer =
  | { kind: 'ok'; status: number; body: unknown }
  /** The ERP refused the request itself (4xx other than 401/429): retrying cannot help. */
  | { kind: 'refused'; status: number; body: unknown }
  /** Down, slow, overloaded or erroring (network, timeout, 5xx, 429): try again later. */
  | { kind: 'unavailable'; reason: string };

export interface ErpGateway {
  call(
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: unknown; idempotencyKey?: string },
  ): Promise<ErpAnswer>;
  /** Does the ERP answer (`GET /health`, section 11.4), within `timeoutMs`? */
  health?(timeoutMs: number): Promise<ErpAnswer>;
}

/** A failed call's reason for people: fetch's own "fetch failed" names its cause (ECONNREFUSED …). */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error && cause.message ? `${error.message}: ${cause.message}` : error.message;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

export class ErpClient implements ErpGateway {
  private token: { value: string; expiresAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: ErpConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.timeoutMs = config.timeoutMs ?? 15_000;
  }

  private url(path: string) {
    return new URL(
      path,
      this.config.baseUrl.endsWith('/') ? this.config.baseUrl : `${this.config.baseUrl}/`,
    ).toString();
  }

  /** One token request at a time: a burst of outbox messages shares the renewal. */
  private async accessToken(forceRenew: boolean): Promise<string> {
    if (!forceRenew && this.token && this.token.expiresAt > Date.now() + 5_000) return this.token.value;
    this.pendingToken ??= (async () => {
      try {
        const response = await this.fetchImpl(this.url('oauth/token'), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'password',
            username: this.config.username,
            password: this.config.password,
          }).toString(),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        if (!response.ok) throw new Error(`ERP token endpoint answered ${response.status}`);
        const body = (await response.json()) as { access_token: string; expires_in?: number };
        this.token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 300) * 1000 };
        return body.access_token;
      } finally {
        this.pendingToken = undefined;
      }
    })();
    return this.pendingToken;
  }

  /** No token needed; its own short timeout, so a hanging ERP does not hold the caller long. */
  async health(timeoutMs: number): Promise<ErpAnswer> {
    try {
      const response = await this.fetchImpl(this.url('health'), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await readBody(response);
      return response.ok
        ? { kind: 'ok', status: response.status, body }
        : { kind: 'unavailable', reason: `ERP answered ${response.status}` };
    } catch (error) {
      return { kind: 'unavailable', reason: failureReason(error) };
    }
  }

  async call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<ErpAnswer> {
    for (let attempt = 0; attempt < 2; attempt++) {
      let response: Response;
      try {
        const token = await this.accessToken(attempt > 0);
        response = await this.fetchImpl(this.url(path.replace(/^\//, '')), {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        return { kind: 'unavailable', reason: failureReason(error) };
      }
      // An expired or revoked token: renew once and repeat the call.
      if (response.status === 401 && attempt === 0) {
        this.token = undefined;
        await response.body?.cancel();
        continue;
      }
      const body = await readBody(response);
      if (response.ok) return { kind: 'ok', status: response.status, body };
      if (
        response.status >= 500 ||
        response.status === 429 ||
        response.status === 401 ||
        response.status === 408
      ) {
        return { kind: 'unavailable', reason: `ERP answered ${response.status}` };
      }
      return { kind: 'refused', status: response.status, body };
    }
    return { kind: 'unavailable', reason: 'ERP kept refusing the token' };
  }
}
