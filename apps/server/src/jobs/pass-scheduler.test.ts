// The scheduler's promises are driven by hand (each pass waits on a deferred the test resolves),
// so every ordering below is exact rather than a matter of timing. The interval is an hour, so only
// kicks start passes, except in the tests that fake the interval to make it tick.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PassScheduler } from './pass-scheduler.ts';

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const HOUR = 3_600_000;

/** A scheduler whose passes each wait on a deferred of their own, in `passes`. */
function controlled() {
  const passes: Deferred[] = [];
  const errors: unknown[] = [];
  const scheduler = new PassScheduler(
    () => {
      const pass = deferred();
      passes.push(pass);
      return pass.promise;
    },
    (error) => errors.push(error),
    HOUR,
  );
  made.push({ scheduler, passes });
  return { scheduler, passes, errors };
}

/** Every scheduler a test made, stopped after it with its passes let through. */
const made: { scheduler: PassScheduler; passes: Deferred[] }[] = [];

afterEach(async () => {
  for (const { scheduler, passes } of made.splice(0)) {
    for (const pass of passes) pass.resolve();
    await scheduler.stop();
  }
  vi.useRealTimers();
}, 2000);

function started() {
  const s = controlled();
  s.scheduler.start();
  return s;
}

// A broken scheduler tends to hang rather than throw: fail fast instead.
describe('PassScheduler', { timeout: 2000 }, () => {
  it('runs a pass at start, and none before', () => {
    const { scheduler, passes } = controlled();
    scheduler.kick();
    expect(passes).toHaveLength(0);
    expect(scheduler.stopped).toBe(true);
    scheduler.start();
    expect(passes).toHaveLength(1);
    expect(scheduler.stopped).toBe(false);
  });

  it('runs exactly one more pass after the one under way, however many kicks came meanwhile', async () => {
    const { scheduler, passes } = started();
    scheduler.kick();
    scheduler.kick();
    scheduler.kick();
    expect(passes).toHaveLength(1);

    passes[0]!.resolve();
    await settle();
    expect(passes).toHaveLength(2);

    passes[1]!.resolve();
    await settle();
    expect(passes).toHaveLength(2);
  });

  it('answers a wake only once a pass that began after it has ended', async () => {
    const { scheduler, passes } = started();
    let woken = false;
    const wake = scheduler.wake().then(() => (woken = true));

    // The pass under way began before the wake: its end does not answer it.
    passes[0]!.resolve();
    await settle();
    expect(woken).toBe(false);
    expect(passes).toHaveLength(2);

    passes[1]!.resolve();
    await settle();
    expect(woken).toBe(true);
    await wake;
  });

  it('answers a wake at once when not started', async () => {
    const { scheduler, passes } = controlled();
    await scheduler.wake();
    expect(passes).toHaveLength(0);
  });

  it('stops after the pass under way, letting go of those waiting on a wake', async () => {
    const { scheduler, passes } = started();
    let woken = false;
    const wake = scheduler.wake().then(() => (woken = true));
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));

    expect(scheduler.stopped).toBe(true);
    expect(scheduler.closing).toBe(true);
    await settle();
    expect(stopped).toBe(false);
    expect(woken).toBe(false);

    passes[0]!.resolve();
    await settle();
    expect(stopped).toBe(true);
    expect(woken).toBe(true);
    await Promise.all([stopping, wake]);
    expect(scheduler.closing).toBe(false);
    // The kick the wake left for after the pass was not run.
    expect(passes).toHaveLength(1);
  });

  it('runs nothing once stopped: no kick, no wake, no tick', async () => {
    // Only the interval is faked: the deferreds and `settle()` stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { scheduler, passes } = started();
    passes[0]!.resolve();
    await scheduler.stop();

    scheduler.kick();
    let woken = false;
    void scheduler.wake().then(() => (woken = true));
    vi.advanceTimersByTime(3 * HOUR);
    await settle();
    expect(woken).toBe(true);
    expect(passes).toHaveLength(1);
  });

  it('reports a failed pass, and the next kick still runs', async () => {
    const { scheduler, passes, errors } = started();
    const failure = new Error('ERP away');
    passes[0]!.reject(failure);
    await settle();
    expect(errors).toEqual([failure]);

    scheduler.kick();
    expect(passes).toHaveLength(2);
    passes[1]!.resolve();
    await settle();
    expect(errors).toHaveLength(1);
  });

  it('reports a pass that throws before returning its promise, as a failed pass', async () => {
    const errors: unknown[] = [];
    const failure = new Error('no database');
    const scheduler = new PassScheduler(
      () => {
        throw failure;
      },
      (error) => errors.push(error),
      HOUR,
    );
    made.push({ scheduler, passes: [] });
    expect(() => scheduler.start()).not.toThrow();
    await settle();
    expect(errors).toEqual([failure]);
  });

  it('runs a pass on every tick of the interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { passes } = started();
    passes[0]!.resolve();
    await settle();
    vi.advanceTimersByTime(HOUR);
    expect(passes).toHaveLength(2);
  });
});
