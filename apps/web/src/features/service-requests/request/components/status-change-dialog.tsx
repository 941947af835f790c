// A member of staff moves a request on: the dialog names the move ("from Received to Accepted"),
// asks the scheduled date when accepting and the reason when rejecting (both required, both read
// by the customer), and takes an optional note with any move. Checked with the server's schema
// before anything is sent; a refusal shows on its field (with the focus there) or above the form.
// Mantine's Modal traps the focus inside and makes the page behind it inert.
import {
  NOTE_MAX_LENGTH,
  REJECTION_REASON_MAX_LENGTH,
  statusChangeSchema,
  type ServiceRequestDetail,
  type StatusChange,
} from '@portal/domain/service-requests';
import { Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '#shared/forms/schema-errors.ts';
import { RefusalAlert } from '#shared/forms/refusal-alert.tsx';
import { useSchemaForm } from '#shared/forms/use-schema-form.ts';
import { DialogActions } from '#shared/ui/dialog-actions.tsx';
import { FormDialog } from '#shared/ui/form-dialog.tsx';
import { useChangeStatus } from '../api/change-status.ts';
import { DayInput } from '#shared/ui/day-input.tsx';
import { today } from '../../customer/request-days.ts';

/** The statuses staff move a request to: the `estat` of each shape of the status change. */
export type StaffMove = StatusChange['estat'];
export const STAFF_MOVES: readonly StaffMove[] = statusChangeSchema.options.map(
  (option) => option.shape.estat.value,
);

export const isStaffMove = (status: string): status is StaffMove =>
  (STAFF_MOVES as readonly string[]).includes(status);

interface MoveValues extends Record<string, unknown> {
  dataPrevista: string;
  motiu: string;
  nota: string;
}
const FIELDS = ['dataPrevista', 'motiu', 'nota'] as const;
const EMPTY: MoveValues = { dataPrevista: '', motiu: '', nota: '' };

/** The body of the move: only the fields its shape has; a blank note is no note. */
function changeOf(estat: StaffMove, values: MoveValues): unknown {
  const nota = values.nota.trim() === '' ? undefined : values.nota;
  if (estat === 'accepted') return { estat, dataPrevista: values.dataPrevista || undefined, nota };
  if (estat === 'rejected') return { estat, motiu: values.motiu, nota };
  return { estat, nota };
}

interface StatusChangeDialogProps {
  request: ServiceRequestDetail;
  /** The move chosen, or null while the dialog is closed. */
  move: StaffMove | null;
  onClose: () => void;
}

export function StatusChangeDialog({ request, move, onClose }: StatusChangeDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={move !== null}
      onClose={onClose}
      title={move ? t(`serviceRequests.detail.move.${move}`) : ''}
    >
      {/* Mounted only while open: each opening starts empty. */}
      {move && <StatusChangeForm request={request} move={move} onClose={onClose} />}
    </FormDialog>
  );
}

function StatusChangeForm({
  request,
  move,
  onClose,
}: {
  request: ServiceRequestDetail;
  move: StaffMove;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'messages']);
  const change = useChangeStatus();
  const { form, focusFirst, showRefusal, refusalOnFields } = useSchemaForm<MoveValues>({
    name: 'service-request-status',
    initialValues: EMPTY,
    fields: FIELDS,
    check: (values) => schemaErrors(statusChangeSchema, changeOf(move, values)),
  });

  const submit = (values: MoveValues) =>
    change.mutate(
      { numero: request.numero, change: statusChangeSchema.parse(changeOf(move, values)) },
      {
        onSuccess: onClose,
        onError: showRefusal,
      },
    );

  const otherFailure = change.isError && !refusalOnFields(change.error);

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirst)}>
      <Stack gap="sm">
        {/* Accepting, the dialog opens on what it does: focused, the date field would open its
            calendar over the form by itself. */}
        <Text size="sm" tabIndex={-1} data-autofocus={move === 'accepted' ? true : undefined}>
          {t('serviceRequests.detail.moveText', {
            numero: request.numero,
            from: t(`messages:serviceRequests.status.${request.estat}`),
            to: t(`messages:serviceRequests.status.${move}`),
          })}
        </Text>
        {otherFailure && <RefusalAlert error={change.error} />}
        {move === 'accepted' && (
          <DayInput
            label={t('serviceRequests.detail.scheduledDate')}
            description={t('serviceRequests.detail.scheduledDateHint')}
            required
            minDate={today()}
            {...form.getInputProps('dataPrevista')}
          />
        )}
        {move === 'rejected' && (
          <Textarea
            label={t('serviceRequests.detail.rejectionReason')}
            description={t('serviceRequests.detail.rejectionReasonHint')}
            required
            autosize
            minRows={3}
            maxLength={REJECTION_REASON_MAX_LENGTH}
            data-autofocus
            {...form.getInputProps('motiu')}
          />
        )}
        <Textarea
          label={t('serviceRequests.detail.noteOptional')}
          description={t('serviceRequests.detail.noteHint')}
          autosize
          minRows={3}
          maxLength={NOTE_MAX_LENGTH}
          data-autofocus={move !== 'accepted' && move !== 'rejected' ? true : undefined}
          {...form.getInputProps('nota')}
        />
        <DialogActions
          onCancel={onClose}
          saving={change.isPending}
          cancelLabel={t('serviceRequests.detail.dialogCancel')}
          submitLabel={t('serviceRequests.detail.saveMove')}
        />
      </Stack>
    </form>
  );
}
