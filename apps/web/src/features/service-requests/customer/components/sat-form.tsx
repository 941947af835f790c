// The after-sales service form: which machine (one bought through the portal, picked with its order
// and date, or another typed by product code with its purchase date, which the warranty runs
// from), its serial number, the fault, photos or PDFs, whether the customer brings it or wants it
// collected (then from one of its addresses), up to three preferred days, and who to call.
// Opened from an order of the history it comes with that order and product chosen.
import {
  NOTE_MAX_LENGTH,
  satFormSchema,
  warrantyOf,
  WARRANTY_MONTHS,
  type PurchasedEquipment,
} from '@portal/domain/service-requests';
import { Alert, Fieldset, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { usePurchasedEquipment } from '../api/fetch-purchased-equipment.ts';
import { useRequestForm, type RequestFormValues } from '../hooks/use-request-form.ts';
import { formatDay, today, warrantyEnd } from '../request-days.ts';
import { DayInput } from '#shared/ui/day-input.tsx';
import { AttachmentsField } from './attachments-field.tsx';
import { ContactPersonFields } from './contact-person-fields.tsx';
import { PreferredDatesField } from './preferred-dates-field.tsx';
import { RequestFormFrame } from './request-form-frame.tsx';
import { SiteSelect } from './site-select.tsx';

const SERIAL_MAX_LENGTH = 60;
const PRODUCT_CODE_MAX_LENGTH = 40;

export interface SatValues extends RequestFormValues {
  /** A machine bought through the portal, or another one. */
  origen: 'portal' | 'other';
  /** The bought machine picked (equipmentKey), when `portal`. */
  equip: string | null;
  /** The typed product code and purchase date, when `other`. */
  codigoProducto: string;
  dataCompra: string | null;
  numeroSerie: string;
  averia: string;
  lliurament: 'bring' | 'collect';
  idContacte: string | null;
  fitxers: File[];
}

/** A bought machine is the product in that order: the pair names it (codes may hold any sign). */
function equipmentKey(codigoPedido: string, codigoProducto: string): string {
  return JSON.stringify([codigoPedido, codigoProducto]);
}

function pickedOf(values: SatValues): { codigoPedido: string; codigoProducto: string } | null {
  if (values.origen !== 'portal' || !values.equip) return null;
  const [codigoPedido, codigoProducto] = JSON.parse(values.equip) as [string, string];
  return { codigoPedido, codigoProducto };
}

function toDades(values: SatValues, dates: string[]) {
  const picked = pickedOf(values);
  return {
    codigoProducto: picked ? picked.codigoProducto : values.codigoProducto,
    ...(picked ? { codigoPedido: picked.codigoPedido } : {}),
    numeroSerie: values.numeroSerie,
    ...(!picked && values.dataCompra ? { dataCompra: values.dataCompra } : {}),
    averia: values.averia,
    lliurament: values.lliurament,
    ...(values.lliurament === 'collect' && values.idContacte
      ? { idContacte: Number(values.idContacte) }
      : {}),
    datesPreferides: dates,
    personaContacte: values.personaContacte,
    telefonContacte: values.telefonContacte,
  };
}

/** With a bought machine picked, what is wrong with its product, order or date is wrong with the pick. */
function fieldOf(path: string, values: SatValues): string {
  if (values.origen === 'portal' && ['codigoProducto', 'codigoPedido', 'dataCompra'].includes(path))
    return 'equip';
  return path;
}

export interface SatPrefill {
  /** `?pedido=`: the order the machine came in. */
  pedido: string | null;
  /** `?producto=`: its product code. */
  producto: string | null;
}

export function SatForm({ listPath, prefill }: { listPath: string; prefill: SatPrefill }) {
  const { t } = useTranslation(['translation', 'messages']);
  const user = useStoredUser();
  const equipment = usePurchasedEquipment();
  const fromOrder = Boolean(prefill.pedido && prefill.producto);

  const { form, ...frame } = useRequestForm<SatValues>({
    kind: 'sat',
    initialValues: {
      origen: fromOrder || !prefill.producto ? 'portal' : 'other',
      equip: fromOrder ? equipmentKey(prefill.pedido!, prefill.producto!) : null,
      codigoProducto: prefill.producto ?? '',
      dataCompra: null,
      numeroSerie: '',
      averia: '',
      lliurament: 'bring',
      idContacte: null,
      fitxers: [],
      datesPreferides: [null],
      personaContacte: user?.nomContacte ?? '',
      telefonContacte: '',
    },
    schema: satFormSchema,
    toDades,
    fieldOf,
    files: (values) => values.fitxers,
  });

  // Once the bought machines are known: none (or the history's one is not among them, e.g. older
  // than the list reaches) → the machine is typed, its code kept.
  const { setFieldValue } = form;
  const bought = equipment.data;
  const { origen, equip } = form.values;
  useEffect(() => {
    if (origen !== 'portal') return;
    const known = bought?.some((item) => equipmentKey(item.codigoPedido, item.codigoProducto) === equip);
    if ((bought && bought.length === 0) || equipment.isError || (bought && equip && !known)) {
      setFieldValue('origen', 'other');
      setFieldValue('equip', null);
    }
  }, [bought, equipment.isError, origen, equip, setFieldValue]);

  const values = form.values;
  const picked = pickedOf(values);
  const pickedItem: PurchasedEquipment | undefined = picked
    ? bought?.find(
        (item) => item.codigoPedido === picked.codigoPedido && item.codigoProducto === picked.codigoProducto,
      )
    : undefined;
  const purchase = values.origen === 'portal' ? (pickedItem?.dataCompra ?? null) : values.dataCompra;
  const counter = (used: number, max: number) => t('serviceRequests.form.counter', { used, max });

  const equipmentOptions = (bought ?? []).map((item) => ({
    value: equipmentKey(item.codigoPedido, item.codigoProducto),
    label: t('serviceRequests.sat.equipmentOption', {
      name: item.nombre,
      code: item.codigoProducto,
      order: item.codigoPedido,
      date: formatDay(item.dataCompra),
    }),
  }));
  const canPick = (bought?.length ?? 0) > 0;

  return (
    <RequestFormFrame listPath={listPath} {...frame}>
      <Fieldset legend={t('serviceRequests.sat.machine')} variant="unstyled">
        <Stack gap="sm">
          {canPick && (
            <Radio.Group label={t('serviceRequests.sat.source')} {...form.getInputProps('origen')}>
              <Stack gap="xs" mt={4}>
                <Radio value="portal" label={t('serviceRequests.sat.sourcePortal')} />
                <Radio value="other" label={t('serviceRequests.sat.sourceOther')} />
              </Stack>
            </Radio.Group>
          )}
          {equipment.isError && (
            <Text size="sm" c="dimmed">
              {t('serviceRequests.sat.equipmentError')}
            </Text>
          )}
          {values.origen === 'portal' ? (
            <Select
              label={t('serviceRequests.sat.equipment')}
              placeholder={t('serviceRequests.sat.equipmentPlaceholder')}
              withAsterisk
              searchable
              allowDeselect={false}
              data={equipmentOptions}
              disabled={equipment.isPending}
              nothingFoundMessage={t('serviceRequests.form.nothingFound')}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('equip')}
            />
          ) : (
            <>
              <TextInput
                label={t('serviceRequests.sat.productCode')}
                description={t('serviceRequests.sat.productCodeHint')}
                withAsterisk
                maxLength={PRODUCT_CODE_MAX_LENGTH}
                translate="no"
                {...form.getInputProps('codigoProducto')}
              />
              <DayInput
                label={t('serviceRequests.sat.purchaseDate')}
                description={t('serviceRequests.sat.purchaseDateHint', { months: WARRANTY_MONTHS })}
                withAsterisk
                maxDate={today()}
                {...form.getInputProps('dataCompra')}
              />
            </>
          )}
          {purchase && <Warranty purchase={purchase} />}
          <TextInput
            label={t('serviceRequests.sat.serial')}
            description={t('serviceRequests.sat.serialHint')}
            withAsterisk
            maxLength={SERIAL_MAX_LENGTH}
            translate="no"
            {...form.getInputProps('numeroSerie')}
          />
        </Stack>
      </Fieldset>
      <Textarea
        label={t('serviceRequests.sat.fault')}
        description={`${t('serviceRequests.sat.faultHint')} ${counter(values.averia.length, NOTE_MAX_LENGTH)}`}
        withAsterisk
        autosize
        minRows={4}
        maxRows={12}
        maxLength={NOTE_MAX_LENGTH}
        {...form.getInputProps('averia')}
      />
      <AttachmentsField
        files={values.fitxers}
        onChange={(files) => {
          form.setFieldValue('fitxers', files);
          form.clearFieldError('fitxers');
        }}
        error={form.errors.fitxers}
      />
      <Stack gap="sm">
        <Radio.Group label={t('serviceRequests.sat.delivery')} {...form.getInputProps('lliurament')}>
          <Stack gap="xs" mt={4}>
            <Radio value="bring" label={t('serviceRequests.sat.bring')} />
            <Radio value="collect" label={t('serviceRequests.sat.collect')} />
          </Stack>
        </Radio.Group>
        {values.lliurament === 'collect' && (
          <SiteSelect
            label={t('serviceRequests.sat.collectAddress')}
            inputProps={form.getInputProps('idContacte')}
            onChange={(id) => form.setFieldValue('idContacte', id)}
          />
        )}
      </Stack>
      <PreferredDatesField form={form} />
      <ContactPersonFields form={form} />
    </RequestFormFrame>
  );
}

/** "In warranty until …" or "warranty ended on …", by the domain's rule. */
function Warranty({ purchase }: { purchase: string }) {
  const { t } = useTranslation();
  const inside = warrantyOf(purchase, today()) === 'in';
  const Icon = inside ? IconShieldCheck : IconShieldX;
  return (
    <Alert
      variant="light"
      color={inside ? 'green' : 'gray'}
      p="xs"
      icon={<Icon size={18} aria-hidden />}
      // Read out when the machine or the date changes.
      role="status"
    >
      {t(inside ? 'serviceRequests.sat.warrantyIn' : 'serviceRequests.sat.warrantyOut', {
        date: formatDay(warrantyEnd(purchase)),
      })}
    </Alert>
  );
}
