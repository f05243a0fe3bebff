import { and, asc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysRole } from '../../../db/schema';

/**
 * `GET /sys/role/options` (ADMIN, sys:role:list): enabled roles as `{label: roleName, value: id}`
 * for the account form, by sort then name; `userType` limits them to roles of that user type.
 */
export const listRoleOptions: Handler<'listRoleOptions'> = async (req, ctx) => {
  const rows = await ctx.db
    .select({ label: sysRole.name, value: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.enableFlag, '1'), req.query.userType ? eq(sysRole.userType, req.query.userType) : undefined))
    .orderBy(asc(sysRole.sort), asc(sysRole.name), asc(sysRole.id));
  return rows;
};
