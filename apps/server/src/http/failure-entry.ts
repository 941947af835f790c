// What the error log keeps of a failure: its code, class and message, as text the database can
// store. A failed query's message from Drizzle repeats the query's parameters — a client's text
// with a NUL would make the error log's own insert fail and the failure go
// unrecorded —, and parameters may hold personal data or a password hash. So the database's own
// words and the SQL are kept, never the parameters.
import { dropUnpairedSurrogates } from '@portal/domain/wire-types';
import { DrizzleQueryError } from 'drizzle-orm';

export const MAX_FAILURE_TEXT = 2000;

/** Text with NUL and unpaired surrogates taken out, cut to the column's useful length. */
export function storableText(text: string, max = MAX_FAILURE_TEXT): string {
  return dropUnpairedSurrogates(text.replaceAll('\u0000', '')).slice(0, max);
}

export interface FailureDescription {
  codiError: string;
  classe: string;
  missatge: string;
}

/** The error log's view of an unexpected error (never a parameter of a failed query). */
export function describeFailure(error: unknown): FailureDescription {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as (Error & { code?: unknown }) | undefined;
    const code = typeof cause?.code === 'string' ? cause.code : undefined;
    return {
      codiError: storableText(code ? `DB_${code}` : 'DB_QUERY', 100),
      classe: storableText(cause?.name ?? error.name, 200),
      missatge: storableText(`${cause?.message ?? 'query failed'}\nquery: ${error.query}`),
    };
  }
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return {
      codiError: storableText(typeof code === 'string' ? code : 'INTERNAL', 100),
      classe: storableText(error.name, 200),
      missatge: storableText(error.message),
    };
  }
  return { codiError: 'INTERNAL', classe: typeof error, missatge: storableText(String(error)) };
}
