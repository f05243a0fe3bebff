/**
 * PostgreSQL error codes on errors thrown by the database driver (Drizzle wraps driver errors, so
 * the code may sit on a cause). Used by handlers that turn a constraint violation into an envelope.
 */

/** A PostgreSQL error code (5 characters, e.g. 23505) found on an error or its causes, up to 5 deep. */
export function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for a unique-constraint violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  return pgCode(err) === '23505';
}

/** True for a foreign-key violation (23503). */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgCode(err) === '23503';
}
