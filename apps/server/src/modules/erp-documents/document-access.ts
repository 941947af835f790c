// Who of a customer company sees its documents (delivery notes, invoices, statements) and its
// credit: every user of the customer, unless its company administrator has kept a company role
// away (`document_hidden_roles`; the administrator itself always sees them). Staff whose role holds
// a route's permission do too (the route's declared permission has already been checked when this
// runs). Every route of the module goes through `require`; the menu and the screen check leave the
// documents screen out for a user kept away (`keptScreens`).
import {
  DOCUMENT_READER_ROLES,
  roleSeesDocuments,
  type DocumentReaders as Readers,
} from '@portal/domain/erp-documents';
import { companyRoleOf } from '@portal/domain/company-roles';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { CustomerRowsMover } from '../customers/customer-rows.ts';
import { documentHiddenRoles } from '../../db/schema/index.ts';
import { ownCustomer } from '../../http/customer-scope.ts';
import { forbidden } from '../../http/errors.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { recordChange, changedFields } from '../change-log/change-log.ts';
import type { CompanyMembers } from '../users/company-members.ts';

/** The screen a user kept away from documents does not see. */
export const DOCUMENTS_SCREEN = '/documents';

export class DocumentReaders {
  constructor(
    private readonly db: Db,
    private readonly members: CompanyMembers,
  ) {}

  /** Which company roles of the caller's customer see documents and credit. */
  async of(codigoCliente: string, db: DbOrTx = this.db): Promise<Readers> {
    const hidden = await db
      .select({ rol: documentHiddenRoles.rol })
      .from(documentHiddenRoles)
      .where(eq(documentHiddenRoles.codigoCliente, codigoCliente));
    const kept = new Set(hidden.map((row) => row.rol));
    return Object.fromEntries(DOCUMENT_READER_ROLES.map((rol) => [rol, !kept.has(rol)])) as Readers;
  }

  async maySee(auth: AuthContext): Promise<boolean> {
    if (!auth.codigoCliente) return true;
    // Asked on every navigation (the menu): the user's role is read only when a role is kept away.
    const readers = await this.of(auth.codigoCliente);
    if (DOCUMENT_READER_ROLES.every((rol) => readers[rol])) return true;
    const member = await this.members.find(this.db, auth.idUsuari);
    return roleSeesDocuments(companyRoleOf(member?.roleNames ?? [])?.rol ?? null, readers);
  }

  /** The caller, if it may see documents and credit; else 403. */
  async require(auth: AuthContext): Promise<AuthContext> {
    if (!(await this.maySee(auth))) throw forbidden();
    return auth;
  }

  /** The screens the caller does not see for this rule: the documents screen for one kept away. */
  async keptScreens(auth: AuthContext): Promise<string[]> {
    return (await this.maySee(auth)) ? [] : [DOCUMENTS_SCREEN];
  }

  /** The company administrator's choice, for its own customer, with a change-log entry. */
  async set(auth: AuthContext, readers: Readers): Promise<Readers> {
    const codigoCliente = ownCustomer(auth);
    return this.db.transaction(async (tx) => {
      const before = await this.of(codigoCliente, tx);
      await tx.delete(documentHiddenRoles).where(eq(documentHiddenRoles.codigoCliente, codigoCliente));
      const kept = DOCUMENT_READER_ROLES.filter((rol) => !readers[rol]);
      if (kept.length > 0)
        await tx
          .insert(documentHiddenRoles)
          .values(kept.map((rol) => ({ codigoCliente, rol, updatedBy: auth.idUsuari })));
      const detall = changedFields(before, readers);
      if (Object.keys(detall).length > 0)
        await recordChange(tx, {
          taula: 'document_hidden_roles',
          tipus: 'UPDATE',
          idRegistre: codigoCliente,
          idUsuari: auth.idUsuari,
          detall,
        });
      return this.of(codigoCliente, tx);
    });
  }

  /** In `db` (a synchronisation page's transaction): the users of a customer kept away, for its mails. */
  async keptAway(db: DbOrTx, codigoCliente: string): Promise<Set<number>> {
    const readers = await this.of(codigoCliente, db);
    if (DOCUMENT_READER_ROLES.every((rol) => readers[rol])) return new Set();
    const members = await this.members.list(db, codigoCliente);
    return new Set(
      members
        .filter((member) => !roleSeesDocuments(companyRoleOf(member.roleNames)?.rol ?? null, readers))
        .map((member) => member.idUsuari),
    );
  }
}

/**
 * A registered company's hidden roles, moved to the code the ERP confirmed
 * (erp/outbox/customer-link.ts); a role the ERP's customer already hides keeps its own row.
 */
export const hiddenRolesMover: CustomerRowsMover = {
  async moveCustomerRows(tx, provisional, erpCodigo) {
    await tx.execute(sql`update document_hidden_roles d set codigo_cliente = ${erpCodigo}
      where d.codigo_cliente = ${provisional} and not exists (select 1 from document_hidden_roles t
        where t.codigo_cliente = ${erpCodigo} and t.rol = d.rol)`);
  },
};
