// Database errors a client can provoke, told apart so that they become 409s and not 500s. The
// services check first; this catches the race where two requests pass the check together.
const UNIQUE_VIOLATION = '23505';

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'string') return own;
  // Drizzle wraps the driver's error in its own, with the original as `cause`.
  return codeOf((error as { cause?: unknown }).cause);
}

export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === UNIQUE_VIOLATION;
}

/** Runs a write and turns a unique-key violation into the error `onDuplicate` makes. */
export async function uniqueOr<T>(write: () => Promise<T>, onDuplicate: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw onDuplicate();
    throw error;
  }
}
