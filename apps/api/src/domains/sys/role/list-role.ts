import { and, asc, count, eq, ilike, or } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { escapeLike, orderByAllowed, pagedSelect, toPageWindow } from '../../../core/paging';
import { sysRole } from '../../../db/schema';
import { roleColumns, toSysRole } from './role.queries';

/**
 * `GET /sys/role/list` (ADMIN, sys:role:list): roles by sort then name (or `orderBy` roleName,
 * roleCode, sort, createTime); filters keyword (name or code, literal), userType, enableFlag.
 */
export const listRole: Handler<'listRole'> = async (req, ctx) => {
  const q = req.query;
  const window = toPageWindow(q);
  const kw = q.keyword?.trim();
  const like = kw ? `%${escapeLike(kw)}%` : undefined;
  const where = and(
    like ? or(ilike(sysRole.name, like), ilike(sysRole.code, like)) : undefined,
    q.userType ? eq(sysRole.userType, q.userType) : undefined,
    q.enableFlag ? eq(sysRole.enableFlag, q.enableFlag) : undefined,
  );
  const order = orderByAllowed(
    { roleName: sysRole.name, roleCode: sysRole.code, sort: sysRole.sort, createTime: sysRole.createdAt },
    q.orderBy,
    q.order,
    [asc(sysRole.sort), asc(sysRole.name)],
    sysRole.id,
  );
  return pagedSelect(
    ctx.db.select(roleColumns).from(sysRole).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(sysRole).where(where),
    toSysRole,
  );
};
