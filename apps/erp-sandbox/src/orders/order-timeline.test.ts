import { describe, expect, it } from 'vitest';
import { currentTransition, initialTimeline, withTransition } from './order-timeline.ts';

const schedule = { prepareAfterSeconds: 10, shipAfterSeconds: 20 };

describe('order timeline', () => {
  it('schedules preparation and shipping at import', () => {
    expect(initialTimeline('accepted', 0, schedule)).toEqual([
      { status: 'accepted', at: 0 },
      { status: 'in_preparation', at: 10_000 },
      { status: 'shipped', at: 20_000 },
    ]);
  });

  it('schedules nothing after a rejection', () => {
    expect(initialTimeline('rejected', 5, schedule)).toEqual([{ status: 'rejected', at: 5 }]);
  });

  it('never ships before preparing', () => {
    expect(
      initialTimeline('accepted', 0, { prepareAfterSeconds: 30, shipAfterSeconds: 20 }).map((t) => t.status),
    ).toEqual(['accepted', 'in_preparation']);
  });

  it('reads the status in force at a moment', () => {
    const timeline = initialTimeline('accepted', 0, schedule);
    expect(currentTransition(timeline, 9_999).status).toBe('accepted');
    expect(currentTransition(timeline, 10_000).status).toBe('in_preparation');
    expect(currentTransition(timeline, 99_000).status).toBe('shipped');
  });

  it('drops the scheduled future on a cancellation', () => {
    const cancelled = withTransition(initialTimeline('accepted', 0, schedule), 'cancelled', 1_000);
    expect(currentTransition(cancelled, 99_000)).toEqual({ status: 'cancelled', at: 1_000 });
  });

  it('keeps a later scheduled step after a manual move to preparation', () => {
    const moved = withTransition(initialTimeline('accepted', 0, schedule), 'in_preparation', 1_000);
    expect(moved.map((t) => t.status)).toEqual(['accepted', 'in_preparation', 'shipped']);
    expect(currentTransition(moved, 20_000).status).toBe('shipped');
  });
});
