// Message keys shared by server and web, and the server's rendering of them in each language.
// The JSON files are the single source of the texts; the web app loads the same files as its
// `messages` namespace, so an error key from the server can be shown by the client too.
import ca from './messages/ca.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import { catalanDe, catalanDeQuoted } from './catalan.ts';
import type { Language } from './languages.ts';
import { ownValue } from './wire-types.ts';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted path to a text, e.g. `cart.lote`. */
export type MessageKey = Leaves<typeof ca>;
export type MessageParams = Record<string, string | number>;

export const MESSAGE_CATALOGUES: Record<Language, typeof ca> = { ca, es, en };

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = ownValue(node as Record<string, unknown>, part);
  }
  return typeof node === 'string' ? node : undefined;
}

/** The formats a placeholder may name (`{{name, de}}`), as the web app's i18next has them. */
const FORMATS: Record<string, (value: string | number) => string> = {
  de: catalanDe,
  deQuoted: catalanDeQuoted,
};

/** Renders a message in a language, filling `{{name}}` and `{{name, format}}` placeholders (i18next's syntax). */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = lookup(MESSAGE_CATALOGUES[language], key) ?? lookup(ca, key) ?? key;
  return template.replace(
    /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
    (whole, name: string, format: string | undefined) => {
      if (!(name in params)) return whole;
      const value = params[name]!;
      const formatted = format ? ownValue(FORMATS, format) : undefined;
      return formatted ? formatted(value) : String(value);
    },
  );
}

export function isMessageKey(key: string): key is MessageKey {
  return lookup(ca, key) !== undefined;
}
