import { and, eq, ne } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysMenu } from '../../../db/schema';
import { allMenus, buttonName } from './menu.queries';
import { notFound, rule } from '../../../core/entity';
import { isSelfOrDescendant } from '../../../core/tree';
import { textOrNull } from '../../../core/values';

/**
 * `POST /sys/menu/save` (ADMIN, sys:menu:save): creates (no id) or updates a menu entry.
 * BUSINESS_RULE when a button has no permission (按钮必须填写权限字符串) or no parent
 * (按钮必须有上级菜单), a menu has no path (菜单必须填写路由地址), the parent is unknown
 * (上级菜单不存在), a button (按钮下不能添加下级), the entry itself or one of its descendants
 * (上级菜单不能是自身或其下级), or a built-in entry would change its type or permission
 * (系统内置菜单不能修改类型和权限字符串). A menu's route name is unique (CONFLICT 路由名称已存在).
 * Permission changes count at once for the security check.
 */
export const saveMenu: Handler<'saveMenu'> = async (req, ctx) => {
  const b = req.body;
  const title = b.title.trim();
  if (!title) throw rule('请输入菜单标题');
  const permission = textOrNull(b.permission);
  const path = textOrNull(b.path);
  const parentId = b.parentId ?? null;
  if (b.menuType === 'button' && !permission) throw rule('按钮必须填写权限字符串');
  if (b.menuType === 'button' && !parentId) throw rule('按钮必须有上级菜单');
  if (b.menuType === 'menu' && !path) throw rule('菜单必须填写路由地址');

  const rows = await allMenus(ctx.db);
  const existing = b.id ? rows.find((r) => r.id === b.id) : undefined;
  if (b.id && !existing) throw notFound('菜单不存在');
  if (parentId) {
    const parent = rows.find((r) => r.id === parentId);
    if (!parent) throw rule('上级菜单不存在');
    if (parent.menuType === 'button') throw rule('按钮下不能添加下级');
    if (existing && isSelfOrDescendant(rows, existing.id, parentId)) throw rule('上级菜单不能是自身或其下级');
  }
  if (existing?.builtIn && (existing.menuType !== b.menuType || existing.permission !== permission)) {
    throw rule('系统内置菜单不能修改类型和权限字符串');
  }
  const name = textOrNull(b.name) ?? (permission && b.menuType === 'button' ? buttonName(permission) : '');
  if (b.menuType === 'menu' && name) {
    const taken = await ctx.db
      .select({ id: sysMenu.id })
      .from(sysMenu)
      .where(and(eq(sysMenu.menuType, 'menu'), eq(sysMenu.name, name), b.id ? ne(sysMenu.id, b.id) : undefined))
      .limit(1);
    if (taken.length > 0) throw new AppError('CONFLICT', '路由名称已存在');
  }
  const fields = {
    parentId,
    title,
    name,
    path: b.menuType === 'menu' ? (path ?? '') : '',
    icon: textOrNull(b.icon),
    menuType: b.menuType,
    permission,
    sort: b.sort,
    noAuth: b.noAuth ?? existing?.noAuth ?? false,
    visible: b.visible ?? existing?.visible ?? true,
  };
  if (existing) {
    await ctx.db.update(sysMenu).set(fields).where(eq(sysMenu.id, existing.id));
    return ok({ id: existing.id }, '保存成功');
  }
  const [row] = await ctx.db.insert(sysMenu).values(fields).returning({ id: sysMenu.id });
  if (!row) throw new Error('menu not inserted');
  return ok({ id: row.id }, '保存成功');
};
