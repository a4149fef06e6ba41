// PostgreSQL's "unique_violation" (23505), wherever the driver put it: node-postgres and PGlite
// raise it directly, Drizzle wraps it in an error whose `cause` it is.
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
