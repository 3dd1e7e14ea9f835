/**
 * True when a database error (as thrown by either driver, possibly wrapped by Drizzle) is a unique-constraint
 * violation, optionally on the named index. Services use it to turn a lost race into a 409, not a 500.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || name === constraint;
  }
  return false;
}
