// The ERP link at a glance: whether the ERP answers, and the outbox's counts (waiting, being sent,
// failed, sent in the last 24 hours), each a card; on a phone they stack.
import type { ErpHealth, OutboxCounts } from '@portal/domain/erp-link';
import { formatDateTime } from '@portal/domain/format';
import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Card({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

function Count({ value }: { value: number }) {
  return (
    // A figure, not a paragraph: a big bold one would read as a heading (axe's p-as-heading).
    <Text component="div" fz={28} fw={700} lh={1.1}>
      {value}
    </Text>
  );
}

export function ErpHealthBadge({ health }: { health: ErpHealth }) {
  const { t } = useTranslation();
  const [color, label] =
    health.estat === 'up'
      ? ['green', t('admin.erpLink.health.up')]
      : health.estat === 'down'
        ? ['red', t('admin.erpLink.health.down')]
        : ['gray', t('admin.erpLink.health.unconfigured')];
  return (
    <Badge color={color} variant="dot" size="lg" tt="none" styles={{ root: { maxWidth: 'none' } }}>
      {label}
    </Badge>
  );
}

export function OutboxSummary({ counts, erp }: { counts: OutboxCounts; erp: ErpHealth }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      component="ul"
      aria-label={t('admin.erpLink.summary')}
      cols={{ base: 1, xs: 2, md: 5 }}
      spacing="sm"
      p={0}
      m={0}
    >
      <Card label={t('admin.erpLink.health.title')}>
        <div>
          <ErpHealthBadge health={erp} />
        </div>
        {erp.latenciaMs !== null && (
          <Text size="sm">{t('admin.erpLink.health.latency', { ms: erp.latenciaMs })}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t('admin.erpLink.health.checkedAt', { time: formatDateTime(erp.comprovat) })}
        </Text>
        {erp.error && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('admin.erpLink.health.reason', { reason: erp.error })}
          </Text>
        )}
      </Card>
      <Card label={t('admin.erpLink.counts.waiting')}>
        <Count value={counts.enEspera} />
      </Card>
      <Card label={t('admin.erpLink.counts.sending')}>
        <Count value={counts.enCurs} />
      </Card>
      <Card label={t('admin.erpLink.counts.failed')}>
        <Count value={counts.fallits} />
        <Text size="sm" c="dimmed">
          {t('admin.erpLink.counts.failedDetail', {
            retrying: counts.reintentant,
            refused: counts.rebutjats,
          })}
        </Text>
      </Card>
      <Card label={t('admin.erpLink.counts.sent24h')}>
        <Count value={counts.lliurats24h} />
      </Card>
    </SimpleGrid>
  );
}
