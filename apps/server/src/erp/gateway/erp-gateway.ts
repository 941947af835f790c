// The one module that talks to the ERP (DESIGN §10): it alone knows the ERP's paths, the token,
// the timeouts and the contract's schemas (contract.ts). Callers get parsed, typed answers.
import type {
  ErpErrorBody,
  ExportEntity,
  ExportPage,
  OrderStatusAnswer,
  ServiceRequestCreatedAnswer,
  ServiceRequestRecordAnswer,
  ServiceStatusAnswer,
} from './contract.ts';

export type ErpResult<T> =
  | { kind: 'ok'; status: number; value: T }
  /** The ERP refused the request itself (4xx other than 401/408/429): retrying cannot help. */
  | { kind: 'refused'; status: number; error: ErpErrorBody }
  /**
   * Down, slow, overloaded or erroring (network, timeout, 5xx, 429), or an answer that broke the
   * contract (`malformed`: already written to the error log with the endpoint and the field).
   */
  | { kind: 'unavailable'; reason: string; malformed?: boolean };

/** Credit notes are invoices: their PDF is the invoice's endpoint. */
export type DocumentPdfKind = 'delivery-note' | 'invoice';

export interface ExportQuery {
  page: number;
  size: number;
  /** Incremental runs: the mark kept from the last successful run (contract §11.1). */
  updatedSince?: string | null;
}

/** Why a call was given up: the instance is stopping (`ErpGateway.close`). */
export const INSTANCE_STOPPING = 'the instance is stopping';

export interface ErpGateway {
  importOrder(order: unknown, idempotencyKey: string): Promise<ErpResult<OrderStatusAnswer>>;
  orderStatus(portalCode: string): Promise<ErpResult<OrderStatusAnswer>>;
  cancelOrder(portalCode: string, idempotencyKey: string): Promise<ErpResult<OrderStatusAnswer>>;
  createContact(
    codigoCliente: string,
    contact: unknown,
    idempotencyKey: string,
  ): Promise<ErpResult<{ erpContactId: string }>>;
  createCustomer(customer: unknown, idempotencyKey: string): Promise<ErpResult<{ codigo: string }>>;
  /** `PUT /api/customers/{codigo}` (§10.1): a customer's own changes to its company data. */
  updateCustomer(
    codigo: string,
    customer: unknown,
    idempotencyKey: string,
  ): Promise<ErpResult<{ codigo: string }>>;
  /** `POST /api/service-requests` (§13): the ERP opens a work order for a service request. */
  createServiceRequest(
    request: unknown,
    idempotencyKey: string,
  ): Promise<ErpResult<ServiceRequestCreatedAnswer>>;
  /** `PUT /api/service-requests/{numero}/status` (§13): a change of status, mirrored by the ERP. */
  updateServiceRequestStatus(
    numero: string,
    change: unknown,
    idempotencyKey: string,
  ): Promise<ErpResult<ServiceStatusAnswer>>;
  /** `GET /api/service-requests/{numero}` (§13): the ERP's record of a request. */
  serviceRequestStatus(numero: string): Promise<ErpResult<ServiceRequestRecordAnswer>>;
  /** `GET /api/export/{entity}` (§11); `signal` gives the call up (an instance stopping). */
  exportPage<E extends ExportEntity>(
    entity: E,
    query: ExportQuery,
    signal?: AbortSignal,
  ): Promise<ErpResult<ExportPage<E>>>;
  /** `GET /api/{delivery-notes|invoices}/{numero}/pdf` (§14.3): the document's PDF bytes. */
  documentPdf(kind: DocumentPdfKind, numero: string): Promise<ErpResult<Uint8Array>>;
  /** `GET /health` (§11.4), no token, within `timeoutMs`. */
  health(timeoutMs: number): Promise<ErpResult<{ status: string }>>;
  /**
   * Gives up every call in flight and answers every later one as unavailable (INSTANCE_STOPPING):
   * a slow ERP must not hold a stopping instance's background work past its grace.
   */
  close(): void;
}
