// Owns the `sync_*` tables (db/schema/owners.js). Claiming a run is a lease, as for the outbox:
// the instance running a run renews `lease_until` with every page, and a run whose lease ran out
// (its process died) is taken over by whichever instance claims next.
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SyncCountsColumn } from '../../db/schema/sync.ts';
import { Repository } from '../../db/repository.ts';
import { syncMarks, syncRuns } from '../../db/schema/index.ts';
import type { SyncKind, SyncOrigin, SyncRunsQuery, SyncState } from '@portal/domain/erp-sync';

export type SyncRunRow = typeof syncRuns.$inferSelect;

/** PostgreSQL's unique violation: the one-active-run index refused a second run. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export class SyncRepository extends Repository {
  async insert(values: {
    kind: SyncKind;
    origin: SyncOrigin;
    requestedBy: string | null;
    resume?: SyncRunRow | undefined;
  }): Promise<SyncRunRow> {
    const resume = values.resume;
    const [row] = await this.db
      .insert(syncRuns)
      .values({
        kind: values.kind,
        origin: values.origin,
        requestedBy: values.requestedBy,
        status: 'queued',
        // A resumed run carries the failed run's cursor, counts, marks and start.
        ...(resume
          ? {
              entity: resume.entity,
              page: resume.page,
              counts: resume.counts,
              marks: resume.marks,
              resumesRunId: resume.id,
              resumeCount: resume.resumeCount + 1,
              startedAt: resume.startedAt,
            }
          : {}),
      })
      .returning();
    return row!;
  }

  byId(id: number): Promise<SyncRunRow | undefined> {
    return this.db
      .select()
      .from(syncRuns)
      .where(eq(syncRuns.id, id))
      .then((rows) => rows[0]);
  }

  /** The run under way (queued or running), else the newest one. */
  async current(): Promise<SyncRunRow | undefined> {
    const [row] = await this.db
      .select()
      .from(syncRuns)
      .orderBy(
        sql`case when ${syncRuns.status} in ('queued', 'running') then 0 else 1 end`,
        desc(syncRuns.id),
      )
      .limit(1);
    return row;
  }

  /** The newest run; of the given kinds only, when named. */
  async latest(kinds?: readonly string[]): Promise<SyncRunRow | undefined> {
    const [row] = await this.db
      .select()
      .from(syncRuns)
      .where(kinds ? inArray(syncRuns.kind, [...kinds]) : undefined)
      .orderBy(desc(syncRuns.id))
      .limit(1);
    return row;
  }

  async lastSucceededAt(): Promise<Date | null> {
    const [row] = await this.db
      .select({ finishedAt: syncRuns.finishedAt })
      .from(syncRuns)
      .where(and(eq(syncRuns.status, 'succeeded'), isNotNull(syncRuns.finishedAt)))
      .orderBy(desc(syncRuns.finishedAt))
      .limit(1);
    return row?.finishedAt ?? null;
  }

  /**
   * Takes the queued run, or a running one whose lease ran out (its instance died), for `owner`.
   * `skip locked`: two instances claiming at once never both get it.
   */
  async claim(owner: string, leaseSeconds: number): Promise<SyncRunRow | undefined> {
    const result = (await this.db.execute(sql`
      update sync_runs set status = 'running', lease_owner = ${owner},
        lease_until = now() + make_interval(secs => ${leaseSeconds}),
        started_at = coalesce(started_at, now()),
        resume_count = resume_count + case when status = 'running' then 1 else 0 end
      where id = (select id from sync_runs
        where status = 'queued' or (status = 'running' and lease_until < now())
        order by id limit 1 for update skip locked)
      returning id`)) as unknown as { rows: { id: number | string }[] };
    const id = result.rows[0]?.id;
    return id === undefined ? undefined : this.byId(Number(id));
  }

  /**
   * Moves the cursor and the counts after a page, and renews the lease; false when this
   * instance no longer holds the run (its lease ran out and another took it over).
   */
  async advance(
    id: number,
    owner: string,
    leaseSeconds: number,
    values: {
      entity: string | null;
      page: number | null;
      counts: SyncCountsColumn;
      marks?: Record<string, string | null>;
    },
  ): Promise<boolean> {
    const rows = await this.db
      .update(syncRuns)
      .set({
        entity: values.entity,
        page: values.page,
        counts: values.counts,
        ...(values.marks ? { marks: values.marks } : {}),
        leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(and(eq(syncRuns.id, id), eq(syncRuns.status, 'running'), eq(syncRuns.leaseOwner, owner)))
      .returning({ id: syncRuns.id });
    return rows.length === 1;
  }

  async finish(
    id: number,
    owner: string,
    status: 'succeeded' | 'failed',
    error: string | null,
  ): Promise<void> {
    await this.db
      .update(syncRuns)
      .set({ status, error, finishedAt: sql`now()`, leaseOwner: null, leaseUntil: null })
      .where(and(eq(syncRuns.id, id), eq(syncRuns.leaseOwner, owner)));
  }

  /** Gives the lease up at once (shutting down), so the next claim resumes the run without waiting. */
  async release(id: number, owner: string): Promise<void> {
    await this.db
      .update(syncRuns)
      .set({ leaseUntil: sql`now()` })
      .where(and(eq(syncRuns.id, id), eq(syncRuns.leaseOwner, owner)));
  }

  /** A run given up without a lease (the ERP could not be reached before it began). */
  async failQueued(id: number, error: string): Promise<void> {
    await this.db
      .update(syncRuns)
      .set({ status: 'failed', error, finishedAt: sql`now()` })
      .where(and(eq(syncRuns.id, id), eq(syncRuns.status, 'queued')));
  }

  async marks(): Promise<Map<string, string | null>> {
    const rows = await this.db.select().from(syncMarks);
    // The database's own spelling of an instant is not the contract's (ISO 8601, contract §1).
    return new Map(
      rows.map((row) => [
        row.entity,
        row.updatedSince === null ? null : new Date(row.updatedSince).toISOString(),
      ]),
    );
  }

  async setMark(entity: string, updatedSince: string | null, runId: number): Promise<void> {
    await this.db
      .insert(syncMarks)
      .values({ entity, updatedSince, runId })
      .onConflictDoUpdate({
        target: syncMarks.entity,
        set: { updatedSince, runId, updatedAt: sql`now()` },
      });
  }

  async page(query: SyncRunsQuery): Promise<{ rows: SyncRunRow[]; total: number }> {
    const where: SQL | undefined = query.estat
      ? inArray(syncRuns.status, [query.estat as SyncState])
      : undefined;
    // The wire's sort fields, by the columns they name.
    const column = {
      id: syncRuns.id,
      creat: syncRuns.createdAt,
      tipus: syncRuns.kind,
      estat: syncRuns.status,
    }[query.sort?.field ?? 'id'];
    const direction = query.sort ? (query.sort.direction === 'asc' ? asc : desc) : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(syncRuns)
        .where(where)
        .orderBy(direction(column), desc(syncRuns.id))
        .limit(query.size)
        .offset(query.page * query.size),
      this.db.select({ n: count() }).from(syncRuns).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
