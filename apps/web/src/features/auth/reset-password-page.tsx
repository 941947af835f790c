// A new password from a recovery link (/canviar-contrasenya?token=…, spec §2). The link is checked
// on load (`GET /usuaris/pot-canviar-contrasenya/{token}`); a valid one shows the new password
// and its confirmation (more than 8 characters, must match), sent with
// `PUT /usuaris/canviar-contrasenya-token`. The server ends every session of the account, so a
// session stored in this browser is ended too, and the login says "password changed, log in
// again". An expired, used, unknown or missing link — on load or when sending — says which, with
// the way to ask for a new one.
import { Alert, Button, Center, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountTokenSchema, resetPasswordSchema } from '@portal/domain/accounts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { focusFirstError, schemaErrors } from '#shared/forms/schema-errors.ts';
import { endSession } from '#shared/session/end-session.ts';
import { setLoginNotice } from '#shared/session/login-notice.ts';
import { AccountCard } from './account-card.tsx';
import { errorText, linkProblemOf, serverFieldErrors, type LinkProblem } from './account-errors.ts';
import { useResetPassword } from './api/reset-password.ts';
import { useTokenState } from './api/token-state.ts';
import { LinkProblemNotice } from './link-problem.tsx';

const FORM_NAME = 'reset-password';
const FIELDS = ['password', 'confirmPassword'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** The token of the address, or the problem that it has none or a malformed one (nothing asked then). */
function useLinkToken(): { token: string | null; problem: LinkProblem | null } {
  const [params] = useSearchParams();
  const raw = params.get('token')?.trim() ?? '';
  if (raw === '') return { token: null, problem: 'missing' };
  return accountTokenSchema.safeParse(raw).success
    ? { token: raw, problem: null }
    : { token: null, problem: 'unknown' };
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const link = useLinkToken();
  const state = useTokenState(link.token);
  const [sendProblem, setSendProblem] = useState<LinkProblem | null>(null);

  const stateProblem: LinkProblem | null =
    state.data && state.data !== 'valid' ? state.data : linkProblemOf(state.error);
  const problem = link.problem ?? sendProblem ?? stateProblem;

  let content;
  if (problem) {
    content = (
      <LinkProblemNotice
        problem={problem}
        title={t('changePassword.linkTitle')}
        message={t(`changePassword.link.${problem}`)}
        action={{ to: '/recuperar-contrasenya', label: t('changePassword.askNewLink') }}
      />
    );
  } else if (state.isPending) {
    content = (
      <Center py="md" role="status" aria-label={t('changePassword.checking')}>
        <Loader size="sm" aria-hidden />
      </Center>
    );
  } else if (state.isError) {
    content = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(state.error)}</Text>
          <Button size="compact-sm" onClick={() => void state.refetch()} loading={state.isFetching}>
            {t('changePassword.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = <NewPasswordForm token={link.token!} onLinkProblem={setSendProblem} />;
  }

  return <AccountCard title={t('screens.changePassword')}>{content}</AccountCard>;
}

function NewPasswordForm({
  token,
  onLinkProblem,
}: {
  token: string;
  onLinkProblem: (problem: LinkProblem) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const form = useForm<Values>({
    name: FORM_NAME,
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => schemaErrors(resetPasswordSchema, { ...values, token }),
  });
  // After React has drawn the messages, so the field is announced with its error.
  const focusFirst = (errors: Record<string, unknown>) =>
    requestAnimationFrame(() => focusFirstError(errors, FIELDS, (field) => form.getInputNode(field)));

  const submit = (values: Values) =>
    reset.mutate(resetPasswordSchema.parse({ ...values, token }), {
      onSuccess: () => {
        // The old password's sessions are over on the server; this browser's one ends as well,
        // and the login says why.
        setLoginNotice('users.passwordChanged');
        void endSession();
        queryClient.clear();
        void navigate('/login', { replace: true });
      },
      onError: (error) => {
        const problem = linkProblemOf(error);
        if (problem) return onLinkProblem(problem);
        const fields = serverFieldErrors(error);
        form.setErrors(fields);
        focusFirst(fields);
      },
    });

  const failure = reset.isError && Object.keys(form.errors).length === 0 ? errorText(reset.error) : null;

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirst)}>
      <Stack gap="md">
        <Text>{t('changePassword.intro')}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <PasswordInput
          {...form.getInputProps('password')}
          key={form.key('password')}
          label={t('changePassword.password')}
          description={t('changePassword.rule')}
          autoComplete="new-password"
          maxLength={200}
          required
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <PasswordInput
          {...form.getInputProps('confirmPassword')}
          key={form.key('confirmPassword')}
          label={t('changePassword.confirmPassword')}
          autoComplete="new-password"
          maxLength={200}
          required
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
