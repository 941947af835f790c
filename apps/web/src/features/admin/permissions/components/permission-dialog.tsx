// Create or edit a permission: its endpoint (`METHOD /path` as the route declares it), its
// description and its screen. Checked by the domain schema the server uses, with the server's
// messages; the server's own field errors and a taken endpoint land on the field too, and the
// focus goes to the first field in error.
import type { Permission } from '@portal/domain/access';
import { createPermissionSchema } from '@portal/domain/admin-permissions';
import type { AdminScreen } from '@portal/domain/admin-screens';
import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/api-error.ts';
import { screenLabel } from '#shared/i18n/screen-label.ts';
import { translateMessageKey } from '#shared/i18n/i18n.ts';
import { FormDialog } from '#shared/ui/form-dialog.tsx';
import { fieldErrorsOf } from '../../api/envelope.ts';
import { DialogActions } from '#shared/ui/dialog-actions.tsx';
import { useSavePermission } from '../api/save-permission.ts';
import { focusFirstError, schemaErrors } from '#shared/forms/schema-errors.ts';

interface PermissionFields {
  endPoint: string;
  descripcio: string;
  /** The screen's id as the select holds it, or NO_SCREEN. */
  idPantalla: string;
}

const FIELD_ORDER = ['endPoint', 'descripcio', 'idPantalla'] as const;
/** "No screen" is an option of its own (Mantine's clear button is hidden from the keyboard). */
const NO_SCREEN = 'none';

function bodyOf(values: PermissionFields) {
  return {
    endPoint: values.endPoint,
    descripcio: values.descripcio,
    idPantalla: values.idPantalla === NO_SCREEN ? null : Number(values.idPantalla),
  };
}

interface PermissionDialogProps {
  opened: boolean;
  /** The permission to edit; null creates one. */
  permission: Permission | null;
  screens: readonly AdminScreen[];
  onClose: () => void;
}

export function PermissionDialog({ opened, permission, screens, onClose }: PermissionDialogProps) {
  const { t } = useTranslation();
  const save = useSavePermission();
  const form = useForm<PermissionFields>({
    mode: 'controlled',
    initialValues: {
      endPoint: permission?.endPoint ?? '',
      descripcio: permission?.descripcio ?? '',
      idPantalla: permission?.idPantalla ? String(permission.idPantalla) : NO_SCREEN,
    },
    validate: (values) => schemaErrors(createPermissionSchema, bodyOf(values)),
  });
  const focusErrors = (errors: Record<string, unknown>) =>
    focusFirstError(errors, FIELD_ORDER, (field) => form.getInputNode(field));

  const submit = (values: PermissionFields) => {
    const body = createPermissionSchema.parse(bodyOf(values));
    save.mutate(permission ? { idPermis: permission.idPermis, ...body } : body, {
      onSuccess: onClose,
      onError: (error) => {
        const errors: Record<string, string> = {};
        for (const [field, text] of Object.entries(fieldErrorsOf(error) ?? {}))
          if ((FIELD_ORDER as readonly string[]).includes(field)) errors[field] = text;
        if (error instanceof ApiError && error.body?.missatge === 'admin.permissions.alreadyExists')
          errors.endPoint = translateMessageKey(error.body.missatge) ?? error.description ?? '';
        form.setErrors(errors);
        focusErrors(errors);
      },
    });
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={
        permission
          ? t('admin.permissions.editTitle', { endPoint: permission.endPoint })
          : t('admin.permissions.createTitle')
      }
      size="lg"
    >
      <form noValidate onSubmit={form.onSubmit(submit, focusErrors)}>
        <Stack gap="sm">
          <TextInput
            label={t('admin.permissions.endPoint')}
            description={t('admin.permissions.endPointHint')}
            withAsterisk
            maxLength={120}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            {...form.getInputProps('endPoint')}
          />
          <TextInput
            label={t('admin.permissions.descripcio')}
            maxLength={200}
            autoComplete="off"
            {...form.getInputProps('descripcio')}
          />
          <Select
            label={t('admin.permissions.screen')}
            searchable
            allowDeselect={false}
            data={[
              { value: NO_SCREEN, label: t('admin.permissions.noScreen') },
              ...screens.map((screen) => ({
                value: String(screen.idPantalla),
                label: `${screenLabel(screen.name)} (${screen.url})`,
              })),
            ]}
            nothingFoundMessage={t('admin.common.empty')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('idPantalla')}
          />
          <DialogActions
            onCancel={onClose}
            saving={save.isPending}
            cancelLabel={t('admin.common.cancel')}
            submitLabel={t('admin.common.save')}
          />
        </Stack>
      </form>
    </FormDialog>
  );
}
