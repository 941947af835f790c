// Contact and customer creation and customer update (docs/erp-contract.md §9, §10, §10.1):
// idempotent writes the portal's outbox delivers. New and changed records show up in the contact
// and customer exports at once.
import type { Contact, Customer } from '../dataset/types.ts';
import { errors } from '../http/errors.ts';
import { type IdempotentAnswer, runIdempotent } from '../state/idempotency.ts';
import type { SandboxState } from '../state/sandbox-state.ts';
import type { SandboxStore } from '../storage/sandbox-store.ts';
import {
  type ContactCreate,
  type CustomerCreate,
  type CustomerUpdate,
  normaliseCif,
} from './customer-schema.ts';

function requireCountry(state: SandboxState, pais: string): void {
  if (!state.countries.has(pais))
    throw errors.unprocessable('unknown_country', `Country ${pais} does not exist in the ERP`);
}

/** Contact ids are `<codigo>-<nnn>`, numbered per customer as ERPs of this kind do. */
function nextContactId(state: SandboxState, codigo: string): string {
  let last = 0;
  for (const contact of state.contacts.values()) {
    if (contact.codigoCliente === codigo)
      last = Math.max(last, Number(contact.erpContactId.slice(codigo.length + 1)) || 0);
  }
  return `${codigo}-${String(last + 1).padStart(3, '0')}`;
}

function nextCustomerCodigo(state: SandboxState): string {
  let last = 0;
  for (const codigo of state.customers.keys()) {
    const match = /^C(\d+)$/.exec(codigo);
    if (match) last = Math.max(last, Number(match[1]));
  }
  return `C${String(last + 1).padStart(4, '0')}`;
}

export class CustomerService {
  constructor(
    private readonly store: SandboxStore,
    private readonly clock: () => number,
  ) {}

  createContact(
    codigo: string,
    body: ContactCreate,
    key: string,
    fingerprint: string,
  ): Promise<IdempotentAnswer<{ erpContactId: string }>> {
    const at = this.clock();
    return runIdempotent(this.store, { key, fingerprint, at }, () => {
      const state = this.store.state;
      const customer = state.customers.get(codigo);
      if (!customer || !customer.activo) throw errors.notFound(`Customer ${codigo}`);
      requireCountry(state, body.pais);
      const contact: Contact = {
        ...body,
        erpContactId: nextContactId(state, codigo),
        codigoCliente: codigo,
        activo: true,
        updatedAt: new Date(at).toISOString(),
      };
      const answer = { erpContactId: contact.erpContactId };
      return { record: { v: 1, at, t: 'contact', key, fingerprint, contact, answer }, answer };
    });
  }

  createCustomer(
    body: CustomerCreate,
    key: string,
    fingerprint: string,
  ): Promise<IdempotentAnswer<{ codigo: string }>> {
    const at = this.clock();
    return runIdempotent(this.store, { key, fingerprint, at }, () => {
      const state = this.store.state;
      const cif = normaliseCif(body.cif);
      for (const existing of state.customers.values()) {
        if (normaliseCif(existing.cif) === cif) throw errors.customerExists(existing.codigo);
      }
      requireCountry(state, body.pais);
      if (body.formaPago !== null && !state.paymentMethods.has(body.formaPago)) {
        throw errors.unprocessable(
          'unknown_payment_method',
          `Payment method ${body.formaPago} does not exist in the ERP`,
        );
      }
      const codigo = nextCustomerCodigo(state);
      const customer: Customer = {
        ...body,
        codigo,
        cif,
        cuentaContable: body.cuentaContable ?? `430${codigo.slice(1).padStart(6, '0')}`,
        activo: true,
        updatedAt: new Date(at).toISOString(),
      };
      const answer = { codigo };
      return { record: { v: 1, at, t: 'customer', key, fingerprint, customer, answer }, answer };
    });
  }

  /**
   * A customer's own changes (§10.1). The record holds the whole customer as it becomes, stamped
   * with a new `updatedAt`, so the incremental customer export brings it to the portal again.
   */
  updateCustomer(
    codigo: string,
    body: CustomerUpdate,
    key: string,
    fingerprint: string,
  ): Promise<IdempotentAnswer<{ codigo: string }>> {
    const at = this.clock();
    return runIdempotent(this.store, { key, fingerprint, at }, () => {
      const state = this.store.state;
      const existing = state.customers.get(codigo);
      if (!existing || !existing.activo) throw errors.notFound(`Customer ${codigo}`);
      requireCountry(state, body.pais);
      const { entidadBancaria, diaPago, ...fields } = body;
      const customer: Customer = {
        ...existing,
        ...fields,
        cif: normaliseCif(body.cif),
        entidadBancaria: entidadBancaria === undefined ? existing.entidadBancaria : entidadBancaria,
        diaPago: diaPago === undefined ? existing.diaPago : diaPago,
        updatedAt: new Date(at).toISOString(),
      };
      const answer = { codigo };
      return { record: { v: 1, at, t: 'customer-update', key, fingerprint, customer, answer }, answer };
    });
  }
}
