// The frame of each request form: a refusal no field explains, above the fields (focused, so it
// is read out), the fields, and the buttons to send the request or go back to the list.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface RequestFormFrameProps {
  /** The kind's list, where "cancel" goes back to. */
  listPath: string;
  formRef: RefObject<HTMLFormElement | null>;
  failure: string | null;
  failureRef: RefObject<HTMLDivElement | null>;
  sending: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function RequestFormFrame({
  listPath,
  formRef,
  failure,
  failureRef,
  sending,
  onSubmit,
  children,
}: RequestFormFrameProps) {
  const { t } = useTranslation();
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="lg" maw={760}>
        {failure && (
          <Alert
            ref={failureRef}
            tabIndex={-1}
            role="alert"
            color="red"
            variant="light"
            title={t('serviceRequests.form.failed')}
            icon={<IconAlertCircle aria-hidden />}
          >
            {failure}
          </Alert>
        )}
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={listPath}>
            {t('serviceRequests.form.cancel')}
          </Button>
          <Button type="submit" loading={sending} leftSection={<IconSend size={18} aria-hidden />}>
            {t('serviceRequests.form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
