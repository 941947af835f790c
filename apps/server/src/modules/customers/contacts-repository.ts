// Delivery contacts, countries and payment methods.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { clienteContactos, formasPago, paises } from '../../db/schema/index.ts';
import { preparedOnce } from '../../db/statement-part.ts';

export class ContactsRepository extends Repository {
  /** The addresses a customer can deliver to: those the ERP has not dropped. */
  contactsOf(codigoCliente: string) {
    return this.db
      .select()
      .from(clienteContactos)
      .where(and(eq(clienteContactos.codigoCliente, codigoCliente), eq(clienteContactos.activo, true)))
      .orderBy(asc(clienteContactos.nombreContacto), asc(clienteContactos.id));
  }

  async contactOf(codigoCliente: string, id: number) {
    const contact = await this.contactById(id);
    return contact?.codigoCliente === codigoCliente ? contact : undefined;
  }

  /** An address the ERP has not dropped, whoever's it is: the caller scopes it (customer-scope.ts). */
  async contactById(id: number) {
    // Prepared: every order reads its delivery address.
    const statement = preparedOnce(this.db, 'contact_by_id', () =>
      this.db
        .select()
        .from(clienteContactos)
        .where(and(eq(clienteContactos.id, sql.placeholder('id')), eq(clienteContactos.activo, true)))
        .limit(1)
        .prepare('contact_by_id'),
    );
    const rows = await statement.execute({ id });
    return rows[0];
  }

  async insert(values: typeof clienteContactos.$inferInsert) {
    const [row] = await this.db.insert(clienteContactos).values(values).returning();
    return row!;
  }

  paymentMethods() {
    return this.db
      .select()
      .from(formasPago)
      .where(eq(formasPago.activo, true))
      .orderBy(asc(formasPago.codigo));
  }

  countries() {
    return this.db.select().from(paises).orderBy(asc(paises.nombre));
  }

  async countryExists(codigo: string): Promise<boolean> {
    const rows = await this.db
      .select({ codigo: paises.codigo })
      .from(paises)
      .where(eq(paises.codigo, codigo))
      .limit(1);
    return rows.length > 0;
  }

  /** Every delivery address of one customer given to another. */
  async moveCustomer(from: string, to: string): Promise<void> {
    await this.db
      .update(clienteContactos)
      .set({ codigoCliente: to })
      .where(eq(clienteContactos.codigoCliente, from));
  }

  /** A synchronised copy of a delivery address, under the ERP id another row is about to take. */
  async dropOtherWithErpId(erpContactId: string, keptId: number): Promise<void> {
    await this.db
      .delete(clienteContactos)
      .where(and(eq(clienteContactos.erpContactId, erpContactId), ne(clienteContactos.id, keptId)));
  }

  async setErpId(id: number, erpContactId: string): Promise<void> {
    await this.db.update(clienteContactos).set({ erpContactId }).where(eq(clienteContactos.id, id));
  }
}
