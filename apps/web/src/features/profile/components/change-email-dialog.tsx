// Change one's own e-mail: the new address and the current password (so an unattended open
// session cannot take the account over), checked with the server's schema. Nothing changes yet:
// the server mails a link to the new address and the address changes when it is opened, which
// the dialog says before and after. An address another user has gets the spec's "user already
// exists, try recovering the password" on its field.
import { changeEmailSchema, EMAIL_CHANGE_TTL_MINUTES } from '@portal/domain/accounts';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/api-error.ts';
import { schemaErrors } from '#shared/forms/schema-errors.ts';
import { RefusalAlert } from '#shared/forms/refusal-alert.tsx';
import { refusalFields } from '#shared/forms/server-refusal.ts';
import { useSchemaForm } from '#shared/forms/use-schema-form.ts';
import { DialogActions } from '#shared/ui/dialog-actions.tsx';
import { FormDialog } from '#shared/ui/form-dialog.tsx';
import { useChangeEmail } from '../api/change-email.ts';

type EmailValues = {
  email: string;
  currentPassword: string;
};
const FIELDS = ['email', 'currentPassword'] as const;
const FIELD_OF_KEY = {
  'accounts.sameEmail': 'email',
  'accounts.currentPasswordWrong': 'currentPassword',
} as const;
const check = (values: EmailValues) => schemaErrors(changeEmailSchema, values);

interface ChangeEmailDialogProps {
  opened: boolean;
  currentEmail: string;
  onClose: () => void;
}

export function ChangeEmailDialog({ opened, currentEmail, onClose }: ChangeEmailDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('changeEmail.title')}>
      <ChangeEmailForm currentEmail={currentEmail} onClose={onClose} />
    </FormDialog>
  );
}

function fieldErrors(error: unknown) {
  // A clash answers 409 whatever its key: the address belongs to someone else.
  if (error instanceof ApiError && error.status === 409) return null;
  return refusalFields(error, FIELDS, FIELD_OF_KEY);
}

function ChangeEmailForm({ currentEmail, onClose }: Omit<ChangeEmailDialogProps, 'opened'>) {
  const { t } = useTranslation(['translation', 'messages']);
  const change = useChangeEmail();
  const closeButton = useRef<HTMLButtonElement>(null);
  // The form gives way to the confirmation: the focus goes to its button rather than being lost.
  useEffect(() => {
    if (change.isSuccess) closeButton.current?.focus();
  }, [change.isSuccess]);
  const { form, focusFirst, showErrors } = useSchemaForm<EmailValues>({
    name: 'change-email',
    initialValues: { email: '', currentPassword: '' },
    fields: FIELDS,
    check,
  });

  const submit = (values: EmailValues) =>
    // As the schema shapes it (trimmed, lower case), so the dialog names the address the link goes to.
    change.mutate(changeEmailSchema.parse(values), {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          showErrors({ email: t('messages:users.alreadyExists') });
          return;
        }
        const fields = fieldErrors(error);
        if (fields) showErrors(fields);
      },
    });

  if (change.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" icon={<IconMailForward aria-hidden />}>
          {t('changeEmail.sent', { email: change.variables.email, hours: EMAIL_CHANGE_TTL_MINUTES / 60 })}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} ref={closeButton}>
            {t('changeEmail.done')}
          </Button>
        </Group>
      </Stack>
    );
  }

  // A refusal about no field (too many attempts, the server out of reach) shows above the form.
  const otherFailure =
    change.isError &&
    !(change.error instanceof ApiError && change.error.status === 409) &&
    !fieldErrors(change.error);

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirst)}>
      <Stack gap="sm">
        <Text size="sm">{t('changeEmail.intro', { email: currentEmail })}</Text>
        {otherFailure && <RefusalAlert error={change.error} />}
        <TextInput
          label={t('changeEmail.newEmail')}
          withAsterisk
          type="email"
          autoComplete="email"
          maxLength={254}
          data-autofocus
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('changeEmail.currentPassword')}
          description={t('changeEmail.passwordWhy')}
          withAsterisk
          autoComplete="current-password"
          maxLength={200}
          visibilityToggleButtonProps={{ 'aria-label': t('changeEmail.showPassword') }}
          {...form.getInputProps('currentPassword')}
        />
        <DialogActions
          onCancel={onClose}
          saving={change.isPending}
          cancelLabel={t('changeEmail.cancel')}
          submitLabel={t('changeEmail.submit')}
        />
      </Stack>
    </form>
  );
}
