// Password recovery (/recuperar-contrasenya, spec §2): the e-mail of the account, checked with the
// domain's e-mail rule, then `PUT /usuaris/demanar-canvi-contrasenya`. The confirmation is the
// spec's "recovery link sent" for every address — the page never tells whether an account has it
// — with the way back to the login. Too many requests show the rate-limit message.
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_TOKEN_TTL_MINUTES, accountEmailSchema } from '@portal/domain/accounts';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { focusFirstError, schemaErrors } from '#shared/forms/schema-errors.ts';
import { AccountCard } from './account-card.tsx';
import { errorText, serverFieldErrors } from './account-errors.ts';
import { showSuccessToast } from '#shared/notifications/notify.ts';
import { useRequestRecovery } from './api/request-recovery.ts';

const FORM_NAME = 'password-recovery';
const recoveryFormSchema = z.object({ email: accountEmailSchema });

function RecoverySent() {
  const { t } = useTranslation(['translation', 'messages']);
  const ref = useRef<HTMLDivElement>(null);
  // The form the focus was in is gone: the confirmation takes it, and is announced.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      color="green"
      variant="light"
      icon={<IconMailCheck aria-hidden />}
      title={t('messages:users.recoveryLinkSent')}
    >
      {t('recovery.sentExplanation', { minutes: ACCOUNT_TOKEN_TTL_MINUTES })}
    </Alert>
  );
}

export function PasswordRecoveryPage() {
  const { t } = useTranslation(['translation', 'messages']);
  const recovery = useRequestRecovery();
  const form = useForm<{ email: string }>({
    name: FORM_NAME,
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: (values) => schemaErrors(recoveryFormSchema, values),
  });
  // After React has drawn the message, so the field is announced with its error.
  const focusFirst = (errors: Record<string, unknown>) =>
    requestAnimationFrame(() => focusFirstError(errors, ['email'], (field) => form.getInputNode(field)));

  const submit = (values: { email: string }) =>
    recovery.mutate(recoveryFormSchema.parse(values), {
      onSuccess: () => showSuccessToast(t('messages:users.recoveryLinkSent')),
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields.email) {
          form.setErrors({ email: fields.email });
          focusFirst(fields);
        }
      },
    });

  const failure = recovery.isError && !form.errors.email ? errorText(recovery.error) : null;

  return (
    <AccountCard title={t('screens.recoverPassword')}>
      {recovery.isSuccess ? (
        <RecoverySent />
      ) : (
        <form noValidate onSubmit={form.onSubmit(submit, focusFirst)}>
          <Stack gap="md">
            <Text>{t('recovery.intro')}</Text>
            {failure && (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
                {failure}
              </Alert>
            )}
            <TextInput
              {...form.getInputProps('email')}
              key={form.key('email')}
              type="email"
              label={t('recovery.email')}
              autoComplete="email"
              maxLength={254}
              required
              data-autofocus
            />
            <Button type="submit" fullWidth loading={recovery.isPending}>
              {t('recovery.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
