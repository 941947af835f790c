// An exclusive lock on the PGlite data directory, so a second portal started on the same
// `DATA_DIR` stops with a clear message instead of corrupting the database files.
// The lock file holds the owner's process id: a lock left behind by a killed process (SIGKILL,
// power loss) is recognised as stale at once because that process no longer exists, so a
// restart after a crash never waits. A lock file is created with O_EXCL, so two processes
// starting together cannot both win.
import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another portal process (pid ${pid}). ` +
        'Stop that process, or start this one with another DATA_DIR.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means the lock is held.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, 'portal.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dir, owner);
      }
      if (owner === process.pid) throw new DataDirLockedError(dir, owner);
      // Stale (its process is gone) or unreadable: remove it and try again.
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
