// The after-sales form's values and how they become the request's `dades`, with the machine bought
// through the portal given up for a typed one when the portal's list does not hold it.
import { satFormSchema } from '@portal/domain/service-requests';
import { useEffect } from 'react';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { usePurchasedEquipment } from '../api/fetch-purchased-equipment.ts';
import { useRequestForm, type RequestFormValues } from './use-request-form.ts';

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

export interface SatPrefill {
  /** `?pedido=`: the order the machine came in. */
  pedido: string | null;
  /** `?producto=`: its product code. */
  producto: string | null;
}

/** A bought machine is the product in that order: the pair names it (codes may hold any sign). */
export function equipmentKey(codigoPedido: string, codigoProducto: string): string {
  return JSON.stringify([codigoPedido, codigoProducto]);
}

export function pickedOf(values: SatValues): { codigoPedido: string; codigoProducto: string } | null {
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

export function useSatForm(prefill: SatPrefill) {
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

  return { form, frame, equipment };
}
