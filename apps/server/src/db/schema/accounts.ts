// Mail and account links (DESIGN §9): the mail outbox every mail is written to, in the
// transaction of the change that causes it, and the single-use tokens of mailed links.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuaris } from './access.ts';

/**
 * Every mail the portal sends, rendered when it is written (subject, text and HTML in the
 * recipient's language), so delivery only has to hand it over and the Mailbox shows exactly what
 * went out. `message_id` is fixed at writing: a retry after a lost SMTP answer sends the same
 * Message-ID, which receiving servers and clients use to drop a duplicate.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** One of MAIL_KINDS (packages/domain/src/mailbox.ts). */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html').notNull(),
    messageId: text('message_id').notNull().unique(),
    /** pending → sent | failed; `held` when no SMTP server is configured (DESIGN §9). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is next due; while claimed, when the claim runs out (a died worker's mail is retried). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * Tokens of mailed links: password recovery and e-mail change confirmation. Stored as a SHA-256 of
 * the token, single use (`used_at`), with an expiry; a new request does not revoke older links, and
 * using any of them ends the others of its kind.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    idUsuari: integer('id_usuari')
      .notNull()
      .references(() => usuaris.idUsuari, { onDelete: 'cascade' }),
    /** `password_reset` or `email_change`. */
    tipus: text('tipus').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address an e-mail change goes to, once confirmed. */
    nouEmail: text('nou_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_usuari_idx').on(t.idUsuari, t.tipus)],
);
