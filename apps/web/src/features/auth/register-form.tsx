// The registration form: the company (spec §3 Customer: razón social, CIF, phone, address, zip,
// population, province, city, country) and the person who will log in (name, e-mail, password and
// its confirmation, language). Checked with `registrationSchema` — the schema the server parses
// with — before sending; the focus goes to the first field in error. An address already in use
// says so when the e-mail field is left (`GET /usuaris/email/{email}`) and again if the server
// refuses it (409), with the way to recover the password.
import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { registrationSchema, type CompanyFieldValues } from '@portal/domain/accounts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/domain/languages';
import { checkEmail } from '@portal/domain/validators';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { useCountries } from '#shared/contacts/fetch-countries.ts';
import { focusFirstError, schemaErrors } from '#shared/forms/schema-errors.ts';
import { errorText, serverFieldErrors } from './account-errors.ts';
import { isEmailRegistered } from './api/email-registered.ts';
import { useRegisterCustomer } from './api/register-customer.ts';

const FORM_NAME = 'register';

interface RegisterValues extends CompanyFieldValues {
  nomContacte: string;
  email: string;
  password: string;
  confirmPassword: string;
  idioma: Language;
}
type Field = keyof RegisterValues;

/** The fields in the order they are shown: the focus goes to the first one in error. */
const FIELDS: readonly Field[] = [
  'razonSocial',
  'cif',
  'telefono',
  'direccion',
  'codigoPostal',
  'poblacion',
  'provincia',
  'ciudad',
  'pais',
  'nomContacte',
  'email',
  'password',
  'confirmPassword',
  'idioma',
];

const normalisedEmail = (value: string) => value.trim().toLowerCase();

interface RegisterFormProps {
  /** Called with the e-mail the confirmation will be sent to. */
  onRegistered: (email: string) => void;
  onCancel: () => void;
}

export function RegisterForm({ onRegistered, onCancel }: RegisterFormProps) {
  const { t, i18n } = useTranslation(['translation', 'messages']);
  const countries = useCountries();
  const register = useRegisterCustomer();
  // The address the server said is taken; the message shows while the field still holds it.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const lastAsked = useRef<string | null>(null);
  const takenText = t('messages:users.alreadyRegistered');

  const form = useForm<RegisterValues>({
    name: FORM_NAME,
    mode: 'controlled',
    initialValues: {
      razonSocial: '',
      cif: '',
      telefono: '',
      direccion: '',
      codigoPostal: '',
      poblacion: '',
      provincia: '',
      ciudad: '',
      // Spain unless the company picks another: the distributor's customers are mostly Spanish.
      pais: 'ES',
      nomContacte: '',
      email: '',
      password: '',
      confirmPassword: '',
      idioma: isLanguage(i18n.language) ? i18n.language : 'ca',
    },
    validate: (values) => {
      const errors = schemaErrors(registrationSchema, values);
      if (!errors.email && takenEmail === normalisedEmail(values.email)) errors.email = takenText;
      return errors;
    },
  });
  // After React has drawn the messages, so the field is announced with its error.
  const focusFirst = (errors: Record<string, unknown>) =>
    requestAnimationFrame(() => focusFirstError(errors, FIELDS, (field) => form.getInputNode(field)));
  const emailTaken = takenEmail !== null && takenEmail === normalisedEmail(form.values.email);

  const markTaken = (email: string) => {
    setTakenEmail(email);
    form.setFieldError('email', takenText);
  };

  const askWhetherTaken = async () => {
    const email = normalisedEmail(form.getValues().email);
    if (checkEmail(email) !== null) return;
    if (email === takenEmail) return markTaken(email);
    if (email === lastAsked.current) return;
    lastAsked.current = email;
    const taken = await isEmailRegistered(email);
    // Only if the field still holds the address asked about.
    if (taken && normalisedEmail(form.getValues().email) === email) markTaken(email);
  };

  const submit = (values: RegisterValues) => {
    const body = registrationSchema.parse(values);
    register.mutate(body, {
      onSuccess: () => onRegistered(body.email),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          markTaken(body.email);
          return focusFirst({ email: true });
        }
        const fields = serverFieldErrors(error);
        form.setErrors(fields);
        focusFirst(fields);
      },
    });
  };

  // A refusal the fields explain (409 on the e-mail, field errors) needs no message above them.
  const refusedAsTaken = register.error instanceof ApiError && register.error.status === 409;
  const failure =
    register.isError && !refusedAsTaken && Object.keys(form.errors).length === 0
      ? errorText(register.error)
      : null;

  const text = (
    field: Field,
    props: { maxLength: number; autoComplete?: string; required?: boolean; type?: string },
  ) => (
    <TextInput
      label={t(`register.fields.${field}`)}
      withAsterisk={props.required}
      maxLength={props.maxLength}
      autoComplete={props.autoComplete}
      type={props.type}
      {...form.getInputProps(field)}
    />
  );

  const emailInput = form.getInputProps('email');
  const languages = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirst)}>
      <Stack gap="md">
        <Text size="sm">{t('register.intro')}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <Fieldset legend={t('register.company')}>
          <Stack gap="sm">
            {text('razonSocial', { maxLength: 100, autoComplete: 'organization', required: true })}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {text('cif', { maxLength: 20, required: true })}
              {text('telefono', { maxLength: 30, autoComplete: 'tel', required: true, type: 'tel' })}
            </SimpleGrid>
            {text('direccion', { maxLength: 100, autoComplete: 'street-address', required: true })}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {text('codigoPostal', { maxLength: 10, autoComplete: 'postal-code', required: true })}
              {text('poblacion', { maxLength: 100, autoComplete: 'address-level2', required: true })}
              {text('provincia', { maxLength: 100, autoComplete: 'address-level1' })}
              {text('ciudad', { maxLength: 100 })}
            </SimpleGrid>
            <Select
              label={t('register.fields.pais')}
              withAsterisk
              searchable
              allowDeselect={false}
              // The countries the ERP knows (`GET /paises`, public), named in the interface language.
              data={(countries.data ?? []).map((country) => ({
                value: country.codigo,
                label: country.nombre,
              }))}
              disabled={countries.isPending}
              nothingFoundMessage={t('register.nothingFound')}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('pais')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('register.contact')}>
          <Stack gap="sm">
            {text('nomContacte', { maxLength: 100, autoComplete: 'name', required: true })}
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
                void askWhetherTaken();
              }}
            />
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
              data={languages}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('idioma')}
            />
          </Stack>
        </Fieldset>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('register.cancel')}
          </Button>
          <Button type="submit" loading={register.isPending}>
            {t('register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
