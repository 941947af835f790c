// /maintenance: the maintenance request arrives with a later issue.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/ui/placeholder-page.tsx';

export function MaintenancePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('screens.maintenance')} />;
}
