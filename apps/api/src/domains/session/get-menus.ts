import { and, asc, eq, inArray } from 'drizzle-orm';

import { type Handler, requireUser } from '../../core/handler';
import { sysMenu, sysRole, sysRoleMenu } from '../../db/schema';

type MenuItem = {
  id: string;
  parentId: string | null;
  name: string;
  path: string;
  title: string;
  icon?: string;
  sort: number;
  children: MenuItem[];
};

/**
 * `GET /sys/activeUser/getMenus`: the menu tree of the user's roles (entries of type 'menu',
 * sorted by `sort`, then title) and the distinct permission strings of their menus and buttons.
 */
export const getMenus: Handler<'getMenus'> = async (_req, ctx) => {
  const user = requireUser(ctx);
  if (user.roles.length === 0) return { menuList: [], permissions: [] };
  const rows = await ctx.db
    .selectDistinct({
      id: sysMenu.id,
      parentId: sysMenu.parentId,
      name: sysMenu.name,
      path: sysMenu.path,
      title: sysMenu.title,
      icon: sysMenu.icon,
      sort: sysMenu.sort,
      menuType: sysMenu.menuType,
      permission: sysMenu.permission,
    })
    .from(sysRoleMenu)
    .innerJoin(sysRole, eq(sysRole.id, sysRoleMenu.roleId))
    .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
    .where(and(inArray(sysRole.code, user.roles)))
    .orderBy(asc(sysMenu.sort), asc(sysMenu.title), asc(sysMenu.id));

  const permissions = [...new Set(rows.map((r) => r.permission).filter((p): p is string => Boolean(p)))].sort();
  const items = new Map<string, MenuItem>();
  for (const r of rows) {
    if (r.menuType !== 'menu') continue;
    items.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      name: r.name,
      path: r.path,
      title: r.title,
      ...(r.icon ? { icon: r.icon } : {}),
      sort: r.sort,
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const item of items.values()) {
    const parent = item.parentId ? items.get(item.parentId) : undefined;
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return { menuList: roots, permissions };
};
