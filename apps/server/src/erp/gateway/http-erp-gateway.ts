// The ERP gateway over HTTP (docs/erp-contract.md): the only code that knows the ERP's paths. It
// holds the OAuth2 password-grant token (§3), puts a timeout on every call (§4), and parses every
// answer with its schema from contract.ts. An answer that breaks the contract is never cast: it is
// written to the error log (endpoint and field) and reported as `unavailable, malformed`, so a
// write is retried with its key once the ERP answers properly again, and nothing wrong is stored.
import type { z } from 'zod';
import {
  contactCreatedAnswer,
  customerCreatedAnswer,
  customerUpdatedAnswer,
  erpErrorBody,
  EXPORT_ITEM_SCHEMAS,
  exportItemKey,
  exportPageEnvelope,
  healthAnswer,
  orderStatusAnswer,
  pdfBytes,
  serviceRequestCreatedAnswer,
  serviceRequestRecordAnswer,
  serviceStatusAnswer,
  tokenAnswer,
  type ExportEntity,
  type ExportItem,
  type ExportPage,
  type OrderStatusAnswer,
  type ServiceRequestCreatedAnswer,
  type ServiceRequestRecordAnswer,
  type ServiceStatusAnswer,
} from './contract.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { errorLog, type RecordError } from '../../modules/admin-logs/error-log-writer.ts';
import {
  INSTANCE_STOPPING,
  type DocumentPdfKind,
  type ErpGateway,
  type ErpResult,
  type ExportQuery,
} from './erp-gateway.ts';

export interface HttpErpGatewayConfig {
  baseUrl: string;
  username: string;
  password: string;
  /** Per call; the ERP answering slowly must not hold a worker forever (contract §4). */
  timeoutMs?: number;
}

/** Where malformed answers are logged: a writer of its own (tests), or the database's error log. */
export type HttpErpGatewayDeps = (
  { recordError: RecordError } | { db: Db; log?: Pick<FastifyBaseLogger, 'warn' | 'error'> }
) & { fetch?: typeof fetch };

/** The reason is for people; the `malformed` flag tells a broken answer from an absent one. */
type Unavailable = Extract<ErpResult<never>, { kind: 'unavailable' }>;

/** A call's endpoint: its label for the error log, and the concrete path. */
interface Endpoint {
  method: 'GET' | 'POST' | 'PUT';
  /** The path template, e.g. `/api/orders/{portalCode}`: error-log rows group by it. */
  label: string;
  path: string;
}

/** Thrown inside the gateway only, so the token's failures end the call like the call's own. */
class CallFailed extends Error {
  constructor(readonly result: Unavailable) {
    super(result.reason);
  }
}

/** A failed call's reason for people: fetch's own "fetch failed" names its cause (ECONNREFUSED …). */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error && cause.message ? `${error.message}: ${cause.message}` : error.message;
}

/** The token is shared by every caller: one that gives up stops waiting for it, not the request. */
function untilAborted<T>(waiting: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    // Settles the shared wait's outcome either way, so its failure is never left unhandled.
    waiting.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the schema names it as the wrong type.
    return text;
  }
}

/** `items[3].precios[0].precioNeto`: a zod issue's path as people read it. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : `${out ? '.' : ''}${String(part)}`;
  return out || '(the whole answer)';
}

/** The first issues of a failed parse, `path: message`, for the error log. */
export function describeIssues(error: z.ZodError, max = 3): string {
  const shown = error.issues.slice(0, max).map((issue) => `${issuePath(issue.path)}: ${issue.message}`);
  const more = error.issues.length > max ? ` (and ${error.issues.length - max} more)` : '';
  return shown.join('; ') + more;
}

/**
 * The schema an entity's items are checked with. `EXPORT_ITEM_SCHEMAS[entity]` is that schema;
 * TypeScript only cannot follow a generic key through the table, hence the one annotation here
 * (on the schema, never on an answer: the answer is still parsed by it).
 */
function itemSchema<E extends ExportEntity>(entity: E): z.ZodType<ExportItem<E>> {
  return EXPORT_ITEM_SCHEMAS[entity] as unknown as z.ZodType<ExportItem<E>>;
}

export class HttpErpGateway implements ErpGateway {
  private token: { value: string; expiresAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly recordError: RecordError;
  private readonly closing = new AbortController();

  constructor(
    private readonly config: HttpErpGatewayConfig,
    deps: HttpErpGatewayDeps,
  ) {
    this.timeoutMs = config.timeoutMs ?? 15_000;
    this.fetchImpl = deps.fetch ?? fetch;
    this.recordError = 'recordError' in deps ? deps.recordError : errorLog(deps.db, deps.log);
  }

  close(): void {
    this.closing.abort(new Error(INSTANCE_STOPPING));
  }

  // ---- the contract's operations ------------------------------------------------------------

  importOrder(order: unknown, idempotencyKey: string): Promise<ErpResult<OrderStatusAnswer>> {
    return this.call({ method: 'POST', label: '/api/orders', path: '/api/orders' }, orderStatusAnswer, {
      body: order,
      idempotencyKey,
    });
  }

  orderStatus(portalCode: string): Promise<ErpResult<OrderStatusAnswer>> {
    return this.call(
      {
        method: 'GET',
        label: '/api/orders/{portalCode}',
        path: `/api/orders/${encodeURIComponent(portalCode)}`,
      },
      orderStatusAnswer,
    );
  }

  cancelOrder(portalCode: string, idempotencyKey: string): Promise<ErpResult<OrderStatusAnswer>> {
    return this.call(
      {
        method: 'POST',
        label: '/api/orders/{portalCode}/cancel',
        path: `/api/orders/${encodeURIComponent(portalCode)}/cancel`,
      },
      orderStatusAnswer,
      { idempotencyKey },
    );
  }

  createContact(
    codigoCliente: string,
    contact: unknown,
    idempotencyKey: string,
  ): Promise<ErpResult<{ erpContactId: string }>> {
    return this.call(
      {
        method: 'POST',
        label: '/api/customers/{codigo}/contacts',
        path: `/api/customers/${encodeURIComponent(codigoCliente)}/contacts`,
      },
      contactCreatedAnswer,
      { body: contact, idempotencyKey },
    );
  }

  createCustomer(customer: unknown, idempotencyKey: string): Promise<ErpResult<{ codigo: string }>> {
    return this.call(
      { method: 'POST', label: '/api/customers', path: '/api/customers' },
      customerCreatedAnswer,
      { body: customer, idempotencyKey },
    );
  }

  updateCustomer(
    codigo: string,
    customer: unknown,
    idempotencyKey: string,
  ): Promise<ErpResult<{ codigo: string }>> {
    return this.call(
      {
        method: 'PUT',
        label: '/api/customers/{codigo}',
        path: `/api/customers/${encodeURIComponent(codigo)}`,
      },
      customerUpdatedAnswer,
      { body: customer, idempotencyKey },
    );
  }

  createServiceRequest(
    request: unknown,
    idempotencyKey: string,
  ): Promise<ErpResult<ServiceRequestCreatedAnswer>> {
    return this.call(
      { method: 'POST', label: '/api/service-requests', path: '/api/service-requests' },
      serviceRequestCreatedAnswer,
      { body: request, idempotencyKey },
    );
  }

  updateServiceRequestStatus(
    numero: string,
    change: unknown,
    idempotencyKey: string,
  ): Promise<ErpResult<ServiceStatusAnswer>> {
    return this.call(
      {
        method: 'PUT',
        label: '/api/service-requests/{numero}/status',
        path: `/api/service-requests/${encodeURIComponent(numero)}/status`,
      },
      serviceStatusAnswer,
      { body: change, idempotencyKey },
    );
  }

  serviceRequestStatus(numero: string): Promise<ErpResult<ServiceRequestRecordAnswer>> {
    return this.call(
      {
        method: 'GET',
        label: '/api/service-requests/{numero}',
        path: `/api/service-requests/${encodeURIComponent(numero)}`,
      },
      serviceRequestRecordAnswer,
    );
  }

  /**
   * One page of an entity (§11). The envelope must hold; its items are checked one by one, and
   * one the schema refuses is handed back in `rejected` with its key: one bad product must not
   * stop the catalogue's synchronisation.
   */
  async exportPage<E extends ExportEntity>(
    entity: E,
    query: ExportQuery,
    signal?: AbortSignal,
  ): Promise<ErpResult<ExportPage<E>>> {
    const search = new URLSearchParams({ page: String(query.page), size: String(query.size) });
    if (query.updatedSince) search.set('updatedSince', query.updatedSince);
    const answer = await this.call(
      {
        method: 'GET',
        label: `/api/export/${entity}`,
        path: `/api/export/${encodeURIComponent(entity)}?${search.toString()}`,
      },
      exportPageEnvelope,
      { signal },
    );
    if (answer.kind !== 'ok') return answer;
    const schema = itemSchema(entity);
    const items: ExportItem<E>[] = [];
    const rejected: ExportPage<E>['rejected'] = [];
    for (const raw of answer.value.items) {
      const parsed = schema.safeParse(raw);
      if (parsed.success) items.push(parsed.data);
      else {
        const [issue] = parsed.error.issues;
        rejected.push({
          key: exportItemKey(entity, raw),
          issue: issue ? `${issuePath(issue.path)}: ${issue.message}` : 'invalid',
        });
      }
    }
    const { page, size, total, nextUpdatedSince } = answer.value;
    return {
      kind: 'ok',
      status: answer.status,
      value: { items, rejected, page, size, total, nextUpdatedSince },
    };
  }

  documentPdf(kind: DocumentPdfKind, numero: string): Promise<ErpResult<Uint8Array>> {
    const resource = kind === 'delivery-note' ? 'delivery-notes' : 'invoices';
    return this.call(
      {
        method: 'GET',
        label: `/api/${resource}/{numero}/pdf`,
        path: `/api/${resource}/${encodeURIComponent(numero)}/pdf`,
      },
      pdfBytes,
      { binary: true },
    );
  }

  /** No token needed (§11.4); its own short timeout, so a hanging ERP does not hold the caller long. */
  health(timeoutMs: number): Promise<ErpResult<{ status: string }>> {
    return this.call({ method: 'GET', label: '/health', path: '/health' }, healthAnswer, {
      token: false,
      timeoutMs,
    });
  }

  // ---- transport ----------------------------------------------------------------------------

  private url(path: string) {
    const base = this.config.baseUrl.endsWith('/') ? this.config.baseUrl : `${this.config.baseUrl}/`;
    return new URL(path.replace(/^\//, ''), base).toString();
  }

  /** One token request at a time: a burst of outbox messages shares the renewal. */
  private async accessToken(forceRenew: boolean): Promise<string> {
    if (!forceRenew && this.token && this.token.expiresAt > Date.now() + 5_000) return this.token.value;
    this.pendingToken ??= this.requestToken().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  private async requestToken(): Promise<string> {
    const endpoint: Endpoint = { method: 'POST', label: '/oauth/token', path: '/oauth/token' };
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(endpoint.path), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: this.config.username,
          password: this.config.password,
        }).toString(),
        signal: AbortSignal.any([AbortSignal.timeout(this.timeoutMs), this.closing.signal]),
      });
    } catch (error) {
      throw new CallFailed({ kind: 'unavailable', reason: failureReason(error) });
    }
    const body = await readBody(response);
    // A 401 here means the configured credentials are wrong (contract §3): reported, not parsed.
    if (!response.ok) {
      throw new CallFailed({ kind: 'unavailable', reason: `ERP token endpoint answered ${response.status}` });
    }
    const parsed = tokenAnswer.safeParse(body);
    if (!parsed.success) throw new CallFailed(await this.malformed(endpoint, response.status, parsed.error));
    this.token = {
      value: parsed.data.access_token,
      expiresAt: Date.now() + (parsed.data.expires_in ?? 300) * 1000,
    };
    return parsed.data.access_token;
  }

  /**
   * One call: with the token (renewed and repeated once on a 401, §3), and its answer sorted by
   * the retry rules of §4 and parsed by `schema` (2xx) or `erpErrorBody` (a refusal).
   */
  private async call<T>(
    endpoint: Endpoint,
    schema: z.ZodType<T>,
    options: {
      body?: unknown;
      idempotencyKey?: string;
      token?: boolean;
      timeoutMs?: number;
      /** A successful answer is bytes (a PDF), not JSON. */
      binary?: boolean;
      /** Gives the call up before its timeout (the caller is stopping). */
      signal?: AbortSignal;
    } = {},
  ): Promise<ErpResult<T>> {
    const withToken = options.token ?? true;
    const signal = options.signal
      ? AbortSignal.any([options.signal, this.closing.signal])
      : this.closing.signal;
    for (let attempt = 0; attempt < 2; attempt++) {
      let response: Response;
      try {
        const token = withToken ? await untilAborted(this.accessToken(attempt > 0), signal) : undefined;
        response = await this.fetchImpl(this.url(endpoint.path), {
          method: endpoint.method,
          headers: {
            accept: options.binary ? 'application/pdf, application/json' : 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
          signal: AbortSignal.any([AbortSignal.timeout(options.timeoutMs ?? this.timeoutMs), signal]),
        });
      } catch (error) {
        if (error instanceof CallFailed) return error.result;
        return { kind: 'unavailable', reason: failureReason(error) };
      }
      // An expired or forgotten token: renew once and repeat the call.
      if (response.status === 401 && withToken && attempt === 0) {
        this.token = undefined;
        await response.body?.cancel();
        continue;
      }
      let body: unknown;
      try {
        body =
          options.binary && response.ok
            ? new Uint8Array(await response.arrayBuffer())
            : await readBody(response);
      } catch (error) {
        // The connection dropped mid-answer (or the timeout fired while reading).
        return { kind: 'unavailable', reason: failureReason(error) };
      }
      const { status } = response;
      if (response.ok) {
        const parsed = schema.safeParse(body);
        return parsed.success
          ? { kind: 'ok', status, value: parsed.data }
          : this.malformed(endpoint, status, parsed.error);
      }
      if (status >= 500 || status === 429 || status === 408 || status === 401) {
        return { kind: 'unavailable', reason: `ERP answered ${status}` };
      }
      const refusal = erpErrorBody.safeParse(body);
      return refusal.success
        ? { kind: 'refused', status, error: refusal.data }
        : this.malformed(endpoint, status, refusal.error);
    }
    return { kind: 'unavailable', reason: 'ERP kept refusing the token' };
  }

  /** An answer that breaks the contract: logged with its endpoint and fields, never used. */
  private async malformed(endpoint: Endpoint, status: number, error: z.ZodError): Promise<Unavailable> {
    const fields = describeIssues(error);
    const metode = `${endpoint.method} ${endpoint.label}`;
    await this.recordError({
      codiError: 'ERP_MALFORMED',
      classe: 'ErpGateway',
      metode,
      codi: endpoint.path.slice(0, 200),
      missatge: `${fields} (${endpoint.method} ${endpoint.path} answered ${status}; the answer breaks the contract and was not used)`,
    });
    return {
      kind: 'unavailable',
      reason: `The ERP's answer to ${metode} breaks the contract: ${fields}`,
      malformed: true,
    };
  }
}
