// The schedule of incremental runs: minutes between them (0 turns it off, at most a day), saved
// with PUT; when the next one is due. A value out of range is refused on the field before
// anything is sent, a refusal of the server is shown on the field too, and the focus goes there.
// Without the permission to change it the value is shown, read-only.
import { SYNC_SCHEDULE_MAX_MINUTES, syncScheduleSchema } from '@portal/domain/erp-sync';
import { formatDateTime } from '@portal/domain/format';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/envelope.ts';
import { useSaveSchedule, type SyncProgramme } from '../api/save-schedule.ts';

interface SyncScheduleProps {
  programacio: SyncProgramme;
  canSave: boolean;
}

interface ScheduleValues {
  minuts: number | string;
}

export function SyncSchedule({ programacio, canSave }: SyncScheduleProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const save = useSaveSchedule();
  const form = useForm<ScheduleValues>({
    mode: 'controlled',
    initialValues: { minuts: programacio.minuts },
    validate: {
      minuts: (value) => {
        if (value === '' || value === null) return t('messages:validation.required');
        return syncScheduleSchema.safeParse({ minuts: value }).success
          ? null
          : t('messages:validation.range', { min: 0, max: SYNC_SCHEDULE_MAX_MINUTES });
      },
    },
  });

  const focusField = () => form.getInputNode('minuts')?.focus();
  const submit = (values: ScheduleValues) => {
    save.mutate(
      { minuts: Number(values.minuts) },
      {
        onSuccess: (saved) => form.resetDirty({ minuts: saved.minuts }),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          const message = fields?.minuts ?? (fields ? Object.values(fields)[0] : undefined);
          if (message) {
            form.setFieldError('minuts', message);
            focusField();
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusField)}>
      <Stack gap="xs">
        <Text size="sm">
          {programacio.minuts === 0
            ? t('admin.sync.schedule.off')
            : t('admin.sync.schedule.every', { minutes: programacio.minuts })}
          {programacio.propera &&
            ` ${t('admin.sync.schedule.next', { time: formatDateTime(programacio.propera) })}`}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label={t('admin.sync.schedule.minutes')}
            description={t('admin.sync.schedule.description')}
            min={0}
            max={SYNC_SCHEDULE_MAX_MINUTES}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            readOnly={!canSave}
            w={{ base: '100%', xs: 320 }}
            {...form.getInputProps('minuts')}
          />
          {canSave && (
            <Button type="submit" loading={save.isPending} mt={{ base: 0, xs: 46 }}>
              {t('admin.sync.schedule.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
