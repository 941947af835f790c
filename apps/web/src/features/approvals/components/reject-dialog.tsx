// Rejecting an order awaiting approval: the reason is required and is what its buyer reads (in
// the history and in a mail). The field takes the focus when the dialog opens; Escape closes it.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { approvalRejectionSchema, APPROVAL_REASON_MAX } from '@portal/domain/approvals';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '#shared/forms/schema-errors.ts';
import { useReject } from '../api/approvals-api.ts';

export function RejectDialog({ code, buyer, onClose }: { code: string; buyer: string; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useReject();
  const form = useForm({
    initialValues: { motiu: '' },
    validate: (values) => schemaErrors(approvalRejectionSchema, values),
  });
  const submit = (values: { motiu: string }) =>
    reject.mutate({ code, motiu: values.motiu.trim() }, { onSuccess: onClose });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('approvals.rejectTitle', { code })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Text size="sm">{t('approvals.rejectText', { buyer })}</Text>
          <Textarea
            {...form.getInputProps('motiu')}
            key={form.key('motiu')}
            label={t('approvals.reason')}
            description={t('approvals.reasonHelp')}
            required
            autosize
            minRows={3}
            maxLength={APPROVAL_REASON_MAX}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('approvals.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              {t('approvals.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
