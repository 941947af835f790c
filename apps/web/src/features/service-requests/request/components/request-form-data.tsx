// The form as the customer sent it, laid out for its kind: the machine, its serial, the fault and
// how it reaches the workshop (after-sales); the machines and the site (maintenance); the service,
// how many, the processes and materials (standardisation); then the preferred dates, remarks and
// who to call. The kinds of service and the welding processes are named as the customer's form
// names them (serviceRequests.maintenance / .standardisation), so both read the same.
import type {
  MaintenanceForm,
  SatForm,
  ServiceRequestDetail,
  StandardisationForm,
} from '@portal/domain/service-requests';
import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../format.ts';
import { FactList, type Fact } from './fact-list.tsx';
import { RequestSection } from './request-section.tsx';

/**
 * The form of the request's kind. The wire carries `dades` as the union of the three forms with
 * `tipus` beside it; the server stored it as that kind's schema parsed it, so `tipus` says which.
 */
type KindForm =
  | { tipus: 'sat'; form: SatForm }
  | { tipus: 'maintenance'; form: MaintenanceForm }
  | { tipus: 'standardisation'; form: StandardisationForm };

function kindForm(request: ServiceRequestDetail): KindForm {
  return { tipus: request.tipus, form: request.dades } as KindForm;
}

function DayList({ days }: { days: readonly string[] }) {
  return (
    <List size="sm" withPadding={false} listStyleType="none">
      {days.map((day) => (
        <List.Item key={day}>{formatDay(day)}</List.Item>
      ))}
    </List>
  );
}

export function RequestFormData({ request }: { request: ServiceRequestDetail }) {
  const { t } = useTranslation();
  const { tipus, form } = kindForm(request);
  const address = (label: string): Fact | null =>
    request.adreca === null ? null : { key: 'adreca', label, value: request.adreca, wide: true };

  let own: (Fact | null | false)[];
  switch (tipus) {
    case 'sat':
      own = [
        { key: 'producte', label: t('serviceRequests.detail.product'), value: form.codigoProducto },
        Boolean(form.codigoPedido) && {
          key: 'comanda',
          label: t('serviceRequests.detail.order'),
          value: form.codigoPedido,
        },
        { key: 'serie', label: t('serviceRequests.detail.serialNumber'), value: form.numeroSerie },
        form.dataCompra !== undefined && {
          key: 'compra',
          label: t('serviceRequests.detail.purchaseDate'),
          value: formatDay(form.dataCompra),
        },
        { key: 'averia', label: t('serviceRequests.detail.fault'), value: form.averia, wide: true },
        {
          key: 'lliurament',
          label: t('serviceRequests.detail.delivery'),
          value: t(`serviceRequests.detail.deliveryValue.${form.lliurament}`),
        },
        form.lliurament === 'collect' && address(t('serviceRequests.detail.collectionAddress')),
      ];
      break;
    case 'maintenance':
      own = [
        {
          key: 'tipus',
          label: t('serviceRequests.maintenance.kind'),
          value: t(`serviceRequests.maintenance.kinds.${form.tipus}`),
        },
        {
          key: 'maquines',
          label: t('serviceRequests.detail.machines'),
          wide: true,
          value: (
            <List size="sm" withPadding={false} listStyleType="none">
              {form.maquines.map((machine, index) => (
                <List.Item key={`${machine.codigoProducto}-${index}`}>
                  <Text span fw={600} size="sm">
                    {machine.codigoProducto}
                  </Text>
                  {machine.numeroSerie
                    ? ` · ${t('serviceRequests.detail.serialNumber')}: ${machine.numeroSerie}`
                    : ''}
                </List.Item>
              ))}
            </List>
          ),
        },
        address(t('serviceRequests.detail.serviceAddress')),
        {
          key: 'anual',
          label: t('serviceRequests.detail.yearly'),
          value: t(form.anual ? 'serviceRequests.detail.yes' : 'serviceRequests.detail.no'),
        },
      ];
      break;
    case 'standardisation':
      own = [
        {
          key: 'tipus',
          label: t('serviceRequests.standardisation.kind'),
          value: t(`serviceRequests.standardisation.kinds.${form.tipus}`),
          wide: true,
        },
        {
          key: 'quantitat',
          label: t(`serviceRequests.standardisation.quantity.${form.tipus}`),
          value: String(form.quantitat),
        },
        {
          key: 'processos',
          label: t('serviceRequests.detail.processes'),
          wide: true,
          value: (
            <List size="sm" withPadding={false} listStyleType="none">
              {form.processos.map((code) => (
                <List.Item key={code}>
                  {t('serviceRequests.standardisation.process', {
                    code,
                    name: t(`serviceRequests.standardisation.processNames.${code}`),
                  })}
                </List.Item>
              ))}
            </List>
          ),
        },
        { key: 'materials', label: t('serviceRequests.detail.materials'), value: form.materials, wide: true },
        address(t('serviceRequests.detail.serviceAddress')),
      ];
      break;
  }

  const remarks = tipus === 'sat' ? undefined : form.observacions;
  return (
    <RequestSection title={t('serviceRequests.detail.formData')}>
      <FactList
        facts={[
          ...own,
          {
            key: 'dates',
            label: t('serviceRequests.detail.preferredDates'),
            value: <DayList days={form.datesPreferides} />,
          },
          Boolean(remarks) && {
            key: 'observacions',
            label: t('serviceRequests.detail.remarks'),
            value: remarks,
            wide: true,
          },
          { key: 'persona', label: t('serviceRequests.detail.contactPerson'), value: form.personaContacte },
          {
            key: 'telefon',
            label: t('serviceRequests.detail.contactPhone'),
            value: (
              <Anchor href={`tel:${form.telefonContacte.replace(/[^\d+]/g, '')}`}>
                {form.telefonContacte}
              </Anchor>
            ),
          },
        ]}
      />
    </RequestSection>
  );
}
