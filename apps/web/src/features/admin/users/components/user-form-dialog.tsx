// Create or edit a user (spec §3 user admin form): user name, e-mail, contact name, password and
// its confirmation (on edit an empty password keeps the current one), language, roles and the
// customer the login belongs to. Checked with the server's own schema before sending; a refusal
// shows on the fields it names — "user already exists" on the user name and e-mail — and the
// focus moves to the first field in error.
import type { AdminUser } from '@portal/domain/admin-users';
import { LANGUAGE_NAMES, LANGUAGES } from '@portal/domain/languages';
import { MultiSelect, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/api-error.ts';
import { focusFirstError as revealFirstError } from '#shared/forms/schema-errors.ts';
import { FormDialog } from '#shared/ui/form-dialog.tsx';
import { fieldErrorsOf } from '../../api/envelope.ts';
import { DialogActions } from '#shared/ui/dialog-actions.tsx';
import { useRoleOptions } from '../api/fetch-role-options.ts';
import { useSaveUser } from '../api/save-user.ts';
import {
  initialValues,
  toBody,
  USER_FIELDS,
  validateUser,
  type UserFormErrors,
  type UserFormValues,
} from '../user-form-values.ts';
import { roleLabel } from './role-label.ts';
import { CustomerSelect } from './customer-select.tsx';

const FORM_NAME = 'user-form';

interface UserFormDialogProps {
  opened: boolean;
  /** The user being edited; null creates one. */
  user: AdminUser | null;
  onClose: () => void;
}

export function UserFormDialog({ opened, user, onClose }: UserFormDialogProps) {
  const { t } = useTranslation();
  const title = user ? t('admin.users.editTitle', { username: user.username }) : t('admin.users.createTitle');
  // The form lives inside the modal's content, which is mounted only while the dialog is open:
  // each opening starts from the user as it now is, and closing gives the focus back.
  return (
    <FormDialog opened={opened} onClose={onClose} title={title} size="lg">
      <UserForm user={user} onClose={onClose} />
    </FormDialog>
  );
}

function UserForm({ user, onClose }: Omit<UserFormDialogProps, 'opened'>) {
  const { t } = useTranslation(['translation', 'messages']);
  const roles = useRoleOptions();
  const save = useSaveUser();
  const idUsuari = user?.idUsuari ?? null;

  const form = useForm<UserFormValues>({
    name: FORM_NAME,
    mode: 'controlled',
    initialValues: initialValues(user),
    validate: (values) => validateUser(values, idUsuari),
  });

  // After React has drawn the messages, so the field is announced with its error.
  const focusFirstError = (errors: UserFormErrors) =>
    requestAnimationFrame(() => revealFirstError(errors, USER_FIELDS, (field) => form.getInputNode(field)));

  const showServerErrors = (error: unknown) => {
    const fields = fieldErrorsOf(error) as UserFormErrors | null;
    let errors: UserFormErrors = {};
    if (fields) errors = Object.fromEntries(USER_FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]]));
    else if (error instanceof ApiError && error.status === 409) {
      // The server does not say which of the two clashed: both are unique.
      const text = t('messages:users.alreadyExists');
      errors = { username: text, email: text };
    } else if (error instanceof ApiError && error.body?.missatge === 'admin.users.unknownCustomer') {
      errors = { codigoCliente: t('messages:admin.users.unknownCustomer') };
    }
    form.setErrors(errors);
    focusFirstError(errors);
  };

  const submit = (values: UserFormValues) =>
    save.mutate(toBody(values, idUsuari), { onSuccess: onClose, onError: showServerErrors });

  const roleData = (roles.data ?? []).map((role) => ({
    value: String(role.idRol),
    label: roleLabel(role.nom),
  }));
  // A role the list no longer has still shows by name until the form is saved.
  for (const role of user?.roles ?? [])
    if (!roleData.some((option) => option.value === String(role.idRol)))
      roleData.push({ value: String(role.idRol), label: roleLabel(role.nom) });

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('admin.users.fields.username')}
            withAsterisk
            maxLength={100}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('username')}
          />
          <TextInput
            label={t('admin.users.fields.email')}
            withAsterisk
            type="email"
            maxLength={254}
            autoComplete="off"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <TextInput
          label={t('admin.users.fields.contactName')}
          maxLength={100}
          autoComplete="off"
          {...form.getInputProps('nomContacte')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PasswordInput
            label={user ? t('admin.users.fields.newPassword') : t('admin.users.fields.password')}
            description={user ? t('admin.users.passwordKeepHint') : t('admin.users.passwordHint')}
            withAsterisk={!user}
            autoComplete="new-password"
            maxLength={200}
            visibilityToggleButtonProps={{ 'aria-label': t('admin.users.showPassword') }}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('admin.users.fields.confirmPassword')}
            withAsterisk={!user}
            autoComplete="new-password"
            maxLength={200}
            visibilityToggleButtonProps={{ 'aria-label': t('admin.users.showPassword') }}
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('admin.users.fields.language')}
            withAsterisk
            allowDeselect={false}
            data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('idioma')}
          />
          <MultiSelect
            label={t('admin.users.fields.roles')}
            placeholder={form.values.roles.length === 0 ? t('admin.users.noRoles') : undefined}
            data={roleData}
            disabled={roles.isPending}
            comboboxProps={{ withinPortal: true }}
            hidePickedOptions
            {...form.getInputProps('roles')}
          />
        </SimpleGrid>
        <CustomerSelect
          current={
            user?.codigoCliente ? { codigo: user.codigoCliente, razonSocial: user.razonSocial ?? '' } : null
          }
          {...form.getInputProps('codigoCliente')}
        />
        <DialogActions
          onCancel={onClose}
          saving={save.isPending}
          cancelLabel={t('admin.common.cancel')}
          submitLabel={t('admin.common.save')}
        />
      </Stack>
    </form>
  );
}
