// The names of a date picker's own arrow controls (next and previous month, year, decade): Mantine
// leaves them empty, so a screen reader announced a bare "button" (axe: button-name, critical).
// The month and year headings that change the level keep their visible text as their name
// (WCAG 2.5.3: a speech user says "desembre 2026"). Every DateInput of the app takes them from here.
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
  };
}
