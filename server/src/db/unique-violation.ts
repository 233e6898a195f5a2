/**
 * True when the error, or one it wraps (Drizzle wraps the driver's), is PostgreSQL's unique_violation
 * (23505) on the named constraint or unique index: the caller expected that race and knows its answer.
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 6; e = e.cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}
