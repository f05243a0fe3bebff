import { eq } from 'drizzle-orm';

import { notFound } from '../../../core/entity';
import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { clearLoginFailures } from '../../../core/login-guard';
import { sysUser } from '../../../db/schema';

/**
 * `POST /sys/user/unlock` `{id}` (ADMIN, sys:user:changeEnabled; issue 13 §2): ends the lock that
 * repeated wrong passwords set on an account and forgets its failed attempts, for every API process
 * at once (the lock is a database row). Not locked → success as well. Unknown id → NOT_FOUND_ENTITY
 * 用户不存在.
 */
export const unlockUser: Handler<'unlockUser'> = async (req, ctx) => {
  const [user] = await ctx.db.select({ userName: sysUser.userName }).from(sysUser).where(eq(sysUser.id, req.body.id)).limit(1);
  if (!user) throw notFound('用户不存在');
  await clearLoginFailures(ctx.db, user.userName);
  return ok(null, '账号已解锁');
};
