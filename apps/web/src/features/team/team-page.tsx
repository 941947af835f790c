// /equip: the company administrator's team (DESIGN §13). The company's logins with their role,
// limits, last log-in and whether they are enabled, each changed in a dialog; the invitations
// still open, sent again or withdrawn (after a confirmation); an invitation dialog; and the team's
// own change log. Tables scroll inside their own box on a phone.
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TeamInvitation, TeamMember } from '@portal/domain/company-team';
import { formatAmount, formatDateTime } from '@portal/domain/format';
import { isLanguage } from '@portal/domain/languages';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { useCan } from '#shared/session/use-can.ts';
import { useResendInvitation, useRevokeInvitation, useTeam, useTeamChanges } from './api/team-api.ts';
import { InviteDialog } from './components/invite-dialog.tsx';
import { MemberDialog } from './components/member-dialog.tsx';
import { DocumentReadersSection } from './components/document-readers-section.tsx';

/** The permission that offers the choice of who sees the documents (the company administrator's). */
const READERS_ENDPOINT = 'PUT /documents/lectors';

const money = (value: number | null, none: string) => (value === null ? none : `${formatAmount(value)} €`);

export function TeamPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.team'));
  const user = useStoredUser();
  const can = useCan();
  const team = useTeam();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const language = isLanguage(user?.idioma) ? user.idioma : 'ca';

  let body;
  if (team.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (team.isError) {
    body = (
      <Alert color="red" variant="light" title={t('team.loadError')}>
        <Button size="xs" variant="light" onClick={() => void team.refetch()}>
          {t('team.retry')}
        </Button>
      </Alert>
    );
  } else {
    body = (
      <>
        <Text c="dimmed">{team.data.razonSocial}</Text>
        <MembersTable members={team.data.membres} addresses={team.data.adreces.length} onEdit={setEditing} />
        <Invitations invitations={team.data.invitacions} />
        {can(READERS_ENDPOINT) && <DocumentReadersSection />}
        <Changes />
      </>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('screens.team')}</Title>
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviting(true)}>
          {t('team.invite')}
        </Button>
      </Group>
      {body}
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} language={language} />
      {editing && team.data && (
        <MemberDialog member={editing} addresses={team.data.adreces} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

function MembersTable({
  members,
  addresses,
  onEdit,
}: {
  members: TeamMember[];
  /** How many delivery addresses the company has. */
  addresses: number;
  onEdit: (member: TeamMember) => void;
}) {
  const { t } = useTranslation();
  const none = t('team.noLimit');
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped aria-label={t('team.members')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('team.name')}</Table.Th>
            <Table.Th>{t('team.email')}</Table.Th>
            <Table.Th>{t('team.role')}</Table.Th>
            <Table.Th>{t('team.orderLimit')}</Table.Th>
            <Table.Th>{t('team.monthlyLimit')}</Table.Th>
            <Table.Th>{t('team.addresses')}</Table.Th>
            <Table.Th>{t('team.lastLogin')}</Table.Th>
            <Table.Th>{t('team.state')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('team.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const name = member.nomContacte || member.username;
            return (
              <Table.Tr key={member.idUsuari}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>
                  {member.rol ? t(`team.roles.${member.rol}`) : '—'}
                  {member.rol === 'comprador' && member.aprova ? ` · ${t('team.approvesToo')}` : ''}
                </Table.Td>
                <Table.Td>{money(member.limitPedido, none)}</Table.Td>
                <Table.Td>{money(member.limitMensual, none)}</Table.Td>
                <Table.Td>
                  {member.adreces === null
                    ? t('team.allAddresses')
                    : t('team.someAddresses', { n: member.adreces.length, total: addresses })}
                </Table.Td>
                <Table.Td>
                  {member.darrerAcces ? formatDateTime(member.darrerAcces) : t('team.never')}
                </Table.Td>
                <Table.Td>
                  {/* The dot carries the colour, the text the meaning: dark text keeps its contrast. */}
                  <Badge color={member.actiu ? 'green' : 'red'} variant="dot" tt="none">
                    {member.actiu ? t('team.enabled') : t('team.disabled')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onEdit(member)}
                    aria-label={t('team.editLabel', { name })}
                  >
                    {t('team.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Invitations({ invitations }: { invitations: TeamInvitation[] }) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const confirmRevoke = (invitation: TeamInvitation) =>
    modals.openConfirmModal({
      title: t('team.revokeTitle'),
      children: <Text size="sm">{t('team.revokeText', { email: invitation.email })}</Text>,
      labels: { confirm: t('team.revoke'), cancel: t('team.cancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => revoke.mutate(invitation.id),
    });
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('team.invitations')}
      </Title>
      {invitations.length === 0 ? (
        <Text c="dimmed">{t('team.noInvitations')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t('team.invitations')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('team.email')}</Table.Th>
                <Table.Th>{t('team.role')}</Table.Th>
                <Table.Th>{t('team.sent')}</Table.Th>
                <Table.Th>{t('team.state')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('team.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>{invitation.email}</Table.Td>
                  <Table.Td>{t(`team.roles.${invitation.rol}`)}</Table.Td>
                  <Table.Td>{formatDateTime(invitation.enviada)}</Table.Td>
                  <Table.Td>
                    {invitation.estat === 'expired'
                      ? t('team.expired')
                      : t('team.validUntil', { date: formatDateTime(invitation.caduca) })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        loading={resend.isPending && resend.variables === invitation.id}
                        onClick={() => resend.mutate(invitation.id)}
                        aria-label={t('team.resendLabel', { email: invitation.email })}
                      >
                        {t('team.resend')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red.8"
                        onClick={() => confirmRevoke(invitation)}
                        aria-label={t('team.revokeLabel', { email: invitation.email })}
                      >
                        {t('team.revoke')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function Changes() {
  const { t } = useTranslation();
  const changes = useTeamChanges();
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('team.changes')}
      </Title>
      {changes.data?.length ? (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {changes.data.map((change) => (
            <Text component="li" size="sm" key={change.id}>
              {formatDateTime(change.dataHora)} · {change.autor ?? t('team.distributor')} ·{' '}
              {t(`team.actionNames.${change.accio}`, { defaultValue: change.accio })}
              {change.objecte ? ` · ${change.objecte}` : ''}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t('team.noChanges')}</Text>
      )}
    </Stack>
  );
}
