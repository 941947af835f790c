// The registration form's company section (spec §3 Customer): razón social, CIF, phone, address,
// zip, population, province, city, country and the payment day asked for.
import { Fieldset, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '#shared/contacts/fetch-countries.ts';
import { RegisterTextField } from './register-text-field.tsx';
import type { RegisterFormState } from './use-register-form.ts';

export function RegisterCompanyFields({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation();
  const countries = useCountries();
  return (
    <Fieldset legend={t('register.company')}>
      <Stack gap="sm">
        <RegisterTextField
          form={form}
          field="razonSocial"
          maxLength={100}
          autoComplete="organization"
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <RegisterTextField form={form} field="cif" maxLength={20} required />
          <RegisterTextField
            form={form}
            field="telefono"
            maxLength={30}
            autoComplete="tel"
            required
            type="tel"
          />
        </SimpleGrid>
        <RegisterTextField
          form={form}
          field="direccion"
          maxLength={100}
          autoComplete="street-address"
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <RegisterTextField
            form={form}
            field="codigoPostal"
            maxLength={10}
            autoComplete="postal-code"
            required
          />
          <RegisterTextField
            form={form}
            field="poblacion"
            maxLength={100}
            autoComplete="address-level2"
            required
          />
          <RegisterTextField form={form} field="provincia" maxLength={100} autoComplete="address-level1" />
          <RegisterTextField form={form} field="ciudad" maxLength={100} />
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
        <RegisterTextField
          form={form}
          field="diaPago"
          maxLength={2}
          inputMode="numeric"
          description={t('register.diaPagoHint')}
        />
      </Stack>
    </Fieldset>
  );
}
