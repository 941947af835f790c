// Every mail's texts, by language: a record keyed by Language whose members each hold a template
// for every kind (types.ts), so a missing language or kind is a compile error.
import type { Language } from '@portal/domain/languages';
import { ca } from './templates/ca.ts';
import { en } from './templates/en.ts';
import { es } from './templates/es.ts';
import type { MailLanguage } from './templates/types.ts';

export const MAIL_LANGUAGES: Readonly<Record<Language, MailLanguage>> = { ca, es, en };
