import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const options = {
  file: 'test.lock',
  inUse: (dir: string, pid: number) => `${dir} is in use by process ${pid}`,
};

describe('data directory lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second holder with the caller’s message, and frees the directory on release', async () => {
    const release = await lockDataDir(dir, options);
    await expect(lockDataDir(dir, options)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir, options)).rejects.toThrow(`${dir} is in use by process ${process.pid}`);
    await release();
    const again = await lockDataDir(dir, options);
    await again();
  });

  it('refuses while another live process holds it', async () => {
    // The parent of this process is alive for as long as the test runs.
    await writeFile(path.join(dir, options.file), String(process.ppid));
    await expect(lockDataDir(dir, options)).rejects.toThrow(`is in use by process ${process.ppid}`);
  });

  it('takes over at once a lock left by a dead process', async () => {
    // A pid far above any live process on this machine stands for a killed one.
    await writeFile(path.join(dir, options.file), '4194300');
    const release = await lockDataDir(dir, options);
    await release();
  });

  it('releases once only: a second release leaves a lock taken since in place', async () => {
    const release = await lockDataDir(dir, options);
    await release();
    const next = await lockDataDir(dir, options);
    await release();
    await expect(lockDataDir(dir, options)).rejects.toThrow(DataDirLockedError);
    await next();
  });
});
