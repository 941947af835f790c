// The customer's requests of one kind as a table: the number (a link to the request's page), the
// summary, the status, when it was sent and the day it is scheduled for. On a narrow screen the
// table scrolls inside its own box, as the order history does; the page never scrolls sideways.
import { formatDateTime } from '@portal/domain/format';
import type { ServiceRequestSummary } from '@portal/domain/service-requests';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableScroll } from '#shared/ui/table-scroll.tsx';
import { RequestStatusBadge } from '../../shared/request-status-badge.tsx';
import { formatDay } from '../request-days.ts';

export function RequestsTable({ requests }: { requests: readonly ServiceRequestSummary[] }) {
  const { t } = useTranslation();
  return (
    <TableScroll minWidth={680} label={t('serviceRequests.list.caption')}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('serviceRequests.list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('serviceRequests.list.number')}</Table.Th>
            <Table.Th scope="col">{t('serviceRequests.list.summary')}</Table.Th>
            <Table.Th scope="col">{t('serviceRequests.list.status')}</Table.Th>
            <Table.Th scope="col">{t('serviceRequests.list.created')}</Table.Th>
            <Table.Th scope="col">{t('serviceRequests.list.scheduled')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.numero}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component={Link}
                  to={`/solicitud?numero=${encodeURIComponent(request.numero)}`}
                  fw={600}
                  translate="no"
                >
                  {request.numero}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{request.resum}</Table.Td>
              <Table.Td>
                <RequestStatusBadge estat={request.estat} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.dataCreacio)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {request.dataPrevista ? formatDay(request.dataPrevista) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
