// The cluster's supervisor with real child processes: one killed is started again, one that keeps
// dying waits longer each time, a failed start is tried again, and nothing starts after stop().
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { supervise, type Supervised, type SupervisorOptions } from './supervisor.ts';

/** A process that runs until killed, resolved once it is running. */
async function sleeper(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return child;
}

/** A process that exits with code 3 as soon as it runs. */
async function crasher(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return child;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

let supervised: Supervised | undefined;
afterEach(async () => {
  await supervised?.stop();
  supervised = undefined;
});

/** Supervises with short pauses, and resolves `restarted` at each new process. */
async function superviseWithShortPauses(
  options: Partial<SupervisorOptions> & Pick<SupervisorOptions, 'start'>,
) {
  const events: string[] = [];
  let onRestart: (child: ChildProcess) => void = () => {};
  const restarted = () => new Promise<ChildProcess>((resolve) => (onRestart = resolve));
  supervised = await supervise({
    firstPauseMs: 10,
    maxPauseMs: 40,
    onExit: (code, signal, wait) => events.push(`exit ${signal ?? code}, again in ${wait}`),
    onStartFailed: (error, wait) => events.push(`failed (${(error as Error).message}), again in ${wait}`),
    onRestart: (child) => onRestart(child),
    ...options,
  });
  return { events, restarted, handle: supervised };
}

describe('supervise', () => {
  it('starts a process killed with SIGKILL again, and says why', async () => {
    const { events, restarted, handle } = await superviseWithShortPauses({ start: sleeper });
    const first = handle.child;
    const next = restarted();
    first.kill('SIGKILL');
    const second = await next;
    expect(second.pid).not.toBe(first.pid);
    expect(alive(second)).toBe(true);
    expect(handle.child).toBe(second);
    expect(events).toEqual(['exit SIGKILL, again in 10']);
  });

  it('waits twice as long each time a process keeps dying, up to the longest pause', async () => {
    let starts = 0;
    const { events } = await superviseWithShortPauses({
      start: () => (++starts < 5 ? crasher() : sleeper()),
    });
    await expect.poll(() => starts).toBe(5);
    expect(events).toEqual([
      'exit 3, again in 10',
      'exit 3, again in 20',
      'exit 3, again in 40',
      'exit 3, again in 40',
    ]);
  });

  it('starts from the first pause again once a process stayed up long enough', async () => {
    let starts = 0;
    let clock = 0;
    const { events, restarted, handle } = await superviseWithShortPauses({
      start: () => (++starts < 3 ? crasher() : sleeper()),
      steadyMs: 60_000,
      now: () => clock,
    });
    await expect.poll(() => starts).toBe(3);
    const running = handle.child;
    await expect.poll(() => alive(running)).toBe(true);
    clock += 60_000; // the third process has been up a minute
    const next = restarted();
    running.kill('SIGKILL');
    await next;
    expect(events).toEqual(['exit 3, again in 10', 'exit 3, again in 20', 'exit SIGKILL, again in 10']);
  });

  it('tries a failed start again after the pause', async () => {
    let starts = 0;
    const { events, restarted, handle } = await superviseWithShortPauses({
      start: () => {
        starts++;
        if (starts === 2) return Promise.reject(new Error('not ready within 3 minutes'));
        return sleeper();
      },
    });
    const next = restarted();
    handle.child.kill('SIGKILL');
    const child = await next;
    expect(starts).toBe(3);
    expect(alive(child)).toBe(true);
    expect(events).toEqual(['exit SIGKILL, again in 10', 'failed (not ready within 3 minutes), again in 20']);
  });

  it('ends the process on stop() and starts nothing after it', async () => {
    let starts = 0;
    const { events, handle } = await superviseWithShortPauses({
      start: () => {
        starts++;
        return sleeper();
      },
    });
    const child = handle.child;
    await handle.stop();
    expect(child.signalCode).toBe('SIGTERM');
    // Longer than any pause: a restart, had one been scheduled, would have begun.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(starts).toBe(1);
    expect(events).toEqual([]);
  });
});
