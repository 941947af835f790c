// Owns `team_invitations`, `spending_limits` and `delivery_contact_scopes` (db/schema/owners.js).
// SQL of the company-team module, on its own tables only (schema.ts): invitations, spending
// limits and delivery contact scopes. Every method runs on the database or on the transaction it is given.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { deliveryContactScopes, spendingLimits, teamInvitations } from './schema.ts';

export type InvitationRow = typeof teamInvitations.$inferSelect;

export interface Limits {
  orderLimit: string | null;
  monthlyLimit: string | null;
}

export class CompanyTeamRepository extends Repository {
  /** The company's invitations neither accepted nor revoked, newest first. */
  async openInvitations(codigoCliente: string): Promise<InvitationRow[]> {
    return this.db
      .select()
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.codigoCliente, codigoCliente),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
        ),
      )
      .orderBy(desc(teamInvitations.sentAt), desc(teamInvitations.id));
  }

  /** One invitation; `lock` holds it until the transaction ends (a re-send and an acceptance race). */
  async invitation(id: number, lock = false): Promise<InvitationRow | undefined> {
    const query = this.db.select().from(teamInvitations).where(eq(teamInvitations.id, id)).limit(1);
    return (lock ? await query.for('update') : await query)[0];
  }

  async invitationByHash(tokenHash: string, lock = false): Promise<InvitationRow | undefined> {
    const query = this.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.tokenHash, tokenHash))
      .limit(1);
    return (lock ? await query.for('update') : await query)[0];
  }

  async openInvitationFor(codigoCliente: string, email: string): Promise<InvitationRow | undefined> {
    const rows = await this.db
      .select()
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.codigoCliente, codigoCliente),
          eq(teamInvitations.email, email),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
        ),
      )
      .limit(1);
    return rows[0];
  }

  async insertInvitation(values: typeof teamInvitations.$inferInsert): Promise<InvitationRow> {
    const [row] = await this.db.insert(teamInvitations).values(values).returning();
    return row!;
  }

  async updateInvitation(id: number, values: Partial<typeof teamInvitations.$inferInsert>): Promise<void> {
    await this.db.update(teamInvitations).set(values).where(eq(teamInvitations.id, id));
  }

  async limitsOf(ids: number[]): Promise<Map<number, Limits>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select().from(spendingLimits).where(inArray(spendingLimits.idUsuari, ids));
    return new Map(
      rows.map((row) => [row.idUsuari, { orderLimit: row.orderLimit, monthlyLimit: row.monthlyLimit }]),
    );
  }

  async setLimits(idUsuari: number, limits: Limits): Promise<void> {
    await this.db
      .insert(spendingLimits)
      .values({ idUsuari, ...limits })
      .onConflictDoUpdate({
        target: spendingLimits.idUsuari,
        set: { ...limits, updatedAt: new Date() },
      });
  }

  /** The contact ids each user is narrowed to; a user without a scope is absent. */
  async scopesOf(ids: number[]): Promise<Map<number, number[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(deliveryContactScopes)
      .where(inArray(deliveryContactScopes.idUsuari, ids));
    return new Map(rows.map((row) => [row.idUsuari, row.contactIds]));
  }

  /** Narrows a user to `contactIds`, or (null) lets them use every contact of the company. */
  async setScope(idUsuari: number, contactIds: number[] | null): Promise<void> {
    if (contactIds === null) {
      await this.db.delete(deliveryContactScopes).where(eq(deliveryContactScopes.idUsuari, idUsuari));
      return;
    }
    await this.db
      .insert(deliveryContactScopes)
      .values({ idUsuari, contactIds })
      .onConflictDoUpdate({
        target: deliveryContactScopes.idUsuari,
        set: { contactIds, updatedAt: new Date() },
      });
  }

  /** Every pending invitation of one customer given to another. */
  async moveInvitations(from: string, to: string): Promise<void> {
    await this.db
      .update(teamInvitations)
      .set({ codigoCliente: to })
      .where(eq(teamInvitations.codigoCliente, from));
  }
}
