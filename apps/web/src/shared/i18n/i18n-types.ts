// Typed translation keys: `t('login.submit')` is checked against the English catalogue (all three
// catalogues have the same keys; locales.test.ts checks it), and `t('messages:…')` against the
// domain's message catalogue.
import type messages from '@portal/domain/messages/en.json';
import type translation from './locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof translation;
      messages: typeof messages;
    };
  }
}
