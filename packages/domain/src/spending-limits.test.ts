import { describe, expect, it } from 'vitest';
import { monthStart, passedLimits } from './spending-limits.ts';

describe('spending limits', () => {
  const limits = { orderLimit: '500.00', monthlyLimit: '3000.00' };

  it('should keep an order under, or exactly at, the limit per order within it', () => {
    expect(passedLimits('499.99', limits, 0)).toEqual([]);
    expect(passedLimits('500.00', limits, 0)).toEqual([]);
    expect(passedLimits(500, limits, '0')).toEqual([]);
  });

  it('should say an order over the limit per order passes it, by a cent', () => {
    expect(passedLimits('500.01', limits, 0)).toEqual(['order']);
  });

  it('should count the month’s spend: under, at and over the monthly limit', () => {
    expect(passedLimits('400.00', limits, '2599.99')).toEqual([]);
    expect(passedLimits('400.00', limits, '2600.00')).toEqual([]);
    expect(passedLimits('400.00', limits, '2600.01')).toEqual(['month']);
    expect(passedLimits('600.00', limits, '2900.00')).toEqual(['order', 'month']);
  });

  it('should check nothing where there is no limit', () => {
    expect(passedLimits('99999.99', { orderLimit: null, monthlyLimit: null }, '99999')).toEqual([]);
    expect(passedLimits('700', { orderLimit: null, monthlyLimit: '3000' }, 0)).toEqual([]);
  });

  it('should sum in cents, not binary floats', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floats: a limit of 0.30 must still hold it.
    expect(passedLimits('0.10', { orderLimit: null, monthlyLimit: '0.30' }, '0.20')).toEqual([]);
  });

  it('should start the month in the portal’s time zone', () => {
    // 23:30 UTC on 31 January is already 1 February in Madrid.
    expect(monthStart(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(monthStart(new Date('2026-02-15T12:00:00Z'))).toBe('2026-02-01');
  });
});
