// Change one's own password (spec §5 rules and messages): the current password, the new one and
// its confirmation, checked with the server's schema before anything is sent. The server ends
// every session of the user, this one too, so on success the session ends here as well and the
// login screen says "password changed, log in again". A wrong current password shows on its field.
import { changePasswordSchema, type ChangePassword } from '@portal/domain/accounts';
import { PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { schemaErrors } from '#shared/forms/schema-errors.ts';
import { endSession } from '#shared/session/end-session.ts';
import { setLoginNotice } from '#shared/session/login-notice.ts';
import { RefusalAlert } from '#shared/forms/refusal-alert.tsx';
import { useSchemaForm } from '#shared/forms/use-schema-form.ts';
import { DialogActions } from '#shared/ui/dialog-actions.tsx';
import { FormDialog } from '#shared/ui/form-dialog.tsx';
import { useChangePassword } from '../api/change-password.ts';

type PasswordValues = ChangePassword;
const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const EMPTY: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };
const FIELD_OF_KEY = { 'accounts.currentPasswordWrong': 'currentPassword' } as const;
const check = (values: PasswordValues) => schemaErrors(changePasswordSchema, values);

interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  // The form lives in the modal's content, mounted only while it is open: each opening starts empty.
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('changeOwnPassword.title')}>
      <ChangePasswordForm onClose={onClose} />
    </FormDialog>
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const { form, focusFirst, showRefusal, refusalOnFields } = useSchemaForm<PasswordValues>({
    name: 'change-own-password',
    initialValues: EMPTY,
    fields: FIELDS,
    check,
    fieldOfKey: FIELD_OF_KEY,
  });

  const submit = (values: PasswordValues) =>
    change.mutate(
      {
        currentPassword: values.currentPassword,
        password: values.password,
        confirmPassword: values.confirmPassword,
      },
      {
        onSuccess: () => {
          // The server has already ended every session of this user; this one ends here too.
          setLoginNotice('users.passwordChanged');
          void endSession();
          queryClient.clear();
          void navigate('/login', { replace: true });
        },
        onError: showRefusal,
      },
    );

  // A refusal about no field (too many attempts, the server out of reach) shows above the form.
  const otherFailure = change.isError && !refusalOnFields(change.error);
  const toggle = { 'aria-label': t('changeOwnPassword.showPassword') };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirst)}>
      <Stack gap="sm">
        <Text size="sm">{t('changeOwnPassword.intro')}</Text>
        {otherFailure && <RefusalAlert error={change.error} />}
        <PasswordInput
          label={t('changeOwnPassword.currentPassword')}
          withAsterisk
          autoComplete="current-password"
          maxLength={200}
          data-autofocus
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('changeOwnPassword.newPassword')}
          description={t('changeOwnPassword.rule')}
          withAsterisk
          autoComplete="new-password"
          maxLength={200}
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('changeOwnPassword.confirmPassword')}
          withAsterisk
          autoComplete="new-password"
          maxLength={200}
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('confirmPassword')}
        />
        <DialogActions
          onCancel={onClose}
          saving={change.isPending}
          cancelLabel={t('changeOwnPassword.cancel')}
          submitLabel={t('changeOwnPassword.submit')}
        />
      </Stack>
    </form>
  );
}
