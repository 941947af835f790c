import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE_POLICY, delayAfter } from './login-throttle.ts';

describe('the delay after failed log-ins of one account from one address', () => {
  it('is none for the first four failures, then 1 s doubling with each further one', () => {
    const delays = Array.from({ length: 9 }, (_, i) => delayAfter(i + 1, DEFAULT_THROTTLE_POLICY));
    expect(delays).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16]);
  });

  it('stops growing at the cap, however many failures', () => {
    const policy = { ...DEFAULT_THROTTLE_POLICY, freeFailures: 2, firstDelaySeconds: 1, maxDelaySeconds: 4 };
    expect([1, 2, 3, 4, 5, 6].map((n) => delayAfter(n, policy))).toEqual([0, 1, 2, 4, 4, 4]);
    expect(delayAfter(10_000, DEFAULT_THROTTLE_POLICY)).toBe(15 * 60);
  });
});
