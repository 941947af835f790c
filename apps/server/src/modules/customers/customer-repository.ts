// Owns `clientes`, `cliente_contactos`, `paises` and `formas_pago` (db/schema/owners.js).
// SQL of the customer's own data (spec §3 Customer, §7 /clientes/*): reading a customer with its
// payment method's names, finding it by its e-mail or CIF, and the writes of registering a company
// (its login is the users module's) and of a customer editing its company data.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { clientes, formasPago } from '../../db/schema/index.ts';

export type CustomerRow = typeof clientes.$inferSelect;

/** A customer as its profile shows it: the row and its payment method's names. */
export type CustomerWithPayment = CustomerRow & {
  formaPagoNom: string | null;
  formaPagoNoms: (typeof formasPago.$inferSelect)['nombres'] | null;
};

/** The company fields a customer edits (and registers with). */
export type CompanyWrite = Pick<
  typeof clientes.$inferInsert,
  | 'razonSocial'
  | 'cif'
  | 'telefono'
  | 'direccion'
  | 'codigoPostal'
  | 'poblacion'
  | 'provincia'
  | 'ciudad'
  | 'pais'
  | 'entidadBancaria'
  | 'diaPago'
>;

/** CIFs compare without spaces, dashes or case (contract §10): `b-6123 4563` is B61234563. */
const normalisedCif = sql`upper(regexp_replace(${clientes.cif}, '[[:space:]-]', '', 'g'))`;

/**
 * Every registration takes this transaction-scoped lock first, so two requests with the same
 * e-mail or CIF are checked one after the other and the second sees the first (the e-mail's unique
 * index would catch the first case alone; the CIF has no unique index, the ERP's data may repeat
 * one). Registrations are rare: queueing them costs nothing.
 */
const REGISTRATION_LOCK = 0x52_45_47_31;

export class CustomerRepository extends Repository {
  private withPayment() {
    return this.db
      .select({
        customer: clientes,
        formaPagoNom: formasPago.nombre,
        formaPagoNoms: formasPago.nombres,
      })
      .from(clientes)
      .leftJoin(formasPago, eq(formasPago.codigo, clientes.formaPago));
  }

  async byCodigo(codigo: string): Promise<CustomerWithPayment | undefined> {
    const [row] = await this.withPayment().where(eq(clientes.codigo, codigo)).limit(1);
    return row && { ...row.customer, formaPagoNom: row.formaPagoNom, formaPagoNoms: row.formaPagoNoms };
  }

  /** The customers whose own e-mail this is, by code (customers' e-mails come from the ERP and may repeat). */
  async codigosOfEmail(email: string): Promise<string[]> {
    const rows = await this.db
      .select({ codigo: clientes.codigo })
      .from(clientes)
      .where(eq(sql`lower(${clientes.email})`, email.trim().toLowerCase()))
      .orderBy(asc(sql`${clientes.codigo} collate "C"`));
    return rows.map((row) => row.codigo);
  }

  // ---- registration ---------------------------------------------------------------------------

  async lockRegistrations(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
  }

  /** Whether a customer has this CIF. */
  async cifRegistered(cif: string): Promise<boolean> {
    const [customer] = await this.db
      .select({ codigo: clientes.codigo })
      .from(clientes)
      .where(eq(normalisedCif, cif.replace(/[\s-]/g, '').toUpperCase()))
      .limit(1);
    return customer !== undefined;
  }

  /** `REG000001`: the portal's own code for a company until the ERP gives it one (contract §10). */
  async nextProvisionalCode(): Promise<string> {
    const result = (await this.db.execute(sql`select nextval('registre_clients_seq') as n`)) as unknown as {
      rows: { n: string | number }[];
    };
    return `REG${String(result.rows[0]!.n).padStart(6, '0')}`;
  }

  async insertCustomer(values: typeof clientes.$inferInsert): Promise<CustomerRow> {
    const [row] = await this.db.insert(clientes).values(values).returning();
    return row!;
  }

  // ---- profile edits --------------------------------------------------------------------------

  /** Locks the customer's row for the edit (two edits of one customer follow each other). */
  async lockForUpdate(codigo: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(clientes).where(eq(clientes.codigo, codigo)).for('update');
    return row;
  }

  async updateCompany(codigo: string, values: CompanyWrite): Promise<void> {
    await this.db
      .update(clientes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(clientes.codigo, codigo));
  }

  /** Locks the customers with these codes, in code order, and answers which exist. */
  async lockCodes(codes: string[]): Promise<Set<string>> {
    const rows = await this.db
      .select({ codigo: clientes.codigo })
      .from(clientes)
      .where(inArray(clientes.codigo, codes))
      .orderBy(clientes.codigo)
      .for('update');
    return new Set(rows.map((row) => row.codigo));
  }

  /** A customer's new code; its rows in other tables follow by ON UPDATE CASCADE. */
  async renameCode(from: string, to: string): Promise<void> {
    await this.db
      .update(clientes)
      .set({ codigo: to, updatedAt: new Date() })
      .where(eq(clientes.codigo, from));
  }

  async remove(codigo: string): Promise<void> {
    await this.db.delete(clientes).where(eq(clientes.codigo, codigo));
  }
}
