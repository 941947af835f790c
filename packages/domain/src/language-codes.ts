// The three interface languages and how a session picks one (spec §1, DESIGN §8), without zod:
// the web app's first download needs these rules, and a zod schema defined in a module it loads
// would carry zod into that download (languages.ts adds the schema).

export const LANGUAGES = ['ca', 'es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ca';

/** The name each language has in itself, for the language switch and the session user. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ca: 'Català',
  es: 'Español',
  en: 'English',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Session language: the stored user's language, else the first of the browser's languages
 * that is one of ours (matching on the primary subtag, so `es-ES` is Spanish), else Catalan.
 */
export function resolveLanguage(
  storedUserLanguage: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Language {
  if (isLanguage(storedUserLanguage)) return storedUserLanguage;
  for (const tag of browserLanguages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Reads an HTTP Accept-Language header into an ordered list of tags (by q-value), so the
 * server can answer in the request's language with the same rule as the browser.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
