// The names people read for each kind and state of mail. A Record over the domain's lists, so a
// kind added to MAIL_KINDS fails the type check here until it has a name.
import type { MailKind, MailState } from '@portal/domain/mailbox';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const KIND_NAMES: Record<MailKind, (t: TFunction) => string> = {
  'password.reset': (t) => t('mailbox.kinds.password.reset'),
  'password.changed': (t) => t('mailbox.kinds.password.changed'),
  'email.confirm': (t) => t('mailbox.kinds.email.confirm'),
  'email.changed': (t) => t('mailbox.kinds.email.changed'),
  'registration.received': (t) => t('mailbox.kinds.registration.received'),
  'registration.pending': (t) => t('mailbox.kinds.registration.pending'),
  'account.activated': (t) => t('mailbox.kinds.account.activated'),
  'login.throttled': (t) => t('mailbox.kinds.login.throttled'),
  'service.message': (t) => t('mailbox.kinds.service.message'),
  'service.copy': (t) => t('mailbox.kinds.service.copy'),
  'request.received': (t) => t('mailbox.kinds.request.received'),
  'request.status': (t) => t('mailbox.kinds.request.status'),
  'request.note': (t) => t('mailbox.kinds.request.note'),
  'team.invitation': (t) => t('mailbox.kinds.team.invitation'),
  'order.shipped': (t) => t('mailbox.kinds.order.shipped'),
  'invoice.issued': (t) => t('mailbox.kinds.invoice.issued'),
  'approval.requested': (t) => t('mailbox.kinds.approval.requested'),
  'approval.reminder': (t) => t('mailbox.kinds.approval.reminder'),
  'approval.escalated': (t) => t('mailbox.kinds.approval.escalated'),
  'approval.rejected': (t) => t('mailbox.kinds.approval.rejected'),
  'approval.approved': (t) => t('mailbox.kinds.approval.approved'),
};

const STATE_NAMES: Record<MailState, (t: TFunction) => string> = {
  pending: (t) => t('mailbox.states.pending'),
  sent: (t) => t('mailbox.states.sent'),
  failed: (t) => t('mailbox.states.failed'),
  held: (t) => t('mailbox.states.held'),
};

export const STATE_COLORS: Record<MailState, string> = {
  pending: 'orange',
  sent: 'green',
  failed: 'red',
  held: 'gray',
};

export function useMailLabels() {
  const { t } = useTranslation();
  return {
    kind: (tipus: MailKind) => KIND_NAMES[tipus](t),
    state: (estat: MailState) => STATE_NAMES[estat](t),
  };
}
