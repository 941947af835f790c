import { standardisationFormSchema } from '@portal/domain/service-requests';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueToField } from './zod-issues.ts';

describe('zod issues as field errors', () => {
  it("fills a schema's own bound message with its bound", () => {
    const result = standardisationFormSchema.shape.quantitat.safeParse(0);
    expect(result.success).toBe(false);
    expect(issueToField(result.error!.issues[0]!, 'quantitat')).toEqual({
      field: 'quantitat',
      key: 'validation.tooSmall',
      params: { min: 1 },
    });
  });

  it('keeps a key without a bound as it is, and names nested fields by their path', () => {
    const schema = z.object({
      rows: z.array(z.object({ code: z.string().refine(() => false, 'validation.required') })),
    });
    const result = schema.safeParse({ rows: [{ code: 'x' }] });
    expect(issueToField(result.error!.issues[0]!)).toEqual({
      field: 'rows.0.code',
      key: 'validation.required',
    });
  });
});
