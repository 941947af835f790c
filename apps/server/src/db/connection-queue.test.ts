// The queue in front of PGlite's one connection: one holder at a time, requests before background
// work queued earlier, background work when no request waits or once it has waited its most.
import { describe, expect, it } from 'vitest';
import { ConnectionQueue, inBackground } from './connection-queue.ts';

/** Work that holds the connection until `finish()` is called, logging when it starts. */
function held(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ConnectionQueue', () => {
  it('gives the connection to one holder at a time', async () => {
    const queue = new ConnectionQueue();
    let holders = 0;
    let most = 0;
    const work = async () => {
      most = Math.max(most, ++holders);
      await settle();
      holders--;
    };
    await Promise.all([
      queue.run(work),
      inBackground(() => queue.run(work)),
      queue.run(work),
      inBackground(() => queue.run(work)),
    ]);
    expect(most).toBe(1);
  });

  it('lets a request go before background work queued earlier', async () => {
    const queue = new ConnectionQueue(1000);
    const log: string[] = [];
    const first = held(log, 'first request');
    const sync = held(log, 'background page');
    const search = held(log, 'second request');
    const running = queue.run(first.work);
    const page = inBackground(() => queue.run(sync.work));
    const request = queue.run(search.work);
    await settle();
    first.finish();
    await settle();
    expect(log).toEqual(['first request', 'second request']);
    search.finish();
    await settle();
    expect(log).toEqual(['first request', 'second request', 'background page']);
    sync.finish();
    expect(await Promise.all([running, page, request])).toEqual([
      'first request',
      'background page',
      'second request',
    ]);
  });

  it('lets background work go once it has waited its most, before requests', async () => {
    let now = 0;
    const queue = new ConnectionQueue(50, () => now);
    const log: string[] = [];
    const first = held(log, 'first request');
    const sync = held(log, 'background page');
    const search = held(log, 'second request');
    const running = queue.run(first.work);
    const page = inBackground(() => queue.run(sync.work));
    const request = queue.run(search.work);
    await settle();
    now = 50;
    first.finish();
    await settle();
    expect(log).toEqual(['first request', 'background page']);
    sync.finish();
    await settle();
    search.finish();
    await Promise.all([running, page, request]);
    expect(log).toEqual(['first request', 'background page', 'second request']);
  });

  it('frees the connection when the work fails', async () => {
    const queue = new ConnectionQueue();
    await expect(
      queue.run(async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await inBackground(() => queue.run(async () => 'next'))).toBe('next');
  });
});
