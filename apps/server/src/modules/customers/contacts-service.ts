// A customer's delivery contacts as other modules and the contacts routes read them, scoped by
// the one customer-scope rule (customer-scope.ts). The customers module owns `cliente_contactos`;
// an order names its delivery address through this service, never through the table.
import type { Language } from '@portal/domain/languages';
import type { Db } from '../../db/client.ts';
import { authorize, authorizeCustomer, ownCustomer } from '../../http/customer-scope.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { translated } from '../catalogue/product-presenter.ts';
import { ContactsRepository } from './contacts-repository.ts';

export type ContactRow = NonNullable<Awaited<ReturnType<ContactsRepository['contactById']>>>;

export class ContactsService {
  constructor(private readonly db: Db) {}

  /**
   * The addresses of the customer the request names, or of the caller's own when it names none:
   * another customer's answers 404, and staff must name one.
   */
  async list(auth: AuthContext, requested: string | undefined): Promise<ContactRow[]> {
    const codigoCliente = requested === undefined ? ownCustomer(auth) : authorizeCustomer(auth, requested);
    return new ContactsRepository(this.db).contactsOf(codigoCliente);
  }

  /** A delivery address the caller may send an order to: one of its own customer's, else 404. */
  async deliveryContact(auth: AuthContext, id: number): Promise<ContactRow> {
    // Staff place no orders, so for everyone who gets past this a reached contact is their own.
    ownCustomer(auth);
    return authorize(auth, await new ContactsRepository(this.db).contactById(id));
  }

  /** A payment method's name in the language asked, or null for a code the portal does not have. */
  async paymentMethodName(codigo: number | null, language: Language): Promise<string | null> {
    if (codigo === null) return null;
    const method = (await new ContactsRepository(this.db).paymentMethods()).find(
      (row) => row.codigo === codigo,
    );
    return method ? translated(method.nombre, method.nombres, language) : null;
  }
}
