// Up to three days that suit the customer, from today on: one date field per day (typed as
// DD/MM/YYYY or picked in the calendar), a row added or removed with its own button.
import '@mantine/dates/styles.css';
import 'dayjs/locale/ca';
import 'dayjs/locale/es';
import { ActionIcon, Button, Fieldset, Group, Stack } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useCalendarLabels } from '#shared/ui/calendar-labels.ts';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_PREFERRED_DATES, type RequestFormValues } from '../hooks/use-request-form.ts';
import { parseDay, today } from '../request-days.ts';

export function PreferredDatesField<V extends RequestFormValues>({ form }: { form: UseFormReturnType<V> }) {
  const calendarLabels = useCalendarLabels();
  const { t, i18n } = useTranslation();
  const rows = form.values.datesPreferides;
  // The form is typed by its own values; these three calls only touch the rows every kind has.
  const rowsForm = form as unknown as UseFormReturnType<RequestFormValues>;

  return (
    <Fieldset legend={t('serviceRequests.form.preferredDates')} variant="unstyled">
      <Stack gap="xs">
        <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
          {rows.map((_, row) => (
            <DateInput
              ariaLabels={calendarLabels}
              key={row}
              label={t('serviceRequests.form.preferredDate', { n: row + 1 })}
              description={row === 0 ? t('serviceRequests.form.preferredDatesHint') : undefined}
              withAsterisk={row === 0}
              placeholder={t('serviceRequests.form.datePlaceholder')}
              valueFormat="DD/MM/YYYY"
              dateParser={parseDay}
              minDate={today()}
              // Emptied by deleting the text: no clear button, which Mantine leaves without a name.
              allowDeselect
              leftSection={<IconCalendar size={18} aria-hidden />}
              popoverProps={{ withinPortal: true }}
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
        </DatesProvider>
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
