// An order's life in the sandbox ERP: accepted → in_preparation → shipped, or rejected at import,
// or cancelled while still 'accepted'. Future steps are scheduled at import (from the switches of
// that moment) as timestamped transitions, so the status is a pure function of the clock: no
// timer, no write when time passes, the same answer after a restart, and changing a switch later
// never moves an existing order backwards.

export const ORDER_STATUSES = ['accepted', 'rejected', 'in_preparation', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface Transition {
  status: OrderStatus;
  /** Epoch milliseconds. */
  at: number;
}

const RANK: Record<OrderStatus, number> = {
  accepted: 0,
  rejected: 0,
  in_preparation: 1,
  shipped: 2,
  cancelled: 3,
};
const FINAL: ReadonlySet<OrderStatus> = new Set(['rejected', 'shipped', 'cancelled']);

export function initialTimeline(
  decision: 'accepted' | 'rejected',
  receivedAt: number,
  schedule: { prepareAfterSeconds: number | null; shipAfterSeconds: number | null },
): Transition[] {
  if (decision === 'rejected') return [{ status: 'rejected', at: receivedAt }];
  const timeline: Transition[] = [{ status: 'accepted', at: receivedAt }];
  const { prepareAfterSeconds: prepare, shipAfterSeconds: ship } = schedule;
  if (prepare !== null) timeline.push({ status: 'in_preparation', at: receivedAt + prepare * 1000 });
  if (ship !== null && (prepare === null || ship >= prepare))
    timeline.push({ status: 'shipped', at: receivedAt + ship * 1000 });
  return timeline;
}

/** The transition in force at `now`: the last one not in the future (ties: the later in the list). */
export function currentTransition(timeline: readonly Transition[], now: number): Transition {
  let current = timeline[0]!;
  for (const step of timeline) if (step.at <= now) current = step;
  return current;
}

/**
 * The timeline after `status` happens at `at`: the past is kept, the step is added, and only the
 * scheduled steps that still make sense after it (a later rank, and not after a final status) stay.
 */
export function withTransition(
  timeline: readonly Transition[],
  status: OrderStatus,
  at: number,
): Transition[] {
  const past = timeline.filter((step) => step.at <= at);
  const future = FINAL.has(status)
    ? []
    : timeline.filter((step) => step.at > at && RANK[step.status] > RANK[status]);
  return [...past, { status, at }, ...future];
}
