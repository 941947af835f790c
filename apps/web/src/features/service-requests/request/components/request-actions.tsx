// What the reader may do with the request now. The server's `seguents` lists the statuses the
// reader may move it to, worked out for whoever asks: for a customer's user only `cancelled`
// (while received); for staff (a user without a customer) the service department's moves.
//
// How the page knows a reader is staff: the staff calls (`PUT /servei/solicituds/{numero}/estat`,
// `POST /servei/solicituds/{numero}/notes`) are permissions of the /servei screen, and the
// navigation guard loads only this screen's (/solicitud) actions, so `useCan` cannot see them.
// So the page offers the moves `seguents` names and, to a user without a customer, "Add note";
// the server's permission check decides, and a refusal (403) shows in the dialog.
import type { ServiceRequestDetail } from '@portal/domain/service-requests';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMessagePlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelRequest } from '../api/cancel-request.ts';
import { NoteDialog } from './note-dialog.tsx';
import { isStaffMove, StatusChangeDialog, type StaffMove } from './status-change-dialog.tsx';

interface RequestActionsProps {
  request: ServiceRequestDetail;
  /** A member of staff (a user without a customer). */
  isStaff: boolean;
}

export function RequestActions({ request, isStaff }: RequestActionsProps) {
  const { t } = useTranslation();
  const cancel = useCancelRequest();
  const [move, setMove] = useState<StaffMove | null>(null);
  const [noting, setNoting] = useState(false);
  const moves = isStaff ? request.seguents.filter(isStaffMove) : [];
  const cancellable = !isStaff && request.seguents.includes('cancelled');

  if (!cancellable && !isStaff) return null;

  const confirmCancel = () =>
    modals.openConfirmModal({
      title: t('serviceRequests.detail.cancelTitle', { numero: request.numero }),
      children: <Text size="sm">{t('serviceRequests.detail.cancelText')}</Text>,
      labels: {
        confirm: t('serviceRequests.detail.cancelConfirm'),
        cancel: t('serviceRequests.detail.keep'),
      },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => cancel.mutate(request.numero),
    });

  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label={t('serviceRequests.detail.actions')}>
      {cancellable && (
        <Button
          color="red"
          // Outline, not light: red 8 on its pale tint is under 4.5:1, on white it is not.
          variant="outline"
          leftSection={<IconX size={16} aria-hidden />}
          aria-haspopup="dialog"
          loading={cancel.isPending}
          onClick={confirmCancel}
        >
          {t('serviceRequests.detail.cancelRequest')}
        </Button>
      )}
      {moves.map((next) => (
        <Button
          key={next}
          variant={next === 'rejected' ? 'outline' : 'filled'}
          color={next === 'rejected' ? 'red' : undefined}
          aria-haspopup="dialog"
          onClick={() => setMove(next)}
        >
          {t(`serviceRequests.detail.move.${next}`)}
        </Button>
      ))}
      {isStaff && (
        <Button
          variant="default"
          leftSection={<IconMessagePlus size={16} aria-hidden />}
          aria-haspopup="dialog"
          onClick={() => setNoting(true)}
        >
          {t('serviceRequests.detail.addNote')}
        </Button>
      )}
      {isStaff && (
        <>
          <StatusChangeDialog request={request} move={move} onClose={() => setMove(null)} />
          <NoteDialog numero={request.numero} opened={noting} onClose={() => setNoting(false)} />
        </>
      )}
    </Group>
  );
}
