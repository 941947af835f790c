// The registration form's values, checks and sending: the server's own schema first, an e-mail
// already in use (asked when the field is left, or a 409), field errors, focus on the first.
import { useForm, type UseFormReturnType } from '@mantine/form';
import { registrationSchema, typedPaymentDay, type CompanyFieldValues } from '@portal/domain/accounts';
import { isLanguage, type Language } from '@portal/domain/languages';
import { checkEmail } from '@portal/domain/validators';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/api-error.ts';
import { focusFirstError, schemaErrors } from '#shared/forms/schema-errors.ts';
import { errorText, serverFieldErrors } from './account-errors.ts';
import { isEmailRegistered } from './api/email-registered.ts';
import { useRegisterCustomer } from './api/register-customer.ts';

const FORM_NAME = 'register';

export interface RegisterValues extends CompanyFieldValues {
  nomContacte: string;
  email: string;
  password: string;
  confirmPassword: string;
  idioma: Language;
  /** The payment day asked for, as typed (optional). */
  diaPago: string;
}
export type RegisterField = keyof RegisterValues;
export type RegisterFormState = UseFormReturnType<RegisterValues>;

/** The fields in the order they are shown: the focus goes to the first one in error. */
const FIELDS: readonly RegisterField[] = [
  'razonSocial',
  'cif',
  'telefono',
  'direccion',
  'codigoPostal',
  'poblacion',
  'provincia',
  'ciudad',
  'pais',
  'diaPago',
  'nomContacte',
  'email',
  'password',
  'confirmPassword',
  'idioma',
];

const normalisedEmail = (value: string) => value.trim().toLowerCase();
/** The values as the schema reads them: the payment day a number, or null when left empty. */
const schemaInput = (values: RegisterValues) => ({ ...values, diaPago: typedPaymentDay(values.diaPago) });

/** `onRegistered` is called with the e-mail the confirmation will be sent to. */
export function useRegisterForm(onRegistered: (email: string) => void) {
  const { t, i18n } = useTranslation(['translation', 'messages']);
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
      diaPago: '',
    },
    validate: (values) => {
      const errors = schemaErrors(registrationSchema, schemaInput(values));
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
    const body = registrationSchema.parse(schemaInput(values));
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

  return {
    form,
    onSubmit: form.onSubmit(submit, focusFirst),
    askWhetherTaken,
    emailTaken,
    failure,
    sending: register.isPending,
  };
}
