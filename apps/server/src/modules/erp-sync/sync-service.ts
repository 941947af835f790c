// The synchronisation as administrators drive it: start a run (or resume the one that failed),
// read the run under way and the history, set the schedule. Runs themselves are carried out by
// the SyncWorker of whichever instance claims them.
import type { Page } from '@portal/domain/api';
import {
  SYNC_ENTITIES,
  type SyncKind,
  type SyncOrigin,
  type SyncOverview,
  type SyncRun,
  type SyncRunsQuery,
} from '@portal/domain/erp-sync';
import type { ErpGateway } from '../../erp/gateway/erp-gateway.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { pageOf } from '../admin-shared/paging.ts';
import type { AdminParamService } from '../admin-params/admin-param-service.ts';
import { isUniqueViolation, type SyncRepository, type SyncRunRow } from './sync-repository.ts';

export const SCHEDULE_PARAM = 'sincronitzacioMinuts';
/** Minutes between the scheduled runs of the documents after an order only; 0 turns them off. */
export const DOCUMENTS_SCHEDULE_PARAM = 'sincronitzacioDocumentsMinuts';
/** The kinds that read the master data: the main schedule counts from the newest of them. */
const MASTER_KINDS = ['full', 'incremental'] as const;
const ERP_CHECK_TIMEOUT_MS = 3000;

export const erpUnreachable = () => new AppError(503, 'erp_unavailable', 'errors.erp');

/** A run as the wire contract shows it, with its percentage and time left worked out. */
export function presentRun(row: SyncRunRow, now = Date.now()): SyncRun {
  let read = 0;
  let total = 0;
  for (const entity of SYNC_ENTITIES) {
    const counts = row.counts[entity];
    if (!counts || counts.total === null) continue;
    total += counts.total;
    read += Math.min(counts.llegits, counts.total);
  }
  const running = row.status === 'running' || row.status === 'queued';
  const percentatge =
    row.status === 'succeeded'
      ? 100
      : total === 0
        ? 0
        : Math.min(100, Math.round((read / total) * 1000) / 10);
  const started = row.startedAt?.getTime() ?? null;
  const end = row.finishedAt?.getTime() ?? (running ? now : null);
  const elapsed = started !== null && end !== null ? Math.max(0, end - started) : null;
  // The pace so far, over what is left; unknown before a tenth of a percent is done.
  const segonsRestants =
    row.status === 'running' && elapsed !== null && percentatge >= 0.1 && percentatge < 100
      ? Math.round(((elapsed / percentatge) * (100 - percentatge)) / 1000)
      : null;
  return {
    id: row.id,
    tipus: row.kind as SyncRun['tipus'],
    estat: row.status as SyncRun['estat'],
    origen: row.origin as SyncRun['origen'],
    demanatPer: row.requestedBy,
    entitat: running ? ((row.entity as SyncRun['entitat']) ?? null) : null,
    pagina: running ? row.page : null,
    comptes: row.counts as SyncRun['comptes'],
    percentatge,
    segonsRestants,
    creat: row.createdAt.toISOString(),
    iniciat: row.startedAt?.toISOString() ?? null,
    acabat: row.finishedAt?.toISOString() ?? null,
    duradaMs: elapsed,
    error: row.error,
    represes: row.resumeCount,
  };
}

export class SyncService {
  constructor(
    private readonly runs: SyncRepository,
    /** The schedule's parameters. */
    private readonly params: AdminParamService,
    private readonly erp: ErpGateway | undefined,
    /** Wakes this instance's worker so a started run begins at once. */
    private readonly kick: () => void = () => undefined,
  ) {}

  /**
   * Queues a run. A run that failed part-way is resumed from its cursor instead of starting
   * over, when the one asked covers it (the same kind, or any kind after a failed full run).
   * One run at a time across instances: the second asker gets 409.
   */
  async start(
    tipus: SyncKind,
    origen: SyncOrigin,
    demanatPer: string | null,
    options: { checkErp?: boolean } = {},
  ): Promise<SyncRun> {
    if (options.checkErp !== false) {
      const health = this.erp ? await this.erp.health(ERP_CHECK_TIMEOUT_MS) : null;
      if (!health || health.kind !== 'ok') throw erpUnreachable();
    }
    const repo = this.runs;
    const latest = await repo.latest();
    const resume =
      latest?.status === 'failed' &&
      latest.entity !== null &&
      (latest.kind === tipus || latest.kind === 'full')
        ? latest
        : undefined;
    let row: SyncRunRow;
    try {
      row = await repo.insert({
        kind: resume ? (resume.kind as SyncKind) : tipus,
        origin: origen,
        requestedBy: demanatPer,
        resume,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('sync.alreadyRunning');
      throw error;
    }
    this.kick();
    return presentRun(row);
  }

  async overview(): Promise<SyncOverview> {
    const repo = this.runs;
    const current = await repo.current();
    const lastSuccess = await repo.lastSucceededAt();
    const minuts = await this.scheduleMinutes();
    return {
      actual: current ? presentRun(current) : null,
      programacio: { minuts, propera: await this.nextScheduled(minuts) },
      darreraCorrecta: lastSuccess?.toISOString() ?? null,
    };
  }

  async current(): Promise<SyncRun | null> {
    const row = await this.runs.current();
    return row ? presentRun(row) : null;
  }

  async list(query: SyncRunsQuery): Promise<Page<SyncRun>> {
    const { rows, total } = await this.runs.page(query);
    return pageOf(
      rows.map((row) => presentRun(row)),
      total,
      query,
    );
  }

  async scheduleMinutes(param = SCHEDULE_PARAM): Promise<number> {
    const value = await this.params.valueOf(param);
    const minutes = Number(value ?? 0);
    return Number.isInteger(minutes) && minutes > 0 ? minutes : 0;
  }

  async setSchedule(minuts: number, actor: number): Promise<SyncOverview['programacio']> {
    await this.params.setValue(SCHEDULE_PARAM, String(minuts), actor);
    return { minuts, propera: await this.nextScheduled(minuts) };
  }

  /** The schedule's next run: `minuts` after the last run began (at once if none ever ran). */
  async nextScheduled(minuts: number): Promise<string | null> {
    if (minuts <= 0) return null;
    const latest = await this.runs.latest(MASTER_KINDS);
    const from = latest ? latest.createdAt.getTime() + minuts * 60_000 : Date.now();
    return new Date(Math.max(from, Date.now())).toISOString();
  }

  /**
   * The schedule's tick: queues an incremental run when one is due, else a documents run when
   * one is due (any run reads the documents, so it counts from the newest run of any kind), and
   * nothing while a run is under way.
   */
  async startScheduledIfDue(): Promise<boolean> {
    const repo = this.runs;
    const latest = await repo.latest();
    if (latest && (latest.status === 'queued' || latest.status === 'running')) return false;
    const due = (minuts: number, since: SyncRunRow | undefined) =>
      minuts > 0 && (!since || since.createdAt.getTime() + minuts * 60_000 <= Date.now());
    const tipus: SyncKind | null = due(await this.scheduleMinutes(), await repo.latest(MASTER_KINDS))
      ? 'incremental'
      : due(await this.scheduleMinutes(DOCUMENTS_SCHEDULE_PARAM), latest)
        ? 'documents'
        : null;
    if (!tipus) return false;
    try {
      await this.start(tipus, 'schedule', null, { checkErp: false });
      return true;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 409) return false;
      throw error;
    }
  }
}
