// What every accounts mail takes from the user it goes to, and the links it carries: a link is
// `PUBLIC_URL` plus one of the web app's public routes (DESIGN §9).
import { isLanguage, type Language } from '@portal/domain/languages';
import type { AccountUser } from '../users/account-users.ts';

/** The user's stored language; a value from before the three were fixed reads as Catalan. */
export function languageOf(user: Pick<AccountUser, 'idioma'>): Language {
  return isLanguage(user.idioma) ? user.idioma : 'ca';
}

/** The longest line a mail's parameters take (mail-messages.ts). */
const MAIL_LINE_MAX = 300;

/**
 * A value from the database cut to what a mail's line takes: the ERP's names and company data
 * have no length limit, and a long one must shorten the mail, not fail it.
 */
export function mailLine(value: string): string {
  return value.length <= MAIL_LINE_MAX ? value : `${value.slice(0, MAIL_LINE_MAX - 1)}…`;
}

/** The name a mail greets: the contact name, else the user name. */
export function nameOf(user: Pick<AccountUser, 'nomContacte' | 'username'>): string {
  return mailLine(user.nomContacte?.trim() || user.username);
}

/** `https://portal.example/canviar-contrasenya?token=…`, whatever slash PUBLIC_URL ends in. */
export function portalLink(publicUrl: string, route: string, token?: string): string {
  const base = `${publicUrl.replace(/\/+$/, '')}${route}`;
  return token === undefined ? base : `${base}?token=${encodeURIComponent(token)}`;
}
