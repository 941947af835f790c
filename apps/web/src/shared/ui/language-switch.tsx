// The language switch (Català / Español / English) of the header and the login page. A native
// select: labelled, keyboard- and phone-friendly, and light enough for the login page.
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from '@portal/domain/languages';
import { switchLanguage } from '../session/switch-language.ts';

const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  const choose = (value: string) => {
    if (!isLanguage(value) || value === current) return;
    setBusy(true);
    // Failures are already shown as a toast by the API client.
    switchLanguage(value)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <NativeSelect
      aria-label={t('language.label')}
      value={current}
      onChange={(event) => choose(event.currentTarget.value)}
      data={OPTIONS}
      disabled={busy}
      leftSection={<IconLanguage size={18} aria-hidden />}
      size="sm"
      // 124 px on a phone: the header holds it beside the cart and the user menu at 360 px wide.
      w={{ base: 124, sm: 150 }}
    />
  );
}
