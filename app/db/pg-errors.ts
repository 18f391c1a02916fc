/** PostgreSQL's unique_violation (23505), under Drizzle's query error wrapper (its `cause`): the constraint's name, or null. */
export function uniqueViolationConstraint(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") {
      const constraint = (e as { constraint?: unknown }).constraint;
      return typeof constraint === "string" ? constraint : "";
    }
  }
  return null;
}

/** Whether `err` is PostgreSQL's unique_violation, whichever constraint. */
export function isUniqueViolation(err: unknown): boolean {
  return uniqueViolationConstraint(err) !== null;
}
