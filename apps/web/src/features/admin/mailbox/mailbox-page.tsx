// /bustia: the mail the portal has written, newest first — when, to whom, about what, its kind,
// where its delivery stands and how many attempts it took — with filters by state, kind,
// recipient and text kept in the address. A mail opens in full (headers, text with its links,
// HTML). Without an SMTP server (the demo) mail is only kept here, "held", so an administrator
// can follow a recovery or registration link from this screen.
import type { MailSummary } from '@portal/domain/mailbox';
import { formatDateTime } from '@portal/domain/format';
import { Alert, Badge, Button, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '#shared/ui/sortable-table.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { PagedList } from '../components/paged-list.tsx';
import { useListParams, type ListSort } from '../hooks/use-list-params.ts';
import { useMails } from './api/fetch-mails.ts';
import { MailDetailDialog } from './components/mail-detail-dialog.tsx';
import { MailboxFilters } from './components/mailbox-filters.tsx';
import { STATE_COLORS, useMailLabels } from './hooks/use-mail-labels.ts';
import { EmailText } from '#shared/ui/email-text.tsx';

const DEFAULT_SORT: ListSort = { field: 'creat', direction: 'desc' };

export function MailboxPage() {
  const { t } = useTranslation();
  const labels = useMailLabels();
  const [list, update] = useListParams(DEFAULT_SORT);
  const page = useMails(list);
  const [opened, setOpened] = useState<MailSummary | null>(null);
  const anyHeld = page.data?.content.some((mail) => mail.estat === 'held') ?? false;

  const columns: TableColumn<MailSummary>[] = [
    {
      key: 'creat',
      header: t('mailbox.columns.creat'),
      sortField: 'creat',
      nowrap: true,
      render: (mail) => formatDateTime(mail.creat),
    },
    {
      key: 'destinatari',
      header: t('mailbox.columns.destinatari'),
      sortField: 'destinatari',
      render: (mail) => <EmailText email={mail.destinatari} />,
    },
    {
      key: 'assumpte',
      header: t('mailbox.columns.assumpte'),
      render: (mail) => (
        <Text size="sm" style={{ minWidth: 180 }}>
          {mail.assumpte}
        </Text>
      ),
    },
    {
      key: 'tipus',
      header: t('mailbox.columns.tipus'),
      sortField: 'tipus',
      render: (mail) => labels.kind(mail.tipus),
    },
    {
      key: 'estat',
      header: t('mailbox.columns.estat'),
      sortField: 'estat',
      render: (mail) => (
        <Badge color={STATE_COLORS[mail.estat]} variant="light">
          {labels.state(mail.estat)}
        </Badge>
      ),
    },
    {
      key: 'intents',
      header: t('mailbox.columns.intents'),
      align: 'right',
      render: (mail) => mail.intents,
    },
    {
      key: 'actions',
      header: t('mailbox.columns.actions'),
      hiddenHeader: true,
      align: 'right',
      nowrap: true,
      render: (mail) => (
        <Button
          variant="light"
          size="xs"
          onClick={() => setOpened(mail)}
          aria-label={t('mailbox.openOf', { id: mail.id })}
        >
          {t('mailbox.open')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage title={t('screens.mailbox')}>
      <MailboxFilters list={list} update={update} />
      {anyHeld && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('mailbox.heldNote')}
        </Alert>
      )}
      <PagedList
        query={page}
        list={list}
        update={update}
        caption={t('mailbox.caption')}
        columns={columns}
        rowKey={(mail) => mail.id}
        emptyText={t('mailbox.empty')}
        minWidth={960}
      />
      <MailDetailDialog mail={opened} onClose={() => setOpened(null)} />
    </AdminPage>
  );
}
