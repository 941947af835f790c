// A request's form checked in two steps: its kind's schema (packages/domain), then what only the
// server knows — the customer's own addresses and orders, the catalogue, today's date — with a
// field error for each thing wrong, on the form's own paths. A SAT request's warranty is decided
// here too, from the purchase date the form gives or the order's own date.
import { isoDateIn } from '@portal/domain/order-body';
import { nothingBought } from '@portal/domain/order-status';
import {
  maintenanceFormSchema,
  satFormSchema,
  standardisationFormSchema,
  warrantyOf,
  type MaintenanceForm,
  type SatForm,
  type ServiceRequestKind,
} from '@portal/domain/service-requests';
import type { z } from 'zod';
import { badRequest, type FieldIssue } from '../../http/errors.ts';
import { issueToField } from '../../http/zod-issues.ts';
import type { CatalogueService } from '../catalogue/catalogue-service.ts';
import type { ContactsService } from '../customers/contacts-service.ts';
import type { OrderService } from '../orders/order-service.ts';
import { addressLine, type RequestForm } from './request-presenter.ts';
import { illFormedText } from './well-formed-text.ts';

const FORM_SCHEMA: Record<ServiceRequestKind, z.ZodType<RequestForm>> = {
  sat: satFormSchema,
  maintenance: maintenanceFormSchema,
  standardisation: standardisationFormSchema,
};

/** The other modules' reads a form is checked against, through their services. */
export interface FormSources {
  contacts: Pick<ContactsService, 'contactOf'>;
  catalogue: Pick<CatalogueService, 'onSale'>;
  orders: Pick<OrderService, 'purchaseOf'>;
}

export interface CheckedForm {
  form: RequestForm;
  /** SAT: in or out of warranty on the day it is received; null for the other kinds. */
  garantia: 'in' | 'out' | null;
}

/**
 * 400 with every field error (once each: a number past every limit breaks two checks); the
 * message is the first one's, as a single error reads best.
 */
function refuse(issues: FieldIssue[]): never {
  const unique = issues.filter(
    (issue, i) => issues.findIndex((other) => other.field === issue.field && other.key === issue.key) === i,
  );
  const [first] = unique;
  throw badRequest(first!.key, unique, first!.params);
}

/** The form as its kind's schema reads it, or a 400 with a field error per problem. */
export function parseForm(kind: ServiceRequestKind, raw: unknown): RequestForm {
  // `dades` must be the form itself: JSON text of an object, not of a string or a list.
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    refuse([{ field: 'dades', key: 'validation.invalidValue' }]);
  const parsed = FORM_SCHEMA[kind].safeParse(raw);
  if (!parsed.success) refuse(parsed.error.issues.map((issue) => issueToField(issue)));
  // After the schema: only its fields are left, and any text in them must fit in jsonb.
  const illFormed = illFormedText(parsed.data);
  if (illFormed.length > 0) refuse(illFormed);
  return parsed.data;
}

/** Today in the portal's time zone: "from today on" means the customer's today, not UTC's. */
export const portalToday = () => isoDateIn(new Date());

export class RequestFormChecks {
  constructor(private readonly sources: FormSources) {}

  /** Checks a parsed form against the customer's data; a 400 names every field that is wrong. */
  async check(
    kind: ServiceRequestKind,
    form: RequestForm,
    codigoCliente: string,
    today: string,
  ): Promise<CheckedForm> {
    const issues: FieldIssue[] = [];
    if (form.datesPreferides.some((day) => day < today))
      issues.push({ field: 'datesPreferides', key: 'serviceRequests.dateInPast' });
    if (
      form.idContacte !== undefined &&
      !(await this.sources.contacts.contactOf(codigoCliente, form.idContacte))
    )
      issues.push({ field: 'idContacte', key: 'serviceRequests.unknownAddress' });

    let garantia: CheckedForm['garantia'] = null;
    if (kind === 'sat') garantia = await this.checkSat(form as SatForm, codigoCliente, today, issues);
    if (kind === 'maintenance') await this.checkMachines(form as MaintenanceForm, issues);
    if (issues.length > 0) refuse(issues);
    return { form, garantia };
  }

  /**
   * The machine is known (in the catalogue, or on the order it came in), the order is one of this
   * customer's that bought it, the purchase is not in the future; then the warranty, from the
   * order's day when there is an order, else the day the customer gives.
   */
  private async checkSat(
    form: SatForm,
    codigoCliente: string,
    today: string,
    issues: FieldIssue[],
  ): Promise<'in' | 'out' | null> {
    let orderDay: string | null = null;
    let onOrder = false;
    if (form.codigoPedido) {
      const order = await this.sources.orders.purchaseOf(form.codigoPedido);
      const bought = order && order.codigoCliente === codigoCliente && !nothingBought(order.estado);
      onOrder = Boolean(bought && order.codigos.includes(form.codigoProducto));
      if (bought && onOrder) orderDay = isoDateIn(order.createdAt);
      else issues.push({ field: 'codigoPedido', key: 'serviceRequests.orderMismatch' });
    }
    // A machine bought through the portal is known even once the catalogue has dropped it.
    if (!onOrder && !(await this.sources.catalogue.onSale([form.codigoProducto])).has(form.codigoProducto))
      issues.push({ field: 'codigoProducto', key: 'serviceRequests.unknownProduct' });
    if (!form.codigoPedido && form.dataCompra && form.dataCompra > today)
      issues.push({ field: 'dataCompra', key: 'serviceRequests.purchaseInFuture' });
    const purchase = orderDay ?? (form.codigoPedido ? null : (form.dataCompra ?? null));
    return purchase && purchase <= today ? warrantyOf(purchase, today) : null;
  }

  private async checkMachines(form: MaintenanceForm, issues: FieldIssue[]): Promise<void> {
    const codes = [...new Set(form.maquines.map((machine) => machine.codigoProducto))];
    const known = await this.sources.catalogue.onSale(codes);
    form.maquines.forEach((machine, i) => {
      if (!known.has(machine.codigoProducto))
        issues.push({ field: `maquines.${i}.codigoProducto`, key: 'serviceRequests.unknownProduct' });
    });
  }

  /** The site or collection address a form names, as one line (null without one, or once gone). */
  async addressOf(form: RequestForm, codigoCliente: string): Promise<string | null> {
    if (form.idContacte === undefined) return null;
    const contact = await this.sources.contacts.contactOf(codigoCliente, form.idContacte);
    return contact ? addressLine(contact) : null;
  }
}
