// Confirming a new e-mail address (/confirmar-email?token=…; the spec's "change e-mail" screen,
// its second half). Nothing is confirmed on load — mail scanners open links — only when the
// person presses "Confirm my new address" (`PUT /usuaris/confirmar-email`). A session open in
// this browser then reads its user again, so it shows the new address at once (confirm-email.ts).
// An expired, used, unknown or missing link says which, with the way to ask again.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { accountTokenSchema } from '@portal/domain/accounts';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { AccountCard } from './account-card.tsx';
import { errorText, linkProblemOf, type LinkProblem } from './account-errors.ts';
import { useConfirmEmail } from './api/confirm-email.ts';
import { LinkProblemNotice } from './link-problem.tsx';

function EmailConfirmed() {
  const { t } = useTranslation(['translation', 'messages']);
  const loggedIn = useStoredUser() !== null;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack gap="md">
      <Alert
        ref={ref}
        tabIndex={-1}
        role="status"
        color="green"
        variant="light"
        icon={<IconMailCheck aria-hidden />}
        title={t('messages:accounts.emailChanged')}
      >
        {t('confirmEmail.changedExplanation')}
      </Alert>
      <Anchor component={Link} to={loggedIn ? '/' : '/login'} fw={600}>
        {loggedIn ? t('confirmEmail.backToPortal') : t('confirmEmail.goToLogin')}
      </Anchor>
    </Stack>
  );
}

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const confirm = useConfirmEmail();
  const raw = params.get('token')?.trim() ?? '';
  const addressProblem: LinkProblem | null =
    raw === '' ? 'missing' : accountTokenSchema.safeParse(raw).success ? null : 'unknown';
  const problem = addressProblem ?? linkProblemOf(confirm.error);

  let content;
  if (problem) {
    content = (
      <LinkProblemNotice
        problem={problem}
        title={t('confirmEmail.linkTitle')}
        message={t(`confirmEmail.link.${problem}`)}
        action={{ to: '/perfil', label: t('confirmEmail.askNewLink') }}
      />
    );
  } else if (confirm.isSuccess) {
    content = <EmailConfirmed />;
  } else {
    content = (
      <Stack gap="md">
        <Text>{t('confirmEmail.intro')}</Text>
        {confirm.isError && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {errorText(confirm.error)}
          </Alert>
        )}
        <Button fullWidth loading={confirm.isPending} onClick={() => confirm.mutate({ token: raw })}>
          {t('confirmEmail.submit')}
        </Button>
      </Stack>
    );
  }

  return <AccountCard title={t('screens.confirmEmail')}>{content}</AccountCard>;
}
