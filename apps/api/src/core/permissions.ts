/**
 * Permission checks inside handlers, for rules the spec's `x-permission` cannot express alone
 * (e.g. "the owner, or staff holding the list permission"): the same grant the security handler
 * reads (`core/security.ts`) — an enabled role of the user holding a menu button with the permission.
 */
import type { Permission } from '@qifu/sdk';
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../db/schema';
import type { AuthUser } from './security';

/** Whether one of the caller's enabled roles grants `permission` (one query). */
export async function grantsPermission(db: Db, user: Pick<AuthUser, 'id'>, permission: Permission): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysUserRole.roleId))
    .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
    .where(and(eq(sysUserRole.userId, user.id), eq(sysRole.enableFlag, '1'), eq(sysMenu.permission, permission)))
    .limit(1);
  return Boolean(row);
}
