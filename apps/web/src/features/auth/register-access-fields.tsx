// The registration form's access: the password, typed twice, and the language the portal and its
// mail will speak to the new user.
import { PasswordInput, Select, SimpleGrid } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES } from '@portal/domain/languages';
import { useTranslation } from 'react-i18next';
import type { RegisterFormState } from './use-register-form.ts';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

export function RegisterAccessFields({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PasswordInput
          label={t('register.fields.password')}
          description={t('register.passwordRule')}
          withAsterisk
          autoComplete="new-password"
          maxLength={200}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('register.fields.confirmPassword')}
          withAsterisk
          autoComplete="new-password"
          maxLength={200}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          {...form.getInputProps('confirmPassword')}
        />
      </SimpleGrid>
      <Select
        label={t('register.fields.idioma')}
        description={t('register.languageHint')}
        withAsterisk
        allowDeselect={false}
        data={LANGUAGE_OPTIONS}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('idioma')}
      />
    </>
  );
}
