// Names the browser tab (and what a screen reader announces) after the screen being shown.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(screen: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.pageTitle', { screen });
  }, [t, screen]);
}
