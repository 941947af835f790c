import { describe, expect, it } from 'vitest';
import { RestartPause } from './restart-pause.ts';

describe('the pause before a dead worker is replaced', () => {
  it('doubles from 1 s to 30 s while replacements keep dying, and starts again after a minute up', () => {
    const pause = new RestartPause();
    expect([0, 0, 0, 0, 0, 0, 0].map((up) => pause.after(up * 1000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(pause.after(59_000)).toBe(30_000);
    expect(pause.after(60_000)).toBe(1000);
    expect(pause.after(5000)).toBe(2000);
  });
});
