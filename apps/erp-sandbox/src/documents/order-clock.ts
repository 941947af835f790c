// An order's own clock. A drill may move one order's fulfilment forward
// (`POST /_sandbox/orders/{portalCode}/advance`): from that moment the order lives that many seconds
// ahead, so its scheduled steps (preparation, each shipment, delivery, invoice) come sooner, while
// the rest of the ERP keeps real time. Every step keeps its planned instant in the order's time;
// these two functions translate, so everything stays a pure function of the clock and replays the
// same after a restart.

export interface Advance {
  /** Real epoch ms when the drill ran. */
  at: number;
  ms: number;
}

/** The order's time at real instant `now`: now plus every advance made until then. */
export function orderTime(advances: readonly Advance[] | undefined, now: number): number {
  let ahead = 0;
  for (const advance of advances ?? []) if (advance.at <= now) ahead += advance.ms;
  return now + ahead;
}

/**
 * The real instant at which the order's time reaches `t`: a step planned for `t` happens then. An
 * advance never puts a step before the drill that moved it, so what was already exported keeps
 * its instant and what an advance brought forward is stamped with the drill's instant (an
 * incremental export that already passed that point still finds it).
 */
export function realTime(advances: readonly Advance[] | undefined, t: number): number {
  let ahead = 0;
  for (const advance of [...(advances ?? [])].sort((a, b) => a.at - b.at)) {
    if (t - ahead < advance.at) return t - ahead;
    ahead += advance.ms;
    if (advance.at + ahead >= t) return advance.at;
  }
  return t - ahead;
}
