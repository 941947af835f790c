// Every date field of the portal: a day typed as DD/MM/YYYY (read the European way, which
// Mantine's own parser does not) or picked in a calendar in the reader's language, Monday first,
// styled wherever it is first shown (the styles and the dayjs locales come with this module, not
// with whichever screen happened to load them). The value is the ISO day, as on the wire.
//
// Enter in the field never submits its form: a half-typed date would go with the rest of the form
// unfilled. Escape closes the open calendar, not the dialog around it.
import '@mantine/dates/styles.css';
import 'dayjs/locale/ca';
import 'dayjs/locale/es';
import { isIsoDate } from '@portal/domain/order-body';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from './calendar-labels.ts';

/**
 * What a date field makes of typed text: DD/MM/YYYY (also with `-` or `.`) or ISO. Mantine's own
 * parser reads `05/06/2030` the American way, as 6 May, and clears `14/12/2026`.
 */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  if (isIsoDate(trimmed)) return trimmed;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

export type DayInputProps = Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'ariaLabels'> & {
  ref?: Ref<HTMLInputElement>;
};

export function DayInput({ popoverProps, onKeyDown, placeholder, ...props }: DayInputProps) {
  const { t, i18n } = useTranslation();
  const ariaLabels = useCalendarLabels();
  const [open, setOpen] = useState(false);
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
    onKeyDown?.(event);
  };
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <DateInput
        ariaLabels={ariaLabels}
        valueFormat="DD/MM/YYYY"
        dateParser={parseDay}
        placeholder={placeholder ?? t('calendar.dayPlaceholder')}
        leftSection={<IconCalendar size={18} aria-hidden />}
        // Emptied by deleting the text: no clear button, which Mantine leaves without a name.
        allowDeselect
        onKeyDown={keyDown}
        popoverProps={{
          withinPortal: true,
          ...popoverProps,
          onOpen: () => {
            setOpen(true);
            popoverProps?.onOpen?.();
          },
          onClose: () => {
            setOpen(false);
            popoverProps?.onClose?.();
          },
        }}
        // Mantine's modals skip a key pressed on an element marked so, as its own selects do.
        data-mantine-stop-propagation={open ? 'true' : undefined}
        {...props}
      />
    </DatesProvider>
  );
}
