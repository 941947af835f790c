// How the request's page and the back office write a request's days and file sizes.
import { formatAmount } from '@portal/domain/format';

/**
 * A `YYYY-MM-DD` day (a scheduled or preferred date) as DD/MM/YYYY. Read as text, not as an
 * instant: `new Date('2026-03-10')` is midnight UTC, the day before in the Americas.
 */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** `2_400_000` → `2,29 MB`; `52_000` → `51 KB`, in the portal's number format. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatAmount(bytes / (1024 * 1024))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
