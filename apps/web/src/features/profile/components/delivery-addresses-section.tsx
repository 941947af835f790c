// "Delivery addresses": the customer's contacts (spec §3 Customer contact) as the checkout offers
// them, and a new one added with the checkout's own dialog.
import type { Contact } from '@portal/domain/ordering-api';
import { Alert, Button, Center, Loader, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContacts } from '#shared/contacts/fetch-contacts.ts';
import { useCountries } from '#shared/contacts/fetch-countries.ts';
import { FactsList } from './facts-list.tsx';
import { ProfileSection } from './profile-section.tsx';

// The form and its schema load with the first click on "new address".
const NewContactDialog = lazy(() =>
  import('#shared/contacts/new-contact-dialog.tsx').then((m) => ({ default: m.NewContactDialog })),
);

export function DeliveryAddressesSection() {
  const { t } = useTranslation();
  const contacts = useContacts();
  const [creating, setCreating] = useState(false);
  // Mounted from the first click on, so closing it animates and gives the focus back.
  const [dialogLoaded, setDialogLoaded] = useState(false);

  let list;
  if (contacts.isPending) {
    list = (
      <Center py="lg">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (contacts.isError) {
    list = (
      <Alert color="red" variant="light" title={t('profile.addresses.loadError')} role="alert">
        <Button size="xs" variant="light" onClick={() => void contacts.refetch()}>
          {t('profile.retry')}
        </Button>
      </Alert>
    );
  } else if (contacts.data.length === 0) {
    list = <Text c="dimmed">{t('profile.addresses.none')}</Text>;
  } else {
    list = (
      <SimpleGrid
        component="ul"
        cols={{ base: 1, md: 2 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {contacts.data.map((contact) => (
          <ContactCard key={contact.id} contact={contact} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <ProfileSection
      title={t('profile.addresses.title')}
      actions={
        <Button
          variant="light"
          leftSection={<IconMapPinPlus size={16} aria-hidden />}
          onClick={() => {
            setDialogLoaded(true);
            setCreating(true);
          }}
        >
          {t('profile.addresses.add')}
        </Button>
      }
    >
      {list}
      {dialogLoaded && (
        <Suspense fallback={null}>
          <NewContactDialog
            opened={creating}
            onClose={() => setCreating(false)}
            onCreated={() => setCreating(false)}
          />
        </Suspense>
      )}
    </ProfileSection>
  );
}

function ContactCard({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const none = t('profile.none');
  const country = countries.data?.find((c) => c.codigo === contact.pais)?.nombre ?? contact.pais;
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Text fw={600} mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {contact.nombreContacto}
      </Text>
      <FactsList
        facts={[
          { key: 'direccion', label: t('profile.company.direccion'), value: contact.direccion || none },
          {
            key: 'codigoPostal',
            label: t('profile.company.codigoPostal'),
            value: contact.codigoPostal || none,
          },
          { key: 'poblacion', label: t('profile.company.poblacion'), value: contact.poblacion || none },
          { key: 'provincia', label: t('profile.company.provincia'), value: contact.provincia || none },
          { key: 'pais', label: t('profile.company.pais'), value: country },
        ]}
      />
    </Paper>
  );
}
