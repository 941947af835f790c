// One mail in full: its headers, the plain text with its links clickable, and the HTML version
// as the recipient's mail program would show it — in a sandboxed frame with no permission at all
// (no scripts, no forms, no navigation of this page), since nothing that came from a mail may
// run here even though the HTML is the portal's own template. A mail not yet sent can be sent
// again by whoever the screen's actions allow.
import type { MailSummary } from '@portal/domain/mailbox';
import { formatDateTime } from '@portal/domain/format';
import { LANGUAGE_NAMES } from '@portal/domain/languages';
import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '#shared/session/use-can.ts';
import { DetailList } from '../../components/detail-list.tsx';
import { useMail } from '../api/fetch-mail.ts';
import { RESEND_ACTION, useResendMail } from '../api/resend-mail.ts';
import { STATE_COLORS, useMailLabels } from '../hooks/use-mail-labels.ts';
import { MailText } from './mail-text.tsx';

interface MailDetailDialogProps {
  /** The mail as the list shows it; null when none is open. */
  mail: MailSummary | null;
  onClose: () => void;
}

export function MailDetailDialog({ mail, onClose }: MailDetailDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={mail !== null}
      onClose={onClose}
      title={mail ? mail.assumpte : ''}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {mail && <MailContent mail={mail} />}
    </Modal>
  );
}

function MailContent({ mail }: { mail: MailSummary }) {
  const { t } = useTranslation();
  const labels = useMailLabels();
  const detail = useMail(mail.id);
  const resend = useResendMail();
  const can = useCan();
  const none = t('mailbox.none');
  const shown = detail.data ?? mail;

  return (
    <Stack gap="md">
      <DetailList
        items={[
          { key: 'destinatari', label: t('mailbox.columns.destinatari'), value: shown.destinatari },
          ...(detail.data?.respondreA
            ? [{ key: 'respondreA', label: t('mailbox.replyTo'), value: detail.data.respondreA }]
            : []),
          { key: 'assumpte', label: t('mailbox.columns.assumpte'), value: shown.assumpte },
          { key: 'tipus', label: t('mailbox.columns.tipus'), value: labels.kind(shown.tipus) },
          { key: 'idioma', label: t('mailbox.language'), value: LANGUAGE_NAMES[shown.idioma] },
          { key: 'creat', label: t('mailbox.columns.creat'), value: formatDateTime(shown.creat) },
          {
            key: 'enviat',
            label: t('mailbox.sentAt'),
            value: shown.enviat ? formatDateTime(shown.enviat) : none,
          },
          {
            key: 'estat',
            label: t('mailbox.columns.estat'),
            value: (
              <Badge color={STATE_COLORS[shown.estat]} variant="light">
                {labels.state(shown.estat)}
              </Badge>
            ),
          },
          { key: 'intents', label: t('mailbox.columns.intents'), value: shown.intents },
          ...(shown.darrerError
            ? [{ key: 'darrerError', label: t('mailbox.lastError'), value: shown.darrerError }]
            : []),
        ]}
      />
      {can(RESEND_ACTION) && shown.estat !== 'sent' && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={resend.isPending}
            onClick={() => resend.mutate(mail.id)}
          >
            {t('mailbox.resend')}
          </Button>
        </Group>
      )}
      {detail.isPending ? (
        <Center py="lg">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : detail.isError ? (
        <Alert color="red" variant="light" title={t('mailbox.loadError')} role="alert">
          <Button size="xs" variant="light" onClick={() => void detail.refetch()}>
            {t('admin.common.retry')}
          </Button>
        </Alert>
      ) : (
        <Tabs defaultValue="text" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="text">{t('mailbox.textVersion')}</Tabs.Tab>
            <Tabs.Tab value="html">{t('mailbox.htmlVersion')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="text" pt="sm">
            <MailText text={detail.data.text} />
          </Tabs.Panel>
          <Tabs.Panel value="html" pt="sm">
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t('mailbox.htmlNote')}
              </Text>
              <iframe
                // An empty sandbox: the frame may not run scripts, submit forms, open windows or
                // navigate this page; its document has an origin of its own.
                sandbox=""
                srcDoc={detail.data.html}
                title={t('mailbox.htmlTitle', { subject: shown.assumpte })}
                style={{
                  width: '100%',
                  height: '60vh',
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: 'white',
                }}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
