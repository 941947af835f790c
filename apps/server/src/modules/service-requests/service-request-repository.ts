// SQL of the service requests module, which owns three tables: the requests, their timeline and
// their files (db/schema/service-requests.ts). Every method runs on the database or on the
// transaction it is given.
//
// One read reaches past those tables, read-only: the customer's company name, which every list
// shows and the back office filters and searches by — joined through the customers module's read
// interface, since "part of the name" over every request cannot be asked one code at a time.
import type { BackOfficeQuery, ServiceRequestKind } from '@portal/domain/service-requests';
import { SERVICE_REQUEST_STATUSES } from '@portal/domain/service-requests';
import { and, asc, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { serviceRequestAttachments, serviceRequestEvents, serviceRequests } from '../../db/schema/index.ts';
import { offsetOf, orderOf, type PageRequest } from '../admin-shared/paging.ts';
import { customerNames } from '../customers/customer-read.ts';

export type RequestRow = typeof serviceRequests.$inferSelect;
/** A request with its customer's company name, as lists and pages show it. */
export type RequestView = RequestRow & { nomCliente: string };
export type EventRow = typeof serviceRequestEvents.$inferSelect;
export type AttachmentRow = typeof serviceRequestAttachments.$inferSelect;
export type AttachmentInfo = Omit<AttachmentRow, 'contingut'>;

/** Each kind's sequence (one per kind, so each kind's numbers run on by themselves). */
const SEQUENCE_OF: Record<ServiceRequestKind, string> = {
  sat: 'service_request_sat_seq',
  maintenance: 'service_request_maintenance_seq',
  standardisation: 'service_request_standardisation_seq',
};

const viewColumns = { request: serviceRequests, nomCliente: customerNames.razonSocial };

/** Status sorts by the life of a request (received first), not by the codes' spelling. */
const statusOrder = sql`array_position(array[${sql.join(
  SERVICE_REQUEST_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[], ${serviceRequests.estat})`;

const sortColumns = {
  dataCreacio: serviceRequests.createdAt,
  // Numbers are zero-padded, so their code-point order is the numeric one within a kind.
  numero: sql`${serviceRequests.numero} collate "C"`,
  estat: statusOrder,
  dataPrevista: serviceRequests.dataPrevista,
};

/** `%` and `_` typed by the user are letters to find, not wildcards (as admin-shared/paging.ts). */
function contains(expression: SQL, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`lower(unaccent(coalesce(${expression}, ''))) like lower(unaccent(${pattern}::text))`;
}

/** A reception day in the portal's time zone, whatever the database's own. */
const receptionDay = sql`(${serviceRequests.createdAt} at time zone 'Europe/Madrid')::date`;

/** The back office's filters (DESIGN §11): every one optional, all of them together. */
function backOfficeWhere(query: BackOfficeQuery): SQL | undefined {
  const text = query.text?.trim();
  const client = query.client?.trim();
  return and(
    query.tipus ? eq(serviceRequests.tipus, query.tipus) : undefined,
    query.estat ? eq(serviceRequests.estat, query.estat) : undefined,
    client
      ? or(eq(serviceRequests.codigoCliente, client), contains(sql`${customerNames.razonSocial}`, client))
      : undefined,
    query.desde ? gte(receptionDay, sql`${query.desde}::date`) : undefined,
    query.fins ? lte(receptionDay, sql`${query.fins}::date`) : undefined,
    text
      ? or(
          contains(sql`${serviceRequests.numero}`, text),
          contains(sql`${serviceRequests.dades}->>'codigoProducto'`, text),
          contains(sql`${serviceRequests.dades}->>'numeroSerie'`, text),
          // A maintenance request's machines, each with its code and serial.
          sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${serviceRequests.dades}->'maquines') = 'array' then ${serviceRequests.dades}->'maquines' else '[]'::jsonb end) as m
              where ${contains(sql`m->>'codigoProducto'`, text)} or ${contains(sql`m->>'numeroSerie'`, text)})`,
          contains(sql`${customerNames.razonSocial}`, text),
        )
      : undefined,
  );
}

export class ServiceRequestRepository extends Repository {
  /** The next number of a kind (`SAT-000123` …): from its sequence, so instances never collide. */
  async nextSequence(kind: ServiceRequestKind): Promise<number> {
    const result = (await this.db.execute(sql`select nextval(${SEQUENCE_OF[kind]}) as n`)) as unknown as {
      rows: { n: string | number }[];
    };
    return Number(result.rows[0]!.n);
  }

  async insert(values: typeof serviceRequests.$inferInsert): Promise<RequestRow> {
    const [row] = await this.db.insert(serviceRequests).values(values).returning();
    return row!;
  }

  async insertEvent(values: typeof serviceRequestEvents.$inferInsert): Promise<EventRow> {
    const [row] = await this.db.insert(serviceRequestEvents).values(values).returning();
    return row!;
  }

  async insertAttachments(
    values: (typeof serviceRequestAttachments.$inferInsert)[],
  ): Promise<AttachmentInfo[]> {
    if (values.length === 0) return [];
    return this.db.insert(serviceRequestAttachments).values(values).returning({
      id: serviceRequestAttachments.id,
      idSolicitud: serviceRequestAttachments.idSolicitud,
      nombre: serviceRequestAttachments.nombre,
      tipusContingut: serviceRequestAttachments.tipusContingut,
      mida: serviceRequestAttachments.mida,
      createdAt: serviceRequestAttachments.createdAt,
    });
  }

  async byNumero(numero: string): Promise<RequestView | undefined> {
    const [row] = await this.db
      .select(viewColumns)
      .from(serviceRequests)
      .innerJoin(customerNames, eq(customerNames.codigo, serviceRequests.codigoCliente))
      .where(eq(serviceRequests.numero, numero))
      .limit(1);
    return row && { ...row.request, nomCliente: row.nomCliente };
  }

  /** The request, locked until the transaction ends: two changes of one request queue up. */
  async lockById(id: number): Promise<RequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id))
      .for('update');
    return row;
  }

  async byIdempotencyKey(idUsuari: number, key: string): Promise<RequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.idUsuari, idUsuari), eq(serviceRequests.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  /** Moves a request on: its status and what goes with it (scheduled day, reason). */
  async update(
    id: number,
    values: Partial<Pick<RequestRow, 'estat' | 'dataPrevista' | 'motiuRebuig'>>,
  ): Promise<void> {
    await this.db
      .update(serviceRequests)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(serviceRequests.id, id));
  }

  /** A note changes the request too: its "last change" is what the back office sorts by. */
  async touch(id: number): Promise<void> {
    await this.db.update(serviceRequests).set({ updatedAt: new Date() }).where(eq(serviceRequests.id, id));
  }

  eventsOf(idSolicitud: number): Promise<EventRow[]> {
    return this.db
      .select()
      .from(serviceRequestEvents)
      .where(eq(serviceRequestEvents.idSolicitud, idSolicitud))
      .orderBy(asc(serviceRequestEvents.id));
  }

  /** The files of a request without their bytes, in the order they were sent. */
  attachmentsOf(idSolicitud: number): Promise<AttachmentInfo[]> {
    return this.db
      .select({
        id: serviceRequestAttachments.id,
        idSolicitud: serviceRequestAttachments.idSolicitud,
        nombre: serviceRequestAttachments.nombre,
        tipusContingut: serviceRequestAttachments.tipusContingut,
        mida: serviceRequestAttachments.mida,
        createdAt: serviceRequestAttachments.createdAt,
      })
      .from(serviceRequestAttachments)
      .where(eq(serviceRequestAttachments.idSolicitud, idSolicitud))
      .orderBy(asc(serviceRequestAttachments.id));
  }

  async attachment(idSolicitud: number, id: number): Promise<AttachmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(serviceRequestAttachments)
      .where(
        and(eq(serviceRequestAttachments.idSolicitud, idSolicitud), eq(serviceRequestAttachments.id, id)),
      )
      .limit(1);
    return row;
  }

  /** A customer's requests of one kind, newest first. */
  async customerPage(codigoCliente: string, kind: ServiceRequestKind, page: PageRequest) {
    const where = and(eq(serviceRequests.codigoCliente, codigoCliente), eq(serviceRequests.tipus, kind));
    const [rows, totals] = await Promise.all([
      this.db
        .select(viewColumns)
        .from(serviceRequests)
        .innerJoin(customerNames, eq(customerNames.codigo, serviceRequests.codigoCliente))
        .where(where)
        .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
        .limit(page.size)
        .offset(offsetOf(page)),
      this.db.select({ total: count() }).from(serviceRequests).where(where),
    ]);
    return { rows: rows.map(toView), total: Number(totals[0]?.total ?? 0) };
  }

  /** Every customer's requests, filtered and sorted (newest first by default). */
  async backOfficePage(query: BackOfficeQuery) {
    const where = backOfficeWhere(query);
    const [rows, totals] = await Promise.all([
      this.db
        .select(viewColumns)
        .from(serviceRequests)
        .innerJoin(customerNames, eq(customerNames.codigo, serviceRequests.codigoCliente))
        .where(where)
        .orderBy(
          ...orderOf(
            sortColumns,
            query.sort,
            { field: 'dataCreacio', direction: 'desc' },
            serviceRequests.id,
          ),
        )
        .limit(query.size)
        .offset(offsetOf(query)),
      this.db
        .select({ total: count() })
        .from(serviceRequests)
        .innerJoin(customerNames, eq(customerNames.codigo, serviceRequests.codigoCliente))
        .where(where),
    ]);
    return { rows: rows.map(toView), total: Number(totals[0]?.total ?? 0) };
  }
}

function toView(row: { request: RequestRow; nomCliente: string }): RequestView {
  return { ...row.request, nomCliente: row.nomCliente };
}
