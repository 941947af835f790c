// How long the primary waits before replacing a worker that died: 1 s, doubling while the
// replacements keep dying, up to 30 s; a worker that stayed up a minute starts the count again.
// A worker that cannot start (its database unreachable) then costs a start every 30 s, not a
// busy loop, and one that crashes now and then is back within a second.
export interface RestartPauseOptions {
  firstMs: number;
  maxMs: number;
  /** Up this long, a worker's death counts as the first again. */
  resetAfterMs: number;
}

export class RestartPause {
  #next: number;

  constructor(
    private readonly options: RestartPauseOptions = { firstMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 },
  ) {
    this.#next = options.firstMs;
  }

  /** The pause before replacing a worker that died after `upMs` of life. */
  after(upMs: number): number {
    if (upMs >= this.options.resetAfterMs) this.#next = this.options.firstMs;
    const pause = this.#next;
    this.#next = Math.min(pause * 2, this.options.maxMs);
    return pause;
  }
}
