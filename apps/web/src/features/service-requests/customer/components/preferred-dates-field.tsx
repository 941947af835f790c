// Up to three days that suit the customer, from today on: one date field per day (typed as
// DD/MM/YYYY or picked in the calendar), a row added or removed with its own button.
import { ActionIcon, Button, Fieldset, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_PREFERRED_DATES, type RequestFormValues } from '../hooks/use-request-form.ts';
import { DayInput } from '#shared/ui/day-input.tsx';
import { today } from '../request-days.ts';

export function PreferredDatesField<V extends RequestFormValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const rows = form.values.datesPreferides;
  // The form is typed by its own values; these three calls only touch the rows every kind has.
  const rowsForm = form as unknown as UseFormReturnType<RequestFormValues>;

  return (
    <Fieldset legend={t('serviceRequests.form.preferredDates')} variant="unstyled">
      <Stack gap="xs">
        {rows.map((_, row) => (
          <DayInput
            key={row}
            label={t('serviceRequests.form.preferredDate', { n: row + 1 })}
            description={row === 0 ? t('serviceRequests.form.preferredDatesHint') : undefined}
            withAsterisk={row === 0}
            minDate={today()}
            // The row's remove button sits beside the box itself, level with it whatever the
            // label above or the error below.
            inputContainer={(input) =>
              rows.length > 1 ? (
                <Group gap="xs" wrap="nowrap">
                  <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('serviceRequests.form.removeDate', { n: row + 1 })}
                    onClick={() => rowsForm.removeListItem('datesPreferides', row)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              ) : (
                input
              )
            }
            {...rowsForm.getInputProps(`datesPreferides.${row}`)}
          />
        ))}
        {rows.length < MAX_PREFERRED_DATES && (
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => rowsForm.insertListItem('datesPreferides', null)}
            >
              {t('serviceRequests.form.addDate')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
