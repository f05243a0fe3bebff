import { PERM } from '@qifu/sdk';
import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysMenu, sysRole, sysRoleMenu } from '../../../db/schema';
import { notFound, rule } from '../../../core/entity';

/** Permissions the administrator role must keep, or nobody could grant anything any more. */
const ADMIN_KEEPS = [PERM.sysRoleGrant];

/**
 * `POST /sys/role/grant` `{roleId, menuIds}` (ADMIN, sys:role:grant): replaces the role's granted
 * menus and buttons. Every granted entry's parents are granted too (a granted button implies its
 * page and catalog). Unknown menu ids → BUSINESS_RULE 菜单不存在; ADMIN must keep sys:role:grant
 * (平台管理员必须保留角色授权权限). Permission checks see the change at once (they read the grants on
 * every call); the sidebar at the users' next getMenus.
 */
export const grantRole: Handler<'grantRole'> = async (req, ctx) => {
  const { roleId, menuIds } = req.body;
  const [role] = await ctx.db.select({ id: sysRole.id, code: sysRole.code }).from(sysRole).where(eq(sysRole.id, roleId)).limit(1);
  if (!role) throw notFound('角色不存在');
  const menus = await ctx.db.select({ id: sysMenu.id, parentId: sysMenu.parentId, permission: sysMenu.permission }).from(sysMenu);
  const byId = new Map(menus.map((m) => [m.id, m]));
  if (menuIds.some((id) => !byId.has(id))) throw rule('菜单不存在');
  const granted = new Set<string>();
  for (const id of menuIds) {
    for (let m = byId.get(id); m && !granted.has(m.id); m = m.parentId ? byId.get(m.parentId) : undefined) granted.add(m.id);
  }
  if (role.code === 'ADMIN') {
    const kept = new Set([...granted].map((id) => byId.get(id)?.permission));
    if (ADMIN_KEEPS.some((p) => !kept.has(p))) throw rule('平台管理员必须保留角色授权权限');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, role.id));
    const rows = [...granted].map((menuId) => ({ roleId: role.id, menuId }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(sysRoleMenu).values(rows.slice(i, i + 500));
  });
  return ok(null, '授权成功');
};
