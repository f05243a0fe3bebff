import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { sysMenu, sysPlatform, sysRole, sysRoleMenu } from '../../../db/schema';

/**
 * `GET /sys/activeUser/getDingMenus` (any login; seeds 000 §7 "Government-app login … and its
 * menu"): the government-app (zzd) mode's menu and the user's permissions, same shape as getMenus.
 * The menu is the portal's sub-platform configuration (平台管理, `sys_platform`): every enabled
 * entry that is not marked disabled, in its order, one flat level — `path` is the entry's address
 * (`/page/…` in the app, `http(s)://…` external), `name` `zzd` + its order. The permissions are
 * those the user's enabled roles grant (as getMenus).
 */
export const getDingMenus: Handler<'getDingMenus'> = async (_req, ctx) => {
  const user = requireUser(ctx);
  const [platforms, granted] = await Promise.all([
    ctx.db
      .select({ id: sysPlatform.id, title: sysPlatform.platformName, path: sysPlatform.platformUrl, sort: sysPlatform.sort })
      .from(sysPlatform)
      .where(and(eq(sysPlatform.enableFlag, '1'), eq(sysPlatform.disabled, false)))
      .orderBy(asc(sysPlatform.sort), asc(sysPlatform.platformName)),
    user.roles.length === 0
      ? Promise.resolve([])
      : ctx.db
          .selectDistinct({ permission: sysMenu.permission })
          .from(sysRoleMenu)
          .innerJoin(sysRole, eq(sysRole.id, sysRoleMenu.roleId))
          .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
          .where(and(inArray(sysRole.code, user.roles), eq(sysRole.enableFlag, '1'), isNotNull(sysMenu.permission))),
  ]);
  return {
    menuList: platforms.map((p) => ({ id: p.id, parentId: null, name: `zzd${p.sort}`, path: p.path, title: p.title, sort: p.sort, children: [] })),
    permissions: granted.map((g) => g.permission).filter((p): p is string => Boolean(p)).sort(),
  };
};
