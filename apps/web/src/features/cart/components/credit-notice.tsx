// The customer's available credit on the summary step, and what placing this order will do when
// it is over that credit or invoices are overdue (the rule the server applies: credit-policy.ts).
import { creditIssue, judgeCredit } from '@portal/domain/credit-policy';
import { formatEuros } from '@portal/domain/format';
import type { OrderTotals } from '@portal/domain/ordering-api';
import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCheckoutCredit } from '../api/fetch-credit.ts';

export function CreditNotice({ totals }: { totals: OrderTotals }) {
  const { t } = useTranslation(['translation', 'messages']);
  // The credit belongs to the documents' screen, not to this one's stored actions: it is asked for,
  // and a role the company administrator keeps from it is answered 403, which shows nothing.
  const answer = useCheckoutCredit();
  const credit = answer.data?.credit;
  if (!answer.data || !credit || answer.data.policy === 'off') return null;
  const verdict = judgeCredit(totals.total, credit, answer.data.policy);
  return (
    <section aria-label={t('ordering.summary.credit')}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('ordering.summary.availableCredit')}</Text>
        <Text size="sm" fw={600}>
          {formatEuros(credit.available)}
        </Text>
      </Group>
      {verdict.verdict !== 'ok' && (
        <Alert
          mt="xs"
          color={verdict.verdict === 'block' ? 'red' : 'yellow'}
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t(
            verdict.verdict === 'block' ? 'ordering.summary.creditBlocks' : 'ordering.summary.creditWarns',
          )}
        >
          {t(`messages:${creditIssue(verdict).key}`, creditIssue(verdict).params)}
        </Alert>
      )}
    </section>
  );
}
