// /perfil: the logged-in user's own profile. "My user" (user name, e-mail and roles shown; contact
// name and language saved through `PUT /usuaris/self`; password and e-mail changed in dialogs);
// for a customer's user also "My company" (the customer's data, sent on to the ERP when saved)
// and "Delivery addresses" (listed and added), and whether they are mailed about shipments and
// invoices. Staff have no company, so none of these.
import { Stack, Title } from '@mantine/core';
import { allows } from '@portal/domain/access-rules';
import { useTranslation } from 'react-i18next';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { CompanySection } from './components/company-section.tsx';
import { DeliveryAddressesSection } from './components/delivery-addresses-section.tsx';
import { DocumentNoticesSection } from './components/document-notices-section.tsx';
import { MyUserSection } from './components/my-user-section.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  useDocumentTitle(t('screens.perfil'));
  if (!user) return null;

  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.perfil')}</Title>
      <MyUserSection user={user} />
      {user.cliente && (
        <>
          <CompanySection
            codigo={user.cliente.codigo}
            mayEdit={allows(user.actions, 'PUT /clientes/update')}
          />
          <DeliveryAddressesSection />
          <DocumentNoticesSection />
        </>
      )}
    </Stack>
  );
}
