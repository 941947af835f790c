// Password hashing with argon2id at OWASP's parameters (m=19 MiB, t=2, p=1) through @node-rs/argon2,
// a native package whose prebuilt binary comes from the npm registry as an optional dependency.
// Hashes of the older scheme (scrypt, N=2^17) still verify, and the caller stores a new argon2id
// hash at that log-in (`needsRehash`).
//
// Hashes run in worker threads of their own, at most one per core but one (the rest of the process
// keeps a core), and on Linux those threads run at a lower priority (a thread's nice value is its
// own there): requests get the CPU first and a log-in takes what is left. The rest wait in a
// bounded queue; a storm past that bound is answered at once with 429 and a Retry-After estimated
// from the queue, rather than held for tens of seconds.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError, tooManyRequests } from '../../http/errors.ts';

export interface Argon2Cost {
  /** KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}
export const OWASP_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** At most one hash per core but one, so the portal's own thread keeps a core. */
export const DEFAULT_HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
/** Log-ins waiting for a hash beyond those running; a shift of 50 arriving at once fits. */
export const DEFAULT_MAX_WAITING = 64;
/** The nice value of the hashing threads (0 is a request's; 19 the lowest). */
const HASHING_NICE = 10;
/** A thread idle this long ends (a new one starts on the next hash). */
const IDLE_MS = 30_000;

export interface HasherOptions {
  cost?: Argon2Cost;
  concurrency?: number;
  maxWaiting?: number;
}

// The worker's code, plain CommonJS so that it runs the same under tsx, Vitest and the bundle; the
// package is required by the path this module resolved. The package's default algorithm is argon2id.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync, timingSafeEqual } = require('node:crypto');
const argon2 = require(workerData.argon2Path);
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch {
  // Not Linux, or not allowed: the thread keeps the process's priority.
}
function scryptVerify(password, stored) {
  const [, n, r, p, salt, key] = stored.split('$');
  if (!n || !r || !p || !salt || !key) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), 32, {
    ...cost,
    maxmem: 256 * cost.N * cost.r + 16 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
parentPort.on('message', ({ op, password, stored, cost }) => {
  try {
    let result;
    if (op === 'hash') result = argon2.hashSync(password, cost);
    else if (stored.startsWith('$argon2id$')) result = argon2.verifySync(stored, password);
    else result = scryptVerify(password, stored);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
});`;

const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');

type Task =
  { op: 'hash'; password: string; cost: Argon2Cost } | { op: 'verify'; password: string; stored: string };

interface Job {
  task: Task;
  resolve: (result: string | boolean) => void;
  reject: (error: Error) => void;
}

/** One hashing thread: one hash at a time. */
class HashThread {
  private readonly worker: Worker;
  private job: Job | undefined;
  private idle: NodeJS.Timeout | undefined;

  constructor(
    private readonly onIdle: (thread: HashThread) => void,
    private readonly onDead: (thread: HashThread) => void,
  ) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { nice: HASHING_NICE, argon2Path } });
    // A hashing thread never keeps the process alive.
    this.worker.unref();
    this.worker.on('message', (answer: { result?: string | boolean; error?: string }) => {
      const job = this.job!;
      this.job = undefined;
      if (answer.error === undefined) job.resolve(answer.result!);
      else job.reject(new Error(answer.error));
      this.onIdle(this);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', () => this.fail(new Error('the hashing thread stopped')));
  }

  get busy(): boolean {
    return this.job !== undefined;
  }

  run(job: Job): void {
    clearTimeout(this.idle);
    this.job = job;
    this.worker.postMessage(job.task);
  }

  /** Ends the thread after a while without work. */
  sleepSoon(end: () => void): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(end, IDLE_MS).unref();
  }

  stop(): Promise<number> {
    clearTimeout(this.idle);
    return this.worker.terminate();
  }

  /** The thread died (or was stopped): its job fails, and it takes no more work. */
  private fail(error: Error): void {
    const job = this.job;
    this.job = undefined;
    job?.reject(error);
    this.onDead(this);
  }
}

export class PasswordHasher {
  private readonly cost: Argon2Cost;
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  private readonly threads = new Set<HashThread>();
  private readonly waiting: Job[] = [];
  /** A moving average of one hash's time, for the Retry-After of a refused storm. */
  private averageMs = 100;

  constructor(options: HasherOptions = {}) {
    this.cost = options.cost ?? OWASP_COST;
    this.concurrency = options.concurrency ?? DEFAULT_HASH_CONCURRENCY;
    this.maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
  }

  private busyThreads(): number {
    return [...this.threads].filter((thread) => thread.busy).length;
  }

  /** Queues a task, or refuses it at once when every thread is busy and the queue is full. */
  private submit(task: Task): Promise<string | boolean> {
    if (this.busyThreads() >= this.concurrency && this.waiting.length >= this.maxWaiting) {
      const queued = this.waiting.length + this.concurrency;
      const seconds = Math.max(1, Math.ceil((queued * this.averageMs) / this.concurrency / 1000));
      return Promise.reject(tooManyRequests(seconds));
    }
    const started = performance.now();
    return new Promise<string | boolean>((resolve, reject) => {
      this.waiting.push({
        task,
        resolve: (result) => {
          this.averageMs =
            this.averageMs * 0.8 + ((performance.now() - started) / (this.waiting.length + 1)) * 0.2;
          resolve(result);
        },
        reject,
      });
      this.next();
    });
  }

  /** Gives the next waiting job to an idle thread, or to a new one while under the bound. */
  private next(): void {
    while (this.waiting.length > 0) {
      let thread = [...this.threads].find((t) => !t.busy);
      if (!thread && this.threads.size < this.concurrency) {
        thread = new HashThread(
          (idle) => this.finished(idle),
          (dead) => {
            this.threads.delete(dead);
            this.next();
          },
        );
        this.threads.add(thread);
      }
      if (!thread) return;
      thread.run(this.waiting.shift()!);
    }
  }

  private finished(thread: HashThread): void {
    this.next();
    if (!thread.busy)
      thread.sleepSoon(() => {
        if (thread.busy) return;
        this.threads.delete(thread);
        void thread.stop();
      });
  }

  /** Ends the hashing threads (they never keep the process alive; tests and shutdown tidy up). */
  async close(): Promise<void> {
    const threads = [...this.threads];
    this.threads.clear();
    await Promise.all(threads.map((thread) => thread.stop()));
  }

  /** A PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`): the cost can rise without breaking stored hashes. */
  async hash(password: string): Promise<string> {
    return (await this.submit({
      op: 'hash',
      password: password.normalize('NFKC'),
      cost: this.cost,
    })) as string;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    if (!stored.startsWith('$argon2id$') && !stored.startsWith('scrypt$')) return false;
    try {
      return (await this.submit({ op: 'verify', password: password.normalize('NFKC'), stored })) === true;
    } catch (error) {
      if (error instanceof AppError) throw error; // a refused storm
      return false; // a malformed stored hash matches nothing
    }
  }

  /** True for a hash of the older scheme or a lower cost: store a new one at this log-in. */
  needsRehash(stored: string): boolean {
    const { memoryCost, timeCost, parallelism } = this.cost;
    return !stored.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
  }

  /** A real hash to compare against when the user is unknown, so timing does not reveal it. */
  private dummy: Promise<string> | undefined;
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummy ??= this.hash('dummy-password-for-timing');
    await this.verify(password, await this.dummy);
    return false;
  }
}
