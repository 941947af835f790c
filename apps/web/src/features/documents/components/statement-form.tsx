// An account statement for any range of up to 24 months (the current quarter to start with), as a
// PDF or a CSV. The range is checked by the same schema the server applies.
import { statementQuerySchema } from '@portal/domain/erp-documents';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '#shared/notifications/notify.ts';
import { DayInput } from '#shared/ui/day-input.tsx';
import { downloadStatement } from '../api/documents-api.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of the quarter `today` is in. */
export function currentQuarter(today = new Date()): { desde: string; fins: string } {
  const year = today.getFullYear();
  const first = Math.floor(today.getMonth() / 3) * 3;
  const last = new Date(year, first + 3, 0);
  return { desde: `${year}-${pad(first + 1)}-01`, fins: `${year}-${pad(first + 3)}-${pad(last.getDate())}` };
}

export function StatementForm() {
  const { t } = useTranslation(['translation', 'messages']);
  const [range, setRange] = useState(currentQuarter);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);

  const download = async (format: 'pdf' | 'csv') => {
    const checked = statementQuerySchema.safeParse(range);
    if (!checked.success) {
      setError(t(`messages:${checked.error.issues[0]!.message}` as 'messages:documents.badRange'));
      fromRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(format);
    try {
      await downloadStatement(format, range.desde, range.fins);
    } catch {
      showErrorToast(t('documents.downloadError'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="statement-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="statement-title">
          {t('documents.statement.title')}
        </Title>
        <Text size="sm">{t('documents.statement.intro')}</Text>
        <Group align="flex-end" wrap="wrap">
          <DayInput
            ref={fromRef}
            label={t('documents.statement.from')}
            value={range.desde || null}
            onChange={(day) => setRange({ ...range, desde: day ?? '' })}
            error={error}
          />
          <DayInput
            label={t('documents.statement.to')}
            value={range.fins || null}
            onChange={(day) => setRange({ ...range, fins: day ?? '' })}
          />
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy === 'pdf'}
            onClick={() => void download('pdf')}
          >
            {t('documents.statement.pdf')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy === 'csv'}
            onClick={() => void download('csv')}
          >
            {t('documents.statement.csv')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
