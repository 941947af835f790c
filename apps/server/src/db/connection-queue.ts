// PGlite has one connection, and runs each statement on the portal's own thread: statements wait
// for each other in one queue, first come first served. So a search reloaded in the background
// or a synchronisation page, queued a moment before a buyer's request, made the request wait for
// it, and a burst of such work (every cached search reloading at once) made requests wait seconds
// behind a chain of it. This queue in front of the connection lets a request's statements (and
// transactions) go before background work that nobody is waiting for; background work goes when
// no request waits, or once it has waited `maxBackgroundWaitMs`, so it never starves. A statement
// already running is never interrupted: a long one still holds everything for its length.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

const background = new AsyncLocalStorage<true>();

/** Runs `work` (and whatever it starts) as background work: its statements give way to requests'. */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

export class ConnectionQueue {
  private busy = false;
  private readonly requests: (() => void)[] = [];
  private readonly background: { since: number; go: () => void }[] = [];

  constructor(
    private readonly maxBackgroundWaitMs = 50,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Runs `work` when the connection is this caller's, by the rules above. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.turn(background.getStore() === true);
    try {
      return await work();
    } finally {
      this.next();
    }
  }

  private turn(isBackground: boolean): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((go) => {
      if (isBackground) this.background.push({ since: this.now(), go });
      else this.requests.push(go);
    });
  }

  /** Hands the connection on (it stays busy), or frees it. */
  private next(): void {
    const oldest = this.background[0];
    const overdue = oldest !== undefined && this.now() - oldest.since >= this.maxBackgroundWaitMs;
    const go = overdue ? this.background.shift()!.go : (this.requests.shift() ?? this.background.shift()?.go);
    if (go) go();
    else this.busy = false;
  }
}

/**
 * The PGlite client as Drizzle uses it (`query`, `exec`, `transaction`), each call taking its turn
 * in `queue`. Inside a transaction, its own statements go straight to the connection it holds.
 */
export function queuedClient(client: PGlite, queue: ConnectionQueue): PGlite {
  const queued: Pick<PGlite, 'query' | 'exec' | 'transaction'> = {
    query: ((...args: Parameters<PGlite['query']>) =>
      queue.run(() => client.query(...args))) as PGlite['query'],
    exec: (...args) => queue.run(() => client.exec(...args)),
    transaction: (callback) => queue.run(() => client.transaction(callback)),
  };
  // Drizzle's PGlite driver calls nothing else on its client.
  return queued as PGlite;
}
