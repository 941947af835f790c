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
});
