// One of the customer's addresses (its delivery contacts, shared/contacts): where the machines are
// collected from or the work is done. A missing one is added with the checkout's own dialog and
// chosen at once.
import type { Contact } from '@portal/domain/ordering-api';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconMapPinPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContacts } from '#shared/contacts/fetch-contacts.ts';

// The form and its schema load with the first click on "new address".
const NewContactDialog = lazy(() =>
  import('#shared/contacts/new-contact-dialog.tsx').then((m) => ({ default: m.NewContactDialog })),
);

/** The address on one line, as the customer recognises it. */
export function addressLine(contact: Contact): string {
  const place = [contact.codigoPostal, contact.poblacion].filter(Boolean).join(' ');
  return [contact.nombreContacto, contact.direccion, place].filter(Boolean).join(', ');
}

interface SiteSelectProps {
  label: string;
  /** The form's props for the field (value: the contact's id as text). */
  inputProps: GetInputPropsReturnType;
  onChange: (id: string) => void;
}

export function SiteSelect({ label, inputProps, onChange }: SiteSelectProps) {
  const { t } = useTranslation();
  const contacts = useContacts();
  const [creating, setCreating] = useState(false);
  // Mounted from the first click on, so closing it animates and gives the focus back.
  const [dialogLoaded, setDialogLoaded] = useState(false);

  return (
    <Stack gap="xs">
      <Select
        label={label}
        description={t('serviceRequests.form.siteHint')}
        placeholder={t('serviceRequests.form.sitePlaceholder')}
        withAsterisk
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('serviceRequests.form.nothingFound')}
        data={(contacts.data ?? []).map((contact) => ({
          value: String(contact.id),
          label: addressLine(contact),
        }))}
        disabled={contacts.isPending}
        comboboxProps={{ withinPortal: true }}
        {...inputProps}
      />
      {contacts.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm" justify="space-between">
            {t('serviceRequests.form.addressesError')}
            <Button size="xs" variant="light" onClick={() => void contacts.refetch()}>
              {t('serviceRequests.list.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconMapPinPlus size={16} aria-hidden />}
          onClick={() => {
            setDialogLoaded(true);
            setCreating(true);
          }}
        >
          {t('serviceRequests.form.newAddress')}
        </Button>
      </Group>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <NewContactDialog
            opened={creating}
            onClose={() => setCreating(false)}
            onCreated={(contact) => {
              setCreating(false);
              onChange(String(contact.id));
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
