// Password hashing with scrypt at OWASP strength (N=2^17, r=8, p=1). Each hash costs ~128 MiB and
// ~430 ms of a core, so a storm of log-ins is seconds of CPU that every other request competes
// with. Hashes therefore run in worker threads of their own, at most one per core but one (the
// rest of the process keeps a core), and on Linux those threads run at a lower priority (a
// thread's nice value is its own there): requests get the CPU first, a log-in takes what is left
// and waits its turn in the queue here. Measured in bench/login-storm (docs/performance.md).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const KEY_LENGTH = 32;
/** The nice value of the hashing threads (0 is a request's; 19 the lowest). */
const HASHING_NICE = 10;
/** A thread idle this long ends (a new one starts on the next hash). */
const IDLE_MS = 30_000;

export interface HashCost {
  N: number;
  r: number;
  p: number;
}
export const OWASP_COST: HashCost = { N: 2 ** 17, r: 8, p: 1 };

/** At most one hash per core but one, so the portal's own thread keeps a core. */
export const DEFAULT_HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);

// The worker's code, plain CommonJS so that it runs the same under tsx, Vitest and Node.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch {
  // Not Linux, or not allowed: the thread keeps the process's priority.
}
parentPort.on('message', ({ password, salt, cost }) => {
  try {
    const maxmem = 256 * cost.N * cost.r + 16 * 1024 * 1024;
    parentPort.postMessage({ key: scryptSync(password, salt, ${KEY_LENGTH}, { ...cost, maxmem }) });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
});`;

interface Job {
  password: string;
  salt: Buffer;
  cost: HashCost;
  resolve: (key: Buffer) => void;
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
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { nice: HASHING_NICE } });
    // A hashing thread never keeps the process alive.
    this.worker.unref();
    this.worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const job = this.job!;
      this.job = undefined;
      if (answer.key) job.resolve(Buffer.from(answer.key));
      else job.reject(new Error(answer.error ?? 'hashing failed'));
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
    this.worker.postMessage({ password: job.password, salt: job.salt, cost: job.cost });
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
  private readonly threads = new Set<HashThread>();
  private readonly waiting: Job[] = [];

  constructor(
    private readonly cost: HashCost = OWASP_COST,
    private readonly concurrency = DEFAULT_HASH_CONCURRENCY,
  ) {}

  private scrypt(password: string, salt: Buffer, cost: HashCost): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ password: password.normalize('NFKC'), salt, cost, resolve, reject });
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

  /** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.scrypt(password, salt, this.cost);
    const { N, r, p } = this.cost;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await this.scrypt(password, Buffer.from(salt, 'base64'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /** A real hash to compare against when the user is unknown, so timing does not reveal it. */
  private dummy: Promise<string> | undefined;
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummy ??= this.hash('dummy-password-for-timing');
    await this.verify(password, await this.dummy);
    return false;
  }
}
