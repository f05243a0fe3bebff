/**
 * Who reaches which listing of the factory and land market (the contract's "Staff see every
 * listing; QY callers see and change only their own"): staff (ADMIN, YYF, GOV, DEPT) reach every
 * listing; anyone else only the listings they created or that belong to their enterprise.
 */
import type { Permission } from '@qifu/sdk';
import { eq, or, type SQL } from 'drizzle-orm';

import { grantsPermission } from '../../../core/permissions';
import type { AuthUser } from '../../../core/security';
import type { Db } from '../../../db/client';
import { type landDemand, type landInfo, type workshopDemand, type workshopInfo } from '../../../db/schema';

/** The four listing tables. */
export type ListingTable = typeof landInfo | typeof landDemand | typeof workshopInfo | typeof workshopDemand;

const STAFF_TYPES = new Set(['ADMIN', 'YYF', 'GOV', 'DEPT']);

/** Whether the caller is staff (ADMIN, YYF, GOV, DEPT by user type or role), who reach every listing. */
export function isStaff(user: AuthUser): boolean {
  return STAFF_TYPES.has(user.userType) || user.roles.some((r) => STAFF_TYPES.has(r));
}

/**
 * The rows of `table` the caller may see and change: every row for staff (undefined = no
 * condition); otherwise the rows the caller created or that belong to the caller's enterprise.
 */
export function ownedScope(table: ListingTable, user: AuthUser): SQL | undefined {
  if (isStaff(user)) return undefined;
  const mine = eq(table.createUserId, user.id);
  return user.companyId ? or(mine, eq(table.companyId, user.companyId)) : mine;
}

/** Whether `user` owns a listing row (created it, or belongs to its enterprise). */
export function isListingOwner(row: { companyId: string | null; createUserId: string }, user: AuthUser): boolean {
  return row.createUserId === user.id || (row.companyId !== null && row.companyId === user.companyId);
}

/**
 * Whether the caller may read a listing that is not published (the detail operations): its owner,
 * or staff whose roles grant the kind's list permission (`land:info:list` …).
 */
export async function mayReadAnyState(
  db: Db,
  user: AuthUser | undefined | null,
  row: { companyId: string | null; createUserId: string },
  listPermission: Permission,
): Promise<boolean> {
  if (!user) return false;
  if (isListingOwner(row, user)) return true;
  return isStaff(user) && grantsPermission(db, user, listPermission);
}
