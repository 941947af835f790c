// The switch for the mails about the company's shipments and invoices (DESIGN §15), per user.
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '#shared/notifications/notify.ts';
import { useCan } from '#shared/session/use-can.ts';
import { NOTICES_ENDPOINT, useDocumentNotices, useSetDocumentNotices } from '../api/document-notices.ts';
import { ProfileSection } from './profile-section.tsx';

export function DocumentNoticesSection() {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can(NOTICES_ENDPOINT);
  const notices = useDocumentNotices(allowed);
  const save = useSetDocumentNotices();
  if (!allowed || !notices.isSuccess) return null;
  return (
    <ProfileSection title={t('profile.documentNotices.title')}>
      <Switch
        label={t('profile.documentNotices.label')}
        checked={notices.data.enabled}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(event.currentTarget.checked, {
            onSuccess: () => showSuccessToast(t('profile.documentNotices.saved')),
          })
        }
      />
    </ProfileSection>
  );
}
