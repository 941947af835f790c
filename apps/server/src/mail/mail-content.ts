// The shape a mail template produces (templates.ts) and the renderer reads (render.ts): a subject
// and a list of blocks made of plain text only. Templates never write markup; the renderer escapes
// every text when it builds the HTML, so no value a user typed can become markup in a mail.

/** A paragraph; its line breaks are kept. */
export interface ParagraphBlock {
  kind: 'paragraph';
  text: string;
}

/** A link the reader should follow: a button in HTML, the label and the address in plain text. */
export interface LinkBlock {
  kind: 'link';
  label: string;
  url: string;
}

/** Labelled values (a company's details); rows whose value is null or empty are left out. */
export interface FieldsBlock {
  kind: 'fields';
  rows: readonly (readonly [label: string, value: string | null])[];
}

/** Text someone else wrote (a customer's observations), set apart and with its line breaks. */
export interface QuoteBlock {
  kind: 'quote';
  label: string;
  text: string;
}

export type MailBlock = ParagraphBlock | LinkBlock | FieldsBlock | QuoteBlock;

export interface MailContent {
  subject: string;
  /** "Hello, Anna:", or null for mails to staff, which start with the matter itself. */
  greeting: string | null;
  blocks: MailBlock[];
  /** Whether the mail ends with the team's regards (mails to customers) or not (to staff). */
  signOff: boolean;
}

/** What every template may use besides its own parameters: how the reader reaches a person. */
export interface MailContext {
  emailContacto: string | null;
  telefonoContacto: string | null;
  /** Where an answer goes when it is not the portal (customer service's mails). */
  replyTo: string | null;
}

export const paragraph = (text: string): ParagraphBlock => ({ kind: 'paragraph', text });
export const link = (label: string, url: string): LinkBlock => ({ kind: 'link', label, url });
export const fields = (rows: FieldsBlock['rows']): FieldsBlock => ({ kind: 'fields', rows });
export const quote = (label: string, text: string): QuoteBlock => ({ kind: 'quote', label, text });
