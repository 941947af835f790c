// The customer's credit as the ERP last judged it: limit, used, available and overdue.
import { formatEuros, formatDateTime } from '@portal/domain/format';
import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCredit } from '../api/documents-api.ts';

export function CreditSummary() {
  const { t } = useTranslation();
  const credit = useCredit();
  if (!credit.isSuccess || credit.data.credit === null) return null;
  const { limit, used, available, overdue, updatedAt } = credit.data.credit;
  const figure = (label: string, value: number) => (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{formatEuros(value)}</Text>
    </Stack>
  );
  return (
    <Card withBorder component="section" aria-labelledby="credit-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="credit-title">
          {t('documents.credit.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {figure(t('documents.credit.limit'), limit)}
          {figure(t('documents.credit.used'), used)}
          {figure(t('documents.credit.available'), available)}
          {figure(t('documents.credit.overdue'), overdue)}
        </SimpleGrid>
        {overdue > 0 && (
          <Alert color="red" variant="light">
            {t('documents.credit.overdueNotice', { amount: formatEuros(overdue) })}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t('documents.credit.asOf', { when: formatDateTime(updatedAt) })}
        </Text>
      </Stack>
    </Card>
  );
}
