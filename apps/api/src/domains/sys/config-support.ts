/**
 * Small helpers shared by the system-configuration handlers of this folder (dictionaries,
 * platforms, live broadcasts, home configuration, basic-data configuration, feedback, route log).
 */
import type { AuthUser } from '../../core/security';
import { AppError } from '../../core/envelope';
import { escapeLike } from '../../core/paging';
import { isUniqueViolation } from '../../core/pg-errors';

/** An ILIKE pattern matching `keyword` literally anywhere (`%` and `_` escaped); undefined when blank. */
export function containsPattern(keyword: string | undefined): string | undefined {
  const kw = keyword?.trim();
  return kw ? `%${escapeLike(kw)}%` : undefined;
}

/** ISO 8601 text of a timestamp (the contract's `date-time`). */
export function iso(value: Date): string {
  return value.toISOString();
}

/** {@link iso} for nullable timestamps. */
export function isoOrNull(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** Trimmed text, or null when blank or missing. */
export function textOrNull(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/**
 * Runs a write and turns a unique violation into CONFLICT `msg` (the pre-check of the handler
 * catches the usual case; this covers two requests racing).
 */
export async function conflictOnUnique<T>(msg: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', msg);
    throw err;
  }
}

/**
 * The row, or NOT_FOUND_ENTITY `msg`.
 * @throws AppError NOT_FOUND_ENTITY (HTTP 200) when `row` is undefined.
 */
export function found<T>(row: T | undefined, msg: string): T {
  if (row === undefined) throw new AppError('NOT_FOUND_ENTITY', msg);
  return row;
}

/** User types that count as staff for visibility rules (not for permissions: see `core/security.ts`). */
export const STAFF_TYPES: readonly string[] = ['ADMIN', 'YYF', 'GOV', 'DEPT', 'CALL'];

/**
 * Whether the (optional) caller is staff: used where the contract shows staff more rows (e.g. an
 * unpublished live broadcast, disabled basic-data entries), never to refuse a request.
 */
export function isStaff(user: AuthUser | undefined): boolean {
  if (!user) return false;
  return STAFF_TYPES.includes(user.userType) || user.roles.some((r) => STAFF_TYPES.includes(r));
}
