import { and, count, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';

import { dataScope, officeSubtree } from '../../../core/data-scope';
import { type Handler, requireUser } from '../../../core/handler';
import { escapeLike, orderByAllowed, pagedSelect, toPageWindow } from '../../../core/paging';
import { sysUser, sysUserRole } from '../../../db/schema';
import { selectUsers, toSysUser } from './user.queries';

/**
 * `GET /sys/user/list` (ADMIN, sys:user:list): accounts, newest first or by `orderBy`
 * (userName, name, userType, createTime); filters keyword (login name, name or phone, literal),
 * userType, officeId (with its sub-offices), roleId, enableFlag. The caller's data rules on
 * `sys:user` (columns officeId, companyId, id, userType) limit the rows — e.g. an office-scoped
 * administrator role sees the accounts of its office tree only.
 */
export const listSysUser: Handler<'listSysUser'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const q = req.query;
  const window = toPageWindow(q);
  const kw = q.keyword?.trim();
  const like = kw ? `%${escapeLike(kw)}%` : undefined;
  const scope = await dataScope(ctx.db, user, 'sys:user', {
    officeId: sysUser.officeId,
    companyId: sysUser.companyId,
    id: sysUser.id,
    userType: sysUser.userType,
  });
  const where = and(
    like ? or(ilike(sysUser.userName, like), ilike(sysUser.name, like), ilike(sysUser.phone, like)) : undefined,
    q.userType ? eq(sysUser.userType, q.userType) : undefined,
    q.officeId ? sql`${sysUser.officeId} in (${officeSubtree(q.officeId)})` : undefined,
    q.roleId
      ? exists(
          ctx.db
            .select({ one: sql`1` })
            .from(sysUserRole)
            .where(and(eq(sysUserRole.userId, sysUser.id), eq(sysUserRole.roleId, q.roleId))),
        )
      : undefined,
    q.enableFlag ? eq(sysUser.enabled, q.enableFlag === '1') : undefined,
    scope,
  );
  const order = orderByAllowed(
    { userName: sysUser.userName, name: sysUser.name, userType: sysUser.userType, createTime: sysUser.createdAt },
    q.orderBy,
    q.order,
    [desc(sysUser.createdAt)],
    sysUser.id,
  );
  return pagedSelect(
    selectUsers(ctx.db)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(sysUser).where(where),
    toSysUser,
  );
};
