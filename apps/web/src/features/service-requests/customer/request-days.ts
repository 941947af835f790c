// Days as the request forms handle them: ISO `YYYY-MM-DD` in the values and on the wire, shown as
// DD/MM/YYYY like every date of the portal (typed in `DayInput`); "today" in the company's zone, as the server
// compares; and the day a warranty ends, read off the domain's own rule.
import { formatDate } from '@portal/domain/format';
import { isoDateIn } from '@portal/domain/order-body';
import { WARRANTY_MONTHS, warrantyOf } from '@portal/domain/service-requests';

/** Today in Europe/Madrid, the day the server checks "from today on" against. */
export function today(): string {
  return isoDateIn(new Date());
}

/** `2026-03-05` → `05/03/2026` (read at noon, so no time zone moves it to another day). */
export function formatDay(iso: string): string {
  return formatDate(`${iso}T12:00:00`);
}

function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The last day of the warranty of a machine bought on `purchase`. The rule (24 months, a 29
 * February ending on the 28th) lives in `warrantyOf` alone: this finds, by halving, the last day
 * it still answers `in`, so the date shown can never disagree with the verdict the server keeps.
 */
export function warrantyEnd(purchase: string): string {
  let inside = 0; // days after the purchase still in warranty
  let outside = WARRANTY_MONTHS * 31 + 1; // surely past it
  while (outside - inside > 1) {
    const middle = Math.floor((inside + outside) / 2);
    if (warrantyOf(purchase, addDays(purchase, middle)) === 'in') inside = middle;
    else outside = middle;
  }
  return addDays(purchase, inside);
}
