// A range of days for the logs' lists (`desde`, `fins` as YYYY-MM-DD in the address): two date
// fields, typed DD/MM/YYYY or picked in a calendar in the reader's language. A reversed range is
// said in words rather than kept out by the calendar, which would drop a typed day silently. The
// API takes instants, so the days become the start of the first and the end of the last in the viewer's time zone — the
// zone the list's dates are shown in.
import { Group } from '@mantine/core';
import { DayInput } from '#shared/ui/day-input.tsx';
import { useTranslation } from 'react-i18next';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day if the text is a real `YYYY-MM-DD` date, else null (a hand-edited address). */
function dayOf(text: string | undefined): [number, number, number] | null {
  const match = DAY.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? [year, month, day]
    : null;
}

/** A valid day of the address, or '' for none. */
export const validDay = (text: string | undefined): string => (dayOf(text) ? text! : '');

/** True when both days are given and the first comes after the last. */
export function isReversed(desde: string | undefined, fins: string | undefined): boolean {
  const from = validDay(desde);
  const to = validDay(fins);
  return from !== '' && to !== '' && from > to;
}

/** `{desde, fins}` as the API takes them: instants of the start and the end of those days here. */
export function rangeQuery(desde: string | undefined, fins: string | undefined) {
  const from = dayOf(desde);
  const to = dayOf(fins);
  return {
    desde: from ? new Date(from[0], from[1] - 1, from[2]).toISOString() : undefined,
    fins: to ? new Date(to[0], to[1] - 1, to[2], 23, 59, 59, 999).toISOString() : undefined,
  };
}

interface DateRangeFilterProps {
  desde: string;
  fins: string;
  fromLabel: string;
  toLabel: string;
  onChange: (range: { desde?: string; fins?: string }) => void;
}

export function DateRangeFilter({ desde, fins, fromLabel, toLabel, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const reversed = isReversed(desde, fins);
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <DayInput
        label={fromLabel}
        value={validDay(desde) || null}
        onChange={(day) => onChange({ desde: day ?? '' })}
        w={170}
      />
      <DayInput
        label={toLabel}
        value={validDay(fins) || null}
        onChange={(day) => onChange({ fins: day ?? '' })}
        error={reversed ? t('messages:admin.logs.invalidRange') : undefined}
        w={170}
      />
    </Group>
  );
}
