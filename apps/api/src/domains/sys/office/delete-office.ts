import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysOffice, sysUser } from '../../../db/schema';
import { notFound, rule } from '../../../core/entity';
import { isForeignKeyViolation } from '../../../core/pg-errors';

const IN_USE = '该部门下存在下级部门或用户，不能删除';

/**
 * `POST /sys/office/delete` `{id}` (ADMIN, sys:office:delete): deletes an office without
 * sub-offices and accounts; otherwise BUSINESS_RULE 该部门下存在下级部门或用户，不能删除.
 */
export const deleteOffice: Handler<'deleteOffice'> = async (req, ctx) => {
  const [office] = await ctx.db.select({ id: sysOffice.id }).from(sysOffice).where(eq(sysOffice.id, req.body.id)).limit(1);
  if (!office) throw notFound('部门不存在');
  const [child] = await ctx.db.select({ id: sysOffice.id }).from(sysOffice).where(eq(sysOffice.parentId, office.id)).limit(1);
  const [member] = await ctx.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.officeId, office.id)).limit(1);
  if (child || member) throw rule(IN_USE);
  try {
    await ctx.db.delete(sysOffice).where(eq(sysOffice.id, office.id));
  } catch (err) {
    if (isForeignKeyViolation(err)) throw rule(IN_USE);
    throw err;
  }
  return ok(null, '删除成功');
};
