import { eq } from 'drizzle-orm';

import { revokeAllSessions } from '../../../core/auth';
import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { sysUser } from '../../../db/schema';
import { notFound, rule } from '../../../core/entity';

/**
 * `POST /sys/user/changeEnabled` `{id, enableFlag}` (ADMIN, sys:user:changeEnabled): enables or
 * disables an account; disabling ends all its sessions (its next call answers 401, its login
 * 用户已被禁用). The caller cannot disable itself (不能停用当前登录账号).
 */
export const changeUserEnabled: Handler<'changeUserEnabled'> = async (req, ctx) => {
  const caller = requireUser(ctx);
  const { id, enableFlag } = req.body;
  const enabled = enableFlag === '1';
  if (id === caller.id && !enabled) throw rule('不能停用当前登录账号');
  await ctx.db.transaction(async (tx) => {
    const updated = await tx.update(sysUser).set({ enabled }).where(eq(sysUser.id, id)).returning({ id: sysUser.id });
    if (updated.length === 0) throw notFound('用户不存在');
    if (!enabled) await revokeAllSessions(tx, id);
  });
  return ok(null, enabled ? '启用成功' : '停用成功');
};
