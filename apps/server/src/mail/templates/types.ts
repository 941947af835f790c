// The type every language's templates satisfy: a template for each kind of mail (MAIL_KINDS) and
// the frame around it (portal name, regards, footer). A kind or a language without its texts does
// not compile.
import type { ServiceTopic } from '@portal/domain/accounts';
import type { MailKind } from '@portal/domain/mailbox';
import type { MailContent, MailContext } from '../mail-content.ts';
import type { MailMessageOf } from '../mail-messages.ts';

export type MailTemplate<K extends MailKind> = (
  params: MailMessageOf<K>['params'],
  context: MailContext,
) => MailContent;

export type KindTemplates = { readonly [K in MailKind]: MailTemplate<K> };

/** The words around every mail of one language. */
export interface MailFrame {
  /** The portal's name as the web app shows it in that language (`app.name`). */
  portalName: string;
  /** What the company does (`app.company`). */
  company: string;
  closing: string;
  team: string;
  /** Why the reader got this mail, first line of the footer. */
  automatic: string;
  /** How to reach customer service (the `emailContacto` and `telefonoContacto` parameters). */
  contactLine: (context: MailContext) => string | null;
  /** Under a button: the address to copy when the button does not open. */
  linkFallback: string;
}

export interface MailLanguage {
  frame: MailFrame;
  topics: Readonly<Record<ServiceTopic, string>>;
  kinds: KindTemplates;
}
