// /rols: role administration arrives with a later issue.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/ui/placeholder-page.tsx';

export function RolesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('screens.rols')} />;
}
