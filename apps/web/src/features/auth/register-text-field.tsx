// One text field of the registration form, labelled by its name in `register.fields` and bound to
// the form's value and error.
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegisterField, RegisterFormState } from './use-register-form.ts';

interface RegisterTextFieldProps {
  form: RegisterFormState;
  field: RegisterField;
  maxLength: number;
  autoComplete?: string;
  required?: boolean;
  type?: string;
  inputMode?: 'numeric';
  description?: string;
}

export function RegisterTextField({
  form,
  field,
  maxLength,
  autoComplete,
  required,
  type,
  inputMode,
  description,
}: RegisterTextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t(`register.fields.${field}`)}
      withAsterisk={required}
      maxLength={maxLength}
      autoComplete={autoComplete}
      type={type}
      inputMode={inputMode}
      description={description}
      {...form.getInputProps(field)}
    />
  );
}
