// "My company": the customer's data of spec §3. What the ERP decides — code, payment method, price
// list (shown as the tier's name), account code — is shown; the rest is edited here, the payment
// day the company asks for included, checked with the server's schema (CIF format, IBAN rule, the
// 0–30 range), kept by the portal at once and sent on to the ERP. Only those whose role may change it (`PUT /clientes/update`: the company
// administrator) get the form; the others read the same data.
import type { CustomerProfile } from '@portal/domain/accounts';
import { tierOf } from '@portal/domain/pricing';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '#shared/contacts/fetch-countries.ts';
import { RefusalAlert } from '#shared/forms/refusal-alert.tsx';
import { useSchemaForm } from '#shared/forms/use-schema-form.ts';
import { useCustomer } from '../api/fetch-customer.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import {
  checkCompany,
  COMPANY_FIELDS,
  companyBody,
  companyValues,
  type CompanyValues,
} from '../company-values.ts';
import { FactsList } from './facts-list.tsx';
import { ProfileSection } from './profile-section.tsx';

export function CompanySection({ codigo, mayEdit }: { codigo: string; mayEdit: boolean }) {
  const { t } = useTranslation();
  const customer = useCustomer(codigo);
  let content;
  if (customer.isPending) {
    content = (
      <Center py="lg">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (customer.isError) {
    content = (
      <Alert color="red" variant="light" title={t('profile.company.loadError')} role="alert">
        <Button size="xs" variant="light" onClick={() => void customer.refetch()}>
          {t('profile.retry')}
        </Button>
      </Alert>
    );
  } else {
    content = (
      <>
        <CompanyFacts profile={customer.data} />
        {mayEdit ? <CompanyForm profile={customer.data} /> : <CompanyData profile={customer.data} />}
      </>
    );
  }
  return <ProfileSection title={t('profile.company.title')}>{content}</ProfileSection>;
}

function CompanyFacts({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
  const none = t('profile.none');
  const tierNames = {
    gold: t('profile.tiers.gold'),
    silver: t('profile.tiers.silver'),
    bronze: t('profile.tiers.bronze'),
    distributor: t('profile.tiers.distributor'),
  };
  return (
    <FactsList
      facts={[
        { key: 'codigo', label: t('profile.company.codigo'), value: profile.codigo },
        { key: 'formaPago', label: t('profile.company.formaPago'), value: profile.formaPagoNombre ?? none },
        { key: 'idLista', label: t('profile.company.priceList'), value: tierNames[tierOf(profile.idLista)] },
        {
          key: 'cuentaContable',
          label: t('profile.company.cuentaContable'),
          value: profile.cuentaContable ?? none,
        },
      ]}
    />
  );
}

/** The data the company administrator changes, as others of the company read it. */
function CompanyData({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const values = companyValues(profile);
  const country = countries.data?.find((option) => option.codigo === values.pais)?.nombre ?? values.pais;
  const none = t('profile.none');
  return (
    <Stack gap="sm">
      <FactsList
        facts={COMPANY_FIELDS.map((name) => ({
          key: name,
          label: t(`profile.company.${name}`),
          value: (name === 'pais' ? country : values[name]) || none,
        }))}
      />
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" c="dimmed">
          {t('profile.company.administratorChanges')}
        </Text>
      </Group>
    </Stack>
  );
}

function CompanyForm({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const save = useUpdateCustomer();
  const { codigo } = profile;
  const { form, focusFirst, showRefusal, refusalOnFields } = useSchemaForm<CompanyValues>({
    name: 'profile-company',
    initialValues: companyValues(profile),
    fields: COMPANY_FIELDS,
    check: (values) => checkCompany(codigo, values),
  });

  const submit = (values: CompanyValues) =>
    save.mutate(companyBody(codigo, values), {
      onSuccess: (profile) => {
        const saved = companyValues(profile);
        form.setInitialValues(saved);
        form.setValues(saved);
      },
      onError: showRefusal,
    });

  const otherFailure = save.isError && !refusalOnFields(save.error);
  const field = (
    name: Exclude<(typeof COMPANY_FIELDS)[number], 'pais'>,
    required: boolean,
    props: { maxLength: number; autoComplete?: string; description?: string; inputMode?: 'numeric' },
  ) => (
    <TextInput
      label={t(`profile.company.${name}`)}
      withAsterisk={required}
      {...props}
      {...form.getInputProps(name)}
    />
  );
  const countryData = (countries.data ?? []).map((country) => ({
    value: country.codigo,
    label: country.nombre,
  }));
  // The customer's country shows by its code until the list has come (or if the list lacks it).
  if (!countryData.some((option) => option.value === form.values.pais) && form.values.pais)
    countryData.push({ value: form.values.pais, label: form.values.pais });

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirst)}>
      <Stack gap="sm">
        {otherFailure && <RefusalAlert error={save.error} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field('razonSocial', true, { maxLength: 100, autoComplete: 'organization' })}
          {field('cif', true, { maxLength: 20 })}
          {field('telefono', true, { maxLength: 30, autoComplete: 'tel' })}
        </SimpleGrid>
        {field('direccion', true, { maxLength: 100, autoComplete: 'street-address' })}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field('codigoPostal', true, { maxLength: 10, autoComplete: 'postal-code' })}
          {field('poblacion', true, { maxLength: 100, autoComplete: 'address-level2' })}
          {field('provincia', false, { maxLength: 100, autoComplete: 'address-level1' })}
          {field('ciudad', false, { maxLength: 100 })}
          <Select
            label={t('profile.company.pais')}
            withAsterisk
            searchable
            data={countryData}
            nothingFoundMessage={t('profile.nothingFound')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('pais')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field('entidadBancaria', false, {
            maxLength: 40,
            description: t('profile.company.ibanHint'),
          })}
          {field('diaPago', false, {
            maxLength: 2,
            inputMode: 'numeric',
            description: t('profile.company.diaPagoHint'),
          })}
        </SimpleGrid>
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Group gap={6} wrap="nowrap" align="flex-start" style={{ flex: '1 1 240px' }}>
            <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              {t('profile.company.erpNote')}
            </Text>
          </Group>
          <Button type="submit" loading={save.isPending}>
            {t('profile.company.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
