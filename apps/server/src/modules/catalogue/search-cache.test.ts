import { describe, expect, it, vi } from 'vitest';
import { SearchCache } from './search-cache.ts';

describe('search cache', () => {
  it('answers a repeated key from memory until it expires', async () => {
    vi.useFakeTimers();
    const cache = new SearchCache<number>(1000);
    const load = vi.fn(async () => 42);
    expect(await cache.getOrLoad('a', load)).toBe(42);
    expect(await cache.getOrLoad('a', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('drops the least recently used entry past its size, and caches nothing when disabled', async () => {
    const cache = new SearchCache<string>(60_000, 2);
    const load = vi.fn(async () => 'x');
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('b', load);
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('c', load);
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.getOrLoad('b', load);
    expect(load).toHaveBeenCalledTimes(4);
    const off = new SearchCache<string>(0);
    const offLoad = vi.fn(async () => 'y');
    await off.getOrLoad('a', offLoad);
    await off.getOrLoad('a', offLoad);
    expect(offLoad).toHaveBeenCalledTimes(2);
  });

  it('runs one load for concurrent misses of a key, and none is kept when it fails', async () => {
    const cache = new SearchCache<number>(60_000);
    let release!: (value: number) => void;
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const waiting = Array.from({ length: 16 }, () => cache.getOrLoad('page', load));
    release(7);
    expect(await Promise.all(waiting)).toEqual(Array(16).fill(7));
    expect(load).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new Error('database gone');
    });
    await expect(Promise.all([cache.getOrLoad('x', failing), cache.getOrLoad('x', failing)])).rejects.toThrow(
      'database gone',
    );
    expect(failing).toHaveBeenCalledTimes(1);
    const retry = vi.fn(async () => 1);
    expect(await cache.getOrLoad('x', retry)).toBe(1);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not keep what a load read before the catalogue was written', async () => {
    const cache = new SearchCache<string>(60_000);
    let release!: (value: string) => void;
    const stale = cache.getOrLoad('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('before the write');
    expect(await stale).toBe('before the write');
    const fresh = vi.fn(async () => 'after the write');
    expect(await cache.getOrLoad('a', fresh)).toBe('after the write');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('keeps sharing the load begun after a clear when the one begun before it ends', async () => {
    const cache = new SearchCache<string>(60_000);
    const releases: ((value: string) => void)[] = [];
    const load = vi.fn(() => new Promise<string>((resolve) => releases.push(resolve)));
    const old = cache.getOrLoad('a', load);
    cache.clear();
    const newer = cache.getOrLoad('a', load);
    releases[0]!('old');
    await old;
    const joining = cache.getOrLoad('a', load);
    releases[1]!('new');
    expect(await Promise.all([newer, joining])).toEqual(['new', 'new']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
