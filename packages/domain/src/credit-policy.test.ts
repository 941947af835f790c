import { describe, expect, it } from 'vitest';
import { creditPolicyOf, judgeCredit } from './credit-policy.ts';

const credit = (available: number, overdue: number | string = 0) => ({ available, overdue });

describe('credit at checkout', () => {
  it('reads the parameter, taking anything unknown as the default (warn)', () => {
    expect(creditPolicyOf('block')).toBe('block');
    expect(creditPolicyOf(' OFF ')).toBe('off');
    expect(creditPolicyOf('refuse')).toBe('warn');
    expect(creditPolicyOf(undefined)).toBe('warn');
  });

  it('lets an order within the available credit through, an amount equal to it included', () => {
    expect(judgeCredit(500, credit(500), 'block')).toEqual({ verdict: 'ok' });
    expect(judgeCredit('499.99', credit(500), 'warn')).toEqual({ verdict: 'ok' });
  });

  it('names the amounts when an order passes the available credit, as the policy says', () => {
    expect(judgeCredit('500.01', credit(500), 'block')).toEqual({
      verdict: 'block',
      reasons: ['overLimit'],
      total: 500.01,
      available: 500,
      overdue: 0,
    });
    expect(judgeCredit(100, credit(-20), 'warn')).toMatchObject({ verdict: 'warn', available: -20 });
  });

  it('holds an overdue balance against any order, however small', () => {
    expect(judgeCredit(10, credit(5000, '12.5'), 'block')).toEqual({
      verdict: 'block',
      reasons: ['overdue'],
      total: 10,
      available: 5000,
      overdue: 12.5,
    });
    expect(judgeCredit(6000, credit(5000, 1), 'warn')).toMatchObject({ reasons: ['overLimit', 'overdue'] });
  });

  it('checks nothing when the policy is off or the ERP has sent no credit', () => {
    expect(judgeCredit(10_000, credit(0, 900), 'off')).toEqual({ verdict: 'ok' });
    expect(judgeCredit(10_000, null, 'block')).toEqual({ verdict: 'ok' });
  });
});

describe('the credit refusal in words', () => {
  it('names the overdue balance first, else the total and the available credit', async () => {
    const { creditIssue } = await import('./credit-policy.ts');
    const over = judgeCredit('1234.5', credit(1000), 'block');
    const overdue = judgeCredit(10, credit(1000, 55), 'block');
    if (over.verdict === 'ok' || overdue.verdict === 'ok') throw new Error('expected a verdict');
    expect(creditIssue(over)).toEqual({
      key: 'orders.creditOverLimit',
      params: { total: '1.234,50', available: '1.000,00', overdue: '0,00' },
    });
    expect(creditIssue(overdue).key).toBe('orders.creditOverdue');
  });
});
