// The customer-service form's state: topic, subject, message, the reply-to address (the user's own
// to start with) and "send me a copy" (on). Checked with `customerServiceFormSchema` — the schema
// the server parses with, the subject asked for — before sending; a refusal shows on its fields, or above them otherwise.
import { useForm } from '@mantine/form';
import {
  customerServiceFormSchema,
  type CustomerServiceMessage,
  type ServiceTopic,
} from '@portal/domain/accounts';
import type { Envelope } from '@portal/domain/api';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/api-error.ts';
import type { ServiceProduct } from '#shared/customer-service/customer-service-dialog-store.ts';
import { focusFirstError, schemaErrors } from '#shared/forms/schema-errors.ts';
import { useSendServiceMessage } from '../api/send-service-message.ts';

const FORM_NAME = 'customer-service';

export interface ServiceMessageValues {
  type: ServiceTopic;
  subject: string;
  observations: string;
  email: string;
  toMail: boolean;
}

/** The fields in the order they are shown: the focus goes to the first one in error. */
export const SERVICE_FIELDS = ['type', 'subject', 'observations', 'email', 'toMail'] as const;

function withProduct(values: ServiceMessageValues, product: ServiceProduct | null) {
  return product ? { ...values, codigo: product.codigo } : values;
}

export function useServiceMessageForm({
  product,
  email,
  onSent,
}: {
  product: ServiceProduct | null;
  /** The logged-in user's e-mail, where the answer goes unless the user changes it. */
  email: string;
  onSent: (answer: Envelope<null> | undefined) => void;
}) {
  const { t } = useTranslation(['translation', 'messages']);
  const send = useSendServiceMessage();
  const form = useForm<ServiceMessageValues>({
    name: FORM_NAME,
    mode: 'controlled',
    initialValues: {
      // Asked from a product's page, the question is about that product.
      type: product ? 'product' : 'other',
      subject: '',
      observations: '',
      email,
      toMail: true,
    },
    validate: (values) => schemaErrors(customerServiceFormSchema, withProduct(values, product)),
  });

  // After React has drawn the messages, so the field is announced with its error.
  const focusFirst = (errors: Record<string, unknown>) =>
    requestAnimationFrame(() => focusFirstError(errors, SERVICE_FIELDS, (field) => form.getInputNode(field)));

  const submit = (values: ServiceMessageValues) => {
    const body: CustomerServiceMessage = customerServiceFormSchema.parse(withProduct(values, product));
    send.mutate(body, {
      onSuccess: onSent,
      onError: (error) => {
        const errors: Record<string, string> = {};
        if (error instanceof ApiError) {
          for (const field of error.body?.errors ?? []) {
            if ((SERVICE_FIELDS as readonly string[]).includes(field.field))
              errors[field.field] ??= field.error_description;
          }
        }
        form.setErrors(errors);
        focusFirst(errors);
      },
    });
  };

  // A refusal no field explains (no mail server, a product gone, too many messages), in the
  // server's words: a logged-in user's calls carry the interface language.
  let failure: string | null = null;
  if (send.isError && Object.keys(form.errors).length === 0) {
    failure =
      send.error instanceof ApiError
        ? (send.error.description ?? t('messages:errors.generic'))
        : t('errors.network');
  }

  return { form, send, failure, onSubmit: form.onSubmit(submit, focusFirst) };
}
