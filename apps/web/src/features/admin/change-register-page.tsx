// /registre-canvis: the change register arrives with a later issue.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/ui/placeholder-page.tsx';

export function ChangeRegisterPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('screens.registreCanvis')} />;
}
