// Joining a company's team from a mailed invitation (/invitacio?token=…, DESIGN §13): the link is
// checked on load; a valid one shows the address and the company, and asks for the new login's
// name and password (more than 8 characters, confirmed). Accepted, the login screen says so and
// the address logs in. An expired, used, withdrawn or unknown link says which.
import { Alert, Button, Center, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountTokenSchema } from '@portal/domain/accounts';
import { acceptInvitationSchema } from '@portal/domain/company-team';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { focusFirstError, schemaErrors } from '#shared/forms/schema-errors.ts';
import { setLoginNotice } from '#shared/session/login-notice.ts';
import { AccountCard } from './account-card.tsx';
import { errorText, linkProblemOf, serverFieldErrors } from './account-errors.ts';
import { useAcceptInvitation, useInvitationLink } from './api/invitation.ts';
import { LinkProblemNotice } from './link-problem.tsx';

const FIELDS = ['nomContacte', 'password', 'confirmPassword'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
type Problem = 'expired' | 'used' | 'unknown' | 'missing' | 'revoked';

function problemOf(error: unknown): Problem | null {
  if (error instanceof ApiError && error.body?.missatge === 'team.invitationRevoked') return 'revoked';
  return linkProblemOf(error);
}

export function InvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('token')?.trim() ?? '';
  const token = accountTokenSchema.safeParse(raw).success ? raw : null;
  const link = useInvitationLink(token);
  const [sendProblem, setSendProblem] = useState<Problem | null>(null);
  const stateProblem: Problem | null =
    link.data && link.data.estat !== 'valid' ? link.data.estat : problemOf(link.error);
  const problem: Problem | null =
    raw === '' ? 'missing' : token === null ? 'unknown' : (sendProblem ?? stateProblem);

  let content;
  if (problem) {
    content = (
      <LinkProblemNotice
        problem={problem === 'revoked' ? 'unknown' : problem}
        title={t('invitation.linkTitle')}
        message={t(`invitation.link.${problem}`)}
        action={{ to: '/login', label: t('invitation.toLogin') }}
      />
    );
  } else if (link.isPending) {
    content = (
      <Center py="md" role="status" aria-label={t('invitation.checking')}>
        <Loader size="sm" aria-hidden />
      </Center>
    );
  } else if (link.isError || !link.data) {
    content = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
        {errorText(link.error)}
      </Alert>
    );
  } else {
    content = (
      <AcceptForm
        token={token!}
        email={link.data.email ?? ''}
        razonSocial={link.data.razonSocial ?? ''}
        onLinkProblem={setSendProblem}
      />
    );
  }
  return <AccountCard title={t('screens.invitation')}>{content}</AccountCard>;
}

function AcceptForm(props: {
  token: string;
  email: string;
  razonSocial: string;
  onLinkProblem: (problem: Problem) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const form = useForm<Values>({
    name: 'accept-invitation',
    mode: 'uncontrolled',
    initialValues: { nomContacte: '', password: '', confirmPassword: '' },
    validate: (values) => schemaErrors(acceptInvitationSchema, { ...values, token: props.token }),
  });
  const focusFirst = (errors: Record<string, unknown>) =>
    requestAnimationFrame(() => focusFirstError(errors, FIELDS, (field) => form.getInputNode(field)));

  const submit = (values: Values) =>
    accept.mutate(acceptInvitationSchema.parse({ ...values, token: props.token }), {
      onSuccess: () => {
        setLoginNotice('team.invitationAccepted');
        void navigate('/login', { replace: true });
      },
      onError: (error) => {
        const problem = problemOf(error);
        if (problem) return props.onLinkProblem(problem);
        const fields = serverFieldErrors(error);
        form.setErrors(fields);
        focusFirst(fields);
      },
    });
  const failure = accept.isError && Object.keys(form.errors).length === 0 ? errorText(accept.error) : null;

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirst)}>
      <Stack gap="md">
        <Text>{t('invitation.intro', { razonSocial: props.razonSocial })}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <TextInput label={t('invitation.email')} value={props.email} readOnly />
        <TextInput
          {...form.getInputProps('nomContacte')}
          key={form.key('nomContacte')}
          label={t('invitation.name')}
          autoComplete="name"
          maxLength={100}
          required
        />
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
        <Button type="submit" loading={accept.isPending}>
          {t('invitation.submit')}
        </Button>
      </Stack>
    </form>
  );
}
