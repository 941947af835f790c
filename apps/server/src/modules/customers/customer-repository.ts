// Owns `clientes`, `cliente_contactos`, `paises` and `formas_pago` (db/schema/owners.js).
// SQL of the customer's own data (spec §3 Customer, §7 /clientes/*): reading a customer with its
// payment method's names, finding it by a user's login or e-mail, and the writes of registering a
// company (customer, user, role) and of a customer editing its company data.
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { clientes, formasPago, rols, usuariRols, usuaris } from '../../db/schema/index.ts';

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

  /** The customer of the user whose user name or e-mail this is (as the log-in accepts either). */
  async codigoOfLogin(login: string): Promise<string | null> {
    const value = login.trim().toLowerCase();
    const [row] = await this.db
      .select({ codigo: usuaris.codigoCliente })
      .from(usuaris)
      .where(or(eq(sql`lower(${usuaris.username})`, value), eq(sql`lower(${usuaris.email})`, value)))
      .limit(1);
    return row?.codigo ?? null;
  }

  /**
   * The customers an e-mail names: that of the user with this e-mail first (unique among users),
   * then those whose own e-mail it is, by code. Customers' e-mails come from the ERP and may repeat.
   */
  async codigosOfEmail(email: string): Promise<string[]> {
    const value = email.trim().toLowerCase();
    const users = await this.db
      .select({ codigo: usuaris.codigoCliente })
      .from(usuaris)
      .where(eq(sql`lower(${usuaris.email})`, value));
    const customers = await this.db
      .select({ codigo: clientes.codigo })
      .from(clientes)
      .where(eq(sql`lower(${clientes.email})`, value))
      .orderBy(asc(sql`${clientes.codigo} collate "C"`));
    const codes = [...users.map((row) => row.codigo), ...customers.map((row) => row.codigo)];
    return [...new Set(codes.filter((codigo): codigo is string => codigo !== null))];
  }

  // ---- registration ---------------------------------------------------------------------------

  async lockRegistrations(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
  }

  /** Whether a user has this e-mail (active or not) or a customer has this CIF. */
  async alreadyRegistered(email: string, cif: string): Promise<boolean> {
    const [user] = await this.db
      .select({ id: usuaris.idUsuari })
      .from(usuaris)
      .where(eq(sql`lower(${usuaris.email})`, email.trim().toLowerCase()))
      .limit(1);
    if (user) return true;
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

  /**
   * The first of `base`, `base-2`, `base-3` … no user has (user names are unique whatever their
   * case); past those, `base-` and a random number.
   */
  async freeUsername(base: string): Promise<string> {
    const candidates = [base, ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}`)];
    const taken = await this.db
      .select({ username: sql<string>`lower(${usuaris.username})` })
      .from(usuaris)
      .where(inArray(sql`lower(${usuaris.username})`, candidates));
    const used = new Set(taken.map((row) => row.username));
    return (
      candidates.find((candidate) => !used.has(candidate)) ??
      `${base}-${Math.floor(100_000 + Math.random() * 900_000)}`
    );
  }

  async insertUser(values: typeof usuaris.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(usuaris).values(values).returning({ id: usuaris.idUsuari });
    return row!.id;
  }

  /** Gives the user the role with this name (a seeded role: it always exists). */
  async grantRole(idUsuari: number, roleName: string): Promise<void> {
    const [role] = await this.db.select({ idRol: rols.idRol }).from(rols).where(eq(rols.nom, roleName));
    if (!role) throw new Error(`The seeded role ${roleName} is missing`);
    await this.db.insert(usuariRols).values({ idUsuari, idRol: role.idRol });
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
