// When a background worker's passes run: on a timer, at once when kicked, and for callers who wait
// on `wake()`. The ERP outbox, mail and synchronisation workers each had their own copy of this;
// the subtle parts (a kick during a pass runs one more pass after it, a wake is answered only by a
// pass that began after it, a stop waits for the pass under way) now live and are tested in one
// place. What a pass does, and how it ends early on a stop, stays with each worker.

export class PassScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private halted = true;
  /** Callers of `wake()` waiting for a pass that has not begun yet. */
  private waiters: (() => void)[] = [];

  constructor(
    private readonly pass: () => Promise<unknown>,
    /** A failed pass is only reported: the next tick or kick runs again. */
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs: number,
  ) {}

  /** Not started, or stopped: ticks, kicks and wakes do nothing. */
  get stopped(): boolean {
    return this.halted;
  }

  /** `stop()` is waiting for the pass under way, which should end between two items. */
  get closing(): boolean {
    return this.halted && this.timer !== undefined;
  }

  start(): void {
    this.halted = false;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    // The timer alone never keeps the process alive; the app's close stops it.
    this.timer.unref();
    this.kick();
  }

  /** Resolves once the pass under way has ended; those waiting on `wake()` are let go. */
  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    for (const resolve of this.waiters.splice(0)) resolve();
    this.timer = undefined;
  }

  /** Runs a pass now, or right after the one under way (however many kicks came meanwhile). */
  kick(): void {
    if (this.halted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // Those who woke the worker before this pass began are answered when it ends.
    const waiting = this.waiters.splice(0);
    let pass: Promise<unknown>;
    try {
      pass = this.pass();
    } catch (error) {
      // Thrown before its first await: still a failed pass, never an exception out of a timer.
      pass = Promise.reject(error);
    }
    this.running = pass
      .then(() => undefined)
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.running = undefined;
        for (const resolve of waiting) resolve();
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Resolves once a pass that began after this call has ended (at once when stopped), so a caller
   * can tell what became of the work it just asked for.
   */
  wake(): Promise<void> {
    if (this.halted) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.kick();
    });
  }
}
