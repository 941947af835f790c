// A member of staff adds a note to a request: the customer reads it on the request's page and in
// a mail. The note is required (checked with the server's schema); a refusal shows on the field,
// with the focus there, or above it.
import { NOTE_MAX_LENGTH, requestNoteSchema, type RequestNote } from '@portal/domain/service-requests';
import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '#shared/forms/schema-errors.ts';
import { RefusalAlert } from '#shared/forms/refusal-alert.tsx';
import { useSchemaForm } from '#shared/forms/use-schema-form.ts';
import { DialogActions } from '#shared/ui/dialog-actions.tsx';
import { FormDialog } from '#shared/ui/form-dialog.tsx';
import { useAddNote } from '../api/add-note.ts';

const FIELDS = ['text'] as const;
const check = (values: RequestNote) => schemaErrors(requestNoteSchema, values);

interface NoteDialogProps {
  numero: string;
  opened: boolean;
  onClose: () => void;
}

export function NoteDialog({ numero, opened, onClose }: NoteDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('serviceRequests.detail.addNoteTitle', { numero })}
    >
      <NoteForm numero={numero} onClose={onClose} />
    </FormDialog>
  );
}

function NoteForm({ numero, onClose }: { numero: string; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddNote();
  const { form, focusFirst, showRefusal, refusalOnFields } = useSchemaForm<RequestNote>({
    name: 'service-request-note',
    initialValues: { text: '' },
    fields: FIELDS,
    check,
  });

  const submit = (values: RequestNote) =>
    add.mutate(
      { numero, note: requestNoteSchema.parse(values) },
      {
        onSuccess: onClose,
        onError: showRefusal,
      },
    );

  const otherFailure = add.isError && !refusalOnFields(add.error);

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirst)}>
      <Stack gap="sm">
        {otherFailure && <RefusalAlert error={add.error} />}
        <Textarea
          label={t('serviceRequests.detail.note')}
          description={t('serviceRequests.detail.noteHint')}
          required
          autosize
          minRows={4}
          maxLength={NOTE_MAX_LENGTH}
          data-autofocus
          {...form.getInputProps('text')}
        />
        <DialogActions
          onCancel={onClose}
          saving={add.isPending}
          cancelLabel={t('serviceRequests.detail.dialogCancel')}
          submitLabel={t('serviceRequests.detail.addNote')}
        />
      </Stack>
    </form>
  );
}
