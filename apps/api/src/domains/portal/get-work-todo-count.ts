import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { type Handler, requireUser } from '../../core/handler';
import type { Db } from '../../db/client';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema';
import { PENDING_WORK_SOURCES } from './todo-sources';

const page = alias(sysMenu, 'todo_page');

/**
 * The `<page path> <permission>` pairs of the buttons the user's enabled roles grant (one query):
 * a permission counts for a page only as the button under that page, so an enterprise holding
 * `land:demand:list` for 我的用地需求 does not get the staff page 用地需求's counter.
 */
async function grantedPageButtons(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ path: page.path, permission: sysMenu.permission })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.id))
    .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
    .innerJoin(page, eq(page.id, sysMenu.parentId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.enableFlag, '1'), eq(sysMenu.menuType, 'button')));
  return new Set(rows.map((r) => `${r.path} ${r.permission}`));
}

/**
 * `GET /work/todoCount` (any login; issue 12 Part A §5, the workbench home): the to-do counters
 * ({@link PENDING_WORK_SOURCES}) whose page's list permission the caller holds, each counted by its domain
 * with the same filters and data rules as that page's list, zeros included, in display order.
 * Callers without such grants (enterprises, individuals) get `[]`.
 */
export const getWorkTodoCount: Handler<'getWorkTodoCount'> = async (_req, ctx) => {
  const user = requireUser(ctx);
  const granted = await grantedPageButtons(ctx.db, user.id);
  const sources = PENDING_WORK_SOURCES.filter((s) => granted.has(`${s.path} ${s.permission}`));
  const counts = await Promise.all(sources.map((s) => s.count(ctx, user)));
  return sources.map((s, i) => ({ todoType: s.key, todoName: s.name, count: counts[i] ?? 0, path: s.path }));
};
