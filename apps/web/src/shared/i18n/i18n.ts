// i18next set-up: the UI texts (namespace `translation`, files in ./locales) and the server's
// message catalogue from packages/domain (namespace `messages`), so a message key the server
// sends (`missatge`) renders in the session language. Each language is loaded on demand, and its
// UI texts in two parts (text-parts.ts): the first screen fetches the first part and the messages
// of the session language only; the main layout asks for the rest (loadAllTexts).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalanDateArticle, catalanDe, catalanDeQuoted } from '@portal/domain/catalan';
import { formatQuantity } from '@portal/domain/format';
import { DEFAULT_LANGUAGE, type Language } from '@portal/domain/language-codes';
import type { TextPart } from './text-parts.ts';

export const i18n = i18next.createInstance();

type Catalogue = Record<string, unknown>;
type CatalogueModule = { default: Catalogue };

// Literal paths, so that the build makes a chunk of each. The `&lang.json` ending keeps them JSON
// to every loader (Vite's convention for a module's language); without the build's plugin (the unit
// tests) either part is the whole catalogue.
const parts: Record<Language, Record<TextPart, () => Promise<CatalogueModule>>> = {
  ca: {
    first: () => import('./locales/ca.json?part=first&lang.json'),
    rest: () => import('./locales/ca.json?part=rest&lang.json'),
  },
  es: {
    first: () => import('./locales/es.json?part=first&lang.json'),
    rest: () => import('./locales/es.json?part=rest&lang.json'),
  },
  en: {
    first: () => import('./locales/en.json?part=first&lang.json'),
    rest: () => import('./locales/en.json?part=rest&lang.json'),
  },
};
const messages: Record<Language, () => Promise<CatalogueModule>> = {
  ca: () => import('@portal/domain/messages/ca.json'),
  es: () => import('@portal/domain/messages/es.json'),
  en: () => import('@portal/domain/messages/en.json'),
};

/** Once the rest has been asked for, every language switched to loads it as well. */
let allTextsWanted = false;
const loads = new Map<string, Promise<void>>();

function loadOnce(key: string, load: () => Promise<void>): Promise<void> {
  let pending = loads.get(key);
  if (!pending) {
    // A failed load (the network) may be tried again by the next caller.
    pending = load().catch((error: unknown) => {
      loads.delete(key);
      throw error;
    });
    loads.set(key, pending);
  }
  return pending;
}

function loadCatalogues(language: Language): Promise<unknown> {
  const wanted: TextPart[] = allTextsWanted ? ['first', 'rest'] : ['first'];
  return Promise.all([
    ...wanted.map((part) =>
      loadOnce(`${language}:${part}`, async () => {
        i18n.addResourceBundle(language, 'translation', (await parts[language][part]()).default, true, true);
      }),
    ),
    loadOnce(`${language}:messages`, async () => {
      i18n.addResourceBundle(language, 'messages', (await messages[language]()).default, true, true);
    }),
  ]);
}

/**
 * A text looked up before the rest of the texts arrived: a screen without a session used a group
 * outside the first part. The rest is loaded and the screen re-renders with it (bindI18nStore).
 */
function onMissingText(_languages: readonly string[], namespace: string, key: string): void {
  if (allTextsWanted) return;
  if (import.meta.env.DEV) console.warn(`Text ${namespace}:${key} is not in the first part (text-parts.ts).`);
  void loadAllTexts();
}

let initialised: Promise<unknown> | null = null;

function ensureInitialised(language: Language): Promise<unknown> {
  initialised ??= i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['translation', 'messages'],
    defaultNS: 'translation',
    resources: {},
    partialBundledLanguages: true,
    saveMissing: true,
    missingKeyHandler: onMissingText,
    // Texts added later (the rest) re-render the screens that use them.
    react: { bindI18nStore: 'added' },
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // No advertisement in the users' console.
    showSupportNotice: false,
  });
  // Counts of units in the texts (`{{count, quantity}}`): grouped as amounts are (12.500, spec §9).
  i18n.services.formatter?.add('quantity', (value: unknown) => formatQuantity(Number(value)));
  // Catalan's "de" before a value (`{{name, de}}`): "d'Elèctrodes", "de Filferro".
  i18n.services.formatter?.add('de', catalanDe);
  i18n.services.formatter?.add('deQuoted', catalanDeQuoted);
  // Catalan's article before a date: "el 02/12/2026", "de l'01/12/2026", "fins a l'11/12/2026".
  i18n.services.formatter?.add('el', (value: unknown) => catalanDateArticle(value, ''));
  i18n.services.formatter?.add('del', (value: unknown) => catalanDateArticle(value, 'de'));
  i18n.services.formatter?.add('al', (value: unknown) => catalanDateArticle(value, 'a'));
  return initialised;
}

/** Loads the texts of the logged-in screens, now and for every language switched to later. */
export async function loadAllTexts(): Promise<void> {
  allTextsWanted = true;
  await loadCatalogues((i18n.language as Language | undefined) ?? DEFAULT_LANGUAGE);
}

/**
 * Makes `language` the language of the interface: loads its texts, switches i18next and sets
 * `<html lang>` and the document title's language.
 */
export async function applyLanguage(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  await ensureInitialised(language);
  await loadCatalogues(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  // The login screen is also rendered at build time, in Node (app/prerender.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Renders a server message key (`missatge`) in the session language, or null if it is unknown. */
export function translateMessageKey(
  key: string | null | undefined,
  params?: Record<string, unknown>,
): string | null {
  if (!key) return null;
  const fullKey = `messages:${key}`;
  // The key comes from the server, so it cannot be checked against the typed catalogue.
  const translate = i18n.t as (key: string, options?: Record<string, unknown>) => string;
  return i18n.exists(fullKey) ? translate.call(i18n, fullKey, params) : null;
}
