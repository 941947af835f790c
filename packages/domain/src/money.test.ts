import { describe, expect, it } from 'vitest';
import { moneySchema, notNegative, roundMoney, sumMoney, toMoney, toWireAmount } from './money.ts';

describe('money', () => {
  it('should round half up at the cent, where binary floats round 1.005 and 2.675 down', () => {
    expect(roundMoney(1.005).toFixed(2)).toBe('1.01');
    expect(roundMoney(2.675).toFixed(2)).toBe('2.68');
    expect(roundMoney('0.225').toFixed(2)).toBe('0.23');
    expect(roundMoney(0.004).toFixed(2)).toBe('0.00');
  });

  it('should sum amounts exactly', () => {
    expect(sumMoney([0.1, 0.2]).toString()).toBe('0.3');
    expect(sumMoney(Array.from({ length: 10 }, () => 0.1)).toString()).toBe('1');
    expect(sumMoney([]).toString()).toBe('0');
  });

  it('should give wire amounts as numbers with two decimals at most and no negative zero', () => {
    expect(toWireAmount('12.345')).toBe(12.35);
    expect(toWireAmount(toMoney(0.1).times(3))).toBe(0.3);
    expect(Object.is(toWireAmount(-0), 0)).toBe(true);
    expect(Object.is(toWireAmount(-0.001), 0)).toBe(true);
  });

  it('should refuse amounts that are not finite', () => {
    expect(() => toMoney(Number.NaN)).toThrow(RangeError);
    expect(() => toMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMoney('abc')).toThrow();
  });

  it('should floor negative amounts at zero', () => {
    expect(notNegative(-5).toString()).toBe('0');
    expect(notNegative('3.5').toString()).toBe('3.5');
  });

  it('should accept wire amounts with at most two decimals and nothing else', () => {
    expect(moneySchema.safeParse(12.3).success).toBe(true);
    expect(moneySchema.safeParse(12.35).success).toBe(true);
    expect(moneySchema.safeParse(0).success).toBe(true);
    expect(moneySchema.safeParse(12.345).success).toBe(false);
    expect(moneySchema.safeParse(-1).success).toBe(false);
    expect(moneySchema.safeParse(Number.NaN).success).toBe(false);
    expect(moneySchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(moneySchema.safeParse('12.30').success).toBe(false);
  });
});
