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
    const cache = new SearchCache<string>(60_000, { maxEntries: 2 });
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

  it('keeps the serialized answers within their byte budget, least recently used out first', async () => {
    const cache = new SearchCache<string>(60_000, { weigh: (value) => value.length, maxWeight: 10 });
    const load = vi.fn(async (value: string) => value);
    await cache.getOrLoad('a', () => load('aaaa'));
    await cache.getOrLoad('b', () => load('bbbb'));
    await cache.getOrLoad('a', () => load('aaaa'));
    // 4 + 4 + 4 > 10: the least recently used ('b') goes.
    await cache.getOrLoad('c', () => load('cccc'));
    expect(load).toHaveBeenCalledTimes(3);
    await cache.getOrLoad('a', () => load('aaaa'));
    await cache.getOrLoad('c', () => load('cccc'));
    expect(load).toHaveBeenCalledTimes(3);
    await cache.getOrLoad('b', () => load('bbbb'));
    expect(load).toHaveBeenCalledTimes(4);
    // One answer larger than the whole budget is still kept alone rather than never at all.
    await cache.getOrLoad('big', () => load('x'.repeat(20)));
    await cache.getOrLoad('big', () => load('x'.repeat(20)));
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('reloads a key asked for near the end of its life in the background, serving the entry meanwhile', async () => {
    vi.useFakeTimers();
    const cache = new SearchCache<string>(1000);
    let release!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = cache.getOrLoad('a', load);
    release('v1');
    expect(await first).toBe('v1');
    vi.advanceTimersByTime(700);
    expect(await cache.getOrLoad('a', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(150);
    // 850 ms: still answered from the entry, while one reload starts.
    expect(await cache.getOrLoad('a', load)).toBe('v1');
    expect(await cache.getOrLoad('a', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    release('v2');
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.getOrLoad('a', load)).toBe('v2');
    // The reloaded entry lives a whole TTL from its reload, not from the first load.
    vi.advanceTimersByTime(700);
    expect(await cache.getOrLoad('a', load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('lets an entry whose background reload failed expire, then loads it again', async () => {
    vi.useFakeTimers();
    const cache = new SearchCache<string>(1000);
    const values = ['v1'];
    const load = vi.fn(async () => {
      const value = values.shift();
      if (!value) throw new Error('database gone');
      return value;
    });
    expect(await cache.getOrLoad('a', load)).toBe('v1');
    vi.advanceTimersByTime(900);
    expect(await cache.getOrLoad('a', load)).toBe('v1');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(101);
    values.push('v3');
    expect(await cache.getOrLoad('a', load)).toBe('v3');
    vi.useRealTimers();
  });
});
