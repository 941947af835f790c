// Bodies and queries are parsed by their zod schema inside the handler (the sandbox has no type
// provider); a failure becomes the contract's 400 with one entry per field.
import type { z } from 'zod';
import { errors } from './errors.ts';

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw errors.validation(
      result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return result.data;
}
