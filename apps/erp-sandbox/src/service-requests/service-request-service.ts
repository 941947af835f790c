// Service requests in the ERP (docs/erp-contract.md §13): a work order opened for each request the
// portal sends (idempotent, and unique by the portal's number whatever the key), and the request's
// status mirrored from the portal, keeping the change with the highest `seq`.
import { errors } from '../http/errors.ts';
import { type IdempotentAnswer, runIdempotent } from '../state/idempotency.ts';
import type { SandboxStore } from '../storage/sandbox-store.ts';
import {
  type ServiceRequestCreate,
  type ServiceRequestRecord,
  type ServiceStatusChange,
  type StatusAnswer,
  type StoredServiceRequest,
  type WorkOrderAnswer,
  describeServiceRequest,
} from './service-request-schema.ts';

export class ServiceRequestService {
  constructor(
    private readonly store: SandboxStore,
    private readonly clock: () => number,
  ) {}

  create(
    body: ServiceRequestCreate,
    key: string,
    fingerprint: string,
  ): Promise<IdempotentAnswer<WorkOrderAnswer>> {
    const at = this.clock();
    return runIdempotent(this.store, { key, fingerprint, at }, () => {
      const state = this.store.state;
      const customer = state.customers.get(body.codigoCliente);
      if (!customer || !customer.activo) {
        throw errors.unprocessable(
          'unknown_customer',
          `Customer ${body.codigoCliente} does not exist in the ERP`,
        );
      }
      // Unique by the portal's number too: a request sent again under a key the portal no longer
      // has must not open a second work order.
      const previous = state.serviceRequests.get(body.numero);
      if (previous) throw errors.duplicateServiceRequest(body.numero, previous.erpNumero);
      const erpNumero = `OT-${String(state.lastWorkOrderNumber + 1).padStart(6, '0')}`;
      const request: StoredServiceRequest = {
        numero: body.numero,
        erpNumero,
        codigoCliente: body.codigoCliente,
        tipus: body.tipus,
        idempotencyKey: key,
        receivedAt: at,
        status: 'received',
        seq: 0,
        scheduledDate: null,
        reason: null,
        updatedAt: at,
        statusUpdates: 0,
        request: body,
      };
      const answer: WorkOrderAnswer = { numero: body.numero, erpNumero, status: 'received' };
      return { record: { v: 1, at, t: 'service-request', key, fingerprint, request, answer }, answer };
    });
  }

  /**
   * A change of status. An unknown number is a 404 the portal retries later (its creation may
   * still be on its way), and is not stored under its key. A change older than the one the ERP
   * holds is taken (and answered with the status the ERP keeps) but changes nothing.
   */
  updateStatus(
    numero: string,
    change: ServiceStatusChange,
    key: string,
    fingerprint: string,
  ): Promise<IdempotentAnswer<StatusAnswer>> {
    const at = this.clock();
    return runIdempotent(this.store, { key, fingerprint, at }, () => {
      const current = this.store.state.serviceRequests.get(numero);
      if (!current) throw errors.unknownServiceRequest(numero);
      const answer: StatusAnswer = {
        numero,
        status: change.seq > current.seq ? change.status : current.status,
      };
      return { record: { v: 1, at, t: 'service-status', key, fingerprint, change, answer }, answer };
    });
  }

  async status(numero: string): Promise<ServiceRequestRecord> {
    await this.store.settled();
    const request = this.store.state.serviceRequests.get(numero);
    if (!request) throw errors.unknownServiceRequest(numero);
    return describeServiceRequest(request);
  }
}
