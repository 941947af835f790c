// Each instance's background part of the synchronisation: it claims due runs (queued, or left by
// an instance that died) and runs them, and it starts the scheduled incremental runs. Every
// instance runs one; the database's one-active-run index and the lease decide which one works.
import type { FastifyBaseLogger } from 'fastify';
import { inBackground } from '../../db/connection-queue.ts';
import { PassScheduler } from '../../jobs/pass-scheduler.ts';
import type { SyncRunner } from './sync-runner.ts';
import type { SyncService } from './sync-service.ts';

export interface SyncWorkerOptions {
  /** How often an idle instance looks for a run to claim. */
  intervalMs?: number;
  /** How often the schedule is checked. */
  scheduleEveryMs?: number;
}

export class SyncWorker {
  private readonly passes: PassScheduler;
  private lastScheduleCheck = 0;

  constructor(
    private readonly runner: SyncRunner,
    private readonly service: SyncService,
    private readonly log: FastifyBaseLogger,
    private readonly options: SyncWorkerOptions = {},
  ) {
    this.passes = new PassScheduler(
      // Nobody waits on a run's pages: on PGlite a request's statements go first.
      () => inBackground(() => this.pass()),
      (error) => this.log.error({ err: error }, 'sync pass failed'),
      options.intervalMs ?? 2000,
    );
  }

  start(): void {
    this.passes.start();
  }

  async stop(): Promise<void> {
    const stopped = this.passes.stop();
    // The run under way ends after its current page, so the pass it holds up ends soon.
    this.runner.stop();
    await stopped;
  }

  /** A pass now, or right after the one under way (a run was just asked for). */
  kick(): void {
    this.passes.kick();
  }

  /** Runs every due run to its end, started or not; the first start and tests await it. */
  async drain(): Promise<void> {
    while (await this.runner.runNext());
  }

  /** The schedule, then every due run. */
  async pass(): Promise<void> {
    const now = Date.now();
    if (now - this.lastScheduleCheck >= (this.options.scheduleEveryMs ?? 30_000)) {
      this.lastScheduleCheck = now;
      await this.service.startScheduledIfDue();
    }
    while (!this.passes.stopped && (await this.runner.runNext()));
  }
}
