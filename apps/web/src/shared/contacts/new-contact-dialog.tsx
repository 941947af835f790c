// "New address": a delivery contact of the customer's company, from the checkout (where it is
// then chosen for the order) and from the profile; validated by the same schema the server uses
// (packages/domain) and created on the server (which also sends it on to the ERP). Field errors the server finds show on their fields;
// any other failure is the spec's "error creating contact".
import { contactInputSchema, type Contact, type ContactInput } from '@portal/domain/ordering-api';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../ui/form-dialog.tsx';
import { ApiError } from '../api/api-error.ts';
import { notifyEnvelope } from '../notifications/notify.ts';
import { useCountries } from './fetch-countries.ts';
import { useCreateContact } from './create-contact.ts';

type ContactFields = Required<ContactInput> & { pais: string };
type FieldName = keyof ContactFields;

const EMPTY: ContactFields = {
  pais: 'ES',
  nombreContacto: '',
  direccion: '',
  codigoPostal: '',
  poblacion: '',
  provincia: '',
  ciudad: '',
  telefono: '',
};

const FIELDS: readonly FieldName[] = Object.keys(EMPTY) as FieldName[];

interface NewContactDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (contact: Contact) => void;
}

export function NewContactDialog({ opened, onClose, onCreated }: NewContactDialogProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const countries = useCountries();
  const create = useCreateContact();

  // Messages are translated when the check runs; the dialog is short-lived enough for that.
  const validate = (values: ContactFields) => {
    const errors: Partial<Record<FieldName, string>> = {};
    if (values.pais.trim() === '') errors.pais = t('messages:validation.required');
    const { pais: _pais, ...contact } = values;
    const parsed = contactInputSchema.safeParse(contact);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        if (errors[field]) continue;
        if (issue.message === 'validation.required') errors[field] = t('messages:validation.required');
        else if (issue.code === 'too_big')
          errors[field] = t('messages:validation.textTooLong', { max: Number(issue.maximum) });
        else errors[field] = t('messages:validation.invalidValue');
      }
    }
    return errors;
  };

  const form = useForm<ContactFields>({ mode: 'controlled', initialValues: EMPTY, validate });

  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };

  const submit = ({ pais, telefono, ...rest }: ContactFields) => {
    create.mutate(
      { pais, contact: { ...rest, ...(telefono.trim() ? { telefono } : {}) } },
      {
        onSuccess: (created) => {
          notifyEnvelope({ error: false, missatge: created.missatge });
          form.reset();
          onCreated(created);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.body?.errors ?? []) : [];
          for (const field of fields) {
            if ((FIELDS as readonly string[]).includes(field.field))
              form.setFieldError(field.field, field.error_description);
          }
        },
      },
    );
  };

  const field = (
    name: Exclude<FieldName, 'pais'>,
    required: boolean,
    props: { maxLength: number; autoComplete?: string },
  ) => (
    <TextInput
      label={t(`ordering.contact.${name}`)}
      withAsterisk={required}
      {...props}
      {...form.getInputProps(name)}
    />
  );

  return (
    <FormDialog opened={opened} onClose={close} title={t('ordering.contact.title')} size="lg">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          {create.isError && (
            <Alert color="red" variant="light">
              {t('messages:contacts.createError')}
            </Alert>
          )}
          {field('nombreContacto', true, { maxLength: 100, autoComplete: 'name' })}
          {field('direccion', true, { maxLength: 100, autoComplete: 'street-address' })}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {field('codigoPostal', true, { maxLength: 10, autoComplete: 'postal-code' })}
            {field('poblacion', true, { maxLength: 100, autoComplete: 'address-level2' })}
            {field('provincia', false, { maxLength: 100, autoComplete: 'address-level1' })}
            {field('ciudad', false, { maxLength: 100 })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('ordering.contact.pais')}
              withAsterisk
              searchable
              data={(countries.data ?? []).map((country) => ({
                value: country.codigo,
                label: country.nombre,
              }))}
              nothingFoundMessage={t('ordering.common.nothingFound')}
              disabled={countries.isPending}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('pais')}
            />
            {field('telefono', false, { maxLength: 20, autoComplete: 'tel' })}
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('ordering.common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('ordering.contact.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
