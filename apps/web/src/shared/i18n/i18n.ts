// i18next set-up: the UI texts (namespace `translation`, files in ./locales) and the server's
// message catalogue from packages/domain (namespace `messages`), so a message key the server
// sends (`missatge`) renders in the session language. Each language is a separate chunk loaded
// on demand; only the session language is fetched at start.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@portal/domain/languages';

export const i18n = i18next.createInstance();

type Catalogue = Record<string, unknown>;
type CatalogueModule = { default: Catalogue };

const catalogues: Record<Language, () => Promise<[CatalogueModule, CatalogueModule]>> = {
  ca: () => Promise.all([import('./locales/ca.json'), import('@portal/domain/messages/ca.json')]),
  es: () => Promise.all([import('./locales/es.json'), import('@portal/domain/messages/es.json')]),
  en: () => Promise.all([import('./locales/en.json'), import('@portal/domain/messages/en.json')]),
};

let initialised: Promise<unknown> | null = null;

function ensureInitialised(language: Language): Promise<unknown> {
  initialised ??= i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['translation', 'messages'],
    defaultNS: 'translation',
    resources: {},
    partialBundledLanguages: true,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // No advertisement in the users' console.
    showSupportNotice: false,
  });
  return initialised;
}

async function loadCatalogues(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation') && i18n.hasResourceBundle(language, 'messages')) return;
  const [ui, messages] = await catalogues[language]();
  i18n.addResourceBundle(language, 'translation', ui.default, true, true);
  i18n.addResourceBundle(language, 'messages', messages.default, true, true);
}

/**
 * Makes `language` the language of the interface: loads its texts, switches i18next and sets
 * `<html lang>` and the document title's language.
 */
export async function applyLanguage(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  await ensureInitialised(language);
  await loadCatalogues(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
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
