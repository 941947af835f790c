// Set a new password for a user (`PUT /usuaris` with the user as it is and the new password):
// the spec §5 rules, and the server ends the user's open sessions.
import type { AdminUser } from '@portal/domain/admin-users';
import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { focusFirstError as revealFirstError } from '#shared/forms/schema-errors.ts';
import { fieldErrorsOf } from '../../api/envelope.ts';
import { DialogActions } from '#shared/ui/dialog-actions.tsx';
import { unchangedBody, useSaveUser } from '../api/save-user.ts';
import { validateNewPassword } from '../user-form-values.ts';

const FORM_NAME = 'user-password-form';
const FIELDS = ['password', 'confirmPassword'] as const;

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

interface PasswordDialogProps {
  opened: boolean;
  user: AdminUser | null;
  onClose: () => void;
}

export function PasswordDialog({ opened, user, onClose }: PasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened && user !== null}
      onClose={onClose}
      title={t('admin.users.passwordTitle', { username: user?.username ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {user && <PasswordForm user={user} onClose={onClose} />}
    </Modal>
  );
}

function PasswordForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveUser();
  const form = useForm<PasswordValues>({
    name: FORM_NAME,
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => validateNewPassword(values.password, values.confirmPassword),
  });

  const focusFirstError = (errors: Record<string, unknown>) =>
    requestAnimationFrame(() => revealFirstError(errors, FIELDS, (field) => form.getInputNode(field)));

  const submit = (values: PasswordValues) =>
    save.mutate(
      { ...unchangedBody(user), password: values.password, confirmPassword: values.confirmPassword },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fields = fieldErrorsOf(error) ?? {};
          const errors = Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]]));
          form.setErrors(errors);
          focusFirstError(errors);
        },
      },
    );

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="sm">
        <Text size="sm">{t('admin.users.passwordSessionsEnd', { username: user.username })}</Text>
        <PasswordInput
          label={t('admin.users.fields.newPassword')}
          description={t('admin.users.passwordHint')}
          withAsterisk
          autoComplete="new-password"
          maxLength={200}
          data-autofocus
          visibilityToggleButtonProps={{ 'aria-label': t('admin.users.showPassword') }}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('admin.users.fields.confirmPassword')}
          withAsterisk
          autoComplete="new-password"
          maxLength={200}
          visibilityToggleButtonProps={{ 'aria-label': t('admin.users.showPassword') }}
          {...form.getInputProps('confirmPassword')}
        />
        <DialogActions
          onCancel={onClose}
          saving={save.isPending}
          cancelLabel={t('admin.common.cancel')}
          submitLabel={t('admin.users.setPassword')}
        />
      </Stack>
    </form>
  );
}
