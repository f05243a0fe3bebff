import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { sysUser } from '../../../db/schema';
import { notFound, rule } from '../../../core/entity';
import { isForeignKeyViolation } from '../../../core/pg-errors';

/**
 * `POST /sys/user/delete` `{id}` (ADMIN, sys:user:delete): deletes an account with its roles and
 * sessions (cascade). Not the caller's own (不能删除当前登录账号); an account that business records
 * refer to (e.g. consultations) is kept (BUSINESS_RULE 该用户已有业务数据，不能删除，可停用该用户).
 */
export const deleteSysUser: Handler<'deleteSysUser'> = async (req, ctx) => {
  const caller = requireUser(ctx);
  const { id } = req.body;
  if (id === caller.id) throw rule('不能删除当前登录账号');
  try {
    const deleted = await ctx.db.delete(sysUser).where(eq(sysUser.id, id)).returning({ id: sysUser.id });
    if (deleted.length === 0) throw notFound('用户不存在');
  } catch (err) {
    if (isForeignKeyViolation(err)) throw rule('该用户已有业务数据，不能删除，可停用该用户');
    throw err;
  }
  return ok(null, '删除成功');
};
