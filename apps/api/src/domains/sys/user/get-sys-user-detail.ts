import { eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysUser } from '../../../db/schema';
import { selectUsers, toSysUser } from './user.queries';
import { notFound } from '../../../core/entity';

/** `GET /sys/user/detail?id=` (ADMIN, sys:user:detail): one account; unknown id → NOT_FOUND_ENTITY 用户不存在. */
export const getSysUserDetail: Handler<'getSysUserDetail'> = async (req, ctx) => {
  const [row] = await selectUsers(ctx.db).where(eq(sysUser.id, req.query.id)).limit(1);
  if (!row) throw notFound('用户不存在');
  return toSysUser(row);
};
