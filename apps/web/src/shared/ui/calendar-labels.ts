// The names of a date picker's own controls (next and previous month, year, decade; the month and
// year headings that change the level): Mantine leaves them empty, so a screen reader announced a
// bare "button" (axe: button-name, critical). Every DateInput of the app takes them from here.
import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return {
    nextMonth: t('calendar.nextMonth'),
    previousMonth: t('calendar.previousMonth'),
    nextYear: t('calendar.nextYear'),
    previousYear: t('calendar.previousYear'),
    nextDecade: t('calendar.nextDecade'),
    previousDecade: t('calendar.previousDecade'),
    monthLevelControl: t('calendar.monthLevelControl'),
    yearLevelControl: t('calendar.yearLevelControl'),
  };
}
