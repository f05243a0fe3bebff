import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysMenu } from '../../../db/schema';
import { notFound, rule } from '../../../core/entity';

/**
 * `POST /sys/menu/delete` `{id}` (ADMIN, sys:menu:delete): deletes an entry and its role grants
 * (cascade). Refused with BUSINESS_RULE when it has children (请先删除下级菜单) or is built in
 * (系统内置菜单不能删除，可设置为不显示 — the system seed would otherwise bring it back).
 */
export const deleteMenu: Handler<'deleteMenu'> = async (req, ctx) => {
  const [menu] = await ctx.db.select({ id: sysMenu.id, seedKey: sysMenu.seedKey }).from(sysMenu).where(eq(sysMenu.id, req.body.id)).limit(1);
  if (!menu) throw notFound('菜单不存在');
  const [child] = await ctx.db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.parentId, menu.id)).limit(1);
  if (child) throw rule('请先删除下级菜单');
  if (menu.seedKey) throw rule('系统内置菜单不能删除，可设置为不显示');
  await ctx.db.delete(sysMenu).where(eq(sysMenu.id, menu.id));
  return ok(null, '删除成功');
};
