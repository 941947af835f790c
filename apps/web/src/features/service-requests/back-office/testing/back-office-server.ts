// A stand-in for `GET /servei/solicituds` in the back office's component tests: keeps requests
// checked against the domain's wire schema, reads the query with the API's own schema
// (backOfficeQuerySchema: a query the server would refuse is a 400 here too), and filters, sorts
// and pages as the server does — the kind, the status, the customer (its code exactly or part of
// its name), the days received and a free text. Records every request with its query.
import type { Page } from '@portal/domain/api';
import {
  backOfficeQuerySchema,
  SERVICE_REQUEST_KINDS,
  SERVICE_REQUEST_STATUSES,
  serviceRequestSummarySchema,
  type ServiceRequestSummary,
} from '@portal/domain/service-requests';
import { envelope, notFound, refusal, stubFetch } from '../../../../testing/fake-api.ts';
import { staffSession } from '../../request/testing/request-server.ts';

export { staffSession };

/** The day of an instant in the zone the test runs in (the server uses Europe/Madrid). */
const dayOf = (iso: string) => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const customers = [
  { codigoCliente: 'C0001', nomCliente: 'Talleres Oro SA' },
  { codigoCliente: 'C0003', nomCliente: 'Soldamar SL' },
];

/** 25 requests over March 2026: kinds and statuses in turn, two customers, one a day. */
export function seedSummaries(): ServiceRequestSummary[] {
  const prefix = { sat: 'SAT', maintenance: 'MNT', standardisation: 'STD' };
  return Array.from({ length: 25 }, (_, index) => {
    const tipus = SERVICE_REQUEST_KINDS[index % 3]!;
    const estat = SERVICE_REQUEST_STATUSES[index % 7]!;
    const created = new Date(2026, 2, index + 1, 9, 30, 0).toISOString();
    return serviceRequestSummarySchema.parse({
      numero: `${prefix[tipus]}-${String(index + 1).padStart(6, '0')}`,
      tipus,
      estat,
      ...customers[index % 2]!,
      resum: tipus === 'sat' ? `MIG-250 · SN-${1000 + index}` : `Request ${index + 1}`,
      dataCreacio: created,
      dataActualitzacio: created,
      dataPrevista: estat === 'accepted' ? `2026-04-${String((index % 28) + 1).padStart(2, '0')}` : null,
    });
  });
}

function sortRows(rows: ServiceRequestSummary[], field: string, direction: 'asc' | 'desc') {
  const value = (row: ServiceRequestSummary) => String(row[field as keyof ServiceRequestSummary] ?? '');
  return [...rows].sort((a, b) => (direction === 'asc' ? 1 : -1) * value(a).localeCompare(value(b)));
}

export function backOfficeServer(rows: readonly ServiceRequestSummary[] = seedSummaries()) {
  const { requests } = stubFetch((seen) => {
    if (seen.path === '/permisos/permis-pantalla') return envelope([]);
    if (seen.method !== 'GET' || seen.path !== '/servei/solicituds') return notFound();
    const parsed = backOfficeQuerySchema.safeParse(Object.fromEntries(seen.query));
    if (!parsed.success) return refusal(400, 'errors.validation', 'The request has invalid fields.');
    const query = parsed.data;
    const client = query.client?.toLowerCase();
    const text = query.text?.toLowerCase();
    const found = rows.filter(
      (row) =>
        (!query.tipus || row.tipus === query.tipus) &&
        (!query.estat || row.estat === query.estat) &&
        (!client ||
          row.codigoCliente.toLowerCase() === client ||
          row.nomCliente.toLowerCase().includes(client)) &&
        (!query.desde || dayOf(row.dataCreacio) >= query.desde) &&
        (!query.fins || dayOf(row.dataCreacio) <= query.fins) &&
        (!text || [row.numero, row.resum, row.nomCliente].some((part) => part.toLowerCase().includes(text))),
    );
    const sort = query.sort ?? { field: 'dataCreacio', direction: 'desc' };
    const sorted = sortRows(found, sort.field, sort.direction);
    const page: Page<ServiceRequestSummary> = {
      content: sorted.slice(query.page * query.size, (query.page + 1) * query.size),
      totalElements: sorted.length,
      totalPages: Math.ceil(sorted.length / query.size),
      number: query.page,
      size: query.size,
    };
    return envelope(page);
  });
  return {
    requests,
    lists: () => requests.filter((r) => r.path === '/servei/solicituds'),
    lastQuery: () =>
      Object.fromEntries(requests.filter((r) => r.path === '/servei/solicituds').at(-1)!.query),
  };
}
