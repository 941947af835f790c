// The person the workshop calls about the request, and their phone.
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEXT_MAX_LENGTH } from '@portal/domain/validators';
import { useTranslation } from 'react-i18next';
import type { RequestFormValues } from '../hooks/use-request-form.ts';

/** The phone field's length, as the domain schema's (`safeText(30)`). */
const PHONE_MAX_LENGTH = 30;

export function ContactPersonFields<V extends RequestFormValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const contactForm = form as unknown as UseFormReturnType<RequestFormValues>;
  return (
    <Fieldset legend={t('serviceRequests.form.contact')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('serviceRequests.form.personaContacte')}
          withAsterisk
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="name"
          {...contactForm.getInputProps('personaContacte')}
        />
        <TextInput
          label={t('serviceRequests.form.telefonContacte')}
          withAsterisk
          type="tel"
          maxLength={PHONE_MAX_LENGTH}
          autoComplete="tel"
          {...contactForm.getInputProps('telefonContacte')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
