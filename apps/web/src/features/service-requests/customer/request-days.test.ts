// Days in the request forms: shown DD/MM/YYYY, and the end of a
// warranty read off the domain's rule (24 months; a 29 February ends on the 28th).
import { warrantyOf } from '@portal/domain/service-requests';
import { describe, expect, it } from 'vitest';
import { formatDay, warrantyEnd } from './request-days.ts';

describe('request days', () => {
  it('shows a day as DD/MM/YYYY', () => {
    expect(formatDay('2026-03-05')).toBe('05/03/2026');
  });

  it('ends a warranty on the last day warrantyOf still answers "in"', () => {
    expect(warrantyEnd('2025-03-05')).toBe('2027-03-05');
    expect(warrantyEnd('2024-02-29')).toBe('2026-02-28');
    expect(warrantyEnd('2024-01-31')).toBe('2026-01-31');
    for (const purchase of ['2025-03-05', '2024-02-29', '2023-12-31']) {
      const end = warrantyEnd(purchase);
      expect(warrantyOf(purchase, end)).toBe('in');
      const next = new Date(`${end}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      expect(warrantyOf(purchase, next.toISOString().slice(0, 10))).toBe('out');
    }
  });
});
