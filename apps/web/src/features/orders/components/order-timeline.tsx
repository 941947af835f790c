// An order's steps, oldest first (packages/domain erp-documents-rules.ts): placed, sent to the ERP,
// accepted, each part shipped and delivered, invoiced; or where it ended.
import type { TimelineStep } from '@portal/domain/erp-documents-rules';
import { formatDate, formatDateTime } from '@portal/domain/format';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  const { t } = useTranslation();
  const label = (step: TimelineStep): string => {
    switch (step.kind) {
      case 'shipped':
        return t('ordering.orderPage.timeline.shipped', { part: step.part, carrier: step.carrier });
      case 'delivered':
        return t('ordering.orderPage.timeline.delivered', { part: step.part });
      case 'invoiced':
        return t('ordering.orderPage.timeline.invoiced', { numero: step.numero });
      default:
        return t(`ordering.orderPage.timeline.${step.kind}`);
    }
  };
  const when = (step: TimelineStep) =>
    step.at === null ? null : step.at.length === 10 ? formatDate(step.at) : formatDateTime(step.at);
  return (
    <Timeline
      active={steps.length - 1}
      bulletSize={16}
      lineWidth={2}
      aria-label={t('ordering.orderPage.timeline.title')}
    >
      {steps.map((step, index) => (
        <Timeline.Item key={`${step.kind}-${index}`} title={label(step)}>
          {when(step) && (
            <Text size="sm" c="dimmed">
              {when(step)}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
