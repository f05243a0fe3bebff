import { eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysRole, sysRoleMenu } from '../../../db/schema';
import { roleColumns, toSysRole } from './role.queries';
import { notFound } from '../../../core/entity';

/** `GET /sys/role/detail?id=` (ADMIN, sys:role:detail): one role with `menuIds` (granted menus and buttons). */
export const getRoleDetail: Handler<'getRoleDetail'> = async (req, ctx) => {
  const [row] = await ctx.db.select(roleColumns).from(sysRole).where(eq(sysRole.id, req.query.id)).limit(1);
  if (!row) throw notFound('角色不存在');
  const menus = await ctx.db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, row.id));
  return { ...toSysRole(row), menuIds: menus.map((m) => m.id).sort() };
};
