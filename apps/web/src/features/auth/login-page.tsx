// The login screen (/login and /): user name or e-mail and password, the server's message on
// failure, a link to password recovery and the registration dialog.
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MessageKey } from '@portal/domain/messages';
import { ApiError } from '#shared/api/api-error.ts';
import { applyLanguage, translateMessageKey } from '#shared/i18n/i18n.ts';
import { showSuccessToast } from '#shared/notifications/notify.ts';
import { clearLoginNotice, peekLoginNotice, type LoginNoticeTone } from '#shared/session/login-notice.ts';
import { NEXT_PARAM, returnPathOf } from '#shared/session/return-path.ts';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { PublicFrame } from '#shared/ui/public-frame.tsx';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { login, type Credentials } from './api/login.ts';

// The dialog's code is fetched on the first click only.
const RegisterDialog = lazy(() =>
  import('./register-dialog.tsx').then((m) => ({ default: m.RegisterDialog })),
);

const required = (value: string): MessageKey | null => (value.trim() === '' ? 'validation.required' : null);

/** "Password changed" is good news; "the session expired" is not. */
const NOTICE_COLORS: Record<LoginNoticeTone, string> = { success: 'green', info: 'blue', warning: 'orange' };

export function LoginPage() {
  const { t } = useTranslation(['translation', 'messages']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [registerOpen, setRegisterOpen] = useState(false);
  // Mounted from the first click on, so closing it animates and gives the focus back.
  const [registerLoaded, setRegisterLoaded] = useState(false);
  useDocumentTitle(t('screens.login'));
  // What ended the last session ("password changed, log in again", "the session expired"), shown once.
  const [notice] = useState(peekLoginNotice);
  useEffect(() => {
    // A success ("password changed, log in again") is also spec §8's positive toast.
    if (notice?.tone === 'success') showSuccessToast(translateMessageKey(notice.key) ?? notice.key);
    clearLoginNotice();
  }, [notice]);

  // Errors hold message keys, rendered at display time so they follow a language switch.
  const form = useForm<Credentials>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: { username: required, password: required },
  });

  // The screen arrives rendered in the HTML (app/prerender.tsx), and a visitor may type before the
  // JavaScript has hydrated it: no change event reached the form then, so it takes what the fields
  // show (without remounting them, which would take the focus away).
  useEffect(() => {
    for (const field of ['username', 'password'] as const) {
      const typed = (form.getInputNode(field) as HTMLInputElement | null)?.value;
      if (typed) form.setFieldValue(field, typed, { forceUpdate: false });
    }
    // Once, as the screen appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // One request and its outcome, without TanStack Query: the login screen is every visitor's first
  // download, and the library comes with the other screens (app/query-layout.tsx).
  const [pending, setPending] = useState(false);
  const [loginError, setLoginError] = useState<unknown>(null);
  const submit = async (credentials: Credentials) => {
    setPending(true);
    setLoginError(null);
    try {
      const user = await login(credentials);
      setStoredUser(user);
      await applyLanguage(user.idioma);
      // On to the screen a link asked for before the login, else to / where the navigation rules
      // send a logged-in user to their home (or to /404 without one).
      await navigate(returnPathOf(searchParams.get(NEXT_PARAM)) ?? '/', { replace: true });
    } catch (error) {
      setLoginError(error);
    } finally {
      setPending(false);
    }
  };

  const fieldError = (field: keyof Credentials) => {
    const key = form.errors[field];
    return typeof key === 'string' ? t(`messages:${key}` as 'messages:validation.required') : undefined;
  };

  const failure = loginError
    ? loginError instanceof ApiError
      ? (loginError.description ?? t('messages:errors.generic'))
      : t('errors.network')
    : null;

  return (
    <PublicFrame>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <form
          noValidate
          onSubmit={form.onSubmit((values) => void submit({ ...values, username: values.username.trim() }))}
        >
          <Stack gap="md">
            <Title order={1}>{t('login.title')}</Title>
            {notice && !failure && (
              <Alert color={NOTICE_COLORS[notice.tone]} variant="light" role="status">
                {translateMessageKey(notice.key)}
              </Alert>
            )}
            {failure && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden />}
                title={t('login.failed')}
                role="alert"
              >
                {failure}
              </Alert>
            )}
            <TextInput
              {...form.getInputProps('username')}
              key={form.key('username')}
              error={fieldError('username')}
              label={t('login.username')}
              autoComplete="username"
              required
              data-autofocus
            />
            <PasswordInput
              {...form.getInputProps('password')}
              key={form.key('password')}
              error={fieldError('password')}
              label={t('login.password')}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            />
            <Button type="submit" fullWidth loading={pending}>
              {t('login.submit')}
            </Button>
            <Anchor component={Link} to="/recuperar-contrasenya" size="sm" ta="center">
              {t('login.forgotPassword')}
            </Anchor>
            <Divider />
            <Group justify="center" gap="xs">
              <Text size="sm">{t('login.noAccount')}</Text>
              <Button
                variant="light"
                size="compact-sm"
                onClick={() => {
                  setRegisterLoaded(true);
                  setRegisterOpen(true);
                }}
              >
                {t('login.register')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {registerLoaded && (
        <Suspense fallback={null}>
          <RegisterDialog opened={registerOpen} onClose={() => setRegisterOpen(false)} />
        </Suspense>
      )}
    </PublicFrame>
  );
}
