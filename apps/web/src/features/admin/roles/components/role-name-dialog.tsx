// Create a role or rename one: only its name (unique whatever the case, checked by the server).
// Checked first by the domain schema the server uses; a taken name shows on the field.
import type { AdminRole } from '@portal/domain/admin-roles';
import { createRoleSchema } from '@portal/domain/admin-roles';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/api-error.ts';
import { translateMessageKey } from '#shared/i18n/i18n.ts';
import { fieldErrorsOf } from '../../api/envelope.ts';
import { DialogActions } from '#shared/ui/dialog-actions.tsx';
import { focusFirstError, schemaErrors } from '#shared/forms/schema-errors.ts';
import { useSaveRole } from '../api/save-role.ts';

const FIELD_ORDER = ['nom'] as const;

interface RoleNameDialogProps {
  opened: boolean;
  /** The role to rename; null creates one. */
  role: AdminRole | null;
  onClose: () => void;
  onSaved: (role: AdminRole) => void;
}

export function RoleNameDialog({ opened, role, onClose, onSaved }: RoleNameDialogProps) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const form = useForm<{ nom: string }>({
    mode: 'controlled',
    initialValues: { nom: role?.nom ?? '' },
    validate: (values) => schemaErrors(createRoleSchema, values),
  });
  const focusErrors = (errors: Record<string, unknown>) =>
    focusFirstError(errors, FIELD_ORDER, (field) => form.getInputNode(field));

  const submit = (values: { nom: string }) => {
    const { nom } = createRoleSchema.parse(values);
    save.mutate(
      { idRol: role?.idRol, nom },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          onClose();
        },
        onError: (error) => {
          const nomError =
            fieldErrorsOf(error)?.nom ??
            (error instanceof ApiError && error.body?.missatge === 'admin.roles.alreadyExists'
              ? (translateMessageKey(error.body.missatge) ?? error.description)
              : null);
          if (nomError) {
            form.setErrors({ nom: nomError });
            focusErrors({ nom: nomError });
          }
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={role ? t('admin.roles.renameTitle', { name: role.nom }) : t('admin.roles.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={form.onSubmit(submit, focusErrors)}>
        <Stack gap="sm">
          <TextInput
            label={t('admin.roles.name')}
            withAsterisk
            maxLength={50}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('nom')}
          />
          <DialogActions
            onCancel={onClose}
            saving={save.isPending}
            cancelLabel={t('admin.common.cancel')}
            submitLabel={t('admin.common.save')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
