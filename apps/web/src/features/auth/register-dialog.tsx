// Customer registration opens as a dialog from the login screen (spec §2): the company's data and
// its contact's login (register-form.tsx), then, once `POST /clientes/create` took it, the
// confirmation that an administrator will activate the account and a mail will say so. Full
// screen on a phone.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from '#shared/api/query-client.ts';
import { FormDialog } from '#shared/ui/form-dialog.tsx';
import { RegisterForm } from './register-form.tsx';

export function RegisterDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // The login screen, where it opens, is outside the screens' TanStack Query (app/query-layout.tsx).
  const [queryClient] = useState(createQueryClient);
  // The content is mounted only while the dialog is open: each opening starts empty.
  return (
    <QueryClientProvider client={queryClient}>
      <FormDialog opened={opened} onClose={onClose} title={t('register.title')} size="lg">
        <RegisterContent onClose={onClose} />
      </FormDialog>
    </QueryClientProvider>
  );
}

function RegisterContent({ onClose }: { onClose: () => void }) {
  const [receivedFor, setReceivedFor] = useState<string | null>(null);
  return receivedFor === null ? (
    <RegisterForm onRegistered={setReceivedFor} onCancel={onClose} />
  ) : (
    <RegistrationReceived email={receivedFor} onClose={onClose} />
  );
}

function RegistrationReceived({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation(['translation', 'messages']);
  const ref = useRef<HTMLDivElement>(null);
  // The form the focus was in is gone: the confirmation takes it, and is announced.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack gap="md">
      <Alert
        ref={ref}
        tabIndex={-1}
        role="status"
        color="green"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={t('messages:customers.registrationReceived')}
      >
        {t('register.receivedExplanation', { email })}
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Stack>
  );
}
