// An exclusive lock on a data directory, for a process whose files must have one writer: the
// portal's PGlite database (a second process on the same files would corrupt them) and the ERP
// sandbox's journal (two appenders would interleave). The lock is a file holding the owner's pid,
// created with O_EXCL, so two processes starting together cannot both win; a lock whose process is
// gone (SIGKILL, power loss) is taken over at once, so a restart after a crash never waits. Within
// one process (tests) a set of held directories plays the same role, since the pid is the same.
import { open, readFile, realpath, rm } from 'node:fs/promises';
import path from 'node:path';

export interface DataDirLockOptions {
  /** The lock file's name inside the directory. */
  file: string;
  /** What the refusal says: who holds the directory and what to do about it. */
  inUse: (dir: string, pid: number) => string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means the lock is held.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on `dir` (which must exist); the returned function releases it. */
export async function lockDataDir(dir: string, options: DataDirLockOptions): Promise<() => Promise<void>> {
  const refused = (pid: number) => new DataDirLockedError(options.inUse(dir, pid));
  const real = await realpath(dir);
  if (heldHere.has(real)) throw refused(process.pid);
  const lockPath = path.join(real, options.file);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldHere.add(real);
      let released = false;
      return async () => {
        // Once only: a second release must not delete a lock another process took since.
        if (released) return;
        released = true;
        heldHere.delete(real);
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      // Our own pid in a lock we do not hold is a previous life of this pid (a restarted container).
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw refused(owner);
      }
      // Stale (its process is gone) or unreadable: remove it and try again.
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
