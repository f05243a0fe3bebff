import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import type { Db } from '../../../db/client';
import { sysMenu, sysRole, sysRoleMenu } from '../../../db/schema';

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

/** A menu row with whether the caller's roles grant it. */
interface MenuRow {
  id: string;
  parentId: string | null;
  name: string;
  path: string;
  title: string;
  icon: string | null;
  sort: number;
  menuType: 'menu' | 'button';
  permission: string | null;
  visible: boolean;
  noAuth: boolean;
  granted: boolean;
}

/** Every menu entry, sorted, with `granted` for these (enabled) role codes — one query. */
async function menuRows(db: Db, roles: readonly string[]): Promise<MenuRow[]> {
  const granted =
    roles.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`${exists(
          db
            .select({ one: sql`1` })
            .from(sysRoleMenu)
            .innerJoin(sysRole, eq(sysRole.id, sysRoleMenu.roleId))
            .where(and(eq(sysRoleMenu.menuId, sysMenu.id), inArray(sysRole.code, [...roles]), eq(sysRole.enableFlag, '1'))),
        )}`;
  const rows = await db
    .select({
      id: sysMenu.id,
      parentId: sysMenu.parentId,
      name: sysMenu.name,
      path: sysMenu.path,
      title: sysMenu.title,
      icon: sysMenu.icon,
      sort: sysMenu.sort,
      menuType: sysMenu.menuType,
      permission: sysMenu.permission,
      visible: sysMenu.visible,
      noAuth: sysMenu.noAuth,
      granted,
    })
    .from(sysMenu)
    .orderBy(asc(sysMenu.sort), asc(sysMenu.title), asc(sysMenu.id));
  return rows.map((r) => ({ ...r, granted: Boolean(r.granted) }));
}

/**
 * The sidebar of a user from all menu rows: entries of type 'menu' that are visible and granted
 * (or `noAuth`), whose parent is shown too (a hidden catalog hides its pages); a catalog — an entry
 * with child menus in the tree — that ends up without a shown child is left out. Rows come sorted
 * (sort, title, id), and children keep that order.
 */
export function sidebarTree(rows: readonly MenuRow[]): MenuItem[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const hasChildMenu = new Set(rows.filter((r) => r.menuType === 'menu' && r.parentId).map((r) => r.parentId as string));
  const shownCache = new Map<string, boolean>();
  const shown = (r: MenuRow): boolean => {
    const cached = shownCache.get(r.id);
    if (cached !== undefined) return cached;
    shownCache.set(r.id, false); // guards against a parent cycle
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    const ok =
      r.menuType === 'menu' && r.visible && (r.granted || r.noAuth) && (r.parentId === null || (parent !== undefined && shown(parent)));
    shownCache.set(r.id, ok);
    return ok;
  };
  const items = new Map<string, MenuItem>();
  for (const r of rows) {
    if (!shown(r)) continue;
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
  const prune = (list: MenuItem[]): MenuItem[] =>
    list
      .map((m) => ({ ...m, children: prune(m.children) }))
      .filter((m) => !(hasChildMenu.has(m.id) && m.children.length === 0));
  return prune(roots);
}

/**
 * `GET /sys/activeUser/getMenus` (seeds 000 §6): the sidebar of the user's enabled roles (see
 * {@link sidebarTree}) and `permissions` — every permission string their granted entries carry,
 * hidden pages' buttons included, sorted.
 */
export const getMenus: Handler<'getMenus'> = async (_req, ctx) => {
  const user = requireUser(ctx);
  if (user.roles.length === 0) return { menuList: [], permissions: [] };
  const rows = await menuRows(ctx.db, user.roles);
  const permissions = [...new Set(rows.filter((r) => r.granted && r.permission).map((r) => r.permission as string))].sort();
  return { menuList: sidebarTree(rows), permissions };
};
