// The standardisation form: welder qualification (EN ISO 9606), welding procedure qualification
// (WPQR, EN ISO 15614) or validation of welding equipment (EN 50504); how many welders or machines
// (the label follows the service); the welding processes by their ISO 4063 numbers, named; the
// materials; the site; up to three preferred days; remarks; and who to call.
import {
  STANDARDISATION_KINDS,
  standardisationFormSchema,
  WELDING_PROCESSES,
} from '@portal/domain/service-requests';
import { TEXT_MAX_LENGTH } from '@portal/domain/validators';
import { MultiSelect, NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { useRequestForm, type RequestFormValues } from '../hooks/use-request-form.ts';
import { ContactPersonFields } from './contact-person-fields.tsx';
import { PreferredDatesField } from './preferred-dates-field.tsx';
import { RequestFormFrame } from './request-form-frame.tsx';
import { SiteSelect } from './site-select.tsx';
import { KindField, RemarksField } from './visit-fields.tsx';

type StandardisationKind = (typeof STANDARDISATION_KINDS)[number];
type WeldingProcess = (typeof WELDING_PROCESSES)[number];

/** The schema's most welders or machines in one request. */
const MAX_QUANTITY = 500;

export interface StandardisationValues extends RequestFormValues {
  tipus: StandardisationKind;
  /** Empty ('') until a number is typed. */
  quantitat: number | string;
  processos: WeldingProcess[];
  materials: string;
  idContacte: string | null;
  observacions: string;
}

function toDades(values: StandardisationValues, dates: string[]) {
  return {
    tipus: values.tipus,
    ...(typeof values.quantitat === 'number' ? { quantitat: values.quantitat } : {}),
    processos: values.processos,
    materials: values.materials,
    ...(values.idContacte ? { idContacte: Number(values.idContacte) } : {}),
    datesPreferides: dates,
    ...(values.observacions.trim() ? { observacions: values.observacions } : {}),
    personaContacte: values.personaContacte,
    telefonContacte: values.telefonContacte,
  };
}

export function StandardisationForm({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  const user = useStoredUser();

  const { form, ...frame } = useRequestForm<StandardisationValues>({
    kind: 'standardisation',
    initialValues: {
      tipus: 'welder_iso_9606',
      quantitat: '',
      processos: [],
      materials: '',
      idContacte: null,
      datesPreferides: [null],
      observacions: '',
      personaContacte: user?.nomContacte ?? '',
      telefonContacte: '',
    },
    schema: standardisationFormSchema,
    toDades,
  });

  const processes = WELDING_PROCESSES.map((code) => ({
    value: code,
    label: t('serviceRequests.standardisation.process', {
      code,
      name: t(`serviceRequests.standardisation.processNames.${code}`),
    }),
  }));

  return (
    <RequestFormFrame listPath={listPath} {...frame}>
      <KindField
        label={t('serviceRequests.standardisation.kind')}
        kinds={STANDARDISATION_KINDS}
        labelOf={(kind) => t(`serviceRequests.standardisation.kinds.${kind}`)}
        inputProps={form.getInputProps('tipus')}
      />
      <NumberInput
        label={t(`serviceRequests.standardisation.quantity.${form.values.tipus}`)}
        withAsterisk
        min={1}
        max={MAX_QUANTITY}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        maw={240}
        {...form.getInputProps('quantitat')}
      />
      <MultiSelect
        label={t('serviceRequests.standardisation.processes')}
        description={t('serviceRequests.standardisation.processesHint')}
        placeholder={
          form.values.processos.length === 0
            ? t('serviceRequests.standardisation.processesPlaceholder')
            : undefined
        }
        withAsterisk
        searchable
        data={processes}
        nothingFoundMessage={t('serviceRequests.form.nothingFound')}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('processos')}
      />
      <TextInput
        label={t('serviceRequests.standardisation.materials')}
        description={t('serviceRequests.standardisation.materialsHint')}
        withAsterisk
        maxLength={TEXT_MAX_LENGTH}
        {...form.getInputProps('materials')}
      />
      <SiteSelect
        label={t('serviceRequests.standardisation.site')}
        inputProps={form.getInputProps('idContacte')}
        onChange={(id) => form.setFieldValue('idContacte', id)}
      />
      <PreferredDatesField form={form} />
      <RemarksField value={form.values.observacions} inputProps={form.getInputProps('observacions')} />
      <ContactPersonFields form={form} />
    </RequestFormFrame>
  );
}
