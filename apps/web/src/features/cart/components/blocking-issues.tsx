// Why the cart cannot be ordered as it is (the server's `blocking`: minimum total, a line's
// lote…). Shown as an alert; `announce` makes it one screen readers read out when "next" is refused.
import type { Issue } from '@portal/domain/ordering-api';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function BlockingIssues({
  issues,
  announce = false,
}: {
  issues: readonly Issue[];
  announce?: boolean;
}) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  const texts = [...new Set(issues.map((issue) => issue.error_description))];
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('ordering.totals.blockingTitle')}
      icon={<IconAlertTriangle aria-hidden />}
      // Mantine makes every Alert a live `alert`; a standing notice is only a note.
      role={announce ? 'alert' : 'note'}
    >
      <List size="sm" spacing={2}>
        {texts.map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
