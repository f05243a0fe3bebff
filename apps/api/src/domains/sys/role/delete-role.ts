import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysRole, sysUserRole } from '../../../db/schema';
import { isBuiltInRole } from './role.queries';
import { notFound, rule } from '../../../core/entity';

/**
 * `POST /sys/role/delete` `{id}` (ADMIN, sys:role:delete): deletes a role with its grants and data
 * rules (cascade). A built-in role (内置角色不能删除) or a role still assigned to accounts
 * (该角色已分配给用户，不能删除) is refused with BUSINESS_RULE.
 */
export const deleteRole: Handler<'deleteRole'> = async (req, ctx) => {
  const [role] = await ctx.db.select({ id: sysRole.id, code: sysRole.code }).from(sysRole).where(eq(sysRole.id, req.body.id)).limit(1);
  if (!role) throw notFound('角色不存在');
  if (isBuiltInRole(role.code)) throw rule('内置角色不能删除');
  const [used] = await ctx.db.select({ userId: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, role.id)).limit(1);
  if (used) throw rule('该角色已分配给用户，不能删除');
  await ctx.db.delete(sysRole).where(eq(sysRole.id, role.id));
  return ok(null, '删除成功');
};
