// The company-team module's tables (DESIGN §13): the invitations a company administrator sends,
// each company user's spending limits and the delivery contacts a user may send orders to. The logins themselves are the users module's (`usuaris`,
// reached through its CompanyMembers service); the company's change log is the change-log module's.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuaris } from '../../db/schema/access.ts';
import { clientes } from '../../db/schema/customers.ts';

/**
 * An invitation to join a company: the address, the role and limits the new login will have,
 * and its single-use link, of which only a SHA-256 is kept. Sending it again replaces the link
 * (the old one stops working); accepting or revoking it ends it.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    codigoCliente: text('codigo_cliente')
      .notNull()
      .references(() => clientes.codigo, { onDelete: 'cascade', onUpdate: 'cascade' }),
    email: text('email').notNull(),
    /** The language the mail is written in and the new login starts with. */
    idioma: text('idioma').notNull(),
    /** One of COMPANY_ROLES (packages/domain/src/company-roles.ts). */
    companyRole: text('company_role').notNull(),
    /** A buyer who also approves. */
    approves: boolean('approves').notNull().default(false),
    orderLimit: numeric('order_limit', { precision: 12, scale: 2 }),
    monthlyLimit: numeric('monthly_limit', { precision: 12, scale: 2 }),
    tokenHash: text('token_hash').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Who sent it; the login it became, once accepted. */
    invitedBy: integer('invited_by').references(() => usuaris.idUsuari, { onDelete: 'set null' }),
    idUsuari: integer('id_usuari').references(() => usuaris.idUsuari, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_invitations_open_idx')
      .on(t.codigoCliente)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/**
 * A company user's spending limits: goods before VAT (the order's `subtotal`), EUR, per order and
 * per calendar month. No row, or a null limit, is no limit.
 */
export const spendingLimits = pgTable('spending_limits', {
  idUsuari: integer('id_usuari')
    .primaryKey()
    .references(() => usuaris.idUsuari, { onDelete: 'cascade' }),
  orderLimit: numeric('order_limit', { precision: 12, scale: 2 }),
  monthlyLimit: numeric('monthly_limit', { precision: 12, scale: 2 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The company's delivery contacts a user may send orders to, when the company administrator has
 * narrowed them; no row is every contact of the company (new ones included). Ids, not foreign
 * keys: a contact the ERP removes drops out when read against the company's contacts, and the
 * restriction never widens to every contact by itself.
 */
export const deliveryContactScopes = pgTable('delivery_contact_scopes', {
  idUsuari: integer('id_usuari')
    .primaryKey()
    .references(() => usuaris.idUsuari, { onDelete: 'cascade' }),
  contactIds: integer('contact_ids').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
