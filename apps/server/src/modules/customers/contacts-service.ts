// A customer's delivery contacts as other modules and the contacts routes read them, scoped by
// the one customer-scope rule (customer-scope.ts) and, for a company user, by the contacts their
// company administrator narrowed them to (the company-team module's, handed in as `scopeOf`). The
// customers module owns `cliente_contactos`; an order names its delivery address through this
// service, never through the table.
import type { Language } from '@portal/domain/languages';
import type { contactInputSchema } from '@portal/domain/ordering-api';
import { mayPayWith } from '@portal/domain/payment-methods';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { awaitsErpCreation } from '../../erp/outbox/customer-link.ts';
import { enqueueErpMessage } from '../../erp/outbox/messages.ts';
import { authorize, authorizeCustomer, ownCustomer } from '../../http/customer-scope.ts';
import { badRequest, unprocessable } from '../../http/errors.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { translated } from '../catalogue/product-presenter.ts';
import { recordChange } from '../change-log/change-log.ts';
import type { ContactsRepository } from './contacts-repository.ts';

type ContactInput = z.output<typeof contactInputSchema>;

/** A contact as the API shows it (spec §3 delivery contact). */
export function presentContact(row: ContactRow) {
  const { id, nombreContacto, direccion, codigoPostal, poblacion, provincia, ciudad, pais, telefono } = row;
  return { id, nombreContacto, direccion, codigoPostal, poblacion, provincia, ciudad, pais, telefono };
}

export type ContactRow = NonNullable<Awaited<ReturnType<ContactsRepository['contactById']>>>;

/** The contact ids a user is narrowed to, or null for every contact of their company. */
export type DeliveryScopeOf = (idUsuari: number) => Promise<number[] | null>;

export class ContactsService {
  constructor(
    private readonly db: Db,
    private readonly contacts: ContactsRepository,
    private readonly scopeOf: DeliveryScopeOf,
  ) {}

  /**
   * The addresses of the customer the request names, or of the caller's own when it names none:
   * another customer's answers 404, and staff must name one. A company user narrowed by their
   * administrator gets those they may send orders to.
   */
  async list(auth: AuthContext, requested: string | undefined): Promise<ContactRow[]> {
    const codigoCliente = requested === undefined ? ownCustomer(auth) : authorizeCustomer(auth, requested);
    const contacts = await this.contacts.contactsOf(codigoCliente);
    if (auth.codigoCliente !== codigoCliente) return contacts;
    const scope = await this.scopeOf(auth.idUsuari);
    return scope ? contacts.filter((contact) => scope.includes(contact.id)) : contacts;
  }

  /** One of a customer's addresses, for another module's check (no caller to scope by). */
  async contactOf(codigoCliente: string, id: number): Promise<ContactRow | undefined> {
    return this.contacts.contactOf(codigoCliente, id);
  }

  /** Every address of a company, whoever of it asks: the team screen narrows users among them. */
  async ofCompany(codigoCliente: string): Promise<ContactRow[]> {
    return this.contacts.contactsOf(codigoCliente);
  }

  /**
   * A delivery address the caller may send an order to: one of its own customer's, else 404;
   * one their company administrator has not allowed them, 422.
   */
  async deliveryContact(auth: AuthContext, id: number): Promise<ContactRow> {
    // Staff place no orders, so for everyone who gets past this a reached contact is their own.
    ownCustomer(auth);
    const contact = authorize(auth, await this.contacts.contactById(id));
    const scope = await this.scopeOf(auth.idUsuari);
    if (scope && !scope.includes(contact.id)) throw unprocessable('orders.contactNotAllowed');
    return contact;
  }

  /** Whether the caller's administrator chooses their addresses: then they add none themselves. */
  async narrowed(auth: AuthContext): Promise<boolean> {
    return (await this.scopeOf(auth.idUsuari)) !== null;
  }

  /**
   * A new delivery address of the caller's own company, in `pais`: stored with its change-log
   * entry and its message to the ERP (docs/erp-contract.md §9) in one transaction.
   */
  async create(auth: AuthContext, input: ContactInput, pais: string): Promise<ContactRow> {
    const codigoCliente = ownCustomer(auth);
    const repo = this.contacts;
    // The ERP cannot take a contact of a customer it has not created yet (provisional code).
    if (await awaitsErpCreation(this.db, codigoCliente)) throw unprocessable('customers.awaitingErp');
    // A user whose administrator chooses their addresses cannot widen the choice themselves.
    if (await this.narrowed(auth)) throw unprocessable('contacts.narrowed');
    if (!(await repo.countryExists(pais))) {
      throw badRequest('contacts.createError', [{ field: 'pais', key: 'validation.invalidValue' }]);
    }
    return this.db.transaction(async (tx) => {
      const contact = await this.contacts.in(tx).insert({ ...input, codigoCliente, pais });
      await recordChange(tx, {
        taula: 'cliente_contactos',
        tipus: 'INSERT',
        idRegistre: contact.id,
        idUsuari: auth.idUsuari,
        detall: { codigoCliente, ...presentContact(contact) },
      });
      await enqueueErpMessage(tx, {
        kind: 'contact.create',
        referencia: String(contact.id),
        payload: {
          codigoCliente,
          contact: {
            nombre: contact.nombreContacto,
            direccion: contact.direccion,
            codigoPostal: contact.codigoPostal,
            poblacion: contact.poblacion,
            provincia: contact.provincia,
            ciudad: contact.ciudad,
            pais: contact.pais,
            telefono: contact.telefono ?? null,
          },
        },
      });
      return contact;
    });
  }

  /** The countries, named in `language` and sorted by that name. */
  async countries(language: Language): Promise<{ codigo: string; nombre: string }[]> {
    const rows = await this.contacts.countries();
    return rows
      .map((row) => ({ codigo: row.codigo, nombre: translated(row.nombre, row.nombres, language) }))
      .sort((a, b) => a.nombre.localeCompare(b.nombre, language));
  }

  /**
   * The payment methods named in `language`: for a customer's user, those it may pay an order
   * with (its usual one and those due no later, `mayPayWith`); for staff, all.
   */
  async paymentMethods(auth: AuthContext, language: Language): Promise<{ codigo: number; nombre: string }[]> {
    const rows = (await this.contacts.paymentMethods()).filter(
      (row) => auth.codigoCliente === null || mayPayWith(auth.formaPago, row.codigo),
    );
    return rows.map((row) => ({ codigo: row.codigo, nombre: translated(row.nombre, row.nombres, language) }));
  }

  /** A payment method's name in the language asked, or null for a code the portal does not have. */
  async paymentMethodName(codigo: number | null, language: Language): Promise<string | null> {
    if (codigo === null) return null;
    const method = (await this.contacts.paymentMethods()).find((row) => row.codigo === codigo);
    return method ? translated(method.nombre, method.nombres, language) : null;
  }
}
