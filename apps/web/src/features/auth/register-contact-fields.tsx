// The registration form's contact person: the name and the e-mail they will log in with. An address
// already in use says so under the field, with the way to recover its password.
import { Anchor, TextInput } from '@mantine/core';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegisterTextField } from './register-text-field.tsx';
import type { RegisterFormState } from './use-register-form.ts';

interface RegisterContactFieldsProps {
  form: RegisterFormState;
  /** The e-mail in the field is one the server said is registered. */
  emailTaken: boolean;
  /** The e-mail field was left: time to ask whether the address is in use. */
  onEmailLeft: () => void;
}

export function RegisterContactFields({ form, emailTaken, onEmailLeft }: RegisterContactFieldsProps) {
  const { t } = useTranslation();
  const emailInput = form.getInputProps('email');
  return (
    <>
      <RegisterTextField form={form} field="nomContacte" maxLength={100} autoComplete="name" required />
      <TextInput
        label={t('register.fields.email')}
        withAsterisk
        type="email"
        maxLength={254}
        autoComplete="email"
        {...emailInput}
        error={
          emailTaken && form.errors.email ? (
            <>
              {form.errors.email}{' '}
              <Anchor component={Link} to="/recuperar-contrasenya" size="xs" c="red.8" fw={600}>
                {t('register.recoverPassword')}
              </Anchor>
            </>
          ) : (
            form.errors.email
          )
        }
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          emailInput.onBlur?.(event);
          onEmailLeft();
        }}
      />
    </>
  );
}
