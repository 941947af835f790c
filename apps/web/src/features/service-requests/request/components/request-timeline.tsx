// The request's history, oldest first (it reads as the story of the request, the latest word at
// the bottom, next to the buttons that add to it): when, who, and what — its reception, each
// change of status with the scheduled date or the reason and the note that went with it, and
// each note from the service department.
import type { RequestEvent } from '@portal/domain/service-requests';
import { formatDateTime } from '@portal/domain/format';
import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconInbox, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../format.ts';
import { RequestSection } from './request-section.tsx';

function EventText({ event }: { event: RequestEvent }) {
  const { t } = useTranslation(['translation', 'messages']);
  const status = (estat: NonNullable<RequestEvent['estat']>) => t(`messages:serviceRequests.status.${estat}`);
  if (event.tipus === 'note') {
    return <Text fw={600}>{t('serviceRequests.detail.event.note')}</Text>;
  }
  if (event.estatAnterior === null || event.estat === null) {
    return <Text fw={600}>{t('serviceRequests.detail.event.received')}</Text>;
  }
  return (
    <>
      <Text fw={600}>
        {t('serviceRequests.detail.event.statusChanged', {
          from: status(event.estatAnterior),
          to: status(event.estat),
        })}
      </Text>
      {event.dataPrevista && (
        <Text size="sm">
          {t('serviceRequests.detail.event.scheduledFor', { date: formatDay(event.dataPrevista) })}
        </Text>
      )}
      {event.motiu && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {t('serviceRequests.detail.event.reason', { motiu: event.motiu })}
        </Text>
      )}
    </>
  );
}

export function RequestTimeline({ events }: { events: readonly RequestEvent[] }) {
  const { t } = useTranslation();
  return (
    <RequestSection title={t('serviceRequests.detail.history')}>
      <Box component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {events.map((event, index) => {
          const Icon =
            event.tipus === 'note' ? IconMessage : event.estatAnterior === null ? IconInbox : IconArrowRight;
          const last = index === events.length - 1;
          return (
            <Group
              key={event.id}
              component="li"
              align="flex-start"
              wrap="nowrap"
              gap="sm"
              pb={last ? 0 : 'md'}
            >
              <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
                <Icon size={16} />
              </ThemeIcon>
              <Box style={{ minWidth: 0, flex: 1 }}>
                <Text size="xs" c="dimmed">
                  <time dateTime={event.data}>{formatDateTime(event.data)}</time>
                  {' · '}
                  {event.autor}
                </Text>
                <EventText event={event} />
                {event.nota && (
                  <Text
                    size="sm"
                    mt={4}
                    p="xs"
                    bg="var(--mantine-color-gray-0)"
                    style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', borderRadius: 4 }}
                  >
                    {event.nota}
                  </Text>
                )}
              </Box>
            </Group>
          );
        })}
      </Box>
    </RequestSection>
  );
}
