import { describe, expect, it } from 'vitest';
import { APPROVAL_REASON_MAX, approvalRejectionSchema, passedLimitSchema } from './approvals.ts';

describe('an approver’s rejection', () => {
  it('should take a reason, trimmed', () => {
    expect(approvalRejectionSchema.parse({ motiu: '  Not this month.  ' })).toEqual({
      motiu: 'Not this month.',
    });
  });

  it('should refuse no reason, a blank one, one too long and one with control characters', () => {
    for (const motiu of [undefined, '', '   ', 'x'.repeat(APPROVAL_REASON_MAX + 1), 'a\u0000b']) {
      expect(approvalRejectionSchema.safeParse({ motiu }).success, JSON.stringify(motiu)).toBe(false);
    }
    expect(approvalRejectionSchema.safeParse({ motiu: '' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
    expect(approvalRejectionSchema.safeParse({ motiu: 'x'.repeat(APPROVAL_REASON_MAX) }).success).toBe(true);
  });

  it('should name the two limits an order can pass, and no other', () => {
    expect(passedLimitSchema.options).toEqual(['order', 'month']);
    expect(passedLimitSchema.safeParse('year').success).toBe(false);
  });
});
