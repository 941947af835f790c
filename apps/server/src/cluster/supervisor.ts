// Keeps one process of `npm run start:cluster` running: when it stops without being asked to (a
// crash, an out-of-memory kill, a `kill -9`), it is started again on the same port, after a pause
// that doubles while it keeps dying (1 s, 2 s, 4 s … 30 s) so a process that cannot start does not
// spin the machine, and that starts again from 1 s once it has stayed up a minute. Meanwhile the
// round-robin proxy skips it (a refused connection goes to the next instance), and the other
// instances serve; nothing is lost, because each instance keeps its state in the database.
import type { ChildProcess } from 'node:child_process';

export interface SupervisorOptions {
  /** Starts the process and resolves once it is ready; rejects when it could not start. */
  start: () => Promise<ChildProcess>;
  /** Told when the process stopped unasked, before the pause (code and signal, as Node gives them). */
  onExit?: (code: number | null, signal: NodeJS.Signals | null, restartInMs: number) => void;
  /** Told when a new process is ready in place of the one that stopped. */
  onRestart?: (child: ChildProcess) => void;
  /** Told when a start failed (the next try follows after the pause). */
  onStartFailed?: (error: unknown, retryInMs: number) => void;
  firstPauseMs?: number;
  maxPauseMs?: number;
  /** A process that ran this long is not "dying repeatedly": the pause starts from the first again. */
  steadyMs?: number;
  /** The clock (tests move it on instead of waiting). */
  now?: () => number;
}

export interface Supervised {
  /** The process now running (the latest started). */
  readonly child: ChildProcess;
  /** Stops supervising and ends the process (SIGTERM), resolving once it has exited. */
  stop(): Promise<void>;
}

export async function supervise(options: SupervisorOptions): Promise<Supervised> {
  const firstPause = options.firstPauseMs ?? 1_000;
  const maxPause = options.maxPauseMs ?? 30_000;
  const steady = options.steadyMs ?? 60_000;
  const now = options.now ?? Date.now;

  let child = await options.start();
  let startedAt = now();
  let pause = firstPause;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;

  const nextPause = () => {
    const current = pause;
    pause = Math.min(pause * 2, maxPause);
    return current;
  };

  /** Starts the instance again after `wait` ms (stop() cancels it, or waits for the start under way). */
  const restartIn = (wait: number) => {
    timer = setTimeout(() => void (starting = restart()), wait);
  };

  const restart = async () => {
    timer = undefined;
    if (stopping) return;
    try {
      const next = await options.start();
      if (stopping) {
        next.kill('SIGTERM');
        return;
      }
      child = next;
      startedAt = now();
      watch(next);
      options.onRestart?.(next);
    } catch (error) {
      if (stopping) return;
      const wait = nextPause();
      options.onStartFailed?.(error, wait);
      restartIn(wait);
    }
  };

  const watch = (watched: ChildProcess) => {
    watched.once('exit', (code, signal) => {
      if (stopping || watched !== child) return;
      if (now() - startedAt >= steady) pause = firstPause;
      const wait = nextPause();
      options.onExit?.(code, signal, wait);
      restartIn(wait);
    });
  };
  watch(child);

  return {
    get child() {
      return child;
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      // A start under way finishes first, and ends what it started itself (above).
      await starting;
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
