// One sandbox per data directory: two processes appending to one journal would interleave and
// each would miss the other's orders. The lock is a file holding the owner's pid, created with
// O_EXCL; a lock whose process is gone (SIGKILL) is taken over. Within one process (tests) a set of
// held directories plays the same role, since the pid is the same.
import { open, readFile, realpath, rm } from 'node:fs/promises';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(dir: string, pid: number) {
    super(
      `The ERP sandbox data directory ${dir} is in use by process ${pid}. ` +
        'Stop that sandbox, or give this one another ERP_SANDBOX_DATA_DIR.',
    );
  }
}

const LOCK_FILE = 'sandbox.lock';
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock; the returned function releases it. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const real = await realpath(dir);
  if (heldHere.has(real)) throw new DataDirLockedError(dir, process.pid);
  const lockPath = path.join(real, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldHere.add(real);
      let released = false;
      return async () => {
        // Once only: a second release must not delete a lock another sandbox took since.
        if (released) return;
        released = true;
        heldHere.delete(real);
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      // Our own pid in a lock we do not hold is a previous life of this pid (a restarted container).
      if (owner > 0 && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dir, owner);
      await rm(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(dir, 0);
}
