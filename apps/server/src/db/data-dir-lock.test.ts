import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('data directory lock', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second holder with a clear message, and frees the directory on release', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-lock-'));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another portal process/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});

describe('a lock left by a dead process', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is taken over at once', async () => {
    const { writeFile } = await import('node:fs/promises');
    dir = await mkdtemp(path.join(tmpdir(), 'portal-lock-'));
    // A pid far above any live process on this machine stands for a killed portal.
    await writeFile(path.join(dir, 'portal.lock'), '4194300');
    const release = await lockDataDir(dir);
    await release();
  });
});
