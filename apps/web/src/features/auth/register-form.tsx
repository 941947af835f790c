// The registration form: the company (spec §3 Customer: razón social, CIF, phone, address, zip,
// population, province, city, country) and the person who will log in (name, e-mail, password and
// its confirmation, language). Checked with `registrationSchema` — the schema the server parses
// with — before sending; the focus goes to the first field in error. An address already in use
// says so when the e-mail field is left (`GET /usuaris/email/{email}`) and again if the server
// refuses it (409), with the way to recover the password (use-register-form.ts).
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RegisterAccessFields } from './register-access-fields.tsx';
import { RegisterCompanyFields } from './register-company-fields.tsx';
import { RegisterContactFields } from './register-contact-fields.tsx';
import { useRegisterForm } from './use-register-form.ts';

interface RegisterFormProps {
  /** Called with the e-mail the confirmation will be sent to. */
  onRegistered: (email: string) => void;
  onCancel: () => void;
}

export function RegisterForm({ onRegistered, onCancel }: RegisterFormProps) {
  const { t } = useTranslation();
  const { form, onSubmit, askWhetherTaken, emailTaken, failure, sending } = useRegisterForm(onRegistered);

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text size="sm">{t('register.intro')}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <RegisterCompanyFields form={form} />
        <Fieldset legend={t('register.contact')}>
          <Stack gap="sm">
            <RegisterContactFields
              form={form}
              emailTaken={emailTaken}
              onEmailLeft={() => void askWhetherTaken()}
            />
            <RegisterAccessFields form={form} />
          </Stack>
        </Fieldset>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('register.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
