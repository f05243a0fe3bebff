/**
 * Who counts as staff for the visibility rules of the system configuration (an unpublished live
 * broadcast, disabled basic-data entries): never used to refuse a request — permissions are
 * checked by `core/security.ts`.
 */
import type { AuthUser } from '../../core/security';

/** User types that count as staff for visibility rules. */
export const STAFF_TYPES: readonly string[] = ['ADMIN', 'YYF', 'GOV', 'DEPT', 'CALL'];

/** Whether the (optional) caller is staff: staff see more rows where the contract says so. */
export function isStaff(user: AuthUser | undefined): boolean {
  if (!user) return false;
  return STAFF_TYPES.includes(user.userType) || user.roles.some((r) => STAFF_TYPES.includes(r));
}
