import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysPlatform } from '../../../db/schema';
import { found } from '../../../core/entity';

/** `POST /sys/platform/delete` (ADMIN, sys:platform:delete). Unknown id → NOT_FOUND_ENTITY 子平台不存在. */
export const deletePlatform: Handler<'deletePlatform'> = async (req, ctx) => {
  const deleted = await ctx.db.delete(sysPlatform).where(eq(sysPlatform.id, req.body.id)).returning({ id: sysPlatform.id });
  found(deleted[0], '子平台不存在');
  return ok(null, '删除成功');
};
