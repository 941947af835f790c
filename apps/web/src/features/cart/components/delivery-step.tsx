// Step 2: the delivery address, one of the customer's contacts, or a new one created on the way
// (which is then chosen).
import type { Contact } from '@portal/domain/ordering-api';
import { Alert, Button, Center, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContacts } from '#shared/contacts/fetch-contacts.ts';

// The form and its schema (zod) load with the first click on "new address".
const NewContactDialog = lazy(() =>
  import('#shared/contacts/new-contact-dialog.tsx').then((m) => ({ default: m.NewContactDialog })),
);

interface DeliveryStepProps {
  idContacto: number | null;
  onChange: (idContacto: number) => void;
  attempted: boolean;
  /** Every open Mantine modal closes on Escape: the cart dialog must not while this one is open. */
  onAddressDialogChange: (open: boolean) => void;
}

export function formatAddress(contact: Omit<Contact, 'id' | 'nombreContacto'>): string {
  const place = [contact.codigoPostal, contact.poblacion].filter(Boolean).join(' ');
  const region =
    contact.provincia && contact.provincia !== contact.poblacion ? ` (${contact.provincia})` : '';
  return [contact.direccion, `${place}${region}`, contact.pais].filter(Boolean).join(', ');
}

export function DeliveryStep({ idContacto, onChange, attempted, onAddressDialogChange }: DeliveryStepProps) {
  const { t } = useTranslation();
  const contacts = useContacts();
  const [creating, setCreating] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const first = contacts.data?.[0];

  // Most orders go to the company's usual address: the first is chosen until the customer picks
  // another (the summary shows it before anything is sent).
  useEffect(() => {
    if (idContacto === null && first) onChange(first.id);
  }, [idContacto, first, onChange]);

  useEffect(() => {
    onAddressDialogChange(creating);
    return () => onAddressDialogChange(false);
  }, [creating, onAddressDialogChange]);

  const openNew = () => {
    setDialogLoaded(true);
    setCreating(true);
  };

  let list;
  if (contacts.isPending) {
    list = (
      <Center py="lg">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (contacts.isError) {
    list = (
      <Alert color="red" title={t('ordering.delivery.loadError')}>
        <Button size="xs" variant="light" onClick={() => void contacts.refetch()}>
          {t('ordering.common.retry')}
        </Button>
      </Alert>
    );
  } else if (contacts.data.length === 0) {
    list = (
      <Text c="dimmed" role={attempted ? 'alert' : undefined}>
        {t('ordering.delivery.none')}
      </Text>
    );
  } else {
    list = (
      <Radio.Group
        label={t('ordering.delivery.label')}
        value={idContacto === null ? null : String(idContacto)}
        onChange={(value) => onChange(Number(value))}
        error={attempted && idContacto === null ? t('ordering.delivery.required') : undefined}
        withAsterisk
      >
        <Stack gap="xs" mt="xs">
          {contacts.data.map((contact) => (
            <Radio.Card key={contact.id} value={String(contact.id)} p="sm" radius="md" withBorder>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{contact.nombreContacto}</Text>
                  <Text size="sm" c="dimmed">
                    {formatAddress(contact)}
                  </Text>
                  {contact.telefono && (
                    <Text size="sm" c="dimmed">
                      {contact.telefono}
                    </Text>
                  )}
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    );
  }

  return (
    <Stack gap="md">
      {list}
      <Group>
        <Button variant="light" leftSection={<IconMapPinPlus size={18} aria-hidden />} onClick={openNew}>
          {t('ordering.delivery.newAddress')}
        </Button>
      </Group>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <NewContactDialog
            opened={creating}
            onClose={() => setCreating(false)}
            onCreated={(contact) => {
              setCreating(false);
              onChange(contact.id);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
