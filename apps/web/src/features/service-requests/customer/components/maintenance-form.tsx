// The maintenance form: preventive maintenance or the periodic inspection and testing of arc
// welding equipment (IEC/EN 60974-4); the machines (a row each: product code, with the machines
// bought through the portal offered as the code is typed, and the serial number if known); the
// site; up to three preferred days; whether it repeats every year; remarks; and who to call.
import { MAINTENANCE_KINDS, maintenanceFormSchema } from '@portal/domain/service-requests';
import {
  ActionIcon,
  Autocomplete,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  type OptionsFilter,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { usePurchasedEquipment } from '../api/fetch-purchased-equipment.ts';
import { useRequestForm, type RequestFormValues } from '../hooks/use-request-form.ts';
import { ContactPersonFields } from './contact-person-fields.tsx';
import { PreferredDatesField } from './preferred-dates-field.tsx';
import { RequestFormFrame } from './request-form-frame.tsx';
import { SiteSelect } from './site-select.tsx';
import { KindField, RemarksField } from './visit-fields.tsx';

/** The schema's limits: a machine's product code and serial, and how many machines. */
const PRODUCT_CODE_MAX_LENGTH = 40;
const SERIAL_MAX_LENGTH = 60;
const MAX_MACHINES = 50;

type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];

interface MachineRow {
  codigoProducto: string;
  numeroSerie: string;
}

export interface MaintenanceValues extends RequestFormValues {
  tipus: MaintenanceKind;
  maquines: MachineRow[];
  idContacte: string | null;
  anual: boolean;
  observacions: string;
}

const EMPTY_MACHINE: MachineRow = { codigoProducto: '', numeroSerie: '' };

function toDades(values: MaintenanceValues, dates: string[]) {
  return {
    tipus: values.tipus,
    maquines: values.maquines.map((machine) => ({
      codigoProducto: machine.codigoProducto,
      ...(machine.numeroSerie.trim() ? { numeroSerie: machine.numeroSerie } : {}),
    })),
    ...(values.idContacte ? { idContacte: Number(values.idContacte) } : {}),
    datesPreferides: dates,
    anual: values.anual,
    ...(values.observacions.trim() ? { observacions: values.observacions } : {}),
    personaContacte: values.personaContacte,
    telefonContacte: values.telefonContacte,
  };
}

/** "At least one machine" belongs to the first row's code. */
const fieldOf = (path: string) => (path === 'maquines' ? 'maquines.0.codigoProducto' : path);

export function MaintenanceForm({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const equipment = usePurchasedEquipment();

  const { form, ...frame } = useRequestForm<MaintenanceValues>({
    kind: 'maintenance',
    initialValues: {
      tipus: 'preventive',
      maquines: [EMPTY_MACHINE],
      idContacte: null,
      datesPreferides: [null],
      anual: false,
      observacions: '',
      personaContacte: user?.nomContacte ?? '',
      telefonContacte: '',
    },
    schema: maintenanceFormSchema,
    toDades,
    fieldOf,
  });

  // The machines bought through the portal, once each, as suggestions for the code.
  const names = useMemo(() => {
    const byCode = new Map<string, string>();
    for (const item of equipment.data ?? [])
      if (!byCode.has(item.codigoProducto)) byCode.set(item.codigoProducto, item.nombre);
    return byCode;
  }, [equipment.data]);
  const suggestions = useMemo(() => [...names.keys()], [names]);
  const filter: OptionsFilter = ({ options, search }) => {
    const wanted = search.trim().toLowerCase();
    return options.filter(
      (option) =>
        'value' in option &&
        (option.value.toLowerCase().includes(wanted) ||
          (names.get(option.value) ?? '').toLowerCase().includes(wanted)),
    );
  };

  const machines = form.values.maquines;

  return (
    <RequestFormFrame listPath={listPath} {...frame}>
      <KindField
        label={t('serviceRequests.maintenance.kind')}
        kinds={MAINTENANCE_KINDS}
        labelOf={(kind) => t(`serviceRequests.maintenance.kinds.${kind}`)}
        inputProps={form.getInputProps('tipus')}
      />
      <Fieldset legend={t('serviceRequests.maintenance.machines')} variant="unstyled">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('serviceRequests.maintenance.machinesHint')}
          </Text>
          {machines.map((_, row) => (
            <Fieldset
              key={row}
              legend={t('serviceRequests.maintenance.machine', { n: row + 1 })}
              p="sm"
              styles={{ legend: { fontWeight: 600 } }}
            >
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1, minWidth: 0 }}>
                  <Autocomplete
                    label={t('serviceRequests.maintenance.productCode')}
                    withAsterisk
                    maxLength={PRODUCT_CODE_MAX_LENGTH}
                    data={suggestions}
                    filter={filter}
                    limit={20}
                    renderOption={({ option }) => (
                      <Stack gap={0}>
                        <Text size="sm" translate="no">
                          {option.value}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {names.get(option.value)}
                        </Text>
                      </Stack>
                    )}
                    comboboxProps={{ withinPortal: true }}
                    translate="no"
                    {...form.getInputProps(`maquines.${row}.codigoProducto`)}
                  />
                  <TextInput
                    label={t('serviceRequests.maintenance.serial')}
                    maxLength={SERIAL_MAX_LENGTH}
                    translate="no"
                    {...form.getInputProps(`maquines.${row}.numeroSerie`)}
                  />
                </SimpleGrid>
                {machines.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={26}
                    aria-label={t('serviceRequests.maintenance.removeMachine', { n: row + 1 })}
                    onClick={() => form.removeListItem('maquines', row)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Fieldset>
          ))}
          {machines.length < MAX_MACHINES && (
            <Group>
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => form.insertListItem('maquines', { ...EMPTY_MACHINE })}
              >
                {t('serviceRequests.maintenance.addMachine')}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
      <SiteSelect
        label={t('serviceRequests.maintenance.site')}
        inputProps={form.getInputProps('idContacte')}
        onChange={(id) => form.setFieldValue('idContacte', id)}
      />
      <PreferredDatesField form={form} />
      <Switch
        label={t('serviceRequests.maintenance.anual')}
        description={t('serviceRequests.maintenance.anualHint')}
        {...form.getInputProps('anual', { type: 'checkbox' })}
      />
      <RemarksField value={form.values.observacions} inputProps={form.getInputProps('observacions')} />
      <ContactPersonFields form={form} />
    </RequestFormFrame>
  );
}
