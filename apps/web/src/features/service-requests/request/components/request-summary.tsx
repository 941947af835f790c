// Who asked, when, where it stands: the customer and the requester, the request's dates (received,
// last change, scheduled), the warranty of an after-sales request and the ERP's work order once
// the ERP has taken it. A rejected request says why, above everything else.
import type { ServiceRequestDetail } from '@portal/domain/service-requests';
import { formatDateTime } from '@portal/domain/format';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../format.ts';
import { FactList } from './fact-list.tsx';
import { RequestSection } from './request-section.tsx';

export function RejectionReason({ motiu }: { motiu: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('serviceRequests.detail.rejectionReason')}
    >
      <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{motiu}</span>
    </Alert>
  );
}

export function RequestSummary({ request }: { request: ServiceRequestDetail }) {
  const { t } = useTranslation();
  return (
    <RequestSection title={t('serviceRequests.detail.summary')}>
      <FactList
        facts={[
          {
            key: 'client',
            label: t('serviceRequests.detail.customer'),
            value: `${request.codigoCliente} · ${request.nomCliente}`,
          },
          request.solicitant !== null && {
            key: 'solicitant',
            label: t('serviceRequests.detail.requestedBy'),
            value: request.solicitant,
          },
          {
            key: 'creat',
            label: t('serviceRequests.detail.createdAt'),
            value: formatDateTime(request.dataCreacio),
          },
          {
            key: 'actualitzat',
            label: t('serviceRequests.detail.updatedAt'),
            value: formatDateTime(request.dataActualitzacio),
          },
          {
            key: 'prevista',
            label: t('serviceRequests.detail.scheduledDate'),
            value: request.dataPrevista
              ? formatDay(request.dataPrevista)
              : t('serviceRequests.detail.notScheduled'),
          },
          request.garantia !== null && {
            key: 'garantia',
            label: t('serviceRequests.detail.warranty'),
            value: t(`serviceRequests.detail.warrantyValue.${request.garantia}`),
          },
          request.erpNumero !== null && {
            key: 'erp',
            label: t('serviceRequests.detail.erpNumber'),
            value: request.erpNumero,
          },
        ]}
      />
    </RequestSection>
  );
}
