// Runs one claimed synchronisation run to its end (DESIGN §10, contract §11): a plan (each
// entity's total and incremental mark, read from page 1 at size 1), then every entity page by
// page, each page applied in ONE transaction together with the run's cursor, counts and lease.
// A page is therefore applied wholly or not at all, and never twice: a run that dies resumes at
// the page after the last one committed. The ERP down → the run fails with its cursor kept; the
// next run resumes from it.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { entitiesOf, type SyncEntity, type SyncKind } from '@portal/domain/erp-sync';
import type { Db } from '../../db/client.ts';
import { errorLog, type RecordError } from '../admin-logs/error-log-writer.ts';
import type { SyncCountsColumn } from '../../db/schema/sync.ts';
import type { ExportPage } from '../../erp/gateway/contract.ts';
import { INSTANCE_STOPPING, type ErpGateway, type ErpResult } from '../../erp/gateway/erp-gateway.ts';
import {
  applyPage,
  type ContributedAppliers,
  type ContributedSweeps,
  type SyncWriter,
} from './sync-appliers.ts';
import { forgetSeen, sweepUnseen } from './sync-sweep.ts';
import type { SyncRepository, SyncRunRow } from './sync-repository.ts';
import type { AdminParamService } from '../admin-params/admin-param-service.ts';
import type { CatalogueIndexes } from '../catalogue/catalogue-indexes.ts';

/**
 * What the synchronisation takes from the composition root: its runs' table, the schedule's
 * parameters, the writers of the modules that own what it brings in (the catalogue, the customers,
 * the orders' statuses, …), and the catalogue's indexes a first fill builds at its end.
 */
export interface SyncParts {
  runs: SyncRepository;
  params: AdminParamService;
  writers: SyncWriter[];
  catalogueIndexes: CatalogueIndexes;
}

export interface SyncRunnerOptions {
  /** Items per export page (contract: 1-1000). */
  pageSize?: number;
  leaseSeconds?: number;
  /** Pauses before asking again when the ERP does not answer a page; then the run fails. */
  retryDelaysMs?: number[];
  /** Called after a run wrote to the catalogue (search caches must forget what they hold). */
  onCatalogueChanged?: () => void;
  /** Called after each committed page, with the run as it now stands (live progress). */
  onProgress?: (run: SyncRunRow) => void;
  /**
   * The requests people have made of this instance so far (jobs/request-activity.ts). When it grew
   * while a page was written, the run pauses as long as the page took, leaving the portal's
   * users at least half the machine. Without it the run never pauses.
   */
  requestsArrived?: () => number;
  /** Waits `ms` (tests see the pauses through it). */
  pause?: (ms: number) => Promise<void>;
}

class LeaseLost extends Error {}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const emptyCounts = (total: number | null) => ({
  llegits: 0,
  aplicats: 0,
  rebutjats: 0,
  desactivats: 0,
  total,
});

export class SyncRunner {
  /** This instance's name on the runs it leases. */
  readonly owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly pageSize: number;
  private readonly leaseSeconds: number;
  private stopping = false;
  /** Gives up the page asked of the ERP when the instance stops: a slow ERP must not outlast its grace. */
  private readonly stopped = new AbortController();
  private readonly writeErrorLog: RecordError;
  private readonly runs: SyncRepository;
  private readonly appliers: ContributedAppliers;
  private readonly sweeps: ContributedSweeps;
  private readonly catalogueIndexes: CatalogueIndexes;

  constructor(
    private readonly db: Db,
    private readonly erp: ErpGateway,
    private readonly log: FastifyBaseLogger,
    private readonly options: SyncRunnerOptions = {},
    /** Built by the composition root (services.ts `syncPartsOf` for one outside an app). */
    parts: Pick<SyncParts, 'runs' | 'writers' | 'catalogueIndexes'>,
  ) {
    this.runs = parts.runs;
    this.appliers = Object.assign({}, ...parts.writers.map((writer) => writer.syncAppliers()));
    this.sweeps = Object.assign({}, ...parts.writers.map((writer) => writer.syncSweeps?.() ?? {}));
    this.catalogueIndexes = parts.catalogueIndexes;
    this.pageSize = options.pageSize ?? 500;
    this.leaseSeconds = options.leaseSeconds ?? 30;
    this.writeErrorLog = errorLog(db, log);
  }

  /**
   * Ends the run under way at once, between two pages or while the ERP is asked for one (nothing
   * of that page is written); it stays claimable for the next start, which asks again.
   */
  stop(): void {
    this.stopping = true;
    this.stopped.abort(new Error(INSTANCE_STOPPING));
  }

  /** Claims the next run due (queued, or abandoned by a dead instance) and runs it; false if none. */
  async runNext(): Promise<boolean> {
    if (this.stopping) return false;
    const run = await this.runs.claim(this.owner, this.leaseSeconds);
    if (!run) return false;
    await this.run(run);
    return true;
  }

  private async run(run: SyncRunRow): Promise<void> {
    const repo = this.runs;
    try {
      const outcome = await this.execute(run);
      if (outcome === 'stopped') {
        // Shutting down: let the next claim (this instance restarted, or another) take it at once.
        await repo.release(run.id, this.owner);
        return;
      }
      // A first fill that stopped short of its prices' end leaves no catalogue without indexes.
      await this.catalogueIndexes.rebuildDeferred();
      await repo.finish(
        run.id,
        this.owner,
        outcome.ok ? 'succeeded' : 'failed',
        outcome.ok ? null : outcome.error,
      );
      if (!outcome.ok) await this.recordError('ERP_SYNC_FAILED', String(run.id), 'run', outcome.error);
    } catch (error) {
      if (error instanceof LeaseLost) {
        this.log.warn({ run: run.id }, 'sync run taken over by another instance');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, run: run.id }, 'sync run failed');
      await this.catalogueIndexes
        .rebuildDeferred()
        .catch((rebuild: unknown) =>
          this.log.error({ err: rebuild, run: run.id }, 'catalogue indexes not rebuilt'),
        );
      await repo.finish(run.id, this.owner, 'failed', message.slice(0, 500));
      await this.recordError('ERP_SYNC_FAILED', String(run.id), 'run', message);
    } finally {
      // A documents run writes nothing the catalogue's caches hold.
      if (run.kind !== 'documents') this.options.onCatalogueChanged?.();
      const latest = await repo.byId(run.id);
      if (latest) this.options.onProgress?.(latest);
    }
  }

  private async execute(run: SyncRunRow): Promise<{ ok: true } | { ok: false; error: string } | 'stopped'> {
    const repo = this.runs;
    const entities = entitiesOf(run.kind as SyncKind);
    const runStart = run.startedAt ?? new Date();
    const runCounts: SyncCountsColumn = structuredClone(run.counts);
    let marks = { ...run.marks };
    const storedMarks = run.kind === 'incremental' ? await repo.marks() : new Map<string, string | null>();
    const sinceOf = (entity: SyncEntity) => storedMarks.get(entity) ?? undefined;

    type Cursor = { entity: SyncEntity; page: number } | null;
    let cursor: Cursor;
    if (run.entity === null) {
      // The plan: every entity's total (for the percentage) and its mark, read before any page.
      // A mark taken now is never later than the items read after it, so nothing is missed.
      marks = {};
      for (const entity of entities) {
        const first = await this.fetch(entity, { page: 1, size: 1, updatedSince: sinceOf(entity) ?? null });
        if (this.stopping) return 'stopped';
        if (first.kind !== 'ok') return { ok: false, error: this.reasonOf(first) };
        runCounts[entity] = emptyCounts(first.value.total);
        marks[entity] = first.value.nextUpdatedSince;
      }
      cursor = { entity: entities[0]!, page: 1 };
      if (run.kind === 'full') await forgetSeen(this.db);
      if (
        !(await repo.advance(run.id, this.owner, this.leaseSeconds, {
          entity: cursor.entity,
          page: 1,
          counts: runCounts,
          marks,
        }))
      )
        throw new LeaseLost();
      this.progress(run.id);
    } else {
      cursor = { entity: run.entity as SyncEntity, page: run.page ?? 1 };
    }

    // The next page is asked for while this one is written: the ERP, the network and the schema
    // checks then overlap with the database's work instead of adding to it.
    let pending: Promise<ErpResult<ExportPage<SyncEntity>>> | undefined;
    const ask = (at: { entity: SyncEntity; page: number }): Promise<ErpResult<ExportPage<SyncEntity>>> =>
      this.fetch(at.entity, {
        page: at.page,
        size: this.pageSize,
        updatedSince: sinceOf(at.entity) ?? null,
      }).catch(
        // Never left rejected while nobody awaits it (the run may end first).
        (error: unknown) => ({
          kind: 'unavailable',
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
    while (cursor) {
      if (this.stopping) return 'stopped';
      const entity: SyncEntity = cursor.entity;
      const page: number = cursor.page;
      const answer: ErpResult<ExportPage<SyncEntity>> = await (pending ?? ask(cursor));
      pending = undefined;
      if (this.stopping) return 'stopped';
      if (answer.kind !== 'ok') return { ok: false, error: this.reasonOf(answer) };
      const result: ExportPage<SyncEntity> = answer.value;
      const counts = (runCounts[entity] ??= emptyCounts(result.total));
      counts.total = result.total;
      for (const refused of result.rejected) {
        // Skipped, reported with its key, counted; the run goes on.
        await this.recordError(
          'ERP_SYNC_ITEM',
          refused.key,
          entity,
          `${entity} ${refused.key}: ${refused.issue}`,
        );
      }
      const read: number = result.items.length + result.rejected.length;
      const last: boolean = read === 0 || page * this.pageSize >= result.total;
      const index = entities.indexOf(entity);
      const next: Cursor = !last
        ? { entity, page: page + 1 }
        : index + 1 < entities.length
          ? { entity: entities[index + 1]!, page: 1 }
          : null;
      if (next) pending = ask(next);
      const arrivedBefore = this.options.requestsArrived?.();
      const pageStarted = performance.now();
      await this.db.transaction(async (tx) => {
        // The commit need not wait for the disk: the page and the cursor commit together, so a
        // commit lost to a database crash loses the cursor's move too, and the page is read again.
        await tx.execute(sql`set local synchronous_commit to off`);
        if (run.kind === 'full' && entity === 'products' && page === 1)
          await this.catalogueIndexes.deferIfEmpty(tx, run.id);
        // Every statement of a page reads by the page's keys, so by an index. The planner may not
        // know it: on a first fill its statistics say the tables are empty (PGlite never gathers
        // them by itself), and it would scan a growing table once per page.
        await tx.execute(sql`set local enable_seqscan to off`);
        const applied = await applyPage(
          tx,
          entity,
          result.items,
          { runStart, full: run.kind === 'full' },
          this.appliers,
        );
        await tx.execute(sql`set local enable_seqscan to on`);
        counts.llegits += read;
        counts.rebutjats += result.rejected.length;
        counts.aplicats += applied.aplicats;
        counts.desactivats += applied.desactivats;
        if (last) {
          if (run.kind === 'full')
            counts.desactivats += await sweepUnseen(tx, entity, runStart, this.sweeps[entity]);
          // The entity is read to its end: its mark may move (contract §11.1).
          await this.runs.in(tx).setMark(entity, marks[entity] ?? null, run.id);
        }
        const held = await this.runs.in(tx).advance(run.id, this.owner, this.leaseSeconds, {
          entity: next?.entity ?? null,
          page: next?.page ?? null,
          counts: runCounts,
        });
        if (!held) throw new LeaseLost();
      });
      const pageMs = performance.now() - pageStarted;
      // The catalogue's indexes, if this is a first fill, once the last entity that writes product
      // rows is in (prices and their sort keys, then stock). Not after the prices: the sort keys'
      // update fills the room the pages kept for in-place updates, so with the indexes back every
      // stock update touched all twenty of them (25 s of a 100,000-product run, bench/sync).
      if (entity === 'stock' && last) await this.catalogueIndexes.rebuildDeferred();
      this.progress(run.id);
      // People were served while the page was written: make way for them (request-activity.ts).
      // Only the page's own transaction is timed: the index build above is once per run.
      if (arrivedBefore !== undefined && next && this.options.requestsArrived!() > arrivedBefore) {
        await (this.options.pause ?? sleep)(pageMs);
      }
      cursor = next;
    }
    return { ok: true };
  }

  /** A page, asked again after short pauses when the ERP does not answer. */
  private async fetch<E extends SyncEntity>(
    entity: E,
    query: { page: number; size: number; updatedSince: string | null },
  ): Promise<ErpResult<ExportPage<E>>> {
    const delays = this.options.retryDelaysMs ?? [500, 2000];
    for (let attempt = 0; ; attempt++) {
      const answer = await this.erp.exportPage(entity, query, this.stopped.signal);
      if (answer.kind !== 'unavailable' || attempt >= delays.length || this.stopping) return answer;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }

  private reasonOf(answer: Exclude<ErpResult<unknown>, { kind: 'ok' }>): string {
    return answer.kind === 'unavailable'
      ? `ERP unavailable: ${answer.reason}`
      : `ERP refused the export (${answer.status} ${answer.error.error})`;
  }

  private progress(id: number): void {
    if (!this.options.onProgress) return;
    void this.runs
      .byId(id)
      .then((row) => row && this.options.onProgress?.(row))
      .catch(() => undefined);
  }

  /** Into the error log through its one writer (admin-logs/error-log-writer.ts). */
  private recordError(codiError: string, codi: string, entity: string, missatge: string): Promise<void> {
    return this.writeErrorLog({
      codiError,
      codi: codi.slice(0, 200),
      classe: 'ErpSync',
      metode: entity === 'run' ? 'sync run' : `GET /api/export/${entity}`,
      missatge,
    });
  }
}
