// Each instance's background part of the synchronisation: it claims due runs (queued, or left by
// an instance that died) and runs them, and it starts the scheduled incremental runs. Every
// instance runs one; the database's one-active-run index and the lease decide which one works.
import type { FastifyBaseLogger } from 'fastify';
import type { SyncRunner } from './sync-runner.ts';
import type { SyncService } from './sync-service.ts';

export interface SyncWorkerOptions {
  /** How often an idle instance looks for a run to claim. */
  intervalMs?: number;
  /** How often the schedule is checked. */
  scheduleEveryMs?: number;
}

export class SyncWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastScheduleCheck = 0;

  constructor(
    private readonly runner: SyncRunner,
    private readonly service: SyncService,
    private readonly log: FastifyBaseLogger,
    private readonly options: SyncWorkerOptions = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.intervalMs ?? 2000);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.runner.stop();
    await this.running;
  }

  /** A pass now, or right after the one under way (a run was just asked for). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) => this.log.error({ err: error }, 'sync pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
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
    while (!this.stopped && (await this.runner.runNext()));
  }
}
