// /standarization: the standardization request arrives with a later issue.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/ui/placeholder-page.tsx';

export function StandarizationPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('screens.standarization')} />;
}
