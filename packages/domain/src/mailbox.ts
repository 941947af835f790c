// The mail the portal sends (DESIGN §9) as administrators read it in the Mailbox screen
// (`GET /bustia`, `GET /bustia/{id}`). Every mail is kept, delivered or not; without `SMTP_URL` it
// is only kept (`held`), so the demo's recovery and registration links can be followed from here.
import { z } from 'zod';
import { pagedQuerySchema, safeText } from './admin-list.ts';
import { languageSchema } from './languages.ts';

/** Each kind of mail the portal writes; its texts are the server's templates of that kind. */
export const MAIL_KINDS = [
  'password.reset',
  'password.changed',
  'email.confirm',
  'email.changed',
  'registration.received',
  'registration.pending',
  'account.activated',
  'login.throttled',
  'service.message',
  'service.copy',
  'request.received',
  'request.status',
  'request.note',
  'team.invitation',
  'order.shipped',
  'invoice.issued',
  'approval.requested',
  'approval.reminder',
  'approval.escalated',
  'approval.rejected',
  'approval.approved',
] as const;
export const mailKindSchema = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof mailKindSchema>;

/**
 * `pending`: waiting for (another) delivery attempt; `sent`: the SMTP server took it; `failed`: the
 * server refused it for good (a bad address); `held`: no SMTP server is configured, so it stays here.
 */
export const MAIL_STATES = ['pending', 'sent', 'failed', 'held'] as const;
export const mailStateSchema = z.enum(MAIL_STATES);
export type MailState = z.infer<typeof mailStateSchema>;

export const mailSummarySchema = z.object({
  id: z.number().int(),
  tipus: mailKindSchema,
  destinatari: z.string(),
  assumpte: z.string(),
  idioma: languageSchema,
  estat: mailStateSchema,
  intents: z.number().int(),
  creat: z.string(),
  enviat: z.string().nullable(),
  darrerError: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailDetailSchema = mailSummarySchema.extend({
  text: z.string(),
  html: z.string(),
  /** Reply-To, when the mail should be answered to someone else (customer service). */
  respondreA: z.string().nullable(),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

export const MAIL_SORT_FIELDS = ['creat', 'destinatari', 'estat', 'tipus'] as const;
export const mailListQuerySchema = pagedQuerySchema(MAIL_SORT_FIELDS).extend({
  estat: mailStateSchema.optional(),
  tipus: mailKindSchema.optional(),
  /** Part of the recipient's address, in any case. */
  destinatari: safeText(254).optional(),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;
