// The mails the portal writes (DESIGN §9), as one discriminated union on `kind`: what
// each kind needs to be rendered. A caller enqueues one with `enqueueMail(tx, message)`
// (mail-outbox.ts) in the transaction of the change that causes it; the text is rendered then, in
// the recipient's language, from that kind's templates (templates.ts), with the portal's name and
// the `emailContacto` / `telefonoContacto` parameters in the footer.
//
// A new kind of mail is one member here, its name in MAIL_KINDS (packages/domain/src/mailbox.ts)
// and its texts in the templates; the compiler refuses a member without them.
import type { MAIL_KINDS, MailKind } from '@portal/domain/mailbox';
import { companyRoleSchema } from '@portal/domain/company-roles';
import { languageSchema } from '@portal/domain/languages';
import { isoDateSchema } from '@portal/domain/order-body';
import { passedLimitSchema } from '@portal/domain/approvals';
import {
  REQUEST_NUMBER_PATTERN,
  serviceRequestKindSchema,
  serviceRequestStatusSchema,
} from '@portal/domain/service-requests';
import { z } from 'zod';

const address = z.string().min(3).max(254);
const line = z.string().max(300);
const longText = z.string().max(5000);
/** Links point at the portal: only http(s), so a mail never carries a `javascript:` link. */
const webLink = z.url({ protocol: /^https?$/ });

/**
 * An order awaiting approval, as its mails name it (DESIGN §13): to every approver of the company
 * when placed and again after 48 h, to the company administrator after 5 days.
 */
const awaitingApproval = z.object({
  nom: line,
  comprador: line,
  order: line,
  /** Goods before VAT, as the reader's language writes it. */
  subtotal: line,
  limits: z.array(passedLimitSchema).min(1).max(2),
  link: webLink,
});

/** Fields every mail has: who gets it and in which language. */
const envelope = {
  to: address,
  idioma: languageSchema,
  /** Where an answer should go, when not to the portal (customer service's mails). */
  replyTo: address.optional(),
};

/** The customer and the person writing, as customer service needs them to answer. */
const serviceFields = z.object({
  nomContacte: line,
  email: address,
  username: line,
  codigoCliente: line.nullable(),
  razonSocial: line.nullable(),
  telefono: line.nullable(),
  /** Translated topic name (the sender's language for the copy, the staff's for the message). */
  topic: z.enum(['product', 'order', 'account', 'other']),
  /** Null when the customer wrote none: the mail names the topic instead, in its own language. */
  subject: line.nullable(),
  observations: longText,
  product: z.object({ codigo: line, nombre: line }).nullable(),
});

/**
 * A service request as its mails name it: the reader's name for the greeting, the
 * request's number and kind (each template names the kind in its language), and the link to its
 * page (`/solicitud?numero=…`).
 */
const requestFields = {
  nom: line,
  numero: z.string().regex(REQUEST_NUMBER_PATTERN),
  tipus: serviceRequestKindSchema,
  link: webLink,
};

export const mailMessage = z.discriminatedUnion('kind', [
  /** A recovery link (`/canviar-contrasenya?token=…`), valid `validMinutes`. */
  z.object({
    kind: z.literal('password.reset'),
    ...envelope,
    params: z.object({ nom: line, link: webLink, validMinutes: z.number().int() }),
  }),
  /** The password was changed (from the profile or a recovery link): if it was not you, call us. */
  z.object({ kind: z.literal('password.changed'), ...envelope, params: z.object({ nom: line }) }),
  /** Sent to the new address: confirm it with the link before it takes effect. */
  z.object({
    kind: z.literal('email.confirm'),
    ...envelope,
    params: z.object({ nom: line, link: webLink, newEmail: address, validMinutes: z.number().int() }),
  }),
  /** Sent to the old address once a change is confirmed. */
  z.object({
    kind: z.literal('email.changed'),
    ...envelope,
    params: z.object({ nom: line, newEmail: address }),
  }),
  /** To the applicant: the request to register was received and is waiting for activation. */
  z.object({
    kind: z.literal('registration.received'),
    ...envelope,
    params: z.object({ nom: line, razonSocial: line }),
  }),
  /** To `emailContacto`: a company asked for an account; activate it in the users screen. */
  z.object({
    kind: z.literal('registration.pending'),
    ...envelope,
    params: z.object({
      razonSocial: line,
      cif: line,
      codigoCliente: line,
      nomContacte: line,
      email: address,
      telefono: line,
      username: line,
      link: webLink,
    }),
  }),
  /** To the applicant: an administrator activated the account; log in here. */
  z.object({
    kind: z.literal('account.activated'),
    ...envelope,
    params: z.object({ nom: line, username: line, link: webLink }),
  }),
  /**
   * To an account's owner when log-ins to it from one address are being slowed down after repeated
   * failures (once an hour at most): which address, how many failures, and the recovery link.
   */
  z.object({
    kind: z.literal('login.throttled'),
    ...envelope,
    params: z.object({ nom: line, adreca: line, intents: z.number().int().min(1), link: webLink }),
  }),
  /** To `emailContacto`: a customer's question, with the customer and the product. */
  z.object({ kind: z.literal('service.message'), ...envelope, params: serviceFields }),
  /** The customer's copy of what they sent. */
  z.object({ kind: z.literal('service.copy'), ...envelope, params: serviceFields }),
  /** To the customer's user who sent a service request: it was received, with its number. */
  z.object({
    kind: z.literal('request.received'),
    ...envelope,
    params: z.object({ ...requestFields, resum: line }),
  }),
  /**
   * To the same user at each change of status: the new status, the scheduled day (accepted) or
   * the reason (rejected), and the note that went with the change.
   */
  z.object({
    kind: z.literal('request.status'),
    ...envelope,
    params: z.object({
      ...requestFields,
      estat: serviceRequestStatusSchema,
      dataPrevista: isoDateSchema.nullable(),
      motiu: longText.nullable(),
      nota: longText.nullable(),
    }),
  }),
  /** To the same user: the service department wrote a note on the request. */
  z.object({
    kind: z.literal('request.note'),
    ...envelope,
    params: z.object({ ...requestFields, nota: longText }),
  }),
  /**
   * To an address a company administrator invited (DESIGN §13): who invited, to which company and
   * as what, and the single-use link (`/invitacio?token=…`) that sets the new login's name and
   * password, valid `validDays`.
   */
  z.object({
    kind: z.literal('team.invitation'),
    ...envelope,
    params: z.object({
      convidant: line,
      razonSocial: line,
      rol: companyRoleSchema,
      link: webLink,
      validDays: z.number().int().min(1),
    }),
  }),
  /** To each user of the customer who has not switched it off: a part of an order left (DESIGN §15). */
  z.object({
    kind: z.literal('order.shipped'),
    ...envelope,
    params: z.object({
      nom: line,
      /** The portal's order code, or the ERP's number for an order placed otherwise. */
      order: line,
      part: z.number().int().min(1),
      carrier: line,
      trackingNumber: line,
      trackingUrl: webLink,
      lines: z.array(z.object({ codigo: line, nombre: line, quantity: z.number().int() })).max(1000),
      link: webLink,
    }),
  }),
  /** Likewise: an invoice was issued. */
  z.object({
    kind: z.literal('invoice.issued'),
    ...envelope,
    params: z.object({
      nom: line,
      numero: line,
      order: line.nullable(),
      date: isoDateSchema,
      /** The total with VAT, as the reader's language writes it. */
      total: line,
      dueDates: z.array(isoDateSchema).max(24),
      link: webLink,
    }),
  }),
  z.object({ kind: z.literal('approval.requested'), ...envelope, params: awaitingApproval }),
  z.object({ kind: z.literal('approval.reminder'), ...envelope, params: awaitingApproval }),
  z.object({ kind: z.literal('approval.escalated'), ...envelope, params: awaitingApproval }),
  /** To the buyer: an approver of the company rejected their order, and why. */
  z.object({
    kind: z.literal('approval.rejected'),
    ...envelope,
    params: z.object({ nom: line, order: line, aprovador: line, motiu: longText, link: webLink }),
  }),
  /** To the buyer: an approver of the company approved their order, which now goes to the ERP. */
  z.object({
    kind: z.literal('approval.approved'),
    ...envelope,
    params: z.object({ nom: line, order: line, aprovador: line, link: webLink }),
  }),
]);

export type MailMessage = z.infer<typeof mailMessage>;
export type MailMessageOf<K extends MailKind> = Extract<MailMessage, { kind: K }>;

// Every kind of the union is one of MAIL_KINDS and the other way round.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsAgree: Same<MailMessage['kind'], (typeof MAIL_KINDS)[number]> = true;
void kindsAgree;
