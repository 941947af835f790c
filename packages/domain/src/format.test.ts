import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatEuros, formatQuantity } from './format.ts';

describe('formatAmount', () => {
  it('should show two decimals in German number format', () => {
    expect(formatAmount(1234.5)).toBe('1.234,50');
    expect(formatAmount(0)).toBe('0,00');
    expect(formatAmount(1234567.891)).toBe('1.234.567,89');
    expect(formatAmount(0.1 + 0.2)).toBe('0,30');
    expect(formatAmount(999.999)).toBe('1.000,00');
  });

  it('should read decimal strings and show junk as zero', () => {
    expect(formatAmount('12.30')).toBe('12,30');
    expect(formatAmount('abc')).toBe('0,00');
    expect(formatAmount(Number.NaN)).toBe('0,00');
  });

  it('should add the euro sign after a space', () => {
    expect(formatEuros(1234.5)).toBe('1.234,50 €');
  });
});

describe('formatQuantity', () => {
  it('should group thousands with a dot, as amounts are, from four digits', () => {
    expect(formatQuantity(7)).toBe('7');
    expect(formatQuantity(1234)).toBe('1.234');
    expect(formatQuantity(12500)).toBe('12.500');
    expect(formatQuantity(1_000_000)).toBe('1.000.000');
    expect(formatQuantity(-1500)).toBe('-1.500');
  });
});

describe('formatDateTime', () => {
  // Dates are shown in the viewer's zone; the test pins one, with summer and winter time.
  const originalTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Madrid';
  });
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('should show DD/MM/YYYY HH:mm:ss in the local zone', () => {
    expect(formatDateTime('2024-07-01T10:05:09Z')).toBe('01/07/2024 12:05:09');
    expect(formatDateTime('2024-01-15T23:30:00Z')).toBe('16/01/2024 00:30:00');
    expect(formatDateTime(Date.UTC(2024, 11, 31, 22, 59, 59))).toBe('31/12/2024 23:59:59');
  });

  it('should pad a local date', () => {
    expect(formatDateTime(new Date(2024, 2, 5, 7, 8, 9))).toBe('05/03/2024 07:08:09');
  });

  it('should show nothing for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('should show the date alone', () => {
    expect(formatDate('2024-01-15T23:30:00Z')).toBe('16/01/2024');
  });
});
